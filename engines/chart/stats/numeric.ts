// Shared numeric helpers for the chart statistics library: special functions (log-gamma,
// regularized incomplete gamma and beta), the normal, Student t, chi-square and F
// distributions (CDF, upper tail, quantile), small dense linear algebra (inverse, solve,
// Householder QR least squares) and average ranks. Plain deterministic functions on numbers.

const LANCZOS_G = 7;
const LANCZOS_COEF = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];
const EPS = 2.220446049250313e-16;
const TINY = 1e-300;

/** ln Γ(x) for x > 0: Lanczos approximation (g = 7, n = 9), reflection below 0.5; ~15 digits. */
export function logGamma(x: number): number {
  if (Number.isNaN(x)) return NaN;
  if (x <= 0 && Number.isInteger(x)) return Infinity;
  if (x < 0.5) {
    // Reflection: Γ(x)Γ(1−x) = π / sin(πx)
    return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
  }
  const z = x - 1;
  let a = LANCZOS_COEF[0] as number;
  const t = z + LANCZOS_G + 0.5;
  for (let i = 1; i < LANCZOS_G + 2; i++) a += (LANCZOS_COEF[i] as number) / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

/** ln B(a, b) = ln Γ(a) + ln Γ(b) − ln Γ(a + b). */
export function logBeta(a: number, b: number): number {
  return logGamma(a) + logGamma(b) - logGamma(a + b);
}

// Series for P(a, x), valid for x < a + 1 (Numerical Recipes §6.2 gser).
function gammaSeries(a: number, x: number): number {
  let sum = 1 / a;
  let del = sum;
  let ap = a;
  for (let n = 0; n < 100000; n++) {
    ap += 1;
    del *= x / ap;
    sum += del;
    if (Math.abs(del) < Math.abs(sum) * EPS) break;
  }
  return sum * Math.exp(-x + a * Math.log(x) - logGamma(a));
}

// Continued fraction for Q(a, x), valid for x ≥ a + 1 (Numerical Recipes §6.2 gcf, modified Lentz).
function gammaContinuedFraction(a: number, x: number): number {
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 100000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < EPS) break;
  }
  return Math.exp(-x + a * Math.log(x) - logGamma(a)) * h;
}

/** Regularized lower incomplete gamma P(a, x) = γ(a, x)/Γ(a) (series / continued fraction, NR §6.2). */
export function regularizedGammaP(a: number, x: number): number {
  if (Number.isNaN(a) || Number.isNaN(x) || a <= 0) return NaN;
  if (x <= 0) return 0;
  if (x === Infinity) return 1;
  return x < a + 1 ? gammaSeries(a, x) : 1 - gammaContinuedFraction(a, x);
}

/** Regularized upper incomplete gamma Q(a, x) = 1 − P(a, x), computed directly in the upper tail. */
export function regularizedGammaQ(a: number, x: number): number {
  if (Number.isNaN(a) || Number.isNaN(x) || a <= 0) return NaN;
  if (x <= 0) return 1;
  if (x === Infinity) return 0;
  return x < a + 1 ? 1 - gammaSeries(a, x) : gammaContinuedFraction(a, x);
}

// Continued fraction for I_x(a, b) (Numerical Recipes §6.4 betacf, modified Lentz).
function betaContinuedFraction(x: number, a: number, b: number): number {
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  let c = 1;
  let d = 1 - (qab * x) / qap;
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m < 1000000; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < EPS) break;
  }
  return h;
}

/** Regularized incomplete beta I_x(a, b) (continued fraction with symmetry switch, NR §6.4). */
export function regularizedBeta(x: number, a: number, b: number): number {
  if (Number.isNaN(x) || Number.isNaN(a) || Number.isNaN(b) || a <= 0 || b <= 0) return NaN;
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const logFront = a * Math.log(x) + b * Math.log1p(-x) - logBeta(a, b);
  if (x < (a + 1) / (a + b + 2)) return (Math.exp(logFront) * betaContinuedFraction(x, a, b)) / a;
  return 1 - (Math.exp(logFront) * betaContinuedFraction(1 - x, b, a)) / b;
}

