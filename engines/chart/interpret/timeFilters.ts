// Rows kept by words of time: years of the data's one time column ("in 2015", "in 2008 and
// 2009", "1947-1962", "the 2000s", "the 20th century"), values of a column of elapsed time named with their unit
// ("day 21", "week 0 and week 24", "Week-24", "days 0 to 10"), spans from its start or end ("the
// first 12 hours", "the last 3 days"), and the time points a request names in words ("at
// baseline", "at the end of the study", "the last measurement"), which must agree with a value
// the request also gives ("the last measurement (age 1582 days)") or else stay unread.
import type { Filter } from '../spec.ts';
import { convert, unitAt, unitOf } from '../../language/quantities.ts';
import type { Clause } from './clause.ts';
import { NUMBER, numberOf } from './comparisons.ts';
import { unitOfColumn } from './measures.ts';
import { elapsedColumns, extent, isYear, namesElapsedTime, timeColumn, yearFilter, type TimeColumn } from './timeColumns.ts';
import { filterWords } from '../transforms/filterRows.ts';

type Span = readonly [number, number];

function overlaps(spans: readonly Span[], start: number, end: number): boolean {
  return spans.some(([s, e]) => start < e && end > s);
}

function inMention(c: Clause, start: number, end: number): boolean {
  return c.mentions.some((m) => start < m.end && end > m.start);
}

function bound(c: Clause, filter: Filter, spans: ReadonlyArray<Span>): void {
  for (const [s, e] of spans) c.bind(s, e, `filter: ${filterWords(filter)}`);
  // "films released in the 2000s": the time column named inside the filter's words says which rows, not a column to draw.
  const leads = (m: { end: number }, s: number) => m.end <= s && /^\s*(?:(?:in|during|from|on|since|before|after|between|the)\s+)*$/i.test(c.text.slice(m.end, s));
  for (const m of c.mentions) if (m.column === filter.column && spans.some(([s, e]) => (m.start >= s && m.end <= e) || leads(m, s))) c.claimed.add(m.start);
}

/**
 * Year ranges, decades and years of the data's one time column; the column when several years
 * are listed (they are what the chart compares). `taken` are spans other rules read.
 */
export function yearFilters(c: Clause, filters: Filter[], taken: Span[]): string | undefined {
  const years = timeColumn(c.table);
  // "1947-1962", "1935-54", "1750 to 1850"; "the 2000s" (a decade), "the 1800s" (a century: the
  // hundreds before 2000 name centuries; "the 2000s" is the decade, as people use it).
  // "the 20th century" is 1900-1999, as people count centuries.
  for (const m of c.text.matchAll(/(?<![\w.])(1[6-9]\d\d|20\d\d)\s*(?:[-\u2013]|to)\s*(\d{2}|1[6-9]\d\d|20\d\d)(?![\w.])|\b(?:the\s+)?(1[6-9]\d|20\d)0s\b|\b(?:the\s+)?(1[7-9]|2[01])(?:st|nd|rd|th)[\s-]+century\b/gi)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    if (!years || inMention(c, start, end) || overlaps(taken, start, end)) continue;
    let from: number;
    let to: number;
    if (m[1]) {
      from = Number(m[1]);
      to = m[2]!.length === 2 ? Math.floor(from / 100) * 100 + Number(m[2]) : Number(m[2]);
    } else if (m[3]) {
      from = Number(`${m[3]}0`);
      to = from % 100 === 0 && from < 2000 ? from + 99 : from + 9;
    } else {
      from = (Number(m[4]) - 1) * 100;
      to = from + 99;
    }
    if (!(to >= from)) continue;
    const filter: Filter = years.type === 'date' ? yearFilter(years.name, 'between', from, to) : { column: years.name, op: 'between', value: [from, to] };
    filters.push(filter);
    taken.push([start, end]);
    bound(c, filter, [[start, end]]);
  }
  // Years named alone or listed: "in 2015", "2015 only", "in 2008 and 2009", "1932 compared with 1931".
  const named: Array<{ year: number; start: number; end: number }> = [];
  for (const m of c.text.matchAll(new RegExp(String.raw`\b(?:(?:in|for|during|of)\s+(?:the\s+)?(?:years?\s+)?)?(${NUMBER})`, 'gi'))) {
    const year = numberOf(m[1]!);
    const at = (m.index ?? 0) + m[0].length - m[1]!.length;
    const end = at + m[1]!.length;
    if (!isYear(year) || /,/.test(m[1]!)) continue;
    if (inMention(c, at, end) || overlaps(taken, at, end)) continue;
    // A number with a unit is a quantity, not a year ("1582 days").
    if (unitAt(c.text.slice(end))) continue;
    named.push({ year, start: m.index ?? 0, end });
  }
  if (named.length === 0) return undefined;
  const list = [...new Set(named.map((y) => y.year))].sort((a, b) => a - b);
  // With no column of years, the one column of a few codes holding every year named ("2022 and 2024" of a survey's wave).
  const time = years ?? columnOfYears(c.table, list);
  if (!time) return undefined;
  const contiguous = list.every((y, i) => i === 0 || y === list[i - 1]! + 1);
  // Years of a date column keep one span; years apart ("1990 and 2000") would need two, so they stay unread.
  if (time.type === 'date' && !contiguous) return undefined;
  const filter: Filter =
    time.type === 'date'
      ? yearFilter(time.name, 'between', list[0]!, list[list.length - 1]!)
      : list.length === 1
        ? { column: time.name, op: '=', value: list[0]! }
        : { column: time.name, op: 'in', value: list };
  filters.push(filter);
  for (const y of named) taken.push([y.start, y.end]);
  bound(c, filter, named.map((y) => [y.start, y.end] as const));
  return list.length > 1 && time.type !== 'date' ? time.name : undefined;
}

