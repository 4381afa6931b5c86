// Radar (spider) charts: one closed polygon per group over three or more numeric columns, each
// axis rescaled to [0, 1] from 0 (or its negative minimum) to its maximum as fmsb::radarchart
// (transforms/radar.ts radarLayout); each axis's range is printed under its name. Rows of the same
// group are averaged (the mean is said in the axis note).
import { column, findColumn, numeric } from '../columns/find.ts';
import { levels } from '../columns/values.ts';
import { compact, interval } from '../format.ts';
import { area } from '../marks/area.ts';
import { dots } from '../marks/dot.ts';
import { axislessFrame } from '../plot/axislessFrame.ts';
import { figureScene } from '../plot/figure.ts';
import { polar } from '../plot/polar.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { ChartError } from '../errors.ts';
import { radarFrame } from '../plot/radarFrame.ts';
import { radarLayout } from '../transforms/radar.ts';
import type { ChartInput } from './types.ts';


export function radarSeries({ table, spec }: ChartInput): { series: Array<{ name: string; values: Array<number | null> }>; axes: string[]; averaged: boolean; groupName?: string } {
  const groupName = spec.group ?? (spec.x && table.columns.find((c) => c.name === spec.x)?.type === 'category' ? spec.x : undefined);
  const group = groupName ? column(table, groupName) : findColumn(table, spec, { types: ['category'] });
  const isNum = (n: string): boolean => table.columns.find((c) => c.name === n)?.type === 'number';
  let axes = [...spec.y, ...spec.mentioned.filter(isNum)].filter((n, i, all) => all.indexOf(n) === i && n !== group?.name);
  if (axes.length < 3) axes = table.columns.filter((c) => c.type === 'number').map((c) => c.name);
  if (axes.length < 3) throw new ChartError('COLUMNS_MISSING', `A radar chart needs at least three numeric columns for its axes; the data has ${axes.length}.`);
  const cols = axes.map((n) => numeric(table, n));
  const keys = group ? levels(group.values) : Array.from({ length: table.rowCount }, (_, i) => `Row ${i + 1}`);
  let averaged = false;
  const series = keys.map((key) => {
    const rows = group ? Array.from({ length: table.rowCount }, (_, r) => r).filter((r) => String(group.values[r]) === key && group.values[r] !== null) : [keys.indexOf(key)];
    if (rows.length > 1) averaged = true;
    const values = cols.map((c) => {
      const xs = rows.map((r) => c.values[r]).filter((v): v is number => typeof v === 'number');
      return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null;
    });
    return { name: key, values };
  });
  return { series, axes, averaged, ...(group ? { groupName: group.name } : {}) };
}

export function radar(input: ChartInput): Scene {
  const { spec, theme } = input;
  const { series, axes, averaged, groupName } = radarSeries(input);
  const layout = radarLayout(series, axes.map((name) => ({ name })));
  const legend = layout.series.map((s, i) => ({ label: s.name, color: theme.color(i), shape: 'line' as const }));
  // On narrow figures the legend goes below, leaving the web the full width.
  const placed = spec.legend === 'auto' && theme.width < 300 ? { ...spec, legend: 'bottom' as const } : spec;
  const { plot, layers } = axislessFrame(placed, theme, legend.length > 1 ? legend : [], { legendBy: groupName ?? null });
  const frame = radarFrame(
    plot,
    layout.axes.map((a) => ({ name: a.name, angle: a.angle, note: `${averaged ? 'mean, ' : ''}${interval(a.min, a.max, compact)}` })),
    theme,
  );
  const marks: SceneNode[] = [];
  layout.series.forEach((s, i) => {
    const color = theme.color(i);
    const pts = s.normalized.map((v, k) => polar(frame.cx, frame.cy, frame.r * (v ?? 0), layout.axes[k]?.angle ?? 0));
    marks.push(area(pts, theme, { fill: color, fillOpacity: 0.12, stroke: color, strokeWidth: theme.lineWidth }));
    // A dot on each axis the group has a value for (a missing value draws the web at the centre, without a dot).
    const valued = pts.filter((_, k) => s.normalized[k] !== null);
    marks.push(...dots(valued, theme, { r: theme.markerRadius * 0.7, fill: color, stroke: 'none' }));
  });
  return figureScene(theme, layers, frame.layers, { marks });
}
