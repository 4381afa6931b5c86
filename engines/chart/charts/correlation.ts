// Correlation matrices: Pearson's r, Spearman's rho or Kendall's tau-b as the request names it
// (R cor.test per pair, pairwise-complete rows) between the numeric columns named in the
// request, or all of them; RdBu from −1 (red) to +1 (blue), as
// corrplot colours them, with the coefficients printed in the cells when they fit.
import { column } from '../columns/find.ts';
import { numbersOf } from '../columns/values.ts';
import { fixed } from '../format.ts';
import { colorBar } from '../legends/colorBar.ts';
import { type ColorScale, colorOf } from '../plot/color.ts';
import { matrixFrame } from '../plot/matrixFrame.ts';
import type { Scene } from '../render/scene.ts';
import { ChartError } from '../errors.ts';
import { correlationMatrix } from '../stats/correlation.ts';
import { requireMethods } from '../spec.ts';
import { COEFFICIENT } from '../transforms/methodLabels.ts';
import type { ChartInput } from './types.ts';

export function correlation({ table, spec, theme }: ChartInput): Scene {
  const named = [spec.x, ...spec.y, ...spec.mentioned].filter((n): n is string => Boolean(n)).map((n) => column(table, n)).filter((c) => c.type === 'number');
  const unique = [...new Map(named.map((c) => [c.name, c])).values()];
  const columns = unique.length >= 2 ? unique : table.columns.filter((c) => c.type === 'number');
  if (columns.length < 2) throw new ChartError('COLUMNS_MISSING', 'A correlation matrix needs at least two numeric columns.');
  const method = requireMethods(spec).correlation ?? 'pearson';
  const cm = correlationMatrix(columns.map((c) => ({ name: c.name, values: numbersOf(c) })), method);
  const { name, symbol } = COEFFICIENT[method];
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
    subtitle: n === maxN ? `${name} ${symbol}, n = ${n}` : `${name} ${symbol}, pairwise complete n = ${n}\u2013${maxN}`,
    cell: (i, j) => {
      const r = cm.r[i]?.[j] ?? NaN;
      if (!Number.isFinite(r)) return { fill: '#DDDDDD' };
      return { fill: colorOf(scale, r), ...(k <= 10 ? { text: [fixed(r, 2)] } : {}) };
    },
    side: [colorBar(scale, symbol, theme, { height: Math.min(theme.height * 0.45, theme.fontSize * 12), ticks: [-1, -0.5, 0, 0.5, 1] })],
  });
}
