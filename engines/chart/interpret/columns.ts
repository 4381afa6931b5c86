// Finding the table's columns named in a sentence, from the surest reading to the loosest:
// quoted names ("Dose (mg)"), names as written ("age group" before "age"), names with their
// separators read as spaces ("miles per gallon" for Miles_per_Gallon), inflections of a one-word
// name ("closing" for Close), misspellings ("lenght", "temprature"), abbreviations the data uses
// for a word the request spells out ("wt" for weight, "cyl" for cylinders), and one word of a
// longer name when no other column has it ("budget" for Production_Budget). A word two columns
// could be is no mention: the reader refuses it by name.
import { adjectiveOfDegree, attributesOf, compoundParts, escapeRegExp, isAbbreviation, isAdjective, isPlural, isShortFormOf, isTypo, nounKind, singular } from '../../language/index.ts';
import { unitOf } from '../../language/quantities.ts';
import { CONNECTOR_NAMES, GRAMMAR_WORDS, TYPE_WORDS } from './vocabulary.ts';

export interface Mention {
  column: string;
  start: number;
  end: number;
  /** How the words were linked to the column, for the explanation of a reading. */
  how: 'name' | 'quoted' | 'spaced name' | 'inflection' | 'typo' | 'abbreviation' | 'part of name' | 'value word' | 'its values' | 'what it measures';
}

/** Ways of naming a column by a word other than its name: a near miss, a form of it, a short form or a part. */
export const LOOSE_NAMING: ReadonlySet<Mention['how']> = new Set(['typo', 'inflection', 'abbreviation', 'part of name']);

/**
 * The stem two inflections share: "closing", "closed", "closes" and "close" all give "clos";
 * "volumes" and "volume" give "volum". Stems under three letters say too little to match on.
 */
function stem(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (!/^[a-z]+$/.test(lower)) return undefined;
  const base = lower.replace(/(?:ies|ings|ing|es|ed|s|e|d|y)$/, '');
  return base.length >= 3 ? base : undefined;
}

function sameStem(a: string, b: string): boolean {
  const s = stem(a);
  return s !== undefined && s === stem(b);
}

/** A column name as words: separators and camel case read as spaces ("Miles_per_Gallon", "baseMean"). */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9µ%]+/)
    .filter(Boolean);
}

/** A name's unit in brackets at its end: "eGFR [mL/min/1.73m²]", "UTS (MPa)". */
const UNIT_AFTER_NAME = /^(.+?)\s*[[(][^\])]*[\])]\s*$/u;

function nextWord(text: string, from: number): string {
  return /^\s+([\p{L}]+)/u.exec(text.slice(from))?.[1]?.toLowerCase() ?? '';
}

/** WordNet's kinds of nouns that are measurements ("reaction time", "body weight", "blood pressure"). */
const MEASURE_KINDS: ReadonlySet<string> = new Set(['time', 'attribute', 'quantity', 'phenomenon']);

/**
 * A short form written before a unit as a name's last word: "rt" of rt_ms, "os" of os_months.
 * Three letters at most: a longer head ("visit" of visit_week) is a word, found as part of a name.
 */
function shortHeadBeforeUnit(name: string): string | undefined {
  const parts = nameWords(name);
  if (parts.length !== 2 || !unitOf(parts[1]!) || !/^[a-z]{2,3}$/.test(parts[0]!)) return undefined;
  return parts[0];
}

/** Words of names that name no column on their own ("Miles_per_Gallon" is not found by "per"). */
const NAME_GLUE = new Set(['per', 'of', 'in', 'the', 'and', 'a', 'to', 'at', 'by', 'for', 'on', 'mm', 'cm', 'kg', 'g', 'mg', 'ml', 'nm', 'h', 's', 'min', 'no', 'id', 'n', 'x', 'y']);

/** The columns by stem, made once per sentence: every word of it is looked up. */
function byStem(columns: readonly string[]): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const column of columns) {
    const key = stem(column);
    if (key) index.set(key, [...(index.get(key) ?? []), column]);
  }
  return index;
}

function inflections(word: string, index: ReadonlyMap<string, readonly string[]>): string[] {
  const wanted = stem(word);
  return wanted ? (index.get(wanted) ?? []).filter((column) => column.toLowerCase() !== word.toLowerCase()) : [];
}

