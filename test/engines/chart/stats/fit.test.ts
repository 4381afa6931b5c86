// Nonlinear least squares (Levenberg–Marquardt) against R 4.2.2 nls() and drc's published
// ryegrass fit. R's nls stops at relative offset 1e-5, so its printed estimates are converged
// to ~1e-5 relative; the LM here converges further, hence tolerances of 1e-4 on nls values.

import { effectiveDose, fourPL, inverseFourPL, type FourPLParams } from '../../../../engines/chart/stats/dose.ts';
import {
  effectiveDoseEstimate,
  fitDoseResponse4PL,
  fitGompertz,
  fitLogisticGrowth,
  fitMichaelisMenten,
  fitStandardCurve4PL,
  fitStandardCurveLinear,
  interpolate4PL,
  interpolateLinear,
  levenbergMarquardt,
} from '../../../../engines/chart/stats/fit.ts';
import { logisticGrowthKrN0 } from '../../../../engines/chart/stats/kinetics.ts';

function rel(actual: number, expected: number, tol: number): void {
  const err = Math.abs(actual - expected) / Math.abs(expected);
  if (!(err <= tol)) throw new Error(`expected ${expected}, got ${actual} (relative error ${err})`);
}

// R datasets::Puromycin, state == "treated" (Treloar 1974).
const PURO_CONC = [0.02, 0.02, 0.06, 0.06, 0.11, 0.11, 0.22, 0.22, 0.56, 0.56, 1.1, 1.1];
const PURO_RATE = [76, 47, 97, 107, 123, 139, 159, 152, 191, 201, 207, 200];

// drc::ryegrass (Inderjit, Streibig & Olofsdotter 2002): ferulic acid conc (mM) and root length (cm).
const RYE_CONC = [0, 0, 0, 0, 0, 0, 0.94, 0.94, 0.94, 1.88, 1.88, 1.88, 3.75, 3.75, 3.75, 7.5, 7.5, 7.5, 15, 15, 15, 30, 30, 30];
const RYE_ROOTL = [
  7.58, 8, 8.328571429, 7.25, 7.375, 7.9625, 8.355555556, 6.914285714, 7.75, 6.871428571, 6.45, 5.922222222, 1.925, 2.885714286, 4.233333333,
  1.1875, 0.857142857, 1.057142857, 0.6875, 0.525, 0.825, 0.25, 0.22, 0.44,
];

describe('Levenberg–Marquardt', () => {
  test('Puromycin treated: nls(rate ~ Vm*conc/(K+conc)) gives Vm 212.7 (SE 6.947), K 0.06412 (SE 0.008281)', () => {
    const mm = fitMichaelisMenten(PURO_CONC, PURO_RATE);
    expect(mm.nls.converged).toBe(true);
    rel(mm.vmax.estimate, 212.68362994, 1e-4);
    rel(mm.vmax.se, 6.94714885036, 1e-4);
    rel(mm.km.estimate, 0.0641211053162, 1e-4);
    rel(mm.km.se, 0.00828093058226, 1e-4);
    rel(mm.nls.sigma, 10.9336581915, 1e-8); // "Residual standard error: 10.93 on 10 degrees of freedom"
    expect(mm.nls.df).toBe(10);
    rel(mm.nls.rss, 1195.44881449, 1e-8);
  });

  test('generic levenbergMarquardt with a numerical gradient reproduces the Puromycin fit', () => {
    const fit = levenbergMarquardt(PURO_CONC, PURO_RATE, (s, p) => ((p[0] as number) * s) / ((p[1] as number) + s), [200, 0.1]);
    rel(fit.parameters[0] as number, 212.68362994, 1e-4);
    rel(fit.parameters[1] as number, 0.0641211053162, 1e-4);
    rel(fit.standardErrors[0] as number, 6.94714885036, 1e-4);
    rel(fit.tValues[0] as number, 30.6145203624, 1e-4);
  });
});