// I_x(a, b) and 1 − I_x(a, b) each computed on its accurate side (no cancellation in small tails).
function betaTails(x: number, a: number, b: number): { lower: number; upper: number } {
  if (x <= 0) return { lower: 0, upper: 1 };
  if (x >= 1) return { lower: 1, upper: 0 };
  const logFront = a * Math.log(x) + b * Math.log1p(-x) - logBeta(a, b);
  if (x < (a + 1) / (a + b + 2)) {
    const lower = (Math.exp(logFront) * betaContinuedFraction(x, a, b)) / a;
    return { lower, upper: 1 - lower };
  }
  const upper = (Math.exp(logFront) * betaContinuedFraction(1 - x, b, a)) / b;
  return { lower: 1 - upper, upper };
}

/** Standard normal CDF Φ(x), via Φ(x) = ½·Q(½, x²/2) in the lower tail (accurate far into the tails). */
export function normalCdf(x: number): number {
  if (Number.isNaN(x)) return NaN;
  if (x === 0) return 0.5;
  const tail = 0.5 * regularizedGammaQ(0.5, (x * x) / 2);
  return x < 0 ? tail : 1 - tail;
}

/** Standard normal upper tail 1 − Φ(x), computed without cancellation. */
export function normalSf(x: number): number {
  return normalCdf(-x);
}

/** Standard normal density φ(x). */
export function normalPdf(x: number): number {
  return Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);
}

/** Standard normal quantile Φ⁻¹(p): Wichura (1988) algorithm AS 241 (PPND16), ~16 digits (as R's qnorm). */
export function normalQuantile(p: number): number {
  if (Number.isNaN(p) || p < 0 || p > 1) return NaN;
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  const q = p - 0.5;
  if (Math.abs(q) <= 0.425) {
    const r = 0.180625 - q * q;
    return (
      (q *
        (((((((r * 2509.0809287301227 + 33430.57558358813) * r + 67265.7709270087) * r +
          45921.95393154987) *
          r +
          13731.69376550946) *
          r +
          1971.5909503065513) *
          r +
          133.14166789178438) *
          r +
          3.3871328727963665)) /
      (((((((r * 5226.495278852546 + 28729.085735721943) * r + 39307.89580009271) * r +
        21213.794301586597) *
        r +
        5394.196021424751) *
        r +
        687.1870074920579) *
        r +
        42.31333070160091) *
        r +
        1)
    );
  }
  let r = q < 0 ? p : 1 - p;
  r = Math.sqrt(-Math.log(r));
  let val: number;
  if (r <= 5) {
    r -= 1.6;
    val =
      (((((((r * 0.0007745450142783414 + 0.022723844989269184) * r + 0.2417807251774506) * r +
        1.2704582524523684) *
        r +
        3.6478483247632045) *
        r +
        5.769497221460691) *
        r +
        4.630337846156546) *
        r +
        1.4234371107496835) /
      (((((((r * 1.0507500716444169e-09 + 0.0005475938084995345) * r + 0.015198666563616457) * r +
        0.14810397642748008) *
        r +
        0.6897673349851) *
        r +
        1.6763848301838038) *
        r +
        2.053191626637759) *
        r +
        1);
  } else {
    r -= 5;
    val =
      (((((((r * 2.0103343992922881e-07 + 2.7115555687434876e-05) * r + 0.0012426609473880784) * r +
        0.026532189526576124) *
        r +
        0.29656057182850487) *
        r +
        1.7848265399172913) *
        r +
        5.463784911164114) *
        r +
        6.657904643501103) /
      (((((((r * 2.0442631033899397e-15 + 1.421511758316446e-07) * r + 1.8463183175100548e-05) * r +
        0.0007868691311456133) *
        r +
        0.014875361290850615) *
        r +
        0.1369298809227358) *
        r +
        0.599832206555888) *
        r +
        1);
  }
  return q < 0 ? -val : val;
}

/** Student t CDF P(T ≤ t) with df > 0 degrees of freedom (via I_{df/(df+t²)}(df/2, ½)). */
export function tCdf(t: number, df: number): number {
  if (Number.isNaN(t) || Number.isNaN(df) || df <= 0) return NaN;
  if (df === Infinity) return normalCdf(t);
  if (t === Infinity) return 1;
  if (t === -Infinity) return 0;
  const tail = 0.5 * regularizedBeta(df / (df + t * t), df / 2, 0.5);
  return t < 0 ? tail : 1 - tail;
}

