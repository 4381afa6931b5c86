// Hexbin plots: y against x binned into hexagons (R hexbin::hexbin, 30 bins across x by
// default; stats/density.ts hexbin), each hexagon coloured by its count on viridis, with a
// colour bar. On a log axis the binning is done on log10 of the values.
import { findColumn, numeric, require } from '../columns/find.ts';
import { colorBar } from '../legends/colorBar.ts';
import { type ColorScale, colorOf } from '../plot/color.ts';
import { customCartesian } from '../plot/customCartesian.ts';
import { area } from '../marks/area.ts';
import type { Scene } from '../render/scene.ts';
import { ChartError } from '../errors.ts';
import type { ContinuousScale } from '../plot/scales.ts';
import { hexbin as bin } from '../stats/density.ts';
import type { ChartInput } from './types.ts';

export function hexbin({ table, spec, theme }: ChartInput): Scene {
  const x = spec.x ? numeric(table, spec.x) : require(findColumn(table, spec, { types: ['number'] }), 'COLUMNS_MISSING', 'A hexbin plot needs two numeric columns (y against x).');
  const y = spec.y[0] ? numeric(table, spec.y[0]) : require(findColumn(table, spec, { types: ['number'], exclude: [x.name] }), 'COLUMNS_MISSING', 'A hexbin plot needs a numeric y column.');
  const logX = spec.xAxis.scale === 'log';
  const logY = spec.yAxis.scale === 'log';
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 0; i < table.rowCount; i++) {
    const xv = x.values[i];
    const yv = y.values[i];
    if (typeof xv !== 'number' || typeof yv !== 'number' || (logX && !(xv > 0)) || (logY && !(yv > 0))) continue;
    xs.push(logX ? Math.log10(xv) : xv);
    ys.push(logY ? Math.log10(yv) : yv);
  }
  if (xs.length < 2) throw new ChartError('NO_VALUES', `A hexbin plot needs at least two rows with numbers in "${x.name}" and "${y.name}".`);
  const span = (v: number[]): [number, number] => {
    const lo = Math.min(...v);
    const hi = Math.max(...v);
    return hi > lo ? [lo, hi] : [lo - 0.5, hi + 0.5];
  };
  // shape = height / width of the plotting region, estimated before layout (the hexagons tile
  // whatever the final aspect; they are regular when the estimate holds).
  const shape = (theme.height * 0.8) / (theme.width * 0.62);
  const xbins = 30;
  const h = bin(xs, ys, { xbins, shape, xbnds: span(xs), ybnds: span(ys) });
  const maxCount = Math.max(...h.cells.map((c) => c.count));
  const scale: ColorScale = { map: 'viridis', domain: [1, Math.max(2, maxCount)] };
  const fromX = (v: number) => (logX ? 10 ** v : v);
  const fromY = (v: number) => (logY ? 10 ** v : v);
  // The axes cover every hexagon, not only the points' centres.
  const hx = h.hexagon.map((p) => p.x);
  const hy = h.hexagon.map((p) => p.y);
  const extentX = h.cells.flatMap((c) => [c.x + Math.min(...hx), c.x + Math.max(...hx)]).map(fromX);
  const extentY = h.cells.flatMap((c) => [c.y + Math.min(...hy), c.y + Math.max(...hy)]).map(fromY);
  return customCartesian({
    spec,
    theme,
    x: { kind: 'continuous', values: extentX },
    y: { kind: 'continuous', values: extentY },
    xLabel: x.name,
    yLabel: y.name,
    legend: [],
    side: [colorBar(scale, 'Count', theme, { height: Math.min(theme.height * 0.45, theme.fontSize * 12) })],
    marks: (scales) => {
      const sx = scales.x as ContinuousScale;
      const sy = scales.y as ContinuousScale;
      return h.cells.map((c) => {
        const fill = colorOf(scale, c.count);
        const outline = h.hexagon.map((p) => [sx.map(fromX(c.x + p.x)), sy.map(fromY(c.y + p.y))] as [number, number]);
        // A hairline of the same colour closes the seams between neighbouring hexagons.
        return area(outline, theme, { fill, stroke: fill, strokeWidth: 0.2, lineJoin: 'miter' });
      });
    },
  });
}
