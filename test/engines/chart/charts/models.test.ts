// The survival, diagnostic-accuracy and fitted-model chart types (Kaplan–Meier, ROC,
// precision–recall, calibration, regression, dose–response, enzyme kinetics, growth and
// standard curves, Bland–Altman): each drawn from a small published dataset read through a
// realistic request, checked on its scene (marks, axis labels, the statistic printed, against
// R / scikit-learn values) and rendered to PNG, PDF, TIFF and EPS.

import type { ChartType } from '../../../../engines/chart/chartTypes.ts';
import { CHARTS } from '../../../../engines/chart/charts/index.ts';
import type { Table } from '../../../../engines/chart/data/types.ts';
import { ChartError, RASTER_DPI, specFromRequest, type ChartSpec } from '../../../../engines/chart/index.ts';
import { formatP, sig } from '../../../../engines/chart/format.ts';
import { themeFor } from '../../../../engines/chart/plot/theme.ts';
import { toEps } from '../../../../engines/chart/render/eps.ts';
import { toPdf } from '../../../../engines/chart/render/pdf.ts';
import { toPng, toTiff } from '../../../../engines/chart/render/raster.ts';
import { textNodes, type Scene, type SceneNode } from '../../../../engines/chart/render/scene.ts';
import { toSvg } from '../../../../engines/chart/render/svg.ts';
import { DIST, SPEED } from '../fixtures/cars.ts';

const theme = themeFor('default', 'single', 'okabe_ito');

function num(name: string, values: Array<number | null>): Table['columns'][number] {
  return { name, type: 'number', values };
}
function cat(name: string, values: string[]): Table['columns'][number] {
  return { name, type: 'category', values };
}
function table(...columns: Table['columns']): Table {
  return { format: 'csv', rowCount: columns[0]?.values.length ?? 0, columns };
}

function draw(type: ChartType, data: Table, request: string): { scene: Scene; spec: ChartSpec; texts: string[] } {
  const spec = specFromRequest(data, request, [type]);
  const fn = CHARTS[type];
  const scene = fn({ table: data, spec, theme });
  return { scene, spec, texts: textNodes(scene.nodes).map((t) => t.text) };
}

function walk(nodes: SceneNode[], out: SceneNode[] = []): SceneNode[] {
  for (const n of nodes) {
    if (n.type === 'group') walk(n.children, out);
    else out.push(n);
  }
  return out;
}
const shapes = (scene: Scene, type: SceneNode['type']) => walk(scene.nodes).filter((n) => n.type === type);

/** What renderChart does for a registered type: PNG and TIFF at 600 dpi, PDF, EPS. */
async function fourFiles(scene: Scene): Promise<Array<{ format: string; bytes: Buffer }>> {
  const png = await toPng(scene, RASTER_DPI);
  const tiff = await toTiff(scene, RASTER_DPI);
  return [
    { format: 'png', bytes: png.bytes },
    { format: 'pdf', bytes: await toPdf(scene, { title: 'test' }) },
    { format: 'tiff', bytes: tiff.bytes },
    { format: 'eps', bytes: toEps(scene, { title: 'test' }) },
  ];
}

