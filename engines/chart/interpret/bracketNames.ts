// A column and another name for it, one of them in brackets: "disease progression (the target)",
// "the target (disease progression)", "self-rated marriage quality (rate_marriage 1-5)". The
// other name is what the column means to the writer; it is bound to that column, never read as
// something else. Only words no other rule read, that are no column, value or grammar word, are
// taken: a name that means something else stays unread, and the request is refused naming it.
import type { Token } from '../../language/index.ts';
import type { Bindings } from './reading.ts';

/** What a bracket may hold besides the column's name: "the", "column", a scale's range ("1-5"). */
const AROUND_NAME = /^\s*(?:the\s+)?$/i;
const AFTER_NAME = /^\s*(?:column|variable|values?|scores?)?\s*(?:,?\s*-?\d+(?:\.\d+)?\s*(?:-|\u2013|to)\s*-?\d+(?:\.\d+)?)?\s*$/i;

/** A word that may be part of a name: a noun, adjective or proper name, or a hyphen inside one ("self-rated"). */
const NAME_WORD = (t: Token, next: Token | undefined) => /^(?:NOUN|ADJ|PROPN)$/.test(t.pos) || (t.text === '-' && next !== undefined) || (t.pos === 'VERB' && /(?:ed|en)$/.test(t.lower) && next !== undefined && /^(?:NOUN|PROPN)$/.test(next.pos));

export function bindBracketNames(text: string, words: readonly Token[], bindings: Bindings, columnSpans: ReadonlyArray<{ start: number; end: number; column: string }>, meaningful: (word: string) => boolean): void {
  const free = (t: Token) => !bindings.covers(t) && !meaningful(t.lower);
  for (const m of text.matchAll(/\(([^()]*)\)/g)) {
    const open = m.index ?? 0;
    const close = open + m[0].length;
    const inside = columnSpans.filter((s) => s.start > open && s.end < close);
    if (inside.length === 1) {
      // "disease progression (the target)": the words right before the bracket name its column.
      const span = inside[0]!;
      if (!AROUND_NAME.test(text.slice(open + 1, span.start)) || !AFTER_NAME.test(text.slice(span.end, close - 1))) continue;
      const before = words.filter((t) => t.end <= open);
      const name: Token[] = [];
      for (let i = before.length - 1; i >= 0; i--) {
        const t = before[i]!;
        if (!NAME_WORD(t, before[i + 1] ?? undefined) || (t.text !== '-' && !free(t))) break;
        name.unshift(t);
      }
      if (!name.some((t) => t.text !== '-') || text.slice(name.at(-1)!.end, open).trim() !== '') continue;
      for (const t of name) bindings.add(t.start, t.end, `names ${span.column}`);
      for (const t of words) if (t.start > span.end && t.end < close && !bindings.covers(t)) bindings.add(t.start, t.end, `describes ${span.column}`);
    } else if (inside.length === 0) {
      // "the target (disease progression)": a bracket right after a column's name, of free words only.
      const span = columnSpans.find((s) => s.end <= open && text.slice(s.end, open).trim() === '');
      const within = words.filter((t) => t.start > open && t.end < close);
      const content = within.filter((t) => t.pos !== 'PUNCT' && t.pos !== 'DET' && t.lower !== 'of');
      if (!span || content.length === 0 || !content.every((t) => NAME_WORD(t, within[within.indexOf(t) + 1]) && free(t))) continue;
      for (const t of within) if (!bindings.covers(t)) bindings.add(t.start, t.end, `names ${span.column}`);
    }
  }
}
