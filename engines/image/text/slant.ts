// A slanted label's box as its ink has it. OCR gives a turned label's angle to a few degrees
// (45° read as 40°); drawn at that angle the new text would lean off its neighbours, and its
// ink, measured across a tilted box, would seem taller than it is (so drawn too large). The
// label's own ink fixes it: along the true reading direction its glyphs share their rows most.
// Level and upright labels (0°, ±90°, 180°) are read exactly and kept as detected.
import type { Raster } from '../../shared/raster.ts';
import type { DetectedText, Point } from '../types.ts';
import { analyseOldText } from './analyse.ts';
import { textFrame, toImage, type TextFrame } from './frame.ts';

/** Degrees either side of the detected angle searched, and the step. */
const SEARCH = 8;
const STEP = 0.1;
/** Degrees off a multiple of 90 within which a label is level or upright. */
const SQUARE = 0.5;
/** How much sharper (a share) the profile must be for the angle to be corrected: not the pixels' grain. */
const GAIN = 0.05;
/** Pixels around the corrected box: the ink's half-pixel edge and a little. */
const PAD = 1;

/** `detected` with its corners along its ink's own slant; as it was when level, upright or unreadable. */
export function alongItsInk(raster: Raster, detected: DetectedText): DetectedText {
  const frame = textFrame(detected.corners);
  const off = Math.abs(((frame.angle % 90) + 90) % 90);
  if (Math.min(off, 90 - off) <= SQUARE || frame.width <= 0 || frame.height <= 0) return detected;
  // A box made taller by what the angle may be off over half the label's length, so the
  // label's ends are inside it however it leans.
  const lean = (frame.width / 2) * Math.sin((SEARCH * Math.PI) / 180);
  const wide: TextFrame = { ...frame, origin: toImage(frame, 0, -lean), height: frame.height + 2 * lean };
  const old = analyseOldText(raster, wide, detected.text);
  if (!old || old.solid.size < 3) return detected;
  const points: Point[] = [...old.solid].map((index) => {
    const x = index % raster.width;
    return { x: x + 0.5, y: (index - x) / raster.width + 0.5 };
  });
  // Along the true reading direction, the glyphs' bottoms line up on the baseline and the
  // tops of the small letters on one line, so the profile of the ink across the label has its
  // sharpest peaks (the most pixels sharing a row). The narrowest band would not do: "low
  // coverage" narrows as it turns, its "l" at one end and its "g" at the other.
  const sharpness = (angle: number) => {
    const a = (angle * Math.PI) / 180;
    const v = { x: -Math.sin(a), y: Math.cos(a) };
    const rows = new Map<number, number>();
    for (const p of points) {
      const row = Math.round(p.x * v.x + p.y * v.y);
      rows.set(row, (rows.get(row) ?? 0) + 1);
    }
    let sum = 0;
    for (const n of rows.values()) sum += n * n;
    return sum;
  };
  let best = frame.angle;
  let sharpest = sharpness(best);
  for (let angle = frame.angle - SEARCH; angle <= frame.angle + SEARCH + 1e-9; angle += STEP) {
    const score = sharpness(angle);
    if (score > sharpest) [best, sharpest] = [angle, score];
  }
  if (sharpest < (1 + GAIN) * sharpness(frame.angle)) return detected;
  return { ...detected, corners: boxAround(points, best) };
}

/** The corners (clockwise from the text's top-left) of the box at `angle` around the points' pixels. */
function boxAround(points: Point[], angle: number): DetectedText['corners'] {
  const a = (angle * Math.PI) / 180;
  const u = { x: Math.cos(a), y: Math.sin(a) };
  const v = { x: -u.y, y: u.x };
  let s0 = Infinity;
  let s1 = -Infinity;
  let t0 = Infinity;
  let t1 = -Infinity;
  for (const p of points) {
    const s = p.x * u.x + p.y * u.y;
    const t = p.x * v.x + p.y * v.y;
    s0 = Math.min(s0, s);
    s1 = Math.max(s1, s);
    t0 = Math.min(t0, t);
    t1 = Math.max(t1, t);
  }
  const grow = 0.5 + PAD;
  const at = (s: number, t: number): Point => ({ x: s * u.x + t * v.x, y: s * u.y + t * v.y });
  return [at(s0 - grow, t0 - grow), at(s1 + grow, t0 - grow), at(s1 + grow, t1 + grow), at(s0 - grow, t1 + grow)];
}
