// A set of instructions written in the image-edit corpus's format, judged as the understanding
// bench judges the corpus: each runs on a figure of its kind as a client sends it, and must give
// the steps a careful assistant would run; one the reader does not read yet must be refused,
// never edited otherwise.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { judgeEditItem } from '../../../../bench/understanding/imageEdits.ts';
import { closeOcr } from '../../../../engines/ocr/index.ts';

type Item = Parameters<typeof judgeEditItem>[0];

export function judgedRequests(title: string, file: string, notYetRead: readonly string[]): void {
  const items: Item[] = readFileSync(join(import.meta.dirname, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Item);
  const waiting = new Set(notYetRead);

  afterAll(() => closeOcr());

  describe(title, () => {
    test.each(items.filter((item) => !waiting.has(item.id)).map((item) => [item.id, item.instruction, item] as const))('%s: %s', async (_id, _instruction, item) => {
      const { verdict, why, suggested } = await judgeEditItem(item);
      expect({ verdict, why: verdict === 'right' ? [] : why, suggested: suggested ?? true }).toEqual({ verdict: 'right', why: [], suggested: true });
    }, 60_000);
    test.each(items.filter((item) => waiting.has(item.id)).map((item) => [item.id, item.instruction, item] as const))('not read yet, and refused: %s: %s', async (_id, _instruction, item) => {
      expect((await judgeEditItem(item)).verdict).toBe('refused');
    }, 60_000);
  });
}
