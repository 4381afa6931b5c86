// How a request or an edit was read, kept with each chart job beside its spec: the words of the
// request and the part of the chart each made, and which reader read them (the rules of
// interpret/, or a configured model: interpret/modelReader.ts). The workspace shows it under
// each version as a few phrases: "mpg → y axis; colour by cyl → groups: cyl".
import type { ChartSpec } from './spec.ts';

export interface ReadingBinding {
  /** The words as written in the request, verbatim. */
  words: string;
  /** What they made: "column mpg", "groups: cyl", "filter: cyl > 4", "chart type: scatter". */
  part: string;
  /** Offsets of the words in the request (or the instruction, for an edit). */
  start: number;
  end: number;
}

export interface Reading {
  /** "rules", or "model <name>" when a configured chat model read it. */
  by: string;
  bindings: ReadingBinding[];
  /** Why the configured model reader was not used and the rules read it instead (timeout, HTTP 500 ...). */
  modelFailure?: string;
}

/** The reading of `text` from the reader's bindings (offsets into `text`), in the order written. */
export function readingOf(text: string, bindings: ReadonlyArray<{ start: number; end: number; part: string }>, by: string): Reading {
  const seen = new Set<string>();
  const kept: ReadingBinding[] = [];
  for (const b of [...bindings].sort((x, y) => x.start - y.start || x.end - y.end)) {
    const key = `${b.start}:${b.end}:${b.part}`;
    if (seen.has(key) || b.end <= b.start) continue;
    seen.add(key);
    kept.push({ words: text.slice(b.start, b.end), part: b.part, start: b.start, end: b.end });
  }
  return { by, bindings: kept };
}

/** A reading as stored with a job's params, or undefined for jobs made before readings were kept. */
export function storedReading(value: unknown): Reading | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const r = value as Partial<Reading>;
  if (typeof r.by !== 'string' || !Array.isArray(r.bindings)) return undefined;
  const bindings = r.bindings.filter(
    (b): b is ReadingBinding => !!b && typeof b.words === 'string' && typeof b.part === 'string' && Number.isInteger(b.start) && Number.isInteger(b.end),
  );
  return { by: r.by, bindings, ...(typeof r.modelFailure === 'string' ? { modelFailure: r.modelFailure } : {}) };
}

export interface ReadingPhrase {
  words: string;
  part: string;
}

/** A column named without a rule of its own: "column mpg", "column cyl (abbreviation)". */
const MENTION = /^column (.+?)(?: \((?:name|quoted|spaced name|inflection|typo|abbreviation|part of name)\))?$/;
const DESCRIBES = /^describes (.+)$/;
/** Words that join the parts around them: shown with the part they lead to, else not at all. */
const CONNECTORS = new Set(['y against x']);
/** Words that belong to the phrase after them ("only the cars with more than 4 cylinders"). */
const LEADING = new Set(['filter: only', 'filter: left out', "the data's rows"]);
/** Punctuation ends a phrase: "mpg against wt, colour by cyl" is two. */
const PHRASE_END = /[,;:.!?\n()]/;

/** The part a column plays in the chart drawn, in a reader's words. */
function roleOf(column: string, spec: ChartSpec | undefined): string {
  if (!spec) return `column ${column}`;
  if (spec.y?.includes(column)) return 'y axis';
  if (spec.x === column) return 'x axis';
  if (spec.group === column) return `groups: ${column}`;
  if (spec.facet?.row === column) return `panel rows: ${column}`;
  if (spec.facet?.column === column) return `panels: ${column}`;
  const role = Object.entries(spec.roles ?? {}).find(([, c]) => c === column)?.[0];
  if (role) return `${role}: ${column}`;
  if (spec.filters?.some((f) => f.column === column)) return `filter on ${column}`;
  return `column ${column}`;
}

/**
 * A grouping the chart type placed elsewhere is shown where it went: a bar chart's "per cyl"
 * are its categories along x (placeColumns.ts), not coloured groups.
 */
