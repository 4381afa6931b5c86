// Bland–Altman plots: the difference of two methods against their mean, with the mean
// difference (bias) and the 95% limits of agreement, bias ± 1.96 SD, as labelled lines
// (Bland & Altman 1986; stats/agreement.ts blandAltman), and their 95% CIs as bands when the
// request asks for confidence intervals. The lines are labelled in the right margin, outside
// the plot, as papers print them: on two lines ("+1.96 SD" over "48.1") when one line would
// make the margin too wide, nudged apart (with a thin leader) when two lines lie close.
import { findColumns, numeric } from '../columns/find.ts';
import { sig } from '../format.ts';
import type { Column } from '../data/types.ts';
import { ChartError } from '../errors.ts';
import { cartesian } from '../plot/cartesian.ts';
import type { Rect } from '../plot/frame.ts';
import type { ContinuousScale } from '../plot/scales.ts';
import { lineHeight, widestText } from '../plot/textFit.ts';
import type { Theme } from '../plot/theme.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { bar } from '../marks/bar.ts';
import { dots } from '../marks/dot.ts';
import { rule, ruleYAcross } from '../marks/rule.ts';
import { text } from '../marks/text.ts';
import { blandAltman as agreement } from '../stats/agreement.ts';
import type { ChartInput } from './types.ts';

/**
 * The right margin may take this share of the figure's width for labels on one line each (the
 * share an outside legend may take, plot/frame.ts); wider, the labels stack on two lines.
 */
const LABEL_SHARE = 0.25;

interface LineLabel {
  /** Where the labelled line lies, in points down the page. */
  y: number;
  lines: string[];
}

/** The label's gap from the plot's right edge, room for a leader when labels are nudged. */
function labelGap(theme: Theme): number {
  return theme.fontSize * 0.6;
}

/** Label texts, on one line each or two ("+1.96 SD" over "48.1"), and the margin they need. */
export function marginLabels(labels: Array<{ name: string; value: string }>, theme: Theme): { lines: string[][]; width: number } {
  const fs = theme.fontSize;
  const oneLine = labels.map((l) => [`${l.name}: ${l.value}`]);
  const width = (lines: string[][]) => labelGap(theme) + widestText(lines.flat(), fs) + 1;
  if (width(oneLine) <= theme.width * LABEL_SHARE) return { lines: oneLine, width: width(oneLine) };
  const twoLines = labels.map((l) => [l.name, l.value]);
  return { lines: twoLines, width: width(twoLines) };
}

/**
 * Centres for label blocks of the given heights, each as near its line as it can be with the
 * blocks apart by `gap` and inside [top, bottom].
 */
export function spreadLabels(wanted: number[], heights: number[], top: number, bottom: number, gap: number): number[] {
  const order = wanted.map((_, i) => i).sort((a, b) => (wanted[a] as number) - (wanted[b] as number));
  const y = order.map((i) => wanted[i] as number);
  const h = order.map((i) => heights[i] as number);
  const clamp = () => y.forEach((v, k) => (y[k] = Math.min(Math.max(v, top + (h[k] as number) / 2), bottom - (h[k] as number) / 2)));
  clamp();
  for (let round = 0; round < 200; round++) {
    let moved = false;
    for (let k = 0; k + 1 < y.length; k++) {
      const need = ((h[k] as number) + (h[k + 1] as number)) / 2 + gap - ((y[k + 1] as number) - (y[k] as number));
      if (need > 1e-6) {
        y[k] = (y[k] as number) - need / 2;
        y[k + 1] = (y[k + 1] as number) + need / 2;
        moved = true;
      }
    }
    clamp();
    if (!moved) break;
  }
  // Where the room is too small for all, the last word is the order: stack them from the top.
  for (let k = 1; k < y.length; k++) y[k] = Math.max(y[k] as number, (y[k - 1] as number) + ((h[k - 1] as number) + (h[k] as number)) / 2 + gap);
  const out = new Array<number>(wanted.length);
  order.forEach((i, k) => (out[i] = y[k] as number));
  return out;
}

