// After a label is redrawn, it is measured again from the output's pixels as the old one was
// (analyse.ts): its ink must be as high as the same words at the old size, start, end or centre
// where the old ink did, and no pixel may have changed outside the old label and the new one.
// A check that fails names the label and what was off.
import type { Raster } from '../raster.ts';
import type { Alignment } from './align.ts';
import { analyseOldText } from './analyse.ts';
import { subFrame, toFrame, type TextFrame } from './frame.ts';
import type { FrameBox } from './room.ts';

/** The drawn ink's height may be off the expected by this share, or by a pixel on small text. */
const HEIGHT_SHARE = 0.05;
const HEIGHT_PIXELS = 1;
/** Pixels the drawn ink's aligned edge may be off the old one's. */
const EDGE_PIXELS = 1.5;
/** A pixel's anti-aliased coverage reaches this far past a glyph's outline (a pixel's half-diagonal and a bit). */
const ANTIALIAS = 1.25;

export interface Redrawn {
  /** How the label is named in a failure: its index and old words. */
  name: string;
  text: string;
  frame: TextFrame;
  /** Where the new ink should be, in the old label's frame. */
  box: FrameBox;
  /** The old ink, measured from the source. */
  old: FrameBox;
  alignment: Alignment;
}

/** null when the redrawn label measures as planned; otherwise what is off. */
export function checkRedrawn(result: Raster, d: Redrawn): string | null {
  const expected = d.box.t1 - d.box.t0;
  const grow = Math.max(2, 0.25 * expected);
  const around = { s0: d.box.s0 - grow, s1: d.box.s1 + grow, t0: d.box.t0 - grow, t1: d.box.t1 + grow };
  const seen = analyseOldText(result, subFrame(d.frame, around), d.text);
  if (!seen) return `${d.name}: the new text "${d.text}" cannot be seen where it was drawn.`;
  const ink = { s0: seen.ink.s0 + around.s0, s1: seen.ink.s1 + around.s0, t0: seen.ink.t0 + around.t0, t1: seen.ink.t1 + around.t0 };
  const measured = ink.t1 - ink.t0;
  if (Math.abs(measured - expected) > Math.max(HEIGHT_PIXELS, HEIGHT_SHARE * expected)) {
    return `${d.name}: the new text "${d.text}" measures ${measured.toFixed(1)} px high where ${expected.toFixed(1)} px (the old size) were drawn.`;
  }
  const edgeOf = (b: FrameBox) => (d.alignment === 'start' ? b.s0 : d.alignment === 'end' ? b.s1 : (b.s0 + b.s1) / 2);
  const off = edgeOf(ink) - edgeOf(d.old);
  if (Math.abs(off) > EDGE_PIXELS) {
    const edge = d.alignment === 'middle' ? 'centre' : d.alignment;
    return `${d.name}: the new text's ${edge} lies ${Math.abs(off).toFixed(1)} px off the old text's, which its neighbours share.`;
  }
  return null;
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
