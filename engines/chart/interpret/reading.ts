// The accounting of a reading: which words of the request each part of the chart came from.
// Every word that carries meaning must be bound to a part of the spec or be one of the words
// that mean nothing for a chart (FILLER_WORDS); a request with other words is refused with
// those words named, never drawn as if they were not there.
import { isContent, isDegreeWord, isPlural, namesCountableThings, nounKind, quantityOf, wordShape, type Token } from '../../language/index.ts';
import { FILLER_WORDS, GRAMMAR_WORDS } from './vocabulary.ts';

export interface Binding {
  /** Offsets in the whole request. */
  start: number;
  end: number;
  /** What the words made: "x: wt", "chart type: scatter", "filter: Species = setosa". */
  part: string;
}

/** Words that turn a phrase around: never grammar alone, always bound by the rule that reads them. */
const NEGATIONS = new Set(['not', "n't", 'no', 'never', 'without', 'except', 'excluding', 'nor']);

export class Bindings {
  readonly list: Binding[] = [];

  add(start: number, end: number, part: string): void {
    if (end > start) this.list.push({ start, end, part });
  }

  covers(token: Token): boolean {
    return this.coversSpan(token.start, token.end);
  }

  coversSpan(start: number, end: number): boolean {
    return this.list.some((b) => start < b.end && end > b.start);
  }
}

/** A word of the request that no part of the chart came from. */
export interface UnreadWord {
  word: string;
  start: number;
  end: number;
}

/** Words a tagger calls grammar that ask for arithmetic ("incongruent minus congruent"): a difference is no list. */
const ARITHMETIC = new Set(['minus']);

export function mustBeRead(token: Token): boolean {
  if (NEGATIONS.has(token.lower) || ARITHMETIC.has(token.lower)) return true;
  if (!isContent(token)) return false;
  return !FILLER_WORDS.has(token.lower) && !FILLER_WORDS.has(token.lemma);
}

/** The words that carry meaning and are bound to nothing, in the order written. */
export function unreadWords(words: readonly Token[], bindings: Bindings): UnreadWord[] {
  return words
    .filter((t) => mustBeRead(t) && !bindings.covers(t))
    .map((t) => ({ word: t.text, start: t.start, end: t.end }));
}

/** Units a number or a column's name may carry: "75 ft", "300 km", "(per 100k)", "concentration in nM". */
const UNIT = /^(?:[pnµuμmck]?(?:g|m|l|L|M|mol|s|Hz|Pa)|mm|cm|km|ft|feet|inch(?:es)?|in|lbs?|pounds?|kg|mg|ug|µg|ng|pg|ml|mL|µl|ul|µL|uL|nM|µM|uM|mM|pM|%|percent|ppm|ppb|°C|°F|C|F|K|mmHg|bpm|kDa|bp|kb|Mb|days?|hours?|hrs?|h|weeks?|wks?|months?|years?|yrs?|minutes?|mins?|seconds?|secs?|mmol|µmol|umol|nmol|per|k|thousand|million|billion|USD|\$|dollars?|euros?|mph|kph|cells?)$/;

/** Words after a column that only say what its numbers are: a scale's coded values, the base of a rate. */
export function bindGlosses(text: string, bindings: Bindings, columnSpans: ReadonlyArray<{ start: number; end: number }>): void {
  // "marriage rating (1 = very poor to 5 = very good)": a scale's coded values glossed after its column.
  for (const m of text.matchAll(/\(\s*-?\d+\s*[=:]\s*[^()=:]+?(?:(?:,|;|\bto\b|\u2013|-)\s*-?\d+\s*[=:]\s*[^()=:]+?)+\)/gi)) {
    const start = m.index ?? 0;
    const afterColumn = columnSpans.some((s) => s.end <= start && /^[\s\w-]{0,16}$/.test(text.slice(s.end, start)));
    if (afterColumn && !bindings.coversSpan(start, start + m[0].length)) bindings.add(start, start + m[0].length, 'describes the scale of the column before it');
  }
  // "murder arrests per 100k", "(per 100,000 residents)": the base of a rate, after the column it is of.
  for (const m of text.matchAll(/\(?\bper\s+\d[\d,]*(?:\s*(?:k|thousand|million)\b)?(?:\s+(?:people|persons|residents|inhabitants|population|capita))?\)?/gi)) {
    const start = m.index ?? 0;
    if (!bindings.coversSpan(start, start + m[0].length) && columnSpans.some((s) => s.end <= start && /^[\s\w-]{0,24}$/.test(text.slice(s.end, start)))) bindings.add(start, start + m[0].length, 'unit: the base of a rate');
  }
}

