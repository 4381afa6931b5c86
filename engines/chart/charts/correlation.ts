// Correlation matrices: Pearson's r (R cor.test per pair, pairwise-complete rows) between the
// numeric columns named in the request, or all of them; RdBu from −1 (red) to +1 (blue), as
// corrplot colours them, with the coefficients printed in the cells when they fit.
import type { Scene } from '../render/scene.ts';
import { column } from '../columns.ts';
import { ChartError } from '../errors.ts';
import { colorBar, colorOf, type ColorScale } from '../plot/omicsLegends.ts';
import { matrixFrame } from '../plot/omicsMatrix.ts';
import { correlationMatrix } from '../stats/descriptive.ts';
import { fmt, numbersOf } from './omicsColumns.ts';
import type { ChartInput } from './types.ts';

export function correlation({ table, spec, theme }: ChartInput): Scene {
  const named = [spec.x, ...spec.y, ...spec.mentioned].filter((n): n is string => Boolean(n)).map((n) => column(table, n)).filter((c) => c.type === 'number');
  const unique = [...new Map(named.map((c) => [c.name, c])).values()];
  const columns = unique.length >= 2 ? unique : table.columns.filter((c) => c.type === 'number');
  if (columns.length < 2) throw new ChartError('COLUMNS_MISSING', 'A correlation matrix needs at least two numeric columns.');
  const cm = correlationMatrix(columns.map((c) => ({ name: c.name, values: numbersOf(c) })), 'pearson');
  const scale: ColorScale = { map: 'rdbu', domain: [-1, 1] };
  const k = columns.length;
  const n = Math.min(...cm.n.flat());
  const maxN = Math.max(...cm.n.flat());
  return matrixFrame({
    spec,
    theme,
    rows: cm.names,
    columns: cm.names,
    square: true,
    gridLines: true,
    subtitle: n === maxN ? `Pearson r, n = ${n}` : `Pearson r, pairwise complete n = ${n}\u2013${maxN}`,
    cell: (i, j) => {
      const r = cm.r[i]?.[j] ?? NaN;
      if (!Number.isFinite(r)) return { fill: '#DDDDDD' };
      return { fill: colorOf(scale, r), ...(k <= 10 ? { text: [fmt(r, 2)] } : {}) };
    },
    side: [colorBar(scale, 'r', theme, { height: Math.min(theme.height * 0.45, theme.fontSize * 12), ticks: [-1, -0.5, 0, 0.5, 1] })],
  });
}
