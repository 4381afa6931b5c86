// Choosing the chart type when the request names none (docs/chart-requests.md, "Choosing the
// chart type"): the request's words outrank the data's shape, each word rule only when the data
// can carry its chart, and chart_types, when given, outranks both.
import type { Column, Table } from '../../../engines/chart/data/types.ts';
import { specFromRequest } from '../../../engines/chart/index.ts';

type Value = number | string | null;

function table(columns: Record<string, Value[]>, dates: Record<string, number[]> = {}): Table {
  const cols: Column[] = Object.entries(columns).map(([name, values]) => ({
    name,
    type: values.every((v) => v === null || typeof v === 'number') ? 'number' : 'category',
    values,
  }));
  for (const [name, values] of Object.entries(dates)) cols.unshift({ name, type: 'date', values });
  return { format: 'csv', rowCount: cols[0]?.values.length ?? 0, columns: cols };
}

const rows = (n: number, f: (i: number) => Value) => Array.from({ length: n }, (_, i) => f(i));

// A trial: 80 patients in two arms, months of follow-up, death as the event.
const trial = table({
  patient: rows(80, (i) => `P${String(i + 1).padStart(3, '0')}`),
  arm: rows(80, (i) => (i % 2 ? 'Drug' : 'Placebo')),
  months: rows(80, (i) => ((i * 7) % 41) + 0.5),
  dead: rows(80, (i) => (i % 3 ? 1 : 0)),
  age: rows(80, (i) => 50 + ((i * 13) % 30)),
});
// Mouse qPCR: six animals per genotype.
const qpcr = table({ genotype: rows(18, (i) => ['WT', 'Het', 'KO'][i % 3] ?? 'WT'), expression: rows(18, (i) => 1 + (i % 3) * 0.6 + ((i * 7) % 5) * 0.1) });
// Two assays on the same 30 samples.
const assays = table({ sample: rows(30, (i) => `S${i + 1}`), method_a: rows(30, (i) => 100 + i * 3), method_b: rows(30, (i) => 102 + i * 3 + (i % 4)) });

const typeOf = (t: Table, request: string) => specFromRequest(t, request, []).type;

// Pharmacokinetics: three dose groups, six subjects each, sampled at eight times.
const pk = table({
  'Dose group': rows(144, (i) => ['10 mg', '30 mg', '100 mg'][Math.floor(i / 48)] ?? '10 mg'),
  'Time (h)': rows(144, (i) => [0.5, 1, 2, 4, 6, 8, 12, 24][i % 8] ?? 0),
  'Plasma concentration (ng/mL)': rows(144, (i) => 5 + ((i * 7) % 11)),
});

