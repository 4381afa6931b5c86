// A Cartesian chart: scales, frame, axes, reference lines, annotations and legend around the
// marks a chart type draws. Chart types give values and a drawing function; this does the rest.
import type { Scene, SceneNode } from '../render/scene.ts';
import type { ChartSpec } from '../spec.ts';
import { band, continuous, type BandScale, type ContinuousScale } from './scales.ts';
import { crowdedTicks, thinnedTicks } from './axisLabels.ts';
import { legendTitle, type LegendEntry } from '../legends/keys.ts';
import { clipped, figureScene } from './figure.ts';
import { aboveNodes, aboveRoom, drawAxes, drawnWithTextAbove, figureSubtitle, headerNodes, placedLegend } from './frame.ts';
import { scaleTicks, settledFrame } from './settledFrame.ts';
import { guideMarks, scaleAxis } from './guides.ts';
import type { Rect } from './rect.ts';
import type { Theme } from './theme.ts';
import type { PlotArea, TextAbove } from '../marks/statBlock.ts';

export interface CartesianInput {
  spec: ChartSpec;
  theme: Theme;
  /** Continuous x values, or categories for a band axis. */
  x: { values: number[]; dates?: boolean } | { categories: string[]; whole?: boolean };
  /** Dates (Unix ms) on either axis are ticked and labelled as dates. */
  y: { values: number[]; zero?: boolean; dates?: boolean };
  xLabel?: string;
  yLabel?: string;
  /** A line under the title saying what the figure leaves out (frame.ts FrameText.subtitle). */
  subtitle?: string;
  legend: LegendEntry[];
  /** The column whose values the legend keys, titling it (legends/keys.ts legendTitle): spec.group when not given, null for none. */
  legendBy?: string | null;
  /**
   * The marks, clipped to the plot. A stat block that every corner would set over data goes
   * above the plot (marks/statBlock.ts emptiestCorner with `plot.above`): the frame then makes
   * room for it under the title and draws the marks again.
   */
  marks: (scales: { x: ContinuousScale | BandScale; y: ContinuousScale }, plot: PlotArea) => SceneNode[];
  /** Width kept free right of the plot for `outside` labels (line labels in the margin). */
  rightMargin?: number;
  /** Nodes drawn unclipped, outside the plot (labels in the right margin). */
  outside?: (scales: { x: ContinuousScale | BandScale; y: ContinuousScale }, plot: Rect) => SceneNode[];
}

export type CartesianScales = { x: ContinuousScale | BandScale; y: ContinuousScale };

/** The scales of a Cartesian plot at `plot`, with about `xTicks` and `yTicks` ticks. */
export function cartesianScales(input: Pick<CartesianInput, 'spec' | 'x' | 'y'>, plot: Rect, xTicks = 5, yTicks = 5): CartesianScales {
  const { spec } = input;
  const xRange: [number, number] = [plot.x, plot.x + plot.width];
  const yRange: [number, number] = [plot.y + plot.height, plot.y];
  const x =
    'categories' in input.x
      ? band(input.x.categories, xRange)
      : continuous(input.x.values, xRange, {
          log: spec.xAxis.scale === 'log',
          axis: 'x',
          ticks: xTicks,
          ...(input.x.dates ? { dates: true } : {}),
          ...(spec.xAxis.range ? { fixed: spec.xAxis.range } : {}),
        });
  const y = continuous(input.y.values, yRange, {
    log: spec.yAxis.scale === 'log',
    axis: 'y',
    ticks: yTicks,
    zero: input.y.zero ?? false,
    ...(input.y.dates ? { dates: true } : {}),
    ...(spec.yAxis.range ? { fixed: spec.yAxis.range } : {}),
  });
  return { x, y };
}

