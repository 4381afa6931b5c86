// How a chart's categories are arranged when the request asks: ordered by their summarised value
// (spec.sort), cut to the n largest or smallest (spec.top), and a histogram's bins of a chosen
// number or width (spec.bins). The chart types give each category's value; the rules are here,
// the same for all of them (docs/decisions.md, "Sorted and top-N categories; chosen bins"):
//
// - A category's value is its summary over all its rows, whatever the group: with groups
//   (dodged bars, coloured dots) a sum or count is the category's total across its groups, a
//   mean or median that of all its rows. Faceted figures rank on the whole figure's rows, so that
//   every panel shows the same categories in the same order.
// - Ties keep the data's order (first appearance), in the ranking for the cut and in the drawing.
// - The n kept are drawn in the order of the cut (largest first, or smallest first) unless
//   spec.sort orders them; the figure says what was kept ("Top 10 of 50 states by Murder").
import { column } from '../columns/find.ts';
import { valueGroups, type ValueGroup, type ValueGroups } from '../columns/valueGroups.ts';
import type { Column, Table } from '../data/types.ts';
import { ChartError } from '../errors.ts';
import type { Aggregate, ChartSpec, TopN } from '../spec.ts';
import { median } from '../stats/summaries.ts';
import { summariseByX, type SummarySeries } from './groupMeans.ts';

/** Most bins a histogram is drawn with: at a journal's narrowest width 500 are already hairlines. */
export const MAX_BINS = 500;

/** A category and the value it is ordered and cut by. */
export interface Ranked {
  key: string;
  value: number;
}

export interface Arrangement {
  /** The categories to draw, in drawing order (first along the axis: leftmost, or at the top). */
  order: string[];
  /** What the figure says when categories were left out ("Top 10 of 50 states by Murder"). */
  note?: string;
}

/** What the spec's sort, top and bins ask that no data could make (TOP_N_INVALID, BINS_INVALID). */
export function arrangementProblem(spec: Pick<ChartSpec, 'top' | 'bins'>): ChartError | undefined {
  const top = spec.top;
  if (top !== undefined) {
    if (!Number.isInteger(top.n) || top.n < 1) {
      return new ChartError('TOP_N_INVALID', `The number of categories to keep must be a whole number of 1 or more; the request asks for ${String(top.n)}.`);
    }
    if (top.by !== 'largest' && top.by !== 'smallest') return new ChartError('TOP_N_INVALID', `The categories kept are the largest or the smallest, not "${String(top.by)}".`);
  }
  const bins = spec.bins;
  if (bins !== undefined) {
    const { count, width } = bins;
    if (count === undefined && width === undefined) return new ChartError('BINS_INVALID', 'The bins need a number (e.g. "20 bins") or a width (e.g. "5-minute bins").');
    if (count !== undefined && width !== undefined) {
      return new ChartError('BINS_INVALID', `The request asks for ${count} bins and for bins ${width} wide: ask for one of the two, a number of bins or their width.`);
    }
    if (count !== undefined && (!Number.isInteger(count) || count < 1)) return new ChartError('BINS_INVALID', `The number of bins must be a whole number of 1 or more; the request asks for ${count}.`);
    if (count !== undefined && count > MAX_BINS) {
      return new ChartError('BINS_INVALID', `${count} bins are too many to draw: at most ${MAX_BINS}, which at a journal's width are already hairlines.`);
    }
    if (width !== undefined && !(Number.isFinite(width) && width > 0)) return new ChartError('BINS_INVALID', `The bins' width must be a number above 0; the request asks for ${width}.`);
  }
  return undefined;
}

function requireArrangement(spec: Pick<ChartSpec, 'top' | 'bins'>): void {
  const problem = arrangementProblem(spec);
  if (problem) throw problem;
}

/** Whether the spec orders or cuts categories. */
export function arranges(spec: Pick<ChartSpec, 'sort' | 'top'>): boolean {
  return spec.sort !== undefined || spec.top !== undefined;
}

/**
 * The categories to draw, from each category's value in the data's order: all of them as they
 * come, sorted by value, or the n largest or smallest (drawn in that order unless sorted).
 */
export function arrange(ranked: readonly Ranked[], spec: Pick<ChartSpec, 'sort' | 'top' | 'bins'>, words: { noun: string; by: string }): Arrangement {
  requireArrangement(spec);
  const indexed = ranked.map((r, i) => ({ ...r, i }));
  const descending = (a: (typeof indexed)[number], b: (typeof indexed)[number]) => b.value - a.value || a.i - b.i;
  const ascending = (a: (typeof indexed)[number], b: (typeof indexed)[number]) => a.value - b.value || a.i - b.i;
  let kept = indexed;
  const top: TopN | undefined = spec.top;
  if (top) kept = [...indexed].sort(top.by === 'largest' ? descending : ascending).slice(0, top.n);
  if (spec.sort) kept = [...kept].sort(spec.sort === 'descending' ? descending : ascending);
  const order = kept.map((r) => r.key);
  if (!top || kept.length >= ranked.length) return { order };
  return { order, note: `${top.by === 'largest' ? 'Top' : 'Bottom'} ${top.n} of ${ranked.length} ${words.noun} by ${words.by}` };
}

