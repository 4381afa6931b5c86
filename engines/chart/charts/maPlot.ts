// MA plots, from either of the two shapes the data comes in:
//  - differential-expression results: mean expression (baseMean, AveExpr ...) against log2 fold
//    change, genes with adjusted p ≤ 0.05 coloured up/down (DESeq2 plotMA; the adjusted column
//    of the data, or Benjamini–Hochberg of its p-values); a log axis for mean counts;
//  - two intensity columns: M = log2(y) − log2(x) against A = (log2 x + log2 y)/2 (Dudoit et al.
//    2002; transforms/maPlot.ts maLayout), y being the column plotted "against" x.
// A line at M = 0 either way.
import { column, findColumn } from '../columns/find.ts';
import { numbersOf } from '../columns/values.ts';
import { dot } from '../marks/dot.ts';
import { ruleYAcross } from '../marks/rule.ts';
import { customCartesian } from '../plot/customCartesian.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { ChartError } from '../errors.ts';
import type { ContinuousScale } from '../plot/scales.ts';
import { maLayout } from '../transforms/maPlot.ts';
import { pAdjust } from '../stats/multipleTesting.ts';
import type { RegulationClass } from '../transforms/volcano.ts';
import { FOLD_CHANGE_NAMES, P_NAMES, PADJ_NAMES, REGULATION_DRAW_ORDER, regulationColors, regulationKeys, regulationPaint, regulationRadius } from './volcano.ts';
import type { ChartInput } from './types.ts';

const MEAN_NAMES = /base[\s._-]*mean|ave[\s._-]*expr|mean|average|^a$|log[\s._-]*cpm|expression|intensity/i;

export function maPlot({ table, spec, theme }: ChartInput): Scene {
  const fc = findColumn(table, spec, { roles: ['fold_change'], names: FOLD_CHANGE_NAMES, types: ['number'] });
  const mean = fc ? findColumn(table, spec, { names: MEAN_NAMES, types: ['number'], exclude: [fc.name] }) : undefined;
  let points: Array<{ a: number; m: number; cls: RegulationClass }>;
  let xLabel: string;
  let yLabel: string;
  let logX = false;
  let counts: Record<RegulationClass, number> | undefined;
  if (fc && mean) {
    const as = numbersOf(mean);
    const ms = numbersOf(fc);
    const padjCol = findColumn(table, spec, { names: PADJ_NAMES, types: ['number'], exclude: [fc.name, mean.name] });
    const pCol = findColumn(table, spec, { roles: ['p'], names: P_NAMES, types: ['number'], exclude: [fc.name, mean.name, padjCol?.name] });
    const padj = padjCol ? numbersOf(padjCol) : pCol ? pAdjust(numbersOf(pCol), 'BH') : undefined;
    points = [];
    counts = { up: 0, down: 0, ns: 0 };
    as.forEach((a, i) => {
      const m = ms[i] ?? NaN;
      if (!Number.isFinite(a) || !Number.isFinite(m)) return;
      const q = padj?.[i] ?? NaN;
      const cls: RegulationClass = Number.isFinite(q) && q <= 0.05 ? (m > 0 ? 'up' : m < 0 ? 'down' : 'ns') : 'ns';
      (counts as Record<RegulationClass, number>)[cls]++;
      points.push({ a, m, cls });
    });
    const positive = points.filter((p) => p.a > 0).map((p) => p.a);
    logX = positive.length === points.length && positive.length > 0 && Math.max(...positive) / Math.min(...positive) > 100;
    if (logX) points = points.filter((p) => p.a > 0);
    xLabel = /base[\s._-]*mean/i.test(mean.name) ? 'Mean of normalized counts' : mean.name;
    yLabel = 'log2 fold change';
    if (!padj) counts = undefined;
  } else if (fc) {
    throw new ChartError('COLUMNS_MISSING', `An MA plot of "${fc.name}" needs a mean-expression column (e.g. "baseMean" or "AveExpr").`);
  } else {
    const yCol = spec.y[0] ? column(table, spec.y[0]) : findColumn(table, spec, { types: ['number'] });
    const xCol = spec.x ? column(table, spec.x) : findColumn(table, spec, { types: ['number'], exclude: [yCol?.name] });
    if (!xCol || !yCol || xCol.type !== 'number' || yCol.type !== 'number' || xCol.name === yCol.name) {
      throw new ChartError('COLUMNS_MISSING', 'An MA plot needs a mean-expression column and a log2 fold-change column, or two intensity columns (e.g. "treated against control").');
    }
    points = maLayout(numbersOf(yCol), numbersOf(xCol)).map((p) => ({ a: p.A, m: p.M, cls: 'ns' as RegulationClass }));
    xLabel = `A = mean log2 (${yCol.name}, ${xCol.name})`;
    yLabel = `M = log2 (${yCol.name} / ${xCol.name})`;
  }
  if (points.length === 0) throw new ChartError('NO_VALUES', 'No row has values for the MA plot (intensities must be positive).');
  // Without adjusted p-values no gene is classed: all in the first colour.
  const colors = counts ? regulationColors(theme) : { up: theme.color(0), down: theme.color(0), ns: theme.color(0) };
  const r = regulationRadius(points.length, theme);
  const ms = points.map((p) => p.m);
  const extent = Math.max(...ms.map(Math.abs));
  return customCartesian({
    spec,
    theme,
    x: { kind: 'continuous', values: points.map((p) => p.a), log: logX || spec.xAxis.scale === 'log' },
    // Symmetric about M = 0.
    y: { kind: 'continuous', values: [-extent, extent] },
    xLabel,
    yLabel,
    // The keys are kinds of point, not a column's values: untitled unless the request titles it.
    legendBy: null,
    legend: counts ? regulationKeys(counts, colors) : [],
    marks: (scales, plot) => {
      const sx = scales.x as ContinuousScale;
      const sy = scales.y as ContinuousScale;
      const nodes: SceneNode[] = [];
      for (const cls of REGULATION_DRAW_ORDER) {
        for (const p of points) if (p.cls === cls) nodes.push(dot(sx.map(p.a), sy.map(p.m), theme, regulationPaint(cls, colors, r)));
      }
      nodes.push(ruleYAcross(sy.map(0), plot, theme, { strokeWidth: theme.axisWidth * 0.8 }));
      return nodes;
    },
  });
}
