// The deterministic reader of chart requests and edit instructions. Its grammar is written
// down in docs/chart-requests.md; every rule here has a line there. A sentence is split into
// clauses; each rule that recognises a clause changes the spec. An edit whose clause no rule
// recognises fails: nothing is silently ignored.
import { abbreviationStops } from '../../language/index.ts';
import type { ChartSpec, CorrelationMethod, ErrorKind, FitModel, Legend, Methods, StatisticalTest } from '../spec.ts';
import { wordsOnly, type Clause } from './clause.ts';
import { InstructionError } from './errors.ts';
import { valuesMeant } from './qualityValues.ts';
import { attributeMentions, distinguishingMentions, findColumns, glossedMentions, intervalMentions, kindOfMentions, LOOSE_NAMING, ownerMentions, valueWordMentions, type Mention, type TableWords } from './columns.ts';
import { quantityMentions } from './measures.ts';
import { elapsedUnitMentions } from './timeColumns.ts';
import { filterRule } from './filters.ts';
import type { Bindings } from './reading.ts';
import { scaleOfColumn } from './columnScales.ts';
import { isCategoryValue, namesResultsComparison, yearsAtConnector, valueAtConnector, refusal, resolveX, resolveY, typeOfSide, xSide as sideOfX, ySide as sideOfY, type Resolved } from './sides.ts';
import { BAR_TYPES, FEATURE_WORDS, GRAMMAR_WORDS, LINE_TYPES, POINT_TYPES, ROLE_WORDS, SIDE_BY_SIDE, TYPE_WORDS, typeWordNamesQuantity } from './vocabulary.ts';


/** Binds a regular expression's match in the clause; `from` is where the searched text starts. */
function bindMatch(c: Clause, m: RegExpExecArray | RegExpMatchArray | null | undefined, part: string, from = 0): void {
  if (m) c.bind(from + (m.index ?? 0), from + (m.index ?? 0) + m[0].length, part);
}

/**
 * Binds the words of a match that its rule reads (`own`), not the words its pattern only skips
 * over: "the legend for the wool at the top" leaves "wool" to be read, and "points" in "with
 * the means for the purple looms and the points" leaves "purple looms" to be read or refused.
 */
function bindOwnWords(c: Clause, m: RegExpExecArray | null | undefined, part: string, own: RegExp): void {
  if (!m) return;
  for (const w of m[0].matchAll(/[\p{L}\p{N}]+/gu)) if (own.test(w[0])) c.bind((m.index ?? 0) + (w.index ?? 0), (m.index ?? 0) + (w.index ?? 0) + w[0].length, part);
}

/** The marks a colouring may name before "by": "colour the dots by gear", "colour them by dose". */
const MARKS_COLOURED = String.raw`(?:it |them |the (?:dots|points|markers|symbols|circles|bars|boxes|violins|lines|curves) )?`;
/** The marks "split" may take before "by": "split each box by sex", "split the bars by year". */
const MARKS_SPLIT = String.raw`(?:(?:it|them|(?:the\s+)?colou?rs?|(?:each|every|the)\s+(?:dots?|points?|bars?|box(?:es)?|violins?|lines?|curves?|columns?)|(?:each|every)\s+[\w.-]+)\s+)?`;

/** Words before a column that make it the groups: "coloured by", "one line per", "colour the dots by". */
const GROUPING_BEFORE = new RegExp(String.raw`\b((?:(?:a|in)\s+)?(?:different|separate|distinct|its own|their own)\s+(?:colou?rs?|lines?|curves?|series)\s+(?:for|by|per)(?:\s+each)?|(?:as\s+)?(?:a\s+)?separate\s+(?:lines?|curves?|bars|boxes)\s+(?:for|per)(?:\s+each)?|col(?:ou?r)?\s*=|grouped by|group(?:ed)? (?:by|on)|colou?red by|shaded (?:by|according to)|(?:colou?r|shading) (?:scale|gradient)\s*(?:=|:|by|for|of)|colou?r(?:ed)? ${MARKS_COLOURED}(?:by|according to)|colou?rs? for|split ${MARKS_SPLIT}by|separated by|stratified by|stacked by|stacked on|broken (?:down|out) by|(?:one|a|1) (?:line|series|curve|colou?r|bar|box|layer|panel) (?:per|for each|for every|by)|by|per|for each|for every|for all|across|at each|in each|(?:for|at) (?:each|every) of|(?:for|of)(?=\s+(?:the\s+|all\s+)*(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s+$))\s*(?:the\s+|all\s+|each\s+|different\s+|individual\s+|\d+\s+|(?:two|three|four|five|six|seven|eight|nine|ten)\s+|number\s+of\s+)*$`, 'i');
/** Words that group by a column whatever else the clause says. */
const EXPLICIT_GROUPING = new RegExp(String.raw`\b(?:grouped by|group by|colou?red by|shaded by|colou?r ${MARKS_COLOURED}by|split ${MARKS_SPLIT}by|separated by|stratified by|stacked by)\s+`, 'i');