/** Student t upper tail P(T > t), computed without cancellation. */
export function tSf(t: number, df: number): number {
  return tCdf(-t, df);
}

/** Student t density. */
export function tPdf(t: number, df: number): number {
  if (df === Infinity) return normalPdf(t);
  return Math.exp(
    logGamma((df + 1) / 2) - logGamma(df / 2) - 0.5 * Math.log(df * Math.PI) - ((df + 1) / 2) * Math.log1p((t * t) / df),
  );
}

// Solves tail(x) = target for x ≥ 0 where tail is decreasing from tail(0) ≥ target to 0:
// bracket by doubling, then Newton steps on log(tail) safeguarded by bisection (relative 1e-15).
function invertDecreasingTail(tail: (x: number) => number, density: (x: number) => number, target: number, start: number): number {
  let lo = 0;
  let hi = Math.max(start, 1e-8);
  while (tail(hi) > target) {
    lo = hi;
    hi *= 2;
    if (hi > 1e300) return Infinity;
  }
  let x = Math.min(Math.max(start, lo), hi);
  if (!(x > lo && x < hi)) x = lo > 0 ? Math.sqrt(lo * hi) : hi / 2;
  for (let i = 0; i < 400; i++) {
    const f = tail(x);
    if (f === target) return x;
    if (f > target) lo = x;
    else hi = x;
    const dens = density(x);
    let next = NaN;
    if (f > 0 && dens > 0) next = x + (Math.log(f) - Math.log(target)) * (f / dens);
    if (!(next > lo && next < hi)) next = lo > 0 && hi / lo > 4 ? Math.sqrt(lo * hi) : (lo + hi) / 2;
    if (Math.abs(next - x) <= 1e-15 * Math.abs(next) || hi - lo <= 1e-15 * hi) return next;
    x = next;
  }
  return x;
}

/** Student t quantile: the t with P(T ≤ t) = p (bracketed Newton on the exact tail probability). */
export function tQuantile(p: number, df: number): number {
  if (Number.isNaN(p) || Number.isNaN(df) || p < 0 || p > 1 || df <= 0) return NaN;
  if (df === Infinity) return normalQuantile(p);
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  if (p === 0.5) return 0;
  const q = Math.min(p, 1 - p);
  let x: number;
  if (df === 1) x = Math.tan(Math.PI * (0.5 - q));
  else if (df === 2) x = Math.sqrt(2 / (4 * q * (1 - q)) - 2);
  else {
    // Cornish–Fisher start, refined to full precision.
    const z = -normalQuantile(q);
    const start = z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df * df);
    x = invertDecreasingTail(
      (v) => tSf(v, df),
      (v) => tPdf(v, df),
      q,
      start,
    );
  }
  return p < 0.5 ? -x : x;
}

/** Chi-square CDF P(X ≤ x) with df degrees of freedom (regularized lower gamma P(df/2, x/2)). */
export function chiSquareCdf(x: number, df: number): number {
  if (Number.isNaN(x) || Number.isNaN(df) || df <= 0) return NaN;
  return x <= 0 ? 0 : regularizedGammaP(df / 2, x / 2);
}

/** Chi-square upper tail P(X > x) = Q(df/2, x/2), computed directly (p-values). */
export function chiSquareSf(x: number, df: number): number {
  if (Number.isNaN(x) || Number.isNaN(df) || df <= 0) return NaN;
  return x <= 0 ? 1 : regularizedGammaQ(df / 2, x / 2);
}

function chiSquarePdf(x: number, df: number): number {
  if (x <= 0) return 0;
  const k = df / 2;
  return Math.exp((k - 1) * Math.log(x) - x / 2 - k * Math.LN2 - logGamma(k));
}