function columnOfYears(table: Clause['table'], list: readonly number[]): TimeColumn | undefined {
  const holding = (table.columns ?? []).filter((col) => col.type === 'number' && col.levels.length > 0 && col.levels.length <= 12 && list.every((y) => col.levels.some((l) => Number(l) === y)));
  return holding.length === 1 ? holding[0] : undefined;
}

const TIME_UNIT = String.raw`days?|weeks?|hours?|hrs?|minutes?|mins?|months?`;

/** The one column of elapsed time these values can be: in the unit named, else named as time and holding every value. */
function elapsedColumn(c: Clause, unitWord: string | undefined, values: readonly number[]): TimeColumn | undefined {
  const unit = unitWord ? unitOf(unitWord) : undefined;
  const columns = elapsedColumns(c.table, unit).filter((col) => unitOfColumn(col.name) !== undefined || values.every((v) => col.levels.some((l) => Number(l) === v)));
  return columns.length === 1 ? columns[0] : undefined;
}

/** "day 21", "week 0 and week 24", "Week-24", "days 0 to 10": values of the column of elapsed time in that unit. */
export function elapsedValueFilters(c: Clause, filters: Filter[], taken: Span[]): void {
  const byColumn = new Map<string, { values: number[]; spans: Span[] }>();
  const pattern = new RegExp(String.raw`\b(${TIME_UNIT})[\s-]*(${NUMBER})(?:\s*(?:[-\u2013]|to)\s*(${NUMBER}))?((?:\s*(?:,|and|or|&)\s*(?:(?:${TIME_UNIT})[\s-]*)?${NUMBER})*)`, 'gi');
  for (const m of c.text.matchAll(pattern)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    if (inMention(c, start, end) || overlaps(taken, start, end)) continue;
    const first = numberOf(m[2]!);
    if (m[3] !== undefined) {
      const column = elapsedColumn(c, m[1], [first]);
      if (!column) continue;
      const filter: Filter = { column: column.name, op: 'between', value: [first, numberOf(m[3])] };
      filters.push(filter);
      taken.push([start, end]);
      bound(c, filter, [[start, end]]);
      continue;
    }
    const values = [first, ...[...(m[4] ?? '').matchAll(new RegExp(NUMBER, 'g'))].map((n) => numberOf(n[0]))];
    const column = elapsedColumn(c, m[1], values);
    if (!column) continue;
    const entry = byColumn.get(column.name) ?? { values: [], spans: [] };
    entry.values.push(...values);
    entry.spans.push([start, end]);
    byColumn.set(column.name, entry);
    taken.push([start, end]);
  }
  for (const [column, { values, spans }] of byColumn) {
    const distinct = [...new Set(values)].sort((a, b) => a - b);
    const filter: Filter = distinct.length === 1 ? { column, op: '=', value: distinct[0]! } : { column, op: 'in', value: distinct };
    filters.push(filter);
    bound(c, filter, spans);
  }
}