describe('4-parameter logistic dose–response', () => {
  const fit = fitDoseResponse4PL(RYE_CONC, RYE_ROOTL);

  test('drc ryegrass LL.4: b 2.98222, c 0.48141, d 7.79296, e (EC50) 3.05795', () => {
    // summary(drm(rootl ~ conc, data = ryegrass, fct = LL.4())) — hillSlope = −b, bottom = c, top = d, EC50 = e.
    expect(fit.nls.converged).toBe(true);
    rel(-fit.hillSlope.estimate, 2.98222, 1e-5);
    rel(fit.bottom.estimate, 0.48141, 1e-4);
    rel(fit.top.estimate, 7.79296, 1e-5);
    rel(fit.ec50.estimate, 3.05795, 1e-5);
    rel(fit.nls.sigma, 0.5196256, 1e-6); // "Residual standard error: 0.5196256 (20 degrees of freedom)"
    expect(fit.nls.df).toBe(20);
  });

  test('Jacobian SEs match R nls on the same model (e SE 0.185829; logEC50 SE 0.0263917) and GraphPad-style CI', () => {
    // nls(rootl ~ c + (d-c)/(1+exp(b*(log(conc)-log(e))))) and its log10-dose form with lec = log10(EC50)
    rel(fit.ec50.se, 0.185829090793, 1e-4);
    rel(fit.hillSlope.se, 0.458428175827, 1e-4);
    rel(fit.bottom.se, 0.209506196395, 1e-4);
    rel(fit.top.se, 0.18973328891, 1e-4);
    rel(fit.logEC50.estimate, 0.4854313377, 1e-5);
    rel(fit.logEC50.se, 0.0263916646478, 1e-4);
    // 10^(lec ± qt(0.975, 20)·SE): R gives 2.69388647546, 3.47122995967
    rel(fit.ec50.ciFromLog[0], 2.69388647546, 1e-4);
    rel(fit.ec50.ciFromLog[1], 3.47122995967, 1e-4);
  });

  test("Hessian SEs reproduce drc's summary (b 0.46506, c 0.21219, d 0.18857, e 0.18573) and ED50 CI 2.67053–3.44538", () => {
    const h = fitDoseResponse4PL(RYE_CONC, RYE_ROOTL, { covariance: 'hessian' });
    rel(h.hillSlope.se, 0.46506, 1e-4);
    rel(h.bottom.se, 0.21219, 1e-4);
    rel(h.top.se, 0.18857, 1e-4);
    rel(h.ec50.se, 0.18573, 1e-4);
    // ED(ryegrass.m1, 50, interval = "delta")
    rel(h.ec50.ci[0], 2.67053, 1e-5);
    rel(h.ec50.ci[1], 3.44538, 1e-5);
    // ED(ryegrass.m1, c(10, 20)): 1.46371 (SE 0.18677), 1.92109 (SE 0.17774)
    const ed10 = effectiveDoseEstimate(h, 10);
    const ed20 = effectiveDoseEstimate(h, 20);
    rel(ed10.estimate, 1.46371, 1e-5);
    rel(ed10.se, 0.18677, 2e-4);
    rel(ed20.estimate, 1.92109, 1e-5);
    rel(ed20.se, 0.17774, 2e-4);
  });

  test('a rising noisy curve matches R nls(y ~ b + (t-b)/(1+10^((l-log10(x))*h)))', () => {
    // x <- c(.01,.03,.1,.3,1,3,10,30,100); y <- c(.12,.2,.45,1.1,1.9,2.6,2.95,3.2,3.1)
    const f = fitDoseResponse4PL([0.01, 0.03, 0.1, 0.3, 1, 3, 10, 30, 100], [0.12, 0.2, 0.45, 1.1, 1.9, 2.6, 2.95, 3.2, 3.1]);
    rel(f.bottom.estimate, 0.0508364931187, 1e-4);
    rel(f.bottom.se, 0.0594737816099, 1e-4);
    rel(f.top.estimate, 3.1877402718958, 1e-5);
    rel(f.logEC50.estimate, -0.1803554155801, 1e-4);
    rel(f.logEC50.se, 0.0347970935761, 1e-4);
    rel(f.hillSlope.estimate, 0.962373767151, 1e-5);
    rel(f.hillSlope.se, 0.0709872631355, 1e-4);
  });

  test('a rising curve generated from known parameters is recovered exactly', () => {
    const truth: FourPLParams = { bottom: 5, top: 105, logEC50: -1.3, hillSlope: 1.2 };
    const dose = [0, 0.001, 0.003, 0.01, 0.03, 0.1, 0.3, 1, 3];
    const resp = dose.map((d) => fourPL(d, truth));
    const f = fitDoseResponse4PL(dose, resp);
    rel(f.params.bottom, 5, 1e-7);
    rel(f.params.top, 105, 1e-7);
    rel(f.params.logEC50, -1.3, 1e-7);
    rel(f.params.hillSlope, 1.2, 1e-7);
  });
});