/** Chi-square quantile: the x with P(X ≤ x) = p (bracketed Newton on the upper tail). */
export function chiSquareQuantile(p: number, df: number): number {
  if (Number.isNaN(p) || Number.isNaN(df) || p < 0 || p > 1 || df <= 0) return NaN;
  if (p === 0) return 0;
  if (p === 1) return Infinity;
  // Wilson–Hilferty start.
  const z = normalQuantile(p);
  const h = 2 / (9 * df);
  const start = Math.max(df * Math.pow(1 - h + z * Math.sqrt(h), 3), 1e-3);
  if (p < 0.5) {
    // Lower tail: solve P(x) = p as a decreasing tail in 1/x is awkward; bisect/Newton on the CDF.
    let lo = 0;
    let hi = Math.max(start, 1e-8);
    while (chiSquareCdf(hi, df) < p) hi *= 2;
    let x = Math.min(start, hi);
    for (let i = 0; i < 400; i++) {
      const f = chiSquareCdf(x, df);
      if (f < p) lo = x;
      else hi = x;
      const dens = chiSquarePdf(x, df);
      let next = dens > 0 && f > 0 ? x - (Math.log(f) - Math.log(p)) * (f / dens) : NaN;
      if (!(next > lo && next < hi)) next = (lo + hi) / 2;
      if (Math.abs(next - x) <= 1e-15 * Math.abs(next) || hi - lo <= 1e-15 * hi) return next;
      x = next;
    }
    return x;
  }
  return invertDecreasingTail(
    (v) => chiSquareSf(v, df),
    (v) => chiSquarePdf(v, df),
    1 - p,
    start,
  );
}

/** F distribution CDF P(X ≤ x) with (d1, d2) degrees of freedom (I_{d1x/(d1x+d2)}(d1/2, d2/2)). */
export function fCdf(x: number, d1: number, d2: number): number {
  if (Number.isNaN(x) || d1 <= 0 || d2 <= 0) return NaN;
  if (x <= 0) return 0;
  if (x === Infinity) return 1;
  return betaTails((d1 * x) / (d1 * x + d2), d1 / 2, d2 / 2).lower;
}

/** F distribution upper tail P(X > x), computed without cancellation (ANOVA / regression p-values). */
export function fSf(x: number, d1: number, d2: number): number {
  if (Number.isNaN(x) || d1 <= 0 || d2 <= 0) return NaN;
  if (x <= 0) return 1;
  if (x === Infinity) return 0;
  return betaTails(d2 / (d2 + d1 * x), d2 / 2, d1 / 2).lower;
}

function fPdf(x: number, d1: number, d2: number): number {
  if (x <= 0) return 0;
  return Math.exp(
    0.5 * d1 * Math.log(d1) +
      0.5 * d2 * Math.log(d2) +
      (0.5 * d1 - 1) * Math.log(x) -
      0.5 * (d1 + d2) * Math.log(d2 + d1 * x) -
      logBeta(d1 / 2, d2 / 2),
  );
}

/** F distribution quantile: the x with P(X ≤ x) = p (bracketed Newton / bisection). */
export function fQuantile(p: number, d1: number, d2: number): number {
  if (Number.isNaN(p) || p < 0 || p > 1 || d1 <= 0 || d2 <= 0) return NaN;
  if (p === 0) return 0;
  if (p === 1) return Infinity;
  let lo = 0;
  let hi = 1;
  while (fCdf(hi, d1, d2) < p) {
    lo = hi;
    hi *= 2;
  }
  let x = (lo + hi) / 2;
  for (let i = 0; i < 400; i++) {
    const f = fCdf(x, d1, d2);
    if (f < p) lo = x;
    else hi = x;
    const dens = fPdf(x, d1, d2);
    let next = dens > 0 ? x - (f - p) / dens : NaN;
    if (!(next > lo && next < hi)) next = (lo + hi) / 2;
    if (Math.abs(next - x) <= 1e-15 * Math.abs(next) || hi - lo <= 1e-15 * hi) return next;
    x = next;
  }
  return x;
}

