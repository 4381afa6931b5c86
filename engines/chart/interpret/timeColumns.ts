// The columns a request's words of time compare: the data's one column of years or dates ("in
// 2015", "since 1850", "the 2000s"), and its columns of elapsed time, whose values a request
// names with their unit ("day 21" of Time, "week 24" of visit_week, "t = 24 h" of "Time (h)").
import type { Filter, FilterOp } from '../spec.ts';
import { unitOf, type Unit } from '../../language/quantities.ts';
import type { Mention, TableWords } from './columns.ts';
import { measureOf } from './measures.ts';

export interface TimeColumn {
  name: string;
  type: string;
  levels: readonly string[];
}

/** The one column of dates, or of years by its name ("year", "YEAR", "yr"); undefined when none or several. */
export function timeColumn(table: TableWords): TimeColumn | undefined {
  const times = (table.columns ?? []).filter((col) => col.type === 'date' || (col.type === 'number' && /^(year|yr|years)$/i.test(col.name)));
  return times.length === 1 ? times[0] : undefined;
}

/** A number written as a year: four digits, no fraction. */
export function isYear(n: number): boolean {
  return Number.isInteger(n) && n >= 1000 && n <= 2999;
}

/** A year as the bounds of a date column: "after 2000" is from 2001 on. */
export function yearFilter(column: string, op: FilterOp, year: number, to?: number): Filter {
  if (op === 'between') return { column, op, value: [`${year}-01-01`, `${to ?? year}-12-31`] };
  if (op === '>') return { column, op: '>=', value: `${year + 1}-01-01` };
  if (op === '>=') return { column, op, value: `${year}-01-01` };
  if (op === '<') return { column, op, value: `${year}-01-01` };
  if (op === '<=') return { column, op: '<', value: `${year + 1}-01-01` };
  if (op === '!=') return { column, op: '<', value: `${year}-01-01` };
  return { column, op: 'between', value: [`${year}-01-01`, `${year}-12-31`] };
}

/** Names of elapsed time, as a column's word: "Time", "timepoint", "visit_week", "Time (h)", "day". */
const ELAPSED = /^(?:time|timepoint|t|day|days|week|weeks|hour|hours|minute|minutes|month|months)$/i;

/**
 * The numeric columns of elapsed time in this unit: those measured in it ("Time (h)" for hours,
 * "visit_week" for weeks; with `anyTimeUnit`, in any unit of time, for a length to convert), else
 * those named as time without a unit ("Time"). Several are a question for the client: the caller
 * takes one only.
 */
export function elapsedColumns(table: TableWords, unit: Unit | undefined, anyTimeUnit = false): TimeColumn[] {
  const numeric = (table.columns ?? []).filter((c) => c.type === 'number');
  const inUnit = unit
    ? numeric.filter((c) => {
        const own = measureOf(c.name).unit;
        return own?.kind === 'time' && (anyTimeUnit || own.factor === unit.factor);
      })
    : [];
  if (inUnit.length > 0) return inUnit;
  return numeric.filter((c) => !measureOf(c.name).unit && c.name.split(/[\s_.()]+/).some((w) => ELAPSED.test(w)));
}

/** Whether a column's name says it is time elapsed, by a unit of time or a word of one ("visit_week", "Time (h)"). */
export function namesElapsedTime(name: string): boolean {
  return measureOf(name).unit?.kind === 'time' || name.split(/[\s_.()]+/).some((w) => ELAPSED.test(w));
}

/** The smallest and largest of a column's values, when the column has few enough to be listed. */
export function extent(column: TimeColumn): [number, number] | undefined {
  const values = column.levels.map(Number).filter((v) => Number.isFinite(v));
  if (values.length === 0 || values.length !== column.levels.length) return undefined;
  return [Math.min(...values), Math.max(...values)];
}

/**
 * "mean weight by day", "at each week", "over the hours", "against days": a unit of time placed as
 * a grouping or an axis, with no number after it ("day 21" is a time point) nor the event it counts
 * from ("days since hatching", read whole by sides.ts), names the data's one
 * column of elapsed time in that unit (or named as time without one); a rate ("per day") or the
 * unit a measure is given in ("time in weeks") is none. Several such columns leave the word unread.
 */
export function elapsedUnitMentions(text: string, table: TableWords, mentions: readonly Mention[]): Mention[] {
  const out = [...mentions];
  for (const m of text.matchAll(/\b(?:hours?|days?|weeks?|minutes?|months?)\b/gi)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    if (out.some((o) => start < o.end && end > o.start)) continue;
    if (!/\b(?:by|over|across|through|each|every|against|vs\.?|versus)\s+(?:the\s+)?$/i.test(text.slice(0, start)) || /^\s*(?:[-–]?\s*\d|(?:since|after|post|from)\b)/i.test(text.slice(end))) continue;
    const columns = elapsedColumns(table, unitOf(m[0]));
    if (columns.length === 1) out.push({ column: columns[0]!.name, start, end, how: 'what it measures' });
  }
  return out.sort((a, b) => a.start - b.start);
}

