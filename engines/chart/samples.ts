// Sample data and a request for every chart type: the gallery (`npm run gallery`) draws them
// all on one contact sheet. Generated from a fixed seed, so the sheet is the same every time.
import type { ChartType } from './chartTypes.ts';
import type { Column, Table } from './data/types.ts';
import { mulberry32 } from './stats/density.ts';

type Value = number | string | null;

function table(columns: Record<string, Value[]>): Table {
  const cols: Column[] = Object.entries(columns).map(([name, values]) => ({
    name,
    type: values.every((v) => v === null || typeof v === 'number') ? 'number' : 'category',
    values,
  }));
  return { format: 'csv', rowCount: cols[0]?.values.length ?? 0, columns: cols };
}

function normal(rand: () => number): () => number {
  return () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
}

const round = (v: number, d = 2) => Number(v.toFixed(d));

function clinical(): Table {
  const rand = mulberry32(11);
  const z = normal(rand);
  const n = 80;
  const group = Array.from({ length: n }, (_, i) => (i % 2 ? 'Treated' : 'Control'));
  const treated = group.map((g) => g === 'Treated');
  const time = treated.map((t) => round(-Math.log(1 - rand()) * (t ? 30 : 16), 1));
  const status = time.map(() => (rand() < 0.75 ? 1 : 0));
  const outcome = Array.from({ length: n }, () => (rand() < 0.45 ? 1 : 0));
  const score = outcome.map((o) => round(Math.min(0.99, Math.max(0.01, 0.5 + (o ? 0.18 : -0.18) + z() * 0.18)), 3));
  const age = Array.from({ length: n }, () => round(55 + z() * 10, 0));
  const sbp = age.map((a) => round(90 + a * 0.7 + z() * 8, 0));
  const methodA = Array.from({ length: n }, () => round(400 + z() * 80, 0));
  const methodB = methodA.map((a) => round(a + 3 + z() * 25, 0));
  const before = Array.from({ length: n }, () => round(140 + z() * 12, 0));
  const after = before.map((b, i) => round(b - (treated[i] ? 12 : 2) + z() * 6, 0));
  return table({ group, time, status, score, outcome, age, sbp, method_a: methodA, method_b: methodB, before, after });
}

function dose(): Table {
  const rand = mulberry32(7);
  const z = normal(rand);
  const doses = [0.01, 0.03, 0.1, 0.3, 1, 3, 10, 30, 100];
  const rows = doses.flatMap((d) => [0, 1, 2].map(() => d));
  const response = rows.map((d) => round(5 + 95 / (1 + (2.5 / d) ** 1.2) + z() * 4, 1));
  const substrate = rows.map((d) => d / 10);
  const rate = substrate.map((s) => round((210 * s) / (0.65 + s) + z() * 4, 1));
  const hour = rows.map((_, i) => Math.floor(i / 1) % 27);
  const od = hour.map((h) => round(1.6 / (1 + 40 * Math.exp(-0.45 * h)) + z() * 0.02, 3));
  const signal = rows.map((d) => round(0.05 + d * 0.021 + z() * 0.03, 3));
  return table({ dose: rows, response, substrate, rate, hour, od, concentration: rows, signal });
}

function omics(): Table {
  const rand = mulberry32(5);
  const z = normal(rand);
  const n = 400;
  const log2fc = Array.from({ length: n }, () => round(z() * 1.3, 3));
  const pvalue = log2fc.map((fc) => Math.min(1, Math.exp(-Math.abs(fc) * (1.5 + rand() * 3)) * rand() + 1e-12));
  const chromosome = Array.from({ length: n }, (_, i) => String((i % 22) + 1));
  return table({
    gene: Array.from({ length: n }, (_, i) => `G${i + 1}`),
    log2fc,
    pvalue,
    mean_expression: Array.from({ length: n }, () => round(6 + z() * 2, 2)),
    chromosome,
    position: Array.from({ length: n }, () => Math.floor(rand() * 2e8)),
  });
}

function enrichment(): Table {
  const terms = ['cell cycle', 'DNA repair', 'apoptosis', 'immune response', 'angiogenesis', 'glycolysis', 'autophagy', 'translation'];
  return table({
    term: terms,
    gene_ratio: [0.21, 0.18, 0.15, 0.14, 0.11, 0.09, 0.08, 0.06],
    count: [42, 36, 30, 28, 22, 18, 16, 12],
    padj: [1e-9, 4e-7, 2e-5, 8e-5, 0.001, 0.004, 0.01, 0.03],
  });
}

