// How numbers are printed on a figure. One place, so that a p-value reads the same on every
// chart type.

/** The threshold readers compare a p-value with; a printed value never lands on its other side. */
const ALPHA = 0.05;

/**
 * A p-value as journals print it: "p < 0.001" below 0.001; three decimals below 0.1 and two
 * above; more digits when rounding would put the value on the other side of 0.05 or on it
 * (0.0496 is "p = 0.0496", never "p = 0.050"). `symbol` names the statistic (p, q, p_adj).
 */
export function formatP(p: number, symbol = 'p'): string {
  if (!Number.isFinite(p)) return `${symbol} = NA`;
  if (p < 0.001) return `${symbol} < 0.001`;
  let decimals = p < 0.1 ? 3 : 2;
  while (decimals < 6 && crossesAlpha(p, decimals)) decimals += 1;
  return `${symbol} = ${p.toFixed(decimals)}`;
}

function crossesAlpha(p: number, decimals: number): boolean {
  const shown = Number(p.toFixed(decimals));
  return shown === ALPHA ? p !== ALPHA : p < ALPHA !== shown < ALPHA;
}
