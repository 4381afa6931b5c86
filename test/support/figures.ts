// Figures a researcher might bring, drawn here as SVG in the Arimo font (textImage.ts), so a
// test knows exactly what each one says and where: bar charts with labelled axes, and panels
// with axes, ticks and titles, alone or side by side.
import sharp from 'sharp';
import { textImage, type DrawnText, type TextImageSpec } from './textImage.ts';

/** A two-bar chart (640 x 420) with axes on `background` and the given labels, as PNG. */
export function barFigure(texts: DrawnText[], opts: { background?: string } = {}): Promise<Buffer> {
  const shapes = `<line x1="90" y1="40" x2="90" y2="340" stroke="#222" stroke-width="2"/>
    <line x1="90" y1="340" x2="610" y2="340" stroke="#222" stroke-width="2"/>
    <rect x="150" y="140" width="110" height="200" fill="#E69F00"/>
    <rect x="330" y="220" width="110" height="120" fill="#56B4E9"/>`;
  return textImage({ width: 640, height: 420, texts, shapes, background: opts.background ?? '#ffffff' });
}

/** The standard test figure: two bars, their names under them, a y-axis title turned 90°. */
export function labelledBars(opts: { background?: string } = {}): Promise<Buffer> {
  return barFigure(
    [
      { text: 'Control', x: 165, y: 372, size: 22 },
      { text: 'Treatment', x: 335, y: 372, size: 22 },
      { text: 'Expression', x: 50, y: 280, size: 22, rotate: -90 },
    ],
    opts,
  );
}

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

export async function asJpeg(png: Buffer): Promise<Buffer> {
  return sharp(png).flatten({ background: '#ffffff' }).jpeg({ quality: 95 }).toBuffer();
}

/** Straight RGBA pixels of an image file. */
export async function pixels(bytes: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
