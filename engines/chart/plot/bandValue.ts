// Category × value charts that can lie either way (box plots, violins, beeswarms, rainclouds):
// marks are drawn in (u, v) coordinates, u across a category's band in points, v a data value,
// and placed vertically (categories along x) or horizontally (categories down y, first at the top).
import type { LegendEntry } from '../legends/keys.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import type { ChartSpec } from '../spec.ts';
import type { Rect } from './rect.ts';
import { drawPanel, type Panel } from './panel.ts';
import type { BandScale } from './scales.ts';
import type { Theme } from './theme.ts';

/** Widest a box, violin or cloud is drawn, in points (bands of wide figures are much wider). */
export const MAX_BAND_PT = 100;

export interface BandValueContext {
  horizontal: boolean;
  /** Width of a category's band, in points. */
  bandwidth: number;
  /** Page position along the value axis. */
  value(v: number): number;
  /** The value axis's domain, low to high (a bar rises from 0, or from its low end on a log axis). */
  domain: [number, number];
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
  /** A line under the title saying what the figure leaves out (frame.ts FrameText.subtitle). */
  subtitle?: string;
  legend: LegendEntry[];
  marks: (ctx: BandValueContext, plot: Rect) => SceneNode[];
}

export function bandValue(input: BandValueInput): Scene {
  return drawPanel(bandValuePanel(input));
}

/** The chart as a panel: categories along x (vertical) or down y (horizontal). */
export function bandValuePanel(input: BandValueInput): Panel {
  const { spec, theme } = input;
  if (spec.orientation === 'horizontal') {
    // The value axis now runs along x. It takes what the request said of either axis (a log
    // scale, a range, a label: "log scale" alone means the values), and every reference line
    // is a value. Annotations are placed as the figure is read: x a value, y a row from the bottom.
    const { xAxis, yAxis } = spec;
    const range = yAxis.range ?? xAxis.range;
    const valueLabel = yAxis.label ?? xAxis.label;
    const categoryLabel = yAxis.label !== undefined ? xAxis.label : undefined;
    const swapped: ChartSpec = {
      ...spec,
      xAxis: { scale: yAxis.scale === 'log' || xAxis.scale === 'log' ? 'log' : 'linear', ...(range ? { range } : {}), ...(valueLabel !== undefined ? { label: valueLabel } : {}) },
      yAxis: { scale: 'linear', ...(categoryLabel !== undefined ? { label: categoryLabel } : {}) },
      referenceLines: spec.referenceLines.map((l) => ({ ...l, axis: 'x' })),
    };
    return {
      frame: 'rows',
      input: {
        spec: swapped,
        theme,
        x: { values: input.values, ...(input.zero ? { zero: true } : {}) },
        categories: input.categories,
        ...(input.valueLabel ? { xLabel: input.valueLabel } : {}),
        ...(input.categoryLabel ? { yLabel: input.categoryLabel } : {}),
        ...(input.subtitle ? { subtitle: input.subtitle } : {}),
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
              domain: scales.x.domain,
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
      },
    };
  }
  return {
    frame: 'cartesian',
    input: {
      spec,
      theme,
      x: { categories: input.categories },
      y: { values: input.values, ...(input.zero ? { zero: true } : {}) },
      ...(input.categoryLabel ? { xLabel: input.categoryLabel } : {}),
      ...(input.valueLabel ? { yLabel: input.valueLabel } : {}),
      ...(input.subtitle ? { subtitle: input.subtitle } : {}),
      legend: input.legend,
      marks: (scales, plot) => {
        const sx = scales.x as BandScale;
        const value = (v: number) => scales.y.map(v);
        return input.marks(
          {
            horizontal: false,
            bandwidth: sx.bandwidth,
            value,
            domain: scales.y.domain,
            point: (c, u, v) => [sx.map(c) + u, value(v)],
            rect: (c, u0, u1, v0, v1) => {
              const ys = [value(v0), value(v1)];
              return { x: sx.map(c) + Math.min(u0, u1), y: Math.min(...ys), width: Math.abs(u1 - u0), height: Math.abs((ys[1] ?? 0) - (ys[0] ?? 0)) };
            },
          },
          plot,
        );
      },
    },
  };
}
