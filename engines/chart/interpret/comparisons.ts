// Rows kept by comparing a column with numbers: "more than 6 cylinders", "carat over 1",
// "P < 1e-5", "weight between 2 and 4", "aged 65 and over", "10 years or more", "trees taller
// than 75 ft" (an adjective of quantity stands for the column: the height), "deeper than 300
// km", "at 2 mg/day" (the column whose unit or quantity the unit fits), "since 1900" (the data's
// one time column). A unit after a number must fit the column, and is converted to the column's
// own unit ("10 uM" against "Conc (nM)" is 10000). A negation before a comparison keeps the
// other rows ("exclude everything 1 kg or lighter" keeps bodywt > 1). A number no column can
// be placed for is left unbound, so that the request is refused naming it.
import type { Filter, FilterOp } from '../spec.ts';
import { convert, unitAt, type Unit } from '../../language/quantities.ts';
import { isPlural, nounKind, tokens } from '../../language/index.ts';
import type { Clause } from './clause.ts';
import type { Mention } from './columns.ts';
import { looseCandidates } from './columns.ts';
import { COMPARATIVES, columnsInKind, columnsMeasuring, dimensionOf, fitsUnit, measureOf, quantityNamed, unitOfColumn } from './measures.ts';
import { elapsedColumns, isYear, timeColumn, yearFilter, type TimeColumn } from './timeColumns.ts';
import { filterWords } from '../transforms/filterRows.ts';

/** A number as written: "3", "-0.5", "1e-5", "10,000". */
export const NUMBER = String.raw`(?<![\d.])-?(?:\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?(?!\d|\.\d)`;

export function numberOf(text: string): number {
  return Number(text.replace(/,/g, ''));
}

/** Comparators before a number, with the operator each means. */
const PREFIX: ReadonlyArray<readonly [string, FilterOp]> = [
  [String.raw`(?:more|greater|larger|bigger|higher)\s+than|over|above|exceeding|in\s+excess\s+of|upwards\s+of|>`, '>'],
  [String.raw`at\s+least|no\s+less\s+than|not\s+less\s+than|no\s+fewer\s+than|>=|≥`, '>='],
  [String.raw`(?:less|fewer|smaller|lower)\s+than|under|below|<`, '<'],
  [String.raw`at\s+most|no\s+more\s+than|not\s+more\s+than|up\s+to|<=|≤`, '<='],
  [String.raw`==?|equal\s+to|exactly`, '='],
  // "at 2 mg/day", "at 10 uM": a value with its unit (without one, "at" places reference lines and annotations).
  [String.raw`at`, '='],
];

/** Comparators of time: the column they compare is the data's time column, never a measurement. */
const TEMPORAL: ReadonlyArray<readonly [string, FilterOp]> = [
  [String.raw`after|later\s+than`, '>'],
  [String.raw`since`, '>='],
  [String.raw`before|prior\s+to|earlier\s+than`, '<'],
  [String.raw`until|till|through|up\s+until|no\s+later\s+than`, '<='],
];

/** After a number: "65 and over", "10 years or more", "1 kg or lighter", "65+". */
const POSTFIX_MORE = String.raw`more|over|above|greater|higher|up|older|longer|later|taller|heavier|bigger|larger|after|beyond|hotter|deeper|wider`;
const POSTFIX_LESS = String.raw`less|fewer|under|below|lower|younger|shorter|earlier|lighter|smaller|before|colder|shallower|narrower`;

/** A bound after a number: "and over", "or more", "kg or lighter", "+". */
export const POSTFIX_BOUND = new RegExp(String.raw`^\s*(?:[\p{L}µ°%/]+\s*)?(?:(?:or|and)\s+(?:${POSTFIX_MORE}|${POSTFIX_LESS})\b|\+(?!\d))`, 'iu');

const NEGATION_BEFORE = /\b(?:not|except(?: for)?|excluding|exclude|without|other than|but not|drop(?:ping)?|remove|removing|omit(?:ting)?|leave out|leaving out|leave|no)\s+(?:the\s+|any\s+)?(?:\w+\s+){0,3}$/i;

