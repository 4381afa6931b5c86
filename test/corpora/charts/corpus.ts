// The chart request corpus as data: its folder and the items of one half, in file order.
// Read by the understanding bench (to measure) and by the corpus's form test.
import { itemsOf, type Half } from '../jsonl.ts';

export const CORPUS = import.meta.dirname;

export interface CorpusItem<E = Record<string, unknown>> {
  id: string;
  data: string;
  request?: string;
  parent?: string;
  edit?: string;
  expect: E;
}

export function corpusHalf<E = Record<string, unknown>>(half: Half): Array<CorpusItem<E>> {
  return itemsOf<CorpusItem<E>>(CORPUS, half);
}
