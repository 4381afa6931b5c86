// Figure-like test images: panels with axes, tick labels, a title and a rotated y-axis title,
// drawn as SVG with the Arimo font (textImage.ts), with the texts as drawn.
import type { DrawnText, TextImageSpec } from './textImage.ts';

export interface PanelLabels {
  letter: string;
  title: string;
  yTitle: string;
  xTitle: string;
}

/** One 400 x 420 panel at x = `left`: axes, ticks, a line and a bar, and its labels. */
export function panel(left: number, labels: PanelLabels): { texts: DrawnText[]; shapes: string } {
  const texts: DrawnText[] = [
    { text: labels.letter, x: left + 10, y: 30, size: 18, weight: 'bold' },
    { text: labels.title, x: left + 210, y: 30, size: 16, anchor: 'middle' },
    { text: labels.yTitle, x: left + 30, y: 220, size: 14, rotate: -90, anchor: 'middle' },
    { text: labels.xTitle, x: left + 210, y: 400, size: 14, anchor: 'middle' },
  ];
  const xTicks = ['0', '10', '20', '30', '40'];
  xTicks.forEach((t, i) => texts.push({ text: t, x: left + 80 + i * 70, y: 375, size: 12, anchor: 'middle' }));
  ['0.0', '0.5', '1.0'].forEach((t, i) => texts.push({ text: t, x: left + 70, y: 355 - i * 140, size: 12, anchor: 'end' }));
  const shapes =
    `<path d="M${left + 78} 60 V360 H${left + 370}" stroke="#000" fill="none" stroke-width="1.5"/>` +
    xTicks.map((_, i) => `<path d="M${left + 80 + i * 70} 360 v5" stroke="#000"/>`).join('') +
    `<polyline points="${left + 80},340 ${left + 150},300 ${left + 220},200 ${left + 290},120 ${left + 360},100" stroke="#1f77b4" fill="none" stroke-width="2"/>` +
    `<rect x="${left + 200}" y="250" width="40" height="90" fill="#ff7f0e"/>`;
  return { texts, shapes };
}

/** Two panels side by side (800 x 420); the first panel's texts come first in `texts`. */
export function twoPanelFigure(a: PanelLabels, b: PanelLabels): TextImageSpec & { panelA: DrawnText[]; panelB: DrawnText[] } {
  const left = panel(0, a);
  const right = panel(400, b);
  return { width: 800, height: 420, texts: [...left.texts, ...right.texts], shapes: left.shapes + right.shapes, panelA: left.texts, panelB: right.texts };
}
