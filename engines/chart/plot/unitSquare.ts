// Axes of probability charts (ROC, precision–recall, calibration): both linear from 0 to 1.
import type { ChartSpec } from '../spec.ts';

/** The spec with both axes linear over [0, 1], unless the request set a range. */
export function unitSquare(spec: ChartSpec): ChartSpec {
  return {
    ...spec,
    xAxis: { ...spec.xAxis, scale: 'linear', range: spec.xAxis.range ?? [0, 1] },
    yAxis: { ...spec.yAxis, scale: 'linear', range: spec.yAxis.range ?? [0, 1] },
  };
}
