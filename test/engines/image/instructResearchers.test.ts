// Fifty instructions in researchers' own voices (support/researcherInstructions.ts), each run as
// a client sends it on a figure or photograph the project did not draw: the result is the edit a
// careful assistant would make, or a refusal with its reason where no edit can do it. Nothing
// that should be refused comes back edited, and no edit comes back other than asked.
import { closeOcr } from '../../../engines/ocr/index.ts';
import { RESEARCHER_INSTRUCTIONS, verdictOf } from './support/researcherInstructions.ts';

afterAll(() => closeOcr());

describe("instructions in researchers' voices, on figures the project did not draw", () => {
  test.each(RESEARCHER_INSTRUCTIONS)('%s: %s', async (name, instruction, expected) => {
    const { verdict, why } = await verdictOf(name, instruction, expected);
    expect({ verdict, why }).toEqual({ verdict: 'right', why: '' });
  }, 60_000);
});
