import { describe, expect, test } from '@jest/globals';
import { undictate } from '../../../engines/language/index.ts';

describe('spoken punctuation written as marks', () => {
  test('brackets opened and closed in the plural, as speakers name them, are brackets', () => {
    expect(undictate('just panel d open brackets the bottom right one close brackets')).toBe('just panel d (the bottom right one)');
  });
  test('one spoken mark alone is left as written: "colon" may be the organ', () => {
    expect(undictate('stain the colon sections')).toBe('stain the colon sections');
  });
});
