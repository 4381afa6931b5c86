// Rows a request keeps, read by four rules: values of the data named in it ("only setosa",
// "drug 2", "chicks 5, 10 and 15"; valueFilters.ts), numbers compared with a column ("more than
// 6 cylinders", "trees taller than 75 ft", "P < 1e-5", "aged 65 and over"; comparisons.ts), and
// words of time ("in 2008 and 2009", "the 2000s", "day 21", "the first 12 hours", "at baseline";
// timeFilters.ts). Each filter is bound to the words that made it; a number no rule can place
// is left unbound, so that the request is refused naming it, never drawn as if it were not there.
import type { ChartSpec, Filter } from '../spec.ts';
import { isPlural, quantityOf } from '../../language/index.ts';
import type { Clause } from './clause.ts';
import { comparisonFilters } from './comparisons.ts';
import { COUNT, SIDE_BY_SIDE } from './vocabulary.ts';
import { elapsedSpanFilters, elapsedValueFilters, timePointFilters, yearFilters } from './timeFilters.ts';
import { countWords, monthNames, NEGATION_BEFORE, ONLY_BEFORE, valueMentions, withAndWithout, yesNoFilters, type ValueMention } from './valueFilters.ts';

/** Words that only say rows are kept: "only", "just", "restricted to", "limit it to", "narrow it down to". */
const ONLY_WORDS = /\b(?:only|just|(?:restrict|limit|subset|narrow)(?:s|ed|ing)?(?:\s+(?:it|this|them|the data|the chart|the plot))?(?:\s+down)?\s+to)\b/gi;

/**
 * A value's place in its column's natural order: a number, a Roman numeral (stage I-IV), or a
 * name numbered after a stem (replicates N1-N3, "rep 2"); only values of one stem make a range.
 */
