// Meta-analysis against metafor 3.8-1 on R 4.2.2 with the BCG vaccine trials (metafor dat.bcg;
// Colditz et al. 1994 JAMA 271:698), log risk ratios.

import { effectFrom2x2, effectFromEstimate, eggerTest, funnelPlot, metaAnalysis, seFromCI } from '../../../../engines/chart/stats/meta.ts';
import type { TwoByTwo } from '../../../../engines/chart/stats/meta.ts';

/** metafor dat.bcg: tpos, tneg (vaccinated TB+ / TB−), cpos, cneg (control TB+ / TB−). */
const BCG: TwoByTwo[] = [
  { name: 'Aronson 1948', ai: 4, bi: 119, ci: 11, di: 128 },
  { name: 'Ferguson & Simes 1949', ai: 6, bi: 300, ci: 29, di: 274 },
  { name: 'Rosenthal et al 1960', ai: 3, bi: 228, ci: 11, di: 209 },
  { name: 'Hart & Sutherland 1977', ai: 62, bi: 13536, ci: 248, di: 12619 },
  { name: 'Frimodt-Moller et al 1973', ai: 33, bi: 5036, ci: 47, di: 5761 },
  { name: 'Stein & Aronson 1953', ai: 180, bi: 1361, ci: 372, di: 1079 },
  { name: 'Vandiviere et al 1973', ai: 8, bi: 2537, ci: 10, di: 619 },
  { name: 'TPT Madras 1980', ai: 505, bi: 87886, ci: 499, di: 87892 },
  { name: 'Coetzee & Berjak 1968', ai: 29, bi: 7470, ci: 45, di: 7232 },
  { name: 'Rosenthal et al 1961', ai: 17, bi: 1699, ci: 65, di: 1600 },
  { name: 'Comstock et al 1974', ai: 186, bi: 50448, ci: 141, di: 27197 },
  { name: 'Comstock & Webster 1969', ai: 5, bi: 2493, ci: 3, di: 2338 },
  { name: 'Comstock et al 1976', ai: 27, bi: 16886, ci: 29, di: 17825 },
];

const effects = BCG.map((t) => effectFrom2x2(t, 'RR'));

function expectRel(actual: number, expected: number, rel = 1e-10): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(rel * Math.abs(expected));
}

describe('per-study effects', () => {
  test('log risk ratios and variances equal metafor escalc(measure = "RR", ai = tpos, bi = tneg, ci = cpos, di = cneg, data = dat.bcg)', () => {
    const yi = [
      -0.8893113339202054, -1.5853886572014306, -1.3480731482996933, -1.4415511900213054, -0.2175473222112956, -0.786115585818864, -1.6208982235983918,
      0.0119523335238405, -0.4694176487381494, -1.3713448034727844, -0.3393588283383906, 0.4459134005713787, -0.0173139482168798,
    ];
    const vi = [
      0.32558476500396133, 0.19458112139814385, 0.41536796536796539, 0.02001003190224757, 0.05121017216963086, 0.00690561845590876, 0.22301724757231517,
      0.00396157929781773, 0.05643421046324897, 0.07302479361302891, 0.01241221397155972, 0.53250584520015276, 0.07140465968398629,
    ];
    effects.forEach((e, i) => {
      expectRel(e.yi, yi[i] as number, 1e-12);
      expectRel(e.vi, vi[i] as number, 1e-12);
      expect(e.ciLower).toBeCloseTo(e.yi - 1.959963984540054 * Math.sqrt(e.vi), 12);
    });
  });
  test('log odds ratios equal metafor escalc(measure = "OR", ...) for trials 1 and 6', () => {
    const or1 = effectFrom2x2(BCG[0] as TwoByTwo, 'OR');
    expectRel(or1.yi, -0.9386941408703922, 1e-12);
    expectRel(or1.vi, 0.35712495225362872, 1e-12);
    const or6 = effectFrom2x2(BCG[5] as TwoByTwo, 'OR');
    expectRel(or6.yi, -0.9581220407762674, 1e-12);
    expectRel(or6.vi, 0.00990526551533824, 1e-12);
  });
  test('a zero cell adds 1/2 to every cell as metafor escalc(measure = "RR", ai = 0, bi = 10, ci = 3, di = 7): yi -1.9459, vi 2.1039', () => {
    const e = effectFrom2x2({ name: 'z', ai: 0, bi: 10, ci: 3, di: 7 }, 'RR');
    expect(e.yi).toBeCloseTo(Math.log(0.5 / 11) - Math.log(3.5 / 11), 14);
    expect(e.yi).toBeCloseTo(-1.9459, 4);
    expect(e.vi).toBeCloseTo(2.1039, 4);
  });
  test('estimate and SE input, and SE from a 95% CI of a ratio', () => {
    const e = effectFromEstimate('s', 0.3, 0.1);
    expect(e.vi).toBeCloseTo(0.01, 15);
    expect(e.ciUpper).toBeCloseTo(0.3 + 0.1959963984540054, 12);
    expect(seFromCI(Math.exp(0.3 - 0.1959963984540054), Math.exp(0.3 + 0.1959963984540054), { log: true })).toBeCloseTo(0.1, 12);
  });
});

