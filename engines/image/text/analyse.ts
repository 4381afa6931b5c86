// What an existing label looks like, read from its pixels: its colour against the local
// background, which pixels are its glyphs, where its ink starts, ends and sits, and so its
// size (from the ink height of the same words in Arimo) and its weight.
import type { Raster } from '../../shared/raster.ts';
import type { Rgb } from '../color/oklab.ts';
import { imageRect, toFrame, type TextFrame } from './frame.ts';
import type { FontWeight } from '../../shared/fonts.ts';
import { inkArea } from './draw.ts';
import { glyphInk, inkExtent } from './metrics.ts';

export interface OldText {
  frame: TextFrame;
  background: Rgb;
  colour: Rgb;
  /** Glyph pixels (before dilation), as indexes of image pixels (y * width + x). */
  glyphs: Set<number>;
  /** Of those, the solid ones (over half way to the text colour): what the ink extent bounds. */
  solid: Set<number>;
  /** The image's width, which the pixel indexes count rows of. */
  imageWidth: number;
  /** Pixels around the label of another colour than its blend with the background (lines, marks behind it). */
  foreign: Set<number>;
  /** Coverage-weighted ink area in pixels (a pixel fully in the text colour counts 1). */
  inkArea: number;
  /** Ink extent in the text's frame: s along the reading direction, t downwards. */
  ink: { s0: number; s1: number; t0: number; t1: number };
}

/** Share of the text's contrast above which a pixel is glyph (anti-aliased edges included). */
export const GLYPH_SHARE = 0.15;
/** Share beyond which a pixel is a glyph's solid body rather than its fringe. */
export const SOLID_SHARE = 0.5;
/** How far off the background-to-text blend a glyph pixel may be (byte units): noise, plus a share of its ink. */
export const OFF_PATH_SLACK = 12;
export const OFF_PATH_SHARE = 0.25;
/** Pixels with at least this share of the strongest contrast in the box may be the text's colour. */
const CANDIDATE_SHARE = 0.5;
/** The share of a label's glyph pixels lighter than its solid cores (on the way from the background). */
const CORE_QUANTILE = 0.9;
/** The middle share of a character's width whose columns are its own, whatever the font's widths. */
const MAIN_BAND = 0.5;
/** How far (a share of the ratio, in logarithms) from Arimo Regular's ink to Bold's a label's must lie to be bold. */
const BOLD_SHARE = 0.75;

interface Sample {
  index: number;
  s: number;
  t: number;
  inside: boolean;
}

/** Pixels of the frame grown by `pad`, each with its frame coordinates. */
function samples(raster: Raster, frame: TextFrame, pad: number, margin: number): Sample[] {
  const rect = imageRect(frame, pad, raster.width, raster.height);
  const out: Sample[] = [];
  for (let y = rect.y0; y < rect.y1; y++) {
    for (let x = rect.x0; x < rect.x1; x++) {
      const { s, t } = toFrame(frame, x + 0.5, y + 0.5);
      if (s < -pad || s > frame.width + pad || t < -pad || t > frame.height + pad) continue;
      const inside = s >= -margin && s <= frame.width + margin && t >= -margin && t <= frame.height + margin;
      out.push({ index: y * raster.width + x, s, t, inside });
    }
  }
  return out;
}

function pixel(raster: Raster, index: number): Rgb {
  const p = index * 4;
  return [raster.data[p]!, raster.data[p + 1]!, raster.data[p + 2]!];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const distance = (p: Rgb, q: Rgb) => Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);

