// How a label is aligned, judged from the labels stacked with it: a column of y tick labels
// shares its right edge, a legend's entries their left edge. A label with no such neighbours
// is taken as centred (titles, axis titles, x tick labels), the commonest case in figures.
import type { DetectedText } from '../types.ts';
import { textFrame, toFrame } from './frame.ts';

export type Alignment = 'start' | 'middle' | 'end';

const EDGE_TOLERANCE = 2;

export function alignmentOf(target: DetectedText, all: DetectedText[]): Alignment {
  const frame = textFrame(target.corners);
  let starts = 0;
  let ends = 0;
  let middles = 0;
  for (const other of all) {
    if (other.index === target.index) continue;
    const o = textFrame(other.corners);
    if (Math.abs(((o.angle - frame.angle + 540) % 360) - 180) > 2) continue;
    const a = toFrame(frame, other.corners[0].x, other.corners[0].y);
    const b = toFrame(frame, other.corners[1].x, other.corners[1].y);
    // Stacked above or below, not beside on the same line.
    if (Math.abs(a.t) < 0.5 * frame.height) continue;
    if (Math.abs(a.s) <= EDGE_TOLERANCE) starts++;
    if (Math.abs(b.s - frame.width) <= EDGE_TOLERANCE) ends++;
    if (Math.abs((a.s + b.s) / 2 - frame.width / 2) <= EDGE_TOLERANCE) middles++;
  }
  if (ends > 0 && ends >= starts && ends > middles) return 'end';
  if (starts > 0 && starts > middles) return 'start';
  return 'middle';
}
