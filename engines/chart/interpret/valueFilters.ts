// Rows kept by values of the data named in a request: "only setosa", "drug 2", "Adelie and
// Gentoo", "chicks 5, 10 and 15", "sprays C, D and E", "except Europe", "for May and June" (on a
// column of month numbers). A value named with a negation ("except Europe", "without the
// controls") is left out instead. Counting words that match the data ("the 4 diets") are read
// as all of the column's values, and keep every row.
import type { Filter } from '../spec.ts';
import { escapeRegExp, isContractionOf, isPlural, isShortFormOf, tokens } from '../../language/index.ts';
import type { Clause } from './clause.ts';
import { POSTFIX_BOUND } from './comparisons.ts';
import { properValues } from './properValues.ts';
import { qualityValues } from './qualityValues.ts';
import { binaryAdjectives } from './binaryAdjectives.ts';
import { GRAMMAR_WORDS, TYPE_WORDS } from './vocabulary.ts';

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
export const NEGATION_BEFORE = /\b(?:not|except(?: for)?|excluding|exclude|without|other than|but not|drop(?:ping)?|remove|removing|omit(?:ting)?|leave out|leaving out|leave|no)\s+(?:the\s+|any\s+)?(?:\w+\s+){0,4}(?:out\s+)?$/i;
export const ONLY_BEFORE = /\b(?:only|just|solely|exclusively|restricted to|limited to|for|in|of|among|within|where|with|from|on)\s+(?:the\s+|a\s+)?$/i;

/**
 * A value as a pattern whose separators may be written as any of them: "batch 2" for batch_2,
 * "Sepsis-D0" for "Sepsis D0"; a code's letters and number may be written apart ("IL-6" for IL6; two letters at least: "a 1" is no well A1).
 */
function spaced(value: string): string {
  return value
    .split(/[\s_]+/)
    .map((part) => escapeRegExp(part).replace(/(?<=\p{L}{2})(?=\d)/gu, '[\\s_-]?'))
    .join('[\\s_-]+');
}

export interface ValueMention {
  column: string;
  value: string;
  start: number;
  end: number;
  negated: boolean;
  /** Where the column's name the value is written beside starts ("chicks" of "chicks 5, 10 and 15"). */
  anchor?: number;
}