/** "the first 12 hours", "the last 3 days": a span of the column of elapsed time from its start or to its end. */
export function elapsedSpanFilters(c: Clause, filters: Filter[], taken: Span[]): void {
  for (const m of c.text.matchAll(new RegExp(String.raw`\b(first|initial|last|final)\s+(${NUMBER})\s*(${TIME_UNIT})\b`, 'gi'))) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    if (overlaps(taken, start, end)) continue;
    const unit = unitOf(m[3]!);
    const columns = elapsedColumns(c.table, unit, true);
    const column = columns.length === 1 ? columns[0] : undefined;
    const range = column ? extent(column) : undefined;
    if (!column || !range || !unit) continue;
    const own = unitOfColumn(column.name);
    const length = own ? convert(numberOf(m[2]!), unit, own) : numberOf(m[2]!);
    const fromStart = /^(first|initial)$/i.test(m[1]!);
    const filter: Filter = fromStart ? { column: column.name, op: '<=', value: range[0] + length } : { column: column.name, op: '>=', value: range[1] - length };
    filters.push(filter);
    taken.push([start, end]);
    bound(c, filter, [[start, end]]);
  }
}

/**
 * The columns of the study's own time, named as time with or without a unit ("visit_week",
 * "Study day", "Time"): a subject's age, though in years, is no time point of the study.
 */
function studyTimeColumns(table: Clause['table']): TimeColumn[] {
  return (table.columns ?? []).filter((col) => col.type === 'number' && namesElapsedTime(col.name) && !col.name.split(/[\s_.()]+/).some((w) => /^age$/i.test(w)));
}

/** Words naming the first or the last time point, and which. */
const TIME_POINTS: ReadonlyArray<readonly [RegExp, 'first' | 'last', 'phrase' | 'word']> = [
  [/\b(?:at\s+)?(?:the\s+)?baseline(?:\s+(?:visit|measurement|assessment|time[\s-]?point))?\b/gi, 'first', 'phrase'],
  [/\b(?:at\s+)?(?:the\s+)?(?:very\s+)?(?:start|beginning|outset)\s+of\s+(?:the\s+)?(?:study|experiment|trial|follow[\s-]?up|observation|time[\s-]?course|run)\b/gi, 'first', 'phrase'],
  [/\b(?:at\s+)?(?:the\s+)?(?:very\s+)?end\s+of\s+(?:the\s+)?(?:study|experiment|trial|follow[\s-]?up|observation|time[\s-]?course|run)\b/gi, 'last', 'phrase'],
  [/\b(?:at\s+)?(?:the\s+)?(?:first|initial|earliest)\s+(?:measurement|measure|time[\s-]?point|visit|observation|reading|sample|sampling)s?\b/gi, 'first', 'phrase'],
  [/\b(?:at\s+)?(?:the\s+)?(?:last|final|latest)\s+(?:measurement|measure|time[\s-]?point|visit|observation|reading|sample|sampling)s?\b/gi, 'last', 'phrase'],
  [/\b(?:initial|first|earliest)\b/gi, 'first', 'word'],
  [/\b(?:final|last|latest)\b/gi, 'last', 'word'],
];

/**
 * Time points in words. A value the clause gives on a column of time ("(age 1582 days)", "(day
 * 21)", "(t = 24 h)") must be that column's first or last, as the words say, or the words stay
 * unread; with no value given, a whole phrase ("at the end of the study") keeps the one column
 * of elapsed time at its first or last value.
 */