/** Inverse of a small square matrix: Gauss–Jordan elimination with partial pivoting; throws if singular. */
export function invertMatrix(m: readonly (readonly number[])[]): number[][] {
  const n = m.length;
  const a = m.map((row, i) => {
    if (row.length !== n) throw new Error('invertMatrix: matrix must be square');
    const ext = new Array<number>(2 * n).fill(0);
    for (let j = 0; j < n; j++) ext[j] = row[j] as number;
    ext[n + i] = 1;
    return ext;
  });
  let scale = 0;
  for (const row of m) for (const v of row) scale = Math.max(scale, Math.abs(v));
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) {
      if (Math.abs((a[r] as number[])[col] as number) > Math.abs((a[pivot] as number[])[col] as number)) pivot = r;
    }
    const pivotRow = a[pivot] as number[];
    const pv = pivotRow[col] as number;
    if (!(Math.abs(pv) > 1e-14 * scale)) throw new Error('invertMatrix: matrix is singular');
    a[pivot] = a[col] as number[];
    a[col] = pivotRow;
    for (let j = 0; j < 2 * n; j++) pivotRow[j] = (pivotRow[j] as number) / pv;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const row = a[r] as number[];
      const f = row[col] as number;
      if (f === 0) continue;
      for (let j = 0; j < 2 * n; j++) row[j] = (row[j] as number) - f * (pivotRow[j] as number);
    }
  }
  return a.map((row) => row.slice(n));
}

/** Solves A x = b for a small square A (Gaussian elimination with partial pivoting). */
export function solveLinear(A: readonly (readonly number[])[], b: readonly number[]): number[] {
  const inv = invertMatrix(A);
  return inv.map((row) => row.reduce((s, v, j) => s + v * (b[j] as number), 0));
}

/** Matrix product A·B of dense row-major matrices. */
export function matMul(A: readonly (readonly number[])[], B: readonly (readonly number[])[]): number[][] {
  const p = (B[0] ?? []).length;
  return A.map((row) => {
    const out = new Array<number>(p).fill(0);
    row.forEach((aik, k) => {
      const bk = B[k] as readonly number[];
      for (let j = 0; j < p; j++) out[j] = (out[j] as number) + aik * (bk[j] as number);
    });
    return out;
  });
}

/** Transpose of a dense row-major matrix. */
export function transpose(A: readonly (readonly number[])[]): number[][] {
  const rows = A.length;
  const cols = (A[0] ?? []).length;
  const out: number[][] = [];
  for (let j = 0; j < cols; j++) {
    const r = new Array<number>(rows);
    for (let i = 0; i < rows; i++) r[i] = (A[i] as readonly number[])[j] as number;
    out.push(r);
  }
  return out;
}

export interface QrLeastSquares {
  /** Least-squares coefficients β minimising ‖y − Xβ‖². */
  coefficients: number[];
  /** (XᵀX)⁻¹ = R⁻¹R⁻ᵀ, the unscaled covariance of β. */
  unscaledCovariance: number[][];
  residuals: number[];
  /** Residual sum of squares. */
  rss: number;
}