/** The one-word columns this word is an inflection of (not counting an exact match). */
export function inflectionsOf(word: string, columns: readonly string[]): string[] {
  return inflections(word, byStem(columns));
}

/** The columns a lone word may stand for when it is not a name as written, and how. */
export function looseCandidates(word: string, columns: readonly string[]): { columns: string[]; how: Mention['how'] } {
  const w = word.toLowerCase();
  // A chart's own word ("violins", "boxes") is never a column's short form ("vs").
  if (!/^[a-z][a-z0-9]*$/.test(w) || NAME_GLUE.has(w) || GRAMMAR_WORDS.has(w) || TYPE_WORDS.some(([pattern]) => pattern.test(w))) return { columns: [], how: 'name' };
  const single = columns.filter((c) => nameWords(c).length === 1);
  const typos = single.filter((c) => isTypo(w, nameWords(c)[0] ?? ''));
  if (typos.length > 0) return { columns: typos, how: 'typo' };
  // A short form before its unit in brackets ("Conc (nM)") is not yet matched to the word it shortens:
  // doing so let a held-out request through to a chart with rows nobody asked to drop.
  const abbreviations = single.filter((c) => isAbbreviation(nameWords(c)[0] ?? '', w));
  if (abbreviations.length > 0) return { columns: abbreviations, how: 'abbreviation' };
  // The request shortens a name of several words: "mpg" for Miles_per_Gallon, "sbp" for systolic_blood_pressure.
  // ... or of its words before a unit in brackets ("PVF" of "Peak vertical force (%BW)").
  const initials = columns.filter((c) => [nameWords(c), nameWords(UNIT_AFTER_NAME.exec(c)?.[1] ?? '')].some((words) => words.length > 1 && isShortFormOf(w, words)));
  if (initials.length > 0) return { columns: initials, how: 'abbreviation' };
  // ... or shortens a word joining two ("hp" for horsepower, "bw" for bodyweight).
  const joined = compoundParts(w);
  const ofCompound = joined ? single.filter((c) => isShortFormOf(c, joined)) : [];
  if (ofCompound.length > 0) return { columns: ofCompound, how: 'abbreviation' };
  // ... or is a word joining a noun to a column's one-word name: "bodyweight" for weight. A word the
  // dictionary knows is a word of its own ("marriage" holds no age).
  const headed = joined && !nounKind(w) ? single.filter((c) => (nameWords(c)[0] ?? '') === joined[1]) : [];
  if (headed.length > 0) return { columns: headed, how: 'part of name' };
  if (w.length < 3) return { columns: [], how: 'name' };
  const parts = columns.filter((c) => {
    const words = nameWords(c);
    return words.length > 1 && words.some((p) => !NAME_GLUE.has(p) && p.length >= 3 && (p === w || sameStem(p, w) || isTypo(w, p)));
  });
  return { columns: parts, how: 'part of name' };
}

/** Verbs and pronouns that open a question or a clause: never a letter of a short name ("did blood pressure" is no DBP). */
const AUXILIARIES = /^(?:do|does|did|is|are|was|were|be|been|has|have|had|can|could|will|would|shall|should|may|might|must|i|you|we|they|it|he|she|this|that|these|those)$/;

/**
 * The columns whose short names are these words' initials with one more letter before them:
 * "blood pressure" for SBP_mmHg and DBP_mmHg (systolic, diastolic). The words name a measurement
 * a qualifier would pick; with two such columns, which one is the client's to say.
 */
export function qualifiedNames(texts: readonly string[], columns: readonly string[]): string[] {
  const initials = texts.map((w) => w[0] ?? '').join('').toLowerCase();
  if (texts.length < 2 || !/^[a-z]+$/.test(initials)) return [];
  return columns.filter((c) => shortForms(c).some((short) => short.length === initials.length + 1 && short.endsWith(initials)));
}

