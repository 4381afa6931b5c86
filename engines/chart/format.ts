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

/** A true minus sign (U+2212) for a leading hyphen, as typeset figures print it. */
function minus(text: string): string {
  return text.startsWith('-') ? `\u2212${text.slice(1)}` : text;
}

/**
 * A number with fixed decimals and a true minus sign, never "−0.00": a value that rounds to
 * zero prints as zero. Magnitudes of a million and more, and tiny values asked for with more
 * than six decimals, switch to exponent notation so that a label stays short.
 */
export function fixed(value: number, decimals: number): string {
  const abs = Math.abs(value);
  if (abs >= 1e6 || (abs > 0 && abs < 1e-4 && decimals > 6)) return minus(value.toExponential(2));
  // toFixed takes at most 100 decimals; ticks of data near 1e-300 ask for more (and read as 0).
  const places = Math.min(decimals, 100);
  return minus((abs < 0.5 * 10 ** -places ? 0 : value).toFixed(places));
}

/** Labels for the ticks of one axis, all with the same number of decimals. */
export function formatTicks(ticks: number[], log = false): string[] {
  if (log) return ticks.map((t) => fixed(t, Math.max(0, -Math.floor(Math.log10(t)))));
  const step = ticks.length > 1 ? Math.abs((ticks[1] ?? 0) - (ticks[0] ?? 0)) : 1;
  const decimals = Math.max(0, Math.min(10, -Math.floor(Math.log10(step) + 1e-9)));
  return ticks.map((t) => fixed(t, decimals));
}

const SUPERSCRIPT: Readonly<Record<string, string>> = { '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹', '-': '⁻' };

/** An exponent as superscript characters (the figures' font has them): "10⁻⁶", never "10^-6". */
function superscript(exponent: number): string {
  return [...String(exponent)].map((ch) => SUPERSCRIPT[ch] ?? ch).join('');
}

/**
 * A statistic with `digits` significant figures, trailing zeros kept (they state the
 * precision), "× 10ᵏ" beyond a million or below 10⁻⁴; NA and ∞ for the non-finite.
 */
export function sig(value: number, digits = 3): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NA' : value > 0 ? '∞' : '−∞';
  if (value === 0) return '0';
  const abs = Math.abs(value);
  let text: string;
  if (abs >= 1e6 || abs < 1e-4) {
    const [m, e] = value.toExponential(digits - 1).split('e');
    text = `${m ?? ''} × 10${superscript(Number(e))}`;
  } else {
    const decimals = Math.max(0, digits - 1 - Math.floor(Math.log10(abs)));
    text = value.toFixed(Math.min(decimals, 10));
  }
  return text.replace(/-/g, '\u2212');
}

/**
 * A value in about `digits` significant figures with trailing zeros dropped ("2.5", "0.31"),
 * for labels where the value matters more than its precision; exponent notation below 0.001
 * and from 10^5.
 */
export function compact(value: number, digits = 3): string {
  if (!Number.isFinite(value)) return String(value);
  const abs = Math.abs(value);
  const text = abs !== 0 && (abs >= 1e5 || abs < 1e-3) ? value.toExponential(digits - 1) : Number(value.toPrecision(digits)).toString();
  return minus(text);
}

/** A range "lo–hi" (a confidence interval after its estimate: "95% CI 0.61–0.88"). */
export function interval(lo: number, hi: number, format: (v: number) => string): string {
  return `${format(lo)}–${format(hi)}`;
}

/** An estimate with its interval in brackets, as forest plots print it: "0.12 [0.05, 0.19]". */
export function estimateInterval(estimate: number, lo: number, hi: number, format: (v: number) => string): string {
  return `${format(estimate)} [${format(lo)}, ${format(hi)}]`;
}

/** A share (0..1) as a percentage with one decimal: "42.3%". */
export function percent(share: number, decimals = 1): string {
  return `${(share * 100).toFixed(decimals)}%`;
}