describe('the request’s words outrank the data’s shape', () => {
  test('a column\'s name is not a request word: "by Dose group with SEM" is means with SEM, not a dose-response fit', () => {
    const spec = specFromRequest(pk, 'mean Plasma concentration (ng/mL) against Time (h) by Dose group with SEM', []);
    expect(spec.type).not.toBe('dose_response');
    expect(spec).toMatchObject({ x: 'Time (h)', y: ['Plasma concentration (ng/mL)'], group: 'Dose group', errorBars: 'sem' });
  });

  test('"survival by arm with number at risk": Kaplan–Meier, its time and event columns found', () => {
    const spec = specFromRequest(trial, 'survival by arm with number at risk', []);
    expect(spec).toMatchObject({ type: 'kaplan_meier', group: 'arm', roles: { time: 'months', event: 'dead' } });
  });

  test.each(['time to death by arm', 'hazard of death in each arm, censored at last follow-up'])('"%s": Kaplan–Meier', (request) => {
    expect(typeOf(trial, request)).toBe('kaplan_meier');
  });

  test('"survival" of cells with no event column is not a survival curve', () => {
    const viability = table({ treatment: rows(12, (i) => ['DMSO', 'drug'][i % 2] ?? 'DMSO'), survival: rows(12, (i) => 60 + i * 2.5) });
    expect(typeOf(viability, 'survival by treatment')).toBe('boxplot');
  });

  test('"mean ± SEM of expression by genotype with individual points": error bars with points', () => {
    const spec = specFromRequest(qpcr, 'mean ± SEM of expression by genotype with individual points', []);
    expect(spec).toMatchObject({ type: 'errorbar', x: 'genotype', errorBars: 'sem', aggregate: 'mean', showPoints: true });
  });

  test('"mean and SD of expression by genotype": error bars with SD', () => {
    expect(specFromRequest(qpcr, 'mean and SD of expression by genotype', [])).toMatchObject({ type: 'errorbar', errorBars: 'sd' });
  });

  test('"mean expression by genotype" (no interval asked): a bar of means', () => {
    expect(typeOf(qpcr, 'mean expression by genotype')).toBe('bar');
  });

  test('"agreement between method_a and method_b": Bland–Altman', () => {
    expect(typeOf(assays, 'agreement between method_a and method_b')).toBe('bland_altman');
  });

  test('"distribution of" / "spread of": a box per group, a histogram for one column', () => {
    expect(typeOf(qpcr, 'distribution of expression by genotype')).toBe('boxplot');
    expect(typeOf(qpcr, 'spread of expression across genotype')).toBe('boxplot');
    expect(typeOf(trial, 'distribution of age')).toBe('histogram');
  });

  test('"over time" and "trend": dates make a time series; repeated times make means ± SEM', () => {
    const day = 86_400_000;
    const daily = table({ admissions: rows(30, (i) => 20 + (i % 7)) }, { date: rows(30, (i) => Date.UTC(2025, 0, 1) + i * day) as number[] });
    expect(typeOf(daily, 'admissions over time')).toBe('timeseries');
    expect(typeOf(daily, 'trend in admissions')).toBe('timeseries');
    const growth = table({ mouse: rows(40, (i) => `M${i % 8}`), day: rows(40, (i) => Math.floor(i / 8) * 7), weight: rows(40, (i) => 20 + Math.floor(i / 8) * 1.5 + (i % 8) * 0.2) });
    expect(typeOf(growth, 'weight over time')).toBe('errorbar');
    const single = table({ year: rows(12, (i) => 2013 + i), cases: rows(12, (i) => 40 + i * 3) });
    expect(typeOf(single, 'trend of cases')).toBe('line');
  });

  test('"correlation": two columns a scatter with its fit and R², many a correlation matrix', () => {
    const genes = table({ sample: rows(12, (i) => `S${i}`), TP53: rows(12, (i) => i), MDM2: rows(12, (i) => 12 - i), CDKN1A: rows(12, (i) => (i * 5) % 12), BAX: rows(12, (i) => (i * 7) % 12) });
    expect(typeOf(genes, 'correlation between TP53 and MDM2')).toBe('regression');
    expect(typeOf(genes, 'correlation of TP53, MDM2, CDKN1A and BAX')).toBe('correlation');
    expect(typeOf(genes, 'how do the genes correlate')).toBe('correlation');
  });

  test('"relationship between": a plain scatter (no line claimed)', () => {
    expect(typeOf(trial, 'relationship between age and months')).toBe('scatter');
  });

  test('"proportion / share / composition": a pie for a few parts, bars for many', () => {
    const cells = table({ cell_type: ['T cells', 'B cells', 'NK cells', 'Monocytes', 'Other'], fraction: [0.45, 0.2, 0.1, 0.2, 0.05] });
    expect(typeOf(cells, 'share of cell_type')).toBe('pie');
    expect(typeOf(cells, 'composition of immune cells')).toBe('pie');
    expect(typeOf(trial, 'proportion of patients by patient')).toBe('bar');
  });

  test('"compared across groups": a box per group', () => {
    expect(typeOf(qpcr, 'compare expression across genotype')).toBe('boxplot');
  });

  test('"dose": a dose–response curve when the dose has at least four levels', () => {
    const assay = table({ dose_uM: rows(24, (i) => [0.01, 0.1, 1, 10, 100, 1000][i % 6] ?? 1), viability: rows(24, (i) => 100 / (1 + 10 ** ((i % 6) - 2))) });
    expect(typeOf(assay, 'viability by dose')).toBe('dose_response');
  });

  test('"pathways" / "GO terms": an enrichment dot plot', () => {
    const go = table({ term: ['cell cycle', 'DNA repair', 'apoptosis'], gene_ratio: [0.2, 0.15, 0.1], padj: [1e-6, 1e-4, 0.01] });
    expect(typeOf(go, 'pathways by gene_ratio')).toBe('enrichment');
  });

  test('"differential expression": a volcano with p-values, an MA plot with mean expression', () => {
    const de = table({ gene: ['A', 'B', 'C', 'D'], log2FoldChange: [2, -1.5, 0.1, 3], pvalue: [1e-5, 1e-3, 0.8, 1e-8], baseMean: [100, 50, 20, 500] });
    expect(typeOf(de, 'differential expression of treated vs control')).toBe('volcano');
    const noP = table({ gene: ['A', 'B', 'C', 'D'], log2FoldChange: [2, -1.5, 0.1, 3], baseMean: [100, 50, 20, 500] });
    expect(typeOf(noP, 'differentially expressed genes')).toBe('ma_plot');
  });

  test('"discrimination" / "calibration": ROC and calibration curves from a score and a 0/1 outcome', () => {
    const model = table({ risk_score: rows(40, (i) => ((i * 37) % 100) / 100), relapse: rows(40, (i) => (((i * 37) % 100) / 100 + (i % 5) * 0.1 > 0.6 ? 1 : 0)) });
    expect(typeOf(model, 'discrimination of the risk_score for relapse')).toBe('roc');
    expect(typeOf(model, 'calibration of risk_score')).toBe('calibration_curve');
    const standards = table({ concentration: [0, 1, 2, 4, 8, 16], absorbance: [0.02, 0.11, 0.2, 0.41, 0.79, 1.5] });
    expect(typeOf(standards, 'calibration of absorbance against concentration')).toBe('standard_curve');
  });

  test('"best change from baseline" / "running total": the two waterfalls', () => {
    const response = table({ patient: rows(20, (i) => `P${i + 1}`), best_change: rows(20, (i) => 40 - i * 6) });
    expect(typeOf(response, 'best change from baseline per patient')).toBe('waterfall');
    const budget = table({ step: ['Start', 'Grants', 'Salaries', 'End'], amount: [100, 40, -70, null] });
    expect(specFromRequest(budget, 'bridge of amount by step', [])).toMatchObject({ type: 'waterfall', aggregate: 'sum' });
  });

  test('"hazard ratios by subgroup": a forest plot', () => {
    const subgroups = table({ subgroup: ['Age < 65', 'Age ≥ 65', 'Female', 'Male'], hr: [0.7, 0.9, 0.75, 0.85], lower: [0.5, 0.7, 0.55, 0.65], upper: [0.95, 1.15, 1.0, 1.1] });
    expect(typeOf(subgroups, 'hazard ratios by subgroup')).toBe('forest');
  });
});