/** null when nothing in the box stands out from its surroundings. */
export function analyseOldText(raster: Raster, frame: TextFrame, oldText: string): OldText | null {
  const pad = Math.max(3, 0.4 * frame.height);
  const margin = Math.max(1.5, 0.08 * frame.height);
  const all = samples(raster, frame, pad, margin);
  const ring = all.filter((p) => !p.inside);
  const inside = all.filter((p) => p.inside);
  if (ring.length === 0 || inside.length === 0) return null;

  const ringColours = ring.map((p) => pixel(raster, p.index));
  const background: Rgb = [0, 1, 2].map((c) => median(ringColours.map((rgb) => rgb[c]!))) as Rgb;
  const colour = textColour(raster, inside, ringColours, background);
  if (!colour) return null;

  const d: Rgb = [colour[0] - background[0], colour[1] - background[1], colour[2] - background[2]];
  const dd = d[0] * d[0] + d[1] * d[1] + d[2] * d[2];
  const contrast = Math.sqrt(dd);
  // A pixel is glyph when it lies on the way from the background to the text colour: solid
  // (more than half way) or, next to a solid one, its anti-aliased fringe. A plot line of
  // another colour behind the label lies off that way and is kept, and marked so the mask's
  // dilation spares it too; a light grey gridline behind black text lies on the way but is
  // faint and, away from the glyphs, kept as well.
  const glyphs = new Set<number>();
  const solid = new Set<number>();
  const foreign = new Set<number>();
  const fringe = new Map<number, Sample & { along: number }>();
  let inkArea = 0;
  let s0 = Infinity;
  let s1 = -Infinity;
  let t0 = Infinity;
  let t1 = -Infinity;
  for (const p of all) {
    const rgb = pixel(raster, p.index);
    const e: Rgb = [rgb[0] - background[0], rgb[1] - background[1], rgb[2] - background[2]];
    const along = (e[0] * d[0] + e[1] * d[1] + e[2] * d[2]) / dd;
    const off = Math.hypot(e[0] - along * d[0], e[1] - along * d[1], e[2] - along * d[2]);
    if (off > OFF_PATH_SLACK + OFF_PATH_SHARE * Math.max(0, along) * contrast) {
      foreign.add(p.index);
      continue;
    }
    if (!p.inside || along < GLYPH_SHARE) continue;
    if (along < SOLID_SHARE) {
      fringe.set(p.index, { ...p, along });
      continue;
    }
    glyphs.add(p.index);
    solid.add(p.index);
    inkArea += Math.min(1, along);
    s0 = Math.min(s0, p.s - 0.5);
    s1 = Math.max(s1, p.s + 0.5);
    t0 = Math.min(t0, p.t - 0.5);
    t1 = Math.max(t1, p.t + 0.5);
  }
  const w = raster.width;
  for (const [index, p] of fringe) {
    const touches = [-w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1].some((o) => glyphs.has(index + o));
    if (!touches) continue;
    glyphs.add(index);
    inkArea += p.along;
  }
  if (!Number.isFinite(s0) || oldText.trim() === '') return null;
  return { frame, background, colour, glyphs, solid, imageWidth: raster.width, foreign, inkArea, ink: { s0, s1, t0, t1 } };
}

/**
 * The label's colour: among the pixels in the box that stand well out from the background, the
 * most common colour, discounting colours that also run through the surroundings (a plot line
 * or a gridline behind the label continues outside its box; the label's own colour does not).
 */
function textColour(raster: Raster, inside: Sample[], ringColours: Rgb[], background: Rgb): Rgb | null {
  const contrasts = inside.map((p) => distance(pixel(raster, p.index), background));
  const strongest = Math.max(...contrasts);
  if (strongest < 40) return null;
  const key = (rgb: Rgb) => ((rgb[0] >> 4) << 8) | ((rgb[1] >> 4) << 4) | (rgb[2] >> 4);
  const bins = new Map<number, { count: number; contrast: number; colours: Rgb[] }>();
  inside.forEach((p, i) => {
    if (contrasts[i]! < CANDIDATE_SHARE * strongest) return;
    const rgb = pixel(raster, p.index);
    const k = key(rgb);
    const bin = bins.get(k) ?? { count: 0, contrast: contrasts[i]!, colours: [] };
    bin.count++;
    bin.colours.push(rgb);
    bins.set(k, bin);
  });
  const inRing = new Map<number, number>();
  for (const rgb of ringColours) inRing.set(key(rgb), (inRing.get(key(rgb)) ?? 0) + 1);
  let best: { score: number; colours: Rgb[] } | null = null;
  let fallback: { score: number; colours: Rgb[] } | null = null;
  for (const [k, bin] of bins) {
    const weight = bin.contrast / strongest;
    const plain = bin.count * weight;
    const score = (bin.count - 3 * (inRing.get(k) ?? 0)) * weight;
    if (!fallback || plain > fallback.score) fallback = { score: plain, colours: bin.colours };
    if (score > 0 && (!best || score > best.score)) best = { score, colours: bin.colours };
  }
  const chosen = best ?? fallback;
  if (!chosen) return null;
  const common = [0, 1, 2].map((c) => Math.round(median(chosen.colours.map((rgb) => rgb[c]!)))) as Rgb;
  return solidColour(raster, inside, background, common);
}

/**
 * The colour of the glyphs' solid cores. The commonest strong colour is the text's on large
 * text; on small text most strokes are a pixel or two wide and blend with the background, so
 * the cores lie further along the way from the background through that colour: the text's
 * colour is where the strongest few pixels on that way reach.
 */
