// Reading a chart request, or an edit instruction, into a ChartSpec.
import { EVERY_MEASURE, type ChartType } from '../chartTypes.ts';
import { emptySpec, type ChartSpec } from '../spec.ts';
import { isTypo, letterFraming, nearest, nounKind, tokens, verbKind } from '../../language/index.ts';
import { findColumns, looseCandidates, wordsOf, type TableWords } from './columns.ts';
import { InstructionError } from './errors.ts';
import { typeChangeProblem } from './typeChange.ts';
import { wordsOnly, type Clause } from './clause.ts';
import { countedGroups } from './countedGroups.ts';
import { valuesOfSplitColumn } from './groupValues.ts';
import { comparisonQuestions } from './comparisonQuestions.ts';
import { answeredComplaint } from './complaints.ts';
import { bindPointsPerRow } from './pointsPerRow.ts';
import { RULES, splitClauses, TEXT_RULES } from './grammar.ts';
import { bindBracketNames } from './bracketNames.ts';
import { bindBackground } from './background.ts';
import { dataNameWords } from './dataName.ts';
import { bindAlso, bindCounts, bindDescriptions, codeShapesOf, bindGlosses, bindRateBases, bindReasons, bindUnits, Bindings, unreadWords, type Binding, type Countable, type UnreadWord } from './reading.ts';
import { FEATURE_WORDS, GRAMMAR_WORDS, INTENT_WORDS, MARK_WORDS, READER_WORDS, TYPE_WORDS, typeWordNamesQuantity, type Intent } from './vocabulary.ts';
import { ordinal, said, saidAs, saidEach } from '../../shared/said.ts';

export { CHART_TYPES } from '../chartTypes.ts';
export { InstructionError } from './errors.ts';
export { tableWords, type TableWords } from './columns.ts';
export type { Binding } from './reading.ts';

/** Applies every rule that recognises the clause; returns whether any did. */
function applyClause(clause: Clause, spec: ChartSpec, allowTypeChange: boolean): boolean {
  for (const [, rule] of TEXT_RULES) {
    const span = rule(clause, spec);
    if (!span) continue;
    // The words around a title are read as a clause of their own ("violin of depth, titled 'X'").
    for (const [from, to] of [[0, span[0]], [span[1], clause.text.length]] as const) {
      const part = subClause(clause, from, to);
      if (part) applyClause(part, spec, allowTypeChange);
    }
    return true;
  }
  let understood = false;
  for (const [name, rule] of RULES) {
    if (name === 'chart type' && !allowTypeChange) continue;
    clause.changed = understood;
    if (rule(clause, spec)) understood = true;
  }
  // Columns no rule placed are remembered for the chart type to place.
  const placed = new Set([spec.x, ...spec.y, spec.group, ...Object.values(spec.roles), spec.facet?.row, spec.facet?.column]);
  for (const m of clause.mentions) {
    // A column a rule took out of the chart ("cty instead of hwy") is not kept for the chart type.
    if (!placed.has(m.column) && !spec.mentioned.includes(m.column) && !clause.claimed.has(m.start)) spec.mentioned.push(m.column);
    clause.bind(m.start, m.end, `column ${m.column}${m.how === 'name' || m.how === 'quoted' ? '' : ` (${m.how})`}`);
  }
  return understood || clause.mentions.length > 0;
}

/** The words of a clause between two offsets, as a clause of their own; undefined when only punctuation. */
function subClause(clause: Clause, from: number, to: number): Clause | undefined {
  const raw = clause.text.slice(from, to);
  const lead = raw.length - raw.trimStart().length;
  const text = raw.trim();
  if (!/[\p{L}\p{N}]/u.test(text)) return undefined;
  const start = from + lead;
  return {
    ...clause,
    text,
    offset: clause.offset + start,
    mentions: clause.mentions.filter((m) => m.start >= start && m.end <= start + text.length).map((m) => ({ ...m, start: m.start - start, end: m.end - start })),
    bind: (s: number, e: number, part: string) => clause.bind(s + start, e + start, part),
    claimed: new Set<number>(),
    context: clause.context ?? clause.text,
  };
}

