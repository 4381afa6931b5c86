// Rows a request keeps: values of the data's columns named in it ("only setosa", "drug 2",
// "Adelie and Gentoo"), numbers compared with a column ("more than 6 cylinders", "carat over
// 1"), and years of the data's one time column ("in 2015", "after 2000"). A value named with a
// negation ("except Europe", "without the controls") is left out instead. Counting words that
// match the data ("the 4 diets") are read as all of them, and keep every row.
import type { Filter } from '../spec.ts';
import { filterWords } from '../transforms/filterRows.ts';
import type { ChartSpec } from '../spec.ts';
import type { Clause } from './clause.ts';
import { GRAMMAR_WORDS } from './vocabulary.ts';

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const NEGATION_BEFORE = /\b(?:not|except(?: for)?|excluding|exclude|without|other than|but not|drop(?:ping)?|remove|removing|omit(?:ting)?|leave out|leaving out|leave|no)\s+(?:the\s+|any\s+)?(?:\w+\s+){0,4}(?:out\s+)?$/i;
const ONLY_BEFORE = /\b(?:only|just|solely|exclusively|restricted to|limited to|for|in|of|among|within|where|with|from|on)\s+(?:the\s+|a\s+)?$/i;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function inMention(c: Clause, start: number, end: number): boolean {
  return c.mentions.some((m) => start < m.end && end > m.start);
}

interface ValueMention {
  column: string;
  value: string;
  start: number;
  end: number;
  negated: boolean;
}

