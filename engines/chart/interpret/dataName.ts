// The data called by its own name: "Amazon's stock" in stocks.csv, "Sunspots since 1900" in
// sunspots.csv, "R-rated movies" in a table named films. Beside a measurement the request names,
// the word only says which data it is about. With none named, it stands for the data's
// measurement, which is drawn only when the data holds one ("Sunspots" of sunspots.csv is its
// one column of numbers beside the years); otherwise the word is left unread, and refused.
import { sameThing, singular, tokens } from '../../language/index.ts';
import type { ChartSpec } from '../spec.ts';
import type { TableWords } from './columns.ts';
import type { Bindings } from './reading.ts';

export function dataNameWords(text: string, bindings: Bindings, spec: ChartSpec, table: TableWords): void {
  const name = table.dataName;
  if (!name || name.length === 0) return;
  const calls = (word: string) => name.some((part) => part === word || singular(part) === singular(word) || (part.length >= 4 && word.length >= 4 && sameThing(part, word)));
  const named = tokens(text).filter((t) => ['NOUN', 'PROPN', 'ADJ'].includes(t.pos) && !bindings.covers(t) && calls(t.lower));
  if (named.length === 0) return;
  const numeric = (table.columns ?? []).filter((c) => c.type === 'number');
  const measured = [...spec.y, ...spec.mentioned].some((n) => numeric.some((c) => c.name === n));
  const measures = numeric.filter((c) => !table.timeColumns.includes(c.name));
  if (!measured && measures.length !== 1) return;
  const part = measured ? `the data (named ${name.join(' ')})` : `column ${measures[0]!.name} (the data's measurement, called by the data's name)`;
  if (!measured) spec.mentioned.push(measures[0]!.name);
  for (const t of named) bindings.add(t.start, t.end, part);
}