/** The items whose key is among `order`, in its order. */
export function inOrder<T>(items: readonly T[], key: (item: T) => string, order: readonly string[]): T[] {
  const at = new Map(order.map((k, i) => [k, i]));
  return items.filter((item) => at.has(key(item))).sort((a, b) => (at.get(key(a)) ?? 0) - (at.get(key(b)) ?? 0));
}

/** What the categories were ranked by, in a note's words: "Murder", "mean Worldwide Gross", "total Sales", "count". */
export function rankedBy(name: string, how: Aggregate | undefined): string {
  if (how === 'count' || !name) return 'count';
  if (!how) return name;
  return `${how === 'sum' ? 'total' : how} ${name}`;
}

/**
 * The categories of a column, named in a note: the column's name made plural when it is a plain
 * word ("state" → "states", "Major Genre" → "Major Genres", "Country" → "Countries"; a name
 * already plural stays), else "values of" it ("values of cyl", "values of Dose (mg)", and of any
 * column of numbers or dates: "values of carb").
 */
export function categoryNoun(name: string, type: Column['type'] = 'category'): string {
  const words = name.trim().split(/[\s_]+/);
  const last = words[words.length - 1] ?? '';
  if (type !== 'category' || !/^\p{L}+$/u.test(last) || last.length < 4 || !words.every((w) => /^\p{L}+$/u.test(w))) return `values of ${name}`;
  const head = words.slice(0, -1).join(' ');
  let plural: string;
  if (/(ss|us|is|x|z|ch|sh)$/i.test(last)) plural = `${last}es`;
  else if (/s$/i.test(last)) plural = last;
  else if (/[^aeiou]y$/i.test(last)) plural = `${last.slice(0, -1)}ies`;
  else plural = `${last}s`;
  return head ? `${head} ${plural}` : plural;
}

/** Round widths, per power of ten, tried for a number of bins before even widths from the lowest value to the highest. */
const ROUND_WIDTHS = [1, 2, 2.5, 3, 4, 5, 6, 8];

const clean = (v: number) => Number(v.toPrecision(12));

/** Breaks `width` apart from the multiple of `width` at or below `lo` to the first at or above `hi`. */
function breaksOfWidth(lo: number, hi: number, width: number): number[] {
  const start = Math.floor(lo / width + 1e-9) * width;
  const n = Math.max(1, Math.ceil((hi - start) / width - 1e-9));
  return Array.from({ length: n + 1 }, (_, i) => clean(start + i * width));
}

/**
 * A histogram's breaks as the spec's bins ask (right-closed bins, the first closed on both
 * sides, as R's hist): `width` apart from a multiple of the width at or below the lowest value;
 * or exactly `count` bins, of the smallest round width (1, 2, 2.5, 3, 4, 5, 6 or 8 times a power
 * of ten) whose bins from a multiple of it hold the values in exactly that many, else of even
 * widths from the lowest value to the highest. BINS_INVALID past MAX_BINS.
 */
export function chosenBreaks(values: readonly number[], bins: { count?: number; width?: number }): number[] {
  requireArrangement({ bins });
  let lo = Infinity;
  let hi = -Infinity;
  for (const v of values) {
    if (!Number.isFinite(v)) continue;
    lo = Math.min(lo, v);
    hi = Math.max(hi, v);
  }
  if (!(lo <= hi)) throw new ChartError('NO_VALUES', 'The histogram has no numbers to count.');
  if (bins.width !== undefined) {
    const width = bins.width;
    const n = Math.max(1, Math.ceil((hi - Math.floor(lo / width + 1e-9) * width) / width - 1e-9));
    if (n > MAX_BINS) {
      throw new ChartError(
        'BINS_INVALID',
        `Bins ${width} wide would make ${n.toLocaleString('en-US')} bins over the values from ${lo} to ${hi}; at most ${MAX_BINS} can be drawn. Ask for wider bins or a number of bins.`,
      );
    }
    return breaksOfWidth(lo, hi, width);
  }
  const count = bins.count ?? 1;
  if (hi === lo) {
    // One value: bins around it, as wide together as a tenth of it (or 1 for 0).
    const half = (Math.abs(lo) * 0.1 || 1) / 2;
    lo -= half;
    hi += half;
  }
  const least = (hi - lo) / count;
  const power = Math.floor(Math.log10(least));
  for (let p = power; p <= power + 1; p++) {
    for (const m of ROUND_WIDTHS) {
      const width = clean(m * 10 ** p);
      if (width < least * (1 - 1e-9)) continue;
      const breaks = breaksOfWidth(lo, hi, width);
      if (breaks.length - 1 === count) return breaks;
    }
  }
  return Array.from({ length: count + 1 }, (_, i) => (i === count ? hi : i === 0 ? lo : lo + (i * (hi - lo)) / count));
}

