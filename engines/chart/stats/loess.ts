// LOESS smoothing of y on one x as R's loess(y ~ x) fits it by default (Cleveland, Grosse &
// Shyu 1992): span 0.75, local quadratics, tricube weights on the q = ⌊n·span⌋ nearest points,
// gaussian family, and surface = "interpolate": exact local fits at the vertices of a k-d tree
// (cells of at most ⌊n·span·0.2⌋ points), blended between vertices by cubic Hermite
// interpolation of the vertex values and slopes (netlib dloess, ehg124/ehg136/ehg128).

export interface LoessOptions {
  /** Fraction of the points in each local fit (R span, default 0.75). */
  span?: number;
  /** Local polynomial degree 1 or 2 (R degree, default 2). */
  degree?: 1 | 2;
  /** "interpolate" (R's default) or "direct": an exact local fit at every x asked for. */
  surface?: 'interpolate' | 'direct';
}

export interface LoessFit {
  span: number;
  degree: 1 | 2;
  /** The fitted curve at any x within the data's range (NaN outside it, as R predict.loess gives NA). */
  predict: (x: number) => number;
  /** Fitted values at the data's x. */
  fitted: number[];
  /** 1 − RSS/TSS of the fitted values. */
  rSquared: number;
  n: number;
}

const CELL = 0.2;

/** The local polynomial of `degree` fitted at `at` by tricube-weighted least squares: its value and slope there. */
function localFit(xs: readonly number[], ys: readonly number[], at: number, q: number, degree: 1 | 2): [number, number] {
  const n = xs.length;
  const dist = xs.map((x) => Math.abs(x - at));
  const rho = [...dist].sort((a, b) => a - b)[q - 1] as number;
  const p = degree + 1;
  // Normal equations in the centred powers (x − at)^k; small p, so solved directly.
  const A = Array.from({ length: p }, () => new Array<number>(p).fill(0));
  const b = new Array<number>(p).fill(0);
  for (let i = 0; i < n; i++) {
    const d = dist[i] as number;
    if (!(d < rho)) continue;
    const w = (1 - (d / rho) ** 3) ** 3;
    const u = (xs[i] as number) - at;
    const powers = degree === 2 ? [1, u, u * u] : [1, u];
    for (let r = 0; r < p; r++) {
      b[r] = (b[r] as number) + w * (powers[r] as number) * (ys[i] as number);
      for (let c = 0; c < p; c++) (A[r] as number[])[c] = ((A[r] as number[])[c] as number) + w * (powers[r] as number) * (powers[c] as number);
    }
  }
  const coef = solveSymmetric(A, b);
  return [coef[0] as number, coef[1] as number];
}

/** Solves A·x = b for a small symmetric positive semi-definite A (Gaussian elimination, partial pivoting; a singular direction gets 0, as a pseudo-inverse would). */
function solveSymmetric(A: number[][], b: number[]): number[] {
  const p = b.length;
  const M = A.map((row, i) => [...row, b[i] as number]);
  const scale = Math.max(...A.map((row, i) => Math.abs(row[i] as number)), 1e-300);
  for (let c = 0; c < p; c++) {
    let piv = c;
    for (let r = c + 1; r < p; r++) if (Math.abs((M[r] as number[])[c] as number) > Math.abs((M[piv] as number[])[c] as number)) piv = r;
    [M[c], M[piv]] = [M[piv] as number[], M[c] as number[]];
    const lead = (M[c] as number[])[c] as number;
    if (Math.abs(lead) <= 1e-12 * scale) {
      (M[c] as number[]).fill(0);
      continue;
    }
    for (let r = 0; r < p; r++) {
      if (r === c) continue;
      const f = ((M[r] as number[])[c] as number) / lead;
      for (let k = c; k <= p; k++) (M[r] as number[])[k] = ((M[r] as number[])[k] as number) - f * ((M[c] as number[])[k] as number);
    }
  }
  return M.map((row, i) => {
    const lead = row[i] as number;
    return lead === 0 ? 0 : (row[p] as number) / lead;
  });
}

