// Fifty instructions as they arrive around a paper (support/reviewInstructions.ts): e-mails with
// a greeting and a sign-off, reviewers' requests passed on, numbered and lettered lists, parts of
// a figure by name, sizes on paper and dpi, file formats, what needs a mask. Each runs as a client
// sends it on a figure or photograph the project did not draw: the edit a careful assistant would
// make, or a refusal naming what would do it. Nothing that should be refused comes back edited.
import { closeOcr } from '../../../engines/ocr/index.ts';
import { REVIEW_INSTRUCTIONS } from './support/reviewInstructions.ts';
import { verdictOf } from './support/researcherInstructions.ts';

afterAll(() => closeOcr());

describe('instructions from letters, reviews and lists of changes, on figures the project did not draw', () => {
  test.each(REVIEW_INSTRUCTIONS)('%s: %s', async (name, instruction, expected) => {
    const { verdict, why } = await verdictOf(name, instruction, expected);
    expect({ verdict, why }).toEqual({ verdict: 'right', why: '' });
  }, 60_000);
});
