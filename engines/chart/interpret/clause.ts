// One clause of a request as the reader's rules see it: its words, the columns it mentions,
// and how a rule binds its words to the part of the spec they made.
import type { Mention, TableWords } from './columns.ts';

export interface Clause {
  text: string;
  mentions: Mention[];
  table: TableWords;
  /** Binds words of this clause (offsets in the clause) to the part of the spec they made. */
  bind: (start: number, end: number, part: string) => void;
  /** Starts of mentions another rule has placed (a facet's column is no colour group). */
  claimed: Set<number>;
  /** Where the clause starts in the whole request. */
  offset: number;
  /** Whether a rule before this one changed the spec (set by the reader while it applies the rules). */
  changed?: boolean;
  /** The whole clause this one was cut from, when it is the rest of a title or label clause. */
  context?: string;
}

/**
 * A clause with the column names blanked, offsets kept: a column called "density" names no chart
 * type. With `exactOnly`, only names as written are blanked, and the groups named by a word of
 * their values ("dose group" of Low dose, High dose): "dose" read as part of dose_uM still says dose.
 */
export function wordsOnly(clause: Clause, exactOnly = false): string {
  let text = clause.text;
  for (const m of clause.mentions) {
    if (exactOnly && m.how !== 'name' && m.how !== 'quoted' && !(m.how === 'value word' && /\s/.test(clause.text.slice(m.start, m.end)))) continue;
    text = text.slice(0, m.start) + ' '.repeat(m.end - m.start) + text.slice(m.end);
  }
  return text;
}
