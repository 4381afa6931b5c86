// The chart request corpus as data: its folder and the items of one half, in file order.
// Read by the understanding bench (to measure) and by the corpus's form test.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const CORPUS = import.meta.dirname;

export interface CorpusItem<E = Record<string, unknown>> {
  id: string;
  data: string;
  request?: string;
  parent?: string;
  edit?: string;
  expect: E;
}

export function corpusHalf<E = Record<string, unknown>>(half: 'dev' | 'heldout'): Array<CorpusItem<E>> {
  const dir = join(CORPUS, half);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .flatMap((f) => readFileSync(join(dir, f), 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as CorpusItem<E>));
}
