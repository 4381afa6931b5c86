// OLS, polynomial regression, bands and correlations against R 4.2.2 on the built-in `cars`
// data set (Ezekiel 1930; fixtures/cars.ts), e.g.
//   summary(lm(dist ~ speed, cars)); predict(m, data.frame(speed = c(4, 10, 15.4, 21, 25)), interval = ...)
//   summary(lm(dist ~ speed + I(speed^2), cars)); summary(lm(dist ~ speed + I(speed^2) + I(speed^3), cars))
//   cor.test(cars$speed, cars$dist); cor.test(cars$speed, cars$dist, method = "spearman")

import { linearRegression, predictLinear, regressionBands } from '../../../../engines/chart/stats/regression.ts';
import { DIST, SPEED } from '../fixtures/cars.ts';

const NEW_X = [4, 10, 15.4, 21, 25];

function rel(actual: number, expected: number, tol = 1e-9): void {
  const err = Math.abs(actual - expected) / Math.abs(expected);
  if (!(err <= tol)) throw new Error(`expected ${expected}, got ${actual} (relative error ${err})`);
}

describe('linear regression', () => {
  const fit = linearRegression(SPEED, DIST);

  test('lm(dist ~ speed, cars): intercept −17.5791 (SE 6.7584), slope 3.9324 (SE 0.4155)', () => {
    const [a, b] = fit.coefficients as [(typeof fit.coefficients)[0], (typeof fit.coefficients)[0]];
    rel(a.estimate, -17.57909489051);
    rel(a.se, 6.758440169379);
    rel(a.t, -2.60105800302);
    rel(a.p, 1.23188161538e-2, 1e-8);
    rel(b.estimate, 3.93240875912);
    rel(b.se, 0.415512776657);
    rel(b.t, 9.4639899903);
    rel(b.p, 1.4898364963e-12, 1e-8);
  });

  test('lm(dist ~ speed, cars): R² 0.6511, adjusted R² 0.6438, residual SE 15.38 on 48 df, F 89.57', () => {
    rel(fit.rSquared, 0.651079380758);
    rel(fit.adjRSquared, 0.643810201191);
    rel(fit.sigma, 15.37958674882);
    expect(fit.df).toBe(48);
    rel(fit.fStatistic, 89.567106536468);
    rel(fit.fP, 1.4898364963e-12, 1e-8);
  });

  test('confidence and prediction bands match predict.lm(interval = "confidence" / "prediction")', () => {
    const bands = regressionBands(fit, NEW_X);
    const fitR = [-1.84945985401, 21.74499270073, 42.98, 65.00148905109, 80.73112408759];
    const seR = [5.21232582635, 3.12492129013, 2.17500201639, 3.18511616399, 4.54336194091];
    const confR = [
      [-12.3295433285, 8.63062362052],
      [15.46191734, 28.0280680615],
      [38.6068653479, 47.35313465205],
      [58.5973837847, 71.40559431749],
      [71.5960826527, 89.86616552245],
    ];
    const predR = [
      [-34.49984245333, 30.8009227453],
      [-9.80960078798, 53.2995861894],
      [11.74957187399, 74.210428126],
      [33.42257364046, 96.5804044617],
      [48.48729806981, 112.9749501054],
    ];
    bands.forEach((b, i) => {
      rel(b.fit, fitR[i] as number);
      rel(b.se, seR[i] as number);
      rel(b.confLower, confR[i]![0] as number);
      rel(b.confUpper, confR[i]![1] as number);
      rel(b.predLower, predR[i]![0] as number);
      rel(b.predUpper, predR[i]![1] as number);
    });
  });

  test('quadratic lm(dist ~ speed + I(speed^2), cars) matches R', () => {
    const q = linearRegression(SPEED, DIST, { degree: 2 });
    const est = [2.4701377850663, 0.9132876142426, 0.0999593020698];
    const se = [14.8171647250236, 2.0342204423119, 0.0659682106823];
    const p = [0.868315075849, 0.655522449403, 0.136402432804];
    q.coefficients.forEach((c, i) => {
      rel(c.estimate, est[i] as number);
      rel(c.se, se[i] as number);
      rel(c.p, p[i] as number);
    });
    rel(q.rSquared, 0.667330816526);
    rel(q.adjRSquared, 0.653174681059);
    rel(q.sigma, 15.176070124328);
    const bands = regressionBands(q, NEW_X);
    rel(bands[2]!.fit, 40.24111512329);
    rel(bands[2]!.confLower, 34.5962475696);
    rel(bands[4]!.confUpper, 100.771027996);
    rel(bands[0]!.predLower, -26.92798438418);
    rel(bands[3]!.predUpper, 96.9244510042);
  });

  test('cubic lm(dist ~ speed + I(speed^2) + I(speed^3), cars) matches R', () => {
    const c3 = linearRegression(SPEED, DIST, { degree: 3 });
    const est = [-19.5050491049116, 6.8011059749968, -0.349657813571, 0.0102520478698];
    const se = [28.40530272559, 6.801134796466, 0.499882769298, 0.011298126171];
    c3.coefficients.forEach((c, i) => {
      rel(c.estimate, est[i] as number, 1e-8);
      rel(c.se, se[i] as number, 1e-8);
    });
    rel(c3.rSquared, 0.673180846338);
    rel(c3.sigma, 15.204663118103);
    rel(predictLinear(c3, 25), 92.17471475415, 1e-9);
    rel(regressionBands(c3, [25])[0]!.confLower, 75.9004658691, 1e-9);
  });

  test('rejects degree outside 1–3', () => {
    expect(() => linearRegression(SPEED, DIST, { degree: 4 })).toThrow(/degree/);
  });
});
