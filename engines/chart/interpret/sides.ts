// The sides of "<y> against <x>", and the columns after "grouped by" or "<chart type> of",
// read as the data's columns. A side that states columns must name
// columns of the data: a side that names none is refused (COLUMN_NOT_FOUND), never dropped for
// columns the engine would pick itself, and a word that could be two columns is refused too
// (COLUMN_AMBIGUOUS). Both carry the data's column names in their details.
import { unitOf } from '../../language/quantities.ts';
import { inflectionsOf, qualifiedNames, type Mention, type TableWords } from './columns.ts';
import { elapsedColumns } from './timeColumns.ts';
import { valuesMeant } from './qualityValues.ts';
import { InstructionError } from './errors.ts';
import { INTENT_WORDS, TYPE_WORDS } from './vocabulary.ts';
import { said, saidAs } from '../../shared/said.ts';

/** A side's text and where it starts in its clause, so that the clause's mentions can be placed. */
export interface Side {
  text: string;
  start: number;
}

export type Resolved = { columns: string[] } | { missing: string } | { ambiguous: string; candidates: string[] };

/**
 * Words that state no column: pronouns, polite lead-ins, the data as a whole, and the
 * summaries the summary rule reads. What a request asks to show ("the distribution",
 * "survival") is read as an intent, not as a column either.
 */
const FILLER = new Set(
  'a an the this that these those it its them all everything data dataset file table values value results measurements numbers variables patients subjects participants samples cases series columns column each every of in my our please plot plots show draw graph chart make create give me display visualise visualize can could you i want would like to see how mean means average median sum total count counts frequency frequencies sem se sd ci 95 95% error errors bars bar standard deviation confidence interval intervals with'.split(' '),
);

/** A side that is a unit of elapsed time: "hours", "the days", "time in minutes", "days since hatching". */
const UNIT_SIDE = /^(?:(?:the\s+)?time\s+in\s+|the\s+)?(hours|days|weeks|minutes|months)(?:\s+(?:since|after|post|from)(?:\s+[\p{L}-]+){1,2})?$/iu;
const TIME_WORDS = /^(?:(?:the\s+)?(?:time|times|t|date|dates|the years|the months|the weeks|the days|the hours))$/i;

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}%]+/gu) ?? [];
}

/** The words left once intents and filler are taken out. */
function contentWords(text: string): string[] {
  const rest = INTENT_WORDS.reduce((t, [pattern]) => t.replace(new RegExp(pattern.source, 'gi'), ' '), text);
  return words(rest).filter((w) => !FILLER.has(w));
}

function isFiller(text: string): boolean {
  return contentWords(text).length === 0;
}

function inMention(at: number, mentions: readonly Mention[]): boolean {
  return mentions.some((m) => at >= m.start && at < m.end);
}

/** The y side starts after the last chart-type word and any lead-in ("Please plot a line chart of"). */
export function ySide(text: string, at: number, mentions: readonly Mention[]): Side {
  let start = 0;
  for (const [pattern] of TYPE_WORDS) {
    for (const m of text.slice(0, at).matchAll(new RegExp(pattern.source, 'gi'))) {
      const end = (m.index ?? 0) + m[0].length;
      if (!inMention(m.index ?? 0, mentions) && end > start) start = end;
    }
  }
  // A colon ends what went before ("Small multiples by Type: uptake vs conc").
  for (const m of text.slice(0, at).matchAll(/:/g)) if (!inMention(m.index ?? 0, mentions)) start = Math.max(start, (m.index ?? 0) + 1);
  const lead = /^(?:\s*\b(?:please|plot|show|draw|graph|display|visuali[sz]e|make|create|give me|me|a|an|the|of|for)\b)*\s*/i.exec(text.slice(start, at));
  start += lead?.[0].length ?? 0;
  // Lead-in words can begin a column's name ("The value"): the side keeps the whole name.
  start = mentions.find((m) => start > m.start && start < m.end)?.start ?? start;
  // "one line per chick, weight against Time": the list before the connector is the y side; a
  // part before a comma that is no column ("one line per chick") is another phrase.
  const commas = [...text.slice(start, at).matchAll(/,/g)].map((m) => start + (m.index ?? 0)).filter((i) => !inMention(i, mentions));
  for (let k = commas.length - 1; k >= 0; k--) {
    const from = commas[k]!;
    const part = text.slice(k > 0 ? commas[k - 1]! + 1 : start, from);
    const named = mentions.filter((m) => m.start >= (k > 0 ? commas[k - 1]! + 1 : start) && m.end <= from);
    const rest = named.reduce((t, m) => t.replace(text.slice(m.start, m.end), ' '), part);
    if (named.length === 0 || /[\p{L}]{3,}/u.test(rest.replace(/\b(?:and|or|the|a|an|of|plus)\b/gi, ' '))) {
      start = from + 1 + (/^\s*/.exec(text.slice(from + 1))?.[0].length ?? 0);
      break;
    }
  }
  // "people by age band over the years": the grouping phrase ends the y side.
  const group = [...text.slice(start, at).matchAll(/\s(?:by|per|for each|for every|grouped|colou?red|split|stratified|broken down)\b/gi)].find((m) => !inMention(start + (m.index ?? 0) + 1, mentions));
  const end = group ? start + (group.index ?? 0) : at;
  return { text: text.slice(start, end), start };
}