/** Least squares y ~ X by Householder QR (as R's lm / nls use QR), with (XᵀX)⁻¹ from R⁻¹; throws if X is rank-deficient. */
export function qrLeastSquares(X: readonly (readonly number[])[], y: readonly number[]): QrLeastSquares {
  const n = X.length;
  const p = (X[0] ?? []).length;
  if (n < p) throw new Error('qrLeastSquares: fewer rows than columns');
  // Column-major working copy.
  const A: number[][] = [];
  for (let j = 0; j < p; j++) A.push(X.map((row) => row[j] as number));
  const qty = y.slice();
  const colNorms = A.map((c) => Math.hypot(...c));
  for (let k = 0; k < p; k++) {
    const col = A[k] as number[];
    let norm = 0;
    for (let i = k; i < n; i++) norm = Math.hypot(norm, col[i] as number);
    if (!(norm > 1e-10 * ((colNorms[k] as number) || 1))) throw new Error('qrLeastSquares: design matrix is rank-deficient');
    const alpha = (col[k] as number) > 0 ? -norm : norm;
    const v = new Array<number>(n).fill(0);
    for (let i = k; i < n; i++) v[i] = col[i] as number;
    v[k] = (v[k] as number) - alpha;
    let vnorm2 = 0;
    for (let i = k; i < n; i++) vnorm2 += (v[i] as number) ** 2;
    const reflect = (c: number[]) => {
      let dot = 0;
      for (let i = k; i < n; i++) dot += (v[i] as number) * (c[i] as number);
      const f = (2 * dot) / vnorm2;
      for (let i = k; i < n; i++) c[i] = (c[i] as number) - f * (v[i] as number);
    };
    for (let j = k; j < p; j++) reflect(A[j] as number[]);
    reflect(qty);
  }
  // R is upper triangular: R[i][j] = A[j][i] for i ≤ j.
  const R = (i: number, j: number) => (A[j] as number[])[i] as number;
  const beta = new Array<number>(p).fill(0);
  for (let i = p - 1; i >= 0; i--) {
    let s = qty[i] as number;
    for (let j = i + 1; j < p; j++) s -= R(i, j) * (beta[j] as number);
    beta[i] = s / R(i, i);
  }
  // R⁻¹ by back substitution, then (XᵀX)⁻¹ = R⁻¹ R⁻ᵀ.
  const Rinv: number[][] = Array.from({ length: p }, () => new Array<number>(p).fill(0));
  for (let j = 0; j < p; j++) {
    (Rinv[j] as number[])[j] = 1 / R(j, j);
    for (let i = j - 1; i >= 0; i--) {
      let s = 0;
      for (let k = i + 1; k <= j; k++) s += R(i, k) * ((Rinv[k] as number[])[j] as number);
      (Rinv[i] as number[])[j] = -s / R(i, i);
    }
  }
  const cov: number[][] = Array.from({ length: p }, () => new Array<number>(p).fill(0));
  for (let i = 0; i < p; i++) {
    for (let j = 0; j < p; j++) {
      let s = 0;
      for (let k = Math.max(i, j); k < p; k++) s += ((Rinv[i] as number[])[k] as number) * ((Rinv[j] as number[])[k] as number);
      (cov[i] as number[])[j] = s;
    }
  }
  const residuals = y.map((yi, i) => {
    const row = X[i] as readonly number[];
    let f = 0;
    for (let j = 0; j < p; j++) f += (row[j] as number) * (beta[j] as number);
    return yi - f;
  });
  const rss = residuals.reduce((s, r) => s + r * r, 0);
  return { coefficients: beta, unscaledCovariance: cov, residuals, rss };
}

/** Ranks 1..n with ties given the average of the ranks they span (R's rank(ties.method = "average")). */
export function averageRanks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const ranks = new Array<number>(values.length).fill(0);
  let i = 0;
  while (i < order.length) {
    let j = i;
    while (j + 1 < order.length && (order[j + 1] as readonly [number, number])[0] === (order[i] as readonly [number, number])[0]) j++;
    const avg = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) ranks[(order[k] as readonly [number, number])[1]] = avg;
    i = j + 1;
  }
  return ranks;
}

/** The i-th element of an array the caller has bounds-checked (indexed access types as T | undefined). */
export function at(arr: readonly number[], i: number): number {
  return arr[i] as number;
}

/** Gauss–Legendre nodes and weights on [−1, 1] (Newton on the Legendre polynomial's roots). */
function gaussLegendre(n: number): { nodes: number[]; weights: number[] } {
  const nodes: number[] = [];
  const weights: number[] = [];
  for (let i = 1; i <= n; i++) {
    let x = Math.cos((Math.PI * (i - 0.25)) / (n + 0.5));
    let dp = 0;
    for (let iter = 0; iter < 100; iter++) {
      let p0 = 1;
      let p1 = x;
      for (let k = 2; k <= n; k++) [p0, p1] = [p1, ((2 * k - 1) * x * p1 - (k - 1) * p0) / k];
      dp = (n * (x * p1 - p0)) / (x * x - 1);
      const dx = p1 / dp;
      x -= dx;
      if (Math.abs(dx) < 1e-16) break;
    }
    nodes.push(x);
    weights.push(2 / ((1 - x * x) * dp * dp));
  }
  return { nodes, weights };
}

/** Points and weights of a composite Gauss–Legendre rule: `panels` equal panels of `order` points on [a, b]. */
function compositeRule(a: number, b: number, panels: number, order: number): { x: number[]; w: number[] } {
  const { nodes, weights } = gaussLegendre(order);
  const h = (b - a) / panels;
  const x: number[] = [];
  const w: number[] = [];
  for (let p = 0; p < panels; p++) {
    const mid = a + (p + 0.5) * h;
    nodes.forEach((t, i) => {
      x.push(mid + (t * h) / 2);
      w.push(((weights[i] as number) * h) / 2);
    });
  }
  return { x, w };
}

