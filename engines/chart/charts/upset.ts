// UpSet plots (Lex et al. 2014, as UpSetR draws them): exclusive intersection sizes as bars,
// largest first, over a dot matrix saying which sets each intersection is, and the set sizes as
// bars to the left of the set names. Sets are membership columns (1/0, true/false, yes/no) or
// one column listing each element's sets ("A;B"); stats/sets.ts counts the intersections.
import { formatTicks } from '../format.ts';
import { bar } from '../marks/bar.ts';
import { dot } from '../marks/dot.ts';
import { ruleX, ruleY } from '../marks/rule.ts';
import { text } from '../marks/text.ts';
import { axislessFrame } from '../plot/axislessFrame.ts';
import { figureScene } from '../plot/figure.ts';
import { textWidth } from '../plot/textFit.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import type { Column } from '../data/types.ts';
import { ChartError } from '../errors.ts';
import { smallerText } from '../plot/theme.ts';
import { niceLinear } from '../plot/ticks.ts';
import { isMember, upsetFromLists, upsetFromMembership, type UpSetResult } from '../stats/sets.ts';
import type { ChartInput } from './types.ts';

const MEMBER_WORDS = new Set(['0', '1', 'true', 'false', 't', 'f', 'yes', 'no', 'y', 'n', 'x', '']);

/** Whether a column reads as set membership: only 0/1 numbers, or only yes/no-like words. */
function isMembershipColumn(c: Column): boolean {
  const present = c.values.filter((v) => v !== null);
  if (present.length === 0) return false;
  if (c.type === 'number') return present.every((v) => v === 0 || v === 1);
  if (c.type === 'category') return present.every((v) => MEMBER_WORDS.has(String(v).trim().toLowerCase())) && present.some((v) => isMember(String(v)));
  return false;
}

/** At most this many intersections are drawn (UpSetR's nintersects is 40). */
export const MAX_INTERSECTIONS = 40;

export function upsetData({ table, spec }: ChartInput): UpSetResult {
  const named = [...spec.y, ...spec.mentioned, ...(spec.x ? [spec.x] : [])].map((n) => table.columns.find((c) => c.name === n)).filter((c): c is Column => Boolean(c));
  let sets = named.filter(isMembershipColumn);
  if (sets.length < 2) sets = table.columns.filter(isMembershipColumn);
  if (sets.length >= 2) return upsetFromMembership(sets, { limit: MAX_INTERSECTIONS });
  const listCol = [...named, ...table.columns].find((c) => c.type === 'category' && c.values.some((v) => typeof v === 'string' && /[;,|]/.test(v)));
  if (listCol) return upsetFromLists(listCol.values.map((v) => (v === null ? null : String(v))), { limit: MAX_INTERSECTIONS });
  throw new ChartError('COLUMNS_MISSING', 'An UpSet plot needs two or more membership columns (1/0, yes/no) or one column listing the sets of each element ("A;B").');
}

