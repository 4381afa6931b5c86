// The request's guides on a plot: reference lines (a dashed grey rule across the plot at a value
// of x or y, with its label) and annotations (text at a data point). Every frame with axes draws
// them with the marks, clipped to the plot; the frame says what each of its axes shows. A guide is
// drawn as asked or refused (never dropped): refused when the chart has no axis for it
// (GUIDE_NOT_AVAILABLE: a pie, a matrix) or when its value lies outside what the axis shows
// (GUIDE_OUTSIDE_AXES), the reason naming the axis's extent. On a category axis a value counts
// categories, as ggplot2 places a discrete axis's levels at 1, 2, 3 ...: x from the left,
// y from the bottom; x = 2.5 falls between the second and the third.
import { ChartError } from '../errors.ts';
import { saidAs } from '../../shared/said.ts';
import { ruleXAcross, ruleYAcross } from '../marks/rule.ts';
import { text } from '../marks/text.ts';
import type { SceneNode, TextBaseline } from '../render/scene.ts';
import type { ChartSpec } from '../spec.ts';
import type { Rect } from './rect.ts';
import type { BandScale, ContinuousScale } from './scales.ts';
import type { Theme } from './theme.ts';

/** How a reference line is drawn; also the pseudo-confidence lines of a funnel plot. */
export const REFERENCE_STYLE = { stroke: '#555555', dash: [3, 2] };

/** One axis as guides see it: where a value lies on the page, and what the axis shows (for a refusal). */
export interface GuideAxis {
  /** Page position of a value on this axis. */
  at(value: number): number;
  /** What the axis shows, completing "the x axis shows ...". */
  shows: string;
  /** Annotations at a category sit on its centre line rather than over the point. */
  categories?: boolean;
}

/** Where a frame puts guides: its axes; an axis left out is one the chart does not have. */
export interface GuideAxes {
  x?: GuideAxis;
  y?: GuideAxis;
}

/** What an axis of values from `low` to `high` shows, completing "the x axis shows ..." (dates as Unix ms). */
export function valuesShown(low: number, high: number, dates = false): string {
  const ends = dates ? [low, high].map((v) => new Date(v).toISOString().slice(0, 10)) : [low, high].map((v) => String(Number(v.toPrecision(4))));
  return `${dates ? 'dates' : 'values'} from ${ends[0]} to ${ends[1]}`;
}

/** A continuous axis: values where the scale puts them; `dates` when its values are dates (Unix ms). */
export function valueAxis(scale: ContinuousScale, dates = false): GuideAxis {
  return { at: scale.map, shows: valuesShown(scale.domain[0], scale.domain[1], dates) };
}

/**
 * A category axis: value k is the centre of the k-th category counted from the first (x) or
 * from the last (y, whose first category is drawn at the top), `centre` giving each category's
 * page position by its index in `categories`.
 */
export function categoryAxis(categories: readonly string[], centre: (index: number) => number, from: 'first' | 'last', step: number): GuideAxis {
  const n = categories.length;
  const index = (k: number) => (from === 'first' ? k - 1 : n - k);
  const first = centre(index(1));
  // Page distance from one counted category to the next (upward on y).
  const along = from === 'first' ? step : -step;
  // The categories' names are the data's: quoted for the owner, left out of a failed job's message (engines/shared/said.ts).
  const name = (k: number) => `${k} (${categories[index(k)] ?? ''})`;
  const shows =
    n === 1
      ? `one category, at 1${saidAs(` (${categories[0] ?? ''})`, '')}`
      : `${n} categories, at 1 to ${n}${from === 'last' ? ' counted from the bottom' : ''}${saidAs(`: ${name(1)} to ${name(n)}`, '')}`;
  return { at: (k) => first + (k - 1) * along, shows, categories: true };
}

/** A band scale as a category axis (see categoryAxis). */
export function bandAxis(scale: BandScale, from: 'first' | 'last'): GuideAxis {
  const step = (scale.range[1] - scale.range[0]) / Math.max(1, scale.categories.length);
  return categoryAxis(scale.categories, (i) => scale.range[0] + (i + 0.5) * step, from, step);
}