function meta(): Table {
  // BCG vaccine trials (Colditz et al. 1994), log risk ratios and standard errors.
  const study = ['Aronson', 'Ferguson', 'Rosenthal', 'Hart', 'Frimodt', 'Stein', 'Vandiviere', 'TPT Madras', 'Coetzee', 'Rosenthal 2', 'Comstock', 'Comstock 2', 'Comstock 3'];
  const estimate = [-0.8893, -1.5854, -1.3481, -1.4416, -0.2175, -0.7861, -1.6209, 0.012, -0.4694, -1.3713, -0.3394, 0.4459, -0.0173];
  const se = [0.5706, 0.4411, 0.6404, 0.1415, 0.2251, 0.0826, 0.4722, 0.063, 0.2383, 0.2664, 0.1115, 0.7307, 0.2672];
  return table({ study, estimate, se, lower: estimate.map((e, i) => round(e - 1.96 * (se[i] ?? 0), 4)), upper: estimate.map((e, i) => round(e + 1.96 * (se[i] ?? 0), 4)) });
}

function matrix(): Table {
  const rand = mulberry32(3);
  const z = normal(rand);
  const n = 12;
  const base = Array.from({ length: n }, () => z());
  const col = (w: number) => base.map((b) => round(b * w + z() * (1 - Math.abs(w)), 3));
  return table({ sample: Array.from({ length: n }, (_, i) => `S${i + 1}`), geneA: col(0.9), geneB: col(0.7), geneC: col(-0.6), geneD: col(0.1), geneE: col(-0.9), geneF: col(0.4) });
}

function composition(): Table {
  return table({
    category: ['Protein', 'Lipid', 'Carbohydrate', 'Nucleic acid', 'Other'],
    subcategory: ['Enzymes', 'Membrane', 'Glycogen', 'RNA', 'Ions'],
    value: [42, 23, 17, 12, 6],
  });
}

/** A phase II trial's best % change in target lesions per patient, with the RECIST category. */
function tumourResponse(): Table {
  const rand = mulberry32(23);
  const z = normal(rand);
  const n = 32;
  const best = Array.from({ length: n }, (_, i) => round(Math.max(-100, Math.min(140, (i === 3 ? 135 : 10) - 35 * rand() + z() * 28)), 1));
  // RECIST 1.1 from the best change alone (no new lesions recorded): CR at −100 %, PR at −30 %
  // or less, PD at +20 % or more, SD between.
  const category = best.map((b) => (b <= -100 ? 'CR' : b <= -30 ? 'PR' : b >= 20 ? 'PD' : 'SD'));
  return table({ patient: Array.from({ length: n }, (_, i) => `P${String(i + 1).padStart(2, '0')}`), best_change: best, best_response: category });
}

function timeseries(): Table {
  const rand = mulberry32(9);
  const z = normal(rand);
  const years = Array.from({ length: 12 }, (_, i) => 2013 + i);
  const rows = years.flatMap((y) => ['Europe', 'Asia', 'Americas'].map((r) => [y, r] as const));
  return table({
    year: rows.map((r) => r[0]),
    region: rows.map((r) => r[1]),
    cases: rows.map(([y, r]) => round((r === 'Asia' ? 40 : r === 'Europe' ? 25 : 18) + (y - 2013) * 2.5 + z() * 3, 1)),
  });
}

function radar(): Table {
  return table({ strain: ['Wild type', 'Mutant'], growth: [0.8, 0.55], motility: [0.6, 0.9], biofilm: [0.4, 0.75], virulence: [0.7, 0.35], resistance: [0.3, 0.8] });
}

function sets(): Table {
  const rand = mulberry32(13);
  const n = 120;
  return table({
    gene: Array.from({ length: n }, (_, i) => `G${i}`),
    RNA_seq: Array.from({ length: n }, () => (rand() < 0.6 ? 1 : 0)),
    proteomics: Array.from({ length: n }, () => (rand() < 0.4 ? 1 : 0)),
    CRISPR_screen: Array.from({ length: n }, () => (rand() < 0.3 ? 1 : 0)),
  });
}

function flows(): Table {
  return table({
    source: ['Screened', 'Screened', 'Eligible', 'Eligible', 'Randomised', 'Randomised'],
    target: ['Eligible', 'Excluded', 'Randomised', 'Declined', 'Treatment', 'Placebo'],
    value: [420, 180, 300, 120, 152, 148],
  });
}

function calendar(): Table {
  const rand = mulberry32(17);
  const start = Date.UTC(2025, 0, 1);
  const days = Array.from({ length: 365 }, (_, i) => start + i * 86_400_000);
  const t: Table = table({ samples: days.map((d) => Math.round(5 + 4 * Math.sin(d / 2.6e9) + rand() * 6)) });
  t.columns.unshift({ name: 'date', type: 'date', values: days });
  return t;
}

