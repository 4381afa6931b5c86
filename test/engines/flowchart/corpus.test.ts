// The flowchart request corpus stays well formed: every item parses and passes the loader's form
// check (its expected graph names only its own boxes, every decision's arrows are labelled, its
// attachments are there), and both halves keep their size and mix. The test reads both halves to
// check their form; it prints nothing of the held-out requests.
import { flowCorpusHalf } from '../../corpora/flowcharts/corpus.ts';

const halves = { dev: flowCorpusHalf('dev'), heldout: flowCorpusHalf('heldout') };
const prompts = (half: 'dev' | 'heldout') => halves[half].filter((i) => i.edit === undefined);
const edits = (half: 'dev' | 'heldout') => halves[half].filter((i) => i.edit !== undefined);

describe('the flowchart corpus', () => {
  test('holds at least 150 prompts and 100 edits, split evenly between the halves', () => {
    expect(prompts('dev').length + prompts('heldout').length).toBeGreaterThanOrEqual(150);
    expect(edits('dev').length + edits('heldout').length).toBeGreaterThanOrEqual(100);
    expect(Math.abs(prompts('dev').length - prompts('heldout').length)).toBeLessThanOrEqual(5);
    expect(Math.abs(edits('dev').length - edits('heldout').length)).toBeLessThanOrEqual(5);
  });

  test('ids are unique across both halves, and both halves have attachments and refusals', () => {
    const ids = [...halves.dev, ...halves.heldout].map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const half of ['dev', 'heldout'] as const) {
      expect(prompts(half).some((i) => (i.attachments ?? []).length > 0)).toBe(true);
      expect(halves[half].some((i) => 'refuse' in i.expect && i.expect.refuse !== undefined)).toBe(true);
    }
  });
});
