// Jitter: where values sharing one position are spread across it so that they do not hide each
// other. By the golden ratio rather than at random: even at any n, the same on every drawing,
// and unrelated to the values' order (so the spread says nothing about the values).

const GOLDEN = 0.6180339887;

/** Offsets in −0.5..0.5 for n values (0 for a single value). */
export function goldenOffsets(n: number): number[] {
  return Array.from({ length: n }, (_, j) => (n > 1 ? ((j * GOLDEN) % 1) - 0.5 : 0));
}

/** Offsets for n values across `width` points, centred on 0. */
export function jitter(n: number, width: number): number[] {
  return goldenOffsets(n).map((o) => o * width);
}
