// A Cartesian chart: scales, frame, axes, reference lines, annotations and legend around the
// marks a chart type draws. Chart types give values and a drawing function; this does the rest.
import type { Scene, SceneNode } from '../render/scene.ts';
import type { ChartSpec } from '../spec.ts';
import { band, continuous, type BandScale, type ContinuousScale } from './scales.ts';
import { crowdedTicks, thinnedTicks } from './axisLabels.ts';
import type { LegendEntry } from '../legends/keys.ts';
import { drawAxes, layoutFrame, placedLegend, type Rect } from './frame.ts';
import type { Theme } from './theme.ts';

export interface CartesianInput {
  spec: ChartSpec;
  theme: Theme;
  /** Continuous x values, or categories for a band axis. */
  x: { values: number[]; dates?: boolean } | { categories: string[]; whole?: boolean };
  /** Dates (Unix ms) on either axis are ticked and labelled as dates. */
  y: { values: number[]; zero?: boolean; dates?: boolean };
  xLabel?: string;
  yLabel?: string;
  legend: LegendEntry[];
  marks: (scales: { x: ContinuousScale | BandScale; y: ContinuousScale }, plot: Rect) => SceneNode[];
}

export function cartesian(input: CartesianInput): Scene {
  const { spec, theme } = input;
  const build = (plot: Rect, xTicks = 5, yTicks = 5) => {
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
  };
  // Tick labels do not depend on the plot's size: measure them on a first pass, then lay out.
  const first = build({ x: 0, y: 0, width: 100, height: 100 });
  const xLabels = first.x.kind === 'band' ? first.x.categories : first.x.labels;
  const text = {
    ...(spec.title ? { title: spec.title } : {}),
    ...(spec.xAxis.label ?? input.xLabel ? { xLabel: spec.xAxis.label ?? input.xLabel } : {}),
    ...(spec.yAxis.label ?? input.yLabel ? { yLabel: spec.yAxis.label ?? input.yLabel } : {}),
    xTickLabels: xLabels,
    yTickLabels: first.y.labels,
    legend: input.legend,
    legendPosition: input.legend.length > 1 ? spec.legend : 'none',
    xBands: first.x.kind === 'band',
    xWhole: 'categories' in input.x && input.x.whole === true,
  } as const;
  const layout = layoutFrame(text, theme);
  const { plot } = layout;
  let scales = build(plot);
  // Fewer ticks where the labels would run into each other (a narrow x axis, a short y axis).
  for (let n = 4; n >= 2 && scales.x.kind !== 'band' && crowdedTicks(scales.x.ticks.map(scales.x.map), scales.x.labels, theme.fontSize, 'x'); n--) {
    scales = build(plot, n);
  }
  const xCount = scales.x.kind === 'band' ? 5 : scales.x.ticks.length;
  for (let n = 4; n >= 2 && crowdedTicks(scales.y.ticks.map(scales.y.map), scales.y.labels, theme.fontSize, 'y'); n--) scales = build(plot, xCount, n);
  scales = { x: scales.x.kind === 'band' ? scales.x : thinnedTicks(scales.x, theme.fontSize, 'x'), y: thinnedTicks(scales.y, theme.fontSize, 'y') };
  const xTicks =
    scales.x.kind === 'band'
      ? { positions: scales.x.categories.map((c) => (scales.x as BandScale).map(c) + (scales.x as BandScale).bandwidth / 2), labels: scales.x.categories }
      : { positions: scales.x.ticks.map((t) => (scales.x as ContinuousScale).map(t)), labels: scales.x.labels };
  const yTicks = { positions: scales.y.ticks.map((t) => scales.y.map(t)), labels: scales.y.labels };

  const inside: SceneNode[] = [...input.marks(scales, plot)];
  for (const line of spec.referenceLines) {
    if (line.axis === 'y') {
      const py = scales.y.map(line.value);
      inside.push({ type: 'line', x1: plot.x, y1: py, x2: plot.x + plot.width, y2: py, stroke: '#555555', strokeWidth: theme.axisWidth, dash: [3, 2] });
      if (line.label) inside.push({ type: 'text', x: plot.x + plot.width - 2, y: py - 2, text: line.label, size: theme.fontSize, weight: 'normal', anchor: 'end', baseline: 'alphabetic', color: '#555555' });
    } else if (scales.x.kind !== 'band') {
      const px = scales.x.map(line.value);
      inside.push({ type: 'line', x1: px, y1: plot.y, x2: px, y2: plot.y + plot.height, stroke: '#555555', strokeWidth: theme.axisWidth, dash: [3, 2] });
      if (line.label) inside.push({ type: 'text', x: px + 2, y: plot.y + theme.fontSize, text: line.label, size: theme.fontSize, weight: 'normal', anchor: 'start', baseline: 'alphabetic', color: '#555555' });
    }
  }
  for (const note of spec.annotations) {
    const px = scales.x.kind === 'band' ? plot.x + ((note.x - 0.5) / Math.max(1, scales.x.categories.length)) * plot.width : scales.x.map(note.x);
    inside.push({ type: 'text', x: px, y: scales.y.map(note.y), text: note.text, size: theme.fontSize, weight: 'normal', anchor: 'middle', baseline: 'alphabetic', color: theme.ink });
  }
  const nodes: SceneNode[] = [
    { type: 'group', clip: { x: plot.x - theme.markerRadius, y: plot.y - theme.markerRadius, width: plot.width + 2 * theme.markerRadius, height: plot.height + 2 * theme.markerRadius }, children: inside },
    ...drawAxes(plot, xTicks, yTicks, layout, theme),
    ...placedLegend(layout, text, theme),
  ];
  return { width: theme.width, height: layout.height, background: '#FFFFFF', nodes };
}
