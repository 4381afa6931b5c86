// Pie charts: each category's share of the total of a value column (or of the row count),
// slices clockwise from 12 o'clock in the palette's order, percentages on the slices and the
// categories in a legend (or, with no legend, as direct labels around the pie). Sorted by value,
// or the largest or smallest categories with the rest as one grey slice, on request
// (transforms/arrange.ts).
import { column, findColumn, numeric, require } from '../columns/find.ts';
import { levels } from '../columns/values.ts';
import { percent } from '../format.ts';
import { axislessFrame } from '../plot/axislessFrame.ts';
import { figureScene } from '../plot/figure.ts';
import { inkOn } from '../plot/color.ts';
import { radialLabels } from '../marks/radialLabels.ts';
import { sector } from '../marks/sector.ts';
import { text } from '../marks/text.ts';
import { polar } from '../plot/polar.ts';
import { textWidth } from '../plot/textFit.ts';
import type { Column } from '../data/types.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { ChartError } from '../errors.ts';
import { arrangeSlices, categoryNoun, rankedBy } from '../transforms/arrange.ts';
import type { ChartInput } from './types.ts';

/** The slice of the categories a top-N request leaves out: grey, a colour no category has. */
const OTHER_FILL = '#BBBBBB';

export interface PieSlice {
  label: string;
  value: number;
  share: number;
  startAngle: number;
  endAngle: number;
}

/** The category column and the value column (undefined: count rows) a pie or waterfall reads. */
export function categoryAndValue({ table, spec }: ChartInput, what: string): { category: Column; value: Column | undefined } {
  const named = spec.x ?? spec.group ?? spec.mentioned.find((n) => table.columns.find((c) => c.name === n)?.type === 'category');
  const category = named ? column(table, named) : require(findColumn(table, spec, { types: ['category'] }), 'COLUMNS_MISSING', `A category column is needed for the ${what}.`);
  const valueName = spec.y[0] ?? spec.roles.weight ?? spec.mentioned.find((n) => n !== category.name && table.columns.find((c) => c.name === n)?.type === 'number');
  if (valueName) return { category, value: numeric(table, valueName) };
  const repeated = levels(category.values).length < category.values.filter((v) => v !== null).length;
  return { category, value: repeated ? undefined : findColumn(table, spec, { types: ['number'], exclude: [category.name] }) };
}

/** Slices in order of first appearance, values summed per category. */
export function pieSlices(labels: Array<number | string | null>, values: Array<number | string | null> | undefined): PieSlice[] {
  const cats = levels(labels);
  const sums = new Map<string, number>(cats.map((c) => [c, 0]));
  labels.forEach((l, i) => {
    if (l === null) return;
    const v = values ? values[i] : 1;
    if (typeof v !== 'number' || !Number.isFinite(v)) return;
    if (v < 0) throw new ChartError('NEGATIVE_VALUES', `A pie chart cannot show the negative value ${v} (category "${l}").`);
    sums.set(String(l), (sums.get(String(l)) ?? 0) + v);
  });
  const total = [...sums.values()].reduce((a, b) => a + b, 0);
  if (!(total > 0)) throw new ChartError('NO_VALUES', 'The pie chart has nothing to show: the values add up to zero.');
  let a = 0;
  return cats
    .map((label) => ({ label, value: sums.get(label) ?? 0 }))
    .filter((s) => s.value > 0)
    .map((s) => {
      const span = (2 * Math.PI * s.value) / total;
      const slice = { ...s, share: s.value / total, startAngle: a, endAngle: a + span };
      a += span;
      return slice;
    });
}

export function pie(input: ChartInput): Scene {
  const { spec, theme } = input;
  const { category, value } = categoryAndValue(input, 'pie slices');
  const repeated = levels(category.values).length < category.values.filter((v) => v !== null).length;
  const { slices, note, other } = arrangeSlices(pieSlices(category.values, value?.values), spec, { noun: categoryNoun(category.name, category.type), by: rankedBy(value?.name ?? '', value ? (repeated ? 'sum' : undefined) : 'count') });
  const fillOf = (s: PieSlice, i: number) => (s.label === other && i === slices.length - 1 ? OTHER_FILL : theme.color(i));
  const direct = spec.legend === 'none';
  const legend = direct ? [] : slices.map((s, i) => ({ label: s.label, color: fillOf(s, i), shape: 'box' as const }));
  const { plot, layers } = axislessFrame(spec, theme, legend, { legendBy: category.name, ...(note ? { subtitle: note } : {}) });
  const fs = theme.fontSize;
  // Room around the pie for outside labels: every label when direct, else the percentages that
  // do not fit inside their slice (checked at the radius the labels leave, twice, as it shrinks).
  const outsideText = slices.map((s) => (direct ? `${s.label} (${percent(s.share)})` : percent(s.share)));
  const radiusFor = (outside: boolean[]): number => {
    // Labels longer than about a quarter of the width wrap beside the pie rather than shrink it.
    const widest = Math.min(Math.max(plot.width * 0.26, fs * 6), Math.max(0, ...slices.map((_, i) => (outside[i] ? textWidth(outsideText[i] ?? '', fs) : 0))));
    const margin = outside.some(Boolean) ? widest + fs * 1.2 : fs * 0.5;
    return Math.max(Math.min(plot.width, plot.height) * 0.3, Math.min(plot.width / 2 - margin, plot.height / 2 - (outside.some(Boolean) ? fs * 1.6 : fs * 0.5)));
  };
  const fitsInside = (s: PieSlice, radius: number): boolean => {
    const span = s.endAngle - s.startAngle;
    const w = textWidth(percent(s.share), fs) + fs * 0.4;
    // The chord at 0.64 r must hold the text, and the slice must be tall enough for one line.
    return span >= Math.PI || (2 * radius * 0.64 * Math.sin(span / 2) > w && radius * 0.64 * span > fs * 1.4);
  };
  let outside = slices.map((s) => direct || s.endAngle - s.startAngle < 0.35);
  let r = radiusFor(outside);
  for (let pass = 0; pass < 2; pass++) {
    outside = slices.map((s) => direct || !fitsInside(s, r));
    r = radiusFor(outside);
  }
  const cx = plot.x + plot.width / 2;
  const cy = plot.y + plot.height / 2;
  const out: SceneNode[] = [];
  slices.forEach((s, i) => {
    const fill = fillOf(s, i);
    out.push(sector({ cx, cy, r0: 0, r1: r, a0: s.startAngle, a1: s.endAngle }, theme, { fill }));
  });
  const outsideLabels: Array<{ angle: number; text: string }> = [];
  slices.forEach((s, i) => {
    const mid = (s.startAngle + s.endAngle) / 2;
    if (outside[i]) {
      outsideLabels.push({ angle: mid, text: outsideText[i] ?? '' });
      return;
    }
    const [x, y] = polar(cx, cy, r * 0.64, mid);
    out.push(text(x, y, percent(s.share), theme, { anchor: 'middle', baseline: 'middle', color: inkOn(fillOf(s, i)) }));
  });
  out.push(...radialLabels(cx, cy, r, outsideLabels, theme, { top: plot.y, bottom: plot.y + plot.height, left: plot.x, right: plot.x + plot.width }));
  return figureScene(theme, layers, { marks: out });
}