function settled(part: string, spec: ChartSpec | undefined): string {
  const grouped = /^(?:colour )?groups: (.+)$/.exec(part)?.[1];
  if (grouped === undefined || !spec || spec.group === grouped) return part;
  const role = roleOf(grouped, spec);
  return role === `column ${grouped}` ? part : role === 'x axis' ? `x axis: ${grouped}` : role;
}

/** Whether a part names the column as a word of its own ("groups: cyl", "filter: cyl > 4"). */
function names(part: string, column: string): boolean {
  let at = part.indexOf(column);
  while (at >= 0) {
    const before = part[at - 1];
    const after = part[at + column.length];
    if ((before === undefined || !/[\p{L}\p{N}_]/u.test(before)) && (after === undefined || !/[\p{L}\p{N}_]/u.test(after))) return true;
    at = part.indexOf(column, at + 1);
  }
  return false;
}

interface Phrase {
  part: string;
  pieces: ReadingBinding[];
  /** A column's own phrase, not a rule's: another mention of the same role may join it. */
  column: boolean;
}

function distance(phrase: Phrase, b: ReadingBinding): number {
  return Math.min(...phrase.pieces.map((p) => (b.end <= p.start ? p.start - b.end : b.start >= p.end ? b.start - p.end : 0)));
}

function nearest(phrases: readonly Phrase[], b: ReadingBinding, which: (p: Phrase) => boolean = () => true): Phrase | undefined {
  let best: Phrase | undefined;
  for (const p of phrases) if (which(p) && (!best || distance(p, b) < distance(best, b))) best = p;
  return best;
}

const within = (inner: ReadingBinding, outer: ReadingBinding) => inner !== outer && inner.start >= outer.start && inner.end <= outer.end;

/** The phrases of one stretch of the request between punctuation. */
function phrasesOf(all: readonly ReadingBinding[], spec: ChartSpec | undefined): Phrase[] {
  // Words read twice, once inside a longer reading ("error bars" in "SEM error bars", a
  // "chart type" word in an edit, which keeps its type), are shown with the longer one.
  // Of words read twice alike, the reading of the chart drawn goes first ("linear fit" on a scatter is its fit, not a regression chart).
  const rank = (b: ReadingBinding) => {
    const type = /^chart type: (.+)$/.exec(b.part)?.[1];
    return type === undefined ? 1 : type === spec?.type ? 0 : 2;
  };
  // A chart type not drawn (the word of another type, read again as something else) is left
  // out when those other readings cover its words.
  const covered = (b: ReadingBinding) => {
    const others = all.filter((o) => o !== b && rank(o) < 2);
    for (let i = b.start; i < b.end; i++) if (!/\s/.test(b.words[i - b.start] ?? ' ') && !others.some((o) => i >= o.start && i < o.end)) return false;
    return true;
  };
  const stretch = all.filter(
    (b, i) =>
      !(rank(b) === 2 && covered(b)) &&
      !all.some((o, j) => rank(o) < 2 && within(b, o) && (o.end - o.start > b.end - b.start || rank(o) < rank(b) || (rank(o) === rank(b) && j < i))),
  );
  const phrases: Phrase[] = [];
  // What a rule read, one phrase per part (its words may be apart: "error bars ... SEM").
  for (const b of stretch) {
    if (MENTION.test(b.part) || DESCRIBES.test(b.part) || CONNECTORS.has(b.part) || LEADING.has(b.part)) continue;
    const same = phrases.find((p) => p.part === b.part);
    if (same) same.pieces.push(b);
    else phrases.push({ part: b.part, pieces: [b], column: false });
  }
  // A part that is part of another's ("log scale" of "y axis: log scale") is the same phrase.
  for (const p of [...phrases]) {
    const whole = phrases.find((o) => o !== p && o.part.includes(p.part));
    if (!whole) continue;
    whole.pieces.push(...p.pieces);
    phrases.splice(phrases.indexOf(p), 1);
  }
  // A column goes with the rule that names it ("colour by cyl"), else it is a phrase of its own,
  // joined by the next column of the same role ("mpg and hp" → y axis).
  let lastColumn: Phrase | undefined;
  for (const b of stretch) {
    const column = MENTION.exec(b.part)?.[1];
    if (column === undefined) {
      if (!MENTION.test(b.part) && !DESCRIBES.test(b.part) && !CONNECTORS.has(b.part) && !LEADING.has(b.part)) lastColumn = undefined;
      continue;
    }
    const rule = nearest(phrases, b, (p) => !p.column && names(p.part, column));
    if (rule) {
      rule.pieces.push(b);
      continue;
    }
    const part = roleOf(column, spec);
    if (lastColumn && lastColumn.part === part) lastColumn.pieces.push(b);
    else phrases.push((lastColumn = { part, pieces: [b], column: true }));
  }
  for (const b of stretch) {
    const described = DESCRIBES.exec(b.part)?.[1];
    if (described !== undefined) {
      const owner = nearest(phrases, b, (p) => p.pieces.some((x) => MENTION.exec(x.part)?.[1] === described) || names(p.part, described)) ?? nearest(phrases, b);
      if (owner) owner.pieces.push(b);
      else phrases.push({ part: `describes ${described}`, pieces: [b], column: false });
    } else if (LEADING.has(b.part)) {
      const after = phrases.filter((p) => p.pieces.some((x) => x.start >= b.end));
      const owner = nearest(after, b) ?? nearest(phrases, b);
      if (owner) owner.pieces.push(b);
      else phrases.push({ part: b.part, pieces: [b], column: false });
    } else if (CONNECTORS.has(b.part) && phrases.length === 0) {
      phrases.push({ part: b.part, pieces: [b], column: false });
    }
  }
  return phrases;
}

