// The colours a traced figure is drawn with. A figure is mostly flat colours (fills, lines,
// text) joined by anti-aliased ramps; tracing every ramp shade would give hundreds of sliver
// layers. So the palette is taken from "flat" pixels (those whose two neighbours along a row,
// column or diagonal have the same colour), each entry the exact colour most of its pixels have,
// near copies merged; a flat colour that lies between two entries and sits where both meet is an
// edge ramp along a straight border (a column of half-covered pixels), not a colour of its own.
// Images with little flat area (photographs, gradients) get coarser entries from all pixels.
// Every pixel then takes the nearest entry in premultiplied RGB, which splits a ramp pixel by its
// coverage and so keeps shapes their drawn size; transparency is an entry of its own.
import type { Raster } from '../../shared/raster.ts';
import { labDistance, srgbToOklab, type Lab } from '../color/oklab.ts';

export interface PaletteColour {
  /** Straight (not premultiplied) sRGB bytes and alpha. */
  r: number;
  g: number;
  b: number;
  a: number;
  /** Pixels assigned to it. */
  pixels: number;
}

export interface Quantised {
  /** Thickest regions first: the order layers are stacked in, bottom first. */
  palette: PaletteColour[];
  /** Per pixel, its palette index, or TRANSPARENT. */
  index: Uint16Array;
  /**
   * The same assignment for other pixels of the picture (premultiplied RGBA, a resampled crop):
   * palette indices, TRANSPARENT also for a colour no pixel of the picture took.
   */
  indexOf(pm: Uint8Array): Uint16Array;
}

export const TRANSPARENT = 0xffff;

/** Alpha below this is nothing. */
const ALPHA_MIN = 8;
/** Per-channel difference (premultiplied bytes) still "the same colour" for flatness: JPEG noise. */
const FLAT_TOLERANCE = 8;
/** Two flat colours closer than this in OKLab are one entry (about 2 ΔE: noise, compression). */
const MERGE_DISTANCE = 0.02;
/** A JPEG's blocks tint flat paper around every mark by more than that. */
const LOSSY_MERGE_DISTANCE = 0.04;
/** How many times more flat pixels a colour needs in a JPEG to be an entry. */
const LOSSY_SUPPORT = 4;
/** Alpha difference beyond which two colours are different entries whatever their hue. */
const MERGE_ALPHA = 24;
/** For images with little flat area, entries from all pixels are this far apart at least. */
const COARSE_DISTANCE = 0.05;
/** Below this share of flat pixels the image is a photograph or a gradient, not flat artwork. */
const FLAT_SHARE = 0.4;
/** A figure needs a handful of colours; a heatmap's colour bar a few dozen. */
export const MAX_COLOURS = 192;
/** Entries considered as the sources of a ramp: ramps run between the common colours. */
const RAMP_SOURCES = 48;
/** Distance (premultiplied bytes) off the straight blend of two entries that still counts as their blend. */
const RAMP_ERROR = 10;
/** A blend this near either end is that end's own noise, judged by the merge instead. */
const RAMP_END = 0.1;
/** Pixels of a suspected ramp colour looked at, and the share that must sit between both sources. */
const RAMP_SAMPLES = 300;
const RAMP_SHARE = 0.5;
/** Radius of the window in which both sources of a ramp pixel must appear, and how near they must be (premultiplied bytes). */
const RAMP_RADIUS = 2;
const RAMP_NEAR = 32;
/** A pixel this near an entry (premultiplied bytes, about JPEG noise) is that entry; farther ones are ramps. */
const NEAR_ENTRY = 24;
const LOSSY_NEAR_ENTRY = 40;
/** Blends whose fit differs by less than this (premultiplied bytes) are equally good. */
const RAMP_TIE = 4;

/** 5 bits of each premultiplied colour channel and 3 of alpha. */
const binOf = (r: number, g: number, b: number, a: number) => ((r >> 3) << 13) | ((g >> 3) << 8) | ((b >> 3) << 3) | (a >> 5);
const BINS = 1 << 18;

/** A colour of the palette while it is chosen. */
export interface Entry {
  /** Premultiplied bytes. */
  p: [number, number, number, number];
  lab: Lab;
  a: number;
  key: number;
  pixels: number;
}

/** The palette of `raster` (or the one given), then every pixel of `target` (the same picture, possibly resampled) assigned to it. */
export function quantise(raster: Raster, target: Raster = raster, entries: Entry[] = choosePalette(raster, false), lossy = false): Quantised {
  return assign(premultiplied(target), target.width, target.height, entries, lossy ? LOSSY_NEAR_ENTRY : NEAR_ENTRY);
}

