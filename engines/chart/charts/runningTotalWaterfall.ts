// The step-by-step (finance) waterfall: each row a step (a category label and a change),
// floating bars from the running total (transforms/waterfall.ts, plotly's measure semantics).
// A row whose value is empty, or whose measure column says "total", is a total bar from zero;
// "absolute" resets the running total; without a measure column the first row is the starting
// level. Increases, decreases and totals take the palette's first three colours, dashed
// connectors join each bar's end to the next bar's start, and each bar carries its change when
// every change fits its bar's slot at the text size.
import { fixed } from '../format.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import type { Column } from '../data/types.ts';
import { ChartError } from '../errors.ts';
import { bar } from '../marks/bar.ts';
import { ruleY } from '../marks/rule.ts';
import { text } from '../marks/text.ts';
import { cartesian } from '../plot/cartesian.ts';
import type { BandScale } from '../plot/scales.ts';
import { textWidth } from '../plot/textFit.ts';
import { runningTotalBars, type WaterfallMeasure } from '../transforms/waterfall.ts';
import { categoryAndValue } from './pie.ts';
import type { ChartInput } from './types.ts';

const MEASURES = new Set(['relative', 'total', 'absolute']);

/** A category column holding only relative/total/absolute: each row's measure. */
export function measureColumn(input: ChartInput, exclude: string[] = []): Column | undefined {
  return input.table.columns.find(
    (c) => c.type === 'category' && !exclude.includes(c.name) && c.values.some((v) => v !== null) && c.values.every((v) => v === null || MEASURES.has(String(v).trim().toLowerCase())),
  );
}

function decimalsOf(values: number[]): number {
  let d = 0;
  for (const v of values) {
    const text = String(v);
    const dot = text.indexOf('.');
    if (dot >= 0 && !text.includes('e')) d = Math.max(d, text.length - dot - 1);
  }
  return Math.min(d, 3);
}

export function runningTotalWaterfall(input: ChartInput): Scene {
  const { table, spec, theme } = input;
  const { category, value } = categoryAndValue(input, 'waterfall steps');
  if (!value) throw new ChartError('COLUMNS_MISSING', 'A numeric column with the change of each step is needed for the waterfall.');
  const measureCol = measureColumn(input, [category.name]);
  const steps: Array<{ label: string; value?: number; measure: WaterfallMeasure }> = [];
  for (let r = 0; r < table.rowCount; r++) {
    const label = category.values[r];
    if (label === null || label === undefined) continue;
    const v = value.values[r];
    const given = measureCol?.values[r];
    // Without a measure column the first row is the starting level (a total bar), as in most
    // published waterfalls; later rows are changes, and empty values are subtotals.
    const measure = (given ? String(given).trim().toLowerCase() : typeof v !== 'number' ? 'total' : steps.length === 0 ? 'absolute' : 'relative') as WaterfallMeasure;
    steps.push({ label: String(label), measure, ...(typeof v === 'number' ? { value: v } : {}) });
  }
  if (steps.length === 0) throw new ChartError('NO_VALUES', 'The waterfall has no steps.');
  const bars = runningTotalBars(steps);
  const labels = bars.map((b, i) => (bars.findIndex((o) => o.label === b.label) === i ? b.label : `${b.label} (${i + 1})`));
  const decimals = decimalsOf(bars.map((b) => b.value));
  const texts = bars.map((b) => (b.kind === 'total' ? fixed(b.value, decimals) : `${b.value >= 0 ? '+' : '\u2212'}${fixed(Math.abs(b.value), decimals)}`));
  const color = { increase: theme.color(0), decrease: theme.color(1), total: theme.color(2) };
  const present = (['increase', 'decrease', 'total'] as const).filter((k) => bars.some((b) => b.kind === k));
  const names = { increase: 'Increase', decrease: 'Decrease', total: 'Total' };
  const fs = theme.fontSize;
  // Head room for the value labels above (and below) the bars.
  const ends = bars.flatMap((b) => [b.start, b.end, 0]);
  const span = Math.max(...ends) - Math.min(...ends) || 1;
  const extent = [...ends, Math.max(...ends) + span * 0.08, Math.min(...ends) < 0 ? Math.min(...ends) - span * 0.08 : 0];
  return cartesian({
    spec,
    theme,
    x: { categories: labels },
    y: { values: extent, zero: true },
    xLabel: category.name,
    yLabel: value.name,
    // The keys are kinds of point, not a column's values: untitled unless the request titles it.
    legendBy: null,
    legend: present.map((k) => ({ label: names[k], color: color[k], shape: 'box' as const })),
    marks: (scales) => {
      const sx = scales.x as BandScale;
      const nodes: SceneNode[] = [];
      const labelsOut: SceneNode[] = [];
      // Labels at the journal's text size, or none: a smaller size would break its minimum,
      // and a label wider than its slot would run into its neighbours'.
      const step = sx.bandwidth / 0.8;
      const labelled = texts.every((t) => textWidth(t, fs) <= step - 1);
      bars.forEach((b, i) => {
        const left = sx.map(labels[i] ?? '');
        const y0 = scales.y.map(b.start);
        const y1 = scales.y.map(b.end);
        nodes.push(bar({ x: left, y: Math.min(y0, y1), width: sx.bandwidth, height: Math.max(Math.abs(y1 - y0), theme.axisWidth * 0.5) }, theme, { fill: color[b.kind], strokeWidth: theme.axisWidth * 0.5 }));
        const next = bars[i + 1];
        if (next && next.measure === 'relative') {
          nodes.push(ruleY(scales.y.map(b.cumulative), left + sx.bandwidth, sx.map(labels[i + 1] ?? ''), theme, { stroke: '#555555', strokeWidth: theme.axisWidth * 0.7, dash: [2, 1.5] }));
        }
        if (!labelled) return;
        const up = b.kind === 'decrease' ? false : b.end >= 0;
        const edge = b.kind === 'decrease' ? Math.max(y0, y1) : up ? Math.min(y0, y1) : Math.max(y0, y1);
        labelsOut.push(text(left + sx.bandwidth / 2, up ? edge - 2 : edge + 2, texts[i] ?? '', theme, { anchor: 'middle', baseline: up ? 'alphabetic' : 'hanging' }));
      });
      return [...nodes, ...labelsOut];
    },
  });
}