export function upset(input: ChartInput): Scene {
  const { spec, theme } = input;
  const data = upsetData(input);
  if (data.intersections.length === 0) throw new ChartError('NO_VALUES', 'No element belongs to any set.');
  const { plot, layers } = axislessFrame(spec, theme, []);
  const fs = theme.fontSize;
  const ink = theme.ink;
  const nSets = data.sets.length;
  const nInt = data.intersections.length;
  const tick = theme.tickLength;
  // Vertical split: the matrix rows, its x labels, and the bars above.
  const rowH = Math.min(fs * 1.5, (plot.height * 0.45) / nSets);
  const matrixH = rowH * nSets;
  const setAxisH = tick + 2 + fs * 1.2 + fs * 1.5;
  const barsTop = plot.y + fs * 1.2;
  const barsH = Math.max(20, plot.height - matrixH - setAxisH - fs * 1.2 - fs * 0.5);
  const matrixTop = barsTop + barsH + fs * 0.5;
  // Horizontal split: set-size bars, set names, then the matrix under the intersection bars.
  const maxInt = Math.max(...data.intersections.map((i) => i.size));
  const yScale = niceLinear(0, maxInt, 4);
  const yLabels = formatTicks(yScale.ticks);
  const nameW = Math.max(...data.sets.map((s) => textWidth(s.name, fs))) + fs * 0.6;
  const yAxisW = tick + 2 + Math.max(...yLabels.map((l) => textWidth(l, fs))) + fs * 1.5;
  const setBarsW = Math.max(plot.width * 0.18, fs * 5);
  const setBarsX = plot.x + fs * 0.5;
  const matrixX = Math.max(setBarsX + setBarsW + nameW, plot.x + yAxisW);
  const colW = (plot.x + plot.width - matrixX) / nInt;
  const shading: SceneNode[] = [];
  const marks: SceneNode[] = [];
  const axes: SceneNode[] = [];
  const colX = (j: number): number => matrixX + (j + 0.5) * colW;
  const rowY = (k: number): number => matrixTop + (k + 0.5) * rowH;
  const dark = theme.ink === '#000000' ? '#333333' : ink;
  const solid = { fill: dark, stroke: 'none' } as const;
  // Intersection bars, with their sizes on top, and their y axis at the matrix's left edge.
  const yMap = (v: number): number => barsTop + barsH - (v / (yScale.domain[1] || 1)) * barsH;
  const countSize = smallerText(theme, nInt > 20 ? 0.75 : 0.9);
  data.intersections.forEach((it, j) => {
    const w = colW * 0.7;
    marks.push(bar({ x: colX(j) - w / 2, y: yMap(it.size), width: w, height: barsTop + barsH - yMap(it.size) }, theme, solid));
    marks.push(text(colX(j), yMap(it.size) - 2, String(it.size), theme, { size: countSize, anchor: 'middle' }));
  });
  const axisX = matrixX;
  axes.push(ruleX(axisX, barsTop, barsTop + barsH, theme, { lineCap: 'square' }));
  yScale.ticks.forEach((t, i) => {
    const y = yMap(t);
    axes.push(ruleY(y, axisX - tick, axisX, theme));
    axes.push(text(axisX - tick - 2, y, yLabels[i] ?? '', theme, { anchor: 'end', baseline: 'middle' }));
  });
  const yTitleX = axisX - tick - 2 - Math.max(...yLabels.map((l) => textWidth(l, fs))) - fs * 0.5;
  axes.push(text(yTitleX, barsTop + barsH / 2, spec.yAxis.label ?? 'Intersection size', theme, { anchor: 'middle', rotate: -90 }));
  // The matrix: shaded alternate rows, grey dots for sets outside, dark dots joined for sets inside.
  data.sets.forEach((s, k) => {
    if (k % 2 === 0) shading.push(bar({ x: setBarsX + setBarsW, y: matrixTop + k * rowH, width: plot.x + plot.width - setBarsX - setBarsW, height: rowH }, theme, { fill: '#F0F0F0', stroke: 'none' }));
    axes.push(text(matrixX - fs * 0.3, rowY(k), s.name, theme, { anchor: 'end', baseline: 'middle' }));
  });
  const dotR = Math.min(rowH * 0.32, colW * 0.32);
  data.intersections.forEach((it, j) => {
    const inside = data.sets.map((s, k) => (it.sets.includes(s.name) ? k : -1)).filter((k) => k >= 0);
    if (inside.length > 1) marks.push(ruleX(colX(j), rowY(Math.min(...inside)), rowY(Math.max(...inside)), theme, { stroke: dark, strokeWidth: Math.max(theme.lineWidth, dotR * 0.5) }));
    data.sets.forEach((_, k) => marks.push(dot(colX(j), rowY(k), theme, { r: dotR, fill: inside.includes(k) ? dark : '#CCCCCC', stroke: 'none' })));
  });
  // Set sizes: bars growing to the left from the names, with their axis below.
  const maxSet = Math.max(...data.sets.map((s) => s.size));
  // As few ticks as needed for their labels not to touch.
  let sScale = niceLinear(0, maxSet, 3);
  for (const count of [3, 2, 1]) {
    sScale = niceLinear(0, maxSet, count);
    const labels = formatTicks(sScale.ticks);
    const spacing = (setBarsW - fs * 0.5) / Math.max(1, sScale.ticks.length - 1);
    if (Math.max(...labels.map((l) => textWidth(l, fs))) + fs * 0.5 < spacing) break;
  }
  const sLabels = formatTicks(sScale.ticks);
  const right = setBarsX + setBarsW;
  const sMap = (v: number): number => right - (v / (sScale.domain[1] || 1)) * (setBarsW - fs * 0.5);
  data.sets.forEach((s, k) => marks.push(bar({ x: sMap(s.size), y: rowY(k) - rowH * 0.35, width: right - sMap(s.size), height: rowH * 0.7 }, theme, solid)));
  const base = matrixTop + matrixH;
  axes.push(ruleY(base, sMap(sScale.domain[1]), right, theme, { lineCap: 'square' }));
  sScale.ticks.forEach((t, i) => {
    const x = sMap(t);
    axes.push(ruleX(x, base, base + tick, theme));
    axes.push(text(x, base + tick + 2, sLabels[i] ?? '', theme, { anchor: 'middle', baseline: 'hanging' }));
  });
  axes.push(text((sMap(sScale.domain[1]) + right) / 2, base + tick + 2 + fs * 1.4, 'Set size', theme, { anchor: 'middle', baseline: 'hanging' }));
  return figureScene(theme, layers, { background: shading, marks, axes });
}