/** Words that may stand between a column and its comparison: "depth of more than", "temperature is above", "eruptions (more than". */
const LINK = /^[\s(:]*(?:(?:is|are|was|were|be|being|of|with|that|which|whose|where|a|an|the|values?|readings?)\s*[(:]?\s*)*$/i;

/** Complement operators: what a negated comparison keeps. */
const COMPLEMENT: Partial<Record<FilterOp, FilterOp>> = { '>': '<=', '>=': '<', '<': '>=', '<=': '>', '=': '!=' };

interface Comparison {
  start: number;
  end: number;
  op: FilterOp;
  values: number[];
  unit?: Unit;
  /** Where the number(s) start, for the column written just before the comparator or just after the number. */
  numberStart: number;
  numberEnd: number;
  /** Quantities an adjective named ("taller": height). */
  dimension?: ReturnType<typeof dimensionOf>;
  temporal: boolean;
  /** Where the comparator word starts, for a negation before it. */
  negationAt: number;
}

function numberAndUnit(text: string, at: number): { unit?: Unit; end: number } {
  const found = unitAt(text.slice(at));
  return found ? { unit: found.unit, end: at + found.length } : { end: at };
}

/** Every comparison written in the clause, in order; where two overlap, the one starting first (then the longer) is kept. */
function comparisonsIn(text: string): Comparison[] {
  const candidates: Comparison[] = [];
  // A number followed by "-54" or "to 1962" is a range of its own ("over 1935-54"), read elsewhere.
  const single = String.raw`(${NUMBER})(?!\s*(?:[-\u2013]|to\b)\s*\d)`;
  // "between 2 and 4", "from 1950 to 1959": a range.
  for (const m of text.matchAll(new RegExp(String.raw`\b(between|from)\s+(${NUMBER})(?:\s*([a-zA-Zµ°%/]+))?\s*(?:and|to|-|\u2013)\s*(${NUMBER})`, 'gi'))) {
    const start = m.index ?? 0;
    const numberStart = start + m[0].indexOf(m[2]!, m[1]!.length);
    const tail = numberAndUnit(text, start + m[0].length);
    candidates.push({ start, end: tail.end, op: 'between', values: [numberOf(m[2]!), numberOf(m[4]!)], ...(tail.unit ? { unit: tail.unit } : {}), numberStart, numberEnd: start + m[0].length, temporal: false, negationAt: start });
  }
  const prefixes: Array<[string, FilterOp, 'plain' | 'temporal' | 'dimension']> = [
    ...PREFIX.map(([p, op]) => [p, op, 'plain'] as [string, FilterOp, 'plain']),
    ...TEMPORAL.map(([p, op]) => [p, op, 'temporal'] as [string, FilterOp, 'temporal']),
    [String.raw`(?:${COMPARATIVES.join('|')})\s+than|(?:more|less)\s+\w+\s+than`, '>', 'dimension'],
  ];
  for (const [pattern, op, kind] of prefixes) {
    for (const m of text.matchAll(new RegExp(String.raw`(?<![\w<>=])(${pattern})\s*${single}`, 'gi'))) {
      const start = m.index ?? 0;
      const word = m[1]!;
      let dimension: ReturnType<typeof dimensionOf>;
      let finalOp = op;
      if (kind === 'dimension') {
        const adjective = /^(?:(more|less)\s+)?(\w+)/i.exec(word)!;
        dimension = dimensionOf(adjective[2]!);
        if (!dimension || (adjective[1] === undefined) !== dimension.comparative) continue;
        finalOp = dimension.more !== (adjective[1]?.toLowerCase() === 'less') ? '>' : '<';
      }
      const numberStart = start + m[0].indexOf(m[2]!, word.length);
      const tail = numberAndUnit(text, start + m[0].length);
      if (/^at$/i.test(word) && !tail.unit) continue;
      candidates.push({
        start,
        end: tail.end,
        op: finalOp,
        values: [numberOf(m[2]!)],
        ...(tail.unit ? { unit: tail.unit } : {}),
        numberStart,
        numberEnd: start + m[0].length,
        ...(dimension ? { dimension } : {}),
        temporal: kind === 'temporal',
        negationAt: start,
      });
    }
  }
  // "65 and over", "10 years or more", "1 kg or lighter", "65+".
  for (const m of text.matchAll(new RegExp(String.raw`(?<![\w.])(${NUMBER})(\s*[\p{L}µ°%/]+(?:\s*\/\s*[\p{L}]+)?)?\s*(?:(?:or|and)\s+(${POSTFIX_MORE}|${POSTFIX_LESS})\b|(\+)(?!\d))`, 'giu'))) {
    const start = m.index ?? 0;
    const unitText = m[2];
    const unit = unitText ? unitAt(unitText) : undefined;
    if (unitText && (!unit || unit.length !== unitText.trimEnd().length)) continue;
    const word = (m[3] ?? '+').toLowerCase();
    const more = word === '+' || new RegExp(`^(?:${POSTFIX_MORE})$`, 'i').test(word);
    const dimension = dimensionOf(word);
    candidates.push({
      start,
      end: start + m[0].length,
      op: more ? '>=' : '<=',
      values: [numberOf(m[1]!)],
      ...(unit ? { unit: unit.unit } : {}),
      numberStart: start,
      numberEnd: start + m[1]!.length,
      ...(dimension?.comparative ? { dimension } : {}),
      temporal: /^(?:later|after|earlier|before)$/.test(word),
      negationAt: start,
    });
  }
  // "from 2000 onwards", "from 1990 on": a lower bound in time, not the one year (a year: "from 5 on" may be anything).
  for (const m of text.matchAll(new RegExp(String.raw`\bfrom\s+(1[5-9]\d\d|20\d\d)\s+(?:on(?!\s+(?:the|a|an|its|their|each|every|log|linear|x|y)\b)|onwards?|forwards?)\b`, 'gi'))) {
    const start = m.index ?? 0;
    const numberStart = start + m[0].indexOf(m[1]!);
    candidates.push({ start, end: start + m[0].length, op: '>=', values: [numberOf(m[1]!)], numberStart, numberEnd: numberStart + m[1]!.length, temporal: true, negationAt: start });
  }
  const kept: Comparison[] = [];
  for (const c of candidates.sort((a, b) => a.start - b.start || b.end - a.end)) {
    if (kept.every((k) => c.end <= k.start || c.start >= k.end)) kept.push(c);
  }
  return kept;
}

/** Whether the comparison belongs to another rule: an axis range, a reference line, a bin width. */
function otherRules(text: string, c: Comparison): boolean {
  const before = text.slice(Math.max(0, c.start - 40), c.start);
  return /\b(?:axis|axes|x|y|range|limits?|line|lines|at)\s*(?:from|between|of|to|is)?\s*$/i.test(before) || /\baxis\b/i.test(before) || /^\s*[\w-]*\s*bins?\b/i.test(text.slice(c.end));
}

function columnOf(c: Clause, name: string): { name: string; type: string; levels: readonly string[] } | undefined {
  return c.table.columns?.find((col) => col.name === name);
}

function measurable(c: Clause, name: string | undefined): boolean {
  return name !== undefined && ['number', 'date', 'unknown'].includes(columnOf(c, name)?.type ?? 'unknown');
}

/** The column a word names by its lemma: "aged" is age, "weighing" weight, "concentrations" the one column of concentration. */
function lemmaColumn(c: Clause, start: number, shown: readonly string[]): string | undefined {
  const token = tokens(c.text).find((t) => t.start === start);
  if (!token) return undefined;
  const exact = c.table.names.find((n) => n.toLowerCase() === token.lemma || n.toLowerCase() === token.lower);
  if (exact) return exact;
  const loose = looseCandidates(token.lemma, c.table.names).columns;
  if (loose.length === 1) return loose[0];
  const quantity = quantityNamed(token.lemma);
  return quantity ? preferNamed(c, columnsMeasuring(quantity, c.table), shown) : undefined;
}

/** The column named right before the comparator ("carat over 1", "patients aged 65 and over"). */
function columnBefore(c: Clause, at: number, shown: readonly string[]): { column: string; start: number } | undefined {
  const mention = [...c.mentions].reverse().find((m) => m.end <= at);
  if (mention && LINK.test(c.text.slice(mention.end, at))) return { column: mention.column, start: mention.start };
  const from = mention?.end ?? 0;
  const word = /([\p{L}]+)([^\p{L}]*)$/u.exec(c.text.slice(from, at));
  if (!word || !LINK.test(word[2]!)) return undefined;
  const start = from + (word.index ?? 0);
  const column = lemmaColumn(c, start, shown);
  return column ? { column, start } : undefined;
}

/** The column named right after the number and its unit ("more than 6 cylinders"). */
function columnAfter(c: Clause, at: number): Mention | undefined {
  return c.mentions.find((m) => m.start >= at && /^\s*(?:of\s+)?$/i.test(c.text.slice(at, m.start)));
}

/** One column that fits: the only one, else the only one the clause names, else the only one the chart shows. */
function preferNamed(c: Clause, columns: readonly string[], shown: readonly string[]): string | undefined {
  if (columns.length === 1) return columns[0];
  const named = columns.filter((name) => c.mentions.some((m) => m.column === name));
  if (named.length === 1) return named[0];
  const drawn = columns.filter((name) => shown.includes(name));
  return named.length === 0 && drawn.length === 1 ? drawn[0] : undefined;
}

interface Placed {
  column: string;
  /** Where the words naming it start and end, when they are not a mention another rule binds. */
  wordsFrom?: number;
  wordsTo?: number;
  /** The mention of the column the comparison was written beside: it names the filter, not a column to draw. */
  mention?: number;
  time?: TimeColumn;
}

function place(c: Clause, cmp: Comparison, shown: readonly string[]): Placed | undefined {
  const time = timeColumn(c.table);
  const yearLike = cmp.values.every(isYear);
  // Words of time compare the time column: "SUNACTIVITY since 1900" bounds the years.
  if (cmp.temporal) {
    const before = columnBefore(c, cmp.start, shown);
    if (before && time && before.column === time.name) return { column: time.name, time };
    return time && yearLike ? { column: time.name, time } : undefined;
  }
  // An adjective of quantity names the column: "trees taller than 75 ft" is the height; with no
  // column of that quantity, the column it follows, when its unit fits ("eruptions longer than 3 minutes").
  if (cmp.dimension) {
    for (const quantity of cmp.dimension.quantities) {
      const column = preferNamed(c, columnsMeasuring(quantity, c.table).filter((n) => fitsUnit(n, cmp.unit)), shown);
      if (column) return { column };
    }
    const before = columnBefore(c, cmp.start, shown);
    const measured = before ? measureOf(before.column).quantities : [];
    if (before && cmp.unit && measurable(c, before.column) && fitsUnit(before.column, cmp.unit) && (measured.length === 0 || measured.some((q) => cmp.dimension!.quantities.includes(q)))) return { column: before.column };
    return undefined;
  }
  // "GNP from 1950 to 1960": years beside a measurement none of whose values lie among them bound the time column.
  if (time && yearLike && !cmp.unit) {
    const near = columnAfter(c, cmp.end) ?? columnBefore(c, cmp.start, shown);
    const range = near ? c.table.columns?.find((col) => col.name === near.column)?.range : undefined;
    const [lo, hi] = [Math.min(...cmp.values), Math.max(...cmp.values)];
    if (near && near.column !== time.name && range && (range[1] < lo || range[0] > hi)) return { column: time.name, time };
  }
  const after = columnAfter(c, cmp.end);
  if (after && measurable(c, after.column)) return { column: after.column, mention: after.start };
  const before = columnBefore(c, cmp.start, shown);
  if (before && measurable(c, before.column)) {
    const mention = c.mentions.find((m) => m.start === before.start);
    return { column: before.column, ...(mention ? { mention: mention.start } : { wordsFrom: before.start }) };
  }
  // "t = 24 h": the time of a table with one column of elapsed time (in that unit, when it has one).
  const symbol = /\b(t|time)\s*$/i.exec(c.text.slice(0, cmp.start));
  if (symbol && !c.mentions.some((m) => m.end === cmp.start - (symbol[0].length - symbol[1]!.length) && m.start <= (symbol.index ?? 0))) {
    const elapsed = elapsedColumns(c.table, cmp.unit?.kind === 'time' ? cmp.unit : undefined);
    if (elapsed.length === 1) return { column: elapsed[0]!.name, wordsFrom: symbol.index ?? 0, wordsTo: (symbol.index ?? 0) + symbol[1]!.length };
  }
  // A unit names the column measured in it: "at 2 mg/day" is the dose, "10 uM" the concentration in nM.
  if (cmp.unit) {
    const inKind = columnsInKind(cmp.unit, c.table);
    const column = preferNamed(c, inKind, shown);
    if (column) return { column };
  }
  if (time && yearLike && !cmp.unit) return { column: time.name, time };
  return undefined;
}

/** The values in the column's own unit; undefined when the unit does not fit the column. */
function inColumnUnit(column: string, cmp: Comparison): number[] | undefined {
  if (!fitsUnit(column, cmp.unit)) return undefined;
  const own = unitOfColumn(column);
  if (!cmp.unit || !own) return cmp.values;
  return cmp.values.map((v) => convert(v, cmp.unit!, own));
}

function filterFor(column: string, op: FilterOp, values: number[], time: TimeColumn | undefined): Filter {
  if (time?.type === 'date') return yearFilter(column, op, values[0]!, values[1]);
  return { column, op, value: op === 'between' ? [values[0]!, values[1]!] : values[0]! };
}

/**
 * The filters of the clause's comparisons, bound in its reading; spans already read as values are
 * skipped. `shown` are the columns the chart already draws: "heavier" on a chart of bodywt is bodywt.
 */
export function comparisonFilters(c: Clause, taken: Array<readonly [number, number]>, shown: readonly string[]): Filter[] {
  const filters: Filter[] = [];
  for (const cmp of comparisonsIn(c.text)) {
    if (otherRules(c.text, cmp)) continue;
    if (taken.some(([s, e]) => cmp.numberStart < e && cmp.numberEnd > s)) continue;
    if (c.mentions.some((m) => cmp.numberStart < m.end && cmp.numberEnd > m.start)) continue;
    const placed = place(c, cmp, shown);
    if (!placed) continue;
    const values = placed.time?.type === 'date' ? cmp.values : inColumnUnit(placed.column, cmp);
    if (!values) continue;
    const negation = NEGATION_BEFORE.exec(c.text.slice(Math.max(0, cmp.negationAt - 30), cmp.negationAt));
    let op = cmp.op;
    if (negation) {
      const complement = COMPLEMENT[op];
      // "not between 2 and 4" keeps two ranges: one filter cannot say it, so it is left unread.
      if (!complement) continue;
      op = complement;
    }
    const filter = filterFor(placed.column, op, values, placed.time);
    filters.push(filter);
    const part = `filter: ${filterWords(filter)}`;
    c.bind(cmp.start, cmp.end, part);
    if (placed.wordsFrom !== undefined) c.bind(placed.wordsFrom, placed.wordsTo ?? cmp.start, part);
    taken.push([cmp.start, cmp.end]);
    if (placed.mention !== undefined) c.claimed.add(placed.mention);
    if (cmp.dimension) claimRowsNoun(c, cmp, filter.column);
    if (negation) c.bind(cmp.negationAt - Math.min(30, cmp.negationAt) + (negation.index ?? 0), cmp.negationAt, 'filter: left out');
    bindAdjective(c, filter.column, cmp);
  }
  return filters;
}

/** "the long eruptions (more than 3 minutes)": an adjective of the compared quantity before the column says the same. */
function bindAdjective(c: Clause, column: string, cmp: Comparison): void {
  for (const m of c.mentions.filter((mm) => mm.column === column && mm.end <= cmp.start)) {
    const adjective = /([\p{L}]+)\s+$/u.exec(c.text.slice(0, m.start));
    const dimension = adjective ? dimensionOf(adjective[1]!) : undefined;
    if (!adjective || !dimension || dimension.comparative) continue;
    const fits = dimension.quantities.some((q) => columnsMeasuring(q, c.table).includes(column)) || (cmp.unit !== undefined && fitsUnit(column, cmp.unit) && dimension.quantities.some((q) => q === 'duration' || q === 'length'));
    if (fits && dimension.more === ['>', '>='].includes(cmp.op)) c.bind(adjective.index ?? 0, (adjective.index ?? 0) + adjective[1]!.length, `filter: ${column} (${adjective[1]!.toLowerCase()})`);
  }
}

/**
 * "days hotter than 80 °F", "trees taller than 75 ft", "quakes deeper than 300 km": the plural
 * noun an adjective of quantity follows names the rows compared, not a column to draw, even when
 * a column shares its name (Day, Tree). A mention is claimed, so that it is left out of the
 * chart's columns; another plural noun is bound as the rows, unless it names a measure (a
 * column the data may lack: "prices taller than" says nothing of rows).
 */
function claimRowsNoun(c: Clause, cmp: Comparison, column: string): void {
  const noun = [...c.mentions].reverse().find((m) => m.end <= cmp.start && /^\s*$/.test(c.text.slice(m.end, cmp.start)));
  if (noun) {
    if (noun.column === column) return;
    c.claimed.add(noun.start);
    c.bind(noun.start, noun.end, "the data's rows");
    return;
  }
  const word = tokens(c.text).filter((t) => t.end <= cmp.start && /^\s*$/.test(c.text.slice(t.end, cmp.start))).at(-1);
  const measure = word ? nounKind(word.lemma) : undefined;
  if (word && ['NOUN', 'PROPN'].includes(word.pos) && isPlural(word.lower) && measure !== 'attribute' && measure !== 'quantity') c.bind(word.start, word.end, "the data's rows");
}
