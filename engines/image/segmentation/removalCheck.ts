// What a background removal is checked against before it is delivered: the source itself.
// Two failures a person would see at once: content lost (labels, ticks, markers, the thin
// marks a figure is made of, turned into background or left white on white) and background
// left (the old background still along the border). Marks are found the same way in the
// source and in the result, without any segmentation: pixels that stand out from a median of
// their neighbourhood, grouped into connected components of a glyph's or a marker's size, so
// that a removal's mistake cannot hide from its own check.
import sharp from 'sharp';
import type { Raster } from '../../shared/raster.ts';
import { labDistance, srgbToOklab } from '../color/oklab.ts';
import { ringIndices } from './flatBackground.ts';

/** The neighbourhood's background is a median at this fraction of the size (cheap, and blind to thin strokes). */
const LOCAL_SCALE = 4;
const LOCAL_MEDIAN = 7;
/** OKLab distance from the neighbourhood's median at which a pixel is a mark (text on a mid-tone background is far above it). */
const MARK_CONTRAST = 0.12;
/** A component of marks no larger than this in both directions (pixels) is a glyph, a tick or a marker. */
const MAX_MARK_SIDE = 64;
const MIN_MARK_PIXELS = 6;
/** A mark of the source under this share of whose pixels are still marks in the result is lost (removed, or now white on white). */
const VISIBLE_SHARE = 0.5;
/** Border ring pixels kept as foreground beyond this share mean the background was left. */
const MAX_KEPT_BORDER_SHARE = 0.5;

export interface RemovalCheck {
  /** Glyph-sized marks of the source (in the regions checked) no longer visible in the result. */
  lostMarks: number;
  marks: number;
  /** Share of the border ring kept as foreground. */
  keptBorderShare: number;
  /** Indexes of the regions checked that lost a mark. */
  regionsWithLoss: number[];
}

export type RemovalProblem = { kind: 'content_lost'; lostMarks: number; marks: number } | { kind: 'background_left'; keptBorderShare: number };

/** A region of the image, x1/y1 exclusive. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The local background of every pixel: a median over a neighbourhood far wider than a stroke. */
async function neighbourhoodMedian(raster: Raster): Promise<Buffer> {
  const { width, height } = raster;
  const small = await sharp(raster.data, { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .resize(Math.max(1, Math.round(width / LOCAL_SCALE)), Math.max(1, Math.round(height / LOCAL_SCALE)), { kernel: 'linear' })
    .median(LOCAL_MEDIAN)
    .png()
    .toBuffer();
  return sharp(small).resize(width, height, { kernel: 'linear', fit: 'fill' }).removeAlpha().raw().toBuffer();
}

/** 1 where a pixel stands out from its neighbourhood: the strokes of text, ticks, lines and markers. */
async function marksOf(raster: Raster): Promise<Uint8Array> {
  const { data, width, height } = raster;
  const local = await neighbourhoodMedian(raster);
  const marks = new Uint8Array(width * height);
  let last = -1;
  let lastLab = srgbToOklab(0, 0, 0);
  for (let i = 0; i < marks.length; i++) {
    const p = i * 4;
    const q = i * 3;
    const key = (local[q]! << 16) | (local[q + 1]! << 8) | local[q + 2]!;
    if (key !== last) {
      last = key;
      lastLab = srgbToOklab(local[q]!, local[q + 1]!, local[q + 2]!);
    }
    marks[i] = labDistance(srgbToOklab(data[p]!, data[p + 1]!, data[p + 2]!), lastLab) > MARK_CONTRAST ? 1 : 0;
  }
  return marks;
}

/** 8-connected components of `marks` of a glyph's size, each as its pixel indices. */
function glyphComponents(marks: Uint8Array, width: number, height: number): Int32Array[] {
  const seen = new Uint8Array(marks.length);
  const stack = new Int32Array(marks.length);
  const out: Int32Array[] = [];
  for (let start = 0; start < marks.length; start++) {
    if (!marks[start] || seen[start]) continue;
    let top = 0;
    const members: number[] = [];
    let x0 = Infinity, x1 = -Infinity, y0 = Infinity, y1 = -Infinity;
    seen[start] = 1;
    stack[top++] = start;
    while (top > 0) {
      const i = stack[--top]!;
      members.push(i);
      const x = i % width;
      const y = (i - x) / width;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          const j = yy * width + xx;
          if (marks[j] && !seen[j]) {
            seen[j] = 1;
            stack[top++] = j;
          }
        }
      }
    }
    if (members.length >= MIN_MARK_PIXELS && x1 - x0 < MAX_MARK_SIDE && y1 - y0 < MAX_MARK_SIDE) out.push(Int32Array.from(members));
  }
  return out;
}

/** The index of the first box holding pixel i, or -1. */
function boxIndex(i: number, width: number, boxes: readonly Box[]): number {
  const x = i % width;
  const y = (i - x) / width;
  return boxes.findIndex((b) => x >= b.x0 && x < b.x1 && y >= b.y0 && y < b.y1);
}

/**
 * Measures a removal's result (opaque, same size) against its opaque source. `coverage` is the
 * foreground share the removal used (0..255 a pixel); `regions`, when given, limits the marks
 * checked to those whose first pixel lies in one of them (the labels a photograph's texture
 * must not be confused with).
 */
export async function checkRemoval(source: Raster, result: Raster, coverage: Uint8Array, regions: readonly Box[] | null): Promise<RemovalCheck> {
  const { width, height } = source;
  const [before, after] = await Promise.all([marksOf(source), marksOf(result)]);
  const all = glyphComponents(before, width, height);
  const components = regions ? all.map((members) => ({ members, region: boxIndex(members[0]!, width, regions) })).filter((c) => c.region >= 0) : all.map((members) => ({ members, region: -1 }));
  let lostMarks = 0;
  const regionsWithLoss = new Set<number>();
  for (const { members, region } of components) {
    let visible = 0;
    for (const i of members) visible += after[i]!;
    if (visible / members.length < VISIBLE_SHARE) {
      lostMarks++;
      if (region >= 0) regionsWithLoss.add(region);
    }
  }
  const ring = ringIndices(width, height);
  let kept = 0;
  for (const i of ring) if (coverage[i]! >= 128) kept++;
  return { lostMarks, marks: components.length, keptBorderShare: kept / ring.length, regionsWithLoss: [...regionsWithLoss].sort((a, b) => a - b) };
}

/** The first thing a person would object to in the result, or null when it holds. */
export function removalProblem(check: RemovalCheck, tolerated: { lostMarks: number; lostShare: number }): RemovalProblem | null {
  if (check.lostMarks > tolerated.lostMarks && check.lostMarks > tolerated.lostShare * check.marks) {
    return { kind: 'content_lost', lostMarks: check.lostMarks, marks: check.marks };
  }
  if (check.keptBorderShare > MAX_KEPT_BORDER_SHARE) return { kind: 'background_left', keptBorderShare: check.keptBorderShare };
  return null;
}
