// Descriptive statistics against R 4.2.2 output (each R call is quoted next to its numbers) and
// the Bland & Altman PEFR example.

import { blandAltman } from '../../../../engines/chart/stats/agreement.ts';
import { histogram, nclassFD, nclassScott, nclassSturges, pretty } from '../../../../engines/chart/stats/breaks.ts';
import { beeswarm, dotPlot } from '../../../../engines/chart/stats/dotLayouts.ts';
import { ecdf, ecdfAt, ogive, ppoints, qqNorm } from '../../../../engines/chart/stats/empirical.ts';
import { stemLeaf } from '../../../../engines/chart/stats/stemLeaf.ts';
import { boxplotStats, fivenum, meanSummary, quantiles, type QuantileType } from '../../../../engines/chart/stats/summaries.ts';

/** R datasets::islands (areas of landmasses > 10,000 sq mi, in 1,000 sq mi), unname(islands). */
const ISLANDS = [
  11506, 5500, 16988, 2968, 16, 184, 23, 280, 84, 73, 25, 43, 21, 82, 3745, 840, 13, 30, 30, 89, 40, 33, 49, 14, 42, 227, 16, 36, 29, 15, 306, 44, 58, 43, 9390,
  32, 13, 29, 6795, 16, 15, 183, 14, 26, 19, 13, 12, 82,
];

/** R datasets::precip (average annual precipitation of 70 US cities, inches), unname(precip). */
const PRECIP = [
  67, 54.7, 7, 48.5, 14, 17.2, 20.7, 13, 43.4, 40.2, 38.9, 54.5, 59.8, 48.3, 22.9, 11.5, 34.4, 35.1, 38.7, 30.8, 30.6, 43.1, 56.8, 40.8, 41.8, 42.5, 31, 31.7, 30.2,
  25.9, 49.2, 37, 35.9, 15, 30.2, 7.2, 36.2, 45.5, 7.8, 33.4, 36.1, 40.2, 42.7, 42.5, 16.2, 39, 35, 37, 31.4, 37.6, 39.9, 36.2, 42.8, 46.4, 24.7, 49.1, 46, 35.9,
  7.8, 48.2, 15.2, 32.5, 44.7, 42.6, 38.8, 17.4, 40.8, 29.1, 14.6, 59.2,
];

const X8 = [2.1, 3.5, 1.7, 4.2, 2.8, 3.3, 5.0, 2.2];

function expectClose(actual: readonly number[], expected: readonly number[], digits = 10): void {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((v, i) => expect(v).toBeCloseTo(expected[i] as number, digits));
}

describe('quantiles', () => {
  // R: qx <- c(5, 1, 9, 3, 14, 7, 2, 8); for (t in 1:9) quantile(qx, c(0.1, 0.25, 0.5, 0.9), type = t)
  const qx = [5, 1, 9, 3, 14, 7, 2, 8];
  const expected: Record<QuantileType, number[]> = {
    1: [1, 2, 5, 14],
    2: [1, 2.5, 6, 14],
    3: [1, 2, 5, 9],
    4: [1, 2, 5, 10],
    5: [1.3, 2.5, 6, 12.5],
    6: [1, 2.25, 6, 14],
    7: [1.7, 2.75, 6, 10.5],
    8: [1.16666666666667, 2.41666666666667, 6, 13.1666666666667],
    9: [1.2, 2.4375, 6, 13],
  };
  for (const t of [1, 2, 3, 4, 5, 6, 7, 8, 9] as QuantileType[]) {
    test(`Hyndman–Fan type ${t} equals R quantile(type = ${t})`, () => {
      expectClose(quantiles(qx, [0.1, 0.25, 0.5, 0.9], t), expected[t], 12);
    });
  }
});

