import { describe, expect, test } from '@jest/globals';
import { isAbbreviation, isLetterDropped } from '../../../engines/language/index.ts';

describe('abbreviations as data columns write them', () => {
  test('a prefix of three letters or more, or the consonants kept in order, abbreviate the word', () => {
    expect(['cyl:cylinders', 'temp:temperature', 'wt:weight', 'hgt:height', 'pop:population'].every((pair) => isAbbreviation(...(pair.split(':') as [string, string])))).toBe(true);
  });
  test('a short form keeping a vowel that is no prefix of the word is a word of its own: "pop" is not "people"', () => {
    expect(isAbbreviation('pop', 'people')).toBe(false);
    expect(isAbbreviation('sal', 'signal')).toBe(false);
  });
});

describe('a letter left out of a word', () => {
  test('a word of five letters or more with one letter missing is that word: "blak" is black, "whte" white', () => {
    expect(isLetterDropped('blak', 'black')).toBe(true);
    expect(isLetterDropped('whte', 'white')).toBe(true);
  });
  test('a four-letter word shortened, or a word missing two letters, is not', () => {
    expect(isLetterDropped('blu', 'blue')).toBe(false);
    expect(isLetterDropped('blk', 'black')).toBe(false);
  });
});