/** The labels in the margin right of the plot, each with a leader when moved off its line. */
function drawMarginLabels(labels: LineLabel[], plot: Rect, theme: Theme): SceneNode[] {
  const fs = theme.fontSize;
  const lh = lineHeight(fs);
  const x0 = plot.x + plot.width;
  const heights = labels.map((l) => l.lines.length * lh);
  const centres = spreadLabels(
    labels.map((l) => l.y),
    heights,
    plot.y,
    plot.y + plot.height,
    fs * 0.15,
  );
  const nodes: SceneNode[] = [];
  labels.forEach((label, i) => {
    const cy = centres[i] as number;
    if (Math.abs(cy - label.y) > fs * 0.3) {
      nodes.push(rule(x0 + 0.5, label.y, x0 + labelGap(theme) - 1, cy, theme, { strokeWidth: theme.axisWidth * 0.6 }));
    }
    label.lines.forEach((line, k) => {
      nodes.push(text(x0 + labelGap(theme), cy + (k - (label.lines.length - 1) / 2) * lh, line, theme, { baseline: 'middle' }));
    });
  });
  return nodes;
}

export function blandAltman({ table, spec, theme }: ChartInput): Scene {
  // "A vs B" reads as y = A, x = B: the difference is A − B.
  const named = [...spec.y, ...(spec.x ? [spec.x] : []), ...spec.mentioned].map((n) => numeric(table, n));
  const methods: Column[] = [...new Map([...named, ...findColumns(table, spec, { types: ['number'], exclude: [spec.group] })].map((c) => [c.name, c])).values()].slice(0, 2);
  const [a, b] = methods;
  if (!a || !b) throw new ChartError('COLUMNS_MISSING', 'A Bland–Altman plot needs two numeric columns: the same quantity measured by two methods.');
  const av: number[] = [];
  const bv: number[] = [];
  for (let i = 0; i < table.rowCount; i++) {
    const x = a.values[i];
    const y = b.values[i];
    if (typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y)) {
      av.push(x);
      bv.push(y);
    }
  }
  if (av.length < 3) throw new ChartError('TOO_FEW_VALUES', `A Bland–Altman plot needs at least 3 rows with both "${a.name}" and "${b.name}"; the data have ${av.length}.`);
  const r = agreement(av, bv);
  const showCi = spec.errorBars !== undefined;
  const lines = [
    { value: r.upper, ci: r.upperCI, name: '+1.96 SD', dash: [3, 2] },
    { value: r.meanDiff, ci: r.meanDiffCI, name: 'Mean', dash: undefined },
    { value: r.lower, ci: r.lowerCI, name: '−1.96 SD', dash: [3, 2] },
  ];
  const labels = marginLabels(
    lines.map((l) => ({ name: l.name, value: sig(l.value, 3) })),
    theme,
  );
  const yValues = [...r.points.map((p) => p.diff), r.upper, r.lower, 0, ...(showCi ? [...r.upperCI, ...r.lowerCI] : [])];
  return cartesian({
    spec,
    theme,
    x: { values: r.points.map((p) => p.mean) },
    y: { values: yValues },
    rightMargin: labels.width,
    outside: (scales, plot) =>
      drawMarginLabels(
        lines.map((l, i) => ({ y: scales.y.map(l.value), lines: labels.lines[i] ?? [] })),
        plot,
        theme,
      ),
    xLabel: `Mean of ${a.name} and ${b.name}`,
    yLabel: `${a.name} − ${b.name}`,
    legend: [],
    marks: (scales, plot) => {
      const sx = scales.x as ContinuousScale;
      const sy = scales.y;
      const nodes: SceneNode[] = [];
      if (showCi) {
        for (const l of lines) nodes.push(bar({ x: plot.x, y: sy.map(l.ci[1]), width: plot.width, height: sy.map(l.ci[0]) - sy.map(l.ci[1]) }, theme, { fillOpacity: 0.15, stroke: 'none' }));
      }
      if (sy.domain[0] < 0 && sy.domain[1] > 0) nodes.push(ruleYAcross(sy.map(0), plot, theme, { stroke: '#BBBBBB' }));
      for (const l of lines) nodes.push(ruleYAcross(sy.map(l.value), plot, theme, { strokeWidth: theme.axisWidth * 1.2, dash: l.dash }));
      nodes.push(...dots(r.points.map((p) => [sx.map(p.mean), sy.map(p.diff)] as [number, number]), theme, { strokeWidth: theme.axisWidth * 0.5 }));
      return nodes;
    },
  });
}