/** `lossy`: the picture went through JPEG, whose noise and block tints are not colours of the figure. */
export function choosePalette(raster: Raster, lossy: boolean): Entry[] {
  const merge = lossy ? LOSSY_MERGE_DISTANCE : MERGE_DISTANCE;
  const n = raster.width * raster.height;
  const { width, height } = raster;
  const pm = premultiplied(raster);
  const flat = flatPixels(pm, width, height);
  const { counts, votes, flatTotal, opaque } = histogram(pm, flat, n);

  // A JPEG's ringing makes small flat patches of colours the figure never had.
  const minPixels = Math.max(12, Math.round(n * 4e-6)) * (lossy ? LOSSY_SUPPORT : 1);
  const candidates: number[] = [];
  for (let bin = 0; bin < BINS; bin++) if (counts[bin]! >= minPixels) candidates.push(bin);
  candidates.sort((x, y) => counts[y]! - counts[x]!);

  const entries: Entry[] = [];
  const suspects: Array<{ entry: Entry; bin: number; from: Entry | null; to: Entry | null }> = [];
  for (const bin of candidates) {
    if (entries.length >= MAX_COLOURS) break;
    const entry = entryOf(votes[bin]!, counts[bin]!);
    if (!entry) continue;
    const twin = nearest(entries, entry, merge);
    if (twin) {
      twin.pixels += entry.pixels;
      continue;
    }
    const ramp = rampBetween(entries.slice(0, RAMP_SOURCES), entry);
    if (ramp) suspects.push({ entry, bin, ...ramp });
    else entries.push(entry);
  }
  // A suspected ramp colour is kept when its pixels do not sit where both its sources meet
  // (a grey gridline lies between black text and white paper, but away from the text).
  const samples = samplePositions(pm, flat, suspects.map((s) => s.bin));
  for (const [i, s] of suspects.entries()) {
    if (entries.length >= MAX_COLOURS) break;
    if (isRamp(pm, width, height, samples[i]!, s.from, s.to)) continue;
    const twin = nearest(entries, s.entry, merge);
    if (twin) twin.pixels += s.entry.pixels;
    else entries.push(s.entry);
  }
  if (flatTotal < FLAT_SHARE * opaque) addCoarse(pm, n, entries, minPixels);
  return entries;
}

/** RGBA with colour channels multiplied by alpha; alpha below ALPHA_MIN all zero (one transparent colour). */
export function premultiplied(raster: Raster): Uint8Array {
  const src = raster.data;
  const pm = new Uint8Array(src.length);
  for (let p = 0; p < src.length; p += 4) {
    const a = src[p + 3]!;
    if (a < ALPHA_MIN) continue; // all zero: one transparent colour
    if (a === 255) {
      pm[p] = src[p]!;
      pm[p + 1] = src[p + 1]!;
      pm[p + 2] = src[p + 2]!;
    } else {
      pm[p] = Math.round((src[p]! * a) / 255);
      pm[p + 1] = Math.round((src[p + 1]! * a) / 255);
      pm[p + 2] = Math.round((src[p + 2]! * a) / 255);
    }
    pm[p + 3] = a;
  }
  return pm;
}

function same(pm: Uint8Array, i: number, j: number): boolean {
  const p = i * 4;
  const q = j * 4;
  return (
    Math.abs(pm[p]! - pm[q]!) <= FLAT_TOLERANCE &&
    Math.abs(pm[p + 1]! - pm[q + 1]!) <= FLAT_TOLERANCE &&
    Math.abs(pm[p + 2]! - pm[q + 2]!) <= FLAT_TOLERANCE &&
    Math.abs(pm[p + 3]! - pm[q + 3]!) <= FLAT_TOLERANCE
  );
}

/** 1 where both neighbours along a row, a column or a diagonal have the pixel's colour. */
function flatPixels(pm: Uint8Array, width: number, height: number): Uint8Array {
  const flat = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const up = y > 0;
    const down = y < height - 1;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const left = x > 0;
      const right = x < width - 1;
      if (
        (left && right && same(pm, i, i - 1) && same(pm, i, i + 1)) ||
        (up && down && same(pm, i, i - width) && same(pm, i, i + width)) ||
        (up && down && left && right && ((same(pm, i, i - width - 1) && same(pm, i, i + width + 1)) || (same(pm, i, i - width + 1) && same(pm, i, i + width - 1))))
      ) {
        flat[i] = 1;
      }
    }
  }
  return flat;
}

