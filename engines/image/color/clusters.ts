// The colour categories of a figure: the chromatic colours that fill areas (bars, markers, lines),
// as opposed to neutrals (black, white, greys) and to the in-between shades that anti-aliasing
// makes along their edges. Areas and lines are found by "flat" pixels, whose neighbours on both
// sides along a row, a column or a diagonal have about the same colour; edge ramps rarely are. The most
// common flat colours become categories unless they are a near copy of one already found, or a
// blend of found ones (with a neutral or with each other) that is much rarer than its source.
import type { Raster } from '../../shared/raster.ts';
import { SourceMixer } from './mixing.ts';
import { chroma, labDistance, srgbToOklab, type Lab, type Rgb } from './oklab.ts';

export interface ColourCategory {
  /** The exact colour most of its flat pixels have. */
  rgb: Rgb;
  lab: Lab;
  /** Flat pixels of this colour or within MERGE_DISTANCE of it. */
  pixels: number;
}

/** OKLab chroma below which a colour is a neutral (a JPEG's grey wobbles by about 0.01). */
export const NEUTRAL_CHROMA = 0.02;
/** A category's colour must be clearly chromatic, not a tinted grey. */
const CATEGORY_MIN_CHROMA = 0.04;
/** Two flat colours closer than this (OKLab) are one category (noise, compression, shading). */
const MERGE_DISTANCE = 0.08;
/** Channel difference that still counts as "the same colour" for flatness (JPEG noise). */
const FLAT_TOLERANCE = 10;
/**
 * A blend of found categories is a category of its own only when this common relative to its
 * rarer source: a tint of one colour (an edge towards white or black) at a quarter, a blend of
 * two at least as common (a JPEG smears a line's colour into whatever it crosses).
 */
const TINT_SHARE = 0.25;
const BLEND_SHARE = 1;
/** A colour whose chroma found categories explain within this many byte units may be their blend. */
const RAMP_ERROR = 8;
/**
 * A much rarer pale tint is judged by its chroma alone, and more loosely: the rims of small
 * markers in a JPEG are flat enough along their curve to be counted, and 4:2:0 subsampling
 * smears chroma into them, so they are lighter than any blend of the marker with white and
 * off its hue by 10 to 15 byte units.
 */
const RARE_SHARE = 0.1;
const RARE_RAMP_ERROR = 20;
/** Bins this small are noise. */
const MIN_BIN_PIXELS = 3;
/** Colours followed at once while looking for categories (a photograph has thousands). */
const MAX_CANDIDATES = 256;
/** Beyond this many categories the image is not a figure with a few category colours. */
export const MAX_CATEGORIES = 24;

interface Bin {
  flat: number;
  /** Flat count of each exact colour in the bin, to take the most common one. */
  colours: Map<number, number>;
}

export function findColourCategories(raster: Raster): ColourCategory[] {
  const bins = flatColourBins(raster);
  let totalFlat = 0;
  for (const bin of bins.values()) totalFlat += bin.flat;
  const minPixels = Math.max(12, 0.002 * totalFlat);
  // Small bins count too: a JPEG spreads a thin line's colour over many bins, each below the
  // threshold, that together make a category.
  const ordered = [...bins.values()].filter((b) => b.flat >= MIN_BIN_PIXELS).sort((p, q) => q.flat - p.flat);

  // First the colours, each with its near copies; then, largest first, the ones that are only
  // a rarer blend of larger ones are dropped.
  const candidates: ColourCategory[] = [];
  for (const bin of ordered) {
    const rgb = unpack(mostCommon(bin.colours));
    const lab = srgbToOklab(...rgb);
    const near = candidates.find((c) => labDistance(c.lab, lab) < MERGE_DISTANCE);
    if (near) near.pixels += bin.flat;
    else if (candidates.length < MAX_CANDIDATES) candidates.push({ rgb, lab, pixels: bin.flat });
  }
  const categories: ColourCategory[] = [];
  for (const candidate of candidates.filter((c) => c.pixels >= minPixels).sort((p, q) => q.pixels - p.pixels)) {
    if (categories.length > 0) {
      const mix = new SourceMixer(categories.map((c) => c.rgb)).explain(candidate.rgb);
      const sourcePixels = Math.min(...mix.parts.map((part) => categories[part.source]!.pixels));
      const alphaSum = mix.parts.reduce((sum, part) => sum + part.alpha, 0);
      const share = mix.parts.length > 1 ? BLEND_SHARE : TINT_SHARE;
      if (mix.residual < RAMP_ERROR && alphaSum < 1 && candidate.pixels < share * sourcePixels) continue;
      if (isRareTint(candidate, categories)) continue;
    }
    categories.push(candidate);
    if (categories.length > MAX_CATEGORIES) break;
  }
  return categories;
}

/** A pale, much rarer tint of one found category, by chroma alone (see RARE_RAMP_ERROR). */
function isRareTint(candidate: ColourCategory, categories: ColourCategory[]): boolean {
  const mixer = new SourceMixer(categories.map((c) => c.rgb));
  return categories.some((source, k) => {
    if (candidate.pixels >= RARE_SHARE * source.pixels || candidate.lab[0] <= source.lab[0]) return false;
    const tint = mixer.explainAmong(candidate.rgb, [k], null, false);
    return tint.residual < RARE_RAMP_ERROR && tint.parts[0]!.alpha < 1;
  });
}

/** Flat chromatic pixels, binned by their colour's top 4 bits a channel (coarse enough to hold a JPEG's noise). */
function flatColourBins(raster: Raster): Map<number, Bin> {
  const { data, width, height } = raster;
  const bins = new Map<number, Bin>();
  const chromatic = new Map<number, boolean>();
  const similar = (p: number, q: number) =>
    Math.abs(data[p]! - data[q]!) <= FLAT_TOLERANCE && Math.abs(data[p + 1]! - data[q + 1]!) <= FLAT_TOLERANCE && Math.abs(data[p + 2]! - data[q + 2]!) <= FLAT_TOLERANCE;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const p = (y * width + x) * 4;
      if (data[p + 3]! < 128) continue;
      const w = width * 4;
      const flat =
        (similar(p, p - 4) && similar(p, p + 4)) ||
        (similar(p, p - w) && similar(p, p + w)) ||
        (similar(p, p - w - 4) && similar(p, p + w + 4)) ||
        (similar(p, p - w + 4) && similar(p, p + w - 4));
      if (!flat) continue;
      const key = (data[p]! << 16) | (data[p + 1]! << 8) | data[p + 2]!;
      let isChromatic = chromatic.get(key);
      if (isChromatic === undefined) {
        isChromatic = chroma(srgbToOklab(data[p]!, data[p + 1]!, data[p + 2]!)) >= CATEGORY_MIN_CHROMA;
        chromatic.set(key, isChromatic);
      }
      if (!isChromatic) continue;
      const binKey = ((data[p]! >> 4) << 8) | ((data[p + 1]! >> 4) << 4) | (data[p + 2]! >> 4);
      let bin = bins.get(binKey);
      if (!bin) {
        bin = { flat: 0, colours: new Map() };
        bins.set(binKey, bin);
      }
      bin.flat++;
      bin.colours.set(key, (bin.colours.get(key) ?? 0) + 1);
    }
  }
  return bins;
}

function mostCommon(counts: Map<number, number>): number {
  let best = -1;
  let bestCount = -1;
  for (const [key, count] of counts) {
    if (count > bestCount) {
      best = key;
      bestCount = count;
    }
  }
  return best;
}

function unpack(key: number): Rgb {
  return [(key >> 16) & 255, (key >> 8) & 255, key & 255];
}
