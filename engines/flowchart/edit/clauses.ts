// An instruction split into the clauses applied in order: at new lines, semicolons, "and
// then", ", then" and full stops ending a sentence, never inside a quoted name or brackets.
// A clause may itself join several edits with "and" or commas; splitJoinedEdits gives those
// parts, which index.ts reads when the clause does not read whole.

import { OPENING_QUOTES, quoteCloser } from './tokens.ts';
import { isTalk, withoutOpeningTalk } from './talk.ts';
import { EDIT_VERBS } from './vocabulary.ts';

const LEADING_WORDS = /^(?:(?:and|then|also|next|finally|afterwards|please|pls|plz|kindly|now|lastly|first|second|third|(?:can|could|would|will) (?:you|we)(?: please)?|(?:would|will|is) it be possible to|is it possible to|(?:do|would) you mind|i was wondering if you could|i wonder if you could),?\s+)+/i;
/**
 * The reason after an edit, which asks nothing more: "remove the split step, it's not needed",
 * "delete 'Deploy model' - we don't deploy".
 */
const TRAILING_REASON = /(?:,|\s[-–—])\s*(?:as\s+|since\s+|because\s+)?(?:(?:it'?s|it’s|it is|that'?s|that’s|that is|this is|they'?re|they’re|they are)\s+(?:not|no longer|never)\s+(?:needed|necessary|used|relevant|required|done|part of (?:it|this|the protocol))|(?:it'?s|it’s|it is|that'?s|that’s|that is|they'?re|they’re|they are)\s+(?:redundant|obsolete|a duplicate|duplicated|unnecessary)|(?:we|i)\s+(?:don'?t|don’t|do not|no longer|never)\s+[^,;]+|not needed|no longer needed|(?:it'?s|it’s|that'?s|that’s) wrong)$/i;
/** Courtesy and "as well", "too" at a clause's end: they ask nothing of their own. */
const TRAILING_WORDS = /(?:,?\s+(?:please|pls|plz|thanks|thank you|thx|as well|too))+$/i;

export function splitClauses(instruction: string): string[] {
  const clauses: string[] = [];
  let current = '';
  let depth = 0;
  const text = instruction.replace(/\r\n?/g, '\n');
  const closingQuote = quoteCloser(text);
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const before = i === 0 ? ' ' : text[i - 1]!;
    const close = OPENING_QUOTES[c];
    if (close !== undefined && /[\s([{|>:,]/.test(before)) {
      const end = closingQuote(i + 1, close);
      if (end > i) {
        current += text.slice(i, end + 1);
        i = end;
        continue;
      }
    }
    if ('[({'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth = Math.max(0, depth - 1);
    if (depth === 0) {
      const rest = text.slice(i, i + 12).toLowerCase();
      // A question or exclamation mark before a capital ends a sentence as a full stop does.
      const sentenceEnd = (c === '.' && /^\.\s+[A-Z]/.test(text.slice(i, i + 3)) && !/\b(?:e\.g|i\.e|etc|approx|min|vs|no|fig|ca)$/i.test(current.slice(-8))) || ((c === '?' || c === '!') && /^[?!]+\s+[A-Z]/.test(text.slice(i, i + 4)));
      if (c === '\n' || c === ';' || sentenceEnd) {
        clauses.push(current);
        current = '';
        continue;
      }
      const join = /^(?:,?\s+and then\s|,\s*then\s)/.exec(rest);
      if (join && /\s|,/.test(c)) {
        clauses.push(current);
        current = '';
        i += join[0].length - 1;
        continue;
      }
    }
    current += c;
  }
  clauses.push(current);
  // Greetings, thanks, praise and "a couple of changes:" ask for nothing (talk.ts).
  return clauses
    .map(tidy)
    .filter((c) => !isTalk(c))
    .map((c) => tidy(withoutOpeningTalk(c)))
    .filter((c) => c !== '');
}

/** "Can you change that?": an edit asked as a question; its question mark asks nothing more. */
const ASKED = /^(?:(?:please|pls|so|and|also)\s+)*(?:(?:can|could|would|will)\s+(?:you|we)\b|(?:would|will|is) it be possible\b|is it possible\b|(?:do|would) you mind\b)/i;

function tidy(clause: string): string {
  const trimmed = clause.trim();
  return (ASKED.test(trimmed) ? trimmed.replace(/\?+$/, '') : trimmed)
    .replace(LEADING_WORDS, '')
    .replace(/[.!]+$/, '')
    .replace(TRAILING_REASON, '')
    .replace(/[.!]+$/, '')
    .replace(TRAILING_WORDS, '')
    .trim();
}

/**
 * A clause cut before every unquoted "and" or comma followed by a word that `startsPart`
 * accepts (index.ts: a verb starting an edit, "title it 'X' and make all edges thick"; or any
 * word, "larger font and thicker arrows"); the clause itself when it has no such place.
 * Quotes and brackets are never cut.
 */
export function splitJoinedEdits(clause: string, startsPart: (word: string) => boolean, commasOnly = false): string[] {
  const plain = outsideQuotesAndBrackets(clause);
  const cuts: number[] = [];
  // A part may open with a quoted name: "change 'yes' to 'eligible' and 'no' to 'not eligible'".
  const join = commasOnly ? /(,|\s[-–—]\s)\s*(['"‘“]?)([\p{L}]+)/giu : /(,|\band\b|\s[-–—]\s)\s*(['"‘“]?)([\p{L}]+)/giu;
  for (let m = join.exec(clause); m; m = join.exec(clause)) {
    const word = m.index + m[0].length - m[3]!.length;
    const quoted = m[2] !== '';
    if (plain[m.index] && (quoted || plain[word]) && m[3]!.toLowerCase() !== 'and' && startsPart(quoted ? m[2]! : m[3]!.toLowerCase())) cuts.push(m.index);
    join.lastIndex = m.index + m[1]!.length;
  }
  if (cuts.length === 0) return [clause];
  const parts: string[] = [];
  let from = 0;
  for (const cut of [...cuts, clause.length]) {
    parts.push(clause.slice(from, cut));
    from = cut;
  }
  return parts.map((p) => tidy(p.replace(/^(?:,|\s[-–—]\s)/, '').replace(/(?:,|\s[-–—])\s*$/, ''))).filter((p) => p !== '');
}

/** Whether a word is a verb that starts an edit (vocabulary.ts). */
export function isEditVerb(word: string): boolean {
  return EDIT_VERBS.has(word);
}

/** For each position of the text, whether it is outside quoted phrases and brackets. */
function outsideQuotesAndBrackets(text: string): boolean[] {
  const plain = new Array<boolean>(text.length).fill(false);
  const closingQuote = quoteCloser(text);
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const close = OPENING_QUOTES[c];
    if (close !== undefined && /[\s([{|>:,]/.test(i === 0 ? ' ' : text[i - 1]!)) {
      const end = closingQuote(i + 1, close);
      if (end > i) {
        i = end;
        continue;
      }
    }
    if ('[({'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth = Math.max(0, depth - 1);
    plain[i] = depth === 0 && !')]}'.includes(c);
  }
  return plain;
}

/**
 * "between steps 2 and 3", "remove steps 4, 5 and 6": each number said as a step of its own
 * ("step 2 and step 3"), as the step names read them. Quoted text is left as written.
 */
export function eachStepNumbered(clause: string): string {
  return clause
    .split(/(['"‘“][^'"‘’“”]*['"’”])/)
    .map((part, k) =>
      k % 2 === 1
        ? part
        : part.replace(/\bsteps\s+(\d{1,4}(?:\s*,\s*\d{1,4})*)\s*,?\s+(and|or)\s+(\d{1,4})\b/gi, (_, list: string, joiner: string, last: string) => {
            const numbers = list.split(/\s*,\s*/);
            return `${numbers.map((n) => `step ${n}`).join(', ')} ${joiner} step ${last}`;
          }),
    )
    .join('');
}
