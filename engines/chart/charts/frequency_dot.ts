// Frequency dot plots (Wilkinson 1999, "Dot plots", The American Statistician 53:276): each
// value a dot, stacked in bins by dot-density binning (as ggplot2 geom_dotplot). Whole numbers
// over a short range get one stack per value (binwidth 1); other data ggplot2's default of 30
// bins across the range. Dots are one bin wide, the y axis counts them. A group colours the
// dots (stacked in group order).
import { valueGroups } from '../columns/valueGroups.ts';
import type { Scene } from '../render/scene.ts';
import { dot } from '../marks/index.ts';
import { cartesian } from '../plot/cartesian.ts';
import type { ContinuousScale } from '../plot/scales.ts';
import { dotPlot } from '../stats/dotLayouts.ts';
import type { ChartInput } from './types.ts';

export function dotBinwidth(values: number[]): number {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  if (values.every((v) => Number.isInteger(v)) && hi - lo <= 50) return 1;
  return hi > lo ? (hi - lo) / 30 : 1;
}

export function frequencyDot(input: ChartInput): Scene {
  const { spec, theme } = input;
  const data = valueGroups(input, { fallbackGroup: false });
  const values: number[] = [];
  const groupOf: number[] = [];
  data.groups.forEach((g, gi) => {
    for (const v of g.values) {
      values.push(v);
      groupOf.push(gi);
    }
  });
  const binwidth = dotBinwidth(values);
  const dots = dotPlot(values, { binwidth });
  // Within a stack, dots in group order.
  const byBin = new Map<number, typeof dots>();
  for (const d of dots) byBin.set(d.bin, [...(byBin.get(d.bin) ?? []), d]);
  const placed: Array<{ center: number; stack: number; group: number }> = [];
  for (const list of byBin.values()) {
    list.sort((a, b) => (groupOf[a.index] ?? 0) - (groupOf[b.index] ?? 0) || a.value - b.value);
    list.forEach((d, k) => placed.push({ center: d.center, stack: k + 1, group: groupOf[d.index] ?? 0 }));
  }
  const tallest = Math.max(...placed.map((p) => p.stack));
  const centers = placed.map((p) => p.center);
  const several = data.groups.length > 1;
  const legend = several ? data.groups.map((g, i) => ({ label: g.name, color: theme.color(i), shape: 'point' as const })) : [];
  const xValues = [Math.min(...centers) - binwidth / 2, Math.max(...centers) + binwidth / 2];
  // The count axis is scaled so that one count is one dot high and stacks touch: measure the
  // plot on a first pass, then fix the y range (unless the request fixed one).
  let yRange = spec.yAxis.range;
  if (!yRange) {
    let unit = 0;
    let height = 0;
    cartesian({
      spec,
      theme,
      x: { values: xValues },
      y: { values: [0, tallest], zero: true },
      legend,
      xLabel: data.valueName,
      yLabel: 'Count',
      marks: (scales, plot) => {
        const sx = scales.x as ContinuousScale;
        unit = Math.min(Math.abs(sx.map(binwidth) - sx.map(0)), plot.height / tallest, theme.fontSize * 1.2);
        height = plot.height;
        return [];
      },
    });
    const countMax = unit > 0 ? Math.max(tallest, height / unit) : tallest;
    yRange = [0, countMax];
  }
  return cartesian({
    spec: { ...spec, yAxis: { ...spec.yAxis, range: yRange } },
    theme,
    x: { values: xValues },
    y: { values: [0, tallest], zero: true },
    xLabel: data.valueName,
    yLabel: 'Count',
    legend,
    marks: (scales) => {
      const sx = scales.x as ContinuousScale;
      const sy = scales.y;
      const binPt = Math.abs(sx.map(binwidth) - sx.map(0));
      const countPt = Math.abs(sy.map(1) - sy.map(0));
      // One bin wide (Wilkinson), but no bigger than a large marker when there are few bins.
      const r = (Math.min(binPt, countPt, theme.fontSize * 1.2) / 2) * 0.92;
      return placed.map((p) => dot(sx.map(p.center), sy.map(p.stack - 0.5), theme, { r, fill: theme.color(several ? p.group : 0) }));
    },
  });
}
