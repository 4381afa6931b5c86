// Data layouts for genomics and business charts: Manhattan, volcano, MA, calendar heatmap,
// waterfall, stacked areas, nested pies, radar axes and enrichment dot plots.

import { logGamma } from './distributions.ts';

function at(arr: readonly number[], i: number): number {
  return arr[i] as number;
}

// ---------------------------------------------------------------------------------------------
// Multiple-testing adjustment

export type PAdjustMethod = 'BH' | 'BY' | 'bonferroni' | 'holm' | 'hochberg' | 'none';

/** Adjusted p-values exactly as R p.adjust (Benjamini & Hochberg 1995 step-up "BH", Benjamini & Yekutieli 2001 "BY", Bonferroni, Holm 1979, Hochberg 1988); NaN/missing values are kept and not counted in n. */
export function pAdjust(pValues: readonly number[], method: PAdjustMethod = 'BH'): number[] {
  const idx: number[] = [];
  pValues.forEach((p, i) => {
    if (Number.isFinite(p)) idx.push(i);
  });
  const p = idx.map((i) => pValues[i] as number);
  const n = p.length;
  const out = pValues.map((v) => (Number.isFinite(v) ? v : NaN));
  if (n <= 1 || method === 'none') return out;
  let adj: number[];
  const orderAsc = p.map((_, i) => i).sort((a, b) => at(p, a) - at(p, b) || a - b);
  const orderDesc = p.map((_, i) => i).sort((a, b) => at(p, b) - at(p, a) || a - b);
  if (method === 'bonferroni') adj = p.map((v) => Math.min(1, n * v));
  else if (method === 'holm') {
    adj = new Array<number>(n);
    let run = -Infinity;
    orderAsc.forEach((o, k) => {
      run = Math.max(run, (n - k) * at(p, o));
      adj[o] = Math.min(1, run);
    });
  } else {
    // Step-up methods walk from the largest p down with a running minimum.
    const q = method === 'BY' ? Array.from({ length: n }, (_, k) => 1 / (k + 1)).reduce((a, b) => a + b, 0) : 1;
    adj = new Array<number>(n);
    let run = Infinity;
    orderDesc.forEach((o, k) => {
      const i = n - k;
      const v = method === 'hochberg' ? (n + 1 - i) * at(p, o) : ((q * n) / i) * at(p, o);
      run = Math.min(run, v);
      adj[o] = Math.min(1, run);
    });
  }
  idx.forEach((orig, k) => (out[orig] = at(adj, k)));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Manhattan

/** Sort key for chromosome names in natural order: 1..22 numerically, then X, Y, XY, MT (M), then others alphabetically; a leading "chr" is ignored. */
export function chromosomeSortKey(name: string): [number, number, string] {
  const s = name.trim().replace(/^chr/i, '');
  const u = s.toUpperCase();
  if (/^\d+$/.test(s)) return [0, Number(s), ''];
  const special: Record<string, number> = { X: 1, Y: 2, XY: 3, M: 4, MT: 4 };
  if (u in special) return [1, special[u] as number, ''];
  return [2, 0, u];
}

/** Compare chromosome names by chromosomeSortKey. */
export function compareChromosomes(a: string, b: string): number {
  const ka = chromosomeSortKey(a);
  const kb = chromosomeSortKey(b);
  return ka[0] - kb[0] || ka[1] - kb[1] || (ka[2] < kb[2] ? -1 : ka[2] > kb[2] ? 1 : 0);
}

export interface ManhattanInput {
  chr: string;
  pos: number;
  p: number;
}

export interface ManhattanLayout {
  points: { index: number; chr: string; pos: number; p: number; x: number; y: number; chrIndex: number }[];
  chromosomes: { name: string; offset: number; length: number; start: number; end: number; center: number }[];
  /** −log10 of the genome-wide (5e-8) and suggestive (1e-5) thresholds. */
  genomeWideLine: number;
  suggestiveLine: number;
}

/** Manhattan plot layout: chromosomes in natural order, cumulative position = pos + Σ previous chromosome lengths (given, or each chromosome's largest position) + gaps, y = −log10 p, label at the middle of each chromosome's plotted span (R Graph Gallery / qqman ≤ 0.1.4 convention); lines at 5e-8 (Risch & Merikangas 1996) and 1e-5. */
export function manhattanLayout(
  rows: readonly ManhattanInput[],
  options: { chromosomeLengths?: Record<string, number>; gap?: number; genomeWide?: number; suggestive?: number } = {},
): ManhattanLayout {
  const gap = options.gap ?? 0;
  const valid = rows.map((r, index) => ({ ...r, index })).filter((r) => Number.isFinite(r.pos) && Number.isFinite(r.p) && r.p > 0 && r.p <= 1);
  const names = [...new Set(valid.map((r) => r.chr))].sort(compareChromosomes);
  const chromosomes: ManhattanLayout['chromosomes'] = [];
  let offset = 0;
  const chrInfo = new Map<string, { offset: number; i: number }>();
  names.forEach((name, i) => {
    const ps = valid.filter((r) => r.chr === name).map((r) => r.pos);
    const length = options.chromosomeLengths?.[name] ?? Math.max(...ps);
    const start = offset + Math.min(...ps);
    const end = offset + Math.max(...ps);
    const center = options.chromosomeLengths?.[name] !== undefined ? offset + length / 2 : (start + end) / 2;
    chromosomes.push({ name, offset, length, start, end, center });
    chrInfo.set(name, { offset, i });
    offset += length + gap;
  });
  const points = valid
    .map((r) => {
      const info = chrInfo.get(r.chr) as { offset: number; i: number };
      return { index: r.index, chr: r.chr, pos: r.pos, p: r.p, x: r.pos + info.offset, y: -Math.log10(r.p), chrIndex: info.i };
    })
    .sort((a, b) => a.x - b.x || a.index - b.index);
  return {
    points,
    chromosomes,
    genomeWideLine: -Math.log10(options.genomeWide ?? 5e-8),
    suggestiveLine: -Math.log10(options.suggestive ?? 1e-5),
  };
}

// ---------------------------------------------------------------------------------------------
// Volcano and MA

export interface VolcanoInput {
  log2FC: number;
  p: number;
  /** Adjusted p-value if already computed; otherwise BH is applied across all rows when requested. */
  padj?: number;
}

export type RegulationClass = 'up' | 'down' | 'ns';

export interface VolcanoLayout {
  points: { index: number; x: number; y: number; p: number; padj: number; cls: RegulationClass }[];
  counts: Record<RegulationClass, number>;
  /** Vertical lines at ±fcThreshold, horizontal at −log10(alpha). */
  thresholds: { fc: number; alpha: number; y: number };
}

/** Volcano plot: x = log2 fold change, y = −log10 of p or adjusted p (BH by R p.adjust unless given); up if log2FC ≥ t and p ≤ α, down if log2FC ≤ −t and p ≤ α, else ns (EnhancedVolcano/DESeq2 convention). */
export function volcanoLayout(rows: readonly VolcanoInput[], options: { fcThreshold?: number; alpha?: number; useAdjusted?: boolean; method?: PAdjustMethod } = {}): VolcanoLayout {
  const t = options.fcThreshold ?? 1;
  const alpha = options.alpha ?? 0.05;
  const useAdj = options.useAdjusted ?? true;
  const computed = pAdjust(
    rows.map((r) => r.p),
    options.method ?? 'BH',
  );
  const counts: Record<RegulationClass, number> = { up: 0, down: 0, ns: 0 };
  const points: VolcanoLayout['points'] = [];
  rows.forEach((r, index) => {
    if (!Number.isFinite(r.log2FC) || !Number.isFinite(r.p)) return;
    const padj = r.padj !== undefined && Number.isFinite(r.padj) ? r.padj : at(computed, index);
    const sig = useAdj ? padj : r.p;
    const cls: RegulationClass = sig <= alpha && r.log2FC >= t ? 'up' : sig <= alpha && r.log2FC <= -t ? 'down' : 'ns';
    counts[cls]++;
    points.push({ index, x: r.log2FC, y: -Math.log10(sig), p: r.p, padj, cls });
  });
  return { points, counts, thresholds: { fc: t, alpha, y: -Math.log10(alpha) } };
}

/** MA plot coordinates from two intensities: M = log2(x + c) − log2(y + c), A = (log2(x + c) + log2(y + c))/2 (Dudoit et al. 2002); non-positive values after the pseudocount are dropped. */
export function maLayout(x: readonly number[], y: readonly number[], options: { pseudocount?: number } = {}): { index: number; A: number; M: number }[] {
  const c = options.pseudocount ?? 0;
  const out: { index: number; A: number; M: number }[] = [];
  x.forEach((xi, index) => {
    const a = xi + c;
    const b = (y[index] as number) + c;
    if (!(a > 0) || !(b > 0) || !Number.isFinite(a) || !Number.isFinite(b)) return;
    const la = Math.log2(a);
    const lb = Math.log2(b);
    out.push({ index, A: (la + lb) / 2, M: la - lb });
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Calendar heatmap

const DAY_MS = 86400000;

/** ISO 8601 week-numbering year, week (1–53) and weekday (1 = Monday … 7 = Sunday) of a UTC date (as R format(x, "%G", "%V", "%u")). */
export function isoWeek(ms: number): { isoYear: number; week: number; weekday: number } {
  const d = new Date(Math.floor(ms / DAY_MS) * DAY_MS);
  const weekday = ((d.getUTCDay() + 6) % 7) + 1;
  const thursday = new Date(d.getTime() + (4 - weekday) * DAY_MS);
  const isoYear = thursday.getUTCFullYear();
  const jan1 = Date.UTC(isoYear, 0, 1);
  const week = Math.floor((thursday.getTime() - jan1) / DAY_MS / 7) + 1;
  return { isoYear, week, weekday };
}

function parseDay(date: number | string): number {
  if (typeof date === 'number') return Math.floor(date / DAY_MS) * DAY_MS;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) throw new RangeError(`not a date: ${date}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

function ymd(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export interface CalendarCell {
  date: string;
  /** 0 = Monday … 6 = Sunday (row). */
  row: number;
  /** Week column within the year panel: Monday-start weeks, the week holding 1 January is 0. */
  column: number;
  isoYear: number;
  isoWeek: number;
  month: number;
  /** Aggregated value, null for days without data. */
  value: number | null;
  n: number;
}

export interface CalendarHeatmap {
  years: { year: number; columns: number; cells: CalendarCell[] }[];
  min: number;
  max: number;
}

/** Calendar heatmap bins: values aggregated per UTC day (sum, mean or count), one panel per calendar year with every day, weekday rows Monday–Sunday and Monday-start week columns, with ISO 8601 week numbers attached. */
export function calendarHeatmap(rows: readonly { date: number | string; value: number }[], options: { aggregate?: 'sum' | 'mean' | 'count' } = {}): CalendarHeatmap {
  const agg = options.aggregate ?? 'sum';
  const days = new Map<number, { sum: number; n: number }>();
  for (const r of rows) {
    if (r.date === null || r.date === undefined) continue;
    const day = parseDay(r.date);
    if (!Number.isFinite(day)) continue;
    const v = Number.isFinite(r.value) ? r.value : null;
    if (v === null && agg !== 'count') continue;
    const e = days.get(day) ?? { sum: 0, n: 0 };
    e.sum += v ?? 0;
    e.n++;
    days.set(day, e);
  }
  const yearsSet = [...new Set([...days.keys()].map((d) => new Date(d).getUTCFullYear()))].sort((a, b) => a - b);
  let min = Infinity;
  let max = -Infinity;
  const years = yearsSet.map((year) => {
    const jan1 = Date.UTC(year, 0, 1);
    const wdJan1 = (new Date(jan1).getUTCDay() + 6) % 7;
    const end = Date.UTC(year + 1, 0, 1);
    const cells: CalendarCell[] = [];
    for (let d = jan1; d < end; d += DAY_MS) {
      const doy = Math.round((d - jan1) / DAY_MS);
      const iso = isoWeek(d);
      const e = days.get(d);
      let value: number | null = null;
      if (e) {
        value = agg === 'sum' ? e.sum : agg === 'mean' ? e.sum / e.n : e.n;
        min = Math.min(min, value);
        max = Math.max(max, value);
      }
      cells.push({
        date: ymd(d),
        row: iso.weekday - 1,
        column: Math.floor((doy + wdJan1) / 7),
        isoYear: iso.isoYear,
        isoWeek: iso.week,
        month: new Date(d).getUTCMonth() + 1,
        value,
        n: e?.n ?? 0,
      });
    }
    return { year, columns: Math.max(...cells.map((c) => c.column)) + 1, cells };
  });
  return { years, min, max };
}

// ---------------------------------------------------------------------------------------------
// Waterfall

export type WaterfallMeasure = 'relative' | 'total' | 'absolute';

export interface WaterfallBar {
  label: string;
  measure: WaterfallMeasure;
  /** Bar extent on the value axis. */
  start: number;
  end: number;
  /** Change shown by the bar (end − start for relative bars). */
  value: number;
  /** Running total after the bar. */
  cumulative: number;
  kind: 'increase' | 'decrease' | 'total';
}

/** Waterfall bars with plotly's measure semantics: relative steps float from the running total, total bars run from 0 to the running total, absolute bars reset it to their value. */
export function waterfall(steps: readonly { label: string; value?: number; measure?: WaterfallMeasure }[], options: { start?: number } = {}): WaterfallBar[] {
  let run = options.start ?? 0;
  return steps.map((s) => {
    const measure = s.measure ?? 'relative';
    if (measure === 'relative') {
      const v = s.value ?? 0;
      const start = run;
      run += v;
      return { label: s.label, measure, start, end: run, value: v, cumulative: run, kind: v >= 0 ? 'increase' : 'decrease' };
    }
    if (measure === 'absolute') run = s.value ?? 0;
    return { label: s.label, measure, start: 0, end: run, value: run, cumulative: run, kind: 'total' };
  });
}

// ---------------------------------------------------------------------------------------------
// Stacked areas

export type StackOffset = 'zero' | 'diverging' | 'expand' | 'silhouette' | 'wiggle';
export type StackOrder = 'none' | 'ascending' | 'descending' | 'insideOut';

export interface StackedLayers {
  /** Series indices bottom to top. */
  order: number[];
  /** [series][x] = [y0, y1], series in input order. */
  layers: [number, number][][];
}

function seriesSum(s: readonly number[]): number {
  let t = 0;
  for (const v of s) if (v) t += v;
  return t;
}

/** Series order as d3-shape stackOrderNone/Ascending/Descending/InsideOut (insideOut: by peak position, alternately to top and bottom; Byron & Wattenberg 2008). */
export function stackOrder(series: readonly (readonly number[])[], order: StackOrder): number[] {
  const none = series.map((_, i) => i);
  const sums = series.map(seriesSum);
  if (order === 'ascending') return none.sort((a, b) => at(sums, a) - at(sums, b));
  if (order === 'descending') return none.sort((a, b) => at(sums, a) - at(sums, b)).reverse();
  if (order === 'insideOut') {
    const peaks = series.map((s) => {
      let j = 0;
      let vj = -Infinity;
      s.forEach((v, i) => {
        if (+v > vj) {
          vj = +v;
          j = i;
        }
      });
      return j;
    });
    const appearance = none.sort((a, b) => at(peaks, a) - at(peaks, b));
    let top = 0;
    let bottom = 0;
    const tops: number[] = [];
    const bottoms: number[] = [];
    for (const j of appearance) {
      if (top < bottom) {
        top += at(sums, j);
        tops.push(j);
      } else {
        bottom += at(sums, j);
        bottoms.push(j);
      }
    }
    return bottoms.reverse().concat(tops);
  }
  return none;
}

/** Stacked-area baselines as d3-shape d3.stack with offsets none ("zero"), diverging, expand (shares), silhouette (centred, ThemeRiver) and wiggle (streamgraph; Byron & Wattenberg 2008); series[i][x] are the values. */
export function stackedArea(series: readonly (readonly number[])[], options: { offset?: StackOffset; order?: StackOrder } = {}): StackedLayers {
  const n = series.length;
  const m = n ? (series[0] as readonly number[]).length : 0;
  const order = stackOrder(series, options.order ?? 'none');
  const s: [number, number][][] = series.map((row) => Array.from({ length: m }, (_, j) => [0, +(row[j] ?? 0)] as [number, number]));
  const pt = (i: number, j: number): [number, number] => (s[i] as [number, number][])[j] as [number, number];
  const stackNone = (): void => {
    for (let k = 1; k < n; k++) {
      const s0 = at(order, k - 1);
      const s1 = at(order, k);
      for (let j = 0; j < m; j++) {
        const prev = pt(s0, j);
        const cur = pt(s1, j);
        cur[0] = Number.isNaN(prev[1]) ? prev[0] : prev[1];
        cur[1] += cur[0];
      }
    }
  };
  const offset = options.offset ?? 'zero';
  if (n > 0 && m > 0) {
    if (offset === 'zero') stackNone();
    else if (offset === 'expand') {
      for (let j = 0; j < m; j++) {
        let y = 0;
        for (let i = 0; i < n; i++) y += pt(i, j)[1] || 0;
        if (y) for (let i = 0; i < n; i++) pt(i, j)[1] /= y;
      }
      stackNone();
    } else if (offset === 'silhouette') {
      const first = at(order, 0);
      for (let j = 0; j < m; j++) {
        let y = 0;
        for (let i = 0; i < n; i++) y += pt(i, j)[1] || 0;
        const p = pt(first, j);
        p[0] = -y / 2;
        p[1] += p[0];
      }
      stackNone();
    } else if (offset === 'wiggle') {
      const first = at(order, 0);
      let y = 0;
      for (let j = 1; j < m; j++) {
        let s1 = 0;
        let s2 = 0;
        for (let i = 0; i < n; i++) {
          const si = at(order, i);
          const sij0 = pt(si, j)[1] || 0;
          const sij1 = pt(si, j - 1)[1] || 0;
          let s3 = (sij0 - sij1) / 2;
          for (let k = 0; k < i; k++) {
            const sk = at(order, k);
            s3 += (pt(sk, j)[1] || 0) - (pt(sk, j - 1)[1] || 0);
          }
          s1 += sij0;
          s2 += s3 * sij0;
        }
        const p = pt(first, j - 1);
        p[0] = y;
        p[1] += y;
        if (s1) y -= s2 / s1;
      }
      const p = pt(first, m - 1);
      p[0] = y;
      p[1] += y;
      stackNone();
    } else {
      for (let j = 0; j < m; j++) {
        let yp = 0;
        let yn = 0;
        for (let i = 0; i < n; i++) {
          const d = pt(at(order, i), j);
          const dy = d[1] - d[0];
          if (dy > 0) {
            d[0] = yp;
            d[1] = yp += dy;
          } else if (dy < 0) {
            d[1] = yn;
            d[0] = yn += dy;
          } else {
            d[0] = 0;
            d[1] = dy;
          }
        }
      }
    }
  }
  return { order, layers: s };
}

// ---------------------------------------------------------------------------------------------
// Nested pie (sunburst)

export interface NestedPieNode {
  /** Path from the root joined with " / ". */
  id: string;
  name: string;
  path: string[];
  /** 1 = inner ring. */
  depth: number;
  value: number;
  parent: string | null;
  startAngle: number;
  endAngle: number;
}

/** Nested pie / sunburst: each node's value is the sum of its leaves, and its angle span is its share of the parent's span, children in first-appearance order from angle 0 clockwise (d3-hierarchy partition without sorting). */
export function nestedPie(rows: readonly { path: readonly string[]; value: number }[], options: { startAngle?: number; endAngle?: number; sort?: boolean } = {}): NestedPieNode[] {
  interface TreeNode {
    name: string;
    path: string[];
    own: number;
    value: number;
    children: Map<string, TreeNode>;
  }
  const root: TreeNode = { name: '', path: [], own: 0, value: 0, children: new Map() };
  for (const r of rows) {
    if (!Number.isFinite(r.value)) continue;
    if (r.value < 0) throw new RangeError(`negative value for ${r.path.join(' / ')}`);
    let node = root;
    const parts = r.path.filter((p) => p !== '');
    parts.forEach((part, i) => {
      let child = node.children.get(part);
      if (!child) {
        child = { name: part, path: parts.slice(0, i + 1), own: 0, value: 0, children: new Map() };
        node.children.set(part, child);
      }
      node = child;
    });
    node.own += r.value;
  }
  const sum = (t: TreeNode): number => {
    t.value = t.own;
    for (const c of t.children.values()) t.value += sum(c);
    return t.value;
  };
  sum(root);
  const out: NestedPieNode[] = [];
  const place = (t: TreeNode, a0: number, a1: number, depth: number): void => {
    let kids = [...t.children.values()];
    if (options.sort) kids = kids.sort((a, b) => b.value - a.value);
    let a = a0;
    for (const c of kids) {
      const span = t.value > 0 ? ((a1 - a0) * c.value) / t.value : 0;
      out.push({ id: c.path.join(' / '), name: c.name, path: c.path, depth, value: c.value, parent: depth > 1 ? t.path.join(' / ') : null, startAngle: a, endAngle: a + span });
      place(c, a, a + span, depth + 1);
      a += span;
    }
  };
  place(root, options.startAngle ?? 0, options.endAngle ?? 2 * Math.PI, 1);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Radar

export interface RadarAxis {
  name: string;
  min?: number;
  max?: number;
}

export interface RadarLayout {
  axes: { name: string; min: number; max: number; angle: number }[];
  series: { name: string; values: (number | null)[]; normalized: (number | null)[] }[];
}

/** Radar axes: each axis rescaled to [0, 1] by (v − min)/(max − min), with given limits or min = 0 (or the data minimum if negative) and max = the data maximum, as fmsb::radarchart's max/min rows; axis k at angle 2πk/K from the top, clockwise. */
export function radarLayout(series: readonly { name: string; values: readonly (number | null)[] }[], axes: readonly RadarAxis[]): RadarLayout {
  const K = axes.length;
  const ax = axes.map((a, k) => {
    const vals = series.map((s) => s.values[k]).filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
    const dataMin = vals.length ? Math.min(...vals) : 0;
    const dataMax = vals.length ? Math.max(...vals) : 1;
    const min = a.min ?? Math.min(0, dataMin);
    const max = a.max ?? dataMax;
    return { name: a.name, min, max, angle: (2 * Math.PI * k) / K };
  });
  return {
    axes: ax,
    series: series.map((s) => ({
      name: s.name,
      values: axes.map((_, k) => s.values[k] ?? null),
      normalized: ax.map((a, k) => {
        const v = s.values[k];
        if (typeof v !== 'number' || !Number.isFinite(v)) return null;
        return a.max === a.min ? 0 : (v - a.min) / (a.max - a.min);
      }),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Enrichment

function logChoose(n: number, k: number): number {
  return logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1);
}

/** Over-representation p-value P(X ≥ k), X ~ Hypergeometric(N, M, n): k of the n query genes in a term of M genes out of N (one-sided Fisher; = R phyper(k − 1, M, N − M, n, lower.tail = FALSE), as clusterProfiler/DOSE enricher). */
export function hypergeometricUpper(k: number, n: number, M: number, N: number): number {
  const hi = Math.min(n, M);
  if (k <= Math.max(0, n - (N - M))) return 1;
  let s = 0;
  const base = logChoose(N, n);
  for (let x = k; x <= hi; x++) s += Math.exp(logChoose(M, x) + logChoose(N - M, n - x) - base);
  return Math.min(1, s);
}

export interface EnrichmentTerm {
  term: string;
  /** Query genes in the term (k). */
  count: number;
  /** Query genes with any annotation (n): GeneRatio = k/n. */
  querySize: number;
  /** Genes in the term (M) and in the background (N): BgRatio = M/N. */
  termSize?: number;
  backgroundSize?: number;
  p?: number;
  padj?: number;
}

export interface EnrichmentRow {
  term: string;
  count: number;
  geneRatio: number;
  bgRatio: number | null;
  /** GeneRatio / BgRatio. */
  foldEnrichment: number | null;
  /** k / M. */
  richFactor: number | null;
  p: number;
  padj: number;
  negLog10Padj: number;
}

/** Enrichment dot/bar plot table (clusterProfiler enrichResult conventions): GeneRatio k/n, BgRatio M/N, p from the hypergeometric upper tail if absent, BH-adjusted p across all terms if absent; keeps the `top` terms with smallest adjusted p, then orders them by GeneRatio descending (dotplot orderBy = "x"). */
export function enrichmentLayout(terms: readonly EnrichmentTerm[], options: { top?: number; orderBy?: 'geneRatio' | 'padj' | 'count' | 'foldEnrichment'; method?: PAdjustMethod } = {}): EnrichmentRow[] {
  const ps = terms.map((t) => {
    if (t.p !== undefined && Number.isFinite(t.p)) return t.p;
    if (t.termSize !== undefined && t.backgroundSize !== undefined) return hypergeometricUpper(t.count, t.querySize, t.termSize, t.backgroundSize);
    return NaN;
  });
  const adj = pAdjust(ps, options.method ?? 'BH');
  const rows: EnrichmentRow[] = terms.map((t, i) => {
    const padj = t.padj !== undefined && Number.isFinite(t.padj) ? t.padj : at(adj, i);
    const geneRatio = t.count / t.querySize;
    const bgRatio = t.termSize !== undefined && t.backgroundSize !== undefined ? t.termSize / t.backgroundSize : null;
    return {
      term: t.term,
      count: t.count,
      geneRatio,
      bgRatio,
      foldEnrichment: bgRatio ? geneRatio / bgRatio : null,
      richFactor: t.termSize ? t.count / t.termSize : null,
      p: at(ps, i),
      padj,
      negLog10Padj: -Math.log10(padj),
    };
  });
  const bySig = rows
    .map((r, i) => ({ r, i }))
    .filter((e) => Number.isFinite(e.r.padj))
    .sort((a, b) => a.r.padj - b.r.padj || a.i - b.i);
  const kept = bySig.slice(0, options.top ?? 10);
  const orderBy = options.orderBy ?? 'geneRatio';
  const key = (r: EnrichmentRow): number => (orderBy === 'padj' ? -r.padj : orderBy === 'count' ? r.count : orderBy === 'foldEnrichment' ? (r.foldEnrichment ?? 0) : r.geneRatio);
  return kept.sort((a, b) => key(b.r) - key(a.r) || a.i - b.i).map((e) => e.r);
}
