// Finding the table's columns named in a sentence: quoted names first ("Dose (mg)"), then
// bare names as whole words, longest first so that "age group" wins over "age".

export interface Mention {
  column: string;
  start: number;
  end: number;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function findColumns(text: string, columns: readonly string[]): Mention[] {
  const taken: Array<[number, number]> = [];
  const mentions: Mention[] = [];
  const free = (start: number, end: number) => taken.every(([s, e]) => end <= s || start >= e);
  const byLength = [...columns].sort((a, b) => b.length - a.length);
  for (const quoted of [true, false]) {
    for (const column of byLength) {
      const body = escape(column);
      const pattern = quoted ? new RegExp(`["'\`\u201c\u2018]${body}["'\`\u201d\u2019]`, 'gi') : new RegExp(`(?<![\\w])${body}(?![\\w])`, 'gi');
      for (const match of text.matchAll(pattern)) {
        const start = match.index ?? 0;
        const end = start + match[0].length;
        if (!free(start, end)) continue;
        taken.push([start, end]);
        mentions.push({ column, start, end });
      }
    }
  }
  return mentions.sort((a, b) => a.start - b.start);
}