/** The words of a request that say what to show or which chart, bound as such. */
function bindVocabulary(clause: Clause, bindings?: Bindings): { typeNamed: boolean; intents: Intent[] } {
  // "low dose" of an arm column is a value kept: its words ask for no dose-response chart.
  const inValue = (at: number, length: number) =>
    bindings?.list.some((b) => b.part.startsWith('filter: ') && b.start <= clause.offset + at && clause.offset + at + length <= b.end) ?? false;
  let typeNamed = false;
  const intents: Intent[] = [];
  const words = wordsOnly(clause);
  for (const [pattern, type] of TYPE_WORDS) {
    for (const m of words.matchAll(new RegExp(pattern.source, 'gi'))) {
      if (typeWordNamesQuantity(type, words.slice(0, m.index ?? 0))) continue;
      typeNamed = true;
      clause.bind(m.index ?? 0, (m.index ?? 0) + m[0].length, `chart type: ${type}`);
    }
  }
  // "mean line with a 95% CI band": the band of the summaries' error, not a fitted model's.
  const errorBand = (at: number, length: number) => bindings?.list.some((b) => b.part.startsWith('error band: ') && b.start <= clause.offset + at && clause.offset + at + length <= b.end) ?? false;
  for (const [pattern, types, what] of FEATURE_WORDS) {
    for (const m of clause.text.matchAll(new RegExp(pattern.source, 'gi'))) {
      if (errorBand(m.index ?? 0, m[0].length)) continue;
      clause.bind(m.index ?? 0, (m.index ?? 0) + m[0].length, `drawn by ${types.join(' or ')}: ${what}`);
    }
  }
  const loose = wordsOnly(clause, true);
  const found: Array<[number, Intent]> = [];
  // "depth percentage", "GC fraction": a word of parts right after a measurement's name is its unit
  // ("species percentage" still asks for the parts of a whole).
  const measured = (column: string) => clause.table.columns?.find((c) => c.name === column)?.type === 'number';
  const unitOf = (at: number, word: string) => (/^(?:percentages?|fractions?|proportions?)$/i.test(word) ? clause.mentions.find((m) => measured(m.column) && /^\s*$/.test(clause.text.slice(m.end, at))) : undefined);
  for (const m of clause.text.matchAll(/\b(?:percentages?|fractions?|proportions?)\b/gi)) {
    const unit = unitOf(m.index ?? 0, m[0]);
    if (unit) clause.bind(m.index ?? 0, (m.index ?? 0) + m[0].length, `describes ${unit.column}`);
  }
  const describes = (at: number, word: string) => unitOf(at, word) !== undefined;
  for (const [pattern, intent] of INTENT_WORDS) {
    const at = [...loose.matchAll(new RegExp(pattern.source, 'gi'))].find((m) => !inValue(m.index ?? 0, m[0].length) && !describes(m.index ?? 0, m[0]));
    if (at) found.push([at.index ?? 0, intent]);
    // A phrase that runs into a column's name ("best change from baseline") is still the phrase.
    for (const m of clause.text.matchAll(new RegExp(pattern.source, 'gi'))) if (!inValue(m.index ?? 0, m[0].length) && !describes(m.index ?? 0, m[0])) clause.bind(m.index ?? 0, (m.index ?? 0) + m[0].length, `what to show: ${intent.replace(/_/g, ' ')}`);
  }
  // "distribution of follow-up time": the first thing named to show is what is shown.
  intents.push(...found.sort((a, b) => a[0] - b[0]).map(([, intent]) => intent));
  return { typeNamed, intents };
}

/** Marks named and read by no rule ("points coloured by operator"): the chart drawn must draw them (featureProblem). */
function bindMarks(clause: Clause, bindings: Bindings): void {
  for (const [pattern, types, what] of MARK_WORDS) {
    for (const m of wordsOnly(clause).matchAll(new RegExp(pattern.source, 'gi'))) {
      const start = clause.offset + (m.index ?? 0);
      if (!bindings.coversSpan(start, start + m[0].length)) bindings.add(start, start + m[0].length, `drawn by ${types.join(' or ')}: ${what}`);
    }
  }
}

