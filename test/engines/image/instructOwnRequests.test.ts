// Requests written in researchers' voices before the reader was read (support/ownEditRequests.jsonl,
// in the corpus's format: test/corpora/image-edits/README.md), judged as the understanding bench
// judges the corpus: each runs on a figure of its kind as a client sends it, and the result is the
// steps a careful assistant would run, or a refusal that names what would do it. A request the
// reader does not read yet must be refused, never edited otherwise.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { judgeEditItem } from '../../../bench/understanding/imageEdits.ts';
import { closeOcr } from '../../../engines/ocr/index.ts';

type Item = Parameters<typeof judgeEditItem>[0];

const ITEMS: Item[] = readFileSync(join(import.meta.dirname, 'support/ownEditRequests.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Item);

/** Requests not read yet: refused with a reason, never done otherwise. */
const NOT_YET_READ = new Set(['own-28', 'own-40']);

afterAll(() => closeOcr());

describe("requests in researchers' voices, judged as the bench judges the corpus", () => {
  test.each(ITEMS.filter((item) => !NOT_YET_READ.has(item.id)).map((item) => [item.id, item.instruction, item] as const))('%s: %s', async (_id, _instruction, item) => {
    const { verdict, why, suggested } = await judgeEditItem(item);
    expect({ verdict, why: verdict === 'right' ? [] : why, suggested: suggested ?? true }).toEqual({ verdict: 'right', why: [], suggested: true });
  }, 60_000);
  test.each(ITEMS.filter((item) => NOT_YET_READ.has(item.id)).map((item) => [item.id, item.instruction, item] as const))('not read yet, and refused: %s: %s', async (_id, _instruction, item) => {
    expect((await judgeEditItem(item)).verdict).toBe('refused');
  }, 60_000);
});
