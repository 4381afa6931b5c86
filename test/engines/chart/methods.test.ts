// Methods the request names are honoured, or refused with a reason: never a plausible substitute.
// Each request is read by specFromRequest and drawn by the chart type; the tests read what a
// client sees (the scene's text and marks). Reference numbers, computed independently once:
//   scipy 1.x stats.spearmanr / kendalltau / pearsonr on X, Y below (ties: R cor.test uses the
//     same t and normal approximations);
//   R ?predict.loess: predict(loess(dist ~ speed, cars), data.frame(speed = c(5, 10, 21, 25)))
//     = 7.797353 21.865315 61.959729 95.324047 (also scikit-misc 0.5 loess, netlib dloess);
//   numpy: inverse-variance common effect of the omics test's odds ratios, exp(b) = 0.7848
//     [0.6780, 0.9084], weights 11.2 19.7 5.7 11.9 17.3 8.1 26.2 %.
import type { ChartType } from '../../../engines/chart/chartTypes.ts';
import { CHARTS } from '../../../engines/chart/charts/index.ts';
import type { Table } from '../../../engines/chart/data/types.ts';
import { specFromEdit, specFromRequest } from '../../../engines/chart/index.ts';
import { themeFor } from '../../../engines/chart/plot/theme.ts';
import { textNodes, type Scene, type SceneNode } from '../../../engines/chart/render/scene.ts';
import { loess } from '../../../engines/chart/stats/loess.ts';
import { DIST, SPEED } from './fixtures/cars.ts';
import { refusal } from './support/scenes.ts';

const theme = themeFor('nature', 'double', 'okabe_ito');
const num = (name: string, values: Array<number | null>): Table['columns'][number] => ({ name, type: 'number', values });
const cat = (name: string, values: string[]): Table['columns'][number] => ({ name, type: 'category', values });
const table = (...columns: Table['columns']): Table => ({ format: 'csv', rowCount: columns[0]?.values.length ?? 0, columns });

function draw(data: Table, request: string, type: ChartType): { scene: Scene; texts: string[] } {
  const spec = specFromRequest(data, request, [type]);
  const scene = CHARTS[type]({ table: data, spec, theme });
  return { scene, texts: textNodes(scene.nodes).map((t) => t.text) };
}
function flat(nodes: SceneNode[], out: SceneNode[] = []): SceneNode[] {
  for (const n of nodes) {
    if (n.type === 'group') flat(n.children, out);
    else out.push(n);
  }
  return out;
}

const X = [1, 2, 2, 3, 4, 5, 5, 6, 7, 8, 9, 9, 10, 11, 12];
const Y = [2.1, 2.9, 3.5, 3.1, 5.0, 4.8, 6.2, 5.9, 7.7, 7.1, 9.4, 8.8, 9.9, 12.5, 11.8];
const XY = table(num('dose', X), num('effect', Y), num('weight', Y.map((v, i) => v * 2 + (i % 3))));

describe('correlation method', () => {
  test('scatter "with Spearman rho" prints Spearman ρ, its p and n (scipy spearmanr 0.9740, p 9.1e-10)', () => {
    const { texts } = draw(XY, 'scatter of effect against dose with Spearman rho', 'scatter');
    expect(texts).toContain('Spearman \u03c1 = 0.97, p < 0.001, n = 15');
  });
  test("regression with Kendall's tau prints tau-b (scipy kendalltau 0.8890) beside the fit", () => {
    const { texts } = draw(XY, "regression of effect against dose, Kendall's tau", 'regression');
    expect(texts).toContain('Kendall \u03c4 = 0.89, p < 0.001, n = 15');
  });
  test('the correlation matrix computes and names the coefficient asked for', () => {
    const spearman = draw(XY, 'Spearman correlation matrix of dose, effect and weight', 'correlation').texts;
    expect(spearman).toEqual(expect.arrayContaining(['Spearman \u03c1, n = 15', '\u03c1', '0.97']));
    expect(draw(XY, 'correlation matrix of dose, effect and weight', 'correlation').texts).toContain('Pearson r, n = 15');
    expect(draw(XY, 'correlation matrix, Kendall', 'correlation').texts).toContain('Kendall \u03c4, n = 15');
  });
  test('an edit can change the method; a method the chart cannot show is refused', () => {
    const parent = specFromRequest(XY, 'correlation matrix of dose, effect and weight', ['correlation']);
    expect(specFromEdit(XY, parent, 'use Spearman').methods?.correlation).toBe('spearman');
    const box = specFromRequest(XY, 'box plot of effect, Spearman', ['boxplot']);
    expect(refusal(() => CHARTS.scatter({ table: XY, spec: { ...box, type: 'scatter', methods: { unavailable: 'tau-c' } }, theme })).reason).toBe('METHOD_NOT_AVAILABLE');
  });
});