/** Binds every match of `pattern` in the clause. */
function bindAll(c: Clause, pattern: RegExp, part: string): void {
  for (const m of c.text.matchAll(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`))) bindMatch(c, m, part);
}

type Rule = (clause: Clause, spec: ChartSpec) => boolean;
/** A rule whose words are free text (a title): the span of the clause it took, or undefined. */
export type TextRule = (clause: Clause, spec: ChartSpec) => [number, number] | undefined;

const NUMBER = String.raw`(-?\d+(?:\.\d+)?(?:e-?\d+)?)`;
const QUOTED = String.raw`["'\u201c\u2018]([^"'\u201d\u2019]+)["'\u201d\u2019]`;

/** Verbs that begin a change of their own: "..., and add a trend line", "... and get rid of the title". */
const CHANGE_VERBS = 'add|set|use|make|show|hide|remove|put|label|title|call|change|draw|plot|log|no|colou?r|get rid|drop|delete|rename|move|flip|turn|switch|sort|order|include|exclude|keep|leave|limit|restrict|highlight|annotate|facet|split|give|increase|decrease|start|replace|swap|lose|take|omit|place|mark|overlay|fit|also';

/**
 * The columns a clause names: by their names, by the one word that tells two named apart, by the
 * word their values begin with, then by a word glossed with their values.
 */
function mentionsIn(text: string, table: TableWords, measuresNamed: ReadonlySet<string>): Mention[] {
  // A word that is a value of the data as written ("congruent" of congruency) names that value, not a
  // column it is a near miss of.
  const named = findColumns(text, table.names).filter((m) => !(LOOSE_NAMING.has(m.how) && table.values.has(text.slice(m.start, m.end).toLowerCase())));
  const distinguished = [...named, ...distinguishingMentions(text, table.names, named)];
  const all = [...distinguished, ...valueWordMentions(text, table, distinguished)];
  const sorted = [...all, ...glossedMentions(text, table, all)].sort((a, b) => a.start - b.start);
  const measures = quantityMentions(text, table, attributeMentions(text, table, sorted, measuresNamed));
  return intervalMentions(text, ownerMentions(text, table, kindOfMentions(text, table.names, elapsedUnitMentions(text, table, measures))));
}

/** Splits at sentence ends, semicolons, new lines, ", and"/" and then", and "and" before a change verb. */
export function splitClauses(text: string, table: TableWords, bindings?: Bindings): Clause[] {
  // Quoted text may hold any punctuation: protect it while splitting.
  const quoted: string[] = [];
  let masked = text.replace(new RegExp(QUOTED, 'g'), (m) => `\uE000${quoted.push(m) - 1}\uE000`);
  // Names with a full stop ("Petal.Width", "Solar.R") do not end a sentence.
  for (const name of table.names.filter((n) => n.includes('.')).sort((a, b) => b.length - a.length)) {
    masked = masked.replace(new RegExp(`(?<![\\w])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`, 'gi'), (m) => `\uE000${quoted.push(m) - 1}\uE000`);
  }
  // "chilled v. nonchilled", "e.g. the controls": an abbreviation's full stop ends no clause.
  for (const at of abbreviationStops(masked)) masked = `${masked.slice(0, at)}\uE001${masked.slice(at + 1)}`;
  const splitter = new RegExp(String.raw`(?<!\d)\.(?!\d)|[;\n?!]+|\s[+\u2013\u2014-]\s|,\s*(?:and\s+)?(?=(?:${CHANGE_VERBS})\b)|\s+and\s+(?:then\s+|also\s+)?(?!(?:label|title|call|name)\s+it\b)(?=(?:${CHANGE_VERBS})\b)|\s+and then\s+`, 'i');
  // The measures the whole request names by name: a degree word ("the heaviest") names another only when it names none.
  const measuresNamed = new Set(findColumns(text, table.names).map((m) => m.column).filter((c) => table.columns?.find((col) => col.name === c)?.type === 'number'));
  let cursor = 0;
  return masked
    .split(splitter)
    .map((part) => part.replace(/\uE000(\d+)\uE000/g, (_, i: string) => quoted[Number(i)] ?? '').replace(/\uE001/g, '.'))
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((part) => {
      const offset = Math.max(0, text.indexOf(part, cursor));
      cursor = offset + part.length;
      return {
        text: part,
        mentions: mentionsIn(part, table, measuresNamed),
        table,
        bind: (start: number, end: number, what: string) => bindings?.add(offset + start, offset + end, what),
        claimed: new Set<number>(),
        offset,
      };
    });
}

/** The text a label rule takes: a quoted value after `after`, or the rest of the clause; and where it ends. */
function quotedOrRest(text: string, after: RegExp): { value: string; end: number } | undefined {
  const match = after.exec(text);
  if (!match) return undefined;
  const from = (match.index ?? 0) + match[0].length;
  const lead = /^\s*(?:(?:to|as|is|=|:|into|with|reading|read|reads|say|says|saying|should|must|could|would|will|now|instead)\s*)*/i.exec(text.slice(from))?.[0].length ?? 0;
  const rest = text.slice(from + lead);
  const q = new RegExp(`^${QUOTED}`).exec(rest);
  if (q) return q[1] ? { value: q[1].trim(), end: from + lead + q[0].length } : undefined;
  const value = rest.replace(/[.!]+$/, '').trim();
  return value.length > 0 ? { value, end: text.length } : undefined;
}

/** The type named first in the clause ("bar chart of x, mean with SEM" is a bar chart). */
const chartType: Rule = (c, spec) => {
  let best: { at: number; type: (typeof TYPE_WORDS)[number][1] } | undefined;
  const blanked = wordsOnly(c);
  for (const [pattern, type] of TYPE_WORDS) {
    const m = [...c.text.matchAll(new RegExp(pattern.source, 'gi'))].find((found) => !typeWordNamesQuantity(type, blanked.slice(0, found.index ?? 0)));
    if (!m) continue;
    // "4PL standard curve": a chart named by its name outranks one its method implies (4PL, EC50).
    const byMethod = FEATURE_WORDS.some(([feature, types]) => types.includes(type) && new RegExp(`^(?:${feature.source})$`, 'i').test(m[0]));
    const at = (m.index ?? 0) + (byMethod ? c.text.length : 0);
    if (!best || at < best.at) best = { at, type };
  }
  if (best) spec.type = best.type;
  return Boolean(best);
};

/** Words of a removal: "no title", "get rid of the legend", "drop the title", "don't show the points". */
const REMOVE = String.raw`(?:no|remove|removing|hide|hiding|without|drop|delete|lose|omit|suppress|forget|undo|get rid of|take (?:away|out|off)|turn off|switch off|(?:do not|don'?t|dont) (?:show|include|draw|add|need|want)(?: a| any)?)`;

/** Verbs of a measure moving up or down: "does mpg drop with weight?", "yield falls as rainfall rises". */
const MOVING = String.raw`increas(?:e|es|ing)|decreas(?:e|es|ing)|ris(?:e|es|ing)|rose|fall(?:s|ing)?|fell|drop(?:s|ping|ped)?|declin(?:e|es|ing)|grow(?:s|ing)?|grew|climb(?:s|ing)?|go(?:es)? (?:up|down)|going (?:up|down)|shrink(?:s|ing)?|improv(?:e|es|ing)|worsen(?:s|ing)?`;
const CONNECTOR = new RegExp(String.raw`\b(against|vs\.?|versus|as a function of|(?:var(?:y|ies|ying)|chang(?:e|es|ing)|scal(?:e|es|ing)) with|(?:${MOVING}) (?:with|as)|depend(?:s|ing)? on|(?:is |are )?related to|relat(?:e|es) to|correlat(?:e|es|ed) with|in relation to|with respect to|over|on)\b(?!-)|(?<=\s|^|\w)\s*(~)\s*|\b(v\.)(?=\s)`, 'gi');

/**
 * "<y> against|vs|versus|as a function of|over <x>", "<y1> and <y2> over <x>", "<y> on <x>".
 * "on" counts only between two column names ("log scale on x" is no such phrase). Once a side
 * names a column or time, a side that names no column of the data is refused (sides.ts).
 */
const against: Rule = (c, spec) => {
  for (const connector of c.text.matchAll(CONNECTOR)) {
    const at = connector.index ?? 0;
    const after = at + connector[0].length;
    if (c.mentions.some((m) => at >= m.start && at < m.end)) continue;
    const word = (connector[1] ?? connector[2] ?? connector[3] ?? '').toLowerCase();
    // "mean over sites", "yield averaged over the years": the summary pools the rows of that column, which is no axis.
    if (word === 'over' && /\b(?:mean|means|average|averaged|median|sum|summed|total|totalled|totaled|pooled)\s*$/i.test(c.text.slice(0, at))) {
      const pooled = c.mentions.find((m) => m.start >= after && /^\s*(?:the\s+|all\s+(?:the\s+)?)?$/i.test(c.text.slice(after, m.start)));
      if (pooled) {
        c.claimed.add(pooled.start);
        c.bind(at, pooled.end, `summary over every ${pooled.column} pooled`);
        continue;
      }
    }
    if (word === 'on' && !(c.mentions.some((m) => m.end <= at && /^\s*$/.test(c.text.slice(m.end, at))) && c.mentions.some((m) => m.start >= after && /^\s*$/.test(c.text.slice(after, m.start))))) continue;
    const ySide = sideOfY(c.text, at, c.mentions);
    const xSide = sideOfX(c.text, after, c.mentions);
    // "drug vs placebo" compares values of a column: no y/x phrase.
    // A side that is no value of the data ("the neural network against logistic regression") is left
    // unread, to be refused by name: the comparison would draw without it.
    // "compare drug vs placebo", "malignant vs benign tumours": with one side a value, the words of the
    // other next to the connector that are values; the others are left to the rules that read them
    // (the rows, "benign tumours").
    // "wool A vs wool B" names its column with each value: the sides are read as sides.
    const yValue = valueAtConnector(ySide.text, c.table, 'end');
    const xValue = valueAtConnector(xSide.text, c.table, 'start');
    // "yield by variety, 1931 vs 1932": years of the data's year column compared right at the
    // connector, whatever the sides; the filter rule reads them (filters.ts, yearFilters).
    const years = yValue || xValue ? undefined : yearsAtConnector(c.text.slice(0, at), c.text.slice(after), c.table);
    if (years) {
      c.bind(years[0], after + years[1], 'values compared');
      continue;
    }
    const withColumn = c.mentions.some((m) => m.start === xSide.start || (yValue !== undefined && /^\s+$/.test(c.text.slice(m.end, ySide.start + yValue[0]))));
    if ((yValue || xValue) && !withColumn) {
      c.bind(yValue ? ySide.start + yValue[0] : at, xValue ? xSide.start + xValue[1] : after, 'values compared');
      continue;
    }
    const y = resolveY(ySide, c.mentions, c.table);
    const x = resolveX(xSide, c.mentions, c.table);
    const names = (r: Resolved) => 'columns' in r && r.columns.length > 0;
    // Neither side a column: "points over the boxes", or conditions compared in a request
    // that says what to show ("differential expression of treated vs control").
    if (!names(y) && !names(x) && (word === 'over' || namesResultsComparison(c.text))) {
      // "differential expression of treated vs control": the conditions the data's results compare.
      const lastY = /(\w+)\s*$/.exec(ySide.text);
      const firstX = /^\s*(\w+)/.exec(xSide.text);
      if (word !== 'over' && lastY && firstX) c.bind(ySide.start + (lastY.index ?? 0), xSide.start + firstX[0].length, 'conditions the results compare');
      continue;
    }
    if (!('columns' in y)) throw refusal(y, c.table);
    if (!('columns' in x)) throw refusal(x, c.table);
    if (y.columns.length > 0) spec.y = y.columns;
    if (x.columns[0]) spec.x = x.columns[0];
    const placed = y.columns.length > 0 || x.columns.length > 0;
    if (placed) {
      c.bind(at, after, `y against x`);
      // "mpg falls as wt goes up": the verb of the x side moves it, and says nothing more.
      const xNamed = c.mentions.find((m) => m.start >= xSide.start && m.column === x.columns[0]);
      const moved = /\bas$/i.test(connector[0]) && xNamed ? new RegExp(String.raw`^\s+(?:${MOVING})\b`, 'i').exec(c.text.slice(xNamed.end)) : null;
      if (moved && xNamed) c.bind(xNamed.end, xNamed.end + moved[0].length, `y against x`);
      // "over time": the side's words named the time column.
      if (x.columns[0] && !c.mentions.some((m) => m.column === x.columns[0] && m.start >= xSide.start)) c.bind(xSide.start, xSide.start + xSide.text.length, `x: ${x.columns[0]}`);
      valuesComparedAfter(c, xSide.start + xSide.text.length);
    }
    return placed;
  }
  return false;
};

/** "uptake against conc, chilled vs nonchilled in colour": a later "vs" in the clause compares values. */
function valuesComparedAfter(c: Clause, from: number): void {
  for (const connector of c.text.slice(from).matchAll(CONNECTOR)) {
    const at = from + (connector.index ?? 0);
    const ySide = sideOfY(c.text, at, c.mentions);
    const xSide = sideOfX(c.text, at + connector[0].length, c.mentions);
    if (ySide.start >= from && isCategoryValue(ySide.text, c.table) && isCategoryValue(xSide.text, c.table)) c.bind(ySide.start, xSide.start + xSide.text.length, 'values compared');
  }
}

/**
 * "<chart type> of <columns>" states the columns as a y/x phrase does ("histogram of Volume"):
 * one the data lacks is refused. The columns it names are placed by the chart type.
 */
const typeOf: Rule = (c) => {
  const side = typeOfSide(c.text, c.mentions);
  if (!side || isCategoryValue(side.text, c.table)) return false;
  const named = resolveY(side, c.mentions, c.table, true);
  if (!('columns' in named)) throw refusal(named, c.table);
  return false;
};

const COUNT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** The count a phrase says ("for the four", "for the 3"), or undefined. */
function countOf(text: string): number | undefined {
  const word = /\b(\d+|zero|one|two|three|four|five|six|seven|eight|nine|ten)\s*$/i.exec(text)?.[1]?.toLowerCase();
  if (word === undefined) return undefined;
  return /^\d+$/.test(word) ? Number(word) : COUNT_WORDS.indexOf(word);
}

/** "coloured by vehicle class": a colour phrase, then one word describing the column named after it. */
function colourByDescribed(before: string): RegExpExecArray | null {
  const m = /\b(colou?red by|colou?r(?:ed)? (?:it |the \w+ )?(?:by|according to)|colou?r by)\s+(?:the\s+)?([a-z]+)\s+$/i.exec(before);
  return m && !GRAMMAR_WORDS.has((m[2] ?? '').toLowerCase()) ? m : null;
}

/** "by <group>", "grouped by", "colo(u)red by", "split by", "per", "for each", "for the four <group>s". */
/** Whether a column's name follows one of its own values ("ideal cut", "premium cuts"): it names a filter. */
function afterOwnValue(c: Clause, m: Mention): boolean {
  const before = c.text.slice(0, m.start).trimEnd().toLowerCase();
  return (c.table.columns?.find((col) => col.name === m.column)?.levels ?? []).some((l) => before.endsWith(l.toLowerCase()) && !/[\p{L}\p{N}]/u.test(before.charAt(before.length - l.length - 1) || ' '));
}

/** Whether a numeric column ends a list of numeric columns ("temperature and humidity"). */
function measuresListed(c: Clause, mention: Mention): boolean {
  const isNumber = (m: Mention) => c.table.columns?.find((col) => col.name === m.column)?.type === 'number';
  const previous = c.mentions.filter((m) => m.end <= mention.start).at(-1);
  return Boolean(previous && isNumber(previous) && isNumber(mention) && /^\s*(?:,|and|&|,\s*and)\s*$/i.test(c.text.slice(previous.end, mention.start)));
}

const groupBy: Rule = (c, spec) => {
  const found: Array<{ column: string; colour: boolean; drawnApart?: boolean; each?: boolean; at?: boolean }> = [];
  for (const mention of c.mentions) {
    if (c.claimed.has(mention.start)) continue;
    const before = c.text.slice(0, mention.start);
    // "size by magnitude" sizes the points (a role), it makes no groups.
    const sized = /\bsized?\s+(?:by|according\s+to)\s+(?:the\s+)?$/i.exec(before);
    if (sized && !c.mentions.some((o) => o.end > sized.index && o.start < sized.index + sized[0].length)) continue;
    const phrase = GROUPING_BEFORE.exec(before) ?? colourByDescribed(before);
    // "by trial type" beside a column of trial numbers: the kinds named are no values of that column.
    const kinds = /^\s+(type|kind|category|class)(?:e?s)?\b/i.exec(c.text.slice(mention.end));
    const info = c.table.columns?.find((col) => col.name === mention.column);
    if (phrase && kinds && info?.type === 'number') {
      throw new InstructionError('GROUP_COLUMN_CONTINUOUS', `The request groups by "${mention.column} ${kinds[1]}", but ${mention.column} holds numbers, no ${kinds[1]}s. Name the column of ${kinds[1]}s to group by.`, { columns: [mention.column] });
    }
    // "wool A and B side by side": a column, perhaps with its values, drawn beside each other in
    // colours; "every chick its own line": each drawn apart.
    const after = phrase ? undefined : /^(?:(?:\s+(?:types?|groups?|class(?:es)?|categor(?:y|ies)|levels?))?\s*(?:in|with|as|by)\s+(?:different|separate|distinct|\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(?:colou?rs?|lines?|curves?|series)\b|(?:\s+(?:types?|groups?|class(?:es)?|categor(?:y|ies)|levels?))?\s+(?:as|in)\s+colou?rs?\b|\s+as\s+(?:different\s+)?colou?red\s+(?:boxes|bars|lines|points|dots|violins|curves)\b|(?:\s+[\w.-]+(?:\s*(?:,|and|&)\s*[\w.-]+)*)?\s+(?:side[\s-]by[\s-]side|(?:next to|beside|alongside)\s+(?:each other|one another))\b(?:\s*,?\s*(?:in|with)\s+(?:different|separate|distinct|their own)\s+colou?rs?\b)?)/i.exec(c.text.slice(mention.end));
    // "every chick its own line": each thing named drawn apart. After "each"/"every" only: "temperature
    // and humidity in their own colours" gives each measurement a colour, it groups by neither.
    const ownPhrase = phrase || after ? undefined : /^\s*,?\s+(?:(?:gets?|has|have|with|in)\s+)?(?:its|their)\s+own\s+(?:colou?rs?|lines?|curves?|series)\b/i.exec(c.text.slice(mention.end));
    // "each firm one line", "every hive gets a line": one mark counted to each thing named.
    const oneMarkEach = phrase || after || ownPhrase ? undefined : /^\s*,?\s+(?:(?:gets?|has|with)\s+)?(?:one|a(?:\s+(?:single|separate))?)\s+(?:colou?r|line|curve|series)\b/i.exec(c.text.slice(mention.end));
    const own = (ownPhrase ?? oneMarkEach) && /\b(?:each|every)\s+$/i.test(before) ? (ownPhrase ?? oneMarkEach) : undefined;
    // "temperature and humidity over day in different colours": the axis or the measurements listed,
    // then colours, are the series drawn in colours, which several measurements are anyway.
    const series = after ?? ownPhrase;
    if (!phrase && series && !own && (/\b(?:over|against|vs\.?|versus|along)\s+(?:the\s+)?$/i.test(before) || measuresListed(c, mention))) {
      c.claimed.add(mention.start);
      c.bind(mention.end, mention.end + series[0].length, 'each measurement its own colour');
      continue;
    }
    const apart = after ?? own;
    if (!phrase && !apart) continue;
    // "wool in two colours" counts the column's values; a count they do not have is left unread.
    const colours = after && /\b(\w+)\s+(?:colou?rs?|lines?|curves?|series)\b/i.exec(after[0]);
    const counted = colours ? countOf(colours[1] ?? '') : undefined;
    if (counted !== undefined && counted !== info?.levels.length) continue;
    // "for the four models" is one series per model only when the data has four.
    if (phrase && /^(?:for|of)$/i.test(phrase[1] ?? '') && countOf(phrase[0]) !== c.table.columns?.find((col) => col.name === mention.column)?.levels.length) continue;
    // "correlations across the states": a column naming each row once, after "across", is the rows, no groups.
    if (phrase && /^across$/i.test(phrase[1] ?? '') && c.table.identifiers?.has(mention.column)) {
      c.claimed.add(mention.start);
      bindMatch(c, phrase, "the data's rows");
      c.bind(mention.start, mention.end, `the data's rows (one per ${mention.column})`);
      continue;
    }
    c.claimed.add(mention.start);
    if (phrase) bindMatch(c, phrase, `groups: ${mention.column}`);
    // "a line for each tree": the groups are lines, which the chart drawn must draw.
    if (phrase && /\b(?:lines?|curves?)\b/i.test(phrase[0])) bindMatch(c, phrase, `drawn by ${LINE_TYPES.join(' or ')}: a line for each ${mention.column}`);
    if (phrase && /\bbars?\b/i.test(phrase[0])) bindMatch(c, phrase, `drawn by ${BAR_TYPES.join(' or ')}: a bar for each ${mention.column}`);
    if (apart) c.bind(mention.end, mention.end + apart[0].length, `colour groups: ${mention.column}`);
    // "split each dose by supplement, side by side": the groups named drawn beside each other.
    const beside = phrase ? new RegExp(String.raw`^\s*,?\s*${SIDE_BY_SIDE}\b`, 'i').exec(c.text.slice(mention.end)) : null;
    if (beside) c.bind(mention.end, mention.end + beside[0].length, `colour groups: ${mention.column}`);
    if (own && /\b(?:lines?|curves?)\b/i.test(own[0])) c.bind(mention.end, mention.end + own[0].length, `drawn by ${LINE_TYPES.join(' or ')}: a line for each ${mention.column}`);
    found.push({ column: mention.column, colour: Boolean(apart ?? beside) || /colou?r|line|curve|series|split|stratif|separate|distinct|broken|stack/i.test(phrase?.[0] ?? ''), drawnApart: Boolean(apart ?? beside) || /colou?r|line|curve/i.test(phrase?.[0] ?? ''), each: /\b(?:for|in)\s+(?:each|every)\b|\bper\b/i.test(phrase?.[0] ?? '') || /^(?:for|of)$/i.test(phrase?.[1] ?? ''), at: /\bat\s+(?:each|every)\b/i.test(phrase?.[0] ?? '') });
    // "by species and sex": the second category joined to a grouping is its colours (grouped bars, one line per sex).
    const next = c.mentions.find((m) => m.start > mention.end && /^\s*(?:and|&)\s*$/i.test(c.text.slice(mention.end, m.start)) && !c.claimed.has(m.start));
    if (phrase && next && c.table.columns?.find((col) => col.name === next.column)?.type === 'category' && !found.some((f) => f.column === next.column)) {
      c.claimed.add(next.start);
      c.bind(mention.end, next.start, `colour groups: ${next.column}`);
      found.push({ column: next.column, colour: true });
    }
  }
  if (found.length > 0) {
    const info = (name: string) => c.table.columns?.find((col) => col.name === name);
    // "petal length by petal width": a measurement of many values is the x, not a group.
    const continuous = (name: string) => info(name)?.type === 'number' && ((info(name)?.levels.length ?? 0) === 0 || (info(name)?.levels.length ?? 0) > 12);
    const time = (name: string) => c.table.timeColumns.includes(name);
    for (const f of [...found]) {
      if (spec.x || found.length > 1 || !continuous(f.column) || f.colour) continue;
      // "countries by life expectancy": categories ranked by a measurement, which is the y.
      // ("ideal cut diamonds by carat": "cut" after one of its values names the rows kept, no categories.)
      const category = c.mentions.find((m) => m.column !== f.column && info(m.column)?.type === 'category' && !c.claimed.has(m.start) && !afterOwnValue(c, m));
      if (category && spec.y.length === 0) {
        spec.y = [f.column];
        spec.x = category.column;
        c.claimed.add(category.start);
        found.splice(found.indexOf(f), 1);
        continue;
      }
      if (!spec.y.length && !c.mentions.some((m) => m.column !== f.column && info(m.column)?.type === 'number')) continue;
      spec.x = f.column;
      found.splice(found.indexOf(f), 1);
    }
    if (found.length === 0) return true;
    // "mean price by clarity, bars coloured by cut": the plain "by" is the categories, the colour phrase the
    // groups; "investment by firm across the years": the time column is the x.
    const timed = found.find((f) => time(f.column) && !f.colour);
    // "breaks by tension for each wool type", "viability by dose for the three drugs": the plain "by" is the categories, "for each" the groups.
    // "breaks at each tension for the two wool types": "at each" places along x like a plain "by".
    const each = found.find((f) => f.each && f !== timed);
    const colour = found.find((f) => f.colour) ?? (found.length > 1 && found.some((f) => !f.each) ? each : undefined) ?? found.find((f) => f !== timed && !f.at) ?? found.find((f) => f !== timed) ?? found[found.length - 1]!;
    // A grouping said before ("yield by site, split by year") keeps its place along x.
    if (spec.group && spec.group !== colour.column && !spec.x && !found.some((f) => f.column === spec.group)) spec.x = spec.group;
    spec.group = colour.column;
    // "each chick its own line, each diet its own colour": two sets of colours, which one chart cannot draw.
    const apartColumns = [...new Set(found.filter((f) => f.drawnApart).map((f) => f.column))];
    if (apartColumns.length > 1) {
      throw new InstructionError('COLUMNS_NOT_DRAWN', `The request gives colours or lines to ${apartColumns.join(' and ')}; a chart has one set of colours. Colour by one and put the other in panels ("by ${apartColumns[0]}, separate panels for each ${apartColumns[1]}"); no column named is left out silently.`, { columns: apartColumns });
    }
    const other = timed && timed !== colour ? timed : found.find((f) => f !== colour);
    if (other && !spec.x) spec.x = other.column;
    // A grouping with no place left ("over year by species and sex") is named to the chart's check, never dropped.
    // ("colours by sex rather than by species" names species to take it away.)
    const replaced = (column: string) => c.mentions.some((m) => m.column === column && /\b(?:than|instead of|in place of|not|no longer)\s+(?:by\s+|per\s+)?(?:the\s+)?$/i.test(c.text.slice(0, m.start)));
    for (const f of found) if (f.column !== spec.group && f.column !== spec.x && !spec.mentioned.includes(f.column) && !replaced(f.column)) spec.mentioned.push(f.column);
    return true;
  }
  // The explicit grouping phrases state a column: one the data lacks is refused, not dropped.
  const explicit = EXPLICIT_GROUPING.exec(c.text);
  if (explicit) {
    const side = sideOfX(c.text, (explicit.index ?? 0) + explicit[0].length, c.mentions);
    const group = resolveX(side, c.mentions, c.table);
    if (!('columns' in group)) throw refusal(group, c.table);
  }
  return false;
};

/**
 * "for every country, one line each": the groups named before, each drawn as one line (or bar, or
 * box), which the chart drawn must draw.
 */
const oneEach: Rule = (c, spec) => {
  const m = /\b(?:one|a|1)\s+(line|curve|bar|box)(?:e?s)?\s+(?:each|apiece)\b/i.exec(c.text);
  if (!m || !spec.group) return false;
  const mark = (m[1] ?? '').toLowerCase();
  bindMatch(c, m, /line|curve/.test(mark) ? `drawn by ${LINE_TYPES.join(' or ')}: a line for each ${spec.group}` : mark === 'bar' ? `drawn by ${BAR_TYPES.join(' or ')}: a bar for each ${spec.group}` : `groups: a box for each ${spec.group}`);
  return true;
};

const FACET_PHRASE = String.raw`(?:facet(?:t?ed)?(?:\s+(?:it|the\s+(?:plot|chart|figure)))?\s+(?:by|on|over)|facet(?:t?ed)?:?|facets?\s+(?:for|per|by|of)|small[\s-]multiples?\s+(?:by|for|per|across)|trellis(?:ed)?\s+by|panel(?:l?ed)?\s+by|(?:split|divided|broken|separated)\s+(?:it\s+|up\s+)?(?:in)?to\s+(?:separate\s+)?(?:panels|plots|charts|graphs|facets|subplots|facets)\s+(?:by|for|per)|(?:separate|individual|different|distinct|own)\s+(?:panels?|plots?|charts?|graphs?|facets?|subplots?|boxes|windows)\s+(?:for|by|per|of)|(?:a|one|1)\s+(?:panel|plot|chart|graph|facet|subplot)\s+(?:per|for|by)|(?:panels?|subplots?)\s+(?:for|per|by)|(?:in|into|as)\s+(?:separate\s+)?panels\s+(?:by|for|per))(?:\s+(?:each|every|the|its|their|different|individual))*\s*(?:(?:number|count|level|value|type)s?\s+of\s+(?:the\s+)?)?`;

/** The one column whose values these words list, two or more of them ("Quebec and Mississippi"). */
function valuesOwner(c: Clause, words: string): string | undefined {
  const items = words.split(/\s*(?:,|\band\b|&|\bor\b|\bvs?\.?|\bversus\b)\s*/i).map((v) => v.trim().toLowerCase()).filter(Boolean);
  const owners = (c.table.columns ?? []).filter((col) => items.length > 1 && items.every((v) => col.levels.some((l) => l.toLowerCase() === v) || valuesMeant(col, v).length === 1));
  return owners.length === 1 ? owners[0]!.name : undefined;
}

/** Panels said after what they split: "its own panel", "in separate panels", "as separate plots". */
const PANELS_AFTER = /^\s*(?:(?:gets?|has|have|in|on|as|with|into)\s+)?(?:(?:its|their|a|an)\s+)?(?:own|separate|individual|different|distinct)\s+(?:panels?|plots?|charts?|graphs?|facets?|subplots?)\b/i;

/**
 * Small multiples: "separate panels for each supplement", "facet by island", "small multiples
 * by Type", "one panel per strain", "rows by sex and columns by smoker".
 */
const facet: Rule = (c, spec) => {
  let found = false;
  for (const axis of ['row', 'column', 'wrap'] as const) {
    const lead = axis === 'row' ? String.raw`(?:(?:panel|facet)\s+)?rows?\s+(?:by|for|per)\s+` : axis === 'column' ? String.raw`(?:(?:panel|facet)\s+)?columns?\s+(?:by|for|per)\s+` : FACET_PHRASE;
    const m = new RegExp(`\\b${lead}$`, 'i');
    for (const mention of c.mentions) {
      if (c.claimed.has(mention.start)) continue;
      const phrase = m.exec(c.text.slice(0, mention.start));
      if (!phrase) continue;
      if (axis !== 'wrap' && !/\b(?:facet|panel|small multiple|grid|split)/i.test(c.text)) continue;
      spec.facet = { ...spec.facet, [axis === 'row' ? 'row' : 'column']: mention.column };
      c.claimed.add(mention.start);
      bindMatch(c, phrase, `facet ${axis === 'row' ? 'rows' : 'panels'}: ${mention.column}`);
      found = true;
    }
  }
  for (const mention of c.mentions) {
    if (c.claimed.has(mention.start)) continue;
    const after = /^\s*(?:in|as|across|along|for|on)\s+(?:the\s+)?(rows|columns)\b/i.exec(c.text.slice(mention.end));
    if (!after || !/\b(?:facet|panel|grid|small multiple)/i.test(c.text)) continue;
    spec.facet = { ...spec.facet, [/rows/i.test(after[1] ?? '') ? 'row' : 'column']: mention.column };
    c.claimed.add(mention.start);
    c.bind(mention.end, mention.end + after[0].length, `facet ${after[1]}: ${mention.column}`);
    found = true;
  }
  // "hp ~ disp | am": in a formula, the column after the bar conditions the rest, a panel each (R's lattice).
  for (const mention of c.mentions) {
    const bar = /~[^|]*?(\|)\s*$/.exec(c.text.slice(0, mention.start));
    if (c.claimed.has(mention.start) || !bar) continue;
    spec.facet = { ...spec.facet, column: mention.column };
    c.claimed.add(mention.start);
    const at = (bar.index ?? 0) + bar[0].lastIndexOf('|');
    c.bind(at, at + 1, `facet panels: ${mention.column}`);
    found = true;
  }
  // "give each cell line its own panel", "sites in separate panels": the column named before its panels.
  for (const mention of c.mentions) {
    if (c.claimed.has(mention.start)) continue;
    const after = PANELS_AFTER.exec(c.text.slice(mention.end));
    // "Quebec and Mississippi plants in separate panels": the values listed, not the rows' noun, are split.
    if (!after || valuesOwner(c, (c.text.slice(0, mention.start).split(/[;:]/).at(-1) ?? '').trim())) continue;
    spec.facet = { ...spec.facet, column: mention.column };
    c.claimed.add(mention.start);
    c.bind(mention.end, mention.end + after[0].length, `facet panels: ${mention.column}`);
    const each = /\b(?:(?:give|put)\s+)?(?:each|every)\s+$/i.exec(c.text.slice(0, mention.start));
    if (each) bindMatch(c, each, `facet panels: ${mention.column}`);
    found = true;
  }
  if (found) {
    bindAll(c, /\b(?:facet(?:t?ed|s)?|panels?|grid|small[\s-]multiples?|separate|split|and)\b/i, 'facets');
    return true;
  }
  // "Quebec and Mississippi plants in separate panels": values of one column listed before their panels.
  const panels = new RegExp(`^(.*?)\\s+${PANELS_AFTER.source.slice(1)}`, 'i').exec(c.text);
  if (panels) {
    const before = (panels[1] ?? '').split(/[;:]/).at(-1) ?? '';
    const words = before.trim().split(/\s+/);
    // The longest list of values right before the panels ("for each arm, men and women in separate
    // panels"); it may end in a noun naming the rows ("plants"), which is no value.
    const first = words.findIndex((_, k) => (valuesOwner(c, words.slice(k).join(' ')) ?? valuesOwner(c, words.slice(k, -1).join(' '))) !== undefined);
    const listed = words.slice(Math.max(0, first)).join(' ');
    const owner = first < 0 ? undefined : (valuesOwner(c, listed) ?? valuesOwner(c, words.slice(first, -1).join(' ')));
    if (owner) {
      const start = (panels.index ?? 0) + (panels[1] ?? '').length - listed.length;
      spec.facet = { ...spec.facet, column: owner };
      c.bind(start, (panels.index ?? 0) + panels[0].length, `facet panels: ${owner}`);
      return true;
    }
  }
  // "separate panels for 1999 and 2008": values of one column listed are panels of that column (the filter rule keeps those values).
  const listed = new RegExp(`\\b${FACET_PHRASE}([\\w .&,-]+)`, 'i').exec(c.text);
  if (listed) {
    const items = (listed[1] ?? '').split(/\s*(?:,|\band\b|&|\bor\b)\s*/i).map((v) => v.trim().toLowerCase()).filter(Boolean);
    const owner = (c.table.columns ?? []).filter((col) => items.length > 1 && items.every((v) => col.levels.some((l) => l.toLowerCase() === v)));
    if (owner.length === 1) {
      spec.facet = { ...spec.facet, column: owner[0]!.name };
      bindMatch(c, new RegExp(`\\b${FACET_PHRASE}`, 'i').exec(c.text), `facet panels: ${owner[0]!.name}`);
      return true;
    }
  }
  // A facet phrase followed by words that name no column: refused, never drawn as one panel.
  const loose = new RegExp(`\\b${FACET_PHRASE}([\\w .-]+)`, 'i').exec(c.text);
  if (loose) throw refusal({ missing: (loose[1] ?? '').trim().split(/\s+/).slice(0, 3).join(' ') }, c.table);
  return false;
};

/** "supplement on the x axis", "prio on y", "stations (y) vs mag (x)", "x = dose", "x: dose". */
const axisRoles: Rule = (c, spec) => {
  let found = false;
  for (const mention of c.mentions) {
    const after = /^\s*(?:\([^)]*\)\s*)?(?:(?:on|along|as)\s+(?:the\s+|a\s+)?(?:(?:log(?:arithmic)?|log10|log2|linear)\s+)?(x|y)(?:[\s-]*axis)?\b|\(\s*(x|y)\s*\))/i.exec(c.text.slice(mention.end));
    // "horsepower along the bottom", "Shannon diversity up the side", "mag on the horizontal axis": the axes by where they are.
    const placed = /^\s*(?:(?:along|across|on)\s+the\s+(bottom|horizontal(?:[\s-]+axis)?)|(?:up|along|on)\s+the\s+(side|left|vertical(?:[\s-]+axis)?))\b/i.exec(c.text.slice(mention.end));
    const before = /\b(x|y)(?:[\s-]*axis)?\s*(?:=|:|is)\s*$/i.exec(c.text.slice(0, mention.start));
    const axis = (after?.[1] ?? after?.[2] ?? (placed ? (placed[1] ? 'x' : 'y') : undefined) ?? before?.[1])?.toLowerCase();
    if (!axis) continue;
    if (axis === 'x') {
      // "conc on a log x axis against mean OD450": the phrase's other side is the y.
      if (spec.x && spec.x !== mention.column && spec.y.includes(mention.column)) spec.y = [spec.x];
      spec.x = mention.column;
    } else spec.y = [...spec.y.filter((n) => n !== mention.column && n !== spec.x), mention.column].filter((n, i, a) => a.indexOf(n) === i && (a.length === 1 || n !== spec.x));
    c.claimed.add(mention.start);
    if (after) c.bind(mention.end, mention.end + after[0].length, `${axis}: ${mention.column}`);
    else if (placed) c.bind(mention.end, mention.end + placed[0].length, `${axis}: ${mention.column}`);
    if (before) bindMatch(c, before, `${axis}: ${mention.column}`);
    found = true;
  }
  if (found && spec.x) spec.y = spec.y.filter((n) => n !== spec.x);
  // "acceleration with horsepower on the x axis": the one other measurement named is the y.
  const others = (taken: readonly string[]) => [...new Set(c.mentions.map((m) => m.column))].filter((n) => !taken.includes(n) && c.table.columns?.find((col) => col.name === n)?.type === 'number' && !c.claimed.has(c.mentions.find((m) => m.column === n)?.start ?? -1));
  if (found && spec.x && spec.y.length === 0) {
    const other = others([spec.x]);
    if (other.length === 1) spec.y = [other[0]!];
  }
  // "Probe A and Probe B, B on the y axis": and the other is the x.
  if (found && !spec.x && spec.y.length === 1) {
    const other = others(spec.y);
    if (other.length === 1) spec.x = other[0]!;
  }
  return found;
};

/**
 * "use cty instead of hwy", "put flipper length on x in place of bill depth", "plot uempmed
 * instead": the new column takes the old one's place, in whatever role it had.
 */
const replacement: Rule = (c, spec) => {
  const m = /\b(instead of|in place of|rather than|replac(?:e|ing)|swap(?:ped)?(?: out)?|instead)\b/i.exec(c.text);
  if (!m) return false;
  const at = m.index ?? 0;
  const before = c.mentions.filter((x) => x.end <= at);
  const after = c.mentions.filter((x) => x.start >= at + m[0].length);
  const replacing = /^replac/i.test(m[1] ?? '') || /^swap/i.test(m[1] ?? '');
  // "replace A with B" names the old one first; "B instead of A" the new one first.
  const [fresh, old] = replacing ? [after[0], before[before.length - 1] ?? after[0]] : [before[before.length - 1], after[0]];
  const was = old && old !== fresh ? old.column : /^instead$/i.test(m[1] ?? '') ? spec.y[0] : undefined;
  if (!fresh || !was || fresh.column === was) return false;
  const swap = (name: string | undefined) => (name === was ? fresh.column : name);
  spec.y = spec.y.map((n) => swap(n)!);
  spec.x = swap(spec.x);
  spec.group = swap(spec.group);
  for (const key of Object.keys(spec.roles)) spec.roles[key] = swap(spec.roles[key])!;
  spec.mentioned = [...new Set(spec.mentioned.map((n) => swap(n)!))];
  for (const x of [fresh, old]) if (x) c.claimed.add(x.start);
  bindMatch(c, m, `${fresh.column} in place of ${was}`);
  bindAll(c, /\b(?:use|plot|show|put|with)\b/i, `${fresh.column} in place of ${was}`);
  return true;
};

/** "count per day", "daily": one value a day is what a date column gives. */
const daily: Rule = (c) => {
  if (!(c.table.columns ?? []).some((col) => col.type === 'date')) return false;
  const m = /\b(?:(?:per|a|each|every|by)\s+day|daily|day by day)\b/i.exec(c.text);
  if (!m) return false;
  bindMatch(c, m, 'one value a day (the date column)');
  return false;
};

/**
 * "monthly average ozone", "yearly totals": an adjective of a period that names a column of the
 * data (Month, year) is the axis the summary runs along, unless another rule placed one.
 */
const period: Rule = (c, spec) => {
  for (const m of c.mentions) {
    if (!/^(?:hourly|daily|weekly|monthly|quarterly|yearly|annual)$/i.test(c.text.slice(m.start, m.end)) || c.claimed.has(m.start)) continue;
    // Only beside a summary ("monthly average"): "monthly panels", "monthly prices" are no axis.
    if (spec.x || spec.y.includes(m.column) || !/^\s*(?:average|mean|median|total|sum|max(?:imum)?|min(?:imum)?|count)s?\b/i.test(c.text.slice(m.end))) return false;
    spec.x = m.column;
    c.claimed.add(m.start);
    c.bind(m.start, m.end, `x axis: ${m.column} (one summary a period)`);
    return true;
  }
  return false;
};

const REPLACED = /\b(?:not|rather\s+than|instead\s+of|in\s+place\s+of|over|to)\s+(?:the\s+|a\s+|an\s+)?((?:straight[\s-]?|linear\s+|regression\s+|trend\s+|fitted\s+)?(?:line|fit|curve|smoother)|averages?|means?|medians?|sums?|totals?|counts?|standard\s+(?:errors?|deviations?)|sems?|sds?|(?:95\s*%?\s*)?(?:confidence\s+intervals?|cis?)|error\s+bars|bars|boxes|dots|points|log(?:arithmic)?\s+scale|linear\s+scale)\b/i;

/** "a loess smoother, not the straight line", "SEM rather than SD": the words of what a change replaces. */
const replaced: Rule = (c) => {
  const m = REPLACED.exec(c.text);
  // Only beside a change the clause makes: "not" alone is refused.
  if (!m || !c.changed) return false;
  if (/^to$/i.test(m[0].trim().split(/\s+/)[0] ?? '') && !/\bprefer/i.test(c.text.slice(0, m.index ?? 0))) return false;
  bindMatch(c, m, 'replaced');
  return false;
};

/** Tests between groups, by the names researchers give them; the first that matches decides. */
const TEST_NAMES: Array<[RegExp, StatisticalTest | undefined]> = [
  [/\btwo[\s-]way\s+anova\b|\bchi[\s-]?squared?(?:\s+tests?)?\b|\bfisher(?:'s)?\s+exact(?:\s+tests?)?\b|\bancova\b|\bmixed[\s-]effects?\b|\brepeated[\s-]measures\b/i, undefined],
  [/\bpaired\s+(?:student'?s?\s+)?t[\s-]?tests?\b|\bpaired\s+t\b/i, 'paired_t'],
  [/\bwilcoxon\s+signed[\s-]rank(?:\s+tests?)?\b|\bsigned[\s-]rank(?:\s+tests?)?\b|\bpaired\s+wilcoxon(?:\s+tests?)?\b/i, 'wilcoxon'],
  [/\bmann[\s-]+whitney(?:[\s-]+(?:u\s+)?tests?|\s+u)?\b|\bwilcoxon\s+rank[\s-]sum(?:\s+tests?)?\b|\bu[\s-]tests?\b|\bwilcoxon(?:\s+tests?)?\b/i, 'mann_whitney'],
  [/\btukey(?:'s)?(?:\s+(?:letters|hsd|test|post[\s-]?hoc))*\b|\bpost[\s-]?hoc(?:\s+(?:tests?|comparisons|letters))?\b|\b(?:compact\s+)?letters?\s+(?:display|above)\b|\bsignificance\s+letters\b/i, 'tukey'],
  [/\bkruskal[\s-]+wallis(?:\s+(?:h\s+)?tests?)?\b/i, 'kruskal'],
  [/\b(?:one[\s-]way\s+)?anova\b/i, 'anova'],
  [/\bstudent'?s?\s+t[\s-]?tests?\b|\bequal[\s-]variances?\s+t[\s-]?tests?\b|\bpooled\s+t[\s-]?tests?\b/i, 't'],
  [/\bwelch(?:'s)?(?:\s+t)?(?:[\s-]?tests?)?\b|\bt[\s-]?tests?\b|\bunpaired\s+t\b/i, 'welch'],
];

/** "with a Welch t-test", "ANOVA with Tukey letters", "Kruskal-Wallis": the test the chart prints; others refused by name. */
const statisticalTest: Rule = (c, spec) => {
  const named = TEST_NAMES.flatMap(([pattern, test]) => [...c.text.matchAll(new RegExp(pattern.source, 'gi'))].map((m) => ({ m, test, pattern })));
  if (named.length === 0) return false;
  const unknown = named.find((n) => n.test === undefined);
  // "ANOVA with Tukey letters" is Tukey's; the first name in the table's order otherwise.
  const chosen = unknown ?? TEST_NAMES.map(([, test]) => named.find((n) => n.test === test)).find((n) => n !== undefined)!;
  if (chosen.test) setMethod(spec, 'test', chosen.test);
  else setMethod(spec, 'unavailable', `a ${chosen.m[0].trim()}`);
  for (const n of named) bindMatch(c, n.m, chosen.test ? `test: ${chosen.test.replace(/_/g, ' ')}` : 'test not computed');
  bindAll(c, /\b(?:tests?|p[\s-]?values?|p|significance|significant|differences?|above the (?:boxes|bars|groups|violins)|between (?:the )?groups|on (?:the )?(?:plot|chart|figure))\b/i, chosen.test ? `test: ${chosen.test.replace(/_/g, ' ')}` : 'test not computed');
  return true;
};

const NUMBER_WORD: Record<string, number> = { three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15, twenty: 20 };
const COUNT = String.raw`(\d+|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)`;
const MOST = String.raw`(?:most|largest|biggest|highest|heaviest|greatest|longest|best|top|richest|tallest|oldest|most\s+\w+)`;
const LEAST = String.raw`(?:least|smallest|lowest|fewest|lightest|shortest|worst|bottom|poorest|youngest|least\s+\w+)`;

/** "top 10", "the 5 largest", "the 10 states with most murders", "just the lowest 15": the categories kept. */
const topN: Rule = (c, spec) => {
  const patterns: Array<[RegExp, 'largest' | 'smallest']> = [
    // "the first 12 hours" is a span of time (filters.ts), not the 12 largest.
    [new RegExp(String.raw`\b(?:the\s+)?(?:top|first)\s+${COUNT}\b(?!\s*(?:hours?|hrs?|h|days?|weeks?|wks?|months?|minutes?|mins?|years?|yrs?)\b)`, 'i'), 'largest'],
    [new RegExp(String.raw`\b(?:the\s+)?bottom\s+${COUNT}\b`, 'i'), 'smallest'],
    [new RegExp(String.raw`\b${MOST}\s+${COUNT}\b`, 'i'), 'largest'],
    [new RegExp(String.raw`\b${LEAST}\s+${COUNT}\b`, 'i'), 'smallest'],
    [new RegExp(String.raw`\b${COUNT}\s+${MOST}\b`, 'i'), 'largest'],
    [new RegExp(String.raw`\b${COUNT}\s+${LEAST}\b`, 'i'), 'smallest'],
    [new RegExp(String.raw`\b${COUNT}\s+\w+\s+(?:with|by|having)\s+(?:the\s+)?${MOST}\b`, 'i'), 'largest'],
    [new RegExp(String.raw`\b${COUNT}\s+\w+\s+(?:with|by|having)\s+(?:the\s+)?${LEAST}\b`, 'i'), 'smallest'],
  ];
  for (const [pattern, by] of patterns) {
    const m = pattern.exec(c.text);
    if (!m) continue;
    const word = (m.slice(1).find((g) => g !== undefined && /^(\d+|[a-z]+)$/i.test(g) && (/^\d+$/.test(g) || g.toLowerCase() in NUMBER_WORD)) ?? '').toLowerCase();
    const n = /^\d+$/.test(word) ? Number(word) : NUMBER_WORD[word];
    if (!n) continue;
    spec.top = { n, by };
    bindMatch(c, m, `only the ${n} ${by}`);
    return true;
  }
  return false;
};

/** "sorted", "in descending order", "from highest to lowest", "largest first", "most frequent first", "ranked". */
const sorting: Rule = (c, spec) => {
  const pattern = /\b(?:sort(?:ed)?\s+|order(?:ed)?\s+|arranged?\s+)?(?:(?:the\s+)?(?:bars|categories|groups|boxes|them|it)\s+)?from\s+(?:the\s+)?(highest|largest|most|biggest|lowest|smallest|least|fewest|high|low)(?:\s+\w+)?\s+to\s+(?:the\s+)?(?:(?:most|least)\s+[a-z]+|\w+)|\b(?:sort(?:ed)?|order(?:ed)?|(?<!log[\s-]?)rank(?:ed)?(?![\s-]?(?:sum|based|test|correlation))|arrange(?:d)?)(?:\s+(?:the\s+)?(?:bars|categories|groups|boxes|them|it))?(?:\s+by\s+(?:the\s+)?[\w.]+)?(?:\s+(?:in\s+)?(ascending|descending|decreasing|increasing)(?:\s+order)?)?|\b(?:in\s+)?(ascending|descending|decreasing|increasing)\s+order\b|\bfrom\s+(?:the\s+)?(highest|largest|most|biggest|lowest|smallest|least|fewest|high|low)\s+to\s+(?:the\s+)?(?:(?:most|least)\s+[a-z]+|\w+)|\b(high|low)\s+to\s+(?:high|low)\b|\b(largest|highest|biggest|greatest|tallest|heaviest|longest|oldest|smallest|lowest|shortest|lightest|youngest)\s+(?:[a-z]+\s+)?(?:first|on top|at the top)\b|\b(most|least)\s+[a-z]+\s+(?:first|on top|at the top)\b/gi;
  // "from most to least expensive": the adjective after the last "most"/"least" is the measure the order is by.
  // "sorted by median, highest first": every phrase of one order is read; phrases that say
  // opposite orders leave the later one unread, and the request is refused naming it.
  let stated: 'ascending' | 'descending' | undefined;
  let read = false;
  for (const m of c.text.matchAll(pattern)) {
    const word = m.slice(1, 8).find((g) => g !== undefined)?.toLowerCase();
    const order = word === undefined ? undefined : /^(ascending|increasing|lowest|smallest|least|fewest|low|shortest|lightest|youngest)$/.test(word) ? 'ascending' : 'descending';
    if (order !== undefined && stated !== undefined && order !== stated) continue;
    stated = order ?? stated;
    bindMatch(c, m, order === undefined ? 'sorted' : `sorted: ${order}`);
    // "sorted by yield": the column names the order, no groups.
    for (const mention of c.mentions) if (mention.start >= (m.index ?? 0) && mention.end <= (m.index ?? 0) + m[0].length && /\bby\s/i.test(m[0])) c.claimed.add(mention.start);
    read = true;
  }
  if (read) spec.sort = stated ?? 'descending';
  return read;
};

/** "50 bins", "5-minute bins", "bin width 2": the histogram's bins. */
const bins: Rule = (c, spec) => {
  const count = /\b(\d+)\s+(?:equal[\s-]width\s+)?bins\b|\bbins?\s*[:=]\s*(\d+)\b/i.exec(c.text);
  const width = /\b(\d+(?:\.\d+)?)[\s-]*(?:[a-zµ%]+[\s-]+)?(?:wide\s+)?bins\b|\bbin[\s-]?(?:width|size)\s*(?:of|=|:)?\s*(\d+(?:\.\d+)?)/i.exec(c.text);
  if (count && !/[a-zµ%]/i.test(count[0].replace(/bins?/i, ''))) {
    spec.bins = { count: Number(count[1] ?? count[2]) };
    bindMatch(c, count, `${spec.bins.count} bins`);
    return true;
  }
  if (width) {
    spec.bins = { width: Number(width[1] ?? width[2]) };
    bindMatch(c, width, `bins ${spec.bins.width} wide`);
    return true;
  }
  return false;
};

/** "<role word> <column>" or "<column> as (the) <role word>". */
const roles: Rule = (c, spec) => {
  let found = false;
  for (const mention of c.mentions) {
    const before = c.text.slice(Math.max(0, mention.start - 40), mention.start);
    const after = c.text.slice(mention.end, mention.end + 24);
    for (const [word, role] of ROLE_WORDS) {
      const pre = new RegExp(`${word.source}\\s*(column|col\\.?|is|=|:)?\\s*(?:the\\s+)?$`, 'i').exec(before);
      const post = new RegExp(`^\\s*(as|is)\\s+(the\\s+)?${word.source}`, 'i').exec(after);
      // A role word inside another column's name ("tumour size by grade") is that column's.
      const at = pre ? Math.max(0, mention.start - 40) + pre.index : mention.end;
      if (pre && c.mentions.some((o) => o.column !== mention.column && o.end > at && o.start < at + pre[0].length)) continue;
      // "at high tension", "low dose": an adjective of degree before a column says which rows, never the column of upper limits.
      if (pre && !post && /^(?:lower|upper)$/.test(role) && /^(?:low|high)\s*$/i.test(pre[0])) continue;
      if (pre || post) {
        // "from" and "to" name a flow's ends on a Sankey diagram only ("switch to violins" names no target).
        if (/^(?:from|to)$/i.test(((pre ?? post)![0].match(/\b(?:from|to)\b/i) ?? [''])[0]) && !/\b(?:source|target)\b/i.test((pre ?? post)![0]) && spec.type !== 'sankey') continue;
        spec.roles[role] = mention.column;
        if (pre) bindMatch(c, pre, `${role}: ${mention.column}`, Math.max(0, mention.start - 40));
        if (post) bindMatch(c, post, `${role}: ${mention.column}`, mention.end);
        found = true;
        break;
      }
    }
  }
  return found;
};

/** Binds a text rule's span and hands it back. */
function took(c: Clause, start: number, end: number, part: string): [number, number] {
  c.bind(start, end, part);
  return [start, end];
}

/** "legend title Dose", "rename the legend title to Dose", "call the legend 'Dose group'". */
const legendTitle: TextRule = (c, spec) => {
  const named = /\b(?:(?:rename|change|set|make)\s+(?:the\s+)?)?(?:legend(?:'s)?\s*(?:title|heading|name|label)|(?:title|heading|name|label) of the legend|(?:rename|call|name|title) the legend)\b/i.exec(c.text);
  if (!named) return undefined;
  const removal = new RegExp(`${REMOVE}\\s+(?:the\\s+)?legend(?:'s)?\\s*title`, 'i').exec(c.text);
  if (removal) {
    spec.legendTitle = '';
    return took(c, removal.index ?? 0, (removal.index ?? 0) + removal[0].length, 'legend title: none');
  }
  const read = quotedOrRest(c.text, new RegExp(named[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'));
  if (!read) return undefined;
  spec.legendTitle = read.value;
  return took(c, named.index ?? 0, read.end, `legend title: ${read.value}`);
};

const TITLE_WORD = /\b(?:(?:(?:change|set|make|rename|give it|add|use|put|with|and)\s+)?(?:(?:a|an|the)\s+)?(?:(?:main|plot|chart|figure|big|short|new)\s+)?title(?:d)?(?:\s+(?:of\s+)?(?:it|the\s+(?:chart|plot|figure|graph)))?|call(?:ed)?(?: it)?|heading)\b/i;

const title: TextRule = (c, spec) => {
  const removal = new RegExp(`${REMOVE}\\s+(?:the\\s+|a\\s+|any\\s+)?(?:main\\s+|plot\\s+|chart\\s+|figure\\s+)?title\\b`, 'i').exec(c.text);
  if (removal) {
    delete spec.title;
    return took(c, removal.index ?? 0, (removal.index ?? 0) + removal[0].length, 'title: none');
  }
  const word = TITLE_WORD.exec(c.text);
  if (!word) return undefined;
  // "x axis title", "legend title" are other rules' words.
  if (/\b(?:x|y|axis|legend)[\s-]*$/i.test(c.text.slice(0, (word.index ?? 0) + word[0].search(/title|call|heading/i)))) return undefined;
  // "call the y axis 'Fuel use'", "title the legend 'Arm'": an axis or legend named after the verb is its own.
  if (/^\s+(?:the\s+)?(?:(?:x|y|horizontal|vertical)[\s-]*axis|legend)\b/i.test(c.text.slice((word.index ?? 0) + word[0].length))) return undefined;
  const read = quotedOrRest(c.text, TITLE_WORD);
  if (!read || /^(x|y)\b/i.test(read.value)) return undefined;
  spec.title = read.value;
  return took(c, word.index ?? 0, read.end, `title: ${read.value}`);
};

const AXIS_LABEL_WORD = String.raw`(?:label|title|name)s?`;

const axisLabel: TextRule = (c, spec) => {
  // "remove the x label"; "remove the title and the x label": a removal verb earlier in the clause reaches the label after "and".
  const removal = new RegExp(`(?:${REMOVE}\\s+|^(?:and|,)\\s+)(?:the\\s+)?(x|y|horizontal|vertical)[\\s-]*(?:axis)?(?:'s)?\\s*${AXIS_LABEL_WORD}\\b`, 'i').exec(c.text);
  if (removal && (!/^(?:and|,)/i.test(removal[0]) || new RegExp(`${REMOVE}\\s`, 'i').test(c.context ?? ''))) {
    const axis = /^(x|horizontal)$/i.test(removal[1] ?? '') ? 'xAxis' : 'yAxis';
    spec[axis].label = '';
    return took(c, removal.index ?? 0, (removal.index ?? 0) + removal[0].length, `${axis === 'xAxis' ? 'x' : 'y'} axis label: none`);
  }
  const m =
    /\b(?:(?:change|set|rename|make|relabel|call|label)\s+)?(?:the\s+)?(x|y|horizontal|vertical)[\s-]*(axis)?(?:'s)?\s*(label(?:led|ed)?|title(?:d)?|name(?:d)?|called)\b/i.exec(c.text) ??
    /\b(?:re)?label( the)? (x|y)[\s-]*axis\b/i.exec(c.text) ??
    // "label x as 'Substrate (ppm)'": the axis by its letter alone, before "as".
    /\b(?:re)?label\s+(?:the\s+)?(x|y)\s+(?:as|with)\b/i.exec(c.text) ??
    // "name the y axis 'Fuel use'", "rename the x axis to 'Power'", "give the x axis the label 'Power'".
    /\b(?:(?:re)?name|call|(?:re)?title)\s+(?:the\s+)?(x|y|horizontal|vertical)[\s-]*axis\b(?:\s+(?:to|as))?/i.exec(c.text) ??
    /\bgive\s+(?:the\s+)?(x|y|horizontal|vertical)[\s-]*axis\s+(?:the\s+|a\s+)?(?:label|title|name)\b(?:\s+(?:of|as))?/i.exec(c.text) ??
    // "... the y axis title to 'A' and the x one to 'B'": "one" stands for the label just named.
    (/\b(?:label|title|name)/i.test(c.context ?? '') ? /^(?:and\s+|,\s*)?(?:the\s+)?(x|y|horizontal|vertical)[\s-]*(axis)?\s+(one)\b/i.exec(c.text) : null) ??
    // "log-scale the y axis and label it 'Unemployed'": "it" is the axis just named.
    /\b(x|y)[\s-]*axis\b.*?\b(?:and\s+)?(?:label|title|name|call)\s+it\b/i.exec(c.text) ??
    // "y axis 'Sepal length (cm)'": an axis followed by words in quotes is labelled with them.
    new RegExp(`\\b(x|y|horizontal|vertical)[\\s-]*axis\\b(?=\\s*[:=]?\\s*${QUOTED})`, 'i').exec(c.text);
  if (!m) return undefined;
  const axis = /\b(x|horizontal)\b/i.test(m[1] ?? '') || /\bx\b/i.test(m[2] ?? '') || /(?:^|\s)(?:x|horizontal)[\s-]/i.test(m[0]) ? 'xAxis' : 'yAxis';
  if (/\bit$/i.test(m[0])) {
    const start = (m.index ?? 0) + m[0].search(/\b(?:label|title|name|call)\s+it$/i);
    const read = quotedOrRest(c.text.slice(start), /^\w+\s+it\b/i);
    if (!read) return undefined;
    spec[axis].label = read.value;
    return took(c, start, start + read.end, `${axis === 'xAxis' ? 'x' : 'y'} axis label: ${read.value}`);
  }
  const read = quotedOrRest(c.text, new RegExp(m[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'));
  if (!read) return undefined;
  spec[axis].label = read.value;
  return took(c, m.index ?? 0, read.end, `${axis === 'xAxis' ? 'x' : 'y'} axis label: ${read.value}`);
};

/**
 * "axis titles 'Girth (in)' and 'Volume (cu ft)'", "the axis labels should be 'A' and 'B'": two
 * labels for the two axes, each given to the axis whose column it names. Labels that name neither
 * column, or the same one, are left unread.
 */
const axisLabelsByColumn: TextRule = (c, spec) => {
  const m = new RegExp(`\\baxis\\s+(?:labels|titles|names)\\s*(?:[:=]|(?:should|must|shall|could)\\s+be|are|to|as|of)?\\s*${QUOTED}\\s*(?:and|,|&|/)\\s*${QUOTED}`, 'i').exec(c.text);
  if (!m || !spec.x || spec.y.length !== 1) return undefined;
  const names = (label: string) => findColumns(label, c.table.names).map((f) => f.column);
  const [first, second] = [m[1]!.trim(), m[2]!.trim()];
  const firstX = names(first).includes(spec.x) && names(second).includes(spec.y[0]!);
  const firstY = names(first).includes(spec.y[0]!) && names(second).includes(spec.x);
  if (firstX === firstY) return undefined;
  spec.xAxis.label = firstX ? first : second;
  spec.yAxis.label = firstX ? second : first;
  return took(c, m.index ?? 0, (m.index ?? 0) + m[0].length, `axis labels: x ${spec.xAxis.label}, y ${spec.yAxis.label}`);
};

/** "log scale" (the y axis unless an axis is named), "log x", "linear y axis". */
const logScale: Rule = (c, spec) => {
  // "linear fit", "linear regression" name a model, not an axis.
  const m = /\b(log(arithm(?:ic(?:ally)?|s)?)?|log10|log2|log[\s-]?10|log[\s-]?2|linear)[\s-]*(scale[ds]?|axis|axes|transformed)?\b(?![\s-]*(fit|regression|model|trend|least|line\b))/i.exec(c.text);
  if (!m || /\blog2\s*fc\b|\blog[\s-]*rank\b/i.test(c.text)) return false;
  // "remove the log scale", "undo the log scale on y": the axes said, else every log axis, back to linear.
  const removed = /linear/i.test(m[1] ?? '') ? null : new RegExp(String.raw`\b${REMOVE}\s+(?:the\s+|a\s+|any\s+)?$`, 'i').exec(c.text.slice(0, m.index ?? 0));
  if (removed) {
    const saidX = /\bx\b|\bhorizontal\b/i.test(c.text);
    const saidY = /\by\b|\bvertical\b/i.test(c.text);
    const x = saidX || (!saidY && spec.xAxis.scale === 'log');
    const y = saidY || (!saidX && (spec.yAxis.scale === 'log' || !x));
    if (x) spec.xAxis.scale = 'linear';
    if (y) spec.yAxis.scale = 'linear';
    bindMatch(c, removed, 'log scale: none');
    bindMatch(c, m, `${x && y ? 'both axes' : x ? 'x axis' : 'y axis'}: linear scale`);
    bindAll(c, /\b(?:x|y|horizontal|vertical|axis|axes|scale)\b/i, 'linear scale');
    return true;
  }
  const scale = /linear/i.test(m[1] ?? '') ? 'linear' : 'log';
  const both = /\blog[\s\u2013-]+log\b/i.exec(c.text);
  if (both) bindMatch(c, both, 'both axes: log scale');
  // "bodywt on a log scale": the axis of the column named just before it.
  const named = [...c.mentions].reverse().find((mm) => mm.end <= (m.index ?? 0) && /^\s*(?:on|in|to|with)?\s*(?:a|the)?\s*$/i.test(c.text.slice(mm.end, m.index ?? 0)));
  // "against log Wind", "log concentration": a bare "log" before a column is that column's axis.
  const after = m[2] ? undefined : c.mentions.find((mm) => mm.start >= (m.index ?? 0) + m[0].length && /^\s*$/.test(c.text.slice((m.index ?? 0) + m[0].length, mm.start)));
  const axisOf = (column: string | undefined) => (column === undefined ? undefined : column === spec.x ? 'x' : spec.y.includes(column) ? 'y' : undefined);
  // Read before the sides are placed: "<y> against log <x>" puts the column after the connector on x.
  const afterConnector = after && [...c.text.slice(0, m.index ?? 0).matchAll(CONNECTOR)].some((k) => /^\s*$/.test(c.text.slice((k.index ?? 0) + k[0].length, m.index ?? 0)));
  const namedAxis = axisOf(named?.column) ?? axisOf(after?.column) ?? (afterConnector ? 'x' : undefined);
  // An axis named beside the scale words ("log x", "y on a log scale", "log scale on the x axis"),
  // not elsewhere in the clause nor past a comma ("concentration on a log axis, viability on y").
  const near = `${/(?:[^\s,;]+\s+){0,3}$/.exec(c.text.slice(0, m.index ?? 0))?.[0] ?? ''}${m[0]}${/^\s*[^\s,;]*(?:\s+[^\s,;]+){0,3}/.exec(c.text.slice((m.index ?? 0) + m[0].length))?.[0] ?? ''}`;
  const axisSaid = /\b(?:x|y|horizontal|vertical|both)\b/i.test(near) || Boolean(both);
  // "concentration on a log axis, viability on y": the column's axis is known once the chart has placed it (columnScales.ts).
  const pending = axisSaid || namedAxis ? undefined : (named ?? after);
  if (pending) {
    bindMatch(c, m, scaleOfColumn(pending.column, scale));
    bindAll(c, /\b(?:axis|scale|scaled|transform(?:ed)?|base[\s-]?10)\b/i, `${scale} scale`);
    return true;
  }
  const x = /\bx\b|\bhorizontal\b|\bboth\b/i.test(c.text) || Boolean(both) || namedAxis === 'x';
  const y = /\by\b|\bvertical\b|\bboth\b/i.test(c.text) || !x || Boolean(both) || namedAxis === 'y';
  if (x) spec.xAxis.scale = scale;
  if (y) spec.yAxis.scale = scale;
  bindMatch(c, m, `${x && y ? 'both axes' : x ? 'x axis' : 'y axis'}: ${scale} scale`);
  bindAll(c, /\b(?:x|y|both|horizontal|vertical|axis|axes|scale|scaled|transform(?:ed)?|base[\s-]?10)\b/i, `${scale} scale`);
  return true;
};

const range: Rule = (c, spec) => {
  let found = false;
  const N = String.raw`(-?\d{1,3}(?:,\d{3})+(?:\.\d+)?|-?\d+(?:\.\d+)?(?:e-?\d+)?)`;
  const pattern = new RegExp(String.raw`\b(x|y|horizontal|vertical)[\s-]*(axis|axes)?\s*(?:range|limits?|scale|should|to|go(?:es)?|run|runs|start(?:s|ing)?)?\s*(?:at|from|between|of)?\s*${N}\s*(?:to|-|and|–|up to)\s*${N}`, 'gi');
  for (const m of c.text.matchAll(pattern)) {
    const lo = Number((m[3] ?? '').replace(/,/g, ''));
    const hi = Number((m[4] ?? '').replace(/,/g, ''));
    if (!(lo < hi)) continue;
    spec[/^(x|horizontal)$/i.test(m[1] ?? '') ? 'xAxis' : 'yAxis'].range = [lo, hi];
    bindMatch(c, m, `${m[1]} axis range: ${lo} to ${hi}`);
    found = true;
  }
  if (found) bindAll(c, /\b(?:limit|limits|range|ranges|clip|clipped|set|axis|axes|both)\b/i, 'axis range');
  return found;
};

const legend: Rule = (c, spec) => {
  const off = new RegExp(`${REMOVE}\\s+(?:the\\s+|a\\s+)?legend\\b(?!\\s*title)|\\blegend\\s+(?:off|hidden)\\b`, 'i').exec(c.text);
  if (off) {
    spec.legend = 'none';
    bindMatch(c, off, 'legend: none');
    return true;
  }
  const m =
    /\blegend\b.*?\b(top|bottom|left|right|inside|below|underneath|beneath|above)\b/i.exec(c.text) ??
    /\b(top|bottom|left|right|inside)\b.*?\blegend\b/i.exec(c.text) ??
    // "call the legend 'Diet' and park it on the right": "it" is the legend the clause named.
    (/\blegend\b/i.test(c.context ?? '') ? /\b(?:it|them)\b.*?\b(top|bottom|left|right|inside|below|underneath|beneath|above)\b/i.exec(c.text) : null);
  if (m) {
    // "underneath", "below the plot": at the bottom; "above": at the top.
    const side = (m[1] ?? 'auto').toLowerCase();
    spec.legend = (/^(?:below|underneath|beneath)$/.test(side) ? 'bottom' : side === 'above' ? 'top' : side) as Legend;
    bindOwnWords(c, m, `legend: ${spec.legend}`, /^(?:legend|it|them|top|bottom|left|right|inside|below|underneath|beneath|above|outside|upper|lower|corner|side|move|put|place|park|position|plot|chart|figure|graph|panel|area)$/i);
    return true;
  }
  const on = /\b(show|add|include)( a| the)? legend\b/i.exec(c.text);
  if (on) {
    spec.legend = 'auto';
    bindMatch(c, on, 'legend: shown');
    return true;
  }
  return false;
};

const referenceLine: Rule = (c, spec) => {
  const m = new RegExp(String.raw`\b(horizontal|vertical|reference|dashed|threshold|cut-?off)?\s*line\s+at\s+(x|y)?\s*=?\s*${NUMBER}`, 'i').exec(c.text);
  if (!m) return false;
  const axis = m[2] ? (m[2].toLowerCase() as 'x' | 'y') : /vertical/i.test(m[1] ?? '') ? 'x' : 'y';
  const label = new RegExp(`\\blabel(?:led|ed)?\\s*(?:as)?\\s*${QUOTED}`, 'i').exec(c.text)?.[1];
  spec.referenceLines.push({ axis, value: Number(m[3]), ...(label ? { label } : {}) });
  bindMatch(c, m, `reference line at ${axis} = ${m[3]}`);
  bindMatch(c, new RegExp(`\\blabel(?:led|ed)?\\s*(?:as)?\\s*${QUOTED}`, 'i').exec(c.text), 'reference line label');
  bindAll(c, /\b(?:add|draw|put|dashed|dotted|reference|horizontal|vertical)\b/i, 'reference line');
  return true;
};

const removeReferenceLines: Rule = (c, spec) => {
  const m = /\b(remove|delete|no|drop)\b.*\b(reference |horizontal |vertical )?lines?\b/i.exec(c.text);
  if (!m || /\blegend\b/i.test(c.text)) return false;
  spec.referenceLines = [];
  bindOwnWords(c, m, 'reference lines: none', /^(?:remove|delete|no|drop|reference|horizontal|vertical|dashed|dotted|lines?|all|any)$/i);
  return true;
};

const annotation: TextRule = (c, spec) => {
  const m = new RegExp(String.raw`\b(annotate|annotation|add (a )?(label|note|text))\s*(with)?\s*${QUOTED}\s*at\s*\(?\s*(x\s*=\s*)?${NUMBER}\s*,\s*(y\s*=\s*)?${NUMBER}\s*\)?`, 'i').exec(c.text);
  if (!m) return undefined;
  spec.annotations.push({ text: m[5] ?? '', x: Number(m[7]), y: Number(m[9]) });
  return took(c, m.index ?? 0, (m.index ?? 0) + m[0].length, `annotation: ${m[5] ?? ''}`);
};

/** Survival words after "median": the median of a survival curve, not a summary of a column. */
const SURVIVAL_MEDIAN = String.raw`\s+(?:(?:overall|progression[\s-]free|recurrence[\s-]free|disease[\s-]free|event[\s-]free)\s+)?(?:survival|OS|PFS|DFS|RFS|EFS|time(?:\s+to\s+\w+)?|follow[\s-]?up)\b`;

/** "median survival marked", "mark the median PFS of each curve", "median OS with its CI": each curve's median. */
const medianSurvival: Rule = (c, spec) => {
  const m = new RegExp(String.raw`\b(?:(?:mark|marked|show|shown|add|added|annotate|annotated|print|printed|report|with|and)\s+(?:the\s+)?)?medians?${SURVIVAL_MEDIAN}(?:\s+(?:of\s+each\s+(?:curve|arm|group)|per\s+(?:curve|arm|group)))?(?:\s+(?:marked|shown|annotated|printed|indicated|with\s+(?:its|their)\s+(?:95\s*%\s*)?CIs?))?`, 'i').exec(c.text);
  if (!m) return false;
  setMethod(spec, 'medianSurvival', true);
  bindMatch(c, m, 'drawn by kaplan_meier: the median survival of each curve');
  return true;
};

const summary: Rule = (c, spec) => {
  // A column named "count" or "total" is a column, not a summary.
  const inColumn = (at: number) => c.mentions.some((m) => at >= m.start && at < m.end);
  // "orchid counts", "insect counts": counts right after a numeric column name what the column holds, not a count of rows.
  const countsOf = (m: RegExpMatchArray) => /^counts?$/i.test(m[0]) ? c.mentions.find((mm) => /^\s*$/.test(c.text.slice(mm.end, m.index ?? 0)) && mm.end <= (m.index ?? 0) && c.table.columns?.find((col) => col.name === mm.column)?.type === 'number') : undefined;
  const aggs = [...c.text.matchAll(new RegExp(String.raw`\b(mean|average|median|sum|total|count|maximum|max|minimum|min)s?\b(?!${SURVIVAL_MEDIAN})`, 'gi'))].filter((m) => !inColumn(m.index ?? 0));
  for (const m of aggs) {
    const of = countsOf(m);
    if (of) c.bind(m.index ?? 0, (m.index ?? 0) + m[0].length, `describes ${of.column}`);
  }
  const agg = aggs.find((m) => !countsOf(m));
  const err = [...c.text.matchAll(/\b(sems?|s\.e\.m\.?|standard[\s-]errors?|se|sd|s\.d\.|standard[\s-]deviations?|95\s*%?\s*(cis?|confidence intervals?)|confidence intervals?|cis)\b/gi)].find((m) => !inColumn(m.index ?? 0));
  let counting = /\b(?:(?:the\s+)?number\s+of|how\s+many|tally|tallied|tallying|frequency\s+of|counts?\s+of|counting|counted)\b/i.exec(c.text);
  // "the number of forward gears", "number of positive lymph nodes": a numeric column after its modifiers, not a count.
  const counted = counting ? c.mentions.find((m) => m.start >= (counting!.index ?? 0) + counting![0].length && /^\s*(?:the\s+)?(?:(?!(?:in|each|every|per|by|for|of|at|on|with|and|or|across|over)\b)\w+\s+){0,3}$/i.test(c.text.slice((counting!.index ?? 0) + counting![0].length, m.start))) : undefined;
  if (counting && counted && c.table.columns?.find((col) => col.name === counted.column)?.type === 'number') {
    bindMatch(c, counting, `describes ${counted.column}`);
    c.bind((counting.index ?? 0) + counting[0].length, counted.start, `describes ${counted.column}`);
    counting = null;
  }
  if (counting && !agg) {
    spec.aggregate = 'count';
    bindMatch(c, counting, 'summary: count');
  }
  if (!agg && !err) return Boolean(counting);
  if (agg) {
    const summaryOf = (m: RegExpMatchArray) => {
      const word = (m[1] ?? '').toLowerCase();
      return word === 'average' ? 'mean' : word === 'total' ? 'sum' : word === 'maximum' ? 'max' : word === 'minimum' ? 'min' : (word as ChartSpec['aggregate']);
    };
    spec.aggregate = summaryOf(agg);
    // "average growth curve ...: mean weight": the same summary said twice is one summary; another one is left unread.
    for (const m of aggs) if (!countsOf(m) && summaryOf(m) === spec.aggregate) bindMatch(c, m, `summary: ${spec.aggregate}`);
  }
  if (err) {
    const word = (err[1] ?? '').toLowerCase();
    const kind: ErrorKind = /sd|s\.d|deviation/.test(word) ? 'sd' : /ci|confidence/.test(word) ? 'ci95' : 'sem';
    spec.errorBars = kind;
    bindMatch(c, err, `error bars: ${kind}`);
    // "mean ... with an SEM band", "95% CI ribbons", "shaded ±SD": the error of the summaries as a
    // band joining them; with no summary named, a "95% CI band" is a fitted model's (FEATURE_WORDS).
    const at = err.index ?? 0;
    const end = at + err[0].length;
    const bandAfter = /^\s*(?:bands?|ribbons?|envelopes?|shad(?:ing|ed\s+(?:bands?|areas?|regions?)))\b/i.exec(c.text.slice(end));
    const shadedBefore = /\bshaded\s*(?:\u00b1|\+\/-)?\s*$/i.exec(c.text.slice(0, at));
    if (agg && (bandAfter || shadedBefore)) {
      spec.errorStyle = 'band';
      c.bind(shadedBefore ? (shadedBefore.index ?? 0) : at, bandAfter ? end + bandAfter[0].length : end, `error band: ${kind}`);
    }
    bindAll(c, /\b(?:error[\s-]?bars?|whiskers|\u00b1|\+\/-|plus[\s-]or[\s-]minus)\b|\u00b1|\+\/-/i, `error bars: ${kind}`);
  }
  return true;
};

const points: Rule = (c, spec) => {
  const off = new RegExp(`${REMOVE}\\b.*\\b(points|dots|individual (values|points|data)|jitter)\\b`, 'i').exec(c.text);
  if (off) {
    spec.showPoints = false;
    bindOwnWords(c, off, 'points: hidden', /^(?:no|remove|removing|hide|hiding|without|drop|delete|lose|omit|suppress|get|rid|take|away|out|off|turn|switch|do|not|don|dont|show|include|draw|add|need|want|any|points|dots|individual|values|data|jitter|all|raw)$/i);
    return true;
  }
  const on = /\b(show|add|overlay|overlaid|with|plus|include|including|superimpose[ds]?)\b.*?\b(?:(?:the|all|raw|individual|single|data)\s+)*(points|dots|values|data|observations|jitter(?:ed)?)\b/i.exec(c.text);
  if (on && /points|dots|jitter|individual|raw/i.test(on[0])) {
    spec.showPoints = true;
    // Shown by the chart types that draw points; any other refuses them (featureProblem), never drops them.
    bindOwnWords(c, on, `drawn by ${POINT_TYPES.join(' or ')}: the individual points`, /^(?:show|add|overlay|overlaid|with|plus|include|including|superimpose[ds]?|all|raw|individual|single|data|points|dots|values|observations|jitter(?:ed)?)$/i);
    return true;
  }
  return false;
};

const orientation: Rule = (c, spec) => {
  // Only the word is bound: what follows it in the clause ("horizontal bars for the purple looms") is still to be read.
  // "the vertical axis", "a horizontal line at 5" name an axis or a line, not the bars' orientation.
  // "lay the boxes on their side", "bars lying down": horizontal; "standing up": vertical.
  const lying = /\b(?:(?:flip|rotate|turn)\s+(?:it|them|the\s+(?:bars|boxes|violins|chart|plot))\s+(?:(?:so|such)\s+(?:that\s+)?)?(?:(?:it|they|the\s+(?:bars|boxes|violins))\s+)?(?:go|goes|run|runs|lie|lies|are|is|point)\s+(?:sideways|horizontal(?:ly)?)|(?:lying|lie|lay|laid)\s+(?:(?:them|it|the\s+(?:bars|boxes|violins))\s+)?(?:down|flat|horizontal(?:ly)?|on\s+(?:their|its)\s+sides?)|(?:turn(?:ed)?|put)\s+(?:them|it|the\s+(?:bars|boxes|violins))\s+on\s+(?:their|its)\s+sides?|sideways)\b/i.exec(c.text);
  const standing = /\b(?:standing\s+up|stand\s+(?:them\s+)?up(?:right)?|upright)\b/i.exec(c.text);
  if ((lying || standing) && !(lying && standing)) {
    spec.orientation = lying ? 'horizontal' : 'vertical';
    bindMatch(c, lying ?? standing, `orientation: ${spec.orientation}`);
    return true;
  }
  const m = /\b(horizontal|vertical|flip|rotate)\b(?![\s-]*(?:axis|axes|lines?|error|gridlines?)\b)/i.exec(c.text);
  if (!m || /\bline\b/i.test(c.text)) return false;
  if (/flip|rotate/i.test(m[1] ?? '')) spec.orientation = spec.orientation === 'horizontal' ? 'vertical' : 'horizontal';
  else spec.orientation = (m[1] ?? '').toLowerCase() as 'horizontal' | 'vertical';
  bindMatch(c, m, `orientation: ${spec.orientation}`);
  return true;
};

function setMethod<K extends keyof Methods>(spec: ChartSpec, key: K, value: Methods[K]): void {
  spec.methods = { ...spec.methods, [key]: value };
}

/** "Spearman", "Spearman's rho", "Kendall's tau", "Pearson", "with the correlation coefficient". */
const correlationMethod: Rule = (c, spec) => {
  let method: CorrelationMethod | undefined;
  if (/\bkendall|\btau[\s-]?b\b/i.test(c.text)) method = 'kendall';
  else if (/\bspearman|\brho\b|\u03c1/i.test(c.text)) method = 'spearman';
  else if (/\bpearson/i.test(c.text)) method = 'pearson';
  else if (/\bcorrelation (coefficient|test)\b|\b(with|show|add|print)( the| a)? correlation\b/i.test(c.text)) method = spec.methods?.correlation ?? 'pearson';
  if (/\btau[\s-]?c\b|\bpolychoric|\bpartial correlation|\bdistance correlation|\bbiweight/i.test(c.text)) {
    setMethod(spec, 'unavailable', (/\btau[\s-]?c\b|\bpolychoric|\bpartial correlation|\bdistance correlation|\bbiweight/i.exec(c.text)?.[0] ?? '').toLowerCase());
    bindAll(c, /\btau[\s-]?c\b|\bpolychoric|\bpartial correlation|\bdistance correlation|\bbiweight/i, 'method not computed');
    return true;
  }
  if (!method) return false;
  setMethod(spec, 'correlation', method);
  bindAll(c, /\bkendall(?:'s)?|\btau(?:[\s-]?b)?\b|\bspearman(?:'s)?|\brho\b|\u03c1|\bpearson(?:'s)?|\bcorrelation(?:s)?(?: coefficients?| tests?)?\b|\bcoefficients?\b|\b(?:r|r2|r\^2|r\u00b2)\b|\u00b2|\bp(?:[\s-]?values?)?\b|\bannotat\w*|\b(?:in|on) the corner\b|\breport(?:ed)?\b|\bprint(?:ed)?\b|\bstatistics?\b/i, `correlation: ${method}`);
  return true;
};

/** "fixed effect(s)", "common effect", "random effects", "DerSimonian-Laird"; other estimators are refused by name. */
const metaModel: Rule = (c, spec) => {
  const other = /\b(reml|restricted maximum likelihood|paule[\s-]mandel|sidik[\s-]jonkman|hartung[\s-]knapp|knapp[\s-]hartung|hksj|empirical bayes|mantel[\s-]haenszel|peto)\b/i.exec(c.text);
  if (other) {
    setMethod(spec, 'unavailable', `the ${other[1]} method`);
    bindMatch(c, other, 'method not computed');
    return true;
  }
  const fixed = /\b(fixed|common)[\s-]effects?\b|\bfixed[\s-]model\b/i.exec(c.text);
  const random = /\brandom[\s-]effects?\b|\bdersimonian(?:[\s-]laird)?/i.exec(c.text) ?? /\bDL\b/.exec(c.text);
  if (fixed) setMethod(spec, 'meta', 'fixed');
  else if (random) setMethod(spec, 'meta', 'random');
  else return false;
  bindAll(c, fixed ? /\b(fixed|common)[\s-]effects?\b|\bfixed[\s-]model\b/i : /\brandom[\s-]effects?\b|\bdersimonian(?:[\s-](?:and[\s-])?laird)?|\bDL\b/i, `meta-analysis: ${spec.methods?.meta}`);
  bindAll(c, /\b(?:model|meta[\s-]?analys[ie]s|pooled|pooling)\b/i, `meta-analysis: ${spec.methods?.meta}`);
  return true;
};

/** "LOESS", "lowess", "quadratic", "cubic", "polynomial of degree 2", "linear fit"; "trend line" alone is linear. */
/** "stacked bars", "stacked by menopausal status", "stacked to 100%", "100% stacked bars": groups stacked within each bar. */
const stacking: Rule = (c, spec) => {
  const words = wordsOnly(c);
  const stacked = /\b(?:100\s*%\s*|percent(?:age)?\s+|proportional(?:ly)?\s+)?stack(?:ed|ing)?\b(?!\s+areas?\b)(?:\s+(?:bars?|columns?))?(?:\s+(?:to|as|at)\s+(?:100\s*%|100\s+percent|percent(?:ages)?|proportions?|shares?))?/i.exec(words);
  if (!stacked) return false;
  // "stacked by clarity to 100%": the share may be said after the groups.
  const share = /100|percent|proportion|share/i.test(stacked[0]) ? null : /\b(?:to|at|as)\s+(?:100\s*%|100\s+percent|percent(?:ages)?|proportions|shares)(?!\w)/i.exec(words);
  spec.stack = share || /100|percent|proportion|share/i.test(stacked[0]) ? 'percent' : 'absolute';
  const part = `stacked bars${spec.stack === 'percent' ? ' (shares, to 100%)' : ''}`;
  bindMatch(c, stacked, part);
  if (share) bindMatch(c, share, part);
  return true;
};

/** "on the same axes", "in one plot", "together on a single graph": one panel, which a chart without panels is. */
const onePanel: Rule = (c, spec) => {
  const m = /\b(?:(?:all\s+)?together\s+)?(?:on|in|into)\s+(?:the\s+)?(?:same|one|a\s+single|single|a\s+common|common)\s+(?:set\s+of\s+)?(?:axes|axis|plot|chart|graph|panel|figure|frame)\b|\b(?:overlaid|overlaying|superimposed)\b(?=.*\b(?:on|in)\b)/i.exec(c.text);
  if (!m || spec.facet) return false;
  bindMatch(c, m, 'one panel');
  return true;
};

/**
 * "remove the colours", "forget the genre colours", "all in one colour": the colour groups dropped.
 * A column named with the colours must be the one coloured by; another is left unread.
 */
const removeGroups: Rule = (c, spec) => {
  const m = new RegExp(String.raw`\b${REMOVE}\s+(?:(?:the|all(?:\s+the)?|any|those)\s+)?(?:([\w.-]+)\s+)?(?:colou?rs|colou?ring|colou?r(?:\s+groups|\s+coding)?|grouping)\b|\b(?:all\s+)?(?:in\s+)?(?:one|a\s+single|the\s+same)\s+colou?r\b`, 'i').exec(c.text);
  if (!m) return false;
  const named = c.mentions.find((n) => n.start >= (m.index ?? 0) && n.end <= (m.index ?? 0) + m[0].length);
  if (m[1] && named?.column !== spec.group) return false;
  if (named) c.claimed.add(named.start);
  delete spec.group;
  bindMatch(c, m, 'colour groups: none');
  return true;
};

/** The words of a four-parameter logistic fit, as FEATURE_WORDS binds them. */
const FOUR_PL = FEATURE_WORDS.find(([, , what]) => what === 'a four-parameter logistic fit')![0];

const fitModel: Rule = (c, spec) => {
  let fit: FitModel | undefined;
  const degree = /\b(?:polynomial\s*(?:of\s*)?(?:degree|order)\s*(\d+)|(?:degree|order)[\s-]*(\d+)\s*polynomial)\b/i.exec(c.text);
  // "4PL", "four-parameter logistic": the words are the chart's to bind (FEATURE_WORDS); the spec says which curve.
  if (FOUR_PL.test(c.text)) fit = '4pl';
  else if (/\b(loess|lowess|locally (weighted|estimated) (scatterplot smoothing|regression)|local regression)\b/i.test(c.text)) fit = 'loess';
  else if (/\bquadratic\b|\bsecond[\s-]order polynomial\b/i.test(c.text)) fit = 'quadratic';
  else if (/\bcubic\b|\bthird[\s-]order polynomial\b/i.test(c.text)) fit = 'cubic';
  else if (degree) {
    const d = Number(degree[1] ?? degree[2]);
    if (d === 1) fit = 'linear';
    else if (d === 2) fit = 'quadratic';
    else if (d === 3) fit = 'cubic';
    else {
      setMethod(spec, 'unavailable', `a polynomial fit of degree ${d} (degrees 1 to 3 are drawn)`);
      bindAll(c, FIT_WORDS, 'method not computed');
      return true;
    }
  } else if (/\bpolynomial\b/i.test(c.text)) {
    setMethod(spec, 'unavailable', 'a polynomial fit without its degree (write "quadratic" or "cubic", or "degree 2" or "degree 3")');
    bindAll(c, FIT_WORDS, 'method not computed');
    return true;
  } else if (/\b(spline|gam|generalized additive)\b/i.test(c.text)) {
    setMethod(spec, 'unavailable', `a ${(/\b(spline|gam|generalized additive)\b/i.exec(c.text)?.[1] ?? '').toLowerCase()} smoother`);
    bindAll(c, /\b(?:spline|splines|gam|generalized additive|model|smoother|smooth)\b/i, 'method not computed');
    return true;
  } else if (/\blinear (fit|regression|trend|model|line)\b|\bstraight(?:[\s-]+(?:regression|trend|fitted|best[\s-]fit))?[\s-]+line(?: fit| trend)?\b|\bleast[\s-]squares (line|fit)\b|\bols(?: line| fit| regression)?\b|\blm\b(?:\s+(?:fit|line))?/i.test(c.text)) fit = 'linear';
  else if (/\btrend[\s-]?line\b|\bline of best fit\b|\bregression line\b|\bfitted line\b|\bbest[\s-]fit line\b|\bfit(?:ted)?\s+(?:a\s+|one\s+)?(?:separate\s+)?(?:straight\s+)?lines?\b/i.test(c.text)) fit = spec.methods?.fit ?? 'linear';
  if (!fit) return false;
  setMethod(spec, 'fit', fit);
  bindAll(c, FIT_WORDS, `fit: ${fit}`);
  // "throw a regression line on top": over the points, where a fit is drawn.
  bindAll(c, /\b(?:on top|over the top)(?:\s+of\s+(?:it|them|the\s+(?:points|dots|scatter|plot|chart|data)))?\b/i, `fit: ${fit}`);
  return true;
};

const FIT_WORDS = /\b(?:ols|lm|through (?:them|the points)|loess|lowess|locally (?:weighted|estimated) (?:scatterplot smoothing|regression)|local regression|quadratic|cubic|second[\s-]order|third[\s-]order|polynomial|(?:degree|order)[\s-]*\d+|linear|straight(?:[\s-]+(?:regression|trend|fitted|best[\s-]fit))?[\s-]+line|least[\s-]squares|fit|fits|fitted|fitting|trend[\s-]?lines?|trend|line of best fit|best[\s-]fit|regression(?: lines?)?|smooth(?:er|ing|ed)?|curve|line)\b/i;

/** "z-score by row", "row z-scores", "z-scored within columns", "scale rows"; "no z-score". */
const zScore: Rule = (c, spec) => {
  const z = /\bz[\s-]?scor(e|es|ed|ing)\b|\bstandardi[sz](e|ed|ing)\b|\bscal(e|ed|ing)\s+(by\s+|within\s+|the\s+)?(rows?|columns?)\b/i;
  if (!z.test(c.text)) return false;
  bindAll(c, z, 'z-score');
  if (/\b(no|without|raw|remove( the)?)\s+(z[\s-]?scor|standardi|scal)/i.test(c.text)) {
    if (spec.methods) delete spec.methods.zScore;
    bindAll(c, /\b(?:no|without|raw|remove)\b/i, 'z-score: none');
    return true;
  }
  // Expression heatmaps z-score genes, their rows, unless columns are named.
  setMethod(spec, 'zScore', /\b(columns?|cols?|samples?)\b/i.test(c.text) && !/\brows?\b/i.test(c.text) ? 'column' : 'row');
  bindAll(c, /\b(?:rows?|columns?|cols?|samples?|genes?|within|each|per)\b/i, `z-score: by ${spec.methods?.zScore}`);
  return true;
};

/** "cluster rows and columns", "cluster the rows", "clustered heatmap", "no clustering". */
const cluster: Rule = (c, spec) => {
  // A column called "cluster" ("life expectancy per cluster") names groups, not a clustering.
  const words = wordsOnly(c);
  if (!/\bclust(er|ers|ered|ering)\b/i.test(words)) return false;
  for (const m of words.matchAll(/\bclust(?:er|ers|ered|ering)\b/gi)) bindMatch(c, m, 'clustering');
  if (/\b(no|without|don'?t|do not|remove( the)?)\s+(the\s+)?clust/i.test(c.text)) {
    setMethod(spec, 'cluster', { rows: false, columns: false });
    bindAll(c, /\b(?:no|without|don'?t|do not|remove)\b|n't/i, 'clustering: none');
    return true;
  }
  bindAll(c, /\b(?:rows?|columns?|cols?|samples?|genes?|both)\b/i, 'clustering');
  const rows = /\brows?\b|\bgenes?\b/i.test(c.text);
  const columns = /\bcolumns?\b|\bcols?\b|\bsamples?\b/i.test(c.text);
  setMethod(spec, 'cluster', rows || columns ? { rows, columns } : { rows: true, columns: true });
  return true;
};

/** "nothing else", "leave the rest as it is": what is not asked stays as it was, which every reading does. */
const restUnchanged: Rule = (c) => {
  const rest = /\b(?:(?:leave|keep)\s+(?:the\s+rest|everything\s+else|all\s+else|anything\s+else)(?:\s+(?:as\s+(?:it\s+is|is|they\s+are|before|it\s+was)|unchanged|the\s+same|alone))?|nothing\s+else|(?:don'?t|do\s+not)\s+change\s+anything\s+else)\b/i;
  if (!rest.test(c.text)) return false;
  bindAll(c, rest, 'the rest unchanged');
  return true;
};

/** Rules whose clause is free text (a title, a label): when one applies, no other rule reads it. */
export const TEXT_RULES: Array<[string, TextRule]> = [
  ['legend title', legendTitle],
  ['title', title],
  ['axis labels by column', axisLabelsByColumn],
  ['axis label', axisLabel],
  ['annotation', annotation],
];

/** The other rules, all tried on every clause. */
export const RULES: Array<[string, Rule]> = [
  ['reference line', referenceLine],
  ['remove reference lines', removeReferenceLines],
  ['legend', legend],
  ['range', range],
  ['log scale', logScale],
  ['facet', facet],
  ['against', against],
  ['axis roles', axisRoles],
  ['replacement', replacement],
  ['daily', daily],
  ['statistical test', statisticalTest],
  ['top n', topN],
  ['sorting', sorting],
  ['bins', bins],
  ['chart type of', typeOf],
  ['group by', groupBy],
  ['one each', oneEach],
  ['period', period],
  ['roles', roles],
  ['median survival', medianSurvival],
  ['summary', summary],
  ['points', points],
  ['orientation', orientation],
  ['correlation method', correlationMethod],
  ['meta-analysis model', metaModel],
  ['fit model', fitModel],
  ['one panel', onePanel],
  ['no colour groups', removeGroups],
  ['stacking', stacking],
  ['z-score', zScore],
  ['cluster', cluster],
  ['filters', filterRule],
  ['replaced', replaced],
  ['chart type', chartType],
  ['the rest unchanged', restUnchanged],
];