describe('pooling and heterogeneity', () => {
  const m = metaAnalysis(effects);
  test('DerSimonian–Laird estimate −0.7141 (SE 0.1787), tau² 0.3088, Q 152.23 (df 12), I² 92.12% as metafor rma(yi, vi, method = "DL")', () => {
    expect(m.random.estimate).toBeCloseTo(-0.7141, 4);
    expect(m.random.se).toBeCloseTo(0.1787, 4);
    expect(m.random.tau2).toBeCloseTo(0.3088, 4);
    expect(m.Q).toBeCloseTo(152.23, 2);
    expect(m.df).toBe(12);
    expect(m.I2).toBeCloseTo(92.12, 2);
    // full precision from R: b -0.714117222073227, se 0.178742089535403, zval -3.99523818888658, pval 6.462924304704e-05,
    // ci -1.06444528008405 -0.363789164062403, tau2 0.308760262862376, QE 152.233008082373, QEp 1.99676459084597e-26,
    // I2 92.1173468545621, H2 12.6860840068644; predict(): pi -1.858153752732168 0.429919308585714
    expectRel(m.random.estimate, -0.714117222073227, 1e-12);
    expectRel(m.random.se, 0.178742089535403, 1e-12);
    expectRel(m.random.z, -3.99523818888658, 1e-12);
    expectRel(m.random.p, 6.462924304704e-5, 1e-9);
    expectRel(m.random.ciLower, -1.06444528008405, 1e-12);
    expectRel(m.random.ciUpper, -0.363789164062403, 1e-12);
    expectRel(m.random.tau2, 0.308760262862376, 1e-12);
    expectRel(m.Q, 152.233008082373, 1e-12);
    expectRel(m.pQ, 1.99676459084597e-26, 1e-9);
    expectRel(m.I2, 92.1173468545621, 1e-12);
    expectRel(m.H2, 12.6860840068644, 1e-12);
    expectRel(m.random.piLower, -1.858153752732168, 1e-12);
    expectRel(m.random.piUpper, 0.429919308585714, 1e-12);
  });
  test('random-effects weights equal metafor weights(rma(..., method = "DL")) in percent', () => {
    const w = [5.03649168323173, 6.34732918264198, 4.41202722473061, 9.71764635681429, 8.87537738165672, 10.12106041934518, 6.00791382572125, 10.21634253328429, 8.74841677655812, 8.36825172426313, 9.94753189514472, 3.79769662242323, 8.40391437418475];
    m.random.weights.forEach((v, i) => expectRel(v, w[i] as number, 1e-11));
  });
  test('fixed-effect inverse-variance estimate equals metafor rma(yi, vi, method = "FE"): −0.430285163654091 (SE 0.0404987517108638)', () => {
    expectRel(m.fixed.estimate, -0.430285163654091, 1e-12);
    expectRel(m.fixed.se, 0.0404987517108638, 1e-12);
    expectRel(m.fixed.z, -10.6246525010465, 1e-12);
    expectRel(m.fixed.ciLower, -0.509661258426214, 1e-12);
    expectRel(m.fixed.ciUpper, -0.350909068881968, 1e-12);
    expectRel(m.fixed.p, 2.28862930697324e-26, 1e-8);
    expectRel(m.fixed.weights[7] as number, 41.401389870996276, 1e-11);
  });
  test('homogeneous studies give tau² = 0 and I² = 0', () => {
    const h = metaAnalysis([
      { yi: 0.1, vi: 0.04 },
      { yi: 0.12, vi: 0.05 },
      { yi: 0.09, vi: 0.03 },
    ]);
    expect(h.random.tau2).toBe(0);
    expect(h.I2).toBe(0);
    expect(h.random.estimate).toBeCloseTo(h.fixed.estimate, 15);
  });
});

describe('funnel plot and Egger test', () => {
  test("Egger's test equals metafor regtest(rma(..., method = 'DL'), model = 'lm'): t = −1.4013, df = 11, p = 0.1887", () => {
    // R: summary(lm(I(yi/sqrt(vi)) ~ I(1/sqrt(vi)))): intercept -2.11204212089329 (SE 1.507221328357008), t -1.401282002289332, p 0.188706995081979
    const e = eggerTest(effects);
    expectRel(e.intercept, -2.11204212089329, 1e-11);
    expectRel(e.se, 1.507221328357008, 1e-11);
    expectRel(e.t, -1.401282002289332, 1e-11);
    expect(e.df).toBe(11);
    expectRel(e.p, 0.188706995081979, 1e-10);
    expectRel(e.slope, -0.19092864235982, 1e-10);
  });
  test('funnel points are (yi, sei) and the pseudo 95% lines run from the estimate at SE 0 to ±1.96·SEmax', () => {
    const m = metaAnalysis(effects);
    const f = funnelPlot(effects, m.fixed.estimate);
    expect(f.points).toHaveLength(13);
    expect(f.points[0]).toEqual({ name: 'Aronson 1948', effect: effects[0]?.yi, se: effects[0]?.sei });
    const seMax = Math.sqrt(0.53250584520015276);
    expect(f.seMax).toBeCloseTo(seMax, 14);
    expect(f.lines.lower[0]).toEqual({ effect: m.fixed.estimate, se: 0 });
    expect(f.lines.lower[1].effect).toBeCloseTo(m.fixed.estimate - 1.959963984540054 * seMax, 12);
    expect(f.lines.upper[1].effect).toBeCloseTo(m.fixed.estimate + 1.959963984540054 * seMax, 12);
  });
});