describe('fits', () => {
  const cars = table(num('speed', SPEED), num('dist', DIST));
  test("LOESS equals R's loess(dist ~ speed, cars) at 5, 10, 21 and 25 mph", () => {
    const fit = loess(SPEED, DIST);
    [7.797353, 21.865315, 61.959729, 95.324047].forEach((v, i) => expect(fit.predict([5, 10, 21, 25][i] as number)).toBeCloseTo(v, 5));
    // surface = "direct" (scikit-misc loess(surface = "direct")): 7.741005829624 at 5 mph.
    expect(loess(SPEED, DIST, { surface: 'direct' }).predict(5)).toBeCloseTo(7.741005829624, 9);
  });
  test('regression draws and names the model asked for', () => {
    const quadratic = draw(cars, 'regression of dist against speed, quadratic fit', 'regression');
    // R: summary(lm(dist ~ speed + I(speed^2), cars))$r.squared = 0.6673
    expect(quadratic.texts).toContain('quadratic fit, R\u00b2 = 0.667');
    const smooth = draw(cars, 'regression of dist against speed with LOESS', 'regression');
    expect(smooth.texts).toContain('LOESS (span 0.75, degree 2)');
    // LOESS has no least-squares band: one open curve, no closed band.
    expect(flat(smooth.scene.nodes).filter((n) => n.type === 'polyline' && n.closed)).toHaveLength(0);
  });
  test('scatter "with a trend line" draws a linear fit; unknown degrees and smoothers are refused', () => {
    const { scene, texts } = draw(cars, 'scatter of dist against speed with a trend line', 'scatter');
    expect(texts).toContain('linear fit, R\u00b2 = 0.651');
    expect(flat(scene.nodes).filter((n) => n.type === 'polyline')).toHaveLength(1);
    expect(refusal(() => draw(cars, 'regression of dist against speed, polynomial of degree 5', 'regression')).reason).toBe('METHOD_NOT_AVAILABLE');
    expect(refusal(() => draw(cars, 'scatter of dist against speed with a spline', 'scatter')).reason).toBe('METHOD_NOT_AVAILABLE');
  });
});

describe('meta-analysis model', () => {
  const ors = table(
    cat('study', ['Smith 2009', 'Jones 2011', 'Garcia 2012', 'Chen 2014', 'Okafor 2016', 'Müller 2018', 'Tanaka 2020']),
    num('OR', [0.62, 0.85, 0.48, 1.1, 0.71, 0.55, 0.93]),
    num('lower', [0.4, 0.61, 0.26, 0.72, 0.5, 0.33, 0.7]),
    num('upper', [0.96, 1.18, 0.89, 1.68, 1.01, 0.92, 1.24]),
  );
  test('"fixed effect" pools by inverse variance and says so, with heterogeneity', () => {
    const { texts } = draw(ors, 'Forest plot of OR by study, fixed effect', 'forest');
    expect(texts).toEqual(expect.arrayContaining(['Common effect (IV)', '0.78 [0.68, 0.91]', '26.2%', '5.7%']));
    expect(texts.some((t) => t.startsWith('Heterogeneity: I\u00b2 = 38.4%'))).toBe(true);
  });
  test('"random effects" is DerSimonian–Laird; funnel prints the model; REML is refused', () => {
    expect(draw(ors, 'Forest plot of OR, random effects', 'forest').texts).toContain('Random effects (DL)');
    expect(draw(ors, 'Funnel plot of OR, random effects', 'funnel').texts).toEqual(expect.arrayContaining(['Centre: Random effects (DL)', 'I\u00b2 = 38.4%, \u03c4\u00b2 = 0.025']));
    expect(refusal(() => draw(ors, 'Forest plot of OR, REML', 'forest')).reason).toBe('METHOD_NOT_AVAILABLE');
  });
});

