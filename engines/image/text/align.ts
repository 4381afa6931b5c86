// How a label is aligned, judged from the labels around it, never from the label alone: a new
// text of another length grows from the edge (or centre) its neighbours share.
//  - A column (labels stacked across the reading direction): the edge the most of them share
//    with it. A legend's entries share their left edge, a y axis' tick labels their right edge.
//    When every edge agrees (labels of one width), words are taken as left-aligned and numbers
//    as right-aligned, as legends and y axes set them.
//  - A row (labels side by side, tick labels under an axis): the anchor that puts them on one
//    straight line at even steps, gaps for missing labels allowed. Centred x tick labels are
//    evenly spaced at their centres; labels turned 45° and aligned to their tick at their end
//    lie on one line at their ends only.
//  - Neither (a title, an axis title, an annotation): centred.
import type { DetectedText, Point } from '../types.ts';
import { textFrame, toFrame, toImage, type TextFrame } from './frame.ts';

export type Alignment = 'start' | 'middle' | 'end';

const ALIGNMENTS: Alignment[] = ['start', 'middle', 'end'];
/** Degrees two labels' reading directions may differ by and still be set alike. */
const SAME_ANGLE = 3;
/** Ink-height ratio within which two labels are of one style (a title is not a tick label's neighbour). */
const SAME_SIZE = 1.4;
/** Pixels, or a share of the label's height, within which two edges are one edge. */
const EDGE_TOLERANCE = 2;
const EDGE_SHARE = 0.12;
/** A column's members lie within this many label heights of it. */
const COLUMN_REACH = 12;
/** Pixels off the row's line, or off its even steps, that an anchor may lie. */
const ROW_TOLERANCE = 2;
const STEP_SHARE = 0.04;
/** Labels, the target included, that make a row. */
const MIN_ROW = 3;
/** Steps a row may skip (labels OCR did not read). */
const MAX_GAP = 3;
/** Below this cosine with the reading direction, a line runs across the labels. */
const ACROSS = 0.3;

interface Label {
  text: DetectedText;
  frame: TextFrame;
}

export function alignmentOf(target: DetectedText, all: DetectedText[]): Alignment {
  const me: Label = { text: target, frame: textFrame(target.corners) };
  const alike = all
    .filter((o) => o.index !== target.index)
    .map((o) => ({ text: o, frame: textFrame(o.corners) }))
    .filter((o) => sameAngle(o.frame, me.frame) && sameSize(o.frame, me.frame));
  const stacked = alike.filter((o) => isStacked(me.frame, o));
  const column = columnCue(me, stacked);
  const row = rowCue(
    me,
    alike.filter((o) => !stacked.includes(o)),
  );
  if (column && (!row || column.evidence >= row.evidence)) return column.alignment;
  if (row) return row.alignment;
  return 'middle';
}

function sameAngle(a: TextFrame, b: TextFrame): boolean {
  return Math.abs(((a.angle - b.angle + 540) % 360) - 180) <= SAME_ANGLE;
}

function sameSize(a: TextFrame, b: TextFrame): boolean {
  const ratio = Math.max(a.height, b.height) / Math.max(1, Math.min(a.height, b.height));
  return ratio <= SAME_SIZE;
}

/** Above or below the target (in its frame), overlapping it along the line, and near. */
function isStacked(frame: TextFrame, other: Label): boolean {
  const a = toFrame(frame, other.frame.origin.x, other.frame.origin.y);
  const end = a.s + other.frame.width;
  const dt = Math.abs(a.t);
  return dt >= 0.5 * frame.height && dt <= COLUMN_REACH * frame.height && a.s < frame.width && end > 0;
}

/** Position along the target's reading direction of a label's start, middle or end. */
function edge(frame: TextFrame, label: Label, alignment: Alignment): number {
  const start = toFrame(frame, label.frame.origin.x, label.frame.origin.y).s;
  return start + offset(alignment) * label.frame.width;
}

const offset = (alignment: Alignment) => (alignment === 'start' ? 0 : alignment === 'middle' ? 0.5 : 1);

interface Cue {
  alignment: Alignment;
  /** How many other labels bear it out. */
  evidence: number;
}

function columnCue(me: Label, stacked: Label[]): Cue | null {
  if (stacked.length === 0) return null;
  const tolerance = Math.max(EDGE_TOLERANCE, EDGE_SHARE * me.frame.height);
  const counts = ALIGNMENTS.map((a) => stacked.filter((o) => Math.abs(edge(me.frame, o, a) - edge(me.frame, me, a)) <= tolerance).length);
  const most = Math.max(...counts);
  if (most === 0) return null;
  const tied = ALIGNMENTS.filter((_, i) => counts[i] === most);
  const preference: Alignment[] = isNumber(me.text.text) ? ['end', 'start', 'middle'] : ['start', 'end', 'middle'];
  return { alignment: preference.find((a) => tied.includes(a))!, evidence: most };
}

