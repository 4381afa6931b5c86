// A seeded pseudo-random sequence for the hand-drawn styles' wobble, so that the same request
// always draws the same strokes (mulberry32: small, fast, good enough for jitter).
import { createHash } from 'node:crypto';

export type Random = () => number;

export function seededRandom(...parts: string[]): Random {
  let state = createHash('sha256').update(parts.join('\u0000')).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
