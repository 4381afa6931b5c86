// The frame around a plot whose axes are ticked at its size: the frame is measured from the tick
// labels, and which ticks there are depends on the plot's size (a narrow axis takes fewer), so
// the two are settled together. Cartesian frames, whether their axes are built from values
// (cartesian.ts) or defined by the chart (customCartesian.ts), lay themselves out by this.
import type { FrameLayout, FrameText } from './frame.ts';
import { layoutFrame } from './frame.ts';
import { ownLabels } from './axisLabels.ts';
import type { Rect } from './rect.ts';
import type { BandScale, ContinuousScale } from './scales.ts';
import type { Theme } from './theme.ts';

type AxisScale = ContinuousScale | BandScale;

/** The labels an axis is drawn with: a band's categories, a value axis's tick labels. */
function labelsOf(scale: AxisScale): readonly string[] {
  return scale.kind === 'band' ? scale.categories : scale.labels;
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The frame laid out from `text`'s tick labels (a first guess, before the plot's size was known),
 * the axes ticked at its plot by `scalesAt`, and laid out again from the labels they got until the
 * two agree (at most two more rounds). Whatever the rounds settle on, every tick of a value axis
 * is drawn with its own label.
 */
export function settledFrame<S extends { x: AxisScale; y: AxisScale }>(text: FrameText, theme: Theme, scalesAt: (plot: Rect) => S): { layout: FrameLayout; scales: S } {
  let labels = { x: text.xTickLabels, y: text.yTickLabels };
  let layout = layoutFrame(text, theme);
  let scales = scalesAt(layout.plot);
  for (let round = 0; round < 2; round++) {
    const now = { x: labelsOf(scales.x), y: labelsOf(scales.y) };
    if (same(now.x, labels.x) && same(now.y, labels.y)) break;
    labels = { x: [...now.x], y: [...now.y] };
    layout = layoutFrame({ ...text, xTickLabels: labels.x, yTickLabels: labels.y }, theme);
    scales = scalesAt(layout.plot);
  }
  const { x, y } = scales;
  return {
    layout: { ...layout, ...(x.kind === 'band' ? {} : { x: ownLabels(layout.x, x.labels) }), ...(y.kind === 'band' ? {} : { y: ownLabels(layout.y, y.labels) }) },
    scales,
  };
}

/** An axis's ticks on the page and their labels: a band's at the middle of each category. */
export function scaleTicks(scale: AxisScale): { positions: number[]; labels: string[] } {
  if (scale.kind === 'band') return { positions: scale.categories.map((c) => scale.map(c) + scale.bandwidth / 2), labels: scale.categories };
  return { positions: scale.ticks.map((t) => scale.map(t)), labels: scale.labels };
}
