// Seventy instructions from people in a lab (support/labInstructions.ts): typos, British and
// American spelling, non-native English, several edits in one sentence, panels by number, place,
// row and column, margins and borders in units, printed sizes at a dpi, rotations as turns,
// colours by name and hex. Each runs as a client sends it on a figure the project did not draw:
// the edits a careful assistant would make, or a refusal naming what would do it. Nothing that
// would change what the figure shows is done unless asked.
import { closeOcr } from '../../../engines/ocr/index.ts';
import { LAB_INSTRUCTIONS } from './support/labInstructions.ts';
import { verdictOf } from './support/researcherInstructions.ts';

afterAll(() => closeOcr());

describe('instructions from people in a lab, on figures the project did not draw', () => {
  test.each(LAB_INSTRUCTIONS)('%s: %s', async (name, instruction, expected) => {
    const { verdict, why } = await verdictOf(name, instruction, expected);
    expect({ verdict, why }).toEqual({ verdict: 'right', why: '' });
  }, 60_000);
});
