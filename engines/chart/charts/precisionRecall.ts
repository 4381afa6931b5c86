// Precision–recall curves: precision against recall at every distinct score, drawn as the
// step function whose area is the average precision (sklearn's average_precision_score), one
// curve per score column or per group, the no-skill baseline at the prevalence, and
// "AP = 0.xx" in the legend.
import { classifierCurves } from '../columns/classifierCurves.ts';
import { fixed } from '../format.ts';
import { type LegendEntry, drawLegend, legendSize, legendTitle } from '../legends/keys.ts';
import { line } from '../marks/line.ts';
import { rule } from '../marks/rule.ts';
import { unitSquareChart } from '../plot/unitSquare.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { averagePrecision, precisionRecallCurve } from '../stats/diagnostic.ts';
import { stepBefore } from '../transforms/step.ts';
import type { ChartInput } from './types.ts';

export function precisionRecall({ table, spec, theme }: ChartInput): Scene {
  const { curves, scoreNames } = classifierCurves(table, spec, 'precision–recall curve');
  const fitted = curves.map((c) => ({
    name: c.name,
    curve: precisionRecallCurve(c.labels, c.scores),
    ap: averagePrecision(c.labels, c.scores),
    prevalence: c.labels.filter(Boolean).length / c.labels.length,
  }));
  const entries: LegendEntry[] = fitted.map((f, i) => ({ label: `${f.name ? `${f.name}: ` : ''}AP = ${fixed(f.ap, 2)}`, color: theme.color(i), shape: 'line' }));
  // One baseline when every curve has the same outcome (several score columns), else one each.
  const prevalences = [...new Set(fitted.map((f) => f.prevalence))];
  return unitSquareChart({
    spec,
    theme,
    xLabel: 'Recall',
    yLabel: 'Precision',
    entries,
    // One curve per score column: the keys are columns, not one column's values.
    legendBy: scoreNames.length > 1 ? null : undefined,
    // Bottom left, lifted above any baseline it would cross.
    key: (plot, sy) => {
      const title = legendTitle(spec, scoreNames.length > 1 ? null : undefined);
      const size = legendSize(entries, theme, undefined, title);
      const inset = theme.fontSize * 0.5;
      let bottom = plot.y + plot.height - inset;
      for (const p of [...prevalences].sort((a, b) => a - b)) {
        const y = sy.map(p);
        if (y <= bottom + 2 && y >= bottom - size.height - 2) bottom = y - theme.fontSize * 0.4;
      }
      return drawLegend({ x: plot.x + inset, y: bottom - size.height }, entries, theme, undefined, title);
    },
    marks: (sx, sy) => {
      const nodes: SceneNode[] = [];
      prevalences.forEach((p) => {
        const i = fitted.findIndex((f) => f.prevalence === p);
        const color = prevalences.length > 1 ? theme.color(i) : '#888888';
        nodes.push(rule(sx.map(0), sy.map(p), sx.map(1), sy.map(p), theme, { stroke: color, dash: [3, 2] }));
      });
      fitted.forEach((f, i) => {
        // Precision P_k holds on (R_{k-1}, R_k], as average precision sums it: a step before
        // each point, from (0, 1). A point at the recall of the one before adds no width to
        // the area and is passed over.
        const { recall, precision } = f.curve;
        const at = recall.flatMap((r, k) => (k > 0 && r === recall[k - 1] ? [] : [[sx.map(r), sy.map(precision[k] as number)] as [number, number]]));
        nodes.push(line(stepBefore(at), theme, { stroke: theme.color(i), lineJoin: 'miter' }));
      });
      return nodes;
    },
  });
}
