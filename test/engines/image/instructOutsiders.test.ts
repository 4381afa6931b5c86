// Fifty instructions written before the interpreter was read (support/outsiderInstructions.ts),
// each run as a client sends it on a figure or photograph the project did not draw: the result is
// the edit a careful assistant would make, or a refusal naming what would do it. Nothing that
// should be refused comes back edited, and no edit comes back other than asked.
import { closeOcr } from '../../../engines/ocr/index.ts';
import { OUTSIDER_INSTRUCTIONS } from './support/outsiderInstructions.ts';
import { verdictOf } from './support/researcherInstructions.ts';

/**
 * Panels named by what they show ("the PCA plot", "Week 4"): the reader does not yet find a panel
 * by its content, so these are refused. A refusal is allowed for them; an edit other than the one
 * asked never is.
 */
const BY_CONTENT = new Set(['keep the line plot with the error bars', 'Week 4 panel only', 'I want the PCA plot on its own']);

afterAll(() => closeOcr());

describe('instructions written before the interpreter was read, on figures the project did not draw', () => {
  test.each(OUTSIDER_INSTRUCTIONS)('%s: %s', async (name, instruction, expected) => {
    const { verdict, why } = await verdictOf(name, instruction, expected);
    if (BY_CONTENT.has(instruction)) expect(verdict).not.toBe('silently wrong');
    else expect({ verdict, why }).toEqual({ verdict: 'right', why: '' });
  }, 60_000);
});