/** No letters: a tick value, a count, a percentage. */
function isNumber(text: string): boolean {
  return /\d/.test(text) && !/\p{L}/u.test(text);
}

/** The label's anchor point (start, middle or end, half-way up) in image pixels. */
function anchor(label: Label, alignment: Alignment): Point {
  return toImage(label.frame, offset(alignment) * label.frame.width, label.frame.height / 2);
}

function rowCue(me: Label, others: Label[]): Cue | null {
  if (others.length < MIN_ROW - 1) return null;
  const fits = ALIGNMENTS.map((a) => rowFit(me, others, a));
  let best: { alignment: Alignment; members: number; misfit: number } | null = null;
  // Centred first: tick labels under an axis are centred unless their anchors say otherwise.
  for (const a of ['middle', 'end', 'start'] as Alignment[]) {
    const fit = fits[ALIGNMENTS.indexOf(a)]!;
    if (!fit) continue;
    const better = !best || fit.members > best.members || (fit.members === best.members && fit.misfit < best.misfit - 0.5);
    if (better) best = { alignment: a, ...fit };
  }
  return best ? { alignment: best.alignment, evidence: best.members - 1 } : null;
}

/**
 * The longest row of anchors through the target's: on one straight line (within tolerance)
 * along its reading direction or an image axis (tick labels sit along an axis), at whole steps
 * from it, the step the nearest neighbour's. Its size and how far its anchors are off the steps.
 */
function rowFit(me: Label, others: Label[], alignment: Alignment): { members: number; misfit: number } | null {
  const p = anchor(me, alignment);
  const points = others.map((o) => anchor(o, alignment));
  // Across the reading direction, labels are stacked: a column, not a row.
  const u = me.frame.u;
  const directions = [u, { x: 1, y: 0 }, { x: 0, y: 1 }]
    .filter((d) => Math.abs(d.x * u.x + d.y * u.y) > ACROSS)
    .filter((d, i, all) => all.findIndex((e) => Math.abs(e.x * d.y - e.y * d.x) < 0.05) === i);
  let best: { members: number; misfit: number } | null = null;
  for (const dir of directions) {
    const along: number[] = [];
    for (const r of points) {
      const dx = r.x - p.x;
      const dy = r.y - p.y;
      if (Math.abs(dx * -dir.y + dy * dir.x) <= ROW_TOLERANCE) along.push(dx * dir.x + dy * dir.y);
    }
    if (along.length < MIN_ROW - 1) continue;
    const fit = evenSteps(along);
    if (fit && (!best || fit.members > best.members || (fit.members === best.members && fit.misfit < best.misfit))) best = fit;
  }
  return best;
}

/**
 * Of the others' positions along the line (the target at 0), those on whole steps from the
 * target, the step the nearest one's distance refined through them all; a row is at least
 * MIN_ROW labels, one of them the target's nearest neighbour, with no gap over MAX_GAP steps.
 */
function evenSteps(along: number[]): { members: number; misfit: number } | null {
  const nearest = along.reduce((m, x) => (Math.abs(x) < Math.abs(m) ? x : m), Infinity);
  const step = Math.abs(nearest);
  if (!(step > 1)) return null;
  const tolerance = Math.max(ROW_TOLERANCE, STEP_SHARE * step);
  const onStep = (s: number) => along.map((x) => ({ x, k: Math.round(x / s) })).filter(({ x, k }) => k !== 0 && Math.abs(k) <= MAX_GAP * 3 && Math.abs(x - k * s) <= tolerance);
  const first = onStep(step);
  const kk = first.reduce((sum, { k }) => sum + k * k, 0);
  const fitted = kk > 0 ? first.reduce((sum, { x, k }) => sum + x * k, 0) / kk : step;
  const kept = onStep(fitted);
  // Consecutive steps from the target outwards, each side, with gaps for labels OCR missed.
  const ks = new Set(kept.map(({ k }) => k));
  let members = 1;
  for (const sign of [1, -1]) {
    let last = 0;
    for (let k = sign; Math.abs(k - last) <= MAX_GAP; k += sign) {
      if (!ks.has(k)) continue;
      members++;
      last = k;
    }
  }
  if (members < MIN_ROW) return null;
  const misses = kept.map(({ x, k }) => Math.abs(x - k * fitted));
  return { members, misfit: misses.reduce((s, m) => s + m, 0) / Math.max(1, misses.length) };
}
