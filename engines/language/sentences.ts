// A request as people type or dictate it, cut into sentences: full stops, question and
// exclamation marks and line breaks end a sentence, except inside brackets or quotes, in
// numbers ("n = 2,000", "1.5 ml"), after a single capital ("E. coli") or a common abbreviation
// ("e.g.", "vs.", "Fig."). A dictated request ("graphical abstract colon Tau spreading full
// stop") gets its spoken punctuation back first, and its fillers ("um", "uh") go.
import { protectSpans, restoreSpans } from './spans.ts';

export interface Sentence {
  text: string;
  /** Offset of the sentence in the text given to `sentences`. */
  start: number;
  /** The mark that ended it ('.', '?', '!', '\n') or '' at the end of the text. */
  end: string;
}

/** Abbreviations whose full stop ends no sentence. */
const ABBREVIATIONS = /(?:^|[\s(])(?:e\.g|i\.e|vs|v|etc|fig|figs|approx|ca|cf|et al|no|nos|dr|prof|st|spp?|var|resp|incl|min|max|sec|ref|eq|vol|ed)$/i;

/** Abbreviations that are never a sentence's last word ("e.g.", "vs.", "v."), unlike "etc." or "min.". */
const NEVER_LAST = /(?<=(?:^|[\s(])(?:e\.g|i\.e|vs|v|cf|approx|ca))\.(?=\s)/gi;

/** Offsets of the full stops that only end an abbreviation that never ends a sentence: "chilled v. nonchilled". */
export function abbreviationStops(text: string): number[] {
  return [...text.matchAll(NEVER_LAST)].map((m) => m.index ?? 0);
}

/**
 * Whether the full stop at `i` of `text` closes a number sign before its number: "Whatman No. 42",
 * "nos. 3 and 4", "Nr. 5". Readers that end sentences at every other "No." ("Is it clear? No.") ask this.
 */
export function isNumberSignStop(text: string, i: number): boolean {
  return text[i] === '.' && /(?:^|[\s(])(?:no|nos|nr)$/i.test(text.slice(Math.max(0, i - 4), i)) && /^\s+\d/.test(text.slice(i + 1, i + 4));
}

/** Spoken punctuation, said as words, and what it stands for. */
const SPOKEN: ReadonlyArray<readonly [RegExp, string]> = [
  [/\s*\b(?:full stop|period)\b\s*/gi, '. '],
  [/\s*\bcomma\b\s*/gi, ', '],
  [/\s*\bsemicolon\b\s*/gi, '; '],
  [/\s*\bcolon\b\s*/gi, ': '],
  [/\s*\b(?:new line|new paragraph)\b\s*/gi, '\n'],
  // "open brackets ... close brackets": the mark named in the plural, as speakers often do.
  [/\s*\b(?:open (?:brackets?|paren(?:thesis|theses)?|parens))\b\s*/gi, ' ('],
  [/\s*\b(?:close (?:brackets?|paren(?:thesis|theses)?|parens))\b\s*/gi, ') '],
];
/** Words a speaker fills pauses with; never part of a request. */
const FILLERS = /(?:^|\s)(?:um+|uh+|erm+|er|hmm+|uhm)(?=[\s,.]|$),?/gi;

/**
 * The text with spoken punctuation written as marks, when the text is dictated: it says two
 * kinds of punctuation as words ("colon", "full stop", "comma") and writes hardly any. One word
 * alone is left as it is: "colon" is an organ and "period" a span of time.
 */
export function undictate(text: string): string {
  const said = SPOKEN.filter(([pattern]) => new RegExp(pattern.source, 'i').test(text)).length;
  const written = (text.match(/[.,;:]/g) ?? []).length;
  if (said < 2 || written > 1) return text;
  let out = text.replace(FILLERS, ' ');
  for (const [pattern, mark] of SPOKEN) out = out.replace(pattern, mark);
  return out.replace(/\s+([.,;:)])/g, '$1').replace(/[ \t]+/g, ' ').trim();
}

/** Whether the full stop at `i` of (protected) `text` ends a sentence. */
function endsAt(text: string, i: number): boolean {
  const before = text.slice(Math.max(0, i - 12), i);
  const after = text.slice(i + 1);
  if (!/^(?:\s|$)/.test(after)) return false;
  // "E. coli", "S. aureus": one capital and a full stop is a genus, not a sentence.
  if (/(?:^|[\s(])[A-Z]$/.test(before)) return false;
  return !ABBREVIATIONS.test(before);
}

/** The sentences of a text, in order, trimmed, with their offsets; empty ones are left out. */
export function sentences(text: string): Sentence[] {
  const safe = protectSpans(text);
  const out: Sentence[] = [];
  let from = 0;
  const push = (to: number, end: string) => {
    const raw = text.slice(from, to);
    const lead = raw.length - raw.trimStart().length;
    const body = restoreSpans(raw.trim());
    if (/[\p{L}\p{N}]/u.test(body)) out.push({ text: body, start: from + lead, end });
  };
  for (let i = 0; i < safe.length; i++) {
    const c = safe[i]!;
    const stop = c === '\n' || c === '?' || c === '!' || (c === '.' && endsAt(safe, i));
    if (!stop) continue;
    push(i, c);
    from = i + 1;
  }
  push(safe.length, '');
  return out;
}
