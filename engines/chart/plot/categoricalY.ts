// A Cartesian frame with categories down the y axis and a continuous x axis (Cleveland dot
// plots, ridgelines): the same margins, axes, reference lines, annotations and legend as
// cartesian.ts, with one row per category, the first at the top.
import type { Scene, SceneNode } from '../render/scene.ts';
import type { ChartSpec } from '../spec.ts';
import { continuous, type ContinuousScale } from './scales.ts';
import { crowdedTicks, ownLabels, thinnedTicks } from './axisLabels.ts';
import { legendTitle, type LegendEntry } from '../legends/keys.ts';
import { clipped, figureScene } from './figure.ts';
import { aboveNodes, aboveRoom, drawAxes, drawnWithTextAbove, figureSubtitle, headerNodes, layoutFrame, placedLegend } from './frame.ts';
import { categoryAxis, guideMarks, valueAxis } from './guides.ts';
import type { Rect } from './rect.ts';
import type { Theme } from './theme.ts';
import type { PlotArea, TextAbove } from '../marks/statBlock.ts';

export interface RowScale {
  categories: string[];
  /** Height of one row in points. */
  step: number;
  /** Centre of a category's row. */
  center(category: string): number;
  /** Bottom of a category's row (the baseline of a ridge). */
  baseline(category: string): number;
}

export interface CategoricalYInput {
  spec: ChartSpec;
  theme: Theme;
  x: { values: number[]; zero?: boolean };
  /** Top to bottom. */
  categories: string[];
  /** Rows of empty space above the first category (ridges rise above their row). */
  headroom?: number;
  /** Where the category labels sit: the row's centre (default) or its baseline. */
  labelAt?: 'center' | 'baseline';
  xLabel?: string;
  yLabel?: string;
  /** A line under the title saying what the figure leaves out (frame.ts FrameText.subtitle). */
  subtitle?: string;
  legend: LegendEntry[];
  /** The column whose values the legend keys, titling it (legends/keys.ts legendTitle): spec.group when not given, null for none. */
  legendBy?: string | null;
  /** The marks; a stat block that every corner would set over data goes above the plot (`plot.above`, as cartesian.ts). */
  marks: (scales: { x: ContinuousScale; y: RowScale }, plot: PlotArea) => SceneNode[];
}

/** Rows for `categories` down `plot`, the first at the top, with `headroom` empty rows above them. */
export function rowScale(categories: string[], plot: Rect, headroom = 0): RowScale {
  const rows = categories.length + headroom;
  const step = plot.height / Math.max(1, rows);
  const index = new Map(categories.map((c, i) => [c, i]));
  const top = (c: string) => plot.y + (headroom + (index.get(c) ?? 0)) * step;
  return { categories, step, center: (c) => top(c) + step / 2, baseline: (c) => top(c) + step };
}

/** The continuous x scale across `plot` with about `ticks` ticks, as the spec's x axis asks (log, fixed range). */
function xScaleAt(input: Pick<CategoricalYInput, 'spec' | 'x'>, plot: Rect, ticks = 5): ContinuousScale {
  const { spec } = input;
  return continuous(input.x.values, [plot.x, plot.x + plot.width], {
    log: spec.xAxis.scale === 'log',
    axis: 'x',
    ticks,
    zero: input.x.zero ?? false,
    ...(spec.xAxis.range ? { fixed: spec.xAxis.range } : {}),
  });
}

/** The continuous x scale at `plot`: fewer ticks where the labels would run into each other, then thinned. */
export function rowsXScale(input: Pick<CategoricalYInput, 'spec' | 'x'>, plot: Rect, fontSize: number): ContinuousScale {
  let x = xScaleAt(input, plot, 5);
  for (let n = 4; n >= 2 && crowdedTicks(x.ticks.map(x.map), x.labels, fontSize, 'x'); n--) x = xScaleAt(input, plot, n);
  return thinnedTicks(x, fontSize, 'x');
}

/** The request's reference lines and annotations on rows: y counts the rows from the bottom, 1 = the lowest (plot/guides.ts). */
export function rowGuideNodes(spec: ChartSpec, x: ContinuousScale, y: RowScale, plot: Rect, theme: Theme): SceneNode[] {
  const rows = categoryAxis(y.categories, (i) => y.center(y.categories[i] ?? ''), 'last', y.step);
  return guideMarks(spec, { x: valueAxis(x), y: rows }, plot, theme);
}

export function categoricalY(input: CategoricalYInput): Scene {
  const { spec, theme } = input;
  const headroom = input.headroom ?? 0;
  const first = xScaleAt(input, { x: 0, y: 0, width: 100, height: 100 });
  const text = {
    ...(spec.title ? { title: spec.title } : {}),
    ...(spec.xAxis.label ?? input.xLabel ? { xLabel: spec.xAxis.label ?? input.xLabel } : {}),
    ...(spec.yAxis.label ?? input.yLabel ? { yLabel: spec.yAxis.label ?? input.yLabel } : {}),
    ...(figureSubtitle(spec, input.subtitle) ? { subtitle: figureSubtitle(spec, input.subtitle)! } : {}),
    xTickLabels: first.labels,
    yTickLabels: input.categories,
    legend: input.legend,
    legendTitle: legendTitle(spec, input.legendBy),
    legendPosition: input.legend.length > 1 ? spec.legend : 'none',
    yBands: true,
  } as const;
  /** The chart laid out with room for `aboveLines` lines of text over the plot (as cartesian.ts). */
  const drawAt = (aboveLines: number, above: TextAbove): { scene: Scene; above: TextAbove } => {
    const aboveHeight = aboveRoom(aboveLines, theme);
    const layout = layoutFrame({ ...text, ...(aboveHeight > 0 ? { above: aboveHeight } : {}) }, theme);
    const { plot } = layout;
    const x = rowsXScale(input, plot, theme.fontSize);
    const y = rowScale(input.categories, plot, headroom);
    const at = input.labelAt ?? 'center';
    const xTicks = { positions: x.ticks.map((t) => x.map(t)), labels: x.labels };
    const yTicks = { positions: input.categories.map((c) => (at === 'center' ? y.center(c) : y.baseline(c))), labels: input.categories };
    const inside: SceneNode[] = [...input.marks({ x, y }, { ...plot, above }), ...rowGuideNodes(spec, x, y, plot, theme)];
    const scene = figureScene(
      { width: theme.width, height: layout.height },
      {
        marks: [clipped(plot, theme.markerRadius, inside)],
        axes: drawAxes(plot, xTicks, yTicks, { ...layout, x: ownLabels(layout.x, x.labels) }, theme),
        legends: placedLegend(layout, text, theme),
        annotations: [...aboveNodes(plot, above.lines, theme), ...headerNodes(layout, plot, theme)],
      },
    );
    return { scene, above };
  };
  return drawnWithTextAbove(drawAt);
}
