// Eighty-two requests written before the reader was read (support/blindVoiceRequests.jsonl, in the
// corpus's format: test/corpora/image-edits/README.md), in voices the other own sets do not use:
// what a reviewer or a colour-blind reader cannot tell apart, what the writer marked in the mask,
// sizes a journal requires of the file it is sent, numbers in words, typos ("boarder", "roate",
// "contarst"), non-native word order, dictated punctuation, several edits in one sentence, and
// refusals. Judged as the understanding bench judges the corpus, on a figure of each kind with a
// mask where one was sent. A request the reader does not read yet must be refused, never edited otherwise.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { judgeEditItem } from '../../../bench/understanding/imageEdits.ts';
import { closeOcr } from '../../../engines/ocr/index.ts';

type Item = Parameters<typeof judgeEditItem>[0];

const ITEMS: Item[] = readFileSync(join(import.meta.dirname, 'support/blindVoiceRequests.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Item);

/** Requests not read yet: refused with a reason, never done otherwise. */
const NOT_YET_READ = new Set(['voice-50', 'voice-68', 'voice-79']);

afterAll(() => closeOcr());

describe('requests in voices the other sets do not use, judged as the bench judges the corpus', () => {
  test.each(ITEMS.filter((item) => !NOT_YET_READ.has(item.id)).map((item) => [item.id, item.instruction, item] as const))('%s: %s', async (_id, _instruction, item) => {
    const { verdict, why, suggested } = await judgeEditItem(item);
    expect({ verdict, why: verdict === 'right' ? [] : why, suggested: suggested ?? true }).toEqual({ verdict: 'right', why: [], suggested: true });
  }, 60_000);
  test.each(ITEMS.filter((item) => NOT_YET_READ.has(item.id)).map((item) => [item.id, item.instruction, item] as const))('not read yet, and refused: %s: %s', async (_id, _instruction, item) => {
    expect((await judgeEditItem(item)).verdict).toBe('refused');
  }, 60_000);
});
