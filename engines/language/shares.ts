// A share said as a fraction word: "a fifth", "one tenth", "two thirds", "three quarters". The
// denominator is the ordinal ("fifth" is 1/5); "half" and "quarter" are their own words.

const DENOMINATORS: Record<string, number> = { half: 2, halves: 2, third: 3, thirds: 3, quarter: 4, quarters: 4, fourth: 4, fourths: 4, fifth: 5, fifths: 5, sixth: 6, sixths: 6, eighth: 8, eighths: 8, tenth: 10, tenths: 10, twentieth: 20, twentieths: 20, hundredth: 100, hundredths: 100 };
const NUMERATORS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5 };

/** The share a fraction said in words stands for ("a fifth" 0.2, "two thirds" 0.667), or undefined. */
export function shareOfWords(words: string): number | undefined {
  const m = /^(a|an|one|two|three|four|five)[ -]([a-z]+)$/.exec(words.trim().toLowerCase());
  if (!m) return undefined;
  const denominator = DENOMINATORS[m[2]!];
  const numerator = NUMERATORS[m[1]!]!;
  // "a fifth", not "two fifth"; "two fifths", not "a fifths".
  if (!denominator || (numerator === 1) !== !/s$/.test(m[2]!) || numerator >= denominator) return undefined;
  return numerator / denominator;
}

/** The fraction words shareOfWords reads, for finding them in a sentence. */
export const SHARE_WORDS = String.raw`(?:a|an|one|two|three|four|five)[ -](?:${Object.keys(DENOMINATORS).join('|')})`;
