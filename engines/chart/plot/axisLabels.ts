// How an axis's tick labels fit: the order a typesetter tries is horizontal, then wrapped onto
// a few lines, then turned 45°, then 90°, and only then every k-th label. Rotation is a last
// resort because rotated labels are hard to read; clipping and overlap are never an option.
import { fitLines, lineHeight, textWidth, widestText, wrapInto } from './textFit.ts';

export type LabelMode = 'horizontal' | 'wrapped' | 'rotated45' | 'rotated90';

export interface LabelFit {
  mode: LabelMode;
  /** Each label's lines (one line unless wrapped); '' for labels thinned away. */
  lines: string[][];
  /** Room the labels take away from the axis, in points (tick and gap not included). */
  depth: number;
  /** How far the first label reaches before its tick, along the axis (rotated labels lean left). */
  overhangStart: number;
}

const MAX_LINES = 3;

/** Space kept between neighbouring labels, in points. */
export function labelGap(size: number): number {
  return size * 0.6;
}

/**
 * Labels under a horizontal axis, one per equal band of width `step`: the first arrangement
 * that fits (see above). Labels that must be thinned keep the first and every k-th.
 */
export function fitBandLabelsX(labels: readonly string[], step: number, size: number): LabelFit {
  const room = step - labelGap(size);
  const height = lineHeight(size);
  if (widestText(labels, size) <= room) return { mode: 'horizontal', lines: labels.map((l) => [l]), depth: height, overhangStart: 0 };
  const wrapped = labels.map((l) => fitLines(l, room, size, MAX_LINES));
  if (wrapped.every((w) => w !== undefined)) {
    const lines = wrapped as string[][];
    return { mode: 'wrapped', lines, depth: height * Math.max(...lines.map((l) => l.length)), overhangStart: 0 };
  }
  const widest = widestText(labels, size);
  const first = textWidth(labels[0] ?? '', size);
  // Neighbouring labels at 45° are step·sin 45° apart across their baselines.
  if (step * Math.SQRT1_2 >= height) {
    // The first label reaches back from its band by its length and its glyphs' height, both at 45°.
    return { mode: 'rotated45', lines: labels.map((l) => [l]), depth: widest * Math.SQRT1_2 + size, overhangStart: (first + size) * Math.SQRT1_2 };
  }
  const every = step >= height ? 1 : Math.ceil(height / step);
  return {
    mode: 'rotated90',
    lines: labels.map((l, i) => (i % every === 0 ? [l] : [''])),
    depth: widest,
    overhangStart: size / 2,
  };
}

/**
 * Labels beside a vertical axis, one per row of height `step`: one line when the widest fits
 * `maxWidth`, otherwise wrapped into as many lines as the row holds. The depth is the margin
 * the labels need (which may exceed `maxWidth` when a single word does).
 */
export function fitBandLabelsY(labels: readonly string[], step: number, size: number, maxWidth: number): LabelFit {
  const single = widestText(labels, size);
  const height = lineHeight(size);
  const rows = Math.max(1, Math.min(MAX_LINES, Math.floor(step / height)));
  if (single <= maxWidth || rows === 1) return { mode: 'horizontal', lines: labels.map((l) => [l]), depth: single, overhangStart: 0 };
  const lines = labels.map((l) => wrapInto(l, maxWidth, size, rows));
  return { mode: 'wrapped', lines, depth: Math.max(...lines.map((l) => widestText(l, size))), overhangStart: 0 };
}

/** Whether continuous tick labels at these positions run into each other. */
export function crowdedTicks(positions: readonly number[], labels: readonly string[], size: number, along: 'x' | 'y'): boolean {
  const extent = (i: number) => (along === 'x' ? textWidth(labels[i] ?? '', size) : lineHeight(size));
  for (let i = 1; i < positions.length; i++) {
    const room = Math.abs((positions[i] ?? 0) - (positions[i - 1] ?? 0));
    if (room < (extent(i) + extent(i - 1)) / 2 + labelGap(size)) return true;
  }
  return false;
}

interface TickedScale {
  ticks: number[];
  labels: string[];
  map(value: number): number;
}

/** The scale with every k-th tick kept (the first always), the fewest dropped that stop the labels colliding. */
export function thinnedTicks<S extends TickedScale>(scale: S, size: number, along: 'x' | 'y'): S {
  for (let every = 1; every < scale.ticks.length; every++) {
    const keep = (_: unknown, i: number) => i % every === 0;
    const ticks = scale.ticks.filter(keep);
    const labels = scale.labels.filter(keep);
    if (!crowdedTicks(ticks.map((t) => scale.map(t)), labels, size, along)) return { ...scale, ticks, labels };
  }
  return { ...scale, ticks: scale.ticks.slice(0, 1), labels: scale.labels.slice(0, 1) };
}

/**
 * The fit of a value axis's labels measured from a first guess at them (before the plot's size
 * was known), drawn with the labels its ticks ended with: each tick carries its own label.
 */
export function ownLabels(fit: LabelFit, labels: readonly string[]): LabelFit {
  return { ...fit, mode: 'horizontal', lines: labels.map((l) => [l]) };
}

/**
 * Ticks a chart placed itself (chromosome middles, unevenly spaced): every tick kept, and each
 * label kept, left to right, only where it clears the last label kept; the others blanked. A
 * label shown is always its own tick's, at its own position, never one of its neighbours'.
 */
export function clearedLabels<S extends TickedScale>(scale: S, size: number, along: 'x' | 'y'): S {
  const extent = (label: string) => (along === 'x' ? textWidth(label, size) : lineHeight(size));
  let last: { at: number; extent: number } | undefined;
  const labels = scale.labels.map((label, i) => {
    if (label === '') return '';
    const at = scale.map(scale.ticks[i] ?? NaN);
    const e = extent(label);
    if (last && Math.abs(at - last.at) < (e + last.extent) / 2 + labelGap(size)) return '';
    last = { at, extent: e };
    return label;
  });
  return { ...scale, labels };
}

/**
 * Labels that may be turned but never wrapped, slanted or thinned (a dendrogram's leaves, each
 * one an observation): horizontal when they fit, else 90°; undefined when even 90° needs more
 * than a line's height per band.
 */
export function fitWholeBandLabelsX(labels: readonly string[], step: number, size: number): LabelFit | undefined {
  const lines = labels.map((l) => [l]);
  if (widestText(labels, size) <= step - labelGap(size)) return { mode: 'horizontal', lines, depth: lineHeight(size), overhangStart: 0 };
  if (step < lineHeight(size)) return undefined;
  return { mode: 'rotated90', lines, depth: widestText(labels, size), overhangStart: size / 2 };
}