const keyAt = (pm: Uint8Array, p: number) => ((pm[p]! << 24) | (pm[p + 1]! << 16) | (pm[p + 2]! << 8) | pm[p + 3]!) >>> 0;

/** Flat pixels per bin, and the exact colour most of each bin's pixels have (a majority vote). */
function histogram(pm: Uint8Array, flat: Uint8Array, n: number) {
  const counts = new Uint32Array(BINS);
  const votes = new Uint32Array(BINS);
  const lead = new Int32Array(BINS);
  let flatTotal = 0;
  let opaque = 0;
  for (let i = 0; i < n; i++) {
    const p = i * 4;
    if (pm[p + 3]! < ALPHA_MIN) continue;
    opaque++;
    if (!flat[i]) continue;
    flatTotal++;
    const bin = binOf(pm[p]!, pm[p + 1]!, pm[p + 2]!, pm[p + 3]!);
    const key = keyAt(pm, p);
    counts[bin]!++;
    if (lead[bin] === 0) {
      votes[bin] = key;
      lead[bin] = 1;
    } else if (votes[bin] === key) lead[bin]!++;
    else lead[bin]!--;
  }
  return { counts, votes, flatTotal, opaque };
}

function entryOf(key: number, pixels: number): Entry | null {
  const p: Entry['p'] = [key >>> 24, (key >>> 16) & 255, (key >>> 8) & 255, key & 255];
  const a = p[3];
  if (a < ALPHA_MIN) return null;
  const straight = (v: number) => Math.min(255, Math.round((v * 255) / a));
  return { p, a, key, pixels, lab: srgbToOklab(straight(p[0]), straight(p[1]), straight(p[2])) };
}

function nearest(entries: Entry[], e: Entry, within: number): Entry | null {
  let best: Entry | null = null;
  let bestDistance = within;
  for (const other of entries) {
    if (Math.abs(other.a - e.a) > MERGE_ALPHA) continue;
    const d = labDistance(other.lab, e.lab);
    if (d < bestDistance) {
      best = other;
      bestDistance = d;
    }
  }
  return best;
}

const NOTHING: Entry['p'] = [0, 0, 0, 0];

/** The two entries (or an entry and transparency, null) whose blend `e` is, if any. */
function rampBetween(sources: Entry[], e: Entry): { from: Entry | null; to: Entry | null } | null {
  const ends: Array<Entry | null> = [null, ...sources];
  let best: { from: Entry | null; to: Entry | null; error: number } | null = null;
  for (let i = 0; i < ends.length; i++) {
    for (let j = i + 1; j < ends.length; j++) {
      const A = ends[i]?.p ?? NOTHING;
      const B = ends[j]!.p;
      let dd = 0;
      let dot = 0;
      for (let c = 0; c < 4; c++) {
        dd += (B[c]! - A[c]!) ** 2;
        dot += (e.p[c]! - A[c]!) * (B[c]! - A[c]!);
      }
      if (dd === 0) continue;
      const t = dot / dd;
      if (t < RAMP_END || t > 1 - RAMP_END) continue;
      let off = 0;
      for (let c = 0; c < 4; c++) off += (e.p[c]! - A[c]! - t * (B[c]! - A[c]!)) ** 2;
      const error = Math.sqrt(off);
      if (error <= RAMP_ERROR && (!best || error < best.error)) best = { from: ends[i]!, to: ends[j]!, error };
    }
  }
  return best ? { from: best.from, to: best.to } : null;
}

/** Up to RAMP_SAMPLES flat pixel positions of each bin, spread over the image. */
function samplePositions(pm: Uint8Array, flat: Uint8Array, bins: number[]): number[][] {
  const out = bins.map(() => [] as number[]);
  if (bins.length === 0) return out;
  const slot = new Map(bins.map((bin, i) => [bin, i]));
  const seen = new Uint32Array(bins.length);
  const n = flat.length;
  for (let i = 0; i < n; i++) {
    if (!flat[i]) continue;
    const p = i * 4;
    const s = slot.get(binOf(pm[p]!, pm[p + 1]!, pm[p + 2]!, pm[p + 3]!));
    if (s === undefined) continue;
    // Reservoir sampling: every pixel of the bin has the same chance, wherever it is.
    const k = seen[s]!++;
    if (k < RAMP_SAMPLES) out[s]!.push(i);
    else {
      const r = Math.floor(pseudoRandom(i) * (k + 1));
      if (r < RAMP_SAMPLES) out[s]![r] = i;
    }
  }
  return out;
}