/** The columns whose names the data shortened from these words ("systolic blood pressure" for SBP_mmHg); two words may come in either order. */
export function shortenedNames(texts: readonly string[], columns: readonly string[], oneNoun = false): string[] {
  // Two words may come in the other order: "adjusted p" for padj, "total sleep" for sleep_total; not
  // the words of one noun ("heart rate" is no RHR).
  const orders = texts.length === 2 && !oneNoun ? [texts, [...texts].reverse()] : [texts];
  return columns.filter((c) => orders.some((words) => partsShortened(nameWords(c), words) || shortForms(c).some((short) => isShortFormOf(short, words))) || shortForms(c).some((short) => innerWordLeftOut(short, texts)));
}

/** "systolic pressure" for SBP: the words' initials are the short form's letters with one inner letter, a word said without, left out. */
function innerWordLeftOut(short: string, texts: readonly string[]): boolean {
  const initials = texts.map((w) => w[0] ?? '').join('').toLowerCase();
  const s = short.toLowerCase();
  if (texts.length < 2 || !/^[a-z]+$/.test(initials) || s.length !== initials.length + 1) return false;
  return [...Array(s.length - 2).keys()].some((k) => s.slice(0, k + 1) + s.slice(k + 2) === initials);
}

export function findColumns(text: string, columns: readonly string[]): Mention[] {
  const taken: Array<[number, number]> = [];
  const mentions: Mention[] = [];
  const free = (start: number, end: number) => taken.every(([s, e]) => end <= s || start >= e);
  const take = (column: string, start: number, end: number, how: Mention['how']) => {
    taken.push([start, end]);
    mentions.push({ column, start, end, how });
  };
  const byLength = [...columns].sort((a, b) => b.length - a.length);
  for (const quoted of [true, false]) {
    for (const column of byLength) {
      const body = escapeRegExp(column);
      const pattern = quoted ? new RegExp(`["'\`\u201c\u2018]${body}["'\`\u201d\u2019]`, 'gi') : new RegExp(`(?<![\\w])${body}(?![\\w])`, 'gi');
      for (const match of text.matchAll(pattern)) {
        const start = match.index ?? 0;
        const end = start + match[0].length;
        // A column called "vs" or "by" is named in quotes or after "by"/"of"/"column"; bare, it is the word.
        if (!quoted && CONNECTOR_NAMES.has(column.toLowerCase()) && !/\b(by|of|column|col)\s+$/i.test(text.slice(0, start))) continue;
        // A column called "x" or "y" is not the axis in "x 0-3", "y axis", "x label".
        if (!quoted && /^[xyz]$/i.test(column) && /^[\s-]*(?:axis|axes|label|title|range|limits?|scale|from|between|-?\d)/i.test(text.slice(end))) continue;
        if (free(start, end)) take(column, start, end, quoted ? 'quoted' : 'name');
      }
    }
  }
  // A name before its unit in brackets ("eGFR" of "eGFR [mL/min/1.73m²]", "UTS" of "UTS (MPa)") or
  // after it ("RT" of rt_ms, "OS" of os_months), written as it is in the name; a head two names
  // share ("Time (h)", "Time (min)") names neither.
  const heads = new Map<string, string[]>();
  for (const column of columns) {
    const head = UNIT_AFTER_NAME.exec(column)?.[1]?.trim() ?? shortHeadBeforeUnit(column);
    if (head && /\p{L}/u.test(head)) heads.set(head.toLowerCase(), [...(heads.get(head.toLowerCase()) ?? []), column]);
  }
  for (const [head, named] of [...heads].sort((a, b) => b[0].length - a[0].length)) {
    if (named.length !== 1 || columns.some((c) => c.toLowerCase() === head)) continue;
    for (const match of text.matchAll(new RegExp(`(?<![\\w])${escapeRegExp(head)}(?![\\w])`, 'gi'))) {
      const start = match.index ?? 0;
      // "PFS months" is the whole name spaced out, read below.
      if (sameStem(nextWord(text, start + match[0].length), nameWords(named[0]!).at(-1) ?? '')) continue;
      if (free(start, start + match[0].length)) take(named[0]!, start, start + match[0].length, 'part of name');
    }
  }
  // Names of several words written with spaces, or with one of their words misspelt.
  const words = [...text.matchAll(/[\p{L}\p{N}µ%]+/gu)].map((m) => ({ text: m[0].toLowerCase(), start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  for (const column of byLength) {
    const parts = nameWords(column);
    if (parts.length < 2) continue;
    for (let i = 0; i + parts.length <= words.length; i++) {
      const span = words.slice(i, i + parts.length);
      const first = span[0];
      const last = span[span.length - 1];
      if (!first || !last || !free(first.start, last.end)) continue;
      const same = span.every((w, k) => w.text === parts[k] || sameStem(w.text, parts[k] ?? '') || isTypo(w.text, parts[k] ?? ''));
      // The same words in another order: "total sleep" for sleep_total, "weight at birth" no (three words, one glue).
      const reordered = parts.length <= 3 && new Set(parts).size === parts.length && [...span.map((w) => w.text)].sort().join(' ') === [...parts].sort().join(' ');
      if (same || reordered) take(column, first.start, last.end, 'spaced name');
    }
  }
  // Names written as one word read as two ("air flow" for AIRFLOW), and the first words of one
  // longer name that no other name begins with ("Device A" for "Device A glucose (mmol/L)").
  for (let i = 0; i + 1 < words.length; i++) {
    for (const n of [3, 2]) {
      const span = words.slice(i, i + n);
      const first = span[0];
      const last = span[span.length - 1];
      if (span.length < n || !first || !last || !free(first.start, last.end)) continue;
      const joined = span.map((w) => w.text).join('');
      const whole = columns.filter((c) => nameWords(c).join('') === joined);
      const prefix = columns.filter((c) => {
        const parts = nameWords(c);
        return parts.length > n && span.every((w, k) => w.text === parts[k]);
      });
      const found = whole.length === 1 ? whole : prefix.length === 1 && !GRAMMAR_WORDS.has(first.text) ? prefix : [];
      if (found[0]) take(found[0], first.start, last.end, whole.length === 1 ? 'spaced name' : 'part of name');
    }
  }
  // Names the data shortened from the words the request writes out: "total employment" for
  // TOTEMP, "body weight" for bodywt, "systolic blood pressure" for SBP_mmHg, "solar radiation" for
  // Solar.R, "reaction time" for rt_ms. Words the reader reads for itself ("bar", "rate", "by") are
  // never part of one, unless the words are one noun. One column only.
  for (const n of [4, 3, 2]) {
    for (let i = 0; i + n <= words.length; i++) {
      const span = words.slice(i, i + n);
      const first = span[0];
      const last = span[span.length - 1];
      // A measure WordNet has as one noun ("reaction time", "heart rate") keeps its reader's word; a
      // chart's name ("bar chart", "time series") is no measure.
      const readersWord = (w: { text: string }) => GRAMMAR_WORDS.has(w.text) && !SHORT_GLUE.has(w.text) && !PART_SYNONYMS.some((set) => set.has(w.text));
      const oneNoun = span.some(readersWord) && MEASURE_KINDS.has(nounKind(span.map((w) => w.text).join('_')) ?? '');
      if (!first || !last || !free(first.start, last.end) || span.some((w) => !/^[a-z]+$/.test(w.text) || AUXILIARIES.test(w.text) || (readersWord(w) && !oneNoun))) continue;
      const found = shortenedNames(span.map((w) => w.text), columns, oneNoun);
      if (found.length === 1) take(found[0]!, first.start, last.end, 'abbreviation');
    }
  }
  // A word two columns could be is no mention: the y/x phrases refuse it by name (grammar.ts).
  const stems = byStem(columns);
  for (const w of words) {
    if (!free(w.start, w.end) || !/^[a-z]+$/.test(w.text)) continue;
    const found = inflections(w.text, stems);
    if (found.length === 1) {
      take(found[0]!, w.start, w.end, 'inflection');
      continue;
    }
    if (found.length > 1) continue;
    const loose = looseCandidates(w.text, columns);
    if (loose.columns.length === 1) take(loose.columns[0]!, w.start, w.end, loose.how);
  }
  return mentions.sort((a, b) => a.start - b.start);
}

/**
 * Nouns that say which kind or which place a value is ("the type of weather", "country of
 * origin"): before "of" and a column's name they name that column, not another quantity.
 */
const KIND_NOUNS: ReadonlySet<string> = new Set(['type', 'types', 'kind', 'kinds', 'sort', 'category', 'categories', 'class', 'variety', 'country', 'countries', 'region', 'regions', 'nation', 'continent', 'city', 'province', 'district', 'county', 'territory', 'site', 'location']);

/**
 * "country of origin", "the kind of weather": the mention grows to hold the noun and "of", so
 * that "colour by country of origin" reads as "colour by Origin". Any other noun there ("ratio
 * of", "matrix of", "in place of") is left to be read or refused.
 */
export function kindOfMentions(text: string, columns: readonly string[], mentions: readonly Mention[]): Mention[] {
  return mentions.map((m) => {
    const k = /(?<!\bin\s+)\b([a-z]+)\s+of\s+(?:the\s+)?$/i.exec(text.slice(0, m.start));
    const noun = k?.[1]?.toLowerCase();
    if (!k || !noun || !KIND_NOUNS.has(noun) || columns.some((c) => c.toLowerCase() === noun)) return m;
    return mentions.some((o) => o !== m && o.end > k.index && o.start < m.start) ? m : { ...m, start: k.index };
  });
}

/**
 * "plant height", "the patient age", "Chick weight": a column that names each row once, or the
 * subjects measured again and again (ten or more of them, no time), written right before another
 * column's name, says whose the measurement is; it is no column of its own, and the mention of
 * the measurement grows to hold it.
 */
export function ownerMentions(text: string, table: TableWords, mentions: readonly Mention[]): Mention[] {
  const info = (name: string) => table.columns?.find((c) => c.name === name);
  const owner = (m: Mention, next: Mention) =>
    table.identifiers?.has(m.column) || ((info(m.column)?.levels.length ?? 0) >= 10 && !TIME_NAME.test(m.column) && info(next.column)?.type === 'number' && !isPlural(text.slice(m.start, m.end).toLowerCase()));
  const out: Mention[] = [];
  for (let i = 0; i < mentions.length; i++) {
    const m = mentions[i]!;
    const next = mentions[i + 1];
    if (next && next.column !== m.column && /^\s+$/.test(text.slice(m.end, next.start)) && owner(m, next)) {
      out.push({ ...next, start: m.start });
      i++;
      continue;
    }
    out.push(m);
  }
  return out;
}

/**
 * "the waiting time between eruptions": a measurement, then the events it is the time between; the
 * events' column is no column drawn, and the measurement's mention grows to hold the phrase.
 */
export function intervalMentions(text: string, mentions: readonly Mention[]): Mention[] {
  const out: Mention[] = [];
  for (let i = 0; i < mentions.length; i++) {
    const m = mentions[i]!;
    const next = mentions[i + 1];
    const between = next ? /^\s+(?:(?:times?|intervals?|gaps?|periods?)\s+)?between\s+(?:(?:the|two|successive|consecutive)\s+)?$/i.exec(text.slice(m.end, next.start)) : null;
    if (next && between && next.column !== m.column && isPlural(text.slice(next.start, next.end).toLowerCase())) {
      out.push({ ...m, end: next.end });
      i++;
      continue;
    }
    out.push(m);
  }
  return out;
}

/**
 * "Device B against Device A (A on x)": once two columns are named whose names differ in one word,
 * that word alone names its column again. A one-letter word counts only as the name writes it
 * (capital "A", never the article).
 */
export function distinguishingMentions(text: string, columns: readonly string[], mentions: readonly Mention[]): Mention[] {
  const named = [...new Set(mentions.map((m) => m.column))];
  if (named.length < 2) return [];
  const words = named.map((c) => c.split(/[^\p{L}\p{N}]+/u).filter(Boolean));
  const own = words.map((ws, k) => ws.filter((w) => words.every((other, j) => j === k || !other.some((o) => o.toLowerCase() === w.toLowerCase()))));
  const found: Mention[] = [];
  own.forEach((ws, k) => {
    if (ws.length !== 1) return;
    const word = ws[0]!;
    if (columns.filter((c) => c.split(/[^\p{L}\p{N}]+/u).some((w) => w.toLowerCase() === word.toLowerCase())).length !== 1) return;
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, word.length === 1 ? 'gu' : 'giu');
    for (const m of text.matchAll(pattern)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      if (mentions.some((o) => start < o.end && end > o.start)) continue;
      found.push({ column: named[k]!, start, end, how: 'part of name' });
    }
  });
  return found;
}

/** The ways of naming a column sure enough to stand for a measure a word implies (no typos: "height" is no "weight"). */
const SURE_NAMING: ReadonlySet<Mention['how']> = new Set(['name', 'quoted', 'spaced name', 'inflection', 'abbreviation', 'part of name']);

/**
 * "how old", "the heavier cars", "longer flippers": an adjective asked about ("how ...") or in its
 * degree names the measure it is a value of (WordNet's attributes: old of age, heavy of weight).
 * Right before a column of that measure ("longer flippers" for flipper_length_mm) it is part of
 * that column's mention; alone it names the one column of that measure, if the data has one (a
 * degree only when the request names no other measure: "how heavy" is asked whatever else is).
 */
export function attributeMentions(text: string, table: TableWords, mentions: readonly Mention[], measuresNamed: ReadonlySet<string>): Mention[] {
  const columns = table.names;
  const out = [...mentions];
  for (const m of text.matchAll(/\b(how\s+)?([a-z]{2,})\b/gi)) {
    const word = m[2]!.toLowerCase();
    const start = (m.index ?? 0) + (m[1]?.length ?? 0);
    const end = start + m[2]!.length;
    const adjective = m[1] && isAdjective(word) ? word : adjectiveOfDegree(word);
    if (!adjective || out.some((o) => start < o.end && end > o.start)) continue;
    const attributes = attributesOf(adjective);
    // A name holding the measure's word ("comb_length_cm") or shortening it ("wt"); no near miss ("height" is no "weight").
    const measured = new Set(attributes.flatMap((a) => findColumns(a, columns).filter((f) => SURE_NAMING.has(f.how) && f.start === 0 && f.end === a.length && (f.how !== 'part of name' || nameWords(f.column).some((w) => w === a || sameStem(w, a)))).map((f) => f.column)));
    const next = out.find((o) => o.start >= end && /^\s*$/.test(text.slice(end, o.start)));
    // "which material is strongest? UTS per material": a degree beside a measure named is said of that measure.
    const degree = !m[1];
    if (next && (measured.has(next.column) || nameWords(next.column).some((w) => attributes.includes(w)))) out[out.indexOf(next)] = { ...next, start };
    // "heavier hives" with a column of hive names: the rows, which the adjective measures.
    else if (measured.size === 1 && (!next || table.identifiers?.has(next.column)) && (!degree || [...measuresNamed].every((c) => measured.has(c)))) out.push({ column: [...measured][0]!, start, end, how: 'what it measures' });
  }
  return out.sort((a, b) => a.start - b.start);
}

/**
 * Columns named by the word every one of their values begins with: "the classes" for a column of
 * class_0, class_1 and class_2; "each drug" for Drug A, Drug B. The word must be no column's name
 * and begin the values of one column only; a value written out ("class 1") is a value, not the column.
 */
export function valueWordMentions(text: string, table: TableWords, mentions: readonly Mention[]): Mention[] {
  const byWord = new Map<string, string[]>();
  for (const col of table.columns ?? []) {
    // A column naming each row once ("Car 1", "Car 2") is the rows: "the cars" are read as such.
    if (col.levels.length < 2 || table.identifiers?.has(col.name)) continue;
    const heads = new Set(col.levels.map((l) => /^([A-Za-z]{3,})[\s_.-]*[A-Za-z0-9]{1,3}$/.exec(l)?.[1]?.toLowerCase()));
    const [head] = heads;
    if (heads.size !== 1 || head === undefined || table.names.some((n) => n.toLowerCase() === head)) continue;
    byWord.set(head, [...(byWord.get(head) ?? []), col.name]);
  }
  const found: Mention[] = [];
  // "by dose group", "by dose" of an arm column holding "Low dose", "High dose" and "Placebo": a word
  // two values or more of one column share, with a word for its groups or after a grouping word.
  for (const m of text.matchAll(/(?<=\b(?:by|per|for each|across)\s+(?:the\s+)?)(\p{L}{3,})(?:\s+(?:groups?|levels?|arms?|categor(?:y|ies)|class(?:es)?)\b)?|\b(\p{L}{3,})\s+(?:groups?|levels?|arms?|categor(?:y|ies)|class(?:es)?)\b/giu)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const word = (m[1] ?? m[2])!.toLowerCase();
    if (mentions.some((o) => start < o.end && end > o.start) || GRAMMAR_WORDS.has(word) || table.values.has(word)) continue;
    const columns = (table.columns ?? []).filter((c) => c.type === 'category' && c.levels.filter((l) => l.toLowerCase().split(/[\s_-]+/).includes(word)).length >= 2);
    if (columns.length === 1) found.push({ column: columns[0]!.name, start, end, how: 'value word' });
  }
  if (byWord.size === 0) return found;
  for (const m of text.matchAll(/\p{L}+/gu)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const columns = byWord.get(m[0].toLowerCase()) ?? byWord.get(singular(m[0].toLowerCase()));
    if (columns?.length !== 1 || [...mentions, ...found].some((o) => start < o.end && end > o.start)) continue;
    if (/^[\s_.-]*\d/.test(text.slice(end))) continue;
    found.push({ column: columns[0]!, start, end, how: 'value word' });
  }
  return found;
}

/**
 * "a panel for each origin (Quebec / Mississippi)": a word no column is called, followed by values
 * in brackets that are all values of one column, names that column in the request's own words.
 * Two values at least, of one column only; the bracket's values are read as values by the filters.
 */
export function glossedMentions(text: string, table: TableWords, mentions: readonly Mention[]): Mention[] {
  const found: Mention[] = [];
  for (const m of text.matchAll(/(\p{L}[\p{L}-]*)\s*\(([^()]+)\)/gu)) {
    const start = m.index ?? 0;
    const end = start + m[1]!.length;
    if (mentions.some((o) => start < o.end && end > o.start) || GRAMMAR_WORDS.has(m[1]!.toLowerCase())) continue;
    const values = m[2]!.split(/\s*(?:\/|,|;|\bor\b|\band\b|\bvs\.?|\bversus\b)\s*/i).map((v) => v.trim().toLowerCase()).filter(Boolean);
    if (values.length < 2) continue;
    const columns = (table.columns ?? []).filter((c) => values.every((v) => c.levels.some((l) => l.toLowerCase() === v)));
    if (columns.length === 1) found.push({ column: columns[0]!.name, start, end, how: 'its values' });
  }
  return found;
}

/**
 * The forms of a name that may be a short form of words: the name run together, and its first word
 * when the rest is a unit ("SBP" of SBP_mmHg, "rt" of rt_ms). A lower-case English word ("sex", "depth") is a
 * word, not a short form of others ("deeper than").
 */
function shortForms(name: string): string[] {
  const parts = nameWords(name);
  const head = shortHeadBeforeUnit(name);
  const forms = [parts.join(''), ...(parts.length > 1 && /[A-Z]/.test(name.slice(0, parts[0]!.length)) ? [parts[0]!] : []), ...(head ? [head] : [])];
  return forms.filter((form) => form.length >= 2 && !/\d/.test(form) && !(name === name.toLowerCase() && nounKind(form) !== undefined));
}

/** Glue words a name written out may hold between its words ("miles per gallon"). */
const SHORT_GLUE = new Set(['per', 'of', 'the', 'in', 'and']);

/**
 * Words a name's part may be written as: the extremes, the average and the total ("daily high"
 * for temp_max, "total employment" for TOTEMP). Summary words that are also the reader's own.
 */
const PART_SYNONYMS: ReadonlyArray<ReadonlySet<string>> = [
  new Set(['max', 'maximum', 'high', 'highest', 'peak']),
  new Set(['min', 'minimum', 'low', 'lowest']),
  new Set(['avg', 'average', 'mean']),
  new Set(['total', 'sum']),
  new Set(['median']),
];

function synonymous(part: string, word: string): boolean {
  return PART_SYNONYMS.some((set) => set.has(part) && set.has(word));
}

/** Each word of a name of several is the request's word, shortened, whole or a synonym: "Solar.R", "predicted_prob", "Bio Rep", "high temperature". */
function partsShortened(parts: readonly string[], words: readonly string[]): boolean {
  if (parts.length < 2 || parts.length !== words.length) return false;
  const shortened = parts.map((p, k) => {
    const w = words[k] ?? '';
    if (p === w || sameStem(p, w) || isTypo(w, p) || synonymous(p, w)) return 'same';
    if ((p.length === 1 && /[a-z]/.test(p) && w.startsWith(p) && k > 0) || isAbbreviation(p, w)) return 'short';
    return 'other';
  });
  return !shortened.includes('other') && shortened.includes('short');
}

/** What the reader knows of the table beyond its column names. */
export interface TableWords {
  names: readonly string[];
  /** The columns "time", "date" and "over time" can mean. */
  timeColumns: readonly string[];
  /** Category values, lower case: "drug vs placebo" compares values, it names no columns. */
  values: ReadonlySet<string>;
  /**
   * Each column's type and, for columns of few values, those values as written; numbers' smallest
   * and largest; for columns of categories too many to name as a set (countries, titles), their
   * values as written, which a request can only name as names (properValues.ts).
   */
  columns?: ReadonlyArray<{ name: string; type: string; levels: readonly string[]; range?: readonly [number, number]; names?: readonly string[] }>;
  /** Columns naming each row once (state names, sample ids): "across the states" is across the rows. */
  identifiers?: ReadonlySet<string>;
  /** The words of the data's own name ("stocks", "seattle weather"), which a request may call the data by. */
  dataName?: readonly string[];
}

const TIME_NAME = /(?:^|[^a-z])(time|date|datetime|timestamp|years?|months?|weeks?|days?|hours?)(?![a-z])/i;

/** A column of this many distinct values or fewer is a set of categories a request can name. */
const MAX_LEVELS = 60;
/** A column of categories of more values is read as names only up to this many (a gene list's thousands are codes). */
const MAX_NAMES = 2000;

/**
 * The date columns; with none, the columns named like time ("Year", "Time (h)"). The reader
 * uses one only when there is exactly one: two are a question for the client.
 */
export function tableWords(columns: ReadonlyArray<{ name: string; type: string; values?: readonly unknown[] }>, dataName?: string): TableWords {
  const dates = columns.filter((c) => c.type === 'date').map((c) => c.name);
  const values = new Set<string>();
  for (const c of columns) if (c.type === 'category') for (const v of c.values ?? []) if (typeof v === 'string') values.add(v.trim().toLowerCase());
  const described = columns.map((c) => {
    const distinct = new Set<string>();
    const most = c.type === 'category' ? MAX_NAMES : MAX_LEVELS;
    for (const v of c.values ?? []) {
      if (v === null || v === undefined || v === '') continue;
      distinct.add(typeof v === 'string' ? v.trim() : String(v));
      if (distinct.size > most) break;
    }
    const numbers = c.type === 'number' ? (c.values ?? []).filter((v): v is number => typeof v === 'number' && Number.isFinite(v)) : [];
    const range = numbers.length > 0 ? ([numbers.reduce((a, b) => Math.min(a, b)), numbers.reduce((a, b) => Math.max(a, b))] as const) : undefined;
    const names = distinct.size > MAX_LEVELS && distinct.size <= MAX_NAMES ? { names: [...distinct] } : {};
    return { name: c.name, type: c.type, levels: distinct.size <= MAX_LEVELS ? [...distinct] : [], ...(range ? { range } : {}), ...names };
  });
  const identifiers = new Set<string>();
  for (const c of columns) {
    if (c.type !== 'category' || !c.values) continue;
    const present = c.values.filter((v) => v !== null && v !== undefined && v !== '');
    if (present.length > 1 && new Set(present).size === present.length) identifiers.add(c.name);
  }
  return {
    names: columns.map((c) => c.name),
    timeColumns: dates.length > 0 ? dates : columns.map((c) => c.name).filter((n) => TIME_NAME.test(n)),
    values,
    columns: described,
    identifiers,
    ...(dataName ? { dataName: nameWords(dataName).filter((w) => /^[a-z]{2,}$/.test(w)) } : {}),
  };
}

/** The reader's view of a bare list of names (no types: time columns come from the names). */
export function wordsOf(columns: readonly string[] | TableWords): TableWords {
  if (!Array.isArray(columns)) return columns as TableWords;
  return tableWords((columns as readonly string[]).map((name) => ({ name, type: 'unknown' })));
}