/** Scales on the plot: fewer ticks where the labels would run into each other, then thinned. */
export function tickedScales(input: Pick<CartesianInput, 'spec' | 'x' | 'y'>, plot: Rect, fontSize: number): CartesianScales {
  let scales = cartesianScales(input, plot);
  // A narrow x axis, a short y axis (which keeps the count of ticks asked of x).
  let xCount = 5;
  for (let n = 4; n >= 2 && scales.x.kind !== 'band' && crowdedTicks(scales.x.ticks.map(scales.x.map), scales.x.labels, fontSize, 'x'); n--) {
    xCount = n;
    scales = cartesianScales(input, plot, n);
  }
  for (let n = 4; n >= 2 && crowdedTicks(scales.y.ticks.map(scales.y.map), scales.y.labels, fontSize, 'y'); n--) scales = cartesianScales(input, plot, xCount, n);
  return { x: scales.x.kind === 'band' ? scales.x : thinnedTicks(scales.x, fontSize, 'x'), y: thinnedTicks(scales.y, fontSize, 'y') };
}

/**
 * The request's reference lines and annotations on a Cartesian plot (drawn clipped with the
 * marks); on a band x axis a value counts categories from 1 (plot/guides.ts).
 */
export function guideNodes(input: Pick<CartesianInput, 'spec' | 'x' | 'y'>, scales: CartesianScales, plot: Rect, theme: Theme): SceneNode[] {
  const axes = { x: scaleAxis(scales.x, 'x', 'dates' in input.x && input.x.dates === true), y: scaleAxis(scales.y, 'y', input.y.dates === true) };
  return guideMarks(input.spec, axes, plot, theme);
}

export function cartesian(input: CartesianInput): Scene {
  const { spec, theme } = input;
  const build = (plot: Rect) => cartesianScales(input, plot);
  // A first guess at the tick labels, measured before the plot's size is known (see drawAt).
  const first = build({ x: 0, y: 0, width: 100, height: 100 });
  const xLabels = first.x.kind === 'band' ? first.x.categories : first.x.labels;
  const text = {
    ...(spec.title ? { title: spec.title } : {}),
    ...(spec.xAxis.label ?? input.xLabel ? { xLabel: spec.xAxis.label ?? input.xLabel } : {}),
    ...(spec.yAxis.label ?? input.yLabel ? { yLabel: spec.yAxis.label ?? input.yLabel } : {}),
    ...(figureSubtitle(spec, input.subtitle) ? { subtitle: figureSubtitle(spec, input.subtitle)! } : {}),
    xTickLabels: xLabels,
    yTickLabels: first.y.labels,
    legend: input.legend,
    legendTitle: legendTitle(spec, input.legendBy),
    legendPosition: input.legend.length > 1 ? spec.legend : 'none',
    xBands: first.x.kind === 'band',
    xWhole: 'categories' in input.x && input.x.whole === true,
    ...(input.rightMargin ? { rightMargin: input.rightMargin } : {}),
  } as const;

  /** The chart laid out with room for `aboveLines` lines of text over the plot. */
  const drawAt = (aboveLines: number, above: TextAbove): { scene: Scene; above: TextAbove } => {
    const aboveHeight = aboveRoom(aboveLines, theme);
    const { layout, scales } = settledFrame({ ...text, ...(aboveHeight > 0 ? { above: aboveHeight } : {}) }, theme, (plot) => tickedScales(input, plot, theme.fontSize));
    const { plot } = layout;
    const inside: SceneNode[] = [...input.marks(scales, { ...plot, above }), ...guideNodes(input, scales, plot, theme)];
    const scene = figureScene(
      { width: theme.width, height: layout.height },
      {
        marks: [clipped(plot, theme.markerRadius, inside), ...(input.outside?.(scales, plot) ?? [])],
        axes: drawAxes(plot, scaleTicks(scales.x), scaleTicks(scales.y), layout, theme),
        legends: placedLegend(layout, text, theme),
        annotations: [...aboveNodes(plot, above.lines, theme), ...headerNodes(layout, plot, theme)],
      },
    );
    return { scene, above };
  };

  return drawnWithTextAbove(drawAt);
}
