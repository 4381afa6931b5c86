// Infinitives of purpose after a thing: what it is for, never a thing or a place of its own.
import { purposeInfinitives, tokens } from '../../../engines/language/index.ts';

const purposes = (text: string): string[] => purposeInfinitives(tokens(text)).map((p) => text.slice(p.start, p.end));

describe('purposeInfinitives', () => {
  test('"to <verb> <object>" right after a thing says what the thing is for', () => {
    expect(purposes('A thermometer to measure water temperature, next to a beaker')).toEqual(['to measure water temperature']);
    expect(purposes('a drone to map the field and a laptop')).toEqual(['to map the field']);
  });

  test('"to" after a verb or a "from" in the same clause, or before a thing, is no purpose', () => {
    expect(purposes('Sodium reacts with chlorine to produce sodium chloride')).toEqual([]);
    expect(purposes('from seed via seedling to mature tree')).toEqual([]);
    expect(purposes('soil sample to 16S sequencing')).toEqual([]);
    expect(purposes('a sample to culture')).toEqual([]);
  });
});