describe('Tukey box plot statistics', () => {
  test('fivenum and boxplot.stats equal R for c(1:10, 30, -12)', () => {
    // R: bx <- c(1:10, 30, -12); fivenum(bx) = -12.0 2.5 5.5 8.5 30.0
    // boxplot.stats(bx): stats 1.0 2.5 5.5 8.5 10.0; n 12; conf 2.76335972404117 8.23664027595883; out 30 -12
    const bx = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 30, -12];
    expect(fivenum(bx)).toEqual([-12, 2.5, 5.5, 8.5, 30]);
    const b = boxplotStats(bx);
    expect(b.stats).toEqual([1, 2.5, 5.5, 8.5, 10]);
    expect(b.n).toBe(12);
    expectClose(b.conf, [2.76335972404117, 8.23664027595883], 12);
    expect(b.out).toEqual([30, -12]);
  });
  test('hinges of an even sample equal R fivenum(1:6) = 1 2 3.5 5 6', () => {
    expect(fivenum([1, 2, 3, 4, 5, 6])).toEqual([1, 2, 3.5, 5, 6]);
  });
});

describe('mean, SD, SEM and t confidence interval', () => {
  test('equal R mean, sd, sd/sqrt(n) and t.test(x)$conf.int', () => {
    // R: x <- c(2.1, 3.5, 1.7, 4.2, 2.8, 3.3, 5.0, 2.2); t.test(x)$conf.int = 2.158382310302787 4.041617689697213
    const s = meanSummary(X8);
    expect(s.mean).toBeCloseTo(3.1, 13);
    expect(s.sd).toBeCloseTo(1.126308762538687, 13);
    expect(s.sem).toBeCloseTo(0.398210281850467, 13);
    expect(s.ciLower).toBeCloseTo(2.158382310302787, 10);
    expect(s.ciUpper).toBeCloseTo(4.041617689697213, 10);
    // R: t.test(x, conf.level = 0.99)$conf.int = 1.70646976983106 4.49353023016894
    const s99 = meanSummary(X8, 0.99);
    expectClose([s99.ciLower, s99.ciUpper], [1.70646976983106, 4.49353023016894], 9);
  });
});

describe('pretty breakpoints', () => {
  test('equal R pretty()', () => {
    expect(pretty([0, 97])).toEqual([0, 20, 40, 60, 80, 100]); // R: pretty(c(0, 97))
    expect(pretty([0, 97], { n: 10 })).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]); // R: pretty(c(0, 97), n = 10)
    expect(pretty([0, 1])).toEqual([0, 0.2, 0.4, 0.6000000000000001, 0.8, 1]); // R: pretty(c(0, 1)) (0.6 is 3 * 0.2 in doubles, as R)
    expect(pretty([-3.7, 11.2])).toEqual([-5, 0, 5, 10, 15]); // R: pretty(c(-3.7, 11.2))
    expect(pretty([1234, 1299])).toEqual([1230, 1240, 1250, 1260, 1270, 1280, 1290, 1300]); // R: pretty(c(1234, 1299))
    expectClose(pretty([0.00012, 0.00019]), [0.00012, 0.00014, 0.00016, 0.00018, 0.0002], 15); // R: pretty(c(0.00012, 0.00019))
    expect(pretty([5])).toEqual([0, 5]); // R: pretty(5)
    expect(pretty([-1, 1e6])).toEqual([-2e5, 0, 2e5, 4e5, 6e5, 8e5, 1e6]); // R: pretty(c(-1, 1e6))
  });
});

