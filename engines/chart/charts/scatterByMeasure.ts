// A scatter whose points are coloured by a measurement ("depth against longitude, coloured by
// magnitude"): every point keeps its own colour on a continuous scale, keyed by a colour bar;
// a fit or correlation asked for is of all the points, since a scale makes no groups.
import { findColumn, numeric, require } from '../columns/find.ts';
import { measureScale } from '../columns/colourMeasure.ts';
import type { Column } from '../data/types.ts';
import { ChartError } from '../errors.ts';
import { colorBar } from '../legends/colorBar.ts';
import { dot } from '../marks/dot.ts';
import { colorOf } from '../plot/color.ts';
import { customCartesian } from '../plot/customCartesian.ts';
import type { ContinuousScale } from '../plot/scales.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { requireMethods } from '../spec.ts';
import { fittedOverlays, overlayMarks } from './scatterOverlays.ts';
import type { ChartInput } from './types.ts';

function notDated(c: Column): Column {
  if (c.type === 'date') throw new ChartError('COLUMN_NOT_NUMERIC', `Points coloured along a scale are drawn against numbers, and "${c.name}" holds dates; colour by a column of categories, or draw a line over time.`);
  return c;
}

export function scatterByMeasure(input: ChartInput, by: Column): Scene {
  const { table, spec, theme } = input;
  if (spec.y.length > 1) throw new ChartError('COLUMNS_NOT_DRAWN', `Points coloured along a scale of "${by.name}" show one y; ${spec.y.join(' and ')} would be told apart only by colour, which the scale already uses. Draw one y, or colour by a column of categories.`);
  const x = notDated(spec.x ? numeric(table, spec.x) : require(findColumn(table, spec, { types: ['number'], exclude: [by.name] }), 'COLUMNS_MISSING', 'A numeric x column is needed.'));
  const y = notDated(spec.y[0] ? numeric(table, spec.y[0]) : require(findColumn(table, spec, { types: ['number'], exclude: [x.name, by.name] }), 'COLUMNS_MISSING', 'A numeric y column is needed.'));
  const points: Array<{ x: number; y: number; c: number }> = [];
  for (let i = 0; i < table.rowCount; i++) {
    const [xv, yv, cv] = [x.values[i], y.values[i], by.values[i]];
    if (typeof xv === 'number' && typeof yv === 'number' && typeof cv === 'number') points.push({ x: xv, y: yv, c: cv });
  }
  if (points.length === 0) throw new ChartError('NO_VALUES', `No row has x ("${x.name}"), y ("${y.name}") and a colour value ("${by.name}").`);
  const scale = measureScale(by);
  // The highest values drawn last, on top, where a reader looks for them.
  points.sort((a, b) => a.c - b.c);
  const overlays = fittedOverlays([{ name: y.name, points: points.map((p) => [p.x, p.y]) }], requireMethods(spec), spec.xAxis.scale === 'log', spec.yAxis.scale === 'log', theme, false);
  return customCartesian({
    spec,
    theme,
    x: { kind: 'continuous', values: points.map((p) => p.x) },
    y: { kind: 'continuous', values: points.map((p) => p.y) },
    xLabel: x.name,
    yLabel: y.name,
    legend: [],
    side: [colorBar(scale, by.name, theme, { height: Math.min(theme.height * 0.45, theme.fontSize * 12) })],
    marks: (scales, plot) => {
      const sx = scales.x as ContinuousScale;
      const sy = scales.y as ContinuousScale;
      const at = points.map((p) => [sx.map(p.x), sy.map(p.y)] as [number, number]);
      const nodes: SceneNode[] = points.map((p, i) => dot(at[i]![0], at[i]![1], theme, { fill: colorOf(scale, p.c), fillOpacity: 0.9, stroke: 'none' }));
      nodes.push(...overlayMarks(overlays, () => at, sx, sy, plot, theme));
      return nodes;
    },
  });
}
