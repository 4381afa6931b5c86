// Kaplan–Meier and log-rank against the Freireich et al. (1963) 6-MP leukemia remission data
// (Gehan 1965; Kleinbaum & Klein, Survival Analysis, 3rd ed., ch. 2) and R 4.2.2 survival 3.5-3:
//   d <- data.frame(time, status, group)   # the 42 rows below
//   summary(survfit(Surv(time, status) ~ group, data = d))            # conf.type = "log" (default)
//   summary(survfit(..., conf.type = "log-log")); quantile(survfit(...), 0.5)
//   survdiff(Surv(time, status) ~ group, data = d)

import { kaplanMeier, kaplanMeierByGroup, logRankTest, numberAtRisk, survivalAt } from '../../../../engines/chart/stats/survival.ts';

// 6-MP arm: 6,6,6,6+,7,9+,10,10+,11+,13,16,17+,19+,20+,22,23,25+,32+,32+,34+,35+
const T6 = [6, 6, 6, 6, 7, 9, 10, 10, 11, 13, 16, 17, 19, 20, 22, 23, 25, 32, 32, 34, 35];
const E6 = [1, 1, 1, 0, 1, 0, 1, 0, 0, 1, 1, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0];
// Placebo arm: all relapses.
const TP = [1, 1, 2, 2, 3, 4, 4, 5, 5, 8, 8, 8, 8, 11, 11, 12, 12, 15, 17, 22, 23];
const TIMES = [...T6, ...TP];
const EVENTS = [...E6, ...TP.map(() => 1)];
const GROUPS = [...T6.map(() => '6-MP'), ...TP.map(() => 'placebo')];

function rel(actual: number, expected: number, tol: number): void {
  const err = Math.abs(actual - expected) / Math.abs(expected);
  if (!(err <= tol)) throw new Error(`expected ${expected}, got ${actual} (relative error ${err})`);
}

describe('Kaplan–Meier', () => {
  const [mp, placebo] = kaplanMeierByGroup(TIMES, EVENTS, GROUPS) as [ReturnType<typeof kaplanMeier>, ReturnType<typeof kaplanMeier>];
  const mpEvents = mp.steps.filter((s) => s.nEvent > 0);

  test('KM survival of the 6-MP arm matches Kleinbaum & Klein ch. 2 (0.857, 0.807, 0.753, 0.690, 0.627, 0.538, 0.448)', () => {
    expect(mpEvents.map((s) => s.time)).toEqual([6, 7, 10, 13, 16, 22, 23]);
    const book = [0.857, 0.807, 0.753, 0.69, 0.627, 0.538, 0.448];
    mpEvents.forEach((s, i) => expect(s.survival).toBeCloseTo(book[i] as number, 3));
    // Exact products, e.g. S(6) = 18/21, S(7) = 18/21·16/17.
    rel(mpEvents[0]!.survival, 18 / 21, 1e-15);
    rel(mpEvents[1]!.survival, (18 / 21) * (16 / 17), 1e-15);
    expect(mpEvents.map((s) => s.nRisk)).toEqual([21, 17, 15, 12, 11, 7, 6]);
  });

  test('Greenwood standard errors match R summary(survfit) std.err', () => {
    const r = [0.07636035483, 0.08693528518, 0.09634965299, 0.10681470778, 0.11405386526, 0.12823375169, 0.13459145676];
    mpEvents.forEach((s, i) => rel(s.stdErr, r[i] as number, 1e-9));
  });

  test('95% CI with R survfit default conf.type = "log" matches R', () => {
    const lower = [0.719817083916, 0.653124218462, 0.58591898203, 0.509613099102, 0.439393924969, 0.337036616158, 0.248788226818];
    const upper = [1, 0.9964436759, 0.9675747546, 0.9347691955, 0.8959949385, 0.858200848, 0.8073720455];
    mpEvents.forEach((s, i) => {
      rel(s.lower, lower[i] as number, 1e-9);
      rel(s.upper, upper[i] as number, 1e-9);
    });
    // Placebo: last step S = 0 has SE and limits NA in R.
    const last = placebo.steps[placebo.steps.length - 1]!;
    expect(last.survival).toBe(0);
    expect(Number.isNaN(last.stdErr) && Number.isNaN(last.lower) && Number.isNaN(last.upper)).toBe(true);
    rel(placebo.steps.find((s) => s.time === 8)!.lower, 0.220845361318, 1e-9);
    rel(placebo.steps.find((s) => s.time === 8)!.upper, 0.6571327362, 1e-9);
  });

  test('95% CI with conf.type = "log-log" matches R', () => {
    const [ll] = kaplanMeierByGroup(TIMES, EVENTS, GROUPS, { confType: 'log-log' });
    const steps = ll!.steps.filter((s) => s.nEvent > 0);
    const lower = [0.619717955266, 0.563146564622, 0.5031995108, 0.431610222486, 0.367510855988, 0.267778936767, 0.188052005959];
    const upper = [0.9515517476, 0.9228090192, 0.8893618352, 0.8490659633, 0.8049121895, 0.7467907176, 0.6801426285];
    steps.forEach((s, i) => {
      rel(s.lower, lower[i] as number, 1e-9);
      rel(s.upper, upper[i] as number, 1e-9);
    });
  });

  test('95% CI with conf.type = "plain" and the log-log median CI match R', () => {
    // summary(survfit(Surv(t6, e6) ~ 1, conf.type = "plain")); quantile(survfit(..., conf.type = "log-log"), 0.5) → 23 (13, NA)
    const plain = kaplanMeier(T6, E6, { confType: 'plain' }).steps.filter((s) => s.nEvent > 0);
    const lower = [0.707479311825, 0.636332661137, 0.564099326679, 0.480843098173, 0.403909512191, 0.28648159113, 0.184384863841];
    const upper = [1, 0.977112717014, 0.941783026262, 0.89954905869, 0.850992448593, 0.789148660971, 0.711973679577];
    plain.forEach((s, i) => {
      rel(s.lower, lower[i] as number, 1e-9);
      rel(s.upper, upper[i] as number, 1e-9);
    });
    const ll = kaplanMeier(T6, E6, { confType: 'log-log' });
    expect([ll.median, ll.medianLower]).toEqual([23, 13]);
    expect(Number.isNaN(ll.medianUpper)).toBe(true);
  });

  test('median survival and its CI match R quantile(survfit): 6-MP 23 (16, NA), placebo 8 (4, 12)', () => {
    expect(mp.median).toBe(23);
    expect(mp.medianLower).toBe(16);
    expect(Number.isNaN(mp.medianUpper)).toBe(true);
    expect([placebo.median, placebo.medianLower, placebo.medianUpper]).toEqual([8, 4, 12]);
  });

  test('median on an exact 0.5 plateau uses R findq midpoint rule', () => {
    // R: quantile(survfit(Surv(1:4, rep(1, 4)) ~ 1), 0.5) → 2.5 (lower 1, upper NA)
    const a = kaplanMeier([1, 2, 3, 4], [1, 1, 1, 1]);
    expect(a.median).toBe(2.5);
    expect(a.medianLower).toBe(1);
    expect(Number.isNaN(a.medianUpper)).toBe(true);
    // R: quantile(survfit(Surv(c(1, 2, 3, 4), c(1, 1, 0, 0)) ~ 1), 0.5) → 3 (last plateau: midpoint to last time)
    expect(kaplanMeier([1, 2, 3, 4], [true, true, false, false]).median).toBe(3);
  });

  test('numbers at risk match R summary(survfit, times = c(0, 5, ..., 35))$n.risk', () => {
    expect(numberAtRisk(T6, [0, 5, 10, 15, 20, 25, 30, 35])).toEqual([21, 21, 15, 11, 8, 5, 4, 1]);
    expect(numberAtRisk(TP, [0, 5, 10, 15, 20])).toEqual([21, 14, 8, 4, 2]);
  });

  test('survivalAt evaluates the right-continuous step function', () => {
    expect(survivalAt(mp, 5.9)).toBe(1);
    expect(survivalAt(mp, 6)).toBeCloseTo(0.857143, 6);
    expect(survivalAt(mp, 12.99)).toBeCloseTo(0.752941, 6);
    expect(survivalAt(mp, 100)).toBeCloseTo(0.448179, 6);
  });
});

