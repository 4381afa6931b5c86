// Waterfall geometry: the tumour-response waterfall (one bar a patient, sorted) and the
// step-by-step running total (plotly's measure semantics).

export type WaterfallMeasure = 'relative' | 'total' | 'absolute';

export interface WaterfallBar {
  label: string;
  measure: WaterfallMeasure;
  /** Bar extent on the value axis. */
  start: number;
  end: number;
  /** Change shown by the bar (end − start for relative bars). */
  value: number;
  /** Running total after the bar. */
  cumulative: number;
  kind: 'increase' | 'decrease' | 'total';
}

/** Running-total bars: relative steps float from the running total, total bars run from 0 to the running total, absolute bars reset it to their value. */
export function runningTotalBars(steps: readonly { label: string; value?: number; measure?: WaterfallMeasure }[], options: { start?: number } = {}): WaterfallBar[] {
  let run = options.start ?? 0;
  return steps.map((s) => {
    const measure = s.measure ?? 'relative';
    if (measure === 'relative') {
      const v = s.value ?? 0;
      const start = run;
      run += v;
      return { label: s.label, measure, start, end: run, value: v, cumulative: run, kind: v >= 0 ? 'increase' : 'decrease' };
    }
    if (measure === 'absolute') run = s.value ?? 0;
    return { label: s.label, measure, start: 0, end: run, value: run, cumulative: run, kind: 'total' };
  });
}

export interface ResponseBar {
  patient: string;
  group?: string;
  /** The best change from baseline, in %, as in the data. */
  value: number;
  /** The bar's height: the value, or the cap when the value is above it. */
  drawn: number;
  capped: boolean;
}

/**
 * Patients' best % change from baseline as published: largest growth on the left, deepest
 * shrinkage on the right (ties keep the data's order); values above `cap` are drawn to the cap
 * and marked, so that one patient's +400 % does not flatten everyone else's bars.
 */
export function responseBars(rows: readonly { patient: string; value: number; group?: string }[], cap: number): ResponseBar[] {
  return rows
    .map((r, i) => ({ r, i }))
    .sort((a, b) => b.r.value - a.r.value || a.i - b.i)
    .map(({ r }) => ({ patient: r.patient, value: r.value, drawn: Math.min(r.value, cap), capped: r.value > cap, ...(r.group !== undefined ? { group: r.group } : {}) }));
}