/** Cell boundaries of dloess's k-d tree in one dimension: the bounding box, split at the median x until each cell holds at most fc points. */
function kdVertices(sorted: readonly number[], fc: number): number[] {
  const lo = sorted[0] as number;
  const hi = sorted[sorted.length - 1] as number;
  const margin = 0.005 * Math.max(hi - lo, 1e-10 * Math.max(Math.abs(lo), Math.abs(hi)) + 1e-30);
  const vertices = new Set<number>([lo - margin, hi + margin]);
  const split = (l: number, u: number, vLo: number, vHi: number): void => {
    if (u - l + 1 <= fc) return;
    let m = Math.floor((l + u) / 2);
    // Ties stay in one cell: move the split to the nearest place where the value changes.
    let offset = 0;
    for (;;) {
      if (m + offset >= u || m + offset < l) break;
      if (sorted[m + offset] === sorted[m + offset + 1]) {
        offset = -offset;
        if (offset >= 0) offset++;
      } else {
        m += offset;
        break;
      }
    }
    const v = sorted[m] as number;
    if (v === vLo || v === vHi) return;
    vertices.add(v);
    split(l, m, vLo, v);
    split(m + 1, u, v, vHi);
  };
  split(0, sorted.length - 1, lo - margin, hi + margin);
  return [...vertices].sort((a, b) => a - b);
}

/** LOESS of y on x (R loess(y ~ x, span = 0.75, degree = 2) with its defaults). */
export function loess(x: readonly number[], y: readonly number[], options: LoessOptions = {}): LoessFit {
  const span = options.span ?? 0.75;
  const degree = options.degree ?? 2;
  const xs: number[] = [];
  const ys: number[] = [];
  x.forEach((xi, i) => {
    const yi = y[i] as number;
    if (Number.isFinite(xi) && Number.isFinite(yi)) {
      xs.push(xi);
      ys.push(yi);
    }
  });
  const n = xs.length;
  const q = Math.floor(n * span);
  if (q < degree + 1) throw new RangeError(`loess: span ${span} of ${n} points leaves fewer points than a degree-${degree} local fit needs`);
  if (new Set(xs).size <= degree) throw new RangeError(`loess: a degree-${degree} fit needs more than ${degree} distinct x values`);
  const lo = Math.min(...xs);
  const hi = Math.max(...xs);
  let predict: (v: number) => number;
  if (options.surface === 'direct') {
    predict = (v) => (v >= lo && v <= hi ? localFit(xs, ys, v, q, degree)[0] : NaN);
  } else {
    const vertices = kdVertices(
      [...xs].sort((a, b) => a - b),
      Math.floor(n * span * CELL),
    );
    const fits = vertices.map((v) => localFit(xs, ys, v, q, degree));
    predict = (v) => {
      if (!(v >= lo && v <= hi)) return NaN;
      let k = 0;
      while (k < vertices.length - 2 && v > (vertices[k + 1] as number)) k++;
      const v0 = vertices[k] as number;
      const v1 = vertices[k + 1] as number;
      const [g0, s0] = fits[k] as [number, number];
      const [g1, s1] = fits[k + 1] as [number, number];
      const width = v1 - v0;
      const h = (v - v0) / width;
      const phi0 = (1 - h) ** 2 * (1 + 2 * h);
      const phi1 = h * h * (3 - 2 * h);
      const psi0 = h * (1 - h) ** 2;
      const psi1 = -h * h * (1 - h);
      return phi0 * g0 + phi1 * g1 + (psi0 * s0 + psi1 * s1) * width;
    };
  }
  const fitted = xs.map(predict);
  const my = ys.reduce((a, b) => a + b, 0) / n;
  const tss = ys.reduce((s, v) => s + (v - my) ** 2, 0);
  const rss = ys.reduce((s, v, i) => s + (v - (fitted[i] as number)) ** 2, 0);
  return { span, degree, predict, fitted, rSquared: 1 - rss / tss, n };
}
