// Finding the table's columns named in a sentence: quoted names first ("Dose (mg)"), then
// bare names as whole words, longest first so that "age group" wins over "age", then words
// that are an inflection of exactly one one-word column name ("closing" for Close).

export interface Mention {
  column: string;
  start: number;
  end: number;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The stem two inflections share: "closing", "closed", "closes" and "close" all give "clos";
 * "volumes" and "volume" give "volum". Stems under three letters say too little to match on.
 */
function stem(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (!/^[a-z]+$/.test(lower)) return undefined;
  const base = lower.replace(/(?:ings|ing|es|ed|s|e|d)$/, '');
  return base.length >= 3 ? base : undefined;
}

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

export function findColumns(text: string, columns: readonly string[]): Mention[] {
  const taken: Array<[number, number]> = [];
  const mentions: Mention[] = [];
  const free = (start: number, end: number) => taken.every(([s, e]) => end <= s || start >= e);
  const take = (column: string, start: number, end: number) => {
    taken.push([start, end]);
    mentions.push({ column, start, end });
  };
  const byLength = [...columns].sort((a, b) => b.length - a.length);
  for (const quoted of [true, false]) {
    for (const column of byLength) {
      const body = escape(column);
      const pattern = quoted ? new RegExp(`["'\`\u201c\u2018]${body}["'\`\u201d\u2019]`, 'gi') : new RegExp(`(?<![\\w])${body}(?![\\w])`, 'gi');
      for (const match of text.matchAll(pattern)) {
        const start = match.index ?? 0;
        const end = start + match[0].length;
        if (free(start, end)) take(column, start, end);
      }
    }
  }
  // A word two columns could be is no mention: the y/x phrases refuse it by name (grammar.ts).
  const stems = byStem(columns);
  for (const match of text.matchAll(/(?<![\w'"])[a-z]+(?![\w'"])/gi)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    const found = inflections(match[0], stems);
    if (found.length === 1 && free(start, end)) take(found[0]!, start, end);
  }
  return mentions.sort((a, b) => a.start - b.start);
}

/** What the reader knows of the table beyond its column names. */
export interface TableWords {
  names: readonly string[];
  /** The columns "time", "date" and "over time" can mean. */
  timeColumns: readonly string[];
  /** Category values, lower case: "drug vs placebo" compares values, it names no columns. */
  values: ReadonlySet<string>;
}

const TIME_NAME = /\b(time|date|datetime|timestamp|years?|months?|weeks?|days?|hours?)\b/i;

/**
 * The date columns; with none, the columns named like time ("Year", "Time (h)"). The reader
 * uses one only when there is exactly one: two are a question for the client.
 */
export function tableWords(columns: ReadonlyArray<{ name: string; type: string; values?: readonly unknown[] }>): TableWords {
  const dates = columns.filter((c) => c.type === 'date').map((c) => c.name);
  const values = new Set<string>();
  for (const c of columns) if (c.type === 'category') for (const v of c.values ?? []) if (typeof v === 'string') values.add(v.trim().toLowerCase());
  return { names: columns.map((c) => c.name), timeColumns: dates.length > 0 ? dates : columns.map((c) => c.name).filter((n) => TIME_NAME.test(n)), values };
}

/** The reader's view of a bare list of names (no types: time columns come from the names). */
export function wordsOf(columns: readonly string[] | TableWords): TableWords {
  if (!Array.isArray(columns)) return columns as TableWords;
  return tableWords((columns as readonly string[]).map((name) => ({ name, type: 'unknown' })));
}
