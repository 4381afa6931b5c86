// Parts WordNet names of a thing, or of a kind the thing is; and the two nouns a closed compound joins.
import { compoundParts, isPartOf } from '../../../engines/language/index.ts';

describe('isPartOf', () => {
  test('a part of the thing or of its kind, by any sense and in the plural', () => {
    expect(isPartOf('thorax', 'honeybee')).toBe(true);
    expect(isPartOf('wings', 'honeybee')).toBe(true);
    expect(isPartOf('petal', 'flower')).toBe(true);
    expect(isPartOf('mitochondria', 'cell')).toBe(true);
  });

  test('things found with it are no parts', () => {
    expect(isPartOf('fish', 'lake')).toBe(false);
    expect(isPartOf('cage', 'mouse')).toBe(false);
    expect(isPartOf('bird', 'tree')).toBe(false);
  });
});

describe('compoundParts', () => {
  test('a word that joins two nouns, split where both halves are nouns', () => {
    expect(compoundParts('horsepower')).toEqual(['horse', 'power']);
    expect(compoundParts('bodyweight')).toEqual(['body', 'weight']);
  });

  test('a word that is not two nouns, or too short to be', () => {
    expect(compoundParts('temperature')).toBeUndefined();
    expect(compoundParts('height')).toBeUndefined();
  });
});
