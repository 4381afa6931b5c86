// A Cartesian frame with categories down the y axis and a continuous x axis (Cleveland dot
// plots, ridgelines): the same margins, axes, reference lines, annotations and legend as
// cartesian.ts, with one row per category, the first at the top.
import type { Scene, SceneNode } from '../render/scene.ts';
import type { ChartSpec } from '../spec.ts';
import { cartesian } from './cartesian.ts';
import { continuous, type BandScale, type ContinuousScale } from './scales.ts';
import { drawAxes, drawLegend, layoutFrame, type LegendEntry, type Rect } from './frame.ts';
import type { Theme } from './theme.ts';

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
  legend: LegendEntry[];
  marks: (scales: { x: ContinuousScale; y: RowScale }, plot: Rect) => SceneNode[];
}

export function categoricalY(input: CategoricalYInput): Scene {
  const { spec, theme } = input;
  const headroom = input.headroom ?? 0;
  const buildX = (plot: Rect): ContinuousScale =>
    continuous(input.x.values, [plot.x, plot.x + plot.width], {
      log: spec.xAxis.scale === 'log',
      axis: 'x',
      zero: input.x.zero ?? false,
      ...(spec.xAxis.range ? { fixed: spec.xAxis.range } : {}),
    });
  const buildY = (plot: Rect): RowScale => {
    const rows = input.categories.length + headroom;
    const step = plot.height / Math.max(1, rows);
    const index = new Map(input.categories.map((c, i) => [c, i]));
    const top = (c: string) => plot.y + (headroom + (index.get(c) ?? 0)) * step;
    return { categories: input.categories, step, center: (c) => top(c) + step / 2, baseline: (c) => top(c) + step };
  };
  const first = buildX({ x: 0, y: 0, width: 100, height: 100 });
  const text = {
    ...(spec.title ? { title: spec.title } : {}),
    ...(spec.xAxis.label ?? input.xLabel ? { xLabel: spec.xAxis.label ?? input.xLabel } : {}),
    ...(spec.yAxis.label ?? input.yLabel ? { yLabel: spec.yAxis.label ?? input.yLabel } : {}),
    xTickLabels: first.labels,
    yTickLabels: input.categories,
    legend: input.legend,
    legendPosition: input.legend.length > 1 ? spec.legend : 'none',
  } as const;
  const { plot, legendAt } = layoutFrame(text, theme);
  const x = buildX(plot);
  const y = buildY(plot);
  const at = input.labelAt ?? 'center';
  const xTicks = { positions: x.ticks.map((t) => x.map(t)), labels: x.labels };
  const yTicks = { positions: input.categories.map((c) => (at === 'center' ? y.center(c) : y.baseline(c))), labels: input.categories };
  const inside: SceneNode[] = [...input.marks({ x, y }, plot)];
  for (const line of spec.referenceLines) {
    if (line.axis !== 'x') continue;
    const px = x.map(line.value);
    inside.push({ type: 'line', x1: px, y1: plot.y, x2: px, y2: plot.y + plot.height, stroke: '#555555', strokeWidth: theme.axisWidth, dash: [3, 2] });
    if (line.label) inside.push({ type: 'text', x: px + 2, y: plot.y + theme.fontSize, text: line.label, size: theme.fontSize, weight: 'normal', anchor: 'start', baseline: 'alphabetic', color: '#555555' });
  }
  for (const note of spec.annotations) {
    // y in an annotation counts categories from the bottom, 1 = the lowest row.
    const row = input.categories.length - note.y;
    const py = plot.y + (headroom + row + 0.5) * y.step;
    inside.push({ type: 'text', x: x.map(note.x), y: py, text: note.text, size: theme.fontSize, weight: 'normal', anchor: 'middle', baseline: 'middle', color: theme.ink });
  }
  const m = theme.markerRadius;
  const nodes: SceneNode[] = [
    { type: 'group', clip: { x: plot.x - m, y: plot.y - m, width: plot.width + 2 * m, height: plot.height + 2 * m }, children: inside },
    ...drawAxes(plot, xTicks, yTicks, text, theme),
    ...(legendAt && text.legendPosition !== 'none' ? drawLegend(legendAt, input.legend, theme) : []),
  ];
  return { width: theme.width, height: theme.height, background: '#FFFFFF', nodes };
}