async function expectFourFiles(scene: Scene): Promise<void> {
  const files = await fourFiles(scene);
  expect(files.map((f) => f.format)).toEqual(['png', 'pdf', 'tiff', 'eps']);
  expect(files[0]!.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(files[1]!.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(['II', 'MM']).toContain(files[2]!.bytes.subarray(0, 2).toString('latin1'));
  expect(files[3]!.bytes.subarray(0, 4).toString('latin1')).toBe('%!PS');
  // Every text node inside the page.
  for (const t of textNodes(scene.nodes)) {
    expect(t.x).toBeGreaterThanOrEqual(0);
    expect(t.x).toBeLessThanOrEqual(scene.width);
    expect(t.y).toBeGreaterThanOrEqual(0);
    expect(t.y).toBeLessThanOrEqual(scene.height);
  }
}

// Freireich et al. (1963) 6-MP leukaemia remission data (weeks; 1 = relapse).
const T6 = [6, 6, 6, 6, 7, 9, 10, 10, 11, 13, 16, 17, 19, 20, 22, 23, 25, 32, 32, 34, 35];
const E6 = [1, 1, 1, 0, 1, 0, 1, 0, 0, 1, 1, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0];
const TP = [1, 1, 2, 2, 3, 4, 4, 5, 5, 8, 8, 8, 8, 11, 11, 12, 12, 15, 17, 22, 23];
const LEUKAEMIA = table(
  num('weeks', [...T6, ...TP]),
  num('relapse', [...E6, ...TP.map(() => 1)]),
  cat('treatment', [...T6.map(() => '6-MP'), ...TP.map(() => 'Placebo')]),
);

describe('kaplan_meier', () => {
  const { scene, spec, texts } = draw('kaplan_meier', LEUKAEMIA, 'Kaplan-Meier curves of remission, time weeks, status relapse, by treatment');

  test('reads time, status and group from the request', () => {
    expect(spec.roles).toEqual({ time: 'weeks', event: 'relapse' });
    expect(spec.group).toBe('treatment');
  });

  test('two step curves, one tick per censored time, axis titles and legend', () => {
    const curves = shapes(scene, 'polyline');
    expect(curves).toHaveLength(2);
    // 6-MP censored at 6, 9, 10, 11, 17, 19, 20, 25, 32, 34, 35 (11 distinct times); placebo none.
    const ticks = shapes(scene, 'line').filter((l) => l.type === 'line' && l.x1 === l.x2 && l.stroke === theme.color(0) && Math.abs(l.y2 - l.y1 - theme.fontSize * 0.6) < 1e-9);
    expect(ticks).toHaveLength(11);
    expect(texts).toEqual(expect.arrayContaining(['weeks', 'Survival probability', '6-MP', 'Placebo']));
  });

  test('log-rank p (R survdiff: chi-square 16.79, p = 4.17e-5) printed as p < 0.001', () => {
    expect(texts).toContain('Log-rank p < 0.001');
    expect(formatP(0.0321)).toBe('p = 0.032');
    expect(formatP(0.41)).toBe('p = 0.41');
  });

  test('numbers at risk under the plot match R summary(survfit, times = 0, 5, ..., 35)', () => {
    expect(texts).toContain('Number at risk');
    const rows = textNodes(scene.nodes).filter((t) => t.y > scene.height - theme.fontSize * 4 && /^\d+$/.test(t.text));
    const byRow = (color: string) => rows.filter((t) => t.color === color).map((t) => Number(t.text));
    expect(byRow(theme.color(0))).toEqual([21, 21, 15, 11, 8, 5, 4, 1]);
    expect(byRow(theme.color(1))).toEqual([21, 14, 8, 4, 2, 0, 0, 0]);
  });

  test('a 95% CI band per arm on request', () => {
    const withCi = draw('kaplan_meier', LEUKAEMIA, 'Kaplan-Meier survival curve by treatment with 95% CI');
    const bands = shapes(withCi.scene, 'polyline').filter((p) => p.type === 'polyline' && p.closed);
    expect(bands).toHaveLength(2);
  });

  test('renders to four files', async () => {
    await expectFourFiles(scene);
  });

  test('columns found without roles: text status (Dead/Alive), time by its name, the arm as the group', () => {
    const t = table(
      cat('patient', [...T6, ...TP].map((_, i) => `P${i}`)),
      cat('arm', [...T6.map(() => '6-MP'), ...TP.map(() => 'Placebo')]),
      cat('vital_status', [...E6, ...TP.map(() => 1)].map((e) => (e ? 'Dead' : 'Alive'))),
      num('follow_up_weeks', [...T6, ...TP]),
    );
    const auto = draw('kaplan_meier', t, 'Kaplan-Meier survival curve');
    expect(auto.texts).toEqual(expect.arrayContaining(['Log-rank p < 0.001', '6-MP', 'Placebo', 'follow_up_weeks']));
    expect(shapes(auto.scene, 'polyline')).toHaveLength(2);
  });

  test('without an event column it fails with COLUMNS_MISSING', () => {
    const t = table(num('weeks', T6), cat('arm', T6.map(() => 'A')));
    expect(() => draw('kaplan_meier', t, 'Kaplan-Meier of weeks')).toThrow(ChartError);
  });
});

// scikit-learn roc_auc_score example, and a set with tied scores (pROC: AUC 24/36, DeLong CI 0.334606–0.998727).
const YT = [0, 0, 1, 1, 0, 1, 0, 1, 1, 0, 1, 0];
const ST = [0.1, 0.4, 0.35, 0.8, 0.5, 0.5, 0.2, 0.9, 0.65, 0.65, 0.3, 0.7];

describe('roc', () => {
  const data = table(num('disease', YT), num('marker', ST), num('age', [60, 50, 71, 66, 45, 58, 49, 77, 62, 55, 70, 41]));

  test('one curve with AUC and DeLong CI as pROC: AUC = 0.67 (95% CI 0.33–1.00)', () => {
    const { scene, spec, texts } = draw('roc', data, 'ROC curve of marker, outcome disease');
    expect(spec.roles.truth).toBe('disease');
    expect(texts).toContain('AUC = 0.67 (95% CI 0.33–1.00)');
    expect(texts).toEqual(expect.arrayContaining(['1 − Specificity', 'Sensitivity']));
    // The curve has a point per distinct score plus the origin: 10 distinct scores.
    const curve = shapes(scene, 'polyline')[0];
    expect(curve?.type === 'polyline' && curve.points.length).toBe(11);
    // Chance diagonal.
    expect(shapes(scene, 'line').some((l) => l.type === 'line' && l.dash !== undefined && l.x1 < l.x2 && l.y1 > l.y2)).toBe(true);
  });

  test('the sklearn example: AUC 0.75', () => {
    const { texts } = draw('roc', table(num('y', [0, 0, 1, 1]), num('score', [0.1, 0.4, 0.35, 0.8])), 'ROC curve, outcome y');
    expect(texts.some((t) => t.startsWith('AUC = 0.75'))).toBe(true);
  });

  test('one curve per score column, named in the legend', async () => {
    const { scene, texts } = draw('roc', data, 'ROC curves for marker and age, outcome disease');
    expect(shapes(scene, 'polyline')).toHaveLength(2);
    expect(texts.some((t) => t.startsWith('marker: AUC = 0.67'))).toBe(true);
    expect(texts.some((t) => t.startsWith('age: AUC = '))).toBe(true);
    await expectFourFiles(scene);
  });

  test('a two-valued text outcome: the positive level is recognised by its word', () => {
    const t = table(cat('status', YT.map((v) => (v ? 'malignant' : 'benign'))), num('marker', ST));
    expect(draw('roc', t, 'ROC of marker, outcome status').texts).toContain('AUC = 0.67 (95% CI 0.33–1.00)');
  });
});

describe('precision_recall', () => {
  test('the sklearn example: AP = 0.83 (0.5·1 + 0.5·2/3), baseline at the prevalence 0.5', async () => {
    const data = table(num('label', [0, 0, 1, 1]), num('score', [0.1, 0.4, 0.35, 0.8]));
    const { scene, texts } = draw('precision_recall', data, 'precision-recall curve of score, outcome label');
    expect(texts).toEqual(expect.arrayContaining(['AP = 0.83', 'Recall', 'Precision']));
    const baseline = shapes(scene, 'line').find((l) => l.type === 'line' && l.dash !== undefined && l.y1 === l.y2);
    expect(baseline).toBeDefined();
    await expectFourFiles(scene);
  });

  test('tied scores: AP 0.72 as sklearn 1.9.1 average_precision_score (0.7211640212)', () => {
    const { texts } = draw('precision_recall', table(num('disease', YT), num('marker', ST)), 'PR curve, outcome disease');
    expect(texts).toContain('AP = 0.72');
  });
});

describe('calibration_curve', () => {
  // sklearn calibration_curve docs example.
  const data = table(num('outcome', [0, 0, 0, 0, 1, 1, 1, 1, 1]), num('predicted', [0.1, 0.2, 0.3, 0.4, 0.65, 0.7, 0.8, 0.9, 1.0]));

  test('points per non-empty bin (5 equal bins), the diagonal and the Brier score 0.0625', async () => {
    const { scene, texts } = draw('calibration_curve', data, 'calibration curve of predicted, outcome outcome');
    // Bins (0, .2], (.2, .4], (.6, .8], (.8, 1]; (.4, .6] is empty.
    expect(shapes(scene, 'circle').filter((c) => c.type === 'circle' && c.fill === theme.color(0))).toHaveLength(4 + 1); // + the legend key
    // Hand: (.01 + .04 + .09 + .16 + .1225 + .09 + .04 + .01 + 0) / 9 = 0.0625.
    expect(texts).toEqual(expect.arrayContaining(['Brier = 0.0625', 'Mean predicted probability', 'Observed frequency']));
    await expectFourFiles(scene);
  });

  test('predictions outside [0, 1] are refused', () => {
    const t = table(num('outcome', [0, 1, 0, 1]), num('score', [2, 3, 1, 5]));
    expect(() => draw('calibration_curve', t, 'calibration curve of score')).toThrow(/between 0 and 1/);
  });
});

describe('regression', () => {
  const data = table(num('speed', SPEED), num('dist', DIST));
  const { scene, texts } = draw('regression', data, 'regression of dist against speed');

  test('lm(dist ~ speed, cars): y = 3.93x − 17.6, R² = 0.651', () => {
    expect(texts).toContain('y = 3.93x − 17.6, R² = 0.651');
    expect(texts).toEqual(expect.arrayContaining(['speed', 'dist']));
  });

  test('50 points, the fitted line and a closed 95% confidence band', async () => {
    expect(shapes(scene, 'circle')).toHaveLength(50);
    const polys = shapes(scene, 'polyline');
    expect(polys.filter((p) => p.type === 'polyline' && p.closed)).toHaveLength(1);
    expect(polys.filter((p) => p.type === 'polyline' && !p.closed)).toHaveLength(1);
    await expectFourFiles(scene);
  });

  test('on a log x axis the line is fitted to log10(x) (R: lm(y ~ log10(x)))', () => {
    // x = 1, 10, 100, 1000 with y = 1, 3.1, 4.9, 7: slope 1.98, intercept 1.03, R² 0.999 (lm by hand).
    const t = table(num('conc', [1, 10, 100, 1000]), num('signal', [1, 3.1, 4.9, 7]));
    const { texts } = draw('regression', t, 'regression of signal against conc, log x');
    expect(texts).toContain('y = 1.98·log10(x) + 1.03, R² = 0.999');
  });

  test('one fit per group', () => {
    const grouped = table(num('speed', SPEED), num('dist', DIST), cat('era', SPEED.map((_, i) => (i % 2 ? 'early' : 'late'))));
    const g = draw('regression', grouped, 'regression of dist against speed by era');
    expect(g.texts.filter((t) => /^(early|late): y = /.test(t))).toHaveLength(2);
  });
});

// drc::ryegrass: ferulic acid (mM) and root length (cm).
const RYE_CONC = [0, 0, 0, 0, 0, 0, 0.94, 0.94, 0.94, 1.88, 1.88, 1.88, 3.75, 3.75, 3.75, 7.5, 7.5, 7.5, 15, 15, 15, 30, 30, 30];
const RYE_ROOTL = [
  7.58, 8, 8.328571429, 7.25, 7.375, 7.9625, 8.355555556, 6.914285714, 7.75, 6.871428571, 6.45, 5.922222222, 1.925, 2.885714286, 4.233333333, 1.1875, 0.857142857, 1.057142857, 0.6875, 0.525, 0.825,
  0.25, 0.22, 0.44,
];

describe('dose_response', () => {
  const data = table(num('Ferulic acid (mM)', RYE_CONC), num('Root length (cm)', RYE_ROOTL));
  const { scene, texts } = draw('dose_response', data, 'dose-response curve of "Root length (cm)" against "Ferulic acid (mM)"');

  test('ryegrass 4PL: EC50 3.06 (drc e 3.05795), 95% CI 10^(logEC50 ± t·SE) = 2.69–3.47 (R), printed as IC50 for a falling curve', () => {
    expect(texts).toContain('IC50 = 3.06 (95% CI 2.69–3.47)');
  });

  test('log dose axis, mean ± SEM at the 6 positive doses (dose 0 is fitted, not drawn)', async () => {
    expect(texts).toEqual(expect.arrayContaining(['0.1', '1', '10', '100', 'Ferulic acid (mM)', 'Root length (cm)']));
    expect(shapes(scene, 'circle')).toHaveLength(6);
    await expectFourFiles(scene);
  });

  test('without "against", the column named like a dose is x', () => {
    const t = table(num('Root length (cm)', RYE_ROOTL), num('Ferulic acid (mM)', RYE_CONC));
    expect(draw('dose_response', t, 'dose-response curve').texts).toContain('IC50 = 3.06 (95% CI 2.69–3.47)');
  });

  test('log doses are refused with a clear message', () => {
    const t = table(num('log dose', [-9, -8, -7, -6, -5, -4]), num('response', [1, 2, 5, 8, 9, 9.5]));
    expect(() => draw('dose_response', t, 'dose response of response against "log dose"')).toThrow(/not their logarithms/);
  });

  test('too few doses fail with a clear reason', () => {
    const t = table(num('dose', [1, 10, 100]), num('response', [1, 2, 3]));
    expect(() => draw('dose_response', t, 'dose response of response against dose')).toThrow(/at least 5/);
  });
});

// R datasets::Puromycin.
const PURO_CONC = [0.02, 0.02, 0.06, 0.06, 0.11, 0.11, 0.22, 0.22, 0.56, 0.56, 1.1, 1.1];
const PURO_RATE = [76, 47, 97, 107, 123, 139, 159, 152, 191, 201, 207, 200];
const UNTREATED_CONC = [0.02, 0.02, 0.06, 0.06, 0.11, 0.11, 0.22, 0.22, 0.56, 0.56, 1.1];
const UNTREATED_RATE = [67, 51, 84, 86, 98, 115, 131, 124, 144, 158, 160];

describe('enzyme_kinetics', () => {
  test('Puromycin treated: nls gives Vm 212.7 (SE 6.947), K 0.06412 (SE 0.008281)', async () => {
    const { scene, texts } = draw('enzyme_kinetics', table(num('conc', PURO_CONC), num('rate', PURO_RATE)), 'Michaelis-Menten fit of rate against conc');
    expect(texts).toContain('Vmax = 213 ± 6.9, Km = 0.0641 ± 0.0083');
    // Duplicates at every concentration: 6 means with error bars.
    expect(shapes(scene, 'circle')).toHaveLength(6);
    await expectFourFiles(scene);
  });

  test('one fit per state', () => {
    const t = table(num('conc', [...PURO_CONC, ...UNTREATED_CONC]), num('rate', [...PURO_RATE, ...UNTREATED_RATE]), cat('state', [...PURO_CONC.map(() => 'treated'), ...UNTREATED_CONC.map(() => 'untreated')]));
    const { texts } = draw('enzyme_kinetics', t, 'enzyme kinetics of rate against conc by state');
    expect(texts.filter((s) => /^(treated|untreated): Vmax = /.test(s))).toHaveLength(2);
    expect(texts).toContain('treated: Vmax = 213 ± 6.9, Km = 0.0641 ± 0.0083');
  });
});

describe('growth_curve', () => {
  // ChickWeight, chick 1: nls(weight ~ SSlogis(Time, Asym, xmid, scal)): Asym 937.03, scal 11.4052 (r = 0.08768).
  const time = [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 21];
  const weight = [42, 51, 59, 64, 76, 93, 106, 125, 149, 171, 199, 205];

  test('K = 937, r = 0.0877 as R', async () => {
    const { scene, spec, texts } = draw('growth_curve', table(num('Time', time), num('weight', weight)), 'growth curve of weight, time column Time');
    expect(spec.roles.time).toBe('Time');
    expect(texts).toContain('K = 937, r = 0.0877');
    expect(shapes(scene, 'circle')).toHaveLength(12);
    await expectFourFiles(scene);
  });

  test('one logistic fit per strain recovers K and r of generated curves', () => {
    const t = Array.from({ length: 16 }, (_, i) => i * 2);
    const a = t.map((ti) => 1000 / (1 + 99 * Math.exp(-0.3 * ti)));
    const b = t.map((ti) => 700 / (1 + 99 * Math.exp(-0.4 * ti)));
    const data = table(num('hours', [...t, ...t]), num('OD', [...a, ...b]), cat('strain', [...t.map(() => 'WT'), ...t.map(() => 'mutant')]));
    const { texts } = draw('growth_curve', data, 'growth curves of OD against hours by strain');
    expect(texts).toContain('WT: K = 1000, r = 0.300');
    expect(texts).toContain('mutant: K = 700, r = 0.400');
  });
});

describe('standard_curve', () => {
  // conc <- c(0,0,1,1,2,2,4,4,8,8); sig <- c(.052,.048,.251,.239,.447,.462,.861,.842,1.652,1.671); lm(sig ~ conc):
  // intercept 0.0476625, slope 0.2016125, R² 0.99980; unknowns 0.3 and 1.2 read as 1.2516 and 5.7156.
  const data = table(
    num('BSA (mg/mL)', [0, 0, 1, 1, 2, 2, 4, 4, 8, 8, null, null]),
    num('A595', [0.052, 0.048, 0.251, 0.239, 0.447, 0.462, 0.861, 0.842, 1.652, 1.671, 0.3, 1.2]),
  );
  const { scene, texts } = draw('standard_curve', data, 'standard curve of A595 against "BSA (mg/mL)"');

  test('equation, R² and the interpolated unknowns', async () => {
    expect(texts).toEqual(expect.arrayContaining(['y = 0.202x + 0.0477', 'R² = 0.9998', '2 unknowns interpolated', 'Standards', 'Unknowns']));
    const open = shapes(scene, 'circle').filter((c) => c.type === 'circle' && c.fill === '#FFFFFF');
    expect(open).toHaveLength(2);
    // Each unknown lies on the line: its x from the axis ticks equals R's (signal − a)/b.
    const ticks = textNodes(scene.nodes).filter((t) => /^[02468]$/.test(t.text) && t.anchor === 'middle');
    const t0 = ticks.find((t) => t.text === '0')!;
    const t8 = ticks.find((t) => t.text === '8')!;
    const toData = (px: number) => ((px - t0.x) / (t8.x - t0.x)) * 8;
    const xs = open.map((c) => (c.type === 'circle' ? toData(c.cx) : NaN)).sort((a, b) => a - b);
    expect(xs[0]).toBeCloseTo(1.25159650319301, 9);
    expect(xs[1]).toBeCloseTo(5.71560543121086, 9);
    await expectFourFiles(scene);
  });
});

describe('standard_curve with a four-parameter logistic (ELISA)', () => {
  // Signals made from a known 4PL (bottom 0.05, top 2.5, EC50 100 pg/mL, Hill 1.2) without noise:
  // the fit must give those parameters back, and unknowns made at 30 and 300 pg/mL read as such.
  const truth = (c: number) => 0.05 + (2.5 - 0.05) / (1 + (100 / c) ** 1.2);
  const standards = [7.8, 15.6, 31.25, 62.5, 125, 250, 500, 1000];
  const data = table(
    num('Conc (pg/mL)', [...standards, null, null, null]),
    num('OD450', [...standards.map(truth), truth(30), truth(300), 2.9]),
  );
  const { scene, spec, texts } = draw('standard_curve', data, '4PL standard curve of OD450 against conc, log x axis');

  test('the request reads as a 4PL standard curve, not a dose-response chart or a line', () => {
    expect(spec.type).toBe('standard_curve');
    expect(spec.methods?.fit).toBe('4pl');
  });
  test('parameters recovered, unknowns read off the curve, the one above the top plateau said and not extrapolated', async () => {
    // The printed block may wrap: read it as one text.
    const printed = texts.join(' ');
    for (const said of ['4PL: bottom 0.0500, top 2.50, EC50 100.0, Hill 1.20', 'R² = 1.0000', '2 unknowns interpolated', "1 unknown outside the curve's range, not interpolated"]) expect(printed).toContain(said);
    const open = shapes(scene, 'circle').filter((c) => c.type === 'circle' && c.fill === '#FFFFFF');
    expect(open).toHaveLength(2);
    const ticks = textNodes(scene.nodes).filter((t) => /^(10|100|1000)$/.test(t.text) && t.anchor === 'middle');
    const t10 = ticks.find((t) => t.text === '10')!;
    const t1000 = ticks.find((t) => t.text === '1000')!;
    const toData = (px: number) => 10 ** (1 + ((px - t10.x) / (t1000.x - t10.x)) * 2);
    const xs = open.map((c) => (c.type === 'circle' ? toData(c.cx) : NaN)).sort((a, b) => a - b);
    expect(xs[0]).toBeCloseTo(30, 4);
    expect(xs[1]).toBeCloseTo(300, 3);
    await expectFourFiles(scene);
  });
  test('a 4PL asked of a regression chart is refused, never drawn as another curve', () => {
    expect(() => draw('regression', data, 'regression of OD450 on conc with a 4PL fit')).toThrow(expect.objectContaining({ reason: 'METHOD_NOT_AVAILABLE' }));
  });
});

describe('bland_altman', () => {
  // Bland & Altman (1986) Lancet, Table 1: PEFR by the Wright and mini Wright meters.
  const WRIGHT = [494, 395, 516, 434, 476, 557, 413, 442, 650, 433, 417, 656, 267, 478, 178, 423, 427];
  const MINI = [512, 430, 520, 428, 500, 600, 364, 380, 658, 445, 432, 626, 260, 477, 259, 350, 451];
  const data = table(num('Wright', WRIGHT), num('Mini Wright', MINI));

  test('bias −2.12 and limits −78.1 to 73.9 (R: mean(d) ∓ 1.96·sd(d)) drawn and labelled', async () => {
    const { scene, texts } = draw('bland_altman', data, 'Bland-Altman plot of Wright vs "Mini Wright"');
    expect(texts).toEqual(expect.arrayContaining(['Mean: −2.12', '+1.96 SD: 73.9', '−1.96 SD: −78.1', 'Mean of Wright and Mini Wright', 'Wright − Mini Wright']));
    expect(shapes(scene, 'circle')).toHaveLength(17);
    expect(shapes(scene, 'line').filter((l) => l.type === 'line' && l.dash !== undefined && l.y1 === l.y2)).toHaveLength(2);
    await expectFourFiles(scene);
  });

  test('CIs of the bias and limits as bands on request', () => {
    const { scene } = draw('bland_altman', data, 'Bland-Altman of Wright and "Mini Wright" with 95% CI');
    expect(shapes(scene, 'rect').filter((r) => r.type === 'rect' && r.fillOpacity !== undefined)).toHaveLength(3);
  });

  test('one numeric column is not enough', () => {
    expect(() => draw('bland_altman', table(num('Wright', WRIGHT)), 'Bland-Altman of Wright')).toThrow(/two numeric columns/);
  });
});

describe('number formats', () => {
  test('significant figures with a true minus sign', () => {
    expect(sig(-17.5791, 3)).toBe('−17.6');
    expect(sig(0.0641, 3)).toBe('0.0641');
    expect(sig(212.68, 3)).toBe('213');
  });
  test('the scene of every type is valid SVG text', () => {
    const { scene } = draw('roc', table(num('y', [0, 0, 1, 1]), num('s', [0.1, 0.4, 0.35, 0.8])), 'ROC, outcome y');
    expect(toSvg(scene)).toContain('AUC = 0.75');
  });
});
