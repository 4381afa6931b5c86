// After a label is redrawn, it is measured again from the output's pixels as the old one was
// (analyse.ts's thresholds): its ink must be as high as the new words at the old size (the size
// whose ink height matched the old words'), its start, end or centre where the plan put it on
// the old one's, and no pixel may have changed outside the old label and the new one.
// A check that fails names the label and what was off.
import type { Rgb } from '../color/oklab.ts';
import type { Raster } from '../../shared/raster.ts';
import type { Alignment } from './align.ts';
import { GLYPH_SHARE, OFF_PATH_SHARE, OFF_PATH_SLACK, SOLID_SHARE } from './analyse.ts';
import { imageRect, subFrame, toFrame, type TextFrame } from './frame.ts';
import type { FrameBox } from './room.ts';
import { saidAs } from '../../shared/said.ts';

/** The drawn ink's height may be off the expected by this share, or by a pixel on small text. */
const HEIGHT_SHARE = 0.05;
const HEIGHT_PIXELS = 1.25;
/** Pixels the drawn ink's aligned edge may be off the old one's. */
const EDGE_PIXELS = 1.5;
/** A pixel's anti-aliased coverage reaches this far past a glyph's outline (a pixel's half-diagonal and a bit). */
const ANTIALIAS = 1.25;

export interface Redrawn {
  /** How the label is named in a failure: its index and old words. */
  name: string;
  text: string;
  frame: TextFrame;
  /** Where the new ink should be (its outline), in the old label's frame. */
  box: FrameBox;
  /** The old ink, measured from the source. */
  old: FrameBox;
  alignment: Alignment;
  colour: Rgb;
  background: Rgb;
}

/**
 * null when the redrawn label measures as planned; otherwise what is off. Only pixels the edit
 * touched are the new text's (a line or a neighbour next to it is not), and a pixel is its ink
 * as the old label's was: solid when over half way from the background to the text colour
 * (its height), at all when over GLYPH_SHARE of the way (its ends: a hyphen or a superscript
 * minus at small sizes is never solid).
 */
export function checkRedrawn(result: Raster, source: Raster, erased: Set<number>, d: Redrawn): string | null {
  const expected = d.box.t1 - d.box.t0;
  const grow = Math.max(2, 0.25 * expected);
  const region = { s0: d.box.s0 - grow, s1: d.box.s1 + grow, t0: d.box.t0 - grow, t1: d.box.t1 + grow };
  const { solid, faint } = measure(result, source, erased, d, region);
  if (!faint) return `${d.name}: the new text${saidAs(` "${d.text}"`, '')} cannot be seen where it was drawn.`;
  const measured = solid ? solid.t1 - solid.t0 : faint.t1 - faint.t0;
  const slack = solid ? HEIGHT_PIXELS : 2 * HEIGHT_PIXELS;
  if (Math.abs(measured - expected) > Math.max(slack, HEIGHT_SHARE * expected)) {
    return `${d.name}: the new text${saidAs(` "${d.text}"`, '')} measures ${measured.toFixed(1)} px high where ${expected.toFixed(1)} px (the old size) were drawn.`;
  }
  const edgeOf = (b: FrameBox) => (d.alignment === 'start' ? b.s0 : d.alignment === 'end' ? b.s1 : (b.s0 + b.s1) / 2);
  const off = edgeOf(faint) - edgeOf(d.old);
  if (Math.abs(off) > EDGE_PIXELS) {
    const edge = d.alignment === 'middle' ? 'centre' : d.alignment;
    return `${d.name}: the new text's ${edge} lies ${Math.abs(off).toFixed(1)} px off the old text's, which its neighbours share.`;
  }
  return null;
}

/** Extents (pixel centres, +-half a pixel) of the solid and of all ink the edit drew in `region`. */
function measure(result: Raster, source: Raster, erased: Set<number>, d: Redrawn, region: FrameBox): { solid: FrameBox | null; faint: FrameBox | null } {
  const { width, height } = result;
  const rect = imageRect(subFrame(d.frame, region), 1, width, height);
  const dir = [d.colour[0] - d.background[0], d.colour[1] - d.background[1], d.colour[2] - d.background[2]];
  const dd = dir[0]! * dir[0]! + dir[1]! * dir[1]! + dir[2]! * dir[2]!;
  const contrast = Math.sqrt(dd);
  let solid: FrameBox | null = null;
  let faint: FrameBox | null = null;
  const widen = (b: FrameBox | null, s: number, t: number): FrameBox =>
    b ? { s0: Math.min(b.s0, s - 0.5), s1: Math.max(b.s1, s + 0.5), t0: Math.min(b.t0, t - 0.5), t1: Math.max(b.t1, t + 0.5) } : { s0: s - 0.5, s1: s + 0.5, t0: t - 0.5, t1: t + 0.5 };
  for (let y = rect.y0; y < rect.y1; y++) {
    for (let x = rect.x0; x < rect.x1; x++) {
      const { s, t } = toFrame(d.frame, x + 0.5, y + 0.5);
      if (s < region.s0 || s > region.s1 || t < region.t0 || t > region.t1 || dd === 0) continue;
      const index = y * width + x;
      const p = index * 4;
      const touched = erased.has(index) || result.data[p] !== source.data[p] || result.data[p + 1] !== source.data[p + 1] || result.data[p + 2] !== source.data[p + 2];
      if (!touched) continue;
      const e = [result.data[p]! - d.background[0], result.data[p + 1]! - d.background[1], result.data[p + 2]! - d.background[2]];
      const along = (e[0]! * dir[0]! + e[1]! * dir[1]! + e[2]! * dir[2]!) / dd;
      const off = Math.hypot(e[0]! - along * dir[0]!, e[1]! - along * dir[1]!, e[2]! - along * dir[2]!);
      if (along < GLYPH_SHARE || off > OFF_PATH_SLACK + OFF_PATH_SHARE * along * contrast) continue;
      faint = widen(faint, s, t);
      if (along >= SOLID_SHARE) solid = widen(solid, s, t);
    }
  }
  return { solid, faint };
}

export interface Zone {
  frame: TextFrame;
  box: FrameBox;
}

/** null when every pixel that differs between `source` and `result` lies in one of the zones (grown by anti-aliasing); otherwise where one does not. */
export function checkUntouched(source: Raster, result: Raster, zones: Zone[]): string | null {
  const { width, height } = source;
  let outside = 0;
  let first: { x: number; y: number } | null = null;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 4;
      if (source.data[p] === result.data[p] && source.data[p + 1] === result.data[p + 1] && source.data[p + 2] === result.data[p + 2] && source.data[p + 3] === result.data[p + 3]) continue;
      const inside = zones.some(({ frame, box }) => {
        const { s, t } = toFrame(frame, x + 0.5, y + 0.5);
        return s >= box.s0 - ANTIALIAS && s <= box.s1 + ANTIALIAS && t >= box.t0 - ANTIALIAS && t <= box.t1 + ANTIALIAS;
      });
      if (inside) continue;
      outside++;
      first ??= { x, y };
    }
  }
  if (!first) return null;
  return `${outside} pixel${outside === 1 ? '' : 's'} outside the old and new labels changed (the first at ${first.x}, ${first.y}).`;
}
