// Scales: data values to positions in points.
import { ChartError } from '../errors.ts';
import { dateTicks } from './dateTicks.ts';
import { formatTicks } from '../format.ts';
import { niceLinear, niceLog, ticksWithin } from './ticks.ts';

export interface ContinuousScale {
  kind: 'linear' | 'log';
  domain: [number, number];
  range: [number, number];
  map(value: number): number;
  ticks: number[];
  labels: string[];
}

export interface BandScale {
  kind: 'band';
  categories: string[];
  range: [number, number];
  /** Start of a category's band. */
  map(category: string): number;
  bandwidth: number;
}

export interface ScaleOptions {
  log?: boolean;
  /** A range the request fixed. */
  fixed?: [number, number];
  /** Include zero (bars start at zero). */
  zero?: boolean;
  /** Values are dates (Unix ms): ticks on years, months or days. */
  dates?: boolean;
  ticks?: number;
  /** Which axis, for messages. */
  axis?: 'x' | 'y';
}

/**
 * A log axis cannot place 0 or a negative value: its logarithm is not a number, and a scene
 * with such a position fails far from the cause (or, in a loop over the distance, runs out of
 * memory). Every value the chart must show and a fixed range are checked here, so the failure
 * names its cause: LOG_SCALE_NONPOSITIVE, whatever the chart type.
 */
function checkLogDomain(values: number[], fixed: [number, number] | undefined, axis: string): void {
  let lowest = Infinity;
  let count = 0;
  for (const v of values) {
    if (v <= 0) {
      count++;
      lowest = Math.min(lowest, v);
    }
  }
  if (count > 0) {
    throw new ChartError(
      'LOG_SCALE_NONPOSITIVE',
      `The ${axis} cannot be on a log scale: it has to show ${count === 1 ? 'a value' : `${count} values`} of 0 or below (the lowest is ${lowest}), and a log scale shows only values above 0. Use a linear scale, or plot only positive values.`,
    );
  }
  if (fixed && !(fixed[0] > 0 && fixed[1] > 0)) {
    throw new ChartError('LOG_SCALE_NONPOSITIVE', `The ${axis} range ${fixed[0]} to ${fixed[1]} cannot be on a log scale, which shows only values above 0.`);
  }
}

/**
 * Data that ends on the domain's edge would draw its marks on the axis line: that end moves
 * out by a little (ticks stay where they are). Zero, where bars start, stays on the axis.
 */
function padded(domain: [number, number], lo: number, hi: number, zero: boolean): [number, number] {
  const span = domain[1] - domain[0];
  if (!(span > 0)) return domain;
  const near = span * 0.015;
  const pad = span * 0.03;
  const start = lo - domain[0] < near && !(zero && domain[0] === 0) ? domain[0] - pad : domain[0];
  const end = domain[1] - hi < near && !(zero && domain[1] === 0) ? domain[1] + pad : domain[1];
  return [start, end];
}

/** A continuous scale over the data's extent, widened to nice ticks (or fixed by the request). */
export function continuous(values: number[], range: [number, number], opts: ScaleOptions = {}): ContinuousScale {
  if (opts.log) checkLogDomain(values, opts.fixed, opts.axis ? `${opts.axis} axis` : 'axis');
  const finite = values.filter((v) => Number.isFinite(v));
  let lo = finite.length ? Math.min(...finite) : 0;
  let hi = finite.length ? Math.max(...finite) : 1;
  if (opts.zero && !opts.log) {
    lo = Math.min(0, lo);
    hi = Math.max(0, hi);
  }
  let domain: [number, number];
  let ticks: number[];
  if (opts.fixed) {
    domain = opts.fixed;
    ticks = opts.log ? niceLog(domain[0], domain[1]).ticks.filter((t) => t >= domain[0] && t <= domain[1]) : ticksWithin(domain[0], domain[1], opts.ticks ?? 5);
  } else if (opts.dates) {
    const time = dateTicks(lo, hi, opts.ticks ?? 5);
    domain = time.domain;
    ticks = time.ticks;
    const [d0, d1] = domain;
    const map = (value: number) => range[0] + ((value - d0) / (d1 - d0 || 1)) * (range[1] - range[0]);
    return { kind: 'linear', domain, range, map, ticks, labels: time.labels };
  } else if (opts.log) {
    ({ domain, ticks } = niceLog(lo > 0 ? lo : 1, hi > 0 ? hi : 10));
  } else {
    ({ domain, ticks } = niceLinear(lo, hi, opts.ticks ?? 5));
  }
  if (!opts.log && !opts.fixed) domain = padded(domain, lo, hi, opts.zero ?? false);
  const [d0, d1] = opts.log ? [Math.log10(domain[0]), Math.log10(domain[1])] : domain;
  const map = (value: number) => {
    const v = opts.log ? Math.log10(value) : value;
    return range[0] + ((v - d0) / (d1 - d0 || 1)) * (range[1] - range[0]);
  };
  return { kind: opts.log ? 'log' : 'linear', domain, range, map, ticks, labels: formatTicks(ticks, opts.log) };
}

/** Equal bands for categories, with `padding` (0..1) of each band left empty. */
export function band(categories: string[], range: [number, number], padding = 0.2): BandScale {
  const step = (range[1] - range[0]) / Math.max(1, categories.length);
  const bandwidth = step * (1 - padding);
  const index = new Map(categories.map((c, i) => [c, i]));
  return {
    kind: 'band',
    categories,
    range,
    bandwidth,
    map: (category) => range[0] + (index.get(category) ?? 0) * step + (step - bandwidth) / 2,
  };
}
