// An instruction split into the clauses applied in order: at new lines, semicolons, "and
// then", ", then" and full stops ending a sentence, never inside a quoted name or brackets.

import { OPENING_QUOTES, quoteCloser } from './tokens.ts';

const LEADING_WORDS = /^(?:(?:and|then|also|next|finally|afterwards|please|now|lastly|first|second|third),?\s+)+/i;

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
      const sentenceEnd = c === '.' && /^\.\s+[A-Z]/.test(text.slice(i, i + 3)) && !/\b(?:e\.g|i\.e|etc|approx|min|vs|no|fig|ca)$/i.test(current.slice(-8));
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
  return clauses.map(tidy).filter((c) => c !== '');
}

function tidy(clause: string): string {
  return clause
    .trim()
    .replace(LEADING_WORDS, '')
    .replace(/[.!]+$/, '')
    .trim();
}
