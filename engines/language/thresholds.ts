// A threshold as people write a condition on a value: a sign ("> 4", "≤ 4"), words before the
// number ("under 80%", "at least 1,000") or after it ("80% or more", "7 or below"). Two
// thresholds on the same number from opposite sides ("under 80%" and "80% or more") split the
// values between them: the two outcomes of one question.

export interface Threshold {
  value: number;
  /** The side of the value the condition holds on. */
  side: 'above' | 'below';
  /** Whether the value itself is on that side. */
  inclusive: boolean;
}

const NUMBER = String.raw`[−-]?\d[\d,]*(?:\.\d+)?`;
const BEFORE: ReadonlyArray<readonly [RegExp, Omit<Threshold, 'value'>]> = [
  [/(?:>=|≥|=>|\bat least|\bno (?:less|fewer) than|\bnot (?:less|fewer) than)\s*$/i, { side: 'above', inclusive: true }],
  [/(?:<=|≤|=<|\bat most|\bno (?:more|greater) than|\bnot (?:more|greater) than|\bup to)\s*$/i, { side: 'below', inclusive: true }],
  [/(?:>|\babove|\bover|\bmore than|\bgreater than|\bhigher than|\bexceeds?|\bexceeding)\s*$/i, { side: 'above', inclusive: false }],
  [/(?:<|\bbelow|\bunder|\bless than|\bfewer than|\blower than)\s*$/i, { side: 'below', inclusive: false }],
];
const AFTER: ReadonlyArray<readonly [RegExp, Omit<Threshold, 'value'>]> = [
  [/^\s*\S{0,12}?\s*(?:or|and)\s+(?:more|above|over|higher|greater|up|upwards)\b/i, { side: 'above', inclusive: true }],
  [/^\s*\S{0,12}?\s*(?:or|and)\s+(?:less|fewer|below|under|lower|down)\b/i, { side: 'below', inclusive: true }],
];

/** The one threshold a condition states, or undefined (none, a range, or more than one number). */
export function threshold(text: string): Threshold | undefined {
  const numbers = [...text.matchAll(new RegExp(NUMBER, 'g'))];
  if (numbers.length !== 1) return undefined;
  const m = numbers[0]!;
  const value = Number(m[0].replace(/,/g, '').replace('−', '-'));
  const before = text.slice(0, m.index);
  const after = text.slice(m.index + m[0].length);
  for (const [pattern, found] of BEFORE) if (pattern.test(before)) return { value, ...found };
  for (const [pattern, found] of AFTER) if (pattern.test(after)) return { value, ...found };
  return undefined;
}

/** Whether two conditions are thresholds on the same number from opposite sides. */
export function complementaryThresholds(a: string, b: string): boolean {
  const x = threshold(a);
  const y = threshold(b);
  return x !== undefined && y !== undefined && x.value === y.value && x.side !== y.side;
}
