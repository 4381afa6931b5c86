// Characters whose glyphs differ by a stroke or two from a symbol of quite another meaning:
// a "p" and a "µ" (a unit a million times smaller), an "a" and an "α", "+" and "±", "x" and
// "×". OCR trained on English reads the symbol as the letter; whoever writes a reading back as
// text must tell them apart by the pixels. Both directions, so a symbol read where a letter is
// drawn is caught as well.
const PAIRS: ReadonlyArray<[string, string]> = [
  ['p', 'µ'],
  ['u', 'µ'],
  ['a', 'α'],
  ['B', 'β'],
  ['A', 'Δ'],
  ['+', '±'],
  ['x', '×'],
  ['o', '°'],
];

const TABLE = new Map<string, string[]>();
for (const [a, b] of PAIRS) {
  TABLE.set(a, [...(TABLE.get(a) ?? []), b]);
  TABLE.set(b, [...(TABLE.get(b) ?? []), a]);
}
// The Greek mu is drawn as the micro sign.
TABLE.set('μ', TABLE.get('µ')!);

/** The characters `c` may have been misread for (or as), by shape. */
export function lookalikes(c: string): readonly string[] {
  return TABLE.get(c) ?? [];
}