/**
 * What a count in the request may count: the columns the chart splits its rows by, with their
 * numbers of values, and the measurements it draws ("the 13 chemical measurements": every numeric
 * column, on a chart that draws them all when none is named).
 */
function countableOf(spec: ChartSpec, table: TableWords): Countable {
  const levels = (name: string) => table.columns?.find((c) => c.name === name)?.levels.length ?? 0;
  const split = [spec.x, spec.group, spec.facet?.row, spec.facet?.column, spec.roles.pair].filter((n): n is string => Boolean(n) && levels(n!) > 0);
  const groups = [...new Set(split)].map((column) => ({ column, values: levels(column) }));
  const numbers = (table.columns ?? []).filter((c) => c.type === 'number').map((c) => c.name);
  const drawn = spec.y.length >= 2 ? spec.y : EVERY_MEASURE.has(spec.type) && spec.y.length === 0 && !spec.mentioned.some((m) => numbers.includes(m)) ? numbers : [];
  return drawn.length >= 2 ? [...groups, { measures: drawn, values: drawn.length }] : groups;
}

/** Charts whose marks summarise groups: "across the classes" there names groups, not the rows. */
const SUMMARY_OF_GROUPS: ReadonlySet<ChartType> = new Set(['bar', 'boxplot', 'violin', 'errorbar', 'dot', 'beeswarm', 'raincloud', 'ridgeline', 'pie', 'density', 'histogram', 'radar']);

/** The words no rule read, once the words that only describe a named column are set aside. */
function unread(text: string, clauses: readonly Clause[], bindings: Bindings, table: TableWords, countable: Countable, type: ChartType): UnreadWord[] {
  const spans = clauses.flatMap((c) => c.mentions.map((m) => ({ start: c.offset + m.start, end: c.offset + m.end, column: m.column })));
  const meaningful = (word: string) =>
    GRAMMAR_WORDS.has(word) || table.values.has(word) || looseCandidates(word, table.names).columns.length > 0 || [...TYPE_WORDS, ...INTENT_WORDS].some(([p]) => p.test(word));
  // The request's words, tokenised once for the three passes (units before and after descriptions:
  // "closing price (USD)").
  const words = tokens(text);
  bindBracketNames(text, words, bindings, spans, meaningful);
  bindGlosses(text, bindings, spans);
  bindRateBases(words, bindings, spans, meaningful);
  bindReasons(text, words, bindings, meaningful);
  bindAlso(text, bindings);
  bindUnits(text, words, bindings, spans);
  const categories = new Set((table.columns ?? []).filter((c) => c.type === 'category').map((c) => c.name));
  bindDescriptions(words, bindings, spans, meaningful, SUMMARY_OF_GROUPS.has(type), categories, codeShapesOf(table.columns ?? []));
  bindUnits(text, words, bindings, spans);
  bindCounts(words, bindings, countable);
  bindBackground(text, words, bindings, meaningful);
  return unreadWords(words, bindings);
}

/** The refusal of a reading with words bound to nothing: the words, and what they may have meant. */
function unreadRefusal(unread: UnreadWord[], table: TableWords, reason: string): InstructionError {
  const suggestions: Record<string, string[]> = {};
  const values = [...table.values];
  for (const { word } of unread) {
    const near = [...new Set([...looseCandidates(word, table.names).columns, ...nearest(word, table.names), ...nearest(word, values)])].slice(0, 3);
    if (near.length > 0) suggestions[word] = near;
  }
  const words = saidEach(unread.map((u) => u.word), `${unread.length} ${unread.length === 1 ? 'word' : 'words'} of the request`);
  const hints = Object.entries(suggestions)
    .map(([word, near]) => `"${word}" is not a column or value of this data; did you mean ${near.map((n) => `"${n}"`).join(' or ')}?`)
    .join(' ');
  return new InstructionError(
    reason,
    `These words could not be read as part of a chart: ${words}. Nothing is drawn in their place. ${hints ? `${saidAs(hints, 'Some of them are near a column or value of the data.')} ` : ''}${saidAs(`The data's columns: ${table.names.join(', ')}.`, `The data has ${table.names.length} columns.`)} See docs/chart-requests.md for what a request can say.`,
    { unread: unread.map((u) => u.word), suggestions, columns: [...table.names] },
  );
}