describe('histogram binning', () => {
  test('Sturges breaks and counts equal R hist(x, plot = FALSE)', () => {
    // R: h <- hist(c(2.1, 3.5, 1.7, 4.2, 2.8, 3.3, 5.0, 2.2, 2.0, 3.0), plot = FALSE)
    const h = histogram([...X8, 2.0, 3.0]);
    expect(h.breaks).toEqual([1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
    expect(h.counts).toEqual([2, 2, 2, 2, 0, 1, 1]);
    expectClose(h.density, [0.4, 0.4, 0.4, 0.4, 0, 0.2, 0.2], 12);
    expect(h.mids).toEqual([1.75, 2.25, 2.75, 3.25, 3.75, 4.25, 4.75]);
  });
  test('explicit and numeric breaks equal R hist(x, breaks = c(1, 2, 3, 4, 6)) with right = TRUE/FALSE, and hist(x, breaks = 4)', () => {
    const x = [...X8, 2.0, 3.0];
    const h = histogram(x, { breaks: [1, 2, 3, 4, 6] });
    expect(h.counts).toEqual([2, 4, 2, 2]);
    expectClose(h.density, [0.2, 0.4, 0.2, 0.1], 12);
    expect(h.equidist).toBe(false);
    expect(histogram(x, { breaks: [1, 2, 3, 4, 6], right: false }).counts).toEqual([1, 4, 3, 2]);
    const h4 = histogram(x, { breaks: 4 });
    expect(h4.breaks).toEqual([1, 2, 3, 4, 5]);
    expect(h4.counts).toEqual([2, 4, 2, 2]);
    expect(() => histogram(x, { breaks: [2, 3] })).toThrow(/not counted/);
  });
  test('class counts equal R nclass.Sturges/scott/FD(islands) = 7, 6, 190', () => {
    expect(nclassSturges(ISLANDS)).toBe(7);
    expect(nclassScott(ISLANDS)).toBe(6);
    expect(nclassFD(ISLANDS)).toBe(190);
  });
  test('islands Sturges and Freedman–Diaconis histograms equal R hist(islands) and hist(islands, breaks = "FD")', () => {
    const hs = histogram(ISLANDS);
    expect(hs.breaks).toEqual([0, 2000, 4000, 6000, 8000, 10000, 12000, 14000, 16000, 18000]);
    expect(hs.counts).toEqual([41, 2, 1, 1, 1, 1, 0, 0, 1]);
    const hf = histogram(ISLANDS, { breaks: 'fd' });
    // R: breaks = seq(0, 17000, by = 100); non-zero counts 35 2 2 1 1 1 1 1 1 1 1 at bins 1 2 3 4 9 30 38 55 68 94 116 170
    expect(hf.breaks).toHaveLength(171);
    expect(hf.breaks[170]).toBe(17000);
    expect(hf.breaks[37]).toBe(3700);
    const nz = hf.counts.map((c, i) => [i + 1, c]).filter(([, c]) => (c as number) > 0);
    expect(nz).toEqual([
      [1, 35],
      [2, 2],
      [3, 2],
      [4, 1],
      [9, 1],
      [30, 1],
      [38, 1],
      [55, 1],
      [68, 1],
      [94, 1],
      [116, 1],
      [170, 1],
    ]);
  });
  test('precip Scott histogram equals R hist(precip, breaks = "Scott")', () => {
    const h = histogram(PRECIP, { breaks: 'scott' });
    expect(h.breaks).toEqual([0, 10, 20, 30, 40, 50, 60, 70]);
    expect(h.counts).toEqual([4, 9, 5, 25, 21, 5, 1]);
  });
});

describe('ECDF and ogive', () => {
  test('ECDF steps equal R knots(ecdf(x)) and ecdf(x)(knots)', () => {
    // R: e <- ecdf(c(3, 1, 2, 2, 5)); knots(e) = 1 2 3 5; e(knots(e)) = 0.2 0.6 0.8 1.0; e(c(0, 2.5, 10)) = 0 0.6 1
    expect(ecdf([3, 1, 2, 2, 5])).toEqual([
      { x: 1, y: 0.2 },
      { x: 2, y: 0.6 },
      { x: 3, y: 0.8 },
      { x: 5, y: 1 },
    ]);
    expect([0, 2.5, 10].map((q) => ecdfAt([3, 1, 2, 2, 5], q))).toEqual([0, 0.6, 1]);
  });
  test('ogive cumulates the R hist counts at the upper class boundaries', () => {
    // Counts 2 2 2 2 0 1 1 on breaks 1.5, 2, ..., 5 (R hist above) cumulate to 0 2 4 6 8 8 9 10.
    const o = ogive(histogram([...X8, 2.0, 3.0]));
    expect(o.map((p) => p.x)).toEqual([1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
    expect(o.map((p) => p.cumulative)).toEqual([0, 2, 4, 6, 8, 8, 9, 10]);
    expect(o.map((p) => p.relative)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 0.8, 0.9, 1]);
  });
});

describe('stem-and-leaf', () => {
  test('stem(islands) lines equal R capture.output(stem(islands))', () => {
    expect(stemLeaf(ISLANDS)).toEqual([
      '',
      '  The decimal point is 3 digit(s) to the right of the |',
      '',
      '   0 | 00000000000000000000000000000111111222338',
      '   2 | 07',
      '   4 | 5',
      '   6 | 8',
      '   8 | 4',
      '  10 | 5',
      '  12 | ',
      '  14 | ',
      '  16 | 0',
      '',
    ]);
  });
  test('stem(c(10, 11, 22, 23, 35, 38, 41, 56)) equals R', () => {
    expect(stemLeaf([10, 11, 22, 23, 35, 38, 41, 56])).toEqual([
      '',
      '  The decimal point is 1 digit(s) to the right of the |',
      '',
      '  1 | 01',
      '  2 | 23',
      '  3 | 58',
      '  4 | 1',
      '  5 | 6',
      '',
    ]);
  });
  test('negative stems equal R stem(c(-2.35, -1.1, -0.42, 0.05, 0.4, 1.37, 2.9, 3.03), scale = 2)', () => {
    expect(stemLeaf([-2.35, -1.1, -0.42, 0.05, 0.4, 1.37, 2.9, 3.03], { scale: 2 })).toEqual([
      '',
      '  The decimal point is at the |',
      '',
      '  -2 | 4',
      '  -1 | 1',
      '  -0 | 4',
      '   0 | 14',
      '   1 | 4',
      '   2 | 9',
      '   3 | 0',
      '',
    ]);
  });
});

describe('normal Q-Q', () => {
  test('ppoints equal R ppoints(5) and ppoints(12)', () => {
    expectClose(ppoints(5), [0.119047619047619, 0.30952380952381, 0.5, 0.69047619047619, 0.880952380952381], 14);
    expectClose(ppoints(12).slice(0, 3), [0.0416666666666667, 0.125, 0.208333333333333], 14);
  });
  test('points equal R qqnorm(x) and the line R qqline(x)', () => {
    // R: q <- qqnorm(x); theoretical quantiles in data order:
    // -0.852495034274694 0.472789120992267 -1.434200159686379 0.852495034274694 -0.152505974246244 0.152505974246244 1.434200159686379 -0.472789120992267
    // qqline: slope = diff(quantile(x, c(.25, .75))) / diff(qnorm(c(.25, .75))) = 1.1119516638792, intercept 2.925
    const r = qqNorm(X8);
    const theoreticalByInput = new Array<number>(X8.length);
    for (const p of r.points) theoreticalByInput[p.index] = p.theoretical;
    expectClose(theoreticalByInput, [-0.852495034274694, 0.472789120992267, -1.434200159686379, 0.852495034274694, -0.152505974246244, 0.152505974246244, 1.434200159686379, -0.472789120992267], 13);
    expect(r.points.map((p) => p.sample)).toEqual([1.7, 2.1, 2.2, 2.8, 3.3, 3.5, 4.2, 5.0]);
    expect(r.line.slope).toBeCloseTo(1.1119516638792, 12);
    expect(r.line.intercept).toBeCloseTo(2.925, 12);
  });
});

describe('dot plot stacking and beeswarm', () => {
  const V = [3.1, 3.2, 3.25, 3.3, 3.9, 4.0, 4.05, 5.5, 3.22, 3.28];
  test('dot-density bins equal ggplot2:::densitybin(v, binwidth = 0.2)', () => {
    // R (ggplot2 3.4.1): bins 1 1 1 1 1 1 2 2 2 3 for sorted x 3.10 3.20 3.22 3.25 3.28 3.30 3.90 4.00 4.05 5.50;
    // bincenter 3.2 (x6), 3.975 (x3), 5.5
    const dots = dotPlot(V, { binwidth: 0.2 });
    expect(dots.map((d) => d.value)).toEqual([3.1, 3.2, 3.22, 3.25, 3.28, 3.3, 3.9, 4.0, 4.05, 5.5]);
    expect(dots.map((d) => d.bin + 1)).toEqual([1, 1, 1, 1, 1, 1, 2, 2, 2, 3]);
    expectClose(
      dots.map((d) => d.center),
      [3.2, 3.2, 3.2, 3.2, 3.2, 3.2, 3.975, 3.975, 3.975, 5.5],
      12,
    );
    expect(dots.map((d) => d.stack)).toEqual([1, 2, 3, 4, 5, 6, 1, 2, 3, 1]);
  });
  test('histodot bins are fixed-width from the minimum', () => {
    const dots = dotPlot([1, 1.4, 2.2, 2.9, 3.0], { binwidth: 1, method: 'histodot' });
    expect(dots.map((d) => [d.bin, d.center, d.stack])).toEqual([
      [0, 1.5, 1],
      [0, 1.5, 2],
      [1, 2.5, 1],
      [1, 2.5, 2],
      [2, 3.5, 1],
    ]);
  });
  test('swarm offsets equal R beeswarm:::.calculateSwarm(v, dsize = 0.2, gsize = 0.2)', () => {
    expectClose(
      beeswarm(V, 0.1),
      [0, 0.173205080756888, -0.357737199332852, -0.551386366643223, 0, 0.173205080756888, -0.13228756555323, 0, -0.16, 0.356508108555121],
      12,
    );
  });
  test('one-sided and descending swarms equal R .calculateSwarm(side = 1L, gsize = 0.5) and (priority = "descending")', () => {
    expectClose(
      beeswarm(V, 0.1, { side: 1, offsetRadius: 0.25 }),
      [0, 0.433012701892219, 1.424849418777659, 0, 0, 0.433012701892219, 0.917135620168147, 0, 0.930506420445529, 1.919192417109789],
      12,
    );
    expectClose(
      beeswarm(V, 0.1, { priority: 'descending' }),
      [0, -0.387298334620742, -0.193649167310371, 0, -0.13228756555323, 0.193649167310371, 0, 0, 0.389785327704713, 0.198997487421324],
      12,
    );
  });
});

describe('Bland–Altman', () => {
  // Bland & Altman (1986) Lancet i:307, Table 1: PEFR (l/min), first reading on each meter, 17 subjects.
  const WRIGHT = [494, 395, 516, 434, 476, 557, 413, 442, 650, 433, 417, 656, 267, 478, 178, 423, 427];
  const MINI = [512, 430, 520, 428, 500, 600, 364, 380, 658, 445, 432, 626, 260, 477, 259, 350, 451];
  test('PEFR mean difference −2.1, SD 38.8, limits −78.1 to 73.9 (Bland & Altman 1986/1999)', () => {
    const r = blandAltman(WRIGHT, MINI);
    expect(r.n).toBe(17);
    expect(r.meanDiff).toBeCloseTo(-2.1, 1);
    expect(r.sdDiff).toBeCloseTo(38.8, 1);
    expect(r.lower).toBeCloseTo(-78.1, 1);
    expect(r.upper).toBeCloseTo(73.9, 1);
    // R: d <- w - m; mean(d) = -2.11764705882353; sd(d) = 38.76512987360738; mean(d) -/+ 1.96 * sd(d) = -78.097301611094 73.86200749344692
    expect(r.meanDiff).toBeCloseTo(-2.11764705882353, 12);
    expect(r.sdDiff).toBeCloseTo(38.76512987360738, 11);
    expect(r.lower).toBeCloseTo(-78.097301611094, 10);
    expect(r.upper).toBeCloseTo(73.86200749344692, 10);
  });
  test('PEFR 95% CIs: bias ± t16·s/√n and limits ± t16·s·√(1/n + 1.96²/(2(n−1))) (R: qt(.975, 16) = 2.11990529922125)', () => {
    // R: se1 <- s / sqrt(17) = 9.40192500350999; se2 <- s * sqrt(1/17 + 1.96^2 / 32) = 16.39510798471452
    // bias CI -22.0488376966452 17.8135435789981; lower LoA CI -112.853377909195 -43.341225312993; upper LoA CI 39.1059311953459 108.618083791548
    const r = blandAltman(WRIGHT, MINI);
    expect(r.tCritical).toBeCloseTo(2.11990529922125, 12);
    expect(r.seMeanDiff).toBeCloseTo(9.40192500350999, 11);
    expect(r.seLimit).toBeCloseTo(16.39510798471452, 11);
    expectClose(r.meanDiffCI, [-22.0488376966452, 17.8135435789981], 9);
    expectClose(r.lowerCI, [-112.853377909195, -43.341225312993], 9);
    expectClose(r.upperCI, [39.1059311953459, 108.618083791548], 9);
    // 1986 approximation √(3s²/n) = 16.2846117950315: lower LoA CI -112.619136451142 -43.5754667710458 (the paper's "−113 to −43")
    const a = blandAltman(WRIGHT, MINI, { seLimit: 'approx' });
    expectClose(a.lowerCI, [-112.619136451142, -43.5754667710458], 9);
  });
});