const BREAKS = String.raw`[;:()]|\s(?:on the [xy]|on [xy]\b|along the [xy]|(?:along|across) the bottom|up the side|on the (?:horizontal|vertical)|by|per|for each|grouped|group|colou?red|colou?r|split|separated|stratified|with|using|on|in|as|log|from|between|titled|title|including|excluding|for|where|showing`;
/** An x side is one column: a comma or "and" ends it. */
const X_END = new RegExp(`,|${BREAKS}|and|plus)\\b`, 'gi');
/** After "<chart type> of", a list of columns may follow; a y/x phrase's connector ends it. */
const OF_END = new RegExp(`${BREAKS}|against|vs|versus|over|as a function of)\\b`, 'gi');

/** The text from `from` to the first break outside a column name. */
function sideUntil(text: string, from: number, mentions: readonly Mention[], ends: RegExp): Side {
  const rest = text.slice(from);
  // "against log Wind": a scale word right before a column is said of that column, which is the side.
  const scaleOfNext = (m: RegExpMatchArray) => /^\s*log$/i.test(m[0]) && mentions.some((n) => n.start >= from + (m.index ?? 0) + m[0].length && /^\s+$/.test(text.slice(from + (m.index ?? 0) + m[0].length, n.start)));
  // "against stiffness (the modulus)": a bracket holding only a column glosses the words before it, which it names.
  const glosses = [...rest.matchAll(/\(\s*(?:the\s+)?([^()]*?)\s*\)/g)].filter((g) => mentions.some((n) => n.start === from + (g.index ?? 0) + g[0].indexOf(g[1]!) && n.end === from + (g.index ?? 0) + g[0].indexOf(g[1]!) + g[1]!.length));
  const inGloss = (m: RegExpMatchArray) => glosses.some((g) => (m.index ?? 0) >= (g.index ?? 0) && (m.index ?? 0) < (g.index ?? 0) + g[0].length);
  const stop = [...rest.matchAll(ends)].find((m) => !inMention(from + (m.index ?? 0), mentions) && !inMention(from + (m.index ?? 0) + m[0].length - 1, mentions) && !scaleOfNext(m) && !inGloss(m));
  const end = stop ? (stop.index ?? 0) : rest.length;
  const lead = /^\s*/.exec(rest)?.[0].length ?? 0;
  return { text: rest.slice(lead, end).trimEnd(), start: from + lead };
}

/** The x side runs to the next break outside a column name: punctuation, "by", "with", "on a log scale" ... */
export function xSide(text: string, from: number, mentions: readonly Mention[]): Side {
  return sideUntil(text, from, mentions, X_END);
}

/** "<chart type> of <columns>" ("histogram of Volume"): the columns after "of", read as a y side. */
export function typeOfSide(text: string, mentions: readonly Mention[]): Side | undefined {
  for (const [pattern] of TYPE_WORDS) {
    const m = new RegExp(`(?:${pattern.source})s?\\s+of\\s+`, 'i').exec(text);
    if (!m || inMention(m.index ?? 0, mentions)) continue;
    const side = sideUntil(text, (m.index ?? 0) + m[0].length, mentions, OF_END);
    // "A, B and C" is a list; "effect, Spearman" is a column and then another instruction.
    const comma = [...side.text.matchAll(/,/g)].find((c) => !inMention(side.start + (c.index ?? 0), mentions));
    if (!comma || /\band\b|&/i.test(side.text)) return side;
    return { text: side.text.slice(0, comma.index), start: side.start };
  }
  return undefined;
}