/**
 * "breaks per loom", "eggs per nest": after a column of counted things, "per" and one thing of
 * a kind the data does not name is the base of the count, not a grouping. A thing after a
 * measurement in the singular ("extra sleep per drug") is a grouping the data lacks, left unread.
 */
export function bindRateBases(words: readonly Token[], bindings: Bindings, columnSpans: ReadonlyArray<{ start: number; end: number }>, meaningful: (word: string) => boolean): void {
  words.forEach((t, i) => {
    const [counted, thing] = [words[i - 1], words[i + 1]];
    if (t.lower !== 'per' || !counted || !thing || bindings.covers(t) || bindings.covers(thing) || meaningful(thing.lower)) return;
    const countedColumn = counted.pos === 'NOUN' && counted.lemma !== counted.lower && columnSpans.some((s) => counted.start >= s.start && counted.end <= s.end);
    // After "per" a word is a noun, whatever a tagger says ("per loom" is no verb).
    if (countedColumn && !isPlural(thing.lower) && namesCountableThings(thing.lower)) bindings.add(t.start, thing.end, 'unit: the base of a rate');
  });
}

/**
 * "... so the baseline is honest", "... because reviewers asked": a clause of purpose or cause at
 * the end of a sentence says why, not what to draw. It is read as the reason only when none of its
 * words is a column, a value, a word of the grammar or read by another rule; otherwise its words
 * stay to be read, or refused.
 */
export function bindReasons(text: string, words: readonly Token[], bindings: Bindings, meaningful: (word: string) => boolean): void {
  for (const m of text.matchAll(/\b(?:so(?:\s+that)?|because)\s+(?=(?:the|it|its|they|we|i|people|readers|reviewers|you|our|my|this|that)\b)[^.;!?\n]*/gi)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const inside = words.filter((t) => t.start >= start && t.end <= end);
    const clause = inside.some((t) => t.pos === 'VERB' || t.pos === 'AUX');
    // A word of the grammar no rule read ("so the baseline is honest") is the reason's own word; a column or value is not.
    if (!clause || inside.some((t) => NEGATIONS.has(t.lower) || (isContent(t) && (bindings.covers(t) || (meaningful(t.lower) && !GRAMMAR_WORDS.has(t.lower)))))) continue;
    bindings.add(start, end, 'the reason for the request');
  }
}

/** "split by sex as well", "add the points too": words that mean "also" at the end of a clause. */
export function bindAlso(text: string, bindings: Bindings): void {
  for (const m of text.matchAll(/\bas\s+well\b(?!\s+as\b)|\btoo\b(?=\s*(?:please|pls|thanks)?\s*(?:[,.;:!?)]|$))/gi)) {
    const start = m.index ?? 0;
    if (!bindings.coversSpan(start, start + m[0].length)) bindings.add(start, start + m[0].length, 'also');
  }
}