export interface Interpretation {
  spec: ChartSpec;
  /** Which words made which part of the spec, in the order written. */
  bindings: Binding[];
  /** The chart type was named (in chart_types or the request), not left to the data. */
  typeGiven: boolean;
  /** What the request asked to show ("survival", "agreement" ...), for choosing a type it did not name. */
  intents: Intent[];
}

/**
 * The first reading of a request. Free prose around the recognised phrases is fine here:
 * "Please plot weight against height by sex" reads as weight ~ height, grouped by sex.
 */
export function interpretRequest(text: string, columns: readonly string[] | TableWords, chartTypes: readonly ChartType[] = []): Interpretation {
  return withSpellingMended(text, (mended) => readRequestText(mended, columns, chartTypes));
}

/**
 * Reads the text; when words are left unread and some are misspellings of the reader's own
 * words ("distribtion", "histogarm"), reads it once more with those mended. The mending is bound
 * in the reading ("'distribtion' read as 'distribution'"), so the explanation says so.
 */
function withSpellingMended<T extends { bindings: Binding[] }>(text: string, read: (text: string) => T): T {
  try {
    return read(text);
  } catch (error) {
    const unread = error instanceof InstructionError ? (error.details?.unread as string[] | undefined) : undefined;
    if (!unread) throw error;
    const mends = new Map<string, string>();
    for (const word of unread) {
      // "progression" is a word of its own, not "regression" misspelt: only words no dictionary has are mended.
      if (nounKind(word) !== undefined || verbKind(word.toLowerCase()) !== undefined) continue;
      const known = READER_WORDS.find((w) => isTypo(word.toLowerCase(), w));
      // "depending" is a form of "depend", not "descending" misspelt; "labeled" is "labelled" spelt the American way.
      const lemma = tokens(word)[0]?.lemma.toLowerCase() ?? word;
      if (known && verbKind(lemma) !== undefined && tokens(known)[0]?.lemma.toLowerCase() !== lemma) continue;
      if (known) mends.set(word, known);
    }
    if (mends.size === 0) throw error;
    // Mended words may differ in length: the reading is of the mended text, its offsets moved
    // back onto the request as written, so an explanation marks the words the client wrote.
    const shifts: Array<{ mAt: number; mEnd: number; oAt: number; oEnd: number }> = [];
    let delta = 0;
    const mended = text.replace(/[\p{L}]+/gu, (w, at: number) => {
      const to = mends.get(w);
      if (to === undefined) return w;
      shifts.push({ mAt: at + delta, mEnd: at + delta + to.length, oAt: at, oEnd: at + w.length });
      delta += to.length - w.length;
      return to;
    });
    const back = (at: number) => {
      const inside = shifts.find((sh) => at > sh.mAt && at < sh.mEnd);
      if (inside) return inside.oAt + Math.min(at - inside.mAt, inside.oEnd - inside.oAt);
      const before = shifts.filter((sh) => sh.mEnd <= at).at(-1);
      return before ? before.oEnd + (at - before.mEnd) : at;
    };
    const result = read(mended);
    for (const b of result.bindings) {
      const mendedWords = mended.slice(b.start, b.end);
      for (const [from, to] of mends) if (mendedWords.includes(to)) b.part += ` ('${from}' read as '${to}')`;
      [b.start, b.end] = [back(b.start), back(b.end)];
    }
    return result;
  }
}

