// Calibration (reliability) curves: observed frequency of the outcome against the mean
// predicted probability in equal-width bins of [0, 1] (sklearn calibration_curve; 10 bins from
// 100 predictions on, 5 below), the diagonal of perfect calibration, and the Brier score.
import { classifierCurves } from '../columns/classifierCurves.ts';
import { sig } from '../format.ts';
import type { LegendEntry } from '../legends/keys.ts';
import { dots } from '../marks/dot.ts';
import { diagonal, line } from '../marks/line.ts';
import { unitSquareChart } from '../plot/unitSquare.ts';
import { ChartError } from '../errors.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { brierScore, calibrationCurve as calibrationBins } from '../stats/diagnostic.ts';
import type { ChartInput } from './types.ts';

export function calibrationCurve({ table, spec, theme }: ChartInput): Scene {
  const { curves, scoreNames } = classifierCurves(table, spec, 'calibration curve');
  for (const c of curves) {
    if (c.scores.some((p) => p < 0 || p > 1)) {
      throw new ChartError('SCORES_NOT_PROBABILITIES', `The predicted probabilities${c.name ? ` of "${c.name}"` : ''} must lie between 0 and 1.`);
    }
  }
  const fitted = curves.map((c) => ({
    name: c.name,
    bins: calibrationBins(c.labels, c.scores, { bins: c.scores.length >= 100 ? 10 : 5 }),
    brier: brierScore(c.labels, c.scores),
  }));
  const entries: LegendEntry[] = fitted.map((f, i) => ({ label: `${f.name ? `${f.name}: ` : ''}Brier = ${sig(f.brier, 3)}`, color: theme.color(i), shape: 'point' }));
  return unitSquareChart({
    spec,
    theme,
    xLabel: 'Mean predicted probability',
    yLabel: 'Observed frequency',
    entries,
    // One curve per score column: the keys are columns, not one column's values.
    legendBy: scoreNames.length > 1 ? null : undefined,
    key: 'top-left',
    marks: (sx, sy) => {
      const nodes: SceneNode[] = [diagonal(sx, sy, 0, 1, theme)];
      fitted.forEach((f, i) => {
        const pts = f.bins.map((b) => [sx.map(b.meanPredicted), sy.map(b.observedFrequency)] as [number, number]);
        nodes.push(line(pts, theme, { stroke: theme.color(i) }));
        nodes.push(...dots(pts, theme, { fill: theme.color(i), stroke: '#FFFFFF', strokeWidth: theme.axisWidth * 0.5 }));
      });
      return nodes;
    },
  });
}
