// The legend of marker size: circles at the radius the chart draws chosen values with.
import { dot } from '../marks/dot.ts';
import { text } from '../marks/text.ts';
import type { Theme } from '../plot/theme.ts';
import { textWidth } from '../plot/textFit.ts';
import { ticksWithin } from '../plot/ticks.ts';
import type { SceneNode } from '../render/scene.ts';
import type { SideBlock } from './sideBlock.ts';

/** A legend of circles for marker size: the given values drawn at the radius the chart uses. */
export function sizeLegend(values: number[], radiusOf: (value: number) => number, title: string, theme: Theme, format: (v: number) => string = (v) => String(v)): SideBlock {
  const fs = theme.fontSize;
  const radii = values.map(radiusOf);
  const maxR = Math.max(...radii, 1);
  const rows = radii.map((r) => Math.max(2 * r, fs) + fs * 0.5);
  const labelWidth = values.reduce((w, v) => Math.max(w, textWidth(format(v), fs)), 0);
  const titleHeight = fs * 1.5;
  return {
    width: Math.max(2 * maxR + fs * 0.6 + labelWidth, textWidth(title, fs)),
    height: titleHeight + rows.reduce((a, b) => a + b, 0),
    draw: (x, y) => {
      const nodes: SceneNode[] = [text(x, y + fs, title, theme)];
      let cy = y + titleHeight;
      values.forEach((v, i) => {
        const row = rows[i] ?? fs;
        const r = radii[i] ?? 1;
        const c = cy + row / 2;
        nodes.push(dot(x + maxR, c, theme, { r, fill: '#BBBBBB', strokeWidth: theme.axisWidth * 0.5 }));
        nodes.push(text(x + 2 * maxR + fs * 0.6, c, format(v), theme, { baseline: 'middle' }));
        cy += row;
      });
      return nodes;
    },
  };
}

/** Up to `count` round values (one significant digit) for a size legend: about the largest
 *  value, a quarter of it and a sixteenth, kept within the data's range; or, when the range is
 *  too narrow for two of those, round values across it. */
export function legendValues(lo: number, hi: number, count = 3): number[] {
  if (!(hi > 0)) return [hi];
  const round = (v: number) => {
    const p = 10 ** Math.floor(Math.log10(v));
    return Number((Math.round(v / p) * p).toPrecision(6));
  };
  const out: number[] = [];
  for (let k = 0; k < count; k++) {
    const v = round(hi / 4 ** k);
    if (v >= lo * 0.8 && v <= hi * 1.05 && !out.includes(v)) out.push(v);
  }
  if (out.length > 1) return out.sort((a, b) => a - b);
  // Values all near the largest (magnitudes 4 to 6.4): round values across their range instead.
  const across = ticksWithin(lo, hi, count).filter((v) => v > 0);
  return across.length > 1 ? across.slice(-count) : out.length ? out : [round(hi)];
}
