// Kinetics and growth model helpers: Michaelis–Menten, the three-parameter logistic growth
// curve (R's SSlogis form and the K, r, N0 form) and the Gompertz curve (R's SSgompertz form),
// each with its gradient and a self-starting estimate from a linearisation of the data.

/** Michaelis–Menten rate v = Vmax·S/(Km + S). */
export function michaelisMenten(s: number, vmax: number, km: number): number {
  return (vmax * s) / (km + s);
}

/** Gradient of Michaelis–Menten with respect to [Vmax, Km]. */
export function michaelisMentenGradient(s: number, vmax: number, km: number): number[] {
  const d = km + s;
  return [s / d, (-vmax * s) / (d * d)];
}

/** Self-starting [Vmax, Km] from the Hanes–Woolf regression S/v = Km/Vmax + S/Vmax. */
export function michaelisMentenStart(s: readonly number[], v: readonly number[]): number[] {
  const pts = s.map((x, i) => [x, v[i] as number] as const).filter(([x, y]) => x > 0 && y !== 0);
  const xs = pts.map(([x]) => x);
  const zs = pts.map(([x, y]) => x / y);
  const line = simpleLine(xs, zs);
  let vmax = line && line.slope > 0 ? 1 / line.slope : Math.max(...v);
  let km = line && line.slope > 0 ? line.intercept * vmax : NaN;
  if (!(km > 0) || !Number.isFinite(vmax)) {
    vmax = Math.max(...v);
    const half = pts.find(([, y]) => y >= vmax / 2);
    km = half ? half[0] : (xs[0] ?? 1);
  }
  return [vmax, km];
}

/** Logistic growth in R's SSlogis form: Asym/(1 + exp((xmid − t)/scal)). */
export function logisticGrowth(t: number, asym: number, xmid: number, scal: number): number {
  return asym / (1 + Math.exp((xmid - t) / scal));
}

/** Gradient of SSlogis with respect to [Asym, xmid, scal]. */
export function logisticGrowthGradient(t: number, asym: number, xmid: number, scal: number): number[] {
  const e = Math.exp((xmid - t) / scal);
  const d = 1 + e;
  const f = asym / d;
  const g = (f * e) / d; // asym·e/(1+e)²
  return [1 / d, -g / scal, (g * (xmid - t)) / (scal * scal)];
}

/**
 * Logistic growth in population form N(t) = K / (1 + ((K − N0)/N0)·e^(−r t)); the same curve as
 * SSlogis with Asym = K, scal = 1/r, xmid = ln((K − N0)/N0)/r.
 */
export function logisticGrowthKrN0(t: number, K: number, r: number, N0: number): number {
  return K / (1 + ((K - N0) / N0) * Math.exp(-r * t));
}

/** Gompertz curve in R's SSgompertz form: Asym·exp(−b2·b3^x). */
export function gompertz(x: number, asym: number, b2: number, b3: number): number {
  return asym * Math.exp(-b2 * Math.pow(b3, x));
}

/** Gradient of SSgompertz with respect to [Asym, b2, b3]. */
export function gompertzGradient(x: number, asym: number, b2: number, b3: number): number[] {
  const p = Math.pow(b3, x);
  const e = Math.exp(-b2 * p);
  return [e, -asym * p * e, x === 0 ? 0 : -asym * b2 * x * Math.pow(b3, x - 1) * e];
}

function simpleLine(xs: readonly number[], ys: readonly number[]): { slope: number; intercept: number } | null {
  const n = xs.length;
  if (n < 2) return null;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  xs.forEach((x, i) => {
    sxy += (x - mx) * ((ys[i] as number) - my);
    sxx += (x - mx) ** 2;
  });
  if (sxx === 0) return null;
  const slope = sxy / sxx;
  return { slope, intercept: my - slope * mx };
}

/**
 * Self-starting SSlogis [Asym, xmid, scal] for a given asymptote guess: regression of
 * ln(y/(Asym − y)) = (t − xmid)/scal over points with 0 < y < Asym.
 */
export function logisticGrowthStart(t: readonly number[], y: readonly number[], asym: number): number[] | null {
  const xs: number[] = [];
  const zs: number[] = [];
  t.forEach((ti, i) => {
    const yi = y[i] as number;
    if (yi > 0 && yi < asym) {
      xs.push(ti);
      zs.push(Math.log(yi / (asym - yi)));
    }
  });
  const line = simpleLine(xs, zs);
  if (!line || line.slope === 0) return null;
  return [asym, -line.intercept / line.slope, 1 / line.slope];
}

/**
 * Self-starting SSgompertz [Asym, b2, b3] for a given asymptote guess: regression of
 * ln(−ln(y/Asym)) = ln b2 + x·ln b3 over points with 0 < y < Asym.
 */
export function gompertzStart(x: readonly number[], y: readonly number[], asym: number): number[] | null {
  const xs: number[] = [];
  const zs: number[] = [];
  x.forEach((xi, i) => {
    const yi = y[i] as number;
    if (yi > 0 && yi < asym) {
      xs.push(xi);
      zs.push(Math.log(-Math.log(yi / asym)));
    }
  });
  const line = simpleLine(xs, zs);
  if (!line) return null;
  return [asym, Math.exp(line.intercept), Math.exp(line.slope)];
}
