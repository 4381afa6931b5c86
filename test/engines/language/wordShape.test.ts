// A word's shape, which tells codes of one kind (gene names, cell lines) from other words.
import { wordShape } from '../../../engines/language/index.ts';

test('runs of capitals, small letters and digits, punctuation left out', () => {
  expect(['IL-10', 'CXCL8', 'IL6', 'Qn1', 'rs1234', 'TNF', 'H57A'].map(wordShape)).toEqual(['A9', 'A9', 'A9', 'Aa9', 'a9', 'A', 'A9A']);
});
