// A Cartesian frame whose axes the chart defines (plot/cartesian.ts builds them from values):
// categories on y, ticks placed by the chart (chromosome names), a reversed axis (funnel
// plots); with a line of statistics under the title, and legend blocks (colour bar, size
// legend) to the right of the plot. The look is cartesian.ts's: the journal's frame, outward
// ticks, no box, no grid.
import type { Scene, SceneNode } from '../render/scene.ts';
import type { ChartSpec } from '../spec.ts';
import { clearedLabels, crowdedTicks, thinnedTicks } from './axisLabels.ts';
import { formatTicks } from '../format.ts';
import { legendTitle, type LegendEntry } from '../legends/keys.ts';
import type { SideBlock } from '../legends/sideBlock.ts';
import { clipped, figureScene } from './figure.ts';
import { aboveNodes, aboveRoom, drawAxes, drawnWithTextAbove, figureSubtitle, headerNodes, placedLegend } from './frame.ts';
import { scaleTicks, settledFrame } from './settledFrame.ts';
import { guideMarks, scaleAxis } from './guides.ts';
import type { Rect } from './rect.ts';
import { band, continuous, type BandScale, type ContinuousScale } from './scales.ts';
import type { Theme } from './theme.ts';
import type { PlotArea, TextAbove } from '../marks/statBlock.ts';

export type AxisDef =
  | { kind: 'continuous'; values: number[]; zero?: boolean; reverse?: boolean; log?: boolean }
  | { kind: 'bands'; categories: string[]; padding?: number }
  | { kind: 'custom'; domain: [number, number]; ticks: Array<{ value: number; label: string }> };

export type AxisScale = ContinuousScale | BandScale;

export interface CustomCartesianInput {
  spec: ChartSpec;
  theme: Theme;
  x: AxisDef;
  y: AxisDef;
  xLabel?: string;
  yLabel?: string;
  /** A line of statistics under the title (accuracy and kappa ...). */
  subtitle?: string;
  legend: LegendEntry[];
  /** The column whose values the legend keys, titling it (legends/keys.ts legendTitle): spec.group when not given, null for none. */
  legendBy?: string | null;
  /** Blocks stacked to the right of the plot (colour bars, size legends). */
  side?: SideBlock[];
  /** The marks, clipped to the plot; a stat block no corner holds goes above it (marks/statBlock.ts). */
  marks: (scales: { x: AxisScale; y: AxisScale }, plot: PlotArea) => SceneNode[];
  /** Marks left unclipped (labels that may reach the frame). */
  overlay?: (scales: { x: AxisScale; y: AxisScale }, plot: Rect) => SceneNode[];
}

const GAP = 8;

function customScale(domain: [number, number], ticks: Array<{ value: number; label: string }>, range: [number, number]): ContinuousScale {
  const [d0, d1] = domain;
  return {
    kind: 'linear',
    domain,
    range,
    map: (v) => range[0] + ((v - d0) / (d1 - d0 || 1)) * (range[1] - range[0]),
    ticks: ticks.map((t) => t.value),
    labels: ticks.map((t) => t.label),
  };
}

function buildAxis(def: AxisDef, axis: ChartSpec['xAxis'], name: 'x' | 'y', range: [number, number], ticks = 5): AxisScale {
  if (def.kind === 'bands') return band(def.categories, range, def.padding ?? 0.2);
  if (def.kind === 'custom') return customScale(def.domain, def.ticks, range);
  const r: [number, number] = def.reverse ? [range[1], range[0]] : range;
  return continuous(def.values, r, { log: def.log ?? axis.scale === 'log', axis: name, zero: def.zero ?? false, ticks, ...(axis.range ? { fixed: axis.range } : {}) });
}

function tickLabels(scale: AxisScale): string[] {
  return scale.kind === 'band' ? scale.categories : scale.labels;
}

const SIDE_SHARE = 0.25;

/** The least share of the figure's height the frame keeps when legends go below it. */
const PLOT_SHARE_OVER_LEGENDS = 0.6;

/** Blocks side by side in rows no wider than `width`: their offsets and the rows' height. */
function rowsOfBlocks(blocks: SideBlock[], width: number, gap: number): { at: Array<{ x: number; y: number }>; height: number } {
  const at: Array<{ x: number; y: number }> = [];
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  for (const block of blocks) {
    if (x > 0 && x + block.width > width) {
      x = 0;
      y += rowHeight + gap / 2;
      rowHeight = 0;
    }
    at.push({ x, y });
    x += block.width + gap * 1.5;
    rowHeight = Math.max(rowHeight, block.height);
  }
  return { at, height: y + rowHeight };
}