// ---------------------------------------------------------------------------------------------
// Category × value charts that can lie either way (box plots, violins, beeswarms, rainclouds):
// marks are drawn in (u, v) coordinates, u across a category's band in points, v a data value,
// and placed vertically (categories along x) or horizontally (categories down y, first at the top).

export interface BandValueContext {
  horizontal: boolean;
  /** Width of a category's band, in points. */
  bandwidth: number;
  /** Page position along the value axis. */
  value(v: number): number;
  /** A page point: u across the band of `category`, value v. */
  point(category: string, u: number, v: number): [number, number];
  /** A rectangle spanning u0..u1 across the band and v0..v1 along the value axis. */
  rect(category: string, u0: number, u1: number, v0: number, v1: number): { x: number; y: number; width: number; height: number };
}

export interface BandValueInput {
  spec: ChartSpec;
  theme: Theme;
  categories: string[];
  /** Data values the value axis must show. */
  values: number[];
  zero?: boolean;
  categoryLabel?: string;
  valueLabel?: string;
  legend: LegendEntry[];
  marks: (ctx: BandValueContext, plot: Rect) => SceneNode[];
}

export function bandValue(input: BandValueInput): Scene {
  const { spec, theme } = input;
  if (spec.orientation === 'horizontal') {
    // The value axis now runs along x. It takes what the request said of either axis (a log
    // scale, a range, a label: "log scale" alone means the values), and every reference line
    // is a value.
    const { xAxis, yAxis } = spec;
    const range = yAxis.range ?? xAxis.range;
    const valueLabel = yAxis.label ?? xAxis.label;
    const categoryLabel = yAxis.label !== undefined ? xAxis.label : undefined;
    const swapped: ChartSpec = {
      ...spec,
      xAxis: { scale: yAxis.scale === 'log' || xAxis.scale === 'log' ? 'log' : 'linear', ...(range ? { range } : {}), ...(valueLabel !== undefined ? { label: valueLabel } : {}) },
      yAxis: { scale: 'linear', ...(categoryLabel !== undefined ? { label: categoryLabel } : {}) },
      referenceLines: spec.referenceLines.map((l) => ({ ...l, axis: 'x' })),
      annotations: [],
    };
    return categoricalY({
      spec: swapped,
      theme,
      x: { values: input.values, ...(input.zero ? { zero: true } : {}) },
      categories: input.categories,
      ...(input.valueLabel ? { xLabel: input.valueLabel } : {}),
      ...(input.categoryLabel ? { yLabel: input.categoryLabel } : {}),
      legend: input.legend,
      marks: (scales, plot) => {
        const bandwidth = scales.y.step * 0.8;
        const start = (c: string) => scales.y.center(c) - bandwidth / 2;
        const value = (v: number) => scales.x.map(v);
        return input.marks(
          {
            horizontal: true,
            bandwidth,
            value,
            point: (c, u, v) => [value(v), start(c) + bandwidth - u],
            rect: (c, u0, u1, v0, v1) => {
              const xs = [value(v0), value(v1)];
              const ys = [start(c) + bandwidth - u0, start(c) + bandwidth - u1];
              return { x: Math.min(...xs), y: Math.min(...ys), width: Math.abs((xs[1] ?? 0) - (xs[0] ?? 0)), height: Math.abs((ys[1] ?? 0) - (ys[0] ?? 0)) };
            },
          },
          plot,
        );
      },
    });
  }
  return cartesian({
    spec,
    theme,
    x: { categories: input.categories },
    y: { values: input.values, ...(input.zero ? { zero: true } : {}) },
    ...(input.categoryLabel ? { xLabel: input.categoryLabel } : {}),
    ...(input.valueLabel ? { yLabel: input.valueLabel } : {}),
    legend: input.legend,
    marks: (scales, plot) => {
      const sx = scales.x as BandScale;
      const value = (v: number) => scales.y.map(v);
      return input.marks(
        {
          horizontal: false,
          bandwidth: sx.bandwidth,
          value,
          point: (c, u, v) => [sx.map(c) + u, value(v)],
          rect: (c, u0, u1, v0, v1) => {
            const ys = [value(v0), value(v1)];
            return { x: sx.map(c) + Math.min(u0, u1), y: Math.min(...ys), width: Math.abs(u1 - u0), height: Math.abs((ys[1] ?? 0) - (ys[0] ?? 0)) };
          },
        },
        plot,
      );
    },
  });
}
