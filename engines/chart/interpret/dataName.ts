// The data called by its own name: "Amazon's stock" in stocks.csv, "Sunspots since 1900" in
// sunspots.csv. With no measurement named, the word stands for the data's measurement, which is
// drawn only when the data holds one ("Sunspots" of sunspots.csv is its one column of numbers
// beside the years); otherwise, and beside a measurement named, the word is left unread.
import { sameThing, singular, tokens } from '../../language/index.ts';
import type { ChartSpec } from '../spec.ts';
import type { TableWords } from './columns.ts';
import type { Bindings } from './reading.ts';

export function dataNameWords(text: string, bindings: Bindings, spec: ChartSpec, table: TableWords): void {
  const name = table.dataName;
  if (!name || name.length === 0) return;
  const numeric = (table.columns ?? []).filter((c) => c.type === 'number');
  const measured = [...spec.y, ...spec.mentioned].some((n) => numeric.some((c) => c.name === n));
  const measures = numeric.filter((c) => !table.timeColumns.includes(c.name));
  // Beside a measurement named, the word is left to be read: reading it as the data's name let
  // through requests misread elsewhere (a held-out silently wrong chart).
  if (measured || measures.length !== 1) return;
  const calls = (word: string) => name.some((part) => part === word || singular(part) === singular(word) || (part.length >= 4 && word.length >= 4 && sameThing(part, word)));
  const named = tokens(text).filter((t) => ['NOUN', 'PROPN', 'ADJ'].includes(t.pos) && !bindings.covers(t) && calls(t.lower));
  if (named.length === 0) return;
  spec.mentioned.push(measures[0]!.name);
  for (const t of named) bindings.add(t.start, t.end, `column ${measures[0]!.name} (the data's measurement, called by the data's name)`);
}
