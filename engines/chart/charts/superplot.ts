// SuperPlots (Lord, Velle, Mullins & Fritz-Laylin, J Cell Biol 2020): every cell of a condition
// as a point of one beeswarm, coloured by its biological replicate; each replicate's mean over
// them as a larger outlined marker of the same colour; and the mean of the replicate means with
// ± SD (or the SEM or 95% CI asked for) across replicates as a line and an error bar, so that the
// replicates, not the cells, carry the comparison. A test asked for compares the replicate means
// (paired by replicate for the paired tests). A note says what the large markers and the line are.
import { dot, errorBarAt, inBand, rule } from '../marks/index.ts';
import { densify, emptiestCorner, statBlock } from '../marks/statBlock.ts';
import { bandTestNodes } from '../marks/testResult.ts';
import { MAX_BAND_PT, bandValue } from '../plot/bandValue.ts';
import type { Table } from '../data/types.ts';
import { ChartError } from '../errors.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import type { ChartSpec } from '../spec.ts';
import { beeswarm, swarmsInBand } from '../stats/dotLayouts.ts';
import { groupTest, withLetterRoom, type GroupTestResult } from '../transforms/groupTest.ts';
import { ERROR_LABEL, nRange } from '../transforms/methodLabels.ts';
import { replicateMeans, type SuperplotData } from '../transforms/replicateMeans.ts';
import type { ChartInput } from './types.ts';

/**
 * The test the request names between the conditions, on the replicate means: a table of one row
 * per condition and replicate, paired by replicate (a replicate's cells under each condition
 * come from one experiment), as Lord et al. test them.
 */
function replicateTest(input: ChartInput, data: SuperplotData): GroupTestResult | undefined {
  if (!input.spec.methods?.test) return undefined;
  const rows = data.conditions.flatMap((c) => c.means.map((m) => ({ condition: c.name, replicate: data.replicates[m.replicate] ?? '', mean: m.mean })));
  const table: Table = {
    format: 'csv',
    rowCount: rows.length,
    columns: [
      { name: data.conditionName, type: 'category', values: rows.map((r) => r.condition) },
      { name: data.replicateName, type: 'category', values: rows.map((r) => r.replicate) },
      { name: data.valueName, type: 'number', values: rows.map((r) => r.mean) },
    ],
  };
  const spec: ChartSpec = { ...input.spec, x: data.conditionName, y: [data.valueName], roles: { ...input.spec.roles, pair: data.replicateName }, mentioned: [] };
  delete spec.group;
  return groupTest({ ...input, table, spec }, data.conditions.map((c) => ({ name: c.name, values: c.means.map((m) => m.mean) })));
}

/** What a SuperPlot cannot be asked for: its cells hidden, or a summary other than the mean of replicate means. */
function unshown(spec: ChartSpec): ChartError | undefined {
  if (spec.showPoints === false) return new ChartError('POINTS_NOT_HIDDEN', 'A SuperPlot draws every cell: its points are the figure, and are not hidden. A plot of the replicate means alone is an error-bar chart ("mean with SD by condition").');
  if (spec.aggregate && spec.aggregate !== 'mean') return new ChartError('METHOD_NOT_AVAILABLE', `A SuperPlot draws each replicate's mean and the mean of those means, not the ${spec.aggregate}.`);
  return undefined;
}

export function superplot(input: ChartInput): Scene {
  const { spec, theme } = input;
  const problem = unshown(spec);
  if (problem) throw problem;
  const kind = spec.errorBars ?? 'sd';
  const data = replicateMeans(input, kind);
  const test = replicateTest(input, data);
  const names = data.conditions.map((c) => c.name);
  const notes = [
    'Large dots: replicate means',
    `Line and bar: their mean \u00b1 ${ERROR_LABEL[kind]}`,
    nRange(data.conditions.map((c) => c.means.length), 'replicates per condition'),
  ];
  const values = data.conditions.flatMap((c) => [...c.cells.map((p) => p.value), c.summary.mean + c.err, c.summary.mean - c.err]);
  return bandValue({
    spec,
    theme,
    categories: names,
    values: withLetterRoom(values, test, spec),
    categoryLabel: data.conditionName,
    valueLabel: data.valueName,
    legend: data.replicates.map((label, i) => ({ label, color: theme.color(i), shape: 'point' as const })),
    marks: (ctx, plot) => {
      const nodes: SceneNode[] = [];
      const obstacles: Array<[number, number]> = [];
      const mid = ctx.bandwidth / 2;
      // One swarm of a condition's cells, whatever their replicate, so that no cell hides another.
      const { radius: r, offsets } = swarmsInBand(data.conditions.map((c) => c.cells.map((p) => ctx.value(p.value))), theme.markerRadius * 0.7, ctx.bandwidth * 0.45);
      const big = Math.max(theme.markerRadius * 1.6, r * 2.4);
      data.conditions.forEach((c, i) => {
        const place = inBand(ctx, c.name);
        c.cells.forEach((p, j) => {
          const [cx, cy] = place.point(mid + (offsets[i]?.[j] ?? 0), p.value);
          nodes.push(dot(cx, cy, theme, { r, fill: theme.color(p.replicate), fillOpacity: 0.65, stroke: 'none' }));
          obstacles.push([cx, cy]);
        });
        // The replicate means over the cells, swarmed among themselves so that none hides another.
        const meanOffsets = beeswarm(c.means.map((m) => ctx.value(m.mean)), big * 1.05);
        const meansHalf = Math.max(0, ...meanOffsets.map((o) => Math.abs(o))) + big;
        // The mean of the replicate means as a line across the cells, and its error bar just
        // beyond the replicate means, where they cannot hide it.
        const spread = Math.max(0, ...(offsets[i] ?? []).map((o) => Math.abs(o)));
        const cap = theme.fontSize * 0.35;
        const barAt = mid + meansHalf + cap + theme.axisWidth * 2;
        const half = Math.min(ctx.bandwidth * 0.45, Math.max(Math.min(MAX_BAND_PT, ctx.bandwidth) * 0.3, spread + r, barAt + cap - mid));
        const [x1, y1] = place.point(mid - half, c.summary.mean);
        const [x2, y2] = place.point(mid + half, c.summary.mean);
        nodes.push(rule(x1, y1, x2, y2, theme, { strokeWidth: theme.lineWidth * 1.6 }));
        obstacles.push(...densify([[x1, y1], [x2, y2]]));
        if (c.err > 0) {
          nodes.push(...errorBarAt(place, barAt, c.summary.mean - c.err, c.summary.mean + c.err, cap, theme, { strokeWidth: theme.lineWidth * 1.2 }));
          obstacles.push(...densify([place.point(barAt, c.summary.mean - c.err), place.point(barAt, c.summary.mean + c.err)]));
        }
        c.means.forEach((m, k) => {
          const [cx, cy] = place.point(mid + (meanOffsets[k] ?? 0), m.mean);
          nodes.push(dot(cx, cy, theme, { r: big, fill: theme.color(m.replicate), stroke: theme.ink, strokeWidth: theme.axisWidth * 1.1 }));
          obstacles.push([cx, cy]);
        });
      });
      if (test) nodes.push(...bandTestNodes(test, ctx, names, nodes, plot, theme, notes, obstacles));
      else nodes.push(...statBlock(notes.map((text) => ({ text })), plot, theme, emptiestCorner(notes, obstacles, plot, theme, ['top-left', 'top-right', 'bottom-left', 'bottom-right'])));
      return nodes;
    },
  });
}