function rankOf(value: string): { stem: string; rank: number } | undefined {
  if (/^-?\d+(?:\.\d+)?$/.test(value)) return { stem: '', rank: Number(value) };
  const roman = /^(?:stage\s+)?(I{1,3}|IV|V|VI{1,3}|IX|X)$/i.exec(value.trim())?.[1]?.toUpperCase();
  if (roman) return { stem: '', rank: ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'].indexOf(roman) + 1 };
  const numbered = /^(\p{L}[\p{L}\s_-]*?)[\s_-]?(\d+)$/u.exec(value.trim());
  return numbered ? { stem: numbered[1]!.toLowerCase(), rank: Number(numbered[2]) } : undefined;
}

/**
 * The values kept, with two values joined by a dash or "to" read as the range between them
 * ("stage (I-IV)", "doses 0.5 to 2", "replicates N1-N3"): every value of the column in that
 * order, never the two ends alone.
 */
function withRanges(kept: readonly ValueMention[], levels: readonly string[], text: string): string[] {
  const values = kept.map((v) => v.value);
  for (let i = 0; i + 1 < kept.length; i++) {
    const [a, b] = [kept[i]!, kept[i + 1]!];
    if (!/^\s*(?:-|\u2013|\u2014|to|through|thru)\s*$/i.test(text.slice(a.end, b.start))) continue;
    const [lo, hi] = [rankOf(a.value), rankOf(b.value)];
    if (lo === undefined || hi === undefined || lo.stem !== hi.stem) continue;
    values.push(...levels.filter((l) => {
      const r = rankOf(l);
      return r !== undefined && r.stem === lo.stem && r.rank >= Math.min(lo.rank, hi.rank) && r.rank <= Math.max(lo.rank, hi.rank);
    }));
  }
  return [...new Set(values)];
}

/**
 * "year 1950-1955", "dose 0.5 to 2": a number of a numeric column, named with its column, then a
 * dash or "to" and another number the data may not hold, is the range between them.
 */
function numberRanges(c: Clause, column: string, named: readonly ValueMention[]): Array<{ mention: ValueMention; filter: Filter & { op: 'between'; value: [number, number] }; start: number; end: number }> {
  if (c.table.columns?.find((col) => col.name === column)?.type !== 'number') return [];
  const found = [];
  for (const v of named) {
    if (v.negated || !/^-?\d+(?:\.\d+)?$/.test(v.value)) continue;
    const to = /^\s*(?:-|\u2013|\u2014|to|through|thru|until)\s*(-?\d+(?:\.\d+)?)(?![\w.])/i.exec(c.text.slice(v.end));
    // Both ends named as values ("doses 0.5 to 2") are read with the values (withRanges).
    if (!to || named.some((o) => o.start === v.end + to[0].length - to[1]!.length)) continue;
    const [a, b] = [Number(v.value), Number(to[1])];
    found.push({ mention: v, filter: { column, op: 'between' as const, value: [Math.min(a, b), Math.max(a, b)] as [number, number] }, start: v.start, end: v.end + to[0].length });
  }
  return found;
}

/** "in different colours", "in two colours". */
const IN_COLOURS_APART = String.raw`(?:in|with|as)\s+(?:different|separate|distinct|their own|${COUNT})\s+colou?rs?`;
const IN_COLOURS = String.raw`(?:${IN_COLOURS_APART}|(?:in|with|as)\s+colou?rs?|colou?r(?:s|ed)?)`;
/** The count of colours a phrase says ("in two colours"), or null. */
function coloursCounted(phrase: string | undefined): number | null {
  return quantityOf(/(\w+)\s+colou?rs?\b/i.exec(phrase ?? '')?.[1] ?? '');
}

/** Values named, then how they are drawn: in colours, beside each other, or both. */
const BESIDE_IN_COLOUR = new RegExp(String.raw`^\s*,?\s*(?:${IN_COLOURS}(?:\s*,?\s*${SIDE_BY_SIDE})?|(?:as\s+(?:separate\s+)?(?:bars|boxes|columns|dots)\s+)?${SIDE_BY_SIDE}(?:\s*,?\s*${IN_COLOURS})?)\b`, 'i');

/** How values named after it are drawn apart: "separate bars for", "a separate line for each of". */
const APART_BEFORE = /\b(?:as\s+)?(?:a\s+)?separate\s+(?:lines?|curves?|bars|boxes)\s+(?:for|per)\s+(?:each\s+of\s+)?(?:the\s+)?$/i;

/** Whether the values kept are joined by "or" alone ("ECOG 0 or 1", "stage III, IV or V"): one subset, pooled. */
function pooled(text: string, kept: readonly ValueMention[]): boolean {
  const ordered = [...kept].sort((a, b) => a.start - b.start);
  const joins = ordered.slice(1).map((v, i) => text.slice(ordered[i]!.end, v.start));
  return joins.length > 0 && joins.some((j) => /\bor\b/i.test(j)) && joins.every((j) => /^\s*(?:,\s*)?(?:or\s+)?$/i.test(j));
}

/** The filters the clause states, added to the spec's; true when it stated any. */
/** Words setting one value against another: "males vs females", "1931 versus 1932". */
const VERSUS = String.raw`(?:vs\.?|versus|v\.|against|compared\s+(?:with|to))`;

/**
 * "weight by arm, males vs females": values set against each other after a grouping are the
 * colours, and the grouping runs along x.
 */
function versusAfterGrouping(text: string, kept: readonly ValueMention[], spec: ChartSpec, column: string): boolean {
  const versus = kept.length > 1 && new RegExp(String.raw`^\s*${VERSUS}\s*$`, 'i').test(text.slice(kept[0]!.end, kept[1]!.start));
  return versus && spec.group !== undefined && spec.group !== column && !spec.x && !spec.y.includes(column) && spec.facet?.column !== column && spec.facet?.row !== column;
}

export function filterRule(c: Clause, spec: ChartSpec): boolean {
  countWords(c, spec.filters);
  const filters: Filter[] = [];
  const values = valueMentions(c);
  const byColumn = new Map<string, ValueMention[]>();
  for (const v of values) byColumn.set(v.column, [...(byColumn.get(v.column) ?? []), v]);
  const spans: Array<[number, number]> = [];
  for (const [column, all] of byColumn) {
    const info = c.table.columns?.find((col) => col.name === column);
    const levels = info?.levels.length ? info.levels : (info?.names ?? []);
    const ranged = numberRanges(c, column, all);
    for (const r of ranged) {
      filters.push(r.filter);
      spans.push([r.start, r.end]);
      c.bind(r.start, r.end, `filter: ${column} from ${r.filter.value[0]} to ${r.filter.value[1]}`);
      if (r.mention.anchor !== undefined) c.claimed.add(r.mention.anchor);
    }
    const named = all.filter((v) => !ranged.some((r) => r.mention === v));
    if (named.length === 0) continue;
    const kept = named.filter((v) => !v.negated);
    const dropped = named.filter((v) => v.negated);
    const distinct = withRanges(kept, levels, c.text);
    const asValue = (v: string) => (/^-?\d+(?:\.\d+)?$/.test(v) && c.table.columns?.find((col) => col.name === column)?.type === 'number' ? Number(v) : v);
    // "weight of chicks 5, 10 and 15 over time", "breaks for wool A vs wool B": the column whose
    // values are named is not a measurement drawn beside the one measured.
    if (kept.some((v) => v.anchor !== undefined) && spec.y.length > 1 && spec.y.includes(column)) spec.y = spec.y.filter((n) => n !== column);
    // "at each visit week for placebo, low and high dose": a grouping by a column of numbers said
    // first runs along x, and the values compared are the colours.
    const numericGroup = spec.group !== undefined && spec.group !== column && !spec.x && c.table.columns?.find((col) => col.name === spec.group)?.type === 'number';
    if (distinct.length > 1 && numericGroup && !spec.y.includes(column) && spec.facet?.column !== column && spec.facet?.row !== column) {
      spec.x = spec.group;
      delete spec.group;
    }
    // "incongruent trials", "the chilled plants", "congruent, incongruent and neutral trials": one
    // plural word right after a value named names the rows, even when a column shares its name
    // (trial, Plant); it is no column to draw.
    for (const v of kept) {
      const rows = c.mentions.find((m) => m.column !== column && m.start >= v.end && /^\s*$/.test(c.text.slice(v.end, m.start)) && /^\p{L}+$/u.test(c.text.slice(m.start, m.end)) && isPlural(c.text.slice(m.start, m.end).toLowerCase()));
      if (rows) {
        c.claimed.add(rows.start);
        c.bind(rows.start, rows.end, "the data's rows");
      }
    }
    if (distinct.length > 1 && versusAfterGrouping(c.text, kept, spec, column)) {
      spec.x = spec.group;
      spec.group = column;
    }
    // Naming every value keeps every row; the column is what the request compares.
    if (distinct.length > 0 && distinct.length < levels.length) {
      filters.push(distinct.length === 1 ? { column, op: '=', value: asValue(distinct[0]!) } : { column, op: 'in', value: distinct.map(asValue) });
      // The column's name written to introduce the values ("age 1582 days", "plant Mn1") or right
      // after one ("ideal cut diamonds", "premium cuts") names the filter, not a column to draw.
      for (const v of kept) {
        if (v.anchor !== undefined) c.claimed.add(v.anchor);
        const after = c.mentions.find((m) => m.column === column && m.start >= v.end && /^\s*$/.test(c.text.slice(v.end, m.start)));
        if (after && distinct.length === 1) c.claimed.add(after.start);
      }
      // Two or more values kept are what the chart compares: "trt1 and trt2", "1931 vs 1932".
      // Values joined by "or" ("patients with ECOG 0 or 1") are one subset pooled, nothing compared.
      if (distinct.length > 1 && !pooled(c.text, kept) && !spec.group && spec.x !== column && !spec.y.includes(column) && spec.facet?.column !== column && spec.facet?.row !== column) spec.group = column;
      // Every value named, two or more: the chart compares them all ("in LB vs M9 glucose").
    } else if (distinct.length > 1 && !spec.group && spec.x !== column && !spec.y.includes(column) && spec.facet?.column !== column && spec.facet?.row !== column) spec.group = column;
    else if (distinct.length > 0 && !spec.mentioned.includes(column) && spec.x !== column && spec.group !== column) spec.mentioned.push(column);
    for (const v of dropped) filters.push({ column, op: '!=', value: asValue(v.value) });
    // "in different colours", "in colour", "coloured", "next to each other", "side by side": the values named are
    // the colours, drawn beside each other ("females and males next to each other", "younger and older adults
    // in different colours side by side"); a plural between names the rows (reading.ts).
    const last = named[named.length - 1]!.end;
    const rowsBetween = /^\s+\p{L}+s(?=\s)/u.exec(c.text.slice(last))?.[0].length ?? 0;
    const coloured = BESIDE_IN_COLOUR.exec(c.text.slice(last + rowsBetween)) ?? BESIDE_IN_COLOUR.exec(c.text.slice(last));
    // "2022 and 2024 in two colours": a count of colours other than the values named is left unread.
    const colours = coloursCounted(coloured?.[0]);
    if (coloured && (colours === null || colours === named.length)) {
      // "for congruent, incongruent and neutral trials, younger vs older side by side": the values
      // compared first run along x, those drawn beside each other are the colours.
      if (spec.group && spec.group !== column && !spec.x && spec.facet?.column !== spec.group) {
        spec.x = spec.group;
        spec.group = column;
      }
      if (!spec.group) spec.group = column;
      const end = last + (coloured.input === c.text.slice(last) ? 0 : rowsBetween);
      c.bind(end, end + coloured[0].length, `colour groups: ${column}`);
    }
    // "separate bars for orange juice and ascorbic acid": how the values are drawn, said before them.
    const first = named[0]!.start;
    const apart = APART_BEFORE.exec(c.text.slice(0, first));
    if (apart && named.length > 1) {
      if (!spec.group) spec.group = column;
      c.bind(apart.index, first, `colour groups: ${column}`);
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
  const taken: Array<[number, number]> = [...values.map((v): [number, number] => [v.start, v.end]), ...spans];
  // Time first: "day 21" and "the 2000s" are read before their numbers could be compared with a column.
  elapsedValueFilters(c, filters, taken);
  elapsedSpanFilters(c, filters, taken);
  const shown = [spec.x, ...spec.y, spec.group, ...spec.mentioned].filter((n): n is string => n !== undefined);
  for (const f of comparisonFilters(c, taken, shown)) filters.push(f);
  // "1932 compared with 1931": the years compared are the groups.
  const comparedYears = yearFilters(c, filters, taken);
  // "1931 and 1932 in different colours": the years compared are the colours (a grouping said before runs along x).
  const yearsColoured = comparedYears ? new RegExp(String.raw`\b${IN_COLOURS_APART}\b`, 'i').exec(c.text) : null;
  const yearsCompared = filters.find((f) => f.column === comparedYears && f.op === 'in')?.value;
  const colours = coloursCounted(yearsColoured?.[0]);
  const colouredYears = colours === null || (Array.isArray(yearsCompared) && colours === yearsCompared.length) ? yearsColoured : null;
  // "yield by variety, 1931 vs 1932": years set against each other are the colours too.
  const yearsVersus = comparedYears ? new RegExp(String.raw`\b(?:1[89]|20)\d\d\s+${VERSUS}\s+(?:1[89]|20)\d\d\b`, 'i').exec(c.text) : null;
  const yearsApart = colouredYears ?? yearsVersus;
  if (comparedYears && yearsApart && spec.group && spec.group !== comparedYears && !spec.x) spec.x = spec.group;
  if (comparedYears && (!spec.group || yearsApart) && spec.x !== comparedYears) spec.group = comparedYears;
  if (colouredYears && spec.group === comparedYears) c.bind(colouredYears.index ?? 0, (colouredYears.index ?? 0) + colouredYears[0].length, `colour groups: ${comparedYears}`);
  timePointFilters(c, filters, taken);
  monthNames(c, filters);
  yesNoFilters(c, filters);
  const both = withAndWithout(c);
  if (both && !spec.group && spec.x !== both && spec.facet?.column !== both && spec.facet?.row !== both) spec.group = both;
  if (filters.length === 0) return both !== undefined;
  // One filter said twice ("the 20th century (1900-1999)") is one.
  const distinct = filters.filter((f, i) => filters.findIndex((g) => JSON.stringify(g) === JSON.stringify(f)) === i);
  spec.filters = [...(spec.filters ?? []).filter((f) => !distinct.some((g) => g.column === f.column)), ...distinct];
  // "at week 0 and week 24, the two visits as colours": a count of the values this clause kept.
  countWords(c, spec.filters, true);
  for (const m of c.text.matchAll(ONLY_WORDS)) c.bind(m.index ?? 0, (m.index ?? 0) + m[0].length, 'filter: only');
  return true;
}