function within(side: Side, mentions: readonly Mention[]): Mention[] {
  return mentions.filter((m) => m.start >= side.start && m.end <= side.start + side.text.length);
}

/** A word of the side that two columns could be. */
function ambiguity(text: string, table: TableWords): Resolved | undefined {
  const all = words(text);
  for (const word of all) {
    const candidates = inflectionsOf(word, table.names);
    if (candidates.length > 1) return { ambiguous: word, candidates };
  }
  // "blood pressure" with SBP_mmHg and DBP_mmHg: a measurement two qualified short names are of.
  for (const n of [3, 2]) {
    for (let i = 0; i + n <= all.length; i++) {
      const span = all.slice(i, i + n).map((w) => w.toLowerCase());
      if (span.some((w) => !/^[a-z]+$/.test(w))) continue;
      const candidates = qualifiedNames(span, table.names);
      if (candidates.length > 1) return { ambiguous: all.slice(i, i + n).join(' '), candidates };
    }
  }
  return undefined;
}

/** The x side: a column, or "time"/"date" for the data's one time column. */
export function resolveX(side: Side, mentions: readonly Mention[], table: TableWords): Resolved {
  const named = within(side, mentions);
  if (named[0]) return { columns: [named[0].column] };
  if (TIME_WORDS.test(side.text.trim())) {
    if (table.timeColumns.length === 1) return { columns: [...table.timeColumns] };
    if (table.timeColumns.length > 1) return { ambiguous: side.text.trim(), candidates: [...table.timeColumns] };
  }
  // "fold change vs hours", "weight over days": the one column of elapsed time in that unit
  // ("Time (h)"), or named as time without a unit; a column in another unit is none.
  const unit = UNIT_SIDE.exec(side.text.trim());
  if (unit) {
    const columns = elapsedColumns(table, unitOf(unit[1]!));
    if (columns.length === 1) return { columns: [columns[0]!.name] };
  }
  return ambiguity(side.text, table) ?? (isFiller(side.text) ? { columns: [] } : { missing: side.text.trim() });
}

/**
 * The y side, one column or several ("AAPL and MSFT"): each part must name a column, except
 * parts that only summarise ("mean weight and SEM") or point at the data ("this"). With
 * `loose`, a part of several words is prose ("a dendrogram of the cars labelled by Model")
 * and only a lone word is taken for a column's name.
 */
export function resolveY(side: Side, mentions: readonly Mention[], table: TableWords, loose = false): Resolved {
  const named = within(side, mentions);
  let masked = side.text;
  for (const m of named) masked = masked.slice(0, m.start - side.start) + '\uE001'.repeat(m.end - m.start) + masked.slice(m.end - side.start);
  const columns: string[] = [];
  let offset = 0;
  for (const part of masked.split(/(\s*(?:,|&|\band\b|\bplus\b)\s*)/i)) {
    const start = side.start + offset;
    offset += part.length;
    if (/^\s*(?:,|&|\band\b|\bplus\b)\s*$/i.test(part) || part.trim() === '') continue;
    // "weight of each chick": a column after "each" or "per" is the members measured, a grouping (grammar.ts), no measure.
    const inPart = named.filter((m) => m.start >= start && m.end <= start + part.length);
    const measured = inPart.filter((m) => !/\b(?:each|every|per)\s+$/i.test(side.text.slice(0, m.start - side.start)));
    if (inPart.length > 0) columns.push(...(measured.length > 0 ? measured : inPart).map((m) => m.column));
    // Values listed with their column ("chicks 5, 10 and 15", "China, India and the United States") are rows kept, read by filters.ts.
    else if (isListedValue(part, named, table)) continue;
    else {
      const stated = loose ? contentWords(part).length === 1 : !isFiller(part);
      const unclear = ambiguity(part, table) ?? (stated ? { missing: part.trim() } : undefined);
      if (unclear) return unclear;
    }
  }
  return { columns };
}

