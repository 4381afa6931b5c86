// Volcano plots: log2 fold change against −log10 of the adjusted p-value (the data's adjusted
// column, or Benjamini–Hochberg across all rows as R p.adjust), up/down/not significant by
// |log2FC| ≥ 1 and adjusted p ≤ 0.05 (the DESeq2/EnhancedVolcano convention), threshold lines,
// and the most significant genes labelled from a name column.
import { findColumn, require } from '../columns/find.ts';
import { numbersOf, textOf } from '../columns/values.ts';
import type { LegendEntry } from '../legends/keys.ts';
import { dot, symbolAt, type DotOptions } from '../marks/dot.ts';
import { placeLabels } from '../marks/pointLabels.ts';
import { ruleXAcross, ruleYAcross } from '../marks/rule.ts';
import { customCartesian } from '../plot/customCartesian.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { ChartError } from '../errors.ts';
import type { ContinuousScale } from '../plot/scales.ts';
import type { Theme } from '../plot/theme.ts';
import { volcanoLayout, type RegulationClass } from '../transforms/volcano.ts';
import type { ChartInput } from './types.ts';

export const FOLD_CHANGE_NAMES = /log2?[\s._]*fold|log2?[\s._]*fc|^lfc$|fold[\s._]*change|^fc$|^m$/i;
export const P_NAMES = /^(p|pval|p[\s._-]*val(ue)?|pvalue|p[\s._-]*value|prob)$/i;
export const PADJ_NAMES = /adj|fdr|q[\s._-]*val|^q$|bonf/i;
export const LABEL_NAMES = /gene|symbol|name|^id$|protein|feature|probe|transcript/i;

/** Genes labelled at most. */
const TOP_LABELS = 10;

// Genes by regulation, as the volcano and the MA plot both draw them: up in the first colour,
// down in the second, not significant in grey and fainter, drawn first so that the significant
// genes lie on top; smaller dots for thousands of genes.

export const REGULATION_DRAW_ORDER: readonly RegulationClass[] = ['ns', 'down', 'up'];

export function regulationColors(theme: Theme): Record<RegulationClass, string> {
  return { up: theme.color(0), down: theme.color(1), ns: '#BBBBBB' };
}

/** "Up (71)", "Down (72)", "NS (257)". */
export function regulationKeys(counts: Record<RegulationClass, number>, colors: Record<RegulationClass, string>): LegendEntry[] {
  return [
    { label: `Up (${counts.up})`, color: colors.up, shape: 'point' },
    { label: `Down (${counts.down})`, color: colors.down, shape: 'point' },
    { label: `NS (${counts.ns})`, color: colors.ns, shape: 'point' },
  ];
}

export function regulationRadius(genes: number, theme: Theme): number {
  return genes > 2000 ? theme.markerRadius * 0.5 : theme.markerRadius * 0.75;
}

export function regulationPaint(cls: RegulationClass, colors: Record<RegulationClass, string>, r: number): DotOptions {
  return { r, fill: colors[cls], fillOpacity: cls === 'ns' ? 0.6 : 0.85, stroke: 'none' };
}