/** A fixed hash in [0, 1): the sampling must give the same palette every run. */
function pseudoRandom(i: number): number {
  let h = Math.imul(i ^ 0x9e3779b9, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

function isRamp(pm: Uint8Array, width: number, height: number, positions: number[], from: Entry | null, to: Entry | null): boolean {
  if (positions.length === 0) return false;
  const A = from?.p ?? NOTHING;
  const B = to?.p ?? NOTHING;
  const near = (q: number, E: Entry['p']) => (pm[q]! - E[0]) ** 2 + (pm[q + 1]! - E[1]) ** 2 + (pm[q + 2]! - E[2]) ** 2 + (pm[q + 3]! - E[3]) ** 2 <= RAMP_NEAR * RAMP_NEAR;
  let between = 0;
  for (const i of positions) {
    const x0 = i % width;
    const y0 = (i - x0) / width;
    let nearA = false;
    let nearB = false;
    for (let y = Math.max(0, y0 - RAMP_RADIUS); y <= Math.min(height - 1, y0 + RAMP_RADIUS) && !(nearA && nearB); y++) {
      for (let x = Math.max(0, x0 - RAMP_RADIUS); x <= Math.min(width - 1, x0 + RAMP_RADIUS); x++) {
        const q = (y * width + x) * 4;
        nearA ||= near(q, A);
        nearB ||= near(q, B);
      }
    }
    if (nearA && nearB) between++;
  }
  return between >= RAMP_SHARE * positions.length;
}

/** Photographs and gradients: the commonest colours of all pixels, well apart, fill the palette up. */
function addCoarse(pm: Uint8Array, n: number, entries: Entry[], minPixels: number): void {
  const counts = new Uint32Array(BINS);
  for (let i = 0; i < n; i++) {
    const p = i * 4;
    if (pm[p + 3]! >= ALPHA_MIN) counts[binOf(pm[p]!, pm[p + 1]!, pm[p + 2]!, pm[p + 3]!)]!++;
  }
  const bins: number[] = [];
  for (let bin = 0; bin < BINS; bin++) if (counts[bin]! >= minPixels) bins.push(bin);
  bins.sort((x, y) => counts[y]! - counts[x]!);
  for (const bin of bins) {
    if (entries.length >= MAX_COLOURS) break;
    const centre = binCentre(bin);
    const entry = entryOf(((centre[0] << 24) | (centre[1] << 16) | (centre[2] << 8) | centre[3]) >>> 0, counts[bin]!);
    if (entry && !nearest(entries, entry, COARSE_DISTANCE)) entries.push(entry);
  }
}

function binCentre(bin: number): [number, number, number, number] {
  const a = Math.min(255, ((bin & 7) << 5) + 16);
  // A premultiplied channel never exceeds alpha.
  const channel = (v: number) => Math.min(a, (v << 3) + 4);
  return [channel((bin >> 13) & 31), channel((bin >> 8) & 31), channel((bin >> 3) & 31), a];
}

/**
 * Every pixel to an entry: exact colours to theirs, others by their colour alone (one decision
 * per bin). A pixel near an entry takes it. A ramp pixel is a blend of two entries, the one it
 * is drawn from and the one behind: it takes whichever end its coverage is nearer, so mid-grey
 * on a black-on-white edge becomes black or white, never the blue that happens to be nearest
 * to mid-grey, and shapes keep their drawn width. Entries nobody took are dropped and the rest
 * ordered by pixels.
 */
function assign(pm: Uint8Array, width: number, height: number, entries: Entry[], nearEntry: number): Quantised {
  const n = width * height;
  const exact = new Map(entries.map((e, i) => [e.key, i]));
  const UNKNOWN = 0xfffe;
  const lut = new Uint16Array(BINS).fill(UNKNOWN);
  let clear = 0;
  for (let i = 0; i < n; i++) if (pm[i * 4 + 3]! < ALPHA_MIN) clear++;
  const ends: Array<{ k: number; p: Entry['p']; pixels: number }> = [{ k: TRANSPARENT, p: NOTHING, pixels: clear }, ...entries.slice(0, RAMP_SOURCES).map((e, k) => ({ k, p: e.p, pixels: e.pixels }))];
  const decide = (c: Entry['p']): number => {
    let best = TRANSPARENT;
    let bestD = c[0] ** 2 + c[1] ** 2 + c[2] ** 2 + c[3] ** 2;
    for (let k = 0; k < entries.length; k++) {
      const p = entries[k]!.p;
      const d = (c[0] - p[0]) ** 2 + (c[1] - p[1]) ** 2 + (c[2] - p[2]) ** 2 + (c[3] - p[3]) ** 2;
      if (d < bestD) {
        best = k;
        bestD = d;
      }
    }
    const nearestDistance = Math.sqrt(bestD);
    if (nearestDistance <= nearEntry) return best;
    // The blend that explains the colour best; among equally good ones (black-white and
    // grey-white are both straight through light grey) the one between commoner colours: a
    // rare pale smudge must not claim the edges of every black line.
    const ramp = { k: best, error: Infinity, support: -1 };
    for (let i = 0; i < ends.length; i++) {
      const A = ends[i]!.p;
      for (let j = i + 1; j < ends.length; j++) {
        const B = ends[j]!.p;
        let dd = 0;
        let dot = 0;
        for (let ch = 0; ch < 4; ch++) {
          dd += (B[ch]! - A[ch]!) ** 2;
          dot += (c[ch]! - A[ch]!) * (B[ch]! - A[ch]!);
        }
        if (dd === 0) continue;
        const t = Math.min(1, Math.max(0, dot / dd));
        let off = 0;
        for (let ch = 0; ch < 4; ch++) off += (c[ch]! - A[ch]! - t * (B[ch]! - A[ch]!)) ** 2;
        const error = Math.sqrt(off);
        const support = Math.min(ends[i]!.pixels, ends[j]!.pixels);
        if (error < ramp.error - RAMP_TIE || (error <= ramp.error + RAMP_TIE && support > ramp.support)) {
          ramp.k = t >= 0.5 ? ends[j]!.k : ends[i]!.k;
          ramp.error = Math.min(error, ramp.error);
          ramp.support = support;
        }
      }
    }
    return ramp.error < nearestDistance ? ramp.k : best;
  };
  const entryAt = (px: Uint8Array, p: number): number => {
    if (px[p + 3]! < ALPHA_MIN) return TRANSPARENT;
    const k = exact.get(keyAt(px, p));
    if (k !== undefined) return k;
    const bin = binOf(px[p]!, px[p + 1]!, px[p + 2]!, px[p + 3]!);
    if (lut[bin] === UNKNOWN) lut[bin] = decide(binCentre(bin));
    return lut[bin]!;
  };
  const raw = new Uint16Array(n);
  const used = new Float64Array(entries.length);
  for (let i = 0; i < n; i++) {
    const k = entryAt(pm, i * 4);
    raw[i] = k;
    if (k !== TRANSPARENT) used[k]!++;
  }
  // Stacking order: thick regions (paper, fills) below, thin ones (lines, text, edges) on top,
  // as figures are drawn; a small blot is thick and goes under a line that crosses it.
  const border = new Float64Array(entries.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const k = raw[i]!;
      if (k === TRANSPARENT) continue;
      if ((x > 0 && raw[i - 1] !== k) || (x < width - 1 && raw[i + 1] !== k) || (y > 0 && raw[i - width] !== k) || (y < height - 1 && raw[i + width] !== k)) border[k]!++;
    }
  }
  const thickness = (k: number) => used[k]! / (border[k]! + 1);
  const order = entries
    .map((_, k) => k)
    .filter((k) => used[k]! > 0)
    .sort((x, y) => thickness(y) - thickness(x));
  const rank = new Uint16Array(entries.length).fill(TRANSPARENT);
  order.forEach((k, r) => (rank[k] = r));
  const index = new Uint16Array(n);
  for (let i = 0; i < n; i++) index[i] = raw[i] === TRANSPARENT ? TRANSPARENT : rank[raw[i]!]!;
  const palette = order.map((k) => {
    const [pr, pg, pb, a] = entries[k]!.p;
    const straight = (v: number) => Math.min(255, Math.round((v * 255) / a));
    return { r: straight(pr), g: straight(pg), b: straight(pb), a, pixels: used[k]! };
  });
  const indexOf = (other: Uint8Array): Uint16Array => {
    const out = new Uint16Array(other.length / 4);
    for (let i = 0; i < out.length; i++) {
      const k = entryAt(other, i * 4);
      out[i] = k === TRANSPARENT ? TRANSPARENT : rank[k]!;
    }
    return out;
  };
  return { palette, index, indexOf };
}