/** Binds units right after a bound number, and units in brackets or after "in" beside a column. */
export function bindUnits(text: string, words: readonly Token[], bindings: Bindings, columnSpans: ReadonlyArray<{ start: number; end: number }>): void {
  words.forEach((t, i) => {
    if (!UNIT.test(t.text) || bindings.covers(t)) return;
    const prev = words[i - 1];
    const prev2 = words[i - 2];
    const afterNumber = prev !== undefined && /\d/.test(prev.text) && bindings.covers(prev);
    const afterUnit = prev !== undefined && /^[/·-]$/.test(prev.text) && prev2 !== undefined && bindings.covers(prev2);
    const besideColumn = columnSpans.some((s) => {
      const between = text.slice(s.end, t.start);
      return /^\s*(?:\(|\[|in\s+|,\s*)[\w\s/%°µ.·-]*$/.test(between) && between.length < 24;
    });
    if (afterNumber || afterUnit || besideColumn) {
      bindings.add(t.start, t.end, 'unit');
      // "mg/day", "µmol/min/mg": the joining marks go with the units.
      if (prev && /^[/·]$/.test(prev.text)) bindings.add(prev.start, prev.end, 'unit');
    }
  });
}

/** Nouns that say a column holds groups, written after its name ("treatment group", "study arm"). */
const GROUP_NOUNS: ReadonlySet<string> = new Set(['group', 'groups', 'arm', 'arms', 'category', 'categories', 'class', 'classes', 'type', 'types', 'level', 'levels']);

/** Nouns that say a column holds measurements, written after its name. */
const MEASURE_NOUNS: ReadonlySet<string> = new Set(['level', 'levels', 'value', 'values', 'score', 'scores', 'reading', 'readings', 'measurement', 'measurements', 'amount', 'amounts', 'time', 'times']);

/**
 * Words that only describe a column the request names, in the same phrase: "immune cells" for
 * cell_type, "closing price" for Close, "price of MSFT". A describing word must be a noun,
 * adjective or proper name right beside the column's words (or after "of" following them), and
 * must itself be no column, value or grammar word: those mean something and are read as such.
 */
export function bindDescriptions(words: readonly Token[], bindings: Bindings, columnSpans: ReadonlyArray<{ start: number; end: number; column: string }>, meaningful: (word: string) => boolean, summarisesGroups = false, categories: ReadonlySet<string> = new Set(), codeShapes: ReadonlySet<string> = new Set()): void {
  // "older", "rounder than", "largest": a word that compares or ranks says more than the column's name.
  const anyDescribing = (t: Token | undefined) => t !== undefined && ['NOUN', 'ADJ', 'PROPN'].includes(t.pos) && !bindings.covers(t) && !meaningful(t.lower) && !NEGATIONS.has(t.lower) && !isDegreeWord(words, words.indexOf(t));
  for (const span of columnSpans) {
    // Beside a column of categories, a code ("Drug D", "MCF7 cells") or a thing named by two words
    // ("the neural network model") is a value the data lacks, not a description of the column.
    // Beside a measurement, a code shaped like the codes of a column ("IL-10 fold change" beside genes
    // IL6 and CXCL8) is a value to keep, which the data may lack: never a description passed over.
    const describing = (t: Token | undefined) => anyDescribing(t) && !(categories.has(span.column) && namesValue(words, words.indexOf(t!))) && !(isCode(t!.text) && codeShapes.has(wordShape(t!.text)));
    const first = words.findIndex((t) => t.start >= span.start);
    let last = -1;
    for (let i = words.length - 1; i >= 0; i--) if ((words[i]?.end ?? 0) <= span.end) {
      last = i;
      break;
    }
    if (first < 0 || last < 0) continue;
    for (let i = first - 1; i >= 0 && describing(words[i]); i--) bindings.add(words[i]!.start, words[i]!.end, `describes ${span.column}`);
    let i = last + 1;
    // "ozone levels", "IMDB scores": a noun of measurement after a column's name is that column.
    // "waiting time between eruptions", "rate of change": a noun that opens an interval or a ratio
    // of something else says more than the column, and is left to be read (or refused) as such.
    const measureNoun = (t: Token | undefined, next: Token | undefined) => t !== undefined && MEASURE_NOUNS.has(t.lower) && !bindings.covers(t) && !/^(between|since|until|till|to|of|per|from)$/.test(next?.lower ?? '');
    // "treatment group", "the drug arm": a noun of grouping after a column of categories is that column.
    const groupNoun = (t: Token | undefined) => t !== undefined && categories.has(span.column) && GROUP_NOUNS.has(t.lower) && !bindings.covers(t);
    while (describing(words[i]) || (i === last + 1 && (measureNoun(words[i], words[i + 1]) || groupNoun(words[i])))) {
      bindings.add(words[i]!.start, words[i]!.end, `describes ${span.column}`);
      i++;
    }
    if (words[i]?.lower === 'of' && words[i + 1]?.pos === 'PROPN' && describing(words[i + 1])) bindings.add(words[i + 1]!.start, words[i + 1]!.end, `describes ${span.column}`);
  }
  // "the cars", "all the flowers": a plural noun naming things one can count (WordNet's beings,
  // objects, places, groups), after a determiner or a value kept, names the data's rows.
  // A plural naming a measure ("the prices", "salaries") is left unread: it may be a column the
  // data lacks, and counting rows in its place would draw something nobody asked for.
  // "the larynx cancer patients": nouns between the determiner and the rows say who the rows are.
  // An adjective there ("the female patients") may keep some of them, and is left to be read.
  const modifier = (t: Token | undefined) => t !== undefined && /^(?:NOUN|PROPN)$/.test(t.pos) && anyDescribing(t);
  words.forEach((t, i) => {
    // "plot every quake": after "each" or "every" the rows are named in the singular ("for each city"
    // goes through groups, which the data must have).
    const singular = /^(?:each|every)$/.test(words[i - 1]?.lower ?? '') && !/^(?:for|in|at|per|by|of|across|from)$/.test(words[i - 2]?.lower ?? '');
    const rowNoun = t.pos === 'NOUN' && (t.lemma !== t.lower || singular) && (anyDescribing(t) ? namesCountableThings(t.lemma) : ROW_NOUNS.has(t.lower));
    if (!rowNoun) return;
    let first = i;
    while (first - 1 >= 0 && first > i - 3 && modifier(words[first - 1])) first--;
    const before = words[first - 1];
    const placed = /^(the|all|each|every|these|those|per|only|which|whose|of|many|two|three|four|five|six|seven|eight|nine|ten|\d+)$/.test(before?.lower ?? '');
    // "box plots across the classes": on a chart of groups, a noun after a preposition of comparison names
    // groups, which are no rows ("weight against height across the mammals" are the rows).
    const compared = summarisesGroups && (/^(across|between|among|amongst|by)$/.test(words[first - 2]?.lower ?? '') || (/^(across|between|among|amongst|by)$/.test(words[first - 3]?.lower ?? '') && quantityOf(before?.lower ?? '') !== null));
    // "the setosa flowers", "Japanese cars only": after a value kept, the noun names the rows kept.
    const kept = before !== undefined && bindings.list.some((b) => ((b.part.startsWith('filter: ') && b.part.includes(' = ')) || b.part === 'values compared') && before.start >= b.start && before.end <= b.end);
    if (!(placed || kept) || compared) return;
    for (let k = first; k < i; k++) bindings.add(words[k]!.start, words[k]!.end, "describes the data's rows");
    if (anyDescribing(t)) bindings.add(t.start, t.end, "the data's rows");
  });
}

/** Plurals that name a table's rows whatever the data ("the patients", "all samples"), read as filler words. */
const ROW_NOUNS: ReadonlySet<string> = new Set(['patients', 'subjects', 'participants', 'samples', 'cases', 'animals', 'organisms', 'people', 'individuals', 'records', 'observations']);

/** A word written as a code: letters with a number ("IL6", "A549"), one capital, or capitals no dictionary has ("TNF"). */
function isCode(word: string): boolean {
  return (/\d/.test(word) && /\p{L}/u.test(word)) || /^\p{Lu}$/u.test(word) || (/^\p{Lu}{2,}$/u.test(word) && nounKind(word.toLowerCase()) === undefined);
}

/** The shapes of a table's category values written as codes ("IL6", "CXCL8": "A9"), which a word of that shape may be one of. */
export function codeShapesOf(columns: ReadonlyArray<{ type: string; levels: readonly string[] }>): Set<string> {
  const shapes = new Set<string>();
  for (const c of columns) if (c.type === 'category') for (const v of c.levels) if (v.length >= 2 && !/\s/.test(v) && isCode(v)) shapes.add(wordShape(v));
  return shapes;
}

/** Whether the word at `i` is a code, or one of two words WordNet names a thing by ("neural network"). */
function namesValue(words: readonly Token[], i: number): boolean {
  const t = words[i]!;
  if (/\d/.test(t.text) || isCode(t.text)) return true;
  return [words[i - 1], words[i + 1]].some((n, k) => n !== undefined && /^\p{L}+$/u.test(n.text) && nounKind(k === 0 ? `${n.lower} ${t.lower}` : `${t.lower} ${n.lower}`) !== undefined);
}

/**
 * What a count may count: each column the chart splits the rows by (x categories, colours,
 * panels, pairs) with its number of values, and the measurements the chart draws.
 */
export type Countable = ReadonlyArray<{ column: string; values: number } | { measures: readonly string[]; values: number }>;

/**
 * "the three compounds", "all five tech companies": a count before a plural noun is read when it
 * is the number of values of a column the chart splits by; the words between are those values'
 * description. A count of the measurements drawn ("the 13 chemical measurements" on a
 * correlation matrix of 13 columns) is read the same way. A count matching none is left unread,
 * and refused: "the 5 diets" of four; "the four arrest variables" of a five-column table.
 */
export function bindCounts(words: readonly Token[], bindings: Bindings, groups: Countable): void {
  words.forEach((t, i) => {
    const n = quantityOf(t.lower);
    if (n === null || n < 2 || bindings.covers(t)) return;
    // The plural noun the count is of, at most four words on, nothing bound in between.
    let end = -1;
    for (let k = i + 1; k <= i + 4 && k < words.length; k++) {
      const w = words[k]!;
      if (w.pos === 'PUNCT' || (bindings.covers(w) && !/^(?:NOUN|PROPN)$/.test(w.pos))) break;
      if (w.pos === 'NOUN' && w.lemma !== w.lower) {
        // "two panels", "three lines": a count of the chart's own parts is a request for them, read by the grammar.
        if (!GRAMMAR_WORDS.has(w.lower)) end = k;
        break;
      }
    }
    const group = groups.find((g) => g.values === n);
    if (end < 0 || !group) return;
    const what = 'column' in group ? `all ${n} values of ${group.column}` : `all ${n} measurements drawn: ${group.measures.join(', ')}`;
    for (let k = i; k <= end; k++) if (!bindings.covers(words[k]!) || k === i) bindings.add(words[k]!.start, words[k]!.end, what);
  });
}