/**
 * Whether a request asks for a results table's own comparison ("differential expression of treated
 * vs control", "volcano plot, KO vs WT", "fold change of LPS vs mock"): its conditions name no
 * column, the table's results already compare them.
 */
export function namesResultsComparison(text: string): boolean {
  const results = [
    ...INTENT_WORDS.filter(([, intent]) => intent === 'differential_expression' || intent === 'enrichment'),
    ...TYPE_WORDS.filter(([, type]) => type === 'volcano' || type === 'ma_plot' || type === 'enrichment'),
  ];
  return /\bfold[\s-]?changes?\b|\blog2?\s*FC\b/i.test(text) || results.some(([pattern]) => pattern.test(text));
}

/** A part of a side that is a value of the data: a category's value, or a value of a column the side names. */
function isListedValue(part: string, named: readonly Mention[], table: TableWords): boolean {
  const text = part.trim().replace(/^the\s+/i, '');
  if (isCategoryValue(text, table)) return true;
  return named.some((m) => table.columns?.find((c) => c.name === m.column)?.levels.includes(text));
}

export function isCategoryValue(text: string, table: TableWords): boolean {
  const word = text.trim();
  if (table.values.has(word.toLowerCase())) return true;
  // "males vs females" of a sex column of M and F: one word meaning one value (qualityValues.ts).
  return /^\p{L}{3,}$/u.test(word) && (table.columns ?? []).some((col) => valuesMeant(col, word).length === 1);
}

/**
 * The words of a side that are a value of the data, where they meet the connector: the longest run
 * of whole words at the side's end ("compare drug" vs ...) or start (... vs "benign tumours"), as
 * offsets in the side's text; undefined when none is a value.
 */
export function valueAtConnector(text: string, table: TableWords, end: 'start' | 'end'): [number, number] | undefined {
  const words = [...text.matchAll(/\S+/g)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length] as const);
  for (let n = words.length; n >= 1; n--) {
    const [from, to] = end === 'end' ? [words[words.length - n]![0], words[words.length - 1]![1]] : [words[0]![0], words[n - 1]![1]];
    if (isCategoryValue(text.slice(from, to), table)) return [from, to];
  }
  return undefined;
}

/**
 * "1931 vs 1932": years at both sides of a connector that are both values of one column of few
 * values compare those years, as "drug vs placebo" compares values: the start of the first in the
 * text before the connector and the end of the second in the text after it; undefined otherwise.
 */
export function yearsAtConnector(before: string, after: string, table: TableWords): [number, number] | undefined {
  const last = /\b((?:1[89]|20)\d\d)\s*$/.exec(before);
  const first = /^\s*((?:1[89]|20)\d\d)\b/.exec(after);
  if (!last || !first || last[1] === first[1]) return undefined;
  const column = (table.columns ?? []).find((c) => c.levels.length >= 2 && c.levels.length <= 12 && c.levels.includes(last[1]!) && c.levels.includes(first[1]!));
  return column ? [last.index ?? 0, first[0].length] : undefined;
}

/** The refusal of a side that names no column, or names one of several. */
export function refusal(resolved: Exclude<Resolved, { columns: string[] }>, table: TableWords): InstructionError {
  const columns = saidAs(`The data's columns: ${table.names.join(', ')}.`, `The data has ${table.names.length} columns.`);
  if ('ambiguous' in resolved) {
    return new InstructionError(
      'COLUMN_AMBIGUOUS',
      `${said(resolved.ambiguous, 'A side of the request')} could be any of ${saidAs(`the columns ${resolved.candidates.join(', ')}`, `${resolved.candidates.length} columns`)}; name the one to plot. ${columns}`,
      { columns: [...table.names], candidates: resolved.candidates, unmatched: resolved.ambiguous },
    );
  }
  return new InstructionError(
    'COLUMN_NOT_FOUND',
    `${said(resolved.missing, 'A side of the request')} is not a column of this data, and no other column is drawn in its place. ${columns} Name one of them (quote a name with spaces or punctuation).`,
    { columns: [...table.names], unmatched: resolved.missing },
  );
}