/** A pie's slice, as charts/pie.ts computes it. */
export interface Slice {
  label: string;
  value: number;
  share: number;
  startAngle: number;
  endAngle: number;
}

/**
 * A pie's slices arranged: sorted clockwise from 12 o'clock, or the n largest or smallest with
 * the rest as one last slice ("32 others"), so that every share stays a share of the whole.
 * `other`: the label of that slice, when there is one.
 */
export function arrangeSlices<T extends Slice>(slices: readonly T[], spec: Pick<ChartSpec, 'sort' | 'top' | 'bins'>, words: { noun: string; by: string }): { slices: T[]; note?: string; other?: string } {
  if (!arranges(spec)) return { slices: [...slices] };
  const { order, note } = arrange(slices.map((s) => ({ key: s.label, value: s.value })), spec, words);
  const kept = inOrder(slices, (s) => s.label, order);
  const drawnLabels = new Set(order);
  const rest = slices.filter((s) => !drawnLabels.has(s.label));
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const other = rest.length > 0 ? `${rest.length} other${rest.length === 1 ? '' : 's'}` : undefined;
  const drawn: T[] = other && rest[0] ? [...kept, { ...rest[0], label: other, value: rest.reduce((sum, s) => sum + s.value, 0) }] : kept;
  let angle = 0;
  const placed = drawn.map((s) => {
    const span = (2 * Math.PI * s.value) / total;
    const slice = { ...s, share: s.value / total, startAngle: angle, endAngle: angle + span };
    angle += span;
    return slice;
  });
  return { slices: placed, ...(note ? { note: `${note}; the other ${rest.length} as one slice` } : {}), ...(other ? { other } : {}) };
}

/** What a chart draws from: its table, its spec and, when it is a panel, the whole figure's table. */
interface Drawn {
  table: Table;
  spec: ChartSpec;
  figure?: Table;
}

/**
 * Summaries per category of x (bar and error-bar charts, summariseByX's series) arranged as the
 * spec asks: each category ranked by the summary of y over all its rows, whatever the group, in
 * the whole figure when this is a panel of one. `y`: the summarised column, or undefined when
 * each row counts once. Unchanged when the spec neither sorts nor cuts.
 */
export function arrangeSummaries(
  input: Drawn,
  summary: { series: SummarySeries[]; categories: string[]; numericX: boolean },
  columns: { x: string; y: string | undefined; how: Aggregate },
): { series: SummarySeries[]; categories: string[]; numericX: boolean; note?: string } {
  const { spec } = input;
  if (!arranges(spec)) return summary;
  if (summary.numericX) {
    throw new ChartError(
      'METHOD_NOT_AVAILABLE',
      `The ${spec.type} chart sorts or cuts only categories, and its x column "${columns.x}" holds numbers, which keep their order along the axis. Draw it as a bar chart, or against a column of categories.`,
    );
  }
  const table = input.figure ?? input.table;
  const named = column(table, columns.x);
  const x: Column = { ...named, type: 'category' };
  const y: Column = columns.y ? column(table, columns.y) : { name: '', type: 'number', values: x.values.map(() => 1) };
  const pooled = summariseByX(x, y, undefined, { aggregate: columns.how }).series[0]?.points ?? [];
  const summarised = spec.aggregate !== undefined || pooled.some((p) => p.values.length > 1);
  const { order, note } = arrange(
    pooled.map((p) => ({ key: p.key, value: p.center })),
    spec,
    { noun: categoryNoun(columns.x, named.type), by: rankedBy(columns.y ?? '', columns.y ? (summarised ? columns.how : undefined) : 'count') },
  );
  const kept = new Set(order);
  return {
    series: summary.series.map((s) => ({ ...s, points: inOrder(s.points, (p) => p.key, order) })),
    categories: inOrder(summary.categories.filter((c) => kept.has(c)), (c) => c, order),
    numericX: false,
    ...(note ? { note } : {}),
  };
}

/**
 * The groups of a box plot or violin arranged as the spec asks, each ranked by its median (in
 * the whole figure when this is a panel of one). Unchanged when the spec neither sorts nor cuts.
 */
export function arrangeValueGroups(input: Drawn, data: ValueGroups): { groups: ValueGroup[]; note?: string } {
  const { spec } = input;
  if (!arranges(spec)) return { groups: data.groups };
  const whole = input.figure ? valueGroups({ table: input.figure, spec }, { fallbackGroup: true }) : data;
  const { order, note } = arrange(
    whole.groups.map((g) => ({ key: g.name, value: median(g.values) })),
    spec,
    { noun: data.groupName ? categoryNoun(data.groupName, input.table.columns.find((c) => c.name === data.groupName)?.type) : 'columns', by: `median ${data.valueName}` },
  );
  return { groups: inOrder(data.groups, (g) => g.name, order), ...(note ? { note } : {}) };
}
