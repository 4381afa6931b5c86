// Stacked bars: per category of x, one segment per group stacked from the axis up, the first
// group at the bottom; each segment the count of the rows (no y) or the sum of y. "Stacked to
// 100%" gives each group's share of its category (its segments add up to 100). A stack adds
// up totals: a mean, median or extreme stacked is no total and is refused, as are error bars,
// points and tests, which belong to bars side by side.
import { column, numeric } from '../columns/find.ts';
import type { Column } from '../data/types.ts';
import { ChartError } from '../errors.ts';
import { bar as barMark, inBand } from '../marks/index.ts';
import { bandValuePanel } from '../plot/bandValue.ts';
import type { Panel } from '../plot/panel.ts';
import type { SceneNode } from '../render/scene.ts';
import { summariseByX } from '../transforms/groupMeans.ts';
import { SUMMARY_WORD } from '../transforms/methodLabels.ts';
import type { ChartInput } from './types.ts';

const ONES: Column = { name: '', type: 'number', values: [] };

function refuse(what: string): never {
  throw new ChartError('METHOD_NOT_AVAILABLE', `Stacked bars add up counts or totals; they cannot show ${what}. Bars side by side can.`);
}

export function stackedBarPanel(input: ChartInput, x: Column): Panel {
  const { table, spec, theme } = input;
  const percent = spec.stack === 'percent';
  if (!spec.group || spec.group === x.name) throw new ChartError('STACK_NEEDS_GROUPS', `Stacked bars need a column to stack by (for example "stacked by ${table.columns.find((c) => c.type === 'category' && c.name !== x.name)?.name ?? '<column>'}").`);
  if (spec.aggregate && spec.aggregate !== 'sum' && spec.aggregate !== 'count') refuse(`the ${SUMMARY_WORD[spec.aggregate].toLowerCase()} of each group`);
  if (spec.errorBars) refuse('error bars');
  if (spec.showPoints) refuse('the individual values');
  if (spec.methods?.test) refuse('a test between groups');
  if (spec.sort || spec.top) refuse('categories sorted or cut by value');
  const group = column(table, spec.group);
  const y = spec.y[0] && spec.aggregate !== 'count' ? numeric(table, spec.y[0]) : undefined;
  const values = y ?? { ...ONES, values: x.values.map(() => 1) };
  const { series, categories } = summariseByX({ ...x, type: 'category' }, values, group, { aggregate: y ? 'sum' : 'count' });
  const amount = (name: string, key: string) => series.find((s) => s.name === name)?.points.find((p) => p.key === key)?.center ?? 0;
  if (series.some((s) => s.points.some((p) => p.center < 0))) throw new ChartError('STACK_NEGATIVE', `Stacked bars need values of 0 or more; ${y?.name ?? 'the counts'} has negative sums. Bars side by side show them.`);
  const totals = new Map(categories.map((key) => [key, series.reduce((sum, s) => sum + amount(s.name, key), 0)]));
  const size = (name: string, key: string) => (percent ? (100 * amount(name, key)) / (totals.get(key) || 1) : amount(name, key));
  const what = y ? `${SUMMARY_WORD.sum} ${y.name}` : SUMMARY_WORD.count;
  return bandValuePanel({
    spec,
    theme,
    categories,
    values: percent ? [0, 100] : [0, ...totals.values()],
    zero: true,
    categoryLabel: x.name,
    valueLabel: percent ? `Share of ${y ? y.name : 'rows'} (%)` : what,
    // The key reads as the stack does: its top entry is the top segment (left to right when horizontal).
    legend: ((entries) => (spec.orientation === 'horizontal' ? entries : entries.reverse()))(series.map((s, i) => ({ label: s.name, color: theme.color(i), shape: 'box' as const }))),
    marks: (ctx) => {
      const nodes: SceneNode[] = [];
      for (const key of categories) {
        const place = inBand(ctx, key);
        let base = 0;
        series.forEach((s, i) => {
          const top = base + size(s.name, key);
          if (top > base) nodes.push(barMark(place.rect(0, ctx.bandwidth, base, top), theme, { fill: theme.color(i) }));
          base = top;
        });
      }
      return nodes;
    },
  });
}
