// Pearson, Spearman and Kendall correlation tests and correlation matrices against R 4.2.2
// cor.test (the R calls are quoted with their numbers) and, for Kendall's tau-b with ties,
// scipy 1.x stats.kendalltau(method = "asymptotic"), whose variance is R's.

import { correlationMatrix, kendall, pearson, spearman } from '../../../../engines/chart/stats/correlation.ts';
import { DIST, SPEED } from '../fixtures/cars.ts';


function rel(actual: number, expected: number, tol = 1e-9): void {
  const err = Math.abs(actual - expected) / Math.abs(expected);
  if (!(err <= tol)) throw new Error(`expected ${expected}, got ${actual} (relative error ${err})`);
}

describe('correlation tests on cars', () => {
  test('Pearson r 0.8069 with t 9.464 on 48 df, p 1.49e-12, 95% CI 0.6816–0.8862 (R cor.test)', () => {
    const r = pearson(SPEED, DIST);
    rel(r.r, 0.806894900689);
    rel(r.t, 9.4639899903);
    expect(r.df).toBe(48);
    rel(r.p, 1.4898364963e-12, 1e-8);
    rel(r.ci[0], 0.681642222094);
    rel(r.ci[1], 0.886203628526);
  });

  test('Spearman rho 0.8304 with ties (average ranks), S 3532.82, p 8.8246e-14 (R cor.test, ties ⇒ t approximation)', () => {
    const s = spearman(SPEED, DIST);
    rel(s.rho, 0.830356838833);
    rel(s.S, 3532.8188313, 1e-9);
    rel(s.p, 8.82455843762e-14, 1e-7);
  });

  test('Spearman without ties: rho 0.7381, S 22, t-approximation p 0.03655 (R cor.test(exact = FALSE))', () => {
    const s = spearman([1, 2, 3, 4, 5, 6, 7, 8], [2, 1, 4, 3, 7, 8, 6, 5], { exact: false });
    rel(s.rho, 0.7380952380952, 1e-12);
    rel(s.S, 22, 1e-12);
    rel(s.p, 0.0365527610529, 1e-9);
  });
});

describe('correlation tests on R ?cor.test data', () => {
  // R: x <- c(44.4, 45.9, 41.9, 53.3, 44.7, 44.1, 50.7, 45.2, 60.1); y <- c(2.6, 3.1, 2.5, 5.0, 3.6, 4.0, 5.2, 2.8, 3.8)
  // (the example of R ?cor.test, Hollander & Wolfe 1973 p. 187)
  const x = [44.4, 45.9, 41.9, 53.3, 44.7, 44.1, 50.7, 45.2, 60.1];
  const y = [2.6, 3.1, 2.5, 5.0, 3.6, 4.0, 5.2, 2.8, 3.8];
  test('Pearson r and p equal R cor.test(x, y): 0.571181557563829, p 0.108173054349494', () => {
    const t = pearson(x, y);
    expect(t.r).toBeCloseTo(0.571181557563829, 13);
    expect(t.p).toBeCloseTo(0.108173054349494, 12);
  });
  test('Spearman rho and exact AS 89 p equal R cor.test(x, y, method = "spearman"): 0.6, p 0.0967978395061728', () => {
    const t = spearman(x, y);
    expect(t.rho).toBeCloseTo(0.6, 14);
    expect(t.p).toBeCloseTo(0.0967978395061728, 14);
  });
  test('Spearman t-approximation p equals R cor.test(..., method = "spearman", exact = FALSE): 0.0876228290414023', () => {
    expect(spearman(x, y, { exact: false }).p).toBeCloseTo(0.0876228290414023, 12);
  });
  test('Spearman Edgeworth p for n = 15 equals R cor.test(1:15, b, method = "spearman"): rho 0.967857142857143, p 0', () => {
    const b = [2, 1, 4, 3, 6, 5, 8, 7, 10, 9, 12, 11, 15, 13, 14];
    const t = spearman(
      Array.from({ length: 15 }, (_, i) => i + 1),
      b,
    );
    expect(t.rho).toBeCloseTo(0.967857142857143, 13);
    expect(t.p).toBe(0);
    // R: z <- c(1.2, 3.4, 2.2, 5.1, 4.4, 3.9, 6.0, 2.9, 4.8); cor.test(x, z, method = "spearman"): rho 0.716666666666667, p 0.0368661816578483
    const z = [1.2, 3.4, 2.2, 5.1, 4.4, 3.9, 6.0, 2.9, 4.8];
    const s = spearman(x, z);
    expect(s.rho).toBeCloseTo(0.716666666666667, 13);
    expect(s.p).toBeCloseTo(0.0368661816578483, 14);
  });
  test('correlation matrix is symmetric with the pairwise cor.test values', () => {
    const m = correlationMatrix(
      [
        { name: 'x', values: x },
        { name: 'y', values: y },
        { name: 'z', values: [1.2, 3.4, 2.2, 5.1, 4.4, 3.9, 6.0, 2.9, NaN] },
      ],
      'pearson',
    );
    expect(m.names).toEqual(['x', 'y', 'z']);
    expect(m.r[0]?.[1]).toBeCloseTo(0.571181557563829, 13);
    expect(m.r[1]?.[0]).toBe(m.r[0]?.[1]);
    expect(m.p[0]?.[1]).toBeCloseTo(0.108173054349494, 12);
    expect(m.p[2]?.[2]).toBeNull();
    expect(m.n[0]?.[2]).toBe(8);
    expect(m.r[2]?.[2]).toBe(1);
    const s = correlationMatrix(
      [
        { name: 'x', values: x },
        { name: 'y', values: y },
      ],
      'spearman',
    );
    expect(s.r[0]?.[1]).toBeCloseTo(0.6, 14);
    expect(s.p[1]?.[0]).toBeCloseTo(0.0967978395061728, 14);
  });
});

describe("Kendall's tau-b", () => {
  test('no ties, n < 50: exact permutation p as R cor.test(x, y, method = "kendall") on the ?cor.test data: tau 0.4444, T = 26, p 0.1194', () => {
    const x = [44.4, 45.9, 41.9, 53.3, 44.7, 44.1, 50.7, 45.2, 60.1];
    const y = [2.6, 3.1, 2.5, 5.0, 3.6, 4.0, 5.2, 2.8, 3.8];
    const k = kendall(x, y);
    expect(k.tau).toBeCloseTo(0.444444444444444, 13);
    expect(k.statistic).toEqual({ T: 26 });
    expect(k.exact).toBe(true);
    // scipy.stats.kendalltau(x, y, method = "exact"): 0.11943893298059964
    expect(k.p).toBeCloseTo(0.11943893298059964, 12);
  });

  test('ties (cars): tau-b and the tie-corrected normal p, scipy kendalltau(method = "asymptotic"): 0.6689901499858751, p 2.6382708478345342e-11', () => {
    const k = kendall(SPEED, DIST);
    expect(k.exact).toBe(false);
    rel(k.tau, 0.6689901499858751, 1e-12);
    rel(k.p, 2.6382708478345342e-11, 1e-8);
  });
});