export function volcano({ table, spec, theme }: ChartInput): Scene {
  const fc = require(
    findColumn(table, spec, { roles: ['fold_change'], names: FOLD_CHANGE_NAMES, types: ['number'] }) ?? findColumn(table, spec, { types: ['number'] }),
    'COLUMNS_MISSING',
    'A volcano plot needs a log2 fold-change column (e.g. "log2FoldChange") and a p-value column.',
  );
  const padjCol = findColumn(table, spec, { names: PADJ_NAMES, types: ['number'], exclude: [fc.name] });
  const pCol = findColumn(table, spec, { roles: ['p'], names: P_NAMES, types: ['number'], exclude: [fc.name, padjCol?.name] }) ?? padjCol;
  if (!pCol) throw new ChartError('COLUMNS_MISSING', `A volcano plot needs a p-value column besides "${fc.name}" (e.g. "pvalue" or "padj").`);
  const labelCol = findColumn(table, spec, { roles: ['label', 'source', 'truth'], names: LABEL_NAMES, types: ['category'] }) ?? findColumn(table, spec, { types: ['category'] });
  const fcs = numbersOf(fc);
  const ps = numbersOf(pCol);
  const padjs = padjCol ? numbersOf(padjCol) : undefined;
  const keep = fcs.map((_, i) => i).filter((i) => !padjs || Number.isFinite(padjs[i]));
  const layout = volcanoLayout(
    // Rows the data left without an adjusted p (DESeq2's independent filtering) are not tested.
    keep.map((i) => ({ log2FC: fcs[i] ?? NaN, p: ps[i] ?? NaN, ...(padjs ? { padj: padjs[i] ?? NaN } : {}) })),
    { fcThreshold: 1, alpha: 0.05, useAdjusted: true },
  );
  // p = 0 (printed by DESeq2 and others below the smallest double) is drawn at the top of
  // the data as an upward triangle: capped, not dropped.
  const finiteTop = Math.max(0, ...layout.points.filter((pt) => Number.isFinite(pt.y)).map((pt) => pt.y));
  const cap = finiteTop > 0 ? finiteTop * 1.05 : 300;
  const points = layout.points.filter((pt) => !Number.isNaN(pt.y)).map((pt) => (pt.y === Infinity ? { ...pt, y: cap, capped: true } : { ...pt, capped: false }));
  if (points.length === 0) throw new ChartError('NO_VALUES', `No row has both a fold change in "${fc.name}" and a p-value in "${pCol.name}".`);
  const { fc: t, y: yLine } = layout.thresholds;
  const colors = regulationColors(theme);
  const allNames = labelCol ? textOf(labelCol) : [];
  const names = keep.map((i) => allNames[i] ?? '');
  const top = points
    .filter((pt) => pt.cls !== 'ns' && names[pt.index])
    .sort((a, b) => a.padj - b.padj || Math.abs(b.x) - Math.abs(a.x))
    .slice(0, TOP_LABELS);
  const adjusted = padjCol ? `adjusted p (${padjCol.name})` : 'adjusted p (BH)';
  const xs = points.map((pt) => pt.x);
  const ys = points.map((pt) => pt.y);
  const r = regulationRadius(points.length, theme);
  return customCartesian({
    spec,
    theme,
    x: { kind: 'continuous', values: [...xs, -t, t] },
    y: { kind: 'continuous', values: [...ys, yLine], zero: true },
    xLabel: 'log2 fold change',
    yLabel: `\u2212log10 ${adjusted}`,
    // The keys are kinds of point, not a column's values: untitled unless the request titles it.
    legendBy: null,
    legend: regulationKeys(layout.counts, colors),
    marks: (scales, plot) => {
      const sx = scales.x as ContinuousScale;
      const sy = scales.y as ContinuousScale;
      const nodes: SceneNode[] = [];
      const guide = { stroke: '#777777', strokeWidth: theme.axisWidth * 0.8, dash: [3, 2] };
      for (const v of [-t, t]) nodes.push(ruleXAcross(sx.map(v), plot, theme, guide));
      nodes.push(ruleYAcross(sy.map(yLine), plot, theme, guide));
      for (const cls of REGULATION_DRAW_ORDER) {
        for (const pt of points) {
          if (pt.cls !== cls) continue;
          const paint = regulationPaint(cls, colors, r);
          // A capped point (p = 0) is a triangle of the circles' area, pointing up off the scale.
          nodes.push(pt.capped ? symbolAt(sx.map(pt.x), sy.map(pt.y), theme, { ...paint, symbol: 'triangle' }) : dot(sx.map(pt.x), sy.map(pt.y), theme, paint));
        }
      }
      return nodes;
    },
    overlay: (scales, plot) => {
      const sx = scales.x as ContinuousScale;
      const sy = scales.y as ContinuousScale;
      return placeLabels(
        top.map((pt) => ({ x: sx.map(pt.x), y: sy.map(pt.y), text: names[pt.index] ?? '', r })),
        plot,
        theme,
        undefined,
        points.map((pt) => ({ x: sx.map(pt.x), y: sy.map(pt.y), r })),
      );
    },
  });
}