describe('heatmap z-scores and clustering', () => {
  const genes = table(
    cat('gene', ['g1', 'g2', 'g3', 'g4']),
    num('s1', [1, 10, 2, 20]),
    num('s2', [2, 20, 1, 10]),
    num('s3', [3, 30, 3, 30]),
  );
  test('"z-score by row" colours row z-scores (R scale(t(x))) under a "Row z-score" bar', () => {
    const { texts, scene } = draw(genes, 'heatmap of s1, s2 and s3 by gene, z-score by row', 'heatmap');
    expect(texts).toContain('Row z-score');
    // Row g1 = 1, 2, 3: z = −1, 0, 1, printed in the cells.
    expect(texts).toEqual(expect.arrayContaining(['\u22121.00', '0.00', '1.00']));
    expect(flat(scene.nodes).filter((n) => n.type === 'line' && n.lineCap === 'square')).toHaveLength(0);
  });
  test('"cluster rows and columns" reorders both and draws both trees', () => {
    const { scene } = draw(genes, 'heatmap of s1, s2 and s3 by gene, z-score by row, cluster rows and columns', 'heatmap');
    // g1 and g2 have the same row z-scores (−1, 0, 1): neighbours in the row order.
    const rows = textNodes(scene.nodes).filter((t) => /^g\d$/.test(t.text)).map((t) => t.text);
    expect(Math.abs(rows.indexOf('g1') - rows.indexOf('g2'))).toBe(1);
    // 3 row merges and 2 column merges, 3 segments each.
    expect(flat(scene.nodes).filter((n) => n.type === 'line' && n.lineCap === 'square')).toHaveLength(15);
    const rowsOnly = draw(genes, 'heatmap of s1, s2 and s3 by gene, cluster rows', 'heatmap').scene;
    expect(flat(rowsOnly.nodes).filter((n) => n.type === 'line' && n.lineCap === 'square')).toHaveLength(9);
  });
});

describe('means with error bars by group and x', () => {
  // Plasma concentrations: Low dose 3 subjects, High dose 4, at 0.5, 1, 2 and 4 h.
  const times = [0.5, 1, 2, 4];
  const low = [[10, 12, 11], [20, 22, 24], [15, 17, 16], [8, 9, 7]];
  const high = [[30, 34, 32, 28], [60, 58, 62, 64], [45, 47, 49, 43], [20, 22, 24, 18]];
  const rows = [...low.flatMap((vs, t) => vs.map((v) => ['Low', times[t], v] as const)), ...high.flatMap((vs, t) => vs.map((v) => ['High', times[t], v] as const))];
  const pk = table(cat('Dose group', rows.map((r) => r[0])), num('Time (h)', rows.map((r) => r[1] as number)), num('Plasma concentration (ng/mL)', rows.map((r) => r[2])));
  const request = 'mean Plasma concentration (ng/mL) against Time (h) by Dose group with SEM';
  for (const type of ['line', 'errorbar'] as const) {
    test(`${type}: one line per dose group through the means at each time, SEM bars, n stated`, () => {
      const { scene, texts } = draw(pk, request, type);
      const lines = flat(scene.nodes).filter((n) => n.type === 'polyline');
      expect(lines).toHaveLength(2);
      expect(lines.every((l) => l.type === 'polyline' && l.points.length === 4)).toBe(true);
      expect(texts).toEqual(expect.arrayContaining(['Time (h)', 'Mean Plasma concentration (ng/mL) \u00b1 SEM', 'Low', 'High', 'n = 3\u20134 per point']));
      // Low means 11, 22, 16, 8: the 1 h mean is the highest point of its line (smallest y).
      const lowLine = lines[0] as Extract<SceneNode, { type: 'polyline' }>;
      const ys = lowLine.points.map((p) => p[1]);
      expect(ys.indexOf(Math.min(...ys))).toBe(1);
    });
  }
  test('bar: mean with SEM per dose group side by side', () => {
    const { scene, texts } = draw(pk, 'bar chart of mean Plasma concentration (ng/mL) by Dose group with SEM', 'bar');
    expect(texts).toEqual(expect.arrayContaining(['Mean Plasma concentration (ng/mL) \u00b1 SEM', 'n = 12\u201316 per bar']));
    expect(flat(scene.nodes).filter((n) => n.type === 'rect' && n.stroke)).toHaveLength(2);
  });
});

describe('log scale with values of 0 or below', () => {
  test('regression (after an edit to a log scale) leaves them out and says how many', () => {
    const data = table(num('x', [1, 2, 3, 4, 5, 6]), num('y', [0, -1, 3, 4, 5, 7]));
    const spec = specFromEdit(data, specFromRequest(data, 'regression of y against x', ['regression']), 'log scale');
    const texts = textNodes(CHARTS.regression({ table: data, spec, theme }).nodes).map((t) => t.text);
    expect(texts).toContain('2 values \u2264 0 not shown on the log scale');
  });
});