/** Dashes between letters ("Bland–Altman", "Michaelis–Menten") read as hyphens; the length is kept, so offsets hold. */
function plainDashes(text: string): string {
  // Quoted text (a title) is kept as written.
  return text.replace(/(["\u201c\u2018'][^"\u201d\u2019']*["\u201d\u2019'])|(?<=\p{L})[\u2010-\u2015](?=\p{L})/gu, (dash, quoted: string | undefined) => quoted ?? '-');
}

/**
 * The request with its letter or legend framing blanked (offsets kept) and bound as such: "Dear
 * colleague,", "Best regards, Dr. Hansen", "Figure 2.", "please find the export attached".
 */
function withoutFraming(text: string, table: TableWords, bindings: Bindings): string {
  const names = (sentence: string) => findColumns(sentence, table.names).length > 0 || TYPE_WORDS.some(([p]) => p.test(sentence));
  let out = text;
  for (const f of letterFraming(text, names)) {
    bindings.add(f.start, f.end, `the request's framing: ${f.what}`);
    out = out.slice(0, f.start) + out.slice(f.start, f.end).replace(/[^\n]/g, ' ') + out.slice(f.end);
  }
  return out;
}

function readRequestText(original: string, columns: readonly string[] | TableWords, chartTypes: readonly ChartType[]): Interpretation {
  const table = wordsOf(columns);
  const bindings = new Bindings();
  const text = withoutFraming(plainDashes(original), table, bindings);
  const spec = emptySpec(chartTypes[0] ?? 'scatter');
  const clauses = splitClauses(text, table, bindings);
  // chart_types, when given, wins over words in the request.
  // The first clause that names a type decides it ("bar chart of x. Mean with SEM" stays a bar).
  let typeGiven = chartTypes.length > 0;
  const intents = new Set<Intent>();
  for (const clause of clauses) {
    applyClause(clause, spec, !typeGiven);
    const said = bindVocabulary(clause, bindings);
    typeGiven ||= said.typeNamed;
    for (const intent of said.intents) intents.add(intent);
    bindMarks(clause, bindings);
  }
  bindPointsPerRow(text, bindings, table);
  // A running total is a cumulative sum: the waterfall reads aggregate "sum" as the
  // step-by-step (finance) waterfall rather than the tumour-response one.
  if (intents.has('running_total')) spec.aggregate = 'sum';
  countedGroups(text, bindings, spec, table);
  valuesOfSplitColumn(text, bindings, spec);
  comparisonQuestions(text, bindings, spec, table);
  dataNameWords(text, bindings, spec, table);
  const left = unread(text, clauses, bindings, table, countableOf(spec, table), spec.type);
  if (left.length > 0) throw unreadRefusal(left, table, 'REQUEST_NOT_UNDERSTOOD');
  return { spec, typeGiven, intents: [...intents], bindings: sorted(bindings) };
}

function sorted(bindings: Bindings): Binding[] {
  return [...bindings.list].sort((a, b) => a.start - b.start || a.end - b.end);
}

/**
 * An edit: every clause must be understood, or the edit fails (InstructionError) and nothing
 * changes. The data, the request's list of chart types, journal style and palette stay the
 * parent's; another chart type among that list may be asked for.
 */
export function applyInstruction(parent: ChartSpec, text: string, columns: readonly string[] | TableWords, chartTypes: readonly ChartType[] = []): ChartSpec {
  return readInstruction(parent, text, columns, chartTypes).spec;
}

/** An edit as applyInstruction makes it, with which words of the instruction made which change. */
export function readInstruction(parent: ChartSpec, text: string, columns: readonly string[] | TableWords, chartTypes: readonly ChartType[] = []): { spec: ChartSpec; bindings: Binding[] } {
  return withSpellingMended(text, (mended) => readInstructionText(parent, mended, columns, chartTypes));
}

