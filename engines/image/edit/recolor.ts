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
import { findColourCategories, MAX_CATEGORIES, NEUTRAL_CHROMA, type ColourCategory } from '../color/clusters.ts';
import { SourceMixer, type Mix } from '../color/mixing.ts';
import { BETWEEN, Neighbourhood, NEUTRAL, labelPixels } from '../color/neighbourhood.ts';
import { chroma, labDistance, parseHexColour, srgbToOklab, type Rgb } from '../color/oklab.ts';
import { defaultPalette } from '../color/palettes.ts';
import { categoriesFormScale, hasColourGradient } from '../color/scale.ts';
import { decodeImage, encodeImage, type EncodedImage, type Raster } from '../../shared/raster.ts';
import type { EditRequest } from '../types.ts';
import { EngineError } from '../../shared/errors.ts';
import { said } from '../../shared/said.ts';
import { LIMITS } from '../../../core/limits.ts';

/** Chroma from which a pixel gets its whole shift; between NEUTRAL_CHROMA and this, part of it. */
const FULL_SHIFT_CHROMA = 0.04;
/** Unexplained chroma (sRGB byte units) up to which a pixel is moved fully, beyond which not at all. */
const TRUSTED_ERROR = 24;
const UNEXPLAINED_ERROR = 48;
const MAX_PALETTE_COLOURS = LIMITS.recolorPaletteColors.max;

export type RecolorRequest = Extract<EditRequest, { operation: 'recolor' }>;

export async function recolor(req: RecolorRequest): Promise<EncodedImage> {
  const image = await decodeImage(req.image);
  const categories = findColourCategories(image);
  if (categories.length === 0) {
    throw new EngineError('NO_COLOURS_TO_RECOLOR', 'The image has no coloured areas to recolour: it is only black, white and greys.');
  }
  // A colour bar is refused even when its samples would fit a palette: its order carries the meaning.
  if (hasColourGradient(image)) throw colourScale();
  const palette = choosePalette(req.palette, categories);
  const columns = assignMinCost(categories.map((c) => palette.map((p) => labDistance(c.lab, srgbToOklab(...p)))));
  const targets = columns.map((col) => palette[col]!);
  const recoloured = shiftPixels(image, categories, targets);
  return encodeImage(recoloured, image.format, image.density);
}

function choosePalette(requested: string[] | null, categories: ColourCategory[]): Rgb[] {
  const colours = requested === null ? defaultPalette(categories.length)?.colours : requested.map(parseRequestedColour);
  if (colours?.length === 0) throw new EngineError('INVALID_PALETTE', 'The palette needs at least one colour.');
  if (colours && categories.length <= colours.length) return colours;
  if (categoriesFormScale(categories.map((c) => c.lab))) throw colourScale();
  throw tooMany(categories.length, requested === null ? null : requested.length);
}

function parseRequestedColour(hex: string): Rgb {
  const rgb = parseHexColour(hex);
  if (!rgb) throw new EngineError('INVALID_PALETTE', `Palette colours must be written #RRGGBB; ${said(hex, 'one of those given')} is not.`);
  return rgb;
}

function colourScale(): EngineError {
  return new EngineError(
    'COLOR_SCALE_NOT_SUPPORTED',
    'The figure\'s colours form a continuous colour scale (as in a heat map and its colour bar). Recolor maps distinct category colours onto a palette and does not remap continuous colour scales.',
  );
}

/** `given`: the number of colours in the requested palette; null when none was requested. */
function tooMany(categories: number, given: number | null): EngineError {
  const found = categories > MAX_CATEGORIES ? `more than ${MAX_CATEGORIES}` : String(categories);
  const message =
    categories > MAX_PALETTE_COLOURS
      ? `The figure has ${found} distinct colour categories, and a palette can give at most ${MAX_PALETTE_COLOURS} colours, so recolor cannot give each category a colour of its own.`
      : `The figure has ${found} distinct colour categories but the palette has ${given}; give ${found} to ${MAX_PALETTE_COLOURS} colours so each category keeps a colour of its own.`;
  return new EngineError('PALETTE_TOO_SMALL', message);
}

function shiftPixels(image: Raster, categories: ColourCategory[], targets: Rgb[]): Raster {
  const sources = categories.map((c) => c.rgb);
  const mixer = new SourceMixer(sources);
  const everyCategory = sources.map((_, k) => k);
  const shifts = sources.map((s, k) => [targets[k]![0] - s[0], targets[k]![1] - s[1], targets[k]![2] - s[2]] as const);
  const { data, width, height } = image;
  const labels = labelPixels(image, categories.map((c) => c.lab), NEUTRAL_CHROMA);
  const neighbourhood = new Neighbourhood(image, labels, sources.length);
  const out = Buffer.from(data);
  // A category's solid pixels have few distinct colours: each is worked out once. -1: unchanged.
  const solid = new Map<number, number>();
  for (let i = 0, p = 0; i < labels.length; i++, p += 4) {
    const label = labels[i]!;
    if (label === NEUTRAL) continue;
    const rgb: Rgb = [data[p]!, data[p + 1]!, data[p + 2]!];
    let result: number;
    if (label !== BETWEEN) {
      const key = (rgb[0] << 16) | (rgb[1] << 8) | rgb[2];
      const known = solid.get(key);
      result = known ?? shiftedColour(rgb, mixer.explainAmong(rgb, [label - 1], null, false), shifts);
      if (known === undefined) solid.set(key, result);
    } else {
      const near = neighbourhood.around(i % width, (i - (i % width)) / width);
      let mix: Mix | null = null;
      if (near.categories.length > 0) mix = mixer.explainAmong(rgb, near.categories, near.background, near.categories.length > 1);
      // A clearly coloured pixel with no solid colour near it (a hairline, small coloured text)
      // is a tint of one category; a faint one (JPEG ringing, a pale panel) is left alone.
      else if (chroma(srgbToOklab(...rgb)) >= FULL_SHIFT_CHROMA) mix = mixer.explainAmong(rgb, everyCategory, null, false);
      result = mix ? shiftedColour(rgb, mix, shifts) : -1;
    }
    if (result < 0) continue;
    out[p] = (result >> 16) & 255;
    out[p + 1] = (result >> 8) & 255;
    out[p + 2] = result & 255;
  }
  return { data: out, width, height };
}

/** The new colour packed as 0xRRGGBB, or -1 to keep the pixel as it is. */
function shiftedColour(rgb: Rgb, mix: Mix, shifts: ReadonlyArray<readonly [number, number, number]>): number {
  const c = chroma(srgbToOklab(...rgb));
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