/** Values of category-like columns named in the clause, longest first, not inside a column's name. */
function valueMentions(c: Clause): ValueMention[] {
  const found: ValueMention[] = [];
  const taken: Array<[number, number]> = [];
  const levels = (c.table.columns ?? []).flatMap((col) => col.levels.map((value) => ({ column: col.name, type: col.type, value })));
  levels.sort((a, b) => b.value.length - a.value.length);
  for (const { column, type, value } of levels) {
    const numeric = /^-?\d+(?:\.\d+)?$/.test(value);
    const letter = value.length === 1 && !numeric;
    if (letter && !/^[A-Z]$/.test(value)) continue;
    if (!numeric && (GRAMMAR_WORDS.has(value.toLowerCase()) || c.table.names.some((n) => n.toLowerCase() === value.toLowerCase()))) continue;
    if (type === 'date') continue;
    // A word that begins with a value of five letters or more names it: "insectivores" for insecti, "European" for Europe.
    const stemOf = !numeric && !letter && /^[a-z]{5,}$/i.test(value) ? '[a-z]*' : '';
    const pattern = new RegExp(`(?<![\\w.])${escape(value)}${letter ? '' : stemOf || '(?:s|es)?'}(?![\\w]|\\.\\d)`, numeric || letter ? 'g' : 'gi');
    for (const m of c.text.matchAll(pattern)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      if (inMention(c, start, end) || taken.some(([s, e]) => start < e && end > s)) continue;
      // A capital letter is a value only in a list beside its column's name: "sprays C, D and E", "wool A".
      if (letter && !c.mentions.some((mm) => mm.column === column && (/^[\s,A-Z]*(?:and|or|&)?[\s,A-Z]*$/.test(c.text.slice(mm.end, start)) || /^[\s,A-Z]*(?:and|or|&)?[\s,A-Z]*$/.test(c.text.slice(end, mm.start))) && (mm.end <= start ? start - mm.end < 20 : mm.start - end < 20))) continue;
      // A number is a value only beside its column's name: "cyl 4", "4 cylinders", "drug 2".
      if (numeric && /(?:than|over|above|under|below|least|most|exceeding|after|since|before|between|from|to|and|[<>=])\s*$/i.test(c.text.slice(0, start))) continue;
      const listed = (between: string) => /^[\s,\d.]*(?:(?:and|or|&)[\s\d.]*)?$/.test(between) && between.length < 24;
      if (numeric && !c.mentions.some((mm) => mm.column === column && ((mm.end <= start && listed(c.text.slice(mm.end, start))) || (mm.start >= end && /^\s*$/.test(c.text.slice(end, mm.start)))))) continue;
      // "the 4 diets" counts a column's values; it keeps them all.
      if (numeric && c.mentions.some((mm) => mm.start >= end && /^\s*$/.test(c.text.slice(end, mm.start)) && (c.table.columns?.find((col) => col.name === mm.column)?.levels.length ?? -1) === Number(value))) continue;
      taken.push([start, end]);
      found.push({ column, value, start, end, negated: NEGATION_BEFORE.test(c.text.slice(Math.max(0, start - 30), start)) });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** "the 4 diets", "two arms", "all three species": a count that is the column's number of values. */
function countWords(c: Clause): void {
  for (const mention of c.mentions) {
    const before = /(\d+|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:different\s+|distinct\s+|separate\s+)?$/i.exec(c.text.slice(0, mention.start));
    if (!before) continue;
    const n = /^\d+$/.test(before[1] ?? '') ? Number(before[1]) : NUMBER_WORDS.indexOf((before[1] ?? '').toLowerCase());
    const levels = c.table.columns?.find((col) => col.name === mention.column)?.levels ?? [];
    if (levels.length === n) c.bind(before.index ?? 0, mention.start, `all ${n} values of ${mention.column}`);
  }
}

const COMPARISON = /\b(more than|greater than|larger than|bigger than|higher than|heavier than|longer than|older than|taller than|deeper than|wider than|later than|over|above|exceeding|at least|no less than|less than|fewer than|smaller than|lower than|lighter than|shorter than|younger than|shallower than|narrower than|earlier than|under|below|at most|no more than|after|since|before|prior to|between|from)\s+(-?\d+(?:\.\d+)?)(?:\s*(?:and|to|-|\u2013)\s*(-?\d+(?:\.\d+)?))?|(>=|<=|>|<|=)\s*(-?\d+(?:\.\d+)?)/gi;

function opOf(word: string): Filter['op'] {
  const w = word.toLowerCase();
  if (/^(>=|at least|no less than|since|from)$/.test(w)) return '>=';
  if (/^(<=|at most|no more than)$/.test(w)) return '<=';
  if (/^(<|less|fewer|smaller|lower|lighter|shorter|younger|shallower|narrower|earlier|under|below|before|prior)/.test(w)) return '<';
  if (w === '=') return '=';
  if (w === 'between') return 'between';
  return '>';
}

function timeColumn(c: Clause): { name: string; type: string } | undefined {
  const times = (c.table.columns ?? []).filter((col) => col.type === 'date' || (col.type === 'number' && /^(year|yr|years)$/i.test(col.name)));
  return times.length === 1 ? times[0] : undefined;
}

/** A year as the bounds of a date column: "after 2000" is from 2001 on. */
function yearFilter(column: string, op: Filter['op'], year: number, to?: number): Filter {
  if (op === 'between') return { column, op, value: [`${year}-01-01`, `${to ?? year}-12-31`] };
  if (op === '>') return { column, op: '>=', value: `${year + 1}-01-01` };
  if (op === '>=') return { column, op, value: `${year}-01-01` };
  if (op === '<') return { column, op, value: `${year}-01-01` };
  if (op === '<=') return { column, op: '<', value: `${year + 1}-01-01` };
  return { column, op: 'between', value: [`${year}-01-01`, `${year}-12-31`] };
}

/** The filters of numbers and years; the year column when several of its years are compared. */
function numberComparisons(c: Clause, filters: Filter[]): string | undefined {
  for (const m of c.text.matchAll(COMPARISON)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const before = c.text.slice(Math.max(0, start - 40), start);
    // Axis ranges and reference lines are other rules' numbers.
    if (/\b(?:axis|axes|x|y|range|limits?|line|at)\s*(?:from|between|of|to)?\s*$/i.test(before) || /\baxis\b/i.test(before)) continue;
    const word = m[1] ?? m[4] ?? '';
    const op = opOf(word.split(/\s+/)[0] ?? word);
    const n = Number(m[2] ?? m[5]);
    const n2 = m[3] !== undefined ? Number(m[3]) : undefined;
    if (word.toLowerCase() === 'from' && n2 === undefined) continue;
    const rangeOp: Filter['op'] = n2 !== undefined ? 'between' : op;
    // The column is the one just before ("carat over 1") or just after ("more than 6 cylinders").
    const prev = [...c.mentions].reverse().find((mm) => mm.end <= start && /^[\s\w]{0,24}$/.test(c.text.slice(mm.end, start)) && !/\b(?:and|by|per|against|vs)\b/i.test(c.text.slice(mm.end, start)));
    const next = c.mentions.find((mm) => mm.start >= end && /^\s*(?:[a-zA-Zµ%/]+\s+){0,1}$/.test(c.text.slice(end, mm.start)));
    // A bound compares a column of numbers or dates: "country since 1955" bounds the years, not the countries.
    const measurable = (mm: typeof prev) => mm !== undefined && ['number', 'date'].includes(c.table.columns?.find((col) => col.name === mm.column)?.type ?? 'number');
    const target = measurable(next) ? next : measurable(prev) ? prev : undefined;
    if (target) {
      const type = c.table.columns?.find((col) => col.name === target.column)?.type;
      const filter: Filter =
        type === 'date' && n >= 1800 && n <= 2100 ? yearFilter(target.column, rangeOp, n, n2) : { column: target.column, op: rangeOp, value: n2 !== undefined ? [n, n2] : n };
      filters.push(filter);
      c.bind(start, end, `filter: ${describe(filter)}`);
      continue;
    }
    const time = timeColumn(c);
    if (time && n >= 1800 && n <= 2100) {
      const filter: Filter = time.type === 'date' ? yearFilter(time.name, rangeOp, n, n2) : { column: time.name, op: rangeOp, value: n2 !== undefined ? [n, n2] : n };
      filters.push(filter);
      c.bind(start, end, `filter: ${describe(filter)}`);
    }
  }
  const time = timeColumn(c);
  if (!time) return undefined;
  // Year ranges and decades of the one time column: "1947-1962", "1935-54", "the 2000s".
  for (const m of c.text.matchAll(/\b((?:18|19|20)\d\d)\s*[-\u2013]\s*(\d{2}|(?:18|19|20)\d\d)\b|\b(?:the\s+)?((?:18|19|20)\d)0s\b/gi)) {
    const start = m.index ?? 0;
    if (c.mentions.some((mm) => start >= mm.start && start < mm.end)) continue;
    const from = m[1] ? Number(m[1]) : Number(`${m[3]}0`);
    const to = m[1] ? (m[2]!.length === 2 ? Math.floor(from / 100) * 100 + Number(m[2]) : Number(m[2])) : from + 9;
    if (!(to >= from)) continue;
    const filter: Filter = time.type === 'date' ? yearFilter(time.name, 'between', from, to) : { column: time.name, op: 'between', value: [from, to] };
    filters.push(filter);
    c.bind(start, start + m[0].length, `filter: ${describe(filter)}`);
  }
  // Bare years of the one time column: "in 2015", "2015 only", "1932 compared with 1931".
  const years: Array<{ year: number; start: number; end: number }> = [];
  for (const m of c.text.matchAll(/\b(?:in|for|during|of|from)?\s*((?:18|19|20)\d\d)\b(?!\s*(?:-|\u2013|to|and)\s*\d)/gi)) {
    const start = (m.index ?? 0) + m[0].indexOf(m[1] ?? '');
    const year = Number(m[1]);
    if (filters.some((f) => JSON.stringify(f.value).includes(String(year)) || JSON.stringify(f.value).includes(String(year - 1)))) continue;
    if (/^\s*[-\u2013]\s*\d/.test(c.text.slice(start + 4)) || /\d\s*[-\u2013]\s*$/.test(c.text.slice(0, start))) continue;
    if (c.mentions.some((mm) => start >= mm.start && start < mm.end)) continue;
    years.push({ year, start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  if (years.length === 0) return undefined;
  const list = [...new Set(years.map((y) => y.year))].sort((a, b) => a - b);
  const contiguous = list.every((y, i) => i === 0 || y === list[i - 1]! + 1);
  // Years of a date column keep one span; years apart ("1990 and 2000") would need two.
  if (time.type === 'date' && !contiguous) return undefined;
  const filter: Filter =
    time.type === 'date'
      ? yearFilter(time.name, 'between', list[0]!, list[list.length - 1]!)
      : list.length === 1
        ? { column: time.name, op: '=', value: list[0]! }
        : { column: time.name, op: 'in', value: list };
  filters.push(filter);
  for (const y of years) c.bind(y.start, y.end, `filter: ${describe(filter)}`);
  return list.length > 1 && time.type !== 'date' ? time.name : undefined;
}

/** A filter in the words of the reading: the figure's own ("cyl > 4", "feed in casein, horsebean"). */
export const describe = filterWords;

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** "for May and June" on a column of month numbers (R's airquality Month 5 to 9). */
function monthNames(c: Clause, filters: Filter[]): void {
  const month = (c.table.columns ?? []).find((col) => /^(month|mon|mo)$/i.test(col.name) && col.type === 'number');
  if (!month) return;
  const named: number[] = [];
  for (const m of c.text.matchAll(/\b(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b/gi)) {
    const word = (m[1] ?? '').toLowerCase();
    // "may" is a month only capitalised: "you may plot".
    if (word === 'may' && m[1] !== 'May') continue;
    const n = MONTHS.findIndex((full) => full.startsWith(word.slice(0, 3))) + 1;
    if (!month.levels.includes(String(n))) continue;
    named.push(n);
    c.bind(m.index ?? 0, (m.index ?? 0) + m[0].length, `filter: ${month.name} = ${n}`);
  }
  if (named.length > 0) filters.push(named.length === 1 ? { column: month.name, op: '=', value: named[0]! } : { column: month.name, op: 'in', value: named });
}

/** The filters the clause states, added to the spec's; true when it stated any. */
export function filterRule(c: Clause, spec: ChartSpec): boolean {
  countWords(c);
  const filters: Filter[] = [];
  const values = valueMentions(c);
  const byColumn = new Map<string, ValueMention[]>();
  for (const v of values) byColumn.set(v.column, [...(byColumn.get(v.column) ?? []), v]);
  for (const [column, named] of byColumn) {
    const levels = c.table.columns?.find((col) => col.name === column)?.levels ?? [];
    const kept = named.filter((v) => !v.negated);
    const dropped = named.filter((v) => v.negated);
    const distinct = [...new Set(kept.map((v) => v.value))];
    const asValue = (v: string) => (/^-?\d+(?:\.\d+)?$/.test(v) && c.table.columns?.find((col) => col.name === column)?.type === 'number' ? Number(v) : v);
    // Naming every value keeps every row; the column is what the request compares.
    if (distinct.length > 0 && distinct.length < levels.length) {
      filters.push(distinct.length === 1 ? { column, op: '=', value: asValue(distinct[0]!) } : { column, op: 'in', value: distinct.map(asValue) });
      // Two or more values kept are what the chart compares: "trt1 and trt2", "1931 vs 1932".
      if (distinct.length > 1 && !spec.group && spec.x !== column && !spec.y.includes(column)) spec.group = column;
    } else if (distinct.length > 0 && !spec.mentioned.includes(column) && spec.x !== column && spec.group !== column) spec.mentioned.push(column);
    for (const v of dropped) filters.push({ column, op: '!=', value: asValue(v.value) });
    const coloured = /^\s*(?:in|with|as)\s+(?:different|separate|distinct|their own)\s+colou?rs?\b/i.exec(c.text.slice(named[named.length - 1]!.end));
    if (coloured) {
      if (!spec.group) spec.group = column;
      const end = named[named.length - 1]!.end;
      c.bind(end, end + coloured[0].length, `colour groups: ${column}`);
    }
    for (const v of named) {
      c.bind(v.start, v.end, `filter: ${column} ${v.negated ? '!=' : '='} ${v.value}`);
      const neg = NEGATION_BEFORE.exec(c.text.slice(Math.max(0, v.start - 30), v.start));
      if (v.negated && neg) c.bind(v.start - 30 + Math.max(0, 30 - v.start) + (neg.index ?? 0), v.start, 'filter: left out');
      const only = ONLY_BEFORE.exec(c.text.slice(Math.max(0, v.start - 20), v.start));
      if (only && /only|just|solely|exclusively|restricted|limited/i.test(only[0])) c.bind(v.start - Math.min(20, v.start) + (only.index ?? 0), v.start, 'filter: only');
      const after = /^\s*only\b/i.exec(c.text.slice(v.end));
      if (after) c.bind(v.end, v.end + after[0].length, 'filter: only');
    }
  }
  // "1932 compared with 1931": the years compared are the groups.
  const comparedYears = numberComparisons(c, filters);
  if (comparedYears && !spec.group && spec.x !== comparedYears) spec.group = comparedYears;
  monthNames(c, filters);
  if (filters.length === 0) return false;
  spec.filters = [...(spec.filters ?? []).filter((f) => !filters.some((g) => g.column === f.column)), ...filters];
  for (const m of c.text.matchAll(/\b(?:only|just)\b/gi)) c.bind(m.index ?? 0, (m.index ?? 0) + m[0].length, 'filter: only');
  return true;
}
