// Paired dot plots (before/after): each subject's values under two or more conditions, joined
// by a line. Data either wide (one numeric column per condition, a row per subject) or long (a
// subject column, a condition column and a value column). With two conditions the paired
// t-test (as R t.test(after, before, paired = TRUE)) is printed above the points.
import { column, findColumn, findColumns, numeric } from '../columns/find.ts';
import { levels } from '../columns/values.ts';
import { compact, formatP } from '../format.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import type { Column } from '../data/types.ts';
import { ChartError } from '../errors.ts';
import { cartesian } from '../plot/cartesian.ts';
import type { BandScale } from '../plot/scales.ts';
import { emptiestCorner, statBlock } from '../marks/statBlock.ts';
import { meanSummary } from '../stats/summaries.ts';
import { tTwoSidedP } from '../stats/distributions.ts';
import type { ChartInput } from './types.ts';

export interface PairedData {
  conditions: string[];
  /** One row per subject: a value per condition (null where missing). */
  subjects: Array<{ id: string; values: Array<number | null> }>;
  valueName: string;
  conditionName?: string;
}

export interface PairedTest {
  n: number;
  meanDifference: number;
  t: number;
  df: number;
  p: number;
  ciLower: number;
  ciUpper: number;
}

/** Paired t-test of the second condition minus the first, over subjects with both values. */
export function pairedTTest(before: Array<number | null>, after: Array<number | null>): PairedTest | undefined {
  const d: number[] = [];
  before.forEach((b, i) => {
    const a = after[i];
    if (typeof b === 'number' && typeof a === 'number') d.push(a - b);
  });
  if (d.length < 2) return undefined;
  const s = meanSummary(d);
  if (!(s.sem > 0)) return undefined;
  const t = s.mean / s.sem;
  return { n: s.n, meanDifference: s.mean, t, df: s.df, p: tTwoSidedP(t, s.df), ciLower: s.ciLower, ciUpper: s.ciUpper };
}

function categoryCandidates(input: ChartInput): Column[] {
  const { table, spec } = input;
  const named = [spec.x, spec.group, ...spec.mentioned].filter((n): n is string => Boolean(n)).map((n) => column(table, n));
  const all = [...named, ...table.columns].filter((c) => c.type === 'category');
  return [...new Map(all.map((c) => [c.name, c])).values()];
}

export function pairedData(input: ChartInput): PairedData {
  const { table, spec } = input;
  const named = findColumns(table, spec, { types: ['number'], mentionedOnly: true });
  const cats = categoryCandidates(input);
  const xIsCategory = Boolean(spec.x) && column(table, spec.x ?? '').type === 'category';
  const numbers = table.columns.filter((c) => c.type === 'number').length;
  // Wide unless x names the condition, or the table is plainly long (two category columns, one number).
  const wide = named.length >= 2 || (!xIsCategory && !(cats.length >= 2 && numbers === 1));
  if (wide) {
    const cols = named.length >= 2 ? named : table.columns.filter((c) => c.type === 'number');
    if (cols.length < 2) throw new ChartError('COLUMNS_MISSING', 'A paired dot plot needs two numeric columns (e.g. before and after), or subject, condition and value columns.');
    const idCol = cats[0];
    const subjects = Array.from({ length: table.rowCount }, (_, i) => ({
      id: idCol ? String(idCol.values[i] ?? i + 1) : String(i + 1),
      values: cols.map((c) => (typeof c.values[i] === 'number' ? (c.values[i] as number) : null)),
    })).filter((s) => s.values.filter((v) => v !== null).length > 0);
    return { conditions: cols.map((c) => c.name), subjects, valueName: 'Value' };
  }
  // Long: the condition is x (or the category with the fewest levels), the subject the category with the most.
  const xCat = xIsCategory ? column(table, spec.x ?? '') : undefined;
  const byLevels = [...cats].sort((a, b) => levels(a.values).length - levels(b.values).length);
  const condition = xCat ?? byLevels.find((c) => levels(c.values).length >= 2);
  const subject = [...byLevels].reverse().find((c) => c.name !== condition?.name);
  if (!condition || !subject) throw new ChartError('COLUMNS_MISSING', 'A paired dot plot in long layout needs a subject column and a condition column (and a value column).');
  const valueCol = spec.y[0] ? numeric(table, spec.y[0]) : (named[0] ?? findColumn(table, spec, { types: ['number'] }));
  if (!valueCol || valueCol.type !== 'number') throw new ChartError('COLUMNS_MISSING', 'A numeric value column is needed for the paired dot plot.');
  const conditions = levels(condition.values);
  const ids = levels(subject.values);
  const rows = new Map(ids.map((id) => [id, conditions.map((): number | null => null)]));
  for (let i = 0; i < table.rowCount; i++) {
    const id = subject.values[i];
    const cond = condition.values[i];
    const v = valueCol.values[i];
    if (id === null || id === undefined || cond === null || cond === undefined || typeof v !== 'number') continue;
    const row = rows.get(String(id));
    if (row) row[conditions.indexOf(String(cond))] = v;
  }
  return { conditions, subjects: ids.map((id) => ({ id, values: rows.get(id) ?? [] })), valueName: valueCol.name, conditionName: condition.name };
}

