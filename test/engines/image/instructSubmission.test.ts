// Seventy instructions from researchers getting figures ready for a journal
// (support/submissionInstructions.ts), written before reading the reader's code for them, each run
// as a client sends it on a figure the project did not draw: the edits a careful assistant would
// make, or a refusal naming what would do it. Nothing that would change what the figure shows is
// done unless asked.
import { closeOcr } from '../../../engines/ocr/index.ts';
import { SUBMISSION_INSTRUCTIONS } from './support/submissionInstructions.ts';
import { verdictOf } from './support/researcherInstructions.ts';

afterAll(() => closeOcr());

describe('instructions for a journal submission, on figures the project did not draw', () => {
  test.each(SUBMISSION_INSTRUCTIONS)('%s: %s', async (name, instruction, expected) => {
    const { verdict, why } = await verdictOf(name, instruction, expected);
    expect({ verdict, why }).toEqual({ verdict: 'right', why: '' });
  }, 60_000);
});
