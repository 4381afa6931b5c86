// How a pixel's colour is made of a figure's source colours. Rasterisers blend in sRGB bytes: an
// anti-aliased edge between colour S and a neutral background g is alpha*S + (1-alpha)*g, and an
// edge between two colours is alpha1*S1 + alpha2*S2 + (the rest grey). Splitting each channel into
// its mean (the grey part) and what is left (the chroma vector, which is zero for every grey),
// the chroma of a pixel is alpha1*chroma(S1) + alpha2*chroma(S2): a small least-squares problem.
// Recolouring then moves the pixel by sum(alpha_k * (T_k - S_k)), which sends a source colour to
// exactly its target, an edge ramp to exactly the same ramp towards the target, and leaves greys.
// On a tinted background B (a pale blue figure face) the rest is B rather than grey: subtracting
// chroma(B) from the pixel and from every source gives the same problem again.
import type { Rgb } from './oklab.ts';

export interface MixPart {
  source: number;
  alpha: number;
}

export interface Mix {
  parts: MixPart[];
  /** How badly the mix explains the colour, in sRGB byte units (0: exactly); ranks explanations. */
  error: number;
  /**
   * The part of the colour's chroma the sources do not explain (byte units), whatever its
   * lightness: a JPEG's blurred colour edges are lighter or darker than an exact blend but still
   * plainly made of their source.
   */
  residual: number;
}

/** Weights above 1 are a colour more saturated than its source (noise, shading); kept bounded. */
const MAX_ALPHA = 1.3;
/** A two-colour explanation must beat a one-colour one by this much (byte units) to be used. */
const PAIR_PENALTY = 1.5;

interface Split {
  mean: number;
  c: [number, number, number];
}

function split([r, g, b]: Rgb): Split {
  const mean = (r + g + b) / 3;
  return { mean, c: [r - mean, g - mean, b - mean] };
}

const dot = (p: readonly number[], q: readonly number[]) => p[0]! * q[0]! + p[1]! * q[1]! + p[2]! * q[2]!;

/** How far the grey part lies outside what a blend with a grey between black and white allows. */
function greyExcess(grey: number, alphaSum: number): number {
  const limit = 255 * (1 - alphaSum);
  const lo = Math.min(0, limit);
  const hi = Math.max(0, limit);
  const excess = grey < lo ? lo - grey : grey > hi ? grey - hi : 0;
  return Math.sqrt(3) * excess;
}

/** A chroma vector (byte units): a colour minus its grey part. */
export type ChromaVector = readonly [number, number, number];

export class SourceMixer {
  private readonly sources: Split[];
  private readonly all: number[];

  constructor(sources: Rgb[]) {
    this.sources = sources.map(split);
    this.all = sources.map((_, k) => k);
  }

  /** The best one- or two-source explanation of `colour` on a grey background. */
  explain(colour: Rgb): Mix {
    return this.explainAmong(colour, this.all, null, true);
  }

  /**
   * The best explanation of `colour` by the sources in `among` only (the categories found near
   * the pixel), blended with a background of chroma `background` (null: grey); by one source, or
   * by two when `pairs`.
   */
  explainAmong(colour: Rgb, among: readonly number[], background: ChromaVector | null, pairs: boolean): Mix {
    const p = offset(split(colour), background);
    const sources = among.map((k) => offset(this.sources[k]!, background));
    let best: Mix = { parts: [], error: Infinity, residual: Infinity };
    for (let i = 0; i < sources.length; i++) {
      const s = sources[i]!;
      const alpha = Math.min(MAX_ALPHA, Math.max(0, dot(p.c, s.c) / dot(s.c, s.c)));
      const residual = Math.hypot(p.c[0] - alpha * s.c[0], p.c[1] - alpha * s.c[1], p.c[2] - alpha * s.c[2]);
      const error = residual + greyExcess(p.mean - alpha * s.mean, alpha);
      if (error < best.error) best = { parts: [{ source: among[i]!, alpha }], error, residual };
    }
    if (!pairs) return best;
    for (let i = 0; i < sources.length; i++) {
      for (let j = i + 1; j < sources.length; j++) {
        const pair = explainByPair(p, sources[i]!, sources[j]!);
        if (pair && pair.error < best.error) {
          best = {
            parts: [
              { source: among[i]!, alpha: pair.a },
              { source: among[j]!, alpha: pair.b },
            ],
            error: pair.error,
            residual: pair.residual,
          };
        }
      }
    }
    return best;
  }
}

function offset(colour: Split, background: ChromaVector | null): Split {
  if (!background) return colour;
  return { mean: colour.mean, c: [colour.c[0] - background[0], colour.c[1] - background[1], colour.c[2] - background[2]] };
}

function explainByPair(p: Split, s: Split, t: Split): { a: number; b: number; error: number; residual: number } | null {
  const ss = dot(s.c, s.c);
  const tt = dot(t.c, t.c);
  const st = dot(s.c, t.c);
  const det = ss * tt - st * st;
  // Nearly parallel chroma (a colour and its own tint): two sources cannot be told apart.
  if (det < 1e-3 * ss * tt) return null;
  const ps = dot(p.c, s.c);
  const pt = dot(p.c, t.c);
  const a = (ps * tt - pt * st) / det;
  const b = (pt * ss - ps * st) / det;
  if (a <= 0 || b <= 0 || a + b > MAX_ALPHA) return null;
  const residual = Math.hypot(p.c[0] - a * s.c[0] - b * t.c[0], p.c[1] - a * s.c[1] - b * t.c[1], p.c[2] - a * s.c[2] - b * t.c[2]);
  const error = residual + greyExcess(p.mean - a * s.mean - b * t.mean, a + b) + PAIR_PENALTY;
  return { a, b, error, residual };
}
