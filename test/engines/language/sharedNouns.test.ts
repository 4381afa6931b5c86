// A noun shared by the words listed before it, spelt out for each where WordNet names the pair.
import { spellOutSharedNouns } from '../../../engines/language/index.ts';

describe('spellOutSharedNouns', () => {
  test('each listed word takes the noun when WordNet knows the pair as one name', () => {
    expect(spellOutSharedNouns('a bar magnet with its north and south poles labelled')).toBe('a bar magnet with its north pole and south pole labelled');
    expect(spellOutSharedNouns('the frontal, parietal, temporal and occipital lobes')).toBe('the frontal lobe, parietal lobe, temporal lobe and occipital lobe');
  });

  test('so does a name of two words: "red and white blood cells"', () => {
    expect(spellOutSharedNouns('red and white blood cells in a row')).toBe('red blood cell and white blood cell in a row');
  });

  test('words that are not kinds of the noun stay as written', () => {
    expect(spellOutSharedNouns('mouse and human cells')).toBe('mouse and human cells');
    expect(spellOutSharedNouns('sun and wind turbines')).toBe('sun and wind turbines');
  });
});