function confusion(): Table {
  const rand = mulberry32(21);
  const labels = ['healthy', 'mild', 'severe'];
  const actual = Array.from({ length: 150 }, (_, i) => labels[i % 3] ?? 'healthy');
  const predicted = actual.map((a) => (rand() < 0.78 ? a : (labels[Math.floor(rand() * 3)] ?? 'healthy')));
  return table({ actual, predicted });
}

/** Cells measured under three conditions in three biological replicates, each replicate shifted as a whole. */
function cells(): Table {
  const rand = mulberry32(23);
  const z = normal(rand);
  const rows: Array<{ condition: string; replicate: string; speed: number }> = [];
  const conditions: Array<[string, number]> = [['Control', 20], ['Drug A', 26], ['Drug B', 23]];
  const shifts = [-3, 0.5, 3];
  for (const [condition, level] of conditions) {
    shifts.forEach((shift, r) => {
      for (let i = 0; i < 30; i++) rows.push({ condition, replicate: `N${r + 1}`, speed: round(level + shift + z() * 4, 1) });
    });
  }
  return table({ condition: rows.map((r) => r.condition), replicate: rows.map((r) => r.replicate), speed: rows.map((r) => r.speed) });
}

export interface Sample {
  table: Table;
  request: string;
}

export function samples(): Record<ChartType, Sample> {
  const c = clinical();
  const d = dose();
  const o = omics();
  const m = matrix();
  const comp = composition();
  const ts = timeseries();
  return {
    bar: { table: c, request: 'sbp by group, mean with SEM, show points' },
    line: { table: ts, request: 'cases against year by region' },
    scatter: { table: c, request: 'sbp against age by group' },
    dot: { table: comp, request: 'value by category' },
    frequency_dot: { table: c, request: 'age' },
    pie: { table: comp, request: 'value by category' },
    nested_pie: { table: comp, request: 'value by category and subcategory' },
    timeseries: { table: ts, request: 'cases against year by region' },
    waterfall: { table: tumourResponse(), request: 'waterfall of best_change coloured by best_response' },
    stacked_area: { table: ts, request: 'cases against year by region' },
    radar: { table: radar(), request: 'growth, motility, biofilm, virulence and resistance by strain' },
    boxplot: { table: c, request: 'sbp by group, show points' },
    violin: { table: c, request: 'sbp by group' },
    histogram: { table: c, request: 'age' },
    density: { table: c, request: 'sbp by group' },
    raincloud: { table: c, request: 'sbp by group' },
    beeswarm: { table: c, request: 'sbp by group' },
    qq: { table: c, request: 'sbp' },
    ogive: { table: c, request: 'age' },
    ecdf: { table: c, request: 'sbp by group' },
    ridgeline: { table: ts, request: 'cases by region' },
    regression: { table: c, request: 'sbp against age' },
    errorbar: { table: c, request: 'sbp by group, mean with 95% CI' },
    correlation: { table: m, request: 'correlation of geneA, geneB, geneC, geneD, geneE and geneF' },
    bland_altman: { table: c, request: 'method_a against method_b' },
    funnel: { table: meta(), request: 'estimate with se' },
    standard_curve: { table: d, request: 'signal against concentration' },
    bubble: { table: c, request: 'sbp against age, weight age, by group' },
    hexbin: { table: o, request: 'log2fc against mean_expression' },
    paired_dot: { table: c, request: 'before and after by group' },
    volcano: { table: o, request: 'fold change log2fc, p-value pvalue, label gene' },
    kaplan_meier: { table: c, request: 'time time, status status, by group' },
    forest: { table: meta(), request: 'estimate with lower and upper by study' },
    roc: { table: c, request: 'score score, outcome as the truth' },
    manhattan: { table: o, request: 'chromosome chromosome, position position, p-value pvalue' },
    ma_plot: { table: o, request: 'log2fc against mean_expression' },
    enrichment: { table: enrichment(), request: 'gene_ratio by term, size count, p-value padj' },
    dose_response: { table: d, request: 'response against dose' },
    growth_curve: { table: d, request: 'od against hour' },
    enzyme_kinetics: { table: d, request: 'rate against substrate' },
    precision_recall: { table: c, request: 'score score, outcome as the truth' },
    calibration_curve: { table: c, request: 'score score, outcome as the truth' },
    confusion_matrix: { table: confusion(), request: 'actual against predicted' },
    heatmap: { table: m, request: 'geneA, geneB, geneC, geneD, geneE and geneF by sample' },
    dendrogram: { table: m, request: 'geneA, geneB, geneC, geneD, geneE and geneF by sample' },
    upset: { table: sets(), request: 'RNA_seq, proteomics and CRISPR_screen' },
    sankey: { table: flows(), request: 'source source, target target, weight value' },
    stem_leaf: { table: c, request: 'age' },
    calendar_heatmap: { table: calendar(), request: 'samples by date' },
    superplot: { table: cells(), request: 'speed by condition, coloured by replicate' },
  };
}