describe('log-rank test', () => {
  test('log-rank chi-square 16.79 on 1 df, p = 4.17e-5 (Kleinbaum & Klein; R survdiff)', () => {
    const lr = logRankTest(TIMES, EVENTS, GROUPS);
    rel(lr.chiSquare, 16.79294099, 1e-9);
    expect(lr.df).toBe(1);
    rel(lr.p, 4.168809109e-5, 1e-8);
    expect(lr.groups.map((g) => g.observed)).toEqual([9, 21]);
    rel(lr.groups[0]!.expected, 19.25050095, 1e-9);
    rel(lr.groups[1]!.expected, 10.74949905, 1e-9);
    rel((lr.variance[0] as number[])[0] as number, 6.256960574, 1e-9);
  });

  test('log-rank for three groups matches R survdiff (chi-square 16.7963 on 2 df, p = 2.2528e-4)', () => {
    // R: g3 <- c(rep("6-MP", 21), rep(c("placebo", "p2"), 10), "placebo"); survdiff(Surv(time, status) ~ g3)
    const g3 = [...T6.map(() => '6-MP'), ...TP.map((_, i) => (i % 2 === 0 ? 'placebo' : 'p2'))];
    const lr = logRankTest(TIMES, EVENTS, g3);
    expect(lr.df).toBe(2);
    rel(lr.chiSquare, 16.7963154123751, 1e-10);
    rel(lr.p, 0.000225281977698329, 1e-9);
    const expected = Object.fromEntries(lr.groups.map((g) => [g.group, g.expected]));
    rel(expected['6-MP'] as number, 19.25050094803113, 1e-12);
    rel(expected['placebo'] as number, 5.65374991156377, 1e-12);
    rel(expected['p2'] as number, 5.0957491404051, 1e-12);
  });

  test('rejects a single group', () => {
    expect(() => logRankTest([1, 2], [1, 1], ['a', 'a'])).toThrow(/two groups/);
  });
});
