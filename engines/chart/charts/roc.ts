// ROC curves: sensitivity against 1 − specificity at every distinct score (sklearn roc_curve
// without dropped points), one curve per score column or per group, the chance diagonal, and
// "AUC = 0.xx (95% CI a–b)" (DeLong CI, as pROC's ci.auc) in the legend.
import { classifierCurves } from '../columns/classifierCurves.ts';
import { fixed, interval } from '../format.ts';
import type { LegendEntry } from '../legends/keys.ts';
import { diagonal, line } from '../marks/line.ts';
import { unitSquareChart } from '../plot/unitSquare.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { rocAuc, rocCurve } from '../stats/diagnostic.ts';
import type { ChartInput } from './types.ts';

/** "AUC = 0.75 (95% CI 0.53–0.97)". */
export function aucText(auc: number, ci: [number, number]): string {
  return `AUC = ${fixed(auc, 2)} (95% CI ${interval(ci[0], ci[1], (v) => fixed(v, 2))})`;
}

export function roc({ table, spec, theme }: ChartInput): Scene {
  const { curves, scoreNames } = classifierCurves(table, spec, 'ROC curve');
  const fitted = curves.map((c) => ({ name: c.name, curve: rocCurve(c.labels, c.scores), auc: rocAuc(c.labels, c.scores) }));
  const entries: LegendEntry[] = fitted.map((f, i) => ({
    label: f.name ? `${f.name}: ${aucText(f.auc.auc, f.auc.ciDeLong)}` : aucText(f.auc.auc, f.auc.ciDeLong),
    color: theme.color(i),
    shape: 'line',
  }));
  return unitSquareChart({
    spec,
    theme,
    xLabel: '1 − Specificity',
    yLabel: 'Sensitivity',
    entries,
    // One curve per score column: the keys are columns, not one column's values.
    legendBy: scoreNames.length > 1 ? null : undefined,
    key: 'bottom-right',
    marks: (sx, sy) => {
      const nodes: SceneNode[] = [diagonal(sx, sy, 0, 1, theme)];
      fitted.forEach((f, i) => {
        const pts = f.curve.fpr.map((x, k) => [sx.map(x), sy.map(f.curve.tpr[k] as number)] as [number, number]);
        nodes.push(line(pts, theme, { stroke: theme.color(i) }));
      });
      return nodes;
    },
  });
}
