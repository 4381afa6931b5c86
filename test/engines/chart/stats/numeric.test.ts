// Shared numeric helpers against R 4.2.2 (values printed with options(digits = 17)).

import {
  averageRanks,
  chiSquareCdf,
  chiSquareQuantile,
  chiSquareSf,
  fCdf,
  fQuantile,
  fSf,
  invertMatrix,
  logGamma,
  normalCdf,
  normalQuantile,
  qrLeastSquares,
  regularizedBeta,
  regularizedGammaP,
  tCdf,
  tQuantile,
  tSf,
} from '../../../../engines/chart/stats/numeric.ts';

function close(actual: number, expected: number, rel = 1e-12): void {
  const err = Math.abs(actual - expected) / Math.max(Math.abs(expected), 1e-300);
  if (!(err <= rel)) throw new Error(`expected ${expected}, got ${actual} (relative error ${err})`);
}

describe('numeric', () => {
  test('normalQuantile matches R qnorm (AS 241)', () => {
    close(normalQuantile(0.975), 1.95996398454005361, 1e-15);
    close(normalQuantile(1e-10), -6.3613409024040557, 1e-14);
    close(normalQuantile(0.3), -0.52440051270804067, 1e-14);
    close(normalQuantile(1 - 1e-12), 7.03448691004783555, 1e-4); // 1 − 1e-12 is itself inexact in doubles
  });

  test('normalCdf matches R pnorm, including the far tail', () => {
    close(normalCdf(1.96), 0.97500210485177963, 1e-14);
    close(normalCdf(-8), 6.2209605742717849e-16, 1e-12);
    close(normalCdf(0.5), 0.69146246127401301, 1e-14);
  });

  test('tQuantile matches R qt', () => {
    close(tQuantile(0.975, 48), 2.0106347576242318);
    close(tQuantile(0.975, 1), 12.7062047361746941);
    close(tQuantile(0.995, 3), 5.8409093097333544);
    close(tQuantile(0.025, 10), -2.2281388519862744);
    close(tQuantile(0.975, 2.5), 3.5746548420036919, 1e-11);
    close(tQuantile(1e-8, 5), -62.4045061109672758);
    close(tQuantile(0.975, 1e6), 1.9599663568141066, 1e-9);
  });

  test('tCdf and tSf match R pt', () => {
    close(tCdf(2.0106, 48), 0.97499809753284861);
    close(tCdf(-9.4639899903, 48), 7.4491824814348957e-13, 1e-10);
    close(tSf(9.4639899903, 48), 7.4491824814348957e-13, 1e-10);
    close(tCdf(1, 1), 0.75);
    close(tCdf(3, 4.5), 0.9828095660556202);
    close(tCdf(-30, 2), 5.5463134097982942e-4);
  });

  test('chiSquareCdf / chiSquareSf match R pchisq', () => {
    close(chiSquareCdf(16.79294099, 1), 0.99995831190892381);
    close(chiSquareSf(16.79294099, 1), 4.1688091076133544e-5, 1e-10);
    close(chiSquareCdf(3, 2), 0.77686983985157021);
    close(chiSquareCdf(0.5, 7), 5.5351860957503435e-4);
    close(chiSquareCdf(200, 150), 0.99602681402917836);
    close(chiSquareCdf(1e-3, 0.5), 0.16495975076841282);
  });

  test('fCdf / fSf match R pf', () => {
    close(fCdf(89.567106536468, 1, 48), 0.99999999999851008);
    close(fSf(89.567106536468, 1, 48), 1.4898364962950233e-12, 1e-10);
    close(fCdf(2.5, 3, 12), 0.89084528760499371);
    close(fCdf(0.3, 5, 2.5), 0.11683631998491564);
  });

  test('chiSquareQuantile and fQuantile match R qchisq / qf', () => {
    close(chiSquareQuantile(0.95, 1), 3.841458820694124);
    close(chiSquareQuantile(0.95, 10), 18.3070380532751464);
    close(chiSquareQuantile(0.01, 3), 0.11483180189911704);
    close(fQuantile(0.95, 3, 12), 3.4902948194976036);
  });

  test('special functions match R pbeta, pgamma and lgamma', () => {
    close(regularizedBeta(0.3, 2.5, 4), 0.35219758590676714);
    close(regularizedGammaP(3, 2.5), 0.45618688411667041);
    close(logGamma(0.5), 0.57236494292470008);
    close(logGamma(100.3), 360.51470572905810741);
  });

  test('invertMatrix matches R solve()', () => {
    const inv = invertMatrix([
      [4, 7, 2],
      [3, 6, 1],
      [2, 5, 3],
    ]);
    const expected = [
      [13 / 9, -11 / 9, -5 / 9],
      [-7 / 9, 8 / 9, 2 / 9],
      [1 / 3, -2 / 3, 1 / 3],
    ];
    inv.forEach((row, i) => row.forEach((v, j) => expect(v).toBeCloseTo((expected[i] as number[])[j] as number, 13)));
    expect(() => invertMatrix([[1, 2], [2, 4]])).toThrow(/singular/);
  });

  test('qrLeastSquares solves an exactly determined line', () => {
    const fit = qrLeastSquares([[1, 0], [1, 1], [1, 2]], [1, 3, 5]);
    close(fit.coefficients[0] as number, 1, 1e-14);
    close(fit.coefficients[1] as number, 2, 1e-14);
    expect(fit.rss).toBeLessThan(1e-25);
  });

  test('averageRanks matches R rank(ties.method = "average")', () => {
    expect(averageRanks([3, 1, 4, 1, 5, 9, 2, 6, 5])).toEqual([4, 1.5, 5, 1.5, 6.5, 9, 3, 8, 6.5]);
  });
});