/** Values of category-like columns named in the clause, longest first, not inside a column's name. */
export function valueMentions(c: Clause): ValueMention[] {
  const found: ValueMention[] = [];
  const taken: Array<[number, number]> = [];
  // "standard curve" names a chart, not the rows whose Type is Standard: a value that is one word of a chart's name.
  const typePhrases = TYPE_WORDS.flatMap(([pattern]) => [...c.text.matchAll(new RegExp(pattern.source, 'gi'))].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length] as [number, number]));
  const inTypePhrase = (start: number, end: number) => typePhrases.some(([s, e]) => start >= s && end <= e && e - s > end - start);
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
    const pattern = new RegExp(`(?<![\\w.])${spaced(value)}${letter ? '' : stemOf || '(?:s|es)?'}(?![\\w]|\\.\\d)`, numeric || letter ? 'g' : 'gi');
    for (const m of c.text.matchAll(pattern)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      // A value that begins with its column's name ("drug B" of Drug: "Drug B") holds the mention: the name is the value's word.
      const holds = c.mentions.filter((mm) => start < mm.end && end > mm.start).every((mm) => mm.column === column && mm.start >= start && mm.end < end);
      if (!holds || taken.some(([s, e]) => start < e && end > s) || inTypePhrase(start, end)) continue;
      // A capital letter is a value only in a list beside its column's name: "sprays C, D and E", "wool A".
      const letterAnchor = letter ? c.mentions.find((mm) => mm.column === column && (/^[\s,A-Z]*(?:and|or|&)?[\s,A-Z]*$/.test(c.text.slice(mm.end, start)) || /^[\s,A-Z]*(?:and|or|&)?[\s,A-Z]*$/.test(c.text.slice(end, mm.start))) && (mm.end <= start ? start - mm.end < 20 : mm.start - end < 20)) : undefined;
      if (letter && !letterAnchor) continue;
      // A number is a value only beside its column's name: "cyl 4", "4 cylinders", "drug 2".
      if (numeric && /(?:than|over|above|under|below|least|most|exceeding|after|since|before|between|from|to|between\s+-?[\d.]+\s*[^\s\d]*\s+and|[<>=])\s*$/i.test(c.text.slice(0, start))) continue;
      // A number after "and" ends a list: one written out with commas after the name ("chicks 5, 10
      // and 15"); "4 and 6 cylinders" and "Diet 1 and 2" are left unread, never read as their last number alone.
      const afterAnd = /\band\s*$/i.test(c.text.slice(0, start));
      // "65 and over", "3 or more", "5+": a bound, read by comparisons.ts.
      if (numeric && POSTFIX_BOUND.test(c.text.slice(end))) continue;
      const listed = (between: string) => (/^[\s,\d.]*(?:(?:and|or|&)[\s\d.]*)?$/.test(between) || between === '-') && between.length < 24;
      // Listed after the name ("chicks 5, 10 and 15", "Week-24"), or right before it ("4 cylinders").
      const numberAnchor = numeric ? c.mentions.find((mm) => mm.column === column && ((mm.end <= start && listed(c.text.slice(mm.end, start)) && (!afterAnd || /,/.test(c.text.slice(mm.end, start)))) || (!afterAnd && mm.start >= end && /^\s*$/.test(c.text.slice(end, mm.start))))) : undefined;
      if (numeric && !numberAnchor) continue;
      // "the 4 diets" counts a column's values; it keeps them all.
      if (numeric && c.mentions.some((mm) => mm.start >= end && /^\s*$/.test(c.text.slice(end, mm.start)) && (c.table.columns?.find((col) => col.name === mm.column)?.levels.length ?? -1) === Number(value))) continue;
      taken.push([start, end]);
      const held = c.mentions.find((mm) => mm.start >= start && mm.end <= end);
      const anchor = letterAnchor ?? numberAnchor ?? held;
      found.push({ column, value, start, end, negated: NEGATION_BEFORE.test(c.text.slice(Math.max(0, start - 30), start)), ...(anchor ? { anchor: anchor.start } : {}) });
    }
  }
  for (const v of properValues(c, taken)) found.push({ ...v, negated: NEGATION_BEFORE.test(c.text.slice(Math.max(0, v.start - 30), v.start)) });
  for (const v of qualityValues(c, [...taken, ...found.map((f): [number, number] => [f.start, f.end])])) found.push({ ...v, negated: NEGATION_BEFORE.test(c.text.slice(Math.max(0, v.start - 30), v.start)) });
  for (const v of binaryAdjectives(c, [...taken, ...found.map((f): [number, number] => [f.start, f.end])])) found.push({ ...v, negated: false });
  found.push(...sharedHeads(c, found, taken));
  found.push(...shortenedValues(c, levels, taken));
  return found.sort((a, b) => a.start - b.start);
}

/**
 * "Drug A, B and C", "Drugs A or B": values that share their first words, listed after the first
 * written whole, are each that value. Each must be a value of the same column.
 */
function sharedHeads(c: Clause, found: readonly ValueMention[], taken: Array<[number, number]>): ValueMention[] {
  const more: ValueMention[] = [];
  const list = (column: string, head: string, from: number, anchor: number, negated: boolean, first: RegExp) => {
    const levels = c.table.columns?.find((col) => col.name === column)?.levels ?? [];
    let at = from;
    for (let pattern = first; ; pattern = LIST_NEXT) {
      const next = pattern.exec(c.text.slice(at));
      const value = next ? levels.find((l) => l.toLowerCase() === `${head} ${next[1]}`.toLowerCase()) : undefined;
      if (!next || !value) return;
      const end = at + next[0].length;
      const start = end - next[1]!.length;
      if (taken.some(([s, e]) => start < e && end > s)) return;
      taken.push([start, end]);
      more.push({ column, value, start, end, negated, anchor });
      at = end;
    }
  };
  for (const v of found) {
    const head = /^(.+)\s+\S+$/.exec(v.value)?.[1];
    if (head) list(v.column, head, v.end, v.anchor ?? v.start, v.negated, LIST_NEXT);
  }
  // "Drugs A and B": the column's name, its values' first word, then what ends each.
  for (const m of c.mentions) list(m.column, m.column, m.end, m.start, NEGATION_BEFORE.test(c.text.slice(Math.max(0, m.start - 30), m.start)), LIST_FIRST);
  return more;
}