/**
 * Φ(x) by Hart's algorithm 5666 (1968) as given by West, "Better approximations to cumulative
 * normal functions" (Wilmott, 2005): within 1e−15 of normalCdf, and several times faster, for
 * the hundred thousand evaluations of one studentized-range probability.
 */
function fastNormalCdf(x: number): number {
  const a = Math.abs(x);
  let tail = 0;
  if (a <= 37) {
    const e = Math.exp((-a * a) / 2);
    if (a < 7.07106781186547) {
      let num = 3.52624965998911e-2 * a + 0.700383064443688;
      for (const c of [6.37396220353165, 33.912866078383, 112.079291497871, 221.213596169931, 220.206867912376]) num = num * a + c;
      let den = 8.83883476483184e-2 * a + 1.75566716318264;
      for (const c of [16.064177579207, 86.7807322029461, 296.564248779674, 637.333633378831, 793.826512519948, 440.413735824752]) den = den * a + c;
      tail = (e * num) / den;
    } else {
      tail = e / (a + 1 / (a + 2 / (a + 3 / (a + 4 / (a + 0.65))))) / 2.506628274631;
    }
  }
  return x > 0 ? 1 - tail : tail;
}

/** The minimum of k standard normals lies here to within 1e−16 of probability. */
const RANGE_Z = compositeRule(-8.5, 8.5, 16, 16);
const RANGE_PHI = RANGE_Z.x.map((z) => normalPdf(z));
const RANGE_CDF = RANGE_Z.x.map((z) => fastNormalCdf(z));
const RANGE_SF = RANGE_Z.x.map((z) => fastNormalCdf(-z));

/**
 * P(R ≤ w) for the range R of k independent standard normals: k ∫ φ(z) [Φ(z + w) − Φ(z)]^(k−1) dz
 * over the smallest value z (composite Gauss–Legendre; Φ(z + w) − Φ(z) from the upper tails
 * where both are near 1, so that nothing cancels).
 */
export function normalRangeCdf(w: number, k: number): number {
  if (!(w > 0)) return 0;
  if (w === Infinity) return 1;
  let sum = 0;
  for (let i = 0; i < RANGE_Z.x.length; i++) {
    const z = RANGE_Z.x[i] as number;
    const inside = z > 0 ? (RANGE_SF[i] as number) - fastNormalCdf(-z - w) : fastNormalCdf(z + w) - (RANGE_CDF[i] as number);
    if (inside > 0) sum += (RANGE_Z.w[i] as number) * (RANGE_PHI[i] as number) * inside ** (k - 1);
  }
  return Math.min(1, k * sum);
}

/**
 * Upper tail of the studentized range distribution, P(Q > q) for k means and df degrees of
 * freedom (R's ptukey(q, k, df, lower.tail = FALSE), the p-value of Tukey's HSD): the range's
 * CDF at q·s averaged over s = √(χ²_df / df) (composite Gauss–Legendre over ±12 SD of χ²_df);
 * above 25,000 df the range's own distribution, as R.
 */
export function studentizedRangeSf(q: number, k: number, df: number): number {
  if (Number.isNaN(q) || !(k >= 2) || !(df >= 1)) return NaN;
  if (q <= 0) return 1;
  if (q === Infinity) return 0;
  if (df > 25000) return 1 - normalRangeCdf(q, k);
  const spread = 12 * Math.sqrt(2 * df);
  const lo = Math.sqrt(Math.max(0, df - spread) / df);
  const hi = Math.sqrt((df + spread + 40) / df);
  const rule = compositeRule(lo, hi, 12, 16);
  // Density of s = √(χ²_df / df): 2 (df/2)^(df/2) / Γ(df/2) · s^(df−1) e^(−df s²/2).
  const front = Math.LN2 + (df / 2) * Math.log(df / 2) - logGamma(df / 2);
  let below = 0;
  for (let i = 0; i < rule.x.length; i++) {
    const s = rule.x[i] as number;
    if (s <= 0) continue;
    const density = Math.exp(front + (df - 1) * Math.log(s) - (df * s * s) / 2);
    below += (rule.w[i] as number) * density * normalRangeCdf(q * s, k);
  }
  return Math.max(0, Math.min(1, 1 - below));
}