describe('standard curves', () => {
  test('linear standard curve: lm(sig ~ conc) coefficients and interpolated unknowns match R', () => {
    // conc <- c(0,0,1,1,2,2,4,4,8,8); sig <- c(.052,.048,.251,.239,.447,.462,.861,.842,1.652,1.671)
    const conc = [0, 0, 1, 1, 2, 2, 4, 4, 8, 8];
    const sig = [0.052, 0.048, 0.251, 0.239, 0.447, 0.462, 0.861, 0.842, 1.652, 1.671];
    const fit = fitStandardCurveLinear(conc, sig);
    rel(fit.coefficients[0]!.estimate, 0.0476625, 1e-12);
    rel(fit.coefficients[1]!.estimate, 0.2016125, 1e-12);
    rel(fit.coefficients[1]!.se, 0.00100194147471297, 1e-10);
    rel(fit.rSquared, 0.999802460483257, 1e-12);
    // (c(0.3, 1.2) - coef[1]) / coef[2]
    rel(interpolateLinear(fit, 0.3), 1.25159650319301, 1e-12);
    rel(interpolateLinear(fit, 1.2), 5.71560543121086, 1e-12);
  });

  test('4PL standard curve interpolation: ryegrass response at drc ED10 maps back to 1.46371; midpoint maps to EC50', () => {
    const fit = fitStandardCurve4PL(RYE_CONC, RYE_ROOTL);
    const ed10 = effectiveDose(fit.params, 10);
    rel(interpolate4PL(fit, fourPL(ed10, fit.params)), 1.46371, 1e-5);
    rel(interpolate4PL(fit, (fit.params.top + fit.params.bottom) / 2), 3.05795, 1e-5);
    expect(Number.isNaN(interpolate4PL(fit, fit.params.top + 1))).toBe(true);
    expect(Number.isNaN(inverseFourPL(fit.params.bottom, fit.params))).toBe(true);
  });
});

describe('growth curves', () => {
  test('logistic growth: nls(weight ~ SSlogis(Time, Asym, xmid, scal), ChickWeight chick 1) matches R', () => {
    // Asym 937.0301 (SE 465.87), xmid 35.2230 (SE 8.3120), scal 11.4052 (SE 0.90525), sigma 2.918568
    const time = [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 21];
    const weight = [42, 51, 59, 64, 76, 93, 106, 125, 149, 171, 199, 205];
    const g = fitLogisticGrowth(time, weight);
    expect(g.nls.converged).toBe(true);
    // Asym is weakly determined (SE ≈ half the estimate): R's 1e-5 stopping rule leaves ~1e-5 relative slack.
    rel(g.asym.estimate, 937.0301059518, 1e-4);
    rel(g.asym.se, 465.86781711, 1e-4);
    rel(g.xmid.estimate, 35.2229624112, 1e-4);
    rel(g.xmid.se, 8.31202512222, 1e-4);
    rel(g.scal.estimate, 11.405208547, 1e-4);
    rel(g.scal.se, 0.905246135083, 1e-4);
    rel(g.nls.sigma, 2.9185680709, 1e-8);
    // K, r, N0 form: r = 1/scal, N0 = Asym/(1 + exp(xmid/scal)).
    rel(g.r.estimate, 1 / 11.405208547, 1e-4);
    rel(g.N0.estimate, 937.0301059518 / (1 + Math.exp(35.2229624112 / 11.405208547)), 1e-4);
  });

  test('logistic growth: K, r, N0 are recovered from data generated with K 1000, r 0.3, N0 10 and ±1% noise', () => {
    const t = Array.from({ length: 31 }, (_, i) => i);
    const y = t.map((ti, i) => logisticGrowthKrN0(ti, 1000, 0.3, 10) * (1 + 0.01 * Math.sin(7.3 * i)));
    const g = fitLogisticGrowth(t, y);
    rel(g.K.estimate, 1000, 0.01);
    rel(g.r.estimate, 0.3, 0.01);
    rel(g.N0.estimate, 10, 0.05);
    // the truth lies inside the 95% CIs
    expect(g.K.ci[0] < 1000 && 1000 < g.K.ci[1]).toBe(true);
    expect(g.r.ci[0] < 0.3 && 0.3 < g.r.ci[1]).toBe(true);
  });

  test('Gompertz: nls(density ~ SSgompertz(log(conc), Asym, b2, b3), DNase run 1) matches R', () => {
    // Asym 4.60333 (SE 0.653209), b2 2.27134 (SE 0.143727), b3 0.716467 (SE 0.022062), sigma 0.0268352
    const conc = [0.04882812, 0.04882812, 0.1953125, 0.1953125, 0.390625, 0.390625, 0.78125, 0.78125, 1.5625, 1.5625, 3.125, 3.125, 6.25, 6.25, 12.5, 12.5];
    const density = [0.017, 0.018, 0.121, 0.124, 0.206, 0.215, 0.377, 0.374, 0.614, 0.609, 1.019, 1.001, 1.334, 1.364, 1.73, 1.71];
    const g = fitGompertz(conc.map(Math.log), density);
    expect(g.nls.converged).toBe(true);
    rel(g.asym.estimate, 4.603333831257, 1e-5);
    rel(g.asym.se, 0.6532086809015, 1e-5);
    rel(g.b2.estimate, 2.271339073467, 1e-5);
    rel(g.b2.se, 0.1437266315742, 1e-5);
    rel(g.b3.estimate, 0.716466585104, 1e-5);
    rel(g.b3.se, 0.0220619590531, 1e-5);
    rel(g.nls.sigma, 0.0268351630225, 1e-8);
    rel(g.r.estimate, -Math.log(0.716466585104), 1e-5);
  });
});