export function timePointFilters(c: Clause, filters: Filter[], taken: Span[]): void {
  const stated = filters.filter((f) => f.op === '=' || f.op === 'in');
  for (const [pattern, which, form] of TIME_POINTS) {
    for (const m of c.text.matchAll(pattern)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      // "the baseline visit" with visit_week: the visit named is the time point's own column, read with it.
      const own = c.mentions.filter((mm) => start < mm.end && end > mm.start);
      const pointWord = /baseline/i.exec(m[0])?.[0].toLowerCase();
      const ofTime = (column: string) => studyTimeColumns(c.table).some((col) => col.name === column) || Boolean(pointWord && c.table.columns?.some((col) => col.name === column && col.levels.some((l) => l.toLowerCase() === pointWord)));
      const ofStudyTime = own.length > 0 && own.every((mm) => mm.start > start && ofTime(mm.column));
      if (overlaps(taken, start, end) || (own.length > 0 && !ofStudyTime)) continue;
      for (const mm of own) c.claimed.add(mm.start);
      const agrees = stated.find((f) => {
        const column = c.table.columns?.find((col) => col.name === f.column);
        const range = column && column.type === 'number' ? extent(column) : undefined;
        if (!range) return false;
        const values = Array.isArray(f.value) ? f.value : [f.value];
        return values.includes(which === 'first' ? range[0] : range[1]);
      });
      if (agrees) {
        c.bind(start, end, `filter: ${filterWords(agrees)} (the ${which})`);
        taken.push([start, end]);
        continue;
      }
      // "at baseline and at week 24": the time point joined to a value kept of the one column of time is one of them.
      const joined = form === 'phrase' && (/^\s*,?\s*(?:and|vs\.?|versus|compared (?:with|to))\s/i.test(c.text.slice(end)) || /\s(?:and|vs\.?|versus|compared (?:with|to))\s+$/i.test(c.text.slice(0, start)));
      const timeKept = joined ? stated.filter((f) => namesElapsedTime(f.column)) : [];
      const timeColumn = timeKept.length === 1 ? c.table.columns?.find((col) => col.name === timeKept[0]!.column) : undefined;
      const timeRange = timeColumn && timeColumn.type === 'number' ? extent(timeColumn) : undefined;
      if (timeKept.length === 1 && timeRange) {
        const kept = timeKept[0]!;
        const value = which === 'first' ? timeRange[0] : timeRange[1];
        const values = [...new Set([value, ...(Array.isArray(kept.value) ? kept.value : [kept.value])])];
        filters.splice(filters.indexOf(kept), 1, { column: kept.column, op: 'in', value: values } as Filter);
        taken.push([start, end]);
        c.bind(start, end, `filter: ${kept.column} = ${value} (the ${which})`);
        continue;
      }
      if (form !== 'phrase' || stated.some((f) => elapsedColumns(c.table, undefined).some((col) => col.name === f.column))) continue;
      // "at the baseline visit" with visits Baseline, Month 6 and Month 12: the time point is that value.
      const word = pointWord ?? '';
      const named = (c.table.columns ?? []).filter((col) => col.type === 'category' && col.levels.some((l) => l.toLowerCase() === word));
      if (named.length === 1) {
        const filter: Filter = { column: named[0]!.name, op: '=', value: named[0]!.levels.find((l) => l.toLowerCase() === word)! };
        filters.push(filter);
        taken.push([start, end]);
        c.bind(start, end, `filter: ${filterWords(filter)}`);
        continue;
      }
      const columns = studyTimeColumns(c.table);
      const range = columns.length === 1 ? extent(columns[0]!) : undefined;
      if (!range) continue;
      const filter: Filter = { column: columns[0]!.name, op: '=', value: which === 'first' ? range[0] : range[1] };
      filters.push(filter);
      taken.push([start, end]);
      c.bind(start, end, `filter: ${filterWords(filter)} (the ${which})`);
    }
  }
}