/** A continuous or band scale as a guide axis; a band x counts from the left, a band y from the bottom. */
export function scaleAxis(scale: ContinuousScale | BandScale, along: 'x' | 'y', dates = false): GuideAxis {
  return scale.kind === 'band' ? bandAxis(scale, along === 'x' ? 'first' : 'last') : valueAxis(scale, dates);
}

/** Half a point of rounding either side of the plot still counts as on it. */
const EDGE = 0.5;

function onPlot(p: number, along: 'x' | 'y', plot: Rect): boolean {
  const [start, length] = along === 'x' ? [plot.x, plot.width] : [plot.y, plot.height];
  return Number.isFinite(p) && p >= start - EDGE && p <= start + length + EDGE;
}

function axisFor(axes: GuideAxes, along: 'x' | 'y', what: string, chart: string): GuideAxis {
  const axis = axes[along];
  if (axis) return axis;
  throw new ChartError('GUIDE_NOT_AVAILABLE', `The ${chart} chart has no ${along} axis of values or categories to place ${what} on; nothing is drawn in its place.`);
}

function positionOn(axis: GuideAxis, along: 'x' | 'y', value: number, what: string, plot: Rect): number {
  const p = axis.at(value);
  if (onPlot(p, along, plot)) return p;
  const advice = axis.categories ? `a value between the first and the last category (${along} = 1.5 is between the first two)` : `a value within it, or set the ${along} axis range to include ${value}`;
  throw new ChartError('GUIDE_OUTSIDE_AXES', `${what} lies outside the plot: the ${along} axis shows ${axis.shows}. Use ${advice}.`);
}

/**
 * Each reference line of the spec (the rule, then its label), then each annotation; refused
 * (ChartError) when `axes` lacks the axis one needs or its value lies off the plot. `chart` names
 * the chart type in a refusal.
 */
export function guideMarks(spec: Pick<ChartSpec, 'type' | 'referenceLines' | 'annotations'>, axes: GuideAxes, plot: Rect, theme: Theme): SceneNode[] {
  const chart = spec.type.replace(/_/g, ' ');
  const nodes: SceneNode[] = [];
  const labelled = { size: theme.fontSize, color: REFERENCE_STYLE.stroke };
  for (const line of spec.referenceLines) {
    const what = `The reference line at ${line.axis} = ${line.value}`;
    const p = positionOn(axisFor(axes, line.axis, 'a reference line', chart), line.axis, line.value, what, plot);
    if (line.axis === 'y') {
      nodes.push(ruleYAcross(p, plot, theme, REFERENCE_STYLE));
      if (line.label) nodes.push(text(plot.x + plot.width - 2, p - 2, line.label, theme, { ...labelled, anchor: 'end' }));
    } else {
      nodes.push(ruleXAcross(p, plot, theme, REFERENCE_STYLE));
      if (line.label) nodes.push(text(p + 2, plot.y + theme.fontSize, line.label, theme, labelled));
    }
  }
  for (const note of spec.annotations) {
    const what = `The annotation ${saidAs(`"${note.text}" `, '')}at (${note.x}, ${note.y})`;
    const x = axisFor(axes, 'x', 'an annotation', chart);
    const y = axisFor(axes, 'y', 'an annotation', chart);
    const baseline: TextBaseline = y.categories ? 'middle' : 'alphabetic';
    nodes.push(text(positionOn(x, 'x', note.x, what, plot), positionOn(y, 'y', note.y, what, plot), note.text, theme, { anchor: 'middle', baseline }));
  }
  return nodes;
}

/** Frames without axes (pies, matrices, flows) refuse the request's guides rather than leave them out. */
export function refuseGuides(spec: Pick<ChartSpec, 'type' | 'referenceLines' | 'annotations'>): void {
  const asked = [spec.referenceLines.length > 0 ? 'reference lines' : '', spec.annotations.length > 0 ? 'annotations at data coordinates' : ''].filter(Boolean);
  if (asked.length === 0) return;
  throw new ChartError('GUIDE_NOT_AVAILABLE', `The ${spec.type.replace(/_/g, ' ')} chart has no axes of values to place ${asked.join(' or ')} on; nothing is drawn in their place.`);
}