describe('the data’s shape, when the words ask for nothing it can carry', () => {
  test('date + number: a time series when the dates key the rows', () => {
    const t = table({ cases: [3, 5, 4] }, { date: [Date.UTC(2025, 0, 1), Date.UTC(2025, 0, 2), Date.UTC(2025, 0, 3)] });
    expect(typeOf(t, 'cases')).toBe('timeseries');
    const visits = table({ age: [30, 41, 52] }, { visit: [Date.UTC(2025, 0, 1), Date.UTC(2025, 0, 1), Date.UTC(2025, 0, 2)] });
    expect(typeOf(visits, 'age')).toBe('histogram');
  });

  test('category + number: a box per category with replicates, a bar when each has one value', () => {
    expect(typeOf(qpcr, 'expression by genotype')).toBe('boxplot');
    expect(typeOf(table({ organ: ['liver', 'kidney', 'heart'], mass_g: [1.4, 0.3, 0.2] }), 'mass_g by organ')).toBe('bar');
  });

  test('two numbers: a scatter; one number: a histogram; categories only: bars of counts', () => {
    expect(typeOf(assays, 'method_a against method_b')).toBe('scatter');
    expect(typeOf(trial, 'age')).toBe('histogram');
    expect(typeOf(table({ arm: ['A', 'B', 'A'] }), 'arm')).toBe('bar');
  });

  test('a column whose name is a chart word ("density") does not name the type', () => {
    const t = table({ well: rows(10, (i) => `W${i}`), density: rows(10, (i) => i * 0.1), od600: rows(10, (i) => i * 0.2) });
    expect(typeOf(t, 'density against od600')).toBe('scatter');
  });
});

describe('named chart types outrank the words', () => {
  test('chart_types wins over the words and the data', () => {
    expect(specFromRequest(trial, 'survival by arm', ['bar']).type).toBe('bar');
  });

  test('what only another chart type draws is refused, not dropped: numbers at risk on a bar chart', () => {
    expect(() => specFromRequest(trial, 'survival by arm with number at risk', ['bar'])).toThrow(expect.objectContaining({ reason: 'METHOD_NOT_AVAILABLE' }));
  });

  test('a chart type named in the request wins over the intent words', () => {
    expect(typeOf(qpcr, 'box plot of mean ± SEM of expression by genotype')).toBe('boxplot');
    expect(typeOf(assays, 'scatter of the agreement between method_a and method_b')).toBe('scatter');
  });
});