/** The next of a list: ", B", ", and C", " or D". */
const LIST_NEXT = /^(?:\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or|&)\s+)([\p{L}\p{N}]+)(?![\p{L}\p{N}])/iu;
/** The first of a list, right after the name its values begin with. */
const LIST_FIRST = /^\s+([\p{L}\p{N}]+)(?![\p{L}\p{N}])/u;

/** A value written like a short form: capitals ("OJ", "VC", "WT") or consonants alone ("ctrl", "trt"). */
const SHORT_VALUE = /^(?:[A-Z]{2,5}|[a-z][^aeiouy\W\d]{2,4})$/;

/**
 * Values the data shortened from the words the request writes out: "orange juice" for OJ,
 * "vitamin C" for VC, "the control plants" for ctrl. Only a value that looks shortened, only
 * words no column or other value holds, and only when one value of the whole table fits.
 */
function shortenedValues(c: Clause, levels: ReadonlyArray<{ column: string; value: string }>, taken: Array<[number, number]>): ValueMention[] {
  const short = levels.filter((l) => SHORT_VALUE.test(l.value));
  if (short.length === 0) return [];
  const words = [...c.text.matchAll(/[\p{L}]+/gu)].map((m) => ({ text: m[0], start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  const found: ValueMention[] = [];
  const free = (start: number, end: number) => taken.every(([s, e]) => end <= s || start >= e) && c.mentions.every((m) => end <= m.start || start >= m.end);
  for (const n of [3, 2, 1]) {
    for (let i = 0; i + n <= words.length; i++) {
      const span = words.slice(i, i + n);
      const [first, last] = [span[0]!, span[n - 1]!];
      if (!free(first.start, last.end) || !/^[\s-]*$/.test(c.text.slice(first.end, last.start).replace(/[\p{L}]+/gu, ''))) continue;
      const texts = span.map((w) => w.text.toLowerCase());
      if (texts.some((t) => GRAMMAR_WORDS.has(t) || c.table.values.has(t))) continue;
      const fits = short.filter((l) => (n === 1 ? isContractionOf(l.value, texts[0]!) : isShortFormOf(l.value, texts)));
      if (fits.length !== 1) continue;
      const { column, value } = fits[0]!;
      taken.push([first.start, last.end]);
      found.push({ column, value, start: first.start, end: last.end, negated: NEGATION_BEFORE.test(c.text.slice(Math.max(0, first.start - 30), first.start)) });
    }
  }
  return found;
}

/**
 * "the 4 diets", "two arms", "all three species": a count that is the column's number of values,
 * or of the values kept before ("at week 0 and week 24 ... the two visits").
 */
export function countWords(c: Clause, kept: readonly Filter[] = [], keptOnly = false): void {
  for (const mention of c.mentions) {
    const before = /(\d+|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:different\s+|distinct\s+|separate\s+)?$/i.exec(c.text.slice(0, mention.start));
    if (!before) continue;
    const n = /^\d+$/.test(before[1] ?? '') ? Number(before[1]) : NUMBER_WORDS.indexOf((before[1] ?? '').toLowerCase());
    const levels = c.table.columns?.find((col) => col.name === mention.column)?.levels ?? [];
    const keptValues = kept.find((f) => f.column === mention.column && f.op === 'in' && Array.isArray(f.value))?.value;
    if (levels.length === n && !keptOnly) c.bind(before.index ?? 0, mention.start, `all ${n} values of ${mention.column}`);
    else if (Array.isArray(keptValues) && keptValues.length === n) c.bind(before.index ?? 0, mention.start, `the ${n} values of ${mention.column} kept`);
  }
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** "for May and June" on a column of month numbers (R's airquality Month 5 to 9). */
export function monthNames(c: Clause, filters: Filter[]): void {
  const month = (c.table.columns ?? []).find((col) => /^(month|mon|mo)$/i.test(col.name) && col.type === 'number');
  if (!month) return;
  const named: number[] = [];
  let previous: { n: number; end: number } | undefined;
  for (const m of c.text.matchAll(/\b(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b/gi)) {
    const word = (m[1] ?? '').toLowerCase();
    // "may" is a month only capitalised: "you may plot".
    if (word === 'may' && m[1] !== 'May') continue;
    const n = MONTHS.findIndex((full) => full.startsWith(word.slice(0, 3))) + 1;
    if (!month.levels.includes(String(n))) continue;
    // "May to September", "June-August": every month between, in the data's order.
    const start = m.index ?? 0;
    if (previous && /^\s*(?:-|\u2013|\u2014|to|through|thru|until|till)\s*$/i.test(c.text.slice(previous.end, start))) {
      for (let k = Math.min(previous.n, n) + 1; k < Math.max(previous.n, n); k++) if (month.levels.includes(String(k))) named.push(k);
      c.bind(previous.end, start, `filter: ${month.name} range`);
    }
    named.push(n);
    previous = { n, end: start + m[0].length };
    c.bind(start, start + m[0].length, `filter: ${month.name} = ${n}`);
  }
  const months = [...new Set(named)].sort((a, b) => a - b);
  if (months.length > 0) filters.push(months.length === 1 ? { column: month.name, op: '=', value: months[0]! } : { column: month.name, op: 'in', value: months });
}

const YES_NO: ReadonlyArray<readonly [string, string]> = [
  ['yes', 'no'],
  ['true', 'false'],
  ['y', 'n'],
];

/**
 * "just the inhibited reactions", "the censored patients": a yes/no column named as an adjective
 * of the rows (a plural noun follows) keeps its yes rows; "non-"/"un-" or "not" before it, its no
 * rows. The column's name there says which rows, not a column to draw.
 */
export function yesNoFilters(c: Clause, filters: Filter[]): void {
  for (const m of c.mentions) {
    const column = c.table.columns?.find((col) => col.name === m.column);
    const levels = new Map((column?.levels ?? []).map((l) => [l.toLowerCase(), l]));
    const pair = YES_NO.find(([yes, no]) => levels.size === 2 && levels.has(yes) && levels.has(no));
    if (!pair) continue;
    const rows = /^\s+([\p{L}]+)/u.exec(c.text.slice(m.end));
    const noun = rows ? tokens(rows[1]!)[0] : undefined;
    if (!noun || noun.pos !== 'NOUN' || !isPlural(noun.lower) || c.mentions.some((o) => o.start === m.end + rows![0].length - rows![1]!.length)) continue;
    const negation = /(?:\b(?:not|non|un)[\s-]*|\bun)$/i.exec(c.text.slice(Math.max(0, m.start - 6), m.start));
    const value = levels.get(negation ? pair[1] : pair[0])!;
    const filter: Filter = { column: m.column, op: '=', value };
    filters.push(filter);
    c.claimed.add(m.start);
    c.bind(negation ? m.start - negation[0].length : m.start, m.end, `filter: ${m.column} = ${value}`);
  }
}

/**
 * "with and without inhibitor", "with or without the drug": both values of a yes/no column are
 * what the chart compares, its groups, unless a rule placed the column already.
 */
export function withAndWithout(c: Clause): string | undefined {
  for (const m of c.mentions) {
    const column = c.table.columns?.find((col) => col.name === m.column);
    const levels = new Set((column?.levels ?? []).map((l) => l.toLowerCase()));
    if (!YES_NO.some(([yes, no]) => levels.size === 2 && levels.has(yes) && levels.has(no))) continue;
    const both = /\bwith\s+(?:and|or|vs\.?|versus)\s+without\s+(?:(?:the|an?|any)\s+)?$/i.exec(c.text.slice(0, m.start));
    if (!both || c.claimed.has(m.start)) continue;
    c.claimed.add(m.start);
    c.bind(both.index ?? 0, m.end, `groups: ${m.column} (both values)`);
    return m.column;
  }
  return undefined;
}