function solidColour(raster: Raster, inside: Sample[], background: Rgb, common: Rgb): Rgb {
  const d: Rgb = [common[0] - background[0], common[1] - background[1], common[2] - background[2]];
  const dd = d[0] * d[0] + d[1] * d[1] + d[2] * d[2];
  if (dd === 0) return common;
  const contrast = Math.sqrt(dd);
  const alongs: number[] = [];
  for (const p of inside) {
    const rgb = pixel(raster, p.index);
    const e: Rgb = [rgb[0] - background[0], rgb[1] - background[1], rgb[2] - background[2]];
    const along = (e[0] * d[0] + e[1] * d[1] + e[2] * d[2]) / dd;
    const off = Math.hypot(e[0] - along * d[0], e[1] - along * d[1], e[2] - along * d[2]);
    if (along >= SOLID_SHARE && off <= OFF_PATH_SLACK + OFF_PATH_SHARE * along * contrast) alongs.push(along);
  }
  if (alongs.length === 0) return common;
  alongs.sort((a, b) => a - b);
  const reach = Math.max(1, alongs[Math.floor(CORE_QUANTILE * (alongs.length - 1))]!);
  return [0, 1, 2].map((c) => Math.round(Math.min(255, Math.max(0, background[c]! + reach * d[c]!)))) as Rgb;
}

/** Superscript and subscript characters: set higher or lower, and smaller, in every font differently. */
const SCRIPTS = /[\u00B2\u00B3\u00B9\u2070-\u209F]/u;

/**
 * The font size (pixels) at which `text` in Arimo has the label's ink height, and the label's
 * baseline (t in its frame). Over the whole text, unless it has super- or subscripts: a
 * figure's "10⁻²" raises its exponent well above where Arimo puts "⁻²", so its ink is taller
 * than the same characters' in Arimo; then only the columns of the characters on the main line
 * (mapped from Arimo's layout onto the old ink's length) are measured.
 */
export function textSize(old: OldText, text: string, weight: FontWeight): { size: number; baseline: number } {
  const unit = inkExtent(text, 100, weight);
  const whole = (): { size: number; baseline: number } => {
    const unitHeight = (unit.maxY - unit.minY) / 100;
    const size = unitHeight > 0 ? (old.ink.t1 - old.ink.t0) / unitHeight : old.frame.height;
    // The ink's bottom lies a descent (minY, negative when below) under the baseline.
    return { size, baseline: old.ink.t1 + (unit.minY * size) / 100 };
  };
  const glyphs = glyphInk(text, 100, weight);
  const main = glyphs.filter((g) => !SCRIPTS.test(g.chars) && g.maxX > g.minX);
  if (main.length === glyphs.filter((g) => g.maxX > g.minX).length || main.length === 0 || unit.maxX <= unit.minX) return whole();
  const scale = (old.ink.s1 - old.ink.s0) / (unit.maxX - unit.minX);
  const bands = main.map((g) => {
    const mid = (g.minX + g.maxX) / 2 - unit.minX;
    const half = (MAIN_BAND * (g.maxX - g.minX)) / 2;
    return [old.ink.s0 + (mid - half) * scale, old.ink.s0 + (mid + half) * scale] as const;
  });
  let top = Infinity;
  let bottom = -Infinity;
  const { frame } = old;
  for (const index of old.solid) {
    const x = index % old.imageWidth;
    const y = (index - x) / old.imageWidth;
    const { s, t } = toFrame(frame, x + 0.5, y + 0.5);
    if (!bands.some(([a, b]) => s >= a && s <= b)) continue;
    top = Math.min(top, t - 0.5);
    bottom = Math.max(bottom, t + 0.5);
  }
  const maxY = Math.max(...main.map((g) => g.maxY));
  const minY = Math.min(...main.map((g) => g.minY));
  if (!Number.isFinite(top) || maxY <= minY) return whole();
  const size = ((bottom - top) / (maxY - minY)) * 100;
  return { size, baseline: bottom + (minY * size) / 100 };
}

/** Font size (pixels) at which `text` in Arimo has the label's ink height (textSize). */
export function sizeFromInk(old: OldText, text: string, weight: FontWeight): number {
  return textSize(old, text, weight).size;
}

/**
 * Regular or bold, from the ink along each pixel of the line at the size its ink height gives
 * (per length, because a figure's font is often wider than Arimo: DejaVu Sans, matplotlib's,
 * by a tenth). Figures' regular faces are often heavier than Arimo's (DejaVu's has about a
 * quarter more ink along the line), so a label is bold only when its ink lies most of the way
 * (BOLD_SHARE, in ratio) from Arimo Regular's to Arimo Bold's.
 */
export async function matchingWeight(old: OldText, text: string): Promise<FontWeight> {
  const perLength = async (weight: FontWeight) => {
    const size = sizeFromInk(old, text, weight);
    const ext = inkExtent(text, size, weight);
    return Math.max(1, await inkArea(text, size, weight)) / Math.max(1, ext.maxX - ext.minX);
  };
  const regular = await perLength('normal');
  const bold = await perLength('bold');
  const label = Math.max(1, old.inkArea) / Math.max(1, old.ink.s1 - old.ink.s0);
  return Math.log(label / regular) >= BOLD_SHARE * Math.log(bold / regular) ? 'bold' : 'normal';
}