export function customCartesian(input: CustomCartesianInput): Scene {
  const { spec, theme } = input;
  const showLegends = spec.legend !== 'none';
  const side = showLegends ? (input.side ?? []) : [];
  const sideWidth = side.reduce((w, b) => Math.max(w, b.width), 0);
  // Legend blocks beside the plot may take a quarter of the width; wider, they go below it.
  const below = sideWidth > theme.width * SIDE_SHARE ? rowsOfBlocks(side, theme.width - 4, theme.fontSize) : undefined;
  // Legends below take their height from the figure, but never more than leaves the plot its share: the figure grows instead.
  const inner: Theme = below
    ? { ...theme, height: Math.max(theme.height - below.height - GAP, theme.height * PLOT_SHARE_OVER_LEGENDS) }
    : sideWidth > 0
      ? { ...theme, width: theme.width - sideWidth - GAP }
      : theme;
  const build = (plot: Rect, xTicks = 5) => ({
    x: buildAxis(input.x, spec.xAxis, 'x', [plot.x, plot.x + plot.width], xTicks),
    // Band axes on y run top to bottom in category order.
    y: buildAxis(input.y, spec.yAxis, 'y', input.y.kind === 'bands' ? [plot.y, plot.y + plot.height] : [plot.y + plot.height, plot.y]),
  });
  const first = build({ x: 0, y: 0, width: 100, height: 100 });
  const subtitle = figureSubtitle(spec, input.subtitle);
  const frameText = {
    ...(spec.title ? { title: spec.title } : {}),
    ...((spec.xAxis.label ?? input.xLabel) ? { xLabel: spec.xAxis.label ?? input.xLabel } : {}),
    ...((spec.yAxis.label ?? input.yLabel) ? { yLabel: spec.yAxis.label ?? input.yLabel } : {}),
    ...(subtitle ? { subtitle } : {}),
    pageWidth: theme.width,
    xTickLabels: tickLabels(first.x),
    yTickLabels: tickLabels(first.y),
    legend: input.legend,
    legendTitle: legendTitle(spec, input.legendBy),
    legendPosition: input.legend.length > 1 ? spec.legend : 'none',
    xBands: first.x.kind === 'band',
    yBands: first.y.kind === 'band',
  } as const;
  /** The axes at `plot`: fewer ticks on a narrow x axis, then labels cleared or thinned until none collide. */
  const tickedAt = (plot: Rect): { x: AxisScale; y: AxisScale } => {
    let scales = build(plot);
    for (let n = 4; n >= 2 && scales.x.kind !== 'band' && crowdedTicks(scales.x.ticks.map(scales.x.map), scales.x.labels, theme.fontSize, 'x'); n--) scales = build(plot, n);
    // Ticks the chart placed keep their positions and lose only labels that would collide;
    // evenly spaced ticks are thinned to every k-th.
    const fewer = (scale: ContinuousScale, def: AxisDef, along: 'x' | 'y') => (def.kind === 'custom' ? clearedLabels : thinnedTicks)(scale, theme.fontSize, along);
    return { x: scales.x.kind === 'band' ? scales.x : fewer(scales.x, input.x, 'x'), y: scales.y.kind === 'band' ? scales.y : fewer(scales.y, input.y, 'y') };
  };
  /** The chart laid out with room for `aboveLines` lines of text over the plot (see cartesian.ts). */
  const drawAt = (aboveLines: number, above: TextAbove): { scene: Scene; above: TextAbove } => {
    const aboveHeight = aboveRoom(aboveLines, theme);
    const { layout: laid, scales } = settledFrame({ ...frameText, ...(aboveHeight > 0 ? { above: aboveHeight } : {}) }, inner, tickedAt);
    const { plot } = laid;
    const { x, y } = scales;
    const guides = guideMarks(spec, { x: scaleAxis(x, 'x'), y: scaleAxis(y, 'y') }, plot, theme);
    const inside: SceneNode[] = [...input.marks(scales, { ...plot, above }), ...guides];
    const legends = placedLegend(laid, frameText, theme);
    if (below) {
      const top = laid.height + GAP;
      below.at.forEach((at, i) => legends.push(...(side[i]?.draw(2 + at.x, top + at.y) ?? [])));
    } else {
      let sy = plot.y;
      for (const block of side) {
        legends.push(...block.draw(theme.width - 4 - sideWidth, sy));
        sy += block.height + theme.fontSize;
      }
    }
    const annotations = [...aboveNodes(plot, above.lines, theme), ...headerNodes(laid, plot, theme)];
    const scene = figureScene(
      { width: theme.width, height: laid.height + (below ? below.height + GAP : 0) },
      {
        marks: [clipped(plot, theme.markerRadius * 2, inside), ...(input.overlay ? input.overlay(scales, plot) : [])],
        axes: drawAxes(plot, scaleTicks(scales.x), scaleTicks(scales.y), laid, theme),
        legends,
        annotations,
      },
    );
    return { scene, above };
  };
  return drawnWithTextAbove(drawAt);
}

/** Tick labels for a custom axis from numbers (formatted with the same decimals). */
export function customTicks(values: number[]): Array<{ value: number; label: string }> {
  const labels = formatTicks(values);
  return values.map((value, i) => ({ value, label: labels[i] ?? String(value) }));
}