/** A phrase's words: its pieces with the request's words between them, or "…" where another phrase's words lie. */
function wordsOf(text: string | undefined, phrase: Phrase, all: readonly Phrase[]): string {
  const pieces = [...phrase.pieces].sort((a, b) => a.start - b.start);
  let out = pieces[0]?.words ?? '';
  for (let i = 1; i < pieces.length; i++) {
    const prev = pieces[i - 1]!;
    const next = pieces[i]!;
    if (next.start < prev.end) {
      out += text ? text.slice(prev.end, next.end) : next.words;
      continue;
    }
    const between = all.some((p) => p !== phrase && p.pieces.some((x) => x.start >= prev.end && x.end <= next.start));
    out += !text || between ? ` … ${next.words}` : text.slice(prev.end, next.start) + next.words;
  }
  return out.replace(/\s+/g, ' ').trim();
}

/**
 * The reading as a few phrases, in the order written: each rule's words with the columns it
 * named and the words that led to it, each other column with the part it plays in the chart.
 * `text` is the request (or instruction) the reading is of; `spec` the chart it made.
 */
export function readingPhrases(text: string | undefined, reading: Reading, spec?: ChartSpec): ReadingPhrase[] {
  const bindings = [...reading.bindings].sort((a, b) => a.start - b.start || a.end - b.end);
  const stretches: ReadingBinding[][] = [];
  for (const b of bindings) {
    const last = stretches.at(-1);
    const prev = last?.at(-1);
    const apart = !prev || (text !== undefined ? PHRASE_END.test(text.slice(prev.end, Math.max(prev.end, b.start))) : false);
    if (!last || apart) stretches.push([b]);
    else last.push(b);
  }
  const phrases = stretches.flatMap((s) => phrasesOf(s, spec));
  return phrases
    .map((p) => ({ start: Math.min(...p.pieces.map((x) => x.start)), words: wordsOf(text, p, phrases), part: settled(p.part, spec) }))
    .filter((p) => p.words !== '')
    .sort((a, b) => a.start - b.start)
    .map(({ words, part }) => ({ words, part }));
}
