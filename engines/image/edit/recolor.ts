// recolor (SPEC "POST /images/edits"): the figure's colour categories moved onto a palette.
//  1. The categories are the chromatic colours that fill areas (color/clusters.ts); neutrals
//     (black, white, greys, OKLab chroma < 0.02) are never touched.
//  2. Categories are paired with palette colours one-to-one at the least summed OKLab distance
//     (an exact assignment, color/assignment.ts), so blue tends to stay bluish and two
//     categories never share a colour. A figure with more categories than the palette has
//     colours is refused rather than merging categories (they would become indistinguishable).
//     With no palette given: Okabe-Ito, or Paul Tol's "muted" beyond 7 categories (palettes.ts).
//  3. Every pixel is moved by the blend of category shifts it is made of (color/mixing.ts):
//     a category's own pixels land exactly on its palette colour and an anti-aliased edge keeps
//     the same ramp to the new colour. Pixels no category explains (a colour too small to be one)
//     are left alone.
import { assignMinCost } from '../color/assignment.ts';
import { findColourCategories, MAX_CATEGORIES, NEUTRAL_CHROMA } from '../color/clusters.ts';
import { SourceMixer } from '../color/mixing.ts';
import { chroma, labDistance, parseHexColour, srgbToOklab, type Rgb } from '../color/oklab.ts';
import { defaultPalette } from '../color/palettes.ts';
import { decodeImage, encodeImage, type EncodedImage, type Raster } from '../raster.ts';
import type { EditRequest } from '../types.ts';
import { EngineError } from '../../shared/errors.ts';

/** Chroma from which a pixel gets its whole shift; between NEUTRAL_CHROMA and this, part of it. */
const FULL_SHIFT_CHROMA = 0.04;
/** Unexplained chroma (sRGB byte units) up to which a pixel is moved fully, beyond which not at all. */
const TRUSTED_ERROR = 24;
const UNEXPLAINED_ERROR = 48;

export type RecolorRequest = Extract<EditRequest, { operation: 'recolor' }>;

export async function recolor(req: RecolorRequest): Promise<EncodedImage> {
  const image = await decodeImage(req.image);
  const categories = findColourCategories(image);
  if (categories.length === 0) {
    throw new EngineError('NO_COLOURS_TO_RECOLOR', 'The image has no coloured areas to recolour: it is only black, white and greys.');
  }
  const palette = choosePalette(req.palette, categories.length);
  const sources = categories.map((c) => c.rgb);
  const columns = assignMinCost(categories.map((c) => palette.map((p) => labDistance(c.lab, srgbToOklab(...p)))));
  const targets = columns.map((col) => palette[col]!);
  const recoloured = shiftPixels(image, sources, targets);
  return encodeImage(recoloured, image.format, image.density);
}

function choosePalette(requested: string[] | null, categories: number): Rgb[] {
  if (requested === null) {
    const chosen = defaultPalette(categories);
    if (!chosen) throw tooMany(categories, 'the default palettes have at most 9 colours');
    return chosen.colours;
  }
  const colours = requested.map((hex) => {
    const rgb = parseHexColour(hex);
    if (!rgb) throw new EngineError('INVALID_PALETTE', `Palette colours must be written #RRGGBB; "${hex}" is not.`);
    return rgb;
  });
  if (colours.length === 0) throw new EngineError('INVALID_PALETTE', 'The palette needs at least one colour.');
  if (categories > colours.length) throw tooMany(categories, `the palette has ${colours.length}`);
  return colours;
}

function tooMany(categories: number, why: string): EngineError {
  const count = categories > MAX_CATEGORIES ? `more than ${MAX_CATEGORIES}` : String(categories);
  return new EngineError(
    'PALETTE_TOO_SMALL',
    `The figure has ${count} distinct colour categories and ${why}; give a palette with a colour for each category so they stay distinguishable.`,
  );
}

function shiftPixels(image: Raster, sources: Rgb[], targets: Rgb[]): Raster {
  const mixer = new SourceMixer(sources);
  const shifts = sources.map((s, k) => [targets[k]![0] - s[0], targets[k]![1] - s[1], targets[k]![2] - s[2]] as const);
  const { data, width, height } = image;
  const out = Buffer.from(data);
  // Figures have few distinct colours: each is worked out once. -1 marks "unchanged".
  const memo = new Map<number, number>();
  for (let p = 0; p < out.length; p += 4) {
    if (data[p + 3] === 0) continue;
    const key = (data[p]! << 16) | (data[p + 1]! << 8) | data[p + 2]!;
    let result = memo.get(key);
    if (result === undefined) {
      result = shiftedColour([data[p]!, data[p + 1]!, data[p + 2]!], mixer, shifts);
      memo.set(key, result);
    }
    if (result < 0) continue;
    out[p] = (result >> 16) & 255;
    out[p + 1] = (result >> 8) & 255;
    out[p + 2] = result & 255;
  }
  return { data: out, width, height };
}

/** The new colour packed as 0xRRGGBB, or -1 to keep the pixel as it is. */
function shiftedColour(rgb: Rgb, mixer: SourceMixer, shifts: ReadonlyArray<readonly [number, number, number]>): number {
  const c = chroma(srgbToOklab(...rgb));
  if (c < NEUTRAL_CHROMA) return -1;
  const mix = mixer.explain(rgb);
  const weight = ramp(c, NEUTRAL_CHROMA, FULL_SHIFT_CHROMA) * (1 - ramp(mix.residual, TRUSTED_ERROR, UNEXPLAINED_ERROR));
  if (weight === 0) return -1;
  const moved = [0, 1, 2].map((ch) => {
    let v = rgb[ch]!;
    for (const part of mix.parts) v += weight * part.alpha * shifts[part.source]![ch]!;
    return Math.min(255, Math.max(0, Math.round(v)));
  });
  return (moved[0]! << 16) | (moved[1]! << 8) | moved[2]!;
}

/** 0 below `from`, 1 above `to`, linear between. */
function ramp(v: number, from: number, to: number): number {
  return v <= from ? 0 : v >= to ? 1 : (v - from) / (to - from);
}