function readInstructionText(parent: ChartSpec, original: string, columns: readonly string[] | TableWords, chartTypes: readonly ChartType[]): { spec: ChartSpec; bindings: Binding[] } {
  const text = plainDashes(original);
  const spec = structuredClone(parent);
  const table = wordsOf(columns);
  const bindings = new Bindings();
  const clauses = splitClauses(text, table, bindings);
  if (clauses.length === 0) throw new InstructionError('INSTRUCTION_EMPTY', 'The instruction says nothing to change.');
  const notApplied: Array<{ clause: Clause; i: number }> = [];
  const applied: string[] = [];
  for (const [i, clause] of clauses.entries()) {
    // Words like "scatter" or "boxes" in an edit may name things of the chart: the rules keep the type.
    const understood = applyClause(clause, spec, false);
    // A type word no other rule read ("make it a violin plot", "violins instead") asks for another chart.
    const words = wordsOnly(clause);
    const asked = TYPE_WORDS.find(([pattern]) =>
      [...words.matchAll(new RegExp(pattern.source, 'gi'))].some((m) => !bindings.coversSpan(clause.offset + (m.index ?? 0), clause.offset + (m.index ?? 0) + m[0].length)),
    )?.[1];
    if (asked && asked !== spec.type) {
      const problem = typeChangeProblem(spec.type, asked, chartTypes, clause.text);
      if (problem) throw problem;
      spec.type = asked;
      bindVocabulary(clause);
      applied.push(clause.text);
      continue;
    }
    if (!understood) {
      notApplied.push({ clause, i });
      continue;
    }
    bindVocabulary(clause);
    applied.push(clause.text);
  }
  // "forget the genre colours, too busy", "undo the log scale, that was a mistake": a last part
  // after a comma, none of its words read, that only says what was wrong is the change's reason.
  for (const clause of clauses) {
    if (!applied.includes(clause.text)) continue;
    const comma = clause.text.lastIndexOf(',');
    const reason = clause.text.slice(comma + 1);
    const words = [...reason.matchAll(/[\p{L}']+/gu)];
    const read = words.some((w) => bindings.coversSpan(clause.offset + comma + 1 + (w.index ?? 0), clause.offset + comma + 1 + (w.index ?? 0) + w[0].length));
    if (comma > 0 && words.length > 0 && !read && answeredComplaint(reason, applied)) clause.bind(comma + 1, clause.text.length, 'the complaint the change answers');
  }
  for (const { clause, i } of notApplied) {
    if (answeredComplaint(clause.text, applied)) {
      clause.bind(0, clause.text.length, 'the complaint the change answers');
      continue;
    }
    const place = clauses.length === 1 ? 'the whole instruction' : `its ${ordinal(i + 1)} of ${clauses.length} parts`;
    throw new InstructionError(
      'INSTRUCTION_NOT_UNDERSTOOD',
      `This part of the instruction could not be applied: ${said(clause.text, place)}. See docs/chart-requests.md for what edits can say.`,
    );
  }
  const left = unread(text, clauses, bindings, table, countableOf(spec, table), spec.type);
  if (left.length > 0) throw unreadRefusal(left, table, 'INSTRUCTION_NOT_UNDERSTOOD');
  return { spec, bindings: sorted(bindings) };
}

/** The features a reading asked for that the chart type drawn does not draw (METHOD_NOT_AVAILABLE). */
export function featureProblem(bindings: readonly Binding[], type: ChartType): InstructionError | undefined {
  for (const b of bindings) {
    const m = /^drawn by ([\w ]+?): (.*)$/.exec(b.part);
    if (!m) continue;
    const types = (m[1] ?? '').split(' or ');
    if (types.includes(type)) continue;
    const names = types.map((t) => t.replace(/_/g, ' '));
    const which = names.length <= 4 ? names.join(' and ') : `${names.slice(0, 3).join(', ')} and ${names.length - 3} other`;
    return new InstructionError('METHOD_NOT_AVAILABLE', `The request asks for ${m[2]}, which the ${type.replace(/_/g, ' ')} chart does not draw (${which} charts do); nothing is drawn in its place.`, { chart_type: type, drawn_by: types });
  }
  return undefined;
}
