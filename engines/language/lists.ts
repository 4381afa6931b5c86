// Lists as people write them: "A, B and C", "A, B, and C", "both A and B", "A; B; C", with
// brackets and quotes kept whole ("PEG-lipid (2%), cholesterol"). Each item is returned as
// written, without a leading article or possessive.
import { protectSpans, restoreSpans } from './spans.ts';

/** The items of a list, in order; a text with no separator is one item. */
export function listItems(text: string): string[] {
  return protectSpans(text)
    .replace(/^\s*both\s+/i, '')
    .split(/\s*[,;]\s*(?:and\s+|or\s+)?|\s+(?:and|or|&)\s+/i)
    .map((item) => restoreSpans(item).trim().replace(/^(?:the|a|an|its|their|his|her)\s+/i, '').replace(/[.\s]+$/, ''))
    .filter((item) => /[\p{L}\p{N}]/u.test(item));
}