export function pairedDot(input: ChartInput): Scene {
  const { spec, theme } = input;
  const data = pairedData(input);
  const values = data.subjects.flatMap((s) => s.values.filter((v): v is number => v !== null));
  if (values.length === 0) throw new ChartError('NO_VALUES', 'The paired columns have no numbers.');
  const test = data.conditions.length === 2 ? pairedTTest(data.subjects.map((s) => s.values[0] ?? null), data.subjects.map((s) => s.values[1] ?? null)) : undefined;
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  // Room above the points for the test's line.
  const pad = (hi - lo || 1) * 0.03;
  const extent = [...values, lo - pad, test ? hi + (hi - lo || 1) * 0.15 : hi + pad];
  return cartesian({
    spec,
    theme,
    x: { categories: data.conditions },
    y: { values: extent },
    ...(data.conditionName ? { xLabel: data.conditionName } : {}),
    yLabel: data.valueName,
    legend: [],
    marks: (scales, plot) => {
      const sx = scales.x as BandScale;
      const sy = scales.y;
      const nodes: SceneNode[] = [];
      const cx = (c: string) => sx.map(c) + sx.bandwidth / 2;
      for (const s of data.subjects) {
        const pts = s.values
          .map((v, k): [number, number] | undefined => (v === null ? undefined : [cx(data.conditions[k] ?? ''), sy.map(v)]))
          .filter((p): p is [number, number] => p !== undefined);
        if (pts.length > 1) nodes.push({ type: 'polyline', points: pts, stroke: '#8C8C8C', strokeWidth: theme.lineWidth * 0.7, lineJoin: 'round' });
      }
      data.conditions.forEach((c, k) => {
        for (const s of data.subjects) {
          const v = s.values[k];
          if (v === null || v === undefined) continue;
          nodes.push({ type: 'circle', cx: cx(c), cy: sy.map(v), r: theme.markerRadius, fill: theme.color(k), stroke: theme.ink, strokeWidth: theme.axisWidth * 0.5 });
        }
      });
      if (test) {
        const text = `Paired t-test: t(${test.df}) = ${compact(test.t)}, ${formatP(test.p)}; mean difference ${compact(test.meanDifference)}`;
        const marks = data.conditions.flatMap((c, k) => data.subjects.flatMap((s) => (typeof s.values[k] === 'number' ? [[cx(c), sy.map(s.values[k] as number)] as [number, number]] : [])));
        nodes.push(...statBlock([{ text }], plot, theme, emptiestCorner([text], marks, plot, theme, ['top-left', 'top-right', 'bottom-left', 'bottom-right'])));
      }
      return nodes;
    },
  });
}
