// Dose–response helpers: the four-parameter logistic (4PL) model in log10-dose form with its
// gradient, inverse (interpolation of unknowns from a standard curve), effective doses ED_p,
// and a self-starting estimate of the parameters from the data.

/**
 * 4PL parameters in GraphPad Prism's log-dose form:
 * y = bottom + (top − bottom) / (1 + 10^((logEC50 − log10(dose))·hillSlope)).
 * hillSlope > 0: response rises with dose; < 0: falls. drc's LL.4 (b, c, d, e) maps to
 * hillSlope = −b, bottom = c, top = d, logEC50 = log10(e).
 */
export interface FourPLParams {
  bottom: number;
  top: number;
  /** log10 of the dose giving the response halfway between bottom and top. */
  logEC50: number;
  hillSlope: number;
}

/** 4PL response at log10(dose) x; x = −Infinity (dose 0) gives the zero-dose plateau. */
export function fourPLLogDose(x: number, p: FourPLParams): number {
  const z = (p.logEC50 - x) * p.hillSlope * Math.LN10;
  // s = 1/(1 + e^z), computed stably for large |z|.
  const s = z > 0 ? Math.exp(-z) / (1 + Math.exp(-z)) : 1 / (1 + Math.exp(z));
  return p.bottom + (p.top - p.bottom) * s;
}

/** 4PL response at a dose on the linear scale (dose ≥ 0). */
export function fourPL(dose: number, p: FourPLParams): number {
  return fourPLLogDose(Math.log10(dose), p);
}

/** Gradient of the 4PL response at log10-dose x with respect to [bottom, top, logEC50, hillSlope]. */
export function fourPLGradient(x: number, p: FourPLParams): number[] {
  if (x === -Infinity || x === Infinity) {
    // Plateaus: the response equals bottom or top; the other derivatives vanish.
    const atTop = (x === -Infinity) === (p.hillSlope > 0) ? 0 : 1;
    return [1 - atTop, atTop, 0, 0];
  }
  const z = (p.logEC50 - x) * p.hillSlope * Math.LN10;
  const s = z > 0 ? Math.exp(-z) / (1 + Math.exp(-z)) : 1 / (1 + Math.exp(z));
  const ds = -(p.top - p.bottom) * s * (1 - s) * Math.LN10;
  return [1 - s, s, ds * p.hillSlope, ds * (p.logEC50 - x)];
}

/** Packs 4PL parameters as the vector [bottom, top, logEC50, hillSlope]. */
export function fourPLVector(p: FourPLParams): number[] {
  return [p.bottom, p.top, p.logEC50, p.hillSlope];
}

/** Unpacks [bottom, top, logEC50, hillSlope]. */
export function fourPLFromVector(v: readonly number[]): FourPLParams {
  return { bottom: v[0] as number, top: v[1] as number, logEC50: v[2] as number, hillSlope: v[3] as number };
}

/**
 * Dose whose 4PL response equals `response` (standard-curve interpolation of an unknown):
 * log10 dose = logEC50 − log10((top − bottom)/(response − bottom) − 1)/hillSlope.
 * NaN when the response is not strictly between the plateaus.
 */
export function inverseFourPL(response: number, p: FourPLParams): number {
  const lo = Math.min(p.bottom, p.top);
  const hi = Math.max(p.bottom, p.top);
  if (!(response > lo && response < hi)) return NaN;
  const ratio = (p.top - p.bottom) / (response - p.bottom) - 1;
  return Math.pow(10, p.logEC50 - Math.log10(ratio) / p.hillSlope);
}

/**
 * Effective dose ED_p: the dose at which the response has moved p % of the way from the
 * zero-dose plateau toward the high-dose plateau, EC50·(p/(100 − p))^(1/|hillSlope|)
 * (drc's ED(type = "relative") for LL.4; GraphPad's ECanything for rising curves).
 */
export function effectiveDose(p: FourPLParams, percent: number): number {
  if (!(percent > 0 && percent < 100)) return NaN;
  return Math.pow(10, p.logEC50) * Math.pow(percent / (100 - percent), 1 / Math.abs(p.hillSlope));
}

/** Gradient of effectiveDose with respect to [bottom, top, logEC50, hillSlope] (for delta-method SEs). */
export function effectiveDoseGradient(p: FourPLParams, percent: number): number[] {
  const ed = effectiveDose(p, percent);
  const k = Math.log(percent / (100 - percent));
  const h = p.hillSlope;
  return [0, 0, ed * Math.LN10, (ed * k * -Math.sign(h)) / (h * h)];
}

/**
 * Self-starting 4PL values (as drc's LL.4 self-starter): plateaus just outside the response
 * range, then logEC50 and hillSlope from the linear regression of
 * log10((top − y)/(y − bottom)) on log10(dose) over positive doses.
 */
export function fourPLStart(dose: readonly number[], response: readonly number[]): FourPLParams {
  const ymin = Math.min(...response);
  const ymax = Math.max(...response);
  const pad = 0.05 * (ymax - ymin || Math.abs(ymax) || 1);
  const xs: number[] = [];
  const zs: number[] = [];
  dose.forEach((d, i) => {
    if (!(d > 0)) return;
    xs.push(Math.log10(d));
    const y = response[i] as number;
    zs.push(Math.log10((ymax + pad - y) / (y - (ymin - pad))));
  });
  // Decide orientation from the correlation of response with log dose.
  const n = xs.length;
  if (n < 2) return { bottom: ymin, top: ymax, logEC50: n === 1 ? (xs[0] as number) : 0, hillSlope: 1 };
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const mz = zs.reduce((a, b) => a + b, 0) / n;
  let sxz = 0;
  let sxx = 0;
  xs.forEach((x, i) => {
    sxz += (x - mx) * ((zs[i] as number) - mz);
    sxx += (x - mx) ** 2;
  });
  if (sxx === 0) return { bottom: ymin, top: ymax, logEC50: mx, hillSlope: 1 };
  // z = (logEC50 − x)·H  ⇒ slope = −H, intercept = logEC50·H.
  const slope = sxz / sxx;
  let hill = -slope;
  if (hill === 0 || !Number.isFinite(hill)) hill = 1;
  const intercept = mz - slope * mx;
  const logEC50 = intercept / hill;
  return { bottom: ymin - pad, top: ymax + pad, logEC50: Number.isFinite(logEC50) ? logEC50 : mx, hillSlope: hill };
}
