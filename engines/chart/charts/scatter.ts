// Scatter and line charts: y against x, one series per y column or per group.
import type { Scene, SceneNode } from '../render/scene.ts';
import { column, levels, numeric, pick, require } from '../columns.ts';
import { cartesian } from '../plot/cartesian.ts';
import type { ContinuousScale } from '../plot/scales.ts';
import type { ChartInput } from './types.ts';

interface Series {
  name: string;
  points: Array<[number, number]>;
}

function seriesOf({ table, spec }: ChartInput): { series: Series[]; xName: string; yName: string; dates: boolean; yDates: boolean } {
  const x = spec.x ? numeric(table, spec.x) : require(pick(table, spec, ['number', 'date']), 'COLUMNS_MISSING', 'A numeric x column is needed.');
  const yNames = spec.y.length > 0 ? spec.y : [require(pick(table, spec, ['number'], [x.name]), 'COLUMNS_MISSING', 'A numeric y column is needed.').name];
  const group = spec.group ? column(table, spec.group) : undefined;
  const series: Series[] = [];
  let yDates = true;
  for (const yName of yNames) {
    const y = numeric(table, yName);
    yDates &&= y.type === 'date';
    const keys = group ? levels(group.values) : [yName];
    for (const key of keys) {
      const points: Array<[number, number]> = [];
      for (let i = 0; i < table.rowCount; i++) {
        const xv = x.values[i];
        const yv = y.values[i];
        if (typeof xv !== 'number' || typeof yv !== 'number') continue;
        if (group && String(group.values[i]) !== key) continue;
        points.push([xv, yv]);
      }
      series.push({ name: group && yNames.length > 1 ? `${yName} (${key})` : key, points });
    }
  }
  return { series, xName: x.name, yName: yNames.join(', '), dates: x.type === 'date', yDates };
}

function draw(input: ChartInput, mode: 'points' | 'lines'): Scene {
  const { spec, theme } = input;
  const { series, xName, yName, dates, yDates } = seriesOf(input);
  return cartesian({
    spec,
    theme,
    x: { values: series.flatMap((s) => s.points.map((p) => p[0])), dates },
    y: { values: series.flatMap((s) => s.points.map((p) => p[1])), dates: yDates },
    xLabel: xName,
    yLabel: yName,
    legend: series.map((s, i) => ({ label: s.name, color: theme.color(i), shape: mode === 'lines' ? 'line' : 'point' })),
    marks: (scales) => {
      const sx = scales.x as ContinuousScale;
      const nodes: SceneNode[] = [];
      series.forEach((s, i) => {
        const color = theme.color(i);
        const pts = s.points.map(([x, y]) => [sx.map(x), scales.y.map(y)] as [number, number]);
        if (mode === 'lines') {
          pts.sort((a, b) => a[0] - b[0]);
          nodes.push({ type: 'polyline', points: pts, stroke: color, strokeWidth: theme.lineWidth, lineJoin: 'round' });
        } else {
          for (const [cx, cy] of pts) nodes.push({ type: 'circle', cx, cy, r: theme.markerRadius, fill: color, fillOpacity: 0.85 });
        }
      });
      return nodes;
    },
  });
}

export const scatter = (input: ChartInput): Scene => draw(input, 'points');
export const line = (input: ChartInput): Scene => draw(input, 'lines');
