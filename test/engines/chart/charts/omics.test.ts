// The omics, meta-analysis and matrix chart types (volcano, MA, Manhattan, enrichment, forest,
// funnel, heatmaps, correlation and confusion matrices, hexbin, bubble): each drawn from a
// small realistic table and a request, its marks and printed statistics checked (numbers
// against R: metafor 3.8, p.adjust, cor, hexbin; and scikit-learn for kappa), and rendered to
// the four files a chart job returns.
import { CHARTS } from '../../../../engines/chart/charts/index.ts';
import type { ChartType } from '../../../../engines/chart/chartTypes.ts';
import type { Table } from '../../../../engines/chart/data/types.ts';
import { ChartError } from '../../../../engines/chart/errors.ts';
import { specFromRequest } from '../../../../engines/chart/index.ts';
import { themeFor } from '../../../../engines/chart/plot/theme.ts';
import { toEps } from '../../../../engines/chart/render/eps.ts';
import { toPdf } from '../../../../engines/chart/render/pdf.ts';
import { toPng, toTiff } from '../../../../engines/chart/render/raster.ts';
import { textNodes, type CircleNode, type PolylineNode, type RectNode, type Scene, type SceneNode } from '../../../../engines/chart/render/scene.ts';
import { mulberry32 } from '../../../../engines/chart/stats/density.ts';
import { normalQuantile } from '../../../../engines/chart/stats/numeric.ts';
import { sampleColorMap } from '../../../../engines/chart/style/colormaps.ts';

const theme = themeFor('default', 'single', 'okabe_ito');

function draw(table: Table, request: string, type: ChartType): Scene {
  const spec = specFromRequest(table, request, [type]);
  const chart = CHARTS[spec.type];
  if (!chart) throw new Error(`${type} is not registered`);
  return chart({ table, spec, theme });
}

function texts(scene: Scene): string[] {
  return textNodes(scene.nodes).map((t) => t.text);
}

function all(nodes: SceneNode[]): SceneNode[] {
  return nodes.flatMap((n) => (n.type === 'group' ? all(n.children) : [n]));
}

const circles = (scene: Scene) => all(scene.nodes).filter((n): n is CircleNode => n.type === 'circle');
const rects = (scene: Scene) => all(scene.nodes).filter((n): n is RectNode => n.type === 'rect');
const polylines = (scene: Scene) => all(scene.nodes).filter((n): n is PolylineNode => n.type === 'polyline');

/** The four files of a chart job, as renderChart makes them. */
async function fourFiles(scene: Scene): Promise<Buffer[]> {
  const png = await toPng(scene, 150);
  const tiff = await toTiff(scene, 150);
  const files = [png.bytes, await toPdf(scene, { title: 'test' }), tiff.bytes, toEps(scene, { title: 'test' })];
  expect(files[0]?.subarray(1, 4).toString()).toBe('PNG');
  expect(files[1]?.subarray(0, 5).toString()).toBe('%PDF-');
  expect(['II', 'MM']).toContain(files[2]?.subarray(0, 2).toString());
  expect(files[3]?.subarray(0, 4).toString()).toBe('%!PS');
  return files;
}

const num = (name: string, values: Array<number | null>) => ({ name, type: 'number' as const, values });
const cat = (name: string, values: Array<string | null>) => ({ name, type: 'category' as const, values });

test('the registry draws the eleven types', () => {
  expect(Object.keys(CHARTS)).toEqual(expect.arrayContaining(['bubble', 'confusion_matrix', 'correlation', 'enrichment', 'forest', 'funnel', 'heatmap', 'hexbin', 'ma_plot', 'manhattan', 'volcano']));
});

describe('volcano', () => {
  // R: p.adjust(p, "BH"); up/down at |log2FC| >= 1 and adjusted p <= 0.05 gives 4 up, 4 down, 6 ns
  // (GENE7: FC 1.1, q = 0.0467 is up; GENE12: FC 1.6, q = 0.063 is not).
  const fc = [2.5, -3.1, 1.8, -1.2, 0.4, -0.3, 1.1, 3.4, -2.2, 0.9, -0.1, 1.6, -1.9, 0.2];
  const p = [1e-8, 2e-10, 3e-4, 0.004, 0.2, 0.7, 0.03, 5e-12, 1e-6, 0.01, 0.9, 0.045, 0.02, 0.5];
  const table: Table = { format: 'csv', rowCount: 14, columns: [cat('gene', fc.map((_, i) => `GENE${i + 1}`)), num('log2FoldChange', fc), num('pvalue', p)] };

  test('classes genes by BH-adjusted p and fold change, labels the top hits', async () => {
    const scene = draw(table, 'Volcano plot of log2FoldChange and pvalue, labelled by gene', 'volcano');
    const t = texts(scene);
    expect(t).toEqual(expect.arrayContaining(['Up (4)', 'Down (4)', 'NS (6)', 'log2 fold change', '\u2212log10 adjusted p (BH)']));
    // The eight significant genes are named, the others not.
    for (const g of [1, 2, 3, 4, 7, 8, 9, 13]) expect(t).toContain(`GENE${g}`);
    for (const g of [5, 6, 10, 11, 12, 14]) expect(t).not.toContain(`GENE${g}`);
    expect(circles(scene)).toHaveLength(14 + 3);
    await fourFiles(scene);
  });

  test('uses the adjusted column the data has', () => {
    const padj = { ...table, columns: [...table.columns, num('padj', p.map(() => 0.5))] };
    const scene = draw(padj, 'Volcano plot of log2FoldChange and pvalue', 'volcano');
    expect(texts(scene)).toEqual(expect.arrayContaining(['Up (0)', 'Down (0)', 'NS (14)', '\u2212log10 adjusted p (padj)']));
  });

  test('caps p = 0 as a triangle, leaves out genes without an adjusted p, and hides the legend on request', () => {
    const table: Table = {
      format: 'csv',
      rowCount: 4,
      columns: [cat('gene', ['A', 'B', 'C', 'D']), num('log2FoldChange', [5, 2, -2, 0.1]), num('pvalue', [0, 1e-6, 1e-5, 0.5]), num('padj', [0, 1e-5, null, 0.8])],
    };
    const scene = draw(table, 'Volcano plot of log2FoldChange and pvalue, labelled by gene. No legend', 'volcano');
    const t = texts(scene);
    expect(t).toContain('A');
    expect(t).not.toContain('C');
    expect(t.some((s) => s.startsWith('Up ('))).toBe(false);
    expect(polylines(scene).filter((p) => p.closed && p.points.length === 3)).toHaveLength(1);
    expect(circles(scene)).toHaveLength(2);
  });

  test('refuses data without p-values', () => {
    const bad: Table = { format: 'csv', rowCount: 2, columns: [cat('gene', ['A', 'B']), num('log2FoldChange', [1, 2])] };
    expect(() => draw(bad, 'Volcano plot', 'volcano')).toThrow(ChartError);
  });
});

const oddsRatios: Table = {
  format: 'csv',
  rowCount: 7,
  columns: [
    cat('study', ['Smith 2009', 'Jones 2011', 'Garcia 2012', 'Chen 2014', 'Okafor 2016', 'Müller 2018', 'Tanaka 2020']),
    num('OR', [0.62, 0.85, 0.48, 1.1, 0.71, 0.55, 0.93]),
    num('lower', [0.4, 0.61, 0.26, 0.72, 0.5, 0.33, 0.7]),
    num('upper', [0.96, 1.18, 0.89, 1.68, 1.01, 0.92, 1.24]),
  ],
};

describe('forest', () => {
  test('pools odds ratios by DerSimonian–Laird as metafor rma(method = "DL")', async () => {
    const scene = draw(oddsRatios, 'Forest plot of OR by study with lower and upper CI', 'forest');
    const t = texts(scene);
    // metafor: exp(b) = 0.7637 [0.6299, 0.9259], I2 = 38.43%, tau2 = 0.0252, QEp = 0.1358,
    // z = -2.743, p = 0.00609; weights 12.86 18.03 7.80 13.42 16.82 10.31 20.76.
    expect(t).toContain('0.76 [0.63, 0.93]');
    expect(t).toContain('Random effects (DL)');
    expect(t).toContain('Heterogeneity: I\u00b2 = 38.4%, \u03c4\u00b2 = 0.025, p = 0.14');
    expect(t).toContain('Overall effect: z = \u22122.74, p = 0.006');
    expect(t).toEqual(expect.arrayContaining(['12.9%', '18.0%', '7.8%', '13.4%', '16.8%', '10.3%', '20.8%']));
    expect(t).toContain('OR (log scale)');
    // One square per study, the largest for the heaviest study (Tanaka 2020).
    const squares = rects(scene).filter((r) => r.width === r.height);
    expect(squares).toHaveLength(7);
    expect(Math.max(...squares.map((s) => s.width))).toBe(squares[6]?.width);
    // The line of no effect stands at OR = 1: under the tick labelled 1.
    const one = textNodes(scene.nodes).find((n) => n.text === '1');
    const verticals = all(scene.nodes).filter((n) => n.type === 'line' && n.x1 === n.x2 && !n.dash);
    expect(verticals.some((l) => l.type === 'line' && Math.abs(l.x1 - (one?.x ?? -1)) < 1e-6)).toBe(true);
    await fourFiles(scene);
  });

  test('pools differences given with standard errors, null at 0', () => {
    const table: Table = { format: 'csv', rowCount: 5, columns: [cat('trial', ['A', 'B', 'C', 'D', 'E']), num('SMD', [0.3, 0.1, 0.5, 0.25, -0.05]), num('se', [0.12, 0.15, 0.2, 0.1, 0.18])] };
    const t = texts(draw(table, 'Forest plot of SMD for each trial', 'forest'));
    // metafor: b = 0.2230 [0.0799, 0.3660], I2 = 25.53%, tau2 = 0.0068, QEp = 0.251; weights 25.13 18.18 11.38 31.71 13.59.
    expect(t).toContain('0.22 [0.08, 0.37]');
    expect(t).toContain('Heterogeneity: I\u00b2 = 25.5%, \u03c4\u00b2 = 0.007, p = 0.25');
    expect(t).toEqual(expect.arrayContaining(['25.1%', '18.2%', '11.4%', '31.7%', '13.6%', 'SMD']));
  });

  test('needs a CI or standard error', () => {
    const table: Table = { format: 'csv', rowCount: 2, columns: [cat('study', ['A', 'B']), num('OR', [1, 2])] };
    expect(() => draw(table, 'Forest plot of OR', 'forest')).toThrow(/95% CI|standard error/);
  });
});

describe('funnel', () => {
  test("plots SE against the log OR with pseudo-CI lines and Egger's p (metafor regtest: 0.0818)", async () => {
    const scene = draw(oddsRatios, 'Funnel plot of OR with lower and upper CI', 'funnel');
    const t = texts(scene);
    expect(t).toContain("Egger's test: p = 0.082");
    expect(t).toEqual(expect.arrayContaining(['Standard error', 'OR (log scale)', '0.5', '1', '2']));
    expect(circles(scene)).toHaveLength(7);
    // Two dashed pseudo-confidence lines meet at the pooled estimate at SE = 0.
    const dashed = all(scene.nodes).filter((n) => n.type === 'line' && n.dash && n.dash.length > 0);
    expect(dashed.length).toBeGreaterThanOrEqual(2);
    const [a, b] = dashed;
    expect(a?.type === 'line' && b?.type === 'line' && Math.abs(a.x1 - b.x1) < 1e-9 && Math.abs(a.y1 - b.y1) < 1e-9).toBe(true);
    await fourFiles(scene);
  });

  test('differences with standard errors: centred on the fixed-effect estimate (metafor: 0.2268), Egger p = 0.319', () => {
    const table: Table = {
      format: 'csv',
      rowCount: 8,
      columns: [cat('trial', ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']), num('SMD', [0.3, 0.1, 0.5, 0.25, -0.05, 0.6, 0.42, 0.18]), num('se', [0.12, 0.15, 0.2, 0.1, 0.18, 0.3, 0.25, 0.08])],
    };
    const scene = draw(table, 'Funnel plot of SMD', 'funnel');
    expect(texts(scene)).toEqual(expect.arrayContaining(["Egger's test: p = 0.32", 'SMD', '0.0', '0.2']));
    // The solid centre line stands at 0.2268 on the axis through the ticks 0.0 and 0.2.
    const tick = (label: string) => textNodes(scene.nodes).find((n) => n.text === label)?.x ?? NaN;
    const centre = all(scene.nodes).find((n) => n.type === 'line' && n.x1 === n.x2 && !n.dash && n.stroke === theme.ink && n.y1 < n.y2 - 10);
    const x0 = tick('0.0');
    const x2 = tick('0.2');
    expect(centre?.type === 'line' ? (centre.x1 - x0) / ((x2 - x0) / 0.2) : NaN).toBeCloseTo(0.22676, 4);
  });
});

describe('heatmap', () => {
  test('colours a centred matrix on RdBu (red high) with a colour bar', async () => {
    const table: Table = {
      format: 'csv',
      rowCount: 4,
      columns: [cat('gene', ['TP53', 'MYC', 'EGFR', 'KRAS']), num('Ctrl', [0.2, -0.4, 0.1, 0]), num('Treat_1', [1.8, -1.5, 0.3, 0.9]), num('Treat_2', [2, -1.2, -0.2, 1.1])],
    };
    const scene = draw(table, 'Heatmap of Ctrl, Treat_1 and Treat_2 by gene', 'heatmap');
    const t = texts(scene);
    expect(t).toEqual(expect.arrayContaining(['TP53', 'MYC', 'EGFR', 'KRAS', 'Ctrl', 'Treat_1', 'Treat_2', '2.00', '\u22121.50']));
    const cells = rects(scene).filter((r) => r.stroke === '#FFFFFF');
    expect(cells).toHaveLength(12);
    // Symmetric about 0: the largest |value| (2.00) is the dark-red end of RdBu.
    expect(cells[2]?.fill).toBe(sampleColorMap('rdbu', 0));
    expect(cells[0]?.fill).not.toBe(cells[2]?.fill);
    await fourFiles(scene);
  });

  test('pivots long data (two text columns and a value), averaging repeats, on viridis', () => {
    const table: Table = {
      format: 'csv',
      rowCount: 5,
      columns: [cat('gene', ['A', 'A', 'B', 'B', 'A']), cat('sample', ['s1', 's2', 's1', 's2', 's1']), num('tpm', [2, 4, 6, 8, 4])],
    };
    const scene = draw(table, 'Heatmap of tpm by gene and sample', 'heatmap');
    // A/s1 is the mean of 2 and 4: the colour bar says its cells are means.
    expect(texts(scene)).toEqual(expect.arrayContaining(['3.00', '4.00', '6.00', '8.00', 'gene', 'sample', 'Mean tpm']));
    const cells = rects(scene).filter((r) => r.stroke === '#FFFFFF');
    expect(cells[3]?.fill).toBe(sampleColorMap('viridis', 1));
    expect(cells[0]?.fill).toBe(sampleColorMap('viridis', 0));
  });
});

const mtcars: Table = {
  format: 'csv',
  rowCount: 32,
  columns: [
    num('mpg', [21, 21, 22.8, 21.4, 18.7, 18.1, 14.3, 24.4, 22.8, 19.2, 17.8, 16.4, 17.3, 15.2, 10.4, 10.4, 14.7, 32.4, 30.4, 33.9, 21.5, 15.5, 15.2, 13.3, 19.2, 27.3, 26, 30.4, 15.8, 19.7, 15, 21.4]),
    num('disp', [160, 160, 108, 258, 360, 225, 360, 146.7, 140.8, 167.6, 167.6, 275.8, 275.8, 275.8, 472, 460, 440, 78.7, 75.7, 71.1, 120.1, 318, 304, 350, 400, 79, 120.3, 95.1, 351, 145, 301, 121]),
    num('hp', [110, 110, 93, 110, 175, 105, 245, 62, 95, 123, 123, 180, 180, 180, 205, 215, 230, 66, 52, 65, 97, 150, 150, 245, 175, 66, 91, 113, 264, 175, 335, 109]),
    num('wt', [2.62, 2.875, 2.32, 3.215, 3.44, 3.46, 3.57, 3.19, 3.15, 3.44, 3.44, 4.07, 3.73, 3.78, 5.25, 5.424, 5.345, 2.2, 1.615, 1.835, 2.465, 3.52, 3.435, 3.84, 3.845, 1.935, 2.14, 1.513, 3.17, 2.77, 3.57, 2.78]),
    num('qsec', [16.46, 17.02, 18.61, 19.44, 17.02, 20.22, 15.84, 20, 22.9, 18.3, 18.9, 17.4, 17.6, 18, 17.98, 17.82, 17.42, 19.47, 18.52, 19.9, 20.01, 16.87, 17.3, 15.41, 17.05, 18.9, 16.7, 16.9, 14.5, 15.5, 14.6, 18.6]),
  ],
};

describe('correlation', () => {
  test('prints Pearson r of R cor(mtcars[, c("mpg", "disp", "hp", "wt", "qsec")])', async () => {
    const scene = draw(mtcars, 'Correlation matrix of mpg, disp, hp, wt and qsec', 'correlation');
    const t = texts(scene);
    // R: mpg-disp -0.8476, mpg-hp -0.7762, mpg-wt -0.8677, mpg-qsec 0.4187, disp-wt 0.8880, hp-qsec -0.7082, wt-qsec -0.1747.
    expect(t.slice(0, 5)).toEqual(['1.00', '\u22120.85', '\u22120.78', '\u22120.87', '0.42']);
    expect(t).toEqual(expect.arrayContaining(['0.89', '\u22120.71', '\u22120.17', 'Pearson r, n = 32']));
    const cells = rects(scene).filter((r) => r.stroke === '#FFFFFF');
    expect(cells).toHaveLength(25);
    // r = 1 on the diagonal is the blue end of RdBu.
    expect(cells[0]?.fill).toBe(sampleColorMap('rdbu', 1));
    await fourFiles(scene);
  });
});

describe('confusion_matrix', () => {
  test('counts, row percentages, accuracy and kappa (sklearn: 0.8167, 0.7186)', async () => {
    const actual = [...Array<string>(20).fill('cat'), ...Array<string>(25).fill('dog'), ...Array<string>(15).fill('rabbit')];
    const predicted = [
      ...Array<string>(16).fill('cat'), ...Array<string>(3).fill('dog'), 'rabbit',
      ...Array<string>(2).fill('cat'), ...Array<string>(21).fill('dog'), ...Array<string>(2).fill('rabbit'),
      'cat', ...Array<string>(2).fill('dog'), ...Array<string>(12).fill('rabbit'),
    ];
    const table: Table = { format: 'csv', rowCount: 60, columns: [cat('actual', actual), cat('predicted', predicted)] };
    const scene = draw(table, 'Confusion matrix of predicted against actual', 'confusion_matrix');
    const t = texts(scene);
    expect(t).toContain('Accuracy = 0.817, \u03ba = 0.719, n = 60');
    expect(t.slice(0, 6)).toEqual(['16', '80.0%', '3', '15.0%', '1', '5.0%']);
    expect(t).toEqual(expect.arrayContaining(['21', '84.0%', '12', '80.0%', 'Predicted', 'Actual']));
    await fourFiles(scene);
  });
});

describe('manhattan', () => {
  test('orders chromosomes naturally, draws the 5e-8 and 1e-5 lines and names the lead hit', async () => {
    const chr = ['chr2', 'chr2', 'chr2', 'chr1', 'chr1', 'chr1', 'chr1', 'chrX', 'chrX', 'chr10', 'chr10', 'chr10'];
    const bp = [1e6, 5e6, 9e6, 2e6, 4e6, 6e6, 8e6, 1e6, 3e6, 2e6, 7e6, 9e6];
    const p = [0.3, 2e-9, 0.04, 0.6, 0.01, 3e-6, 0.8, 0.5, 0.2, 0.9, 1e-12, 0.07];
    const table: Table = { format: 'csv', rowCount: 12, columns: [cat('SNP', bp.map((_, i) => `rs${i + 1}`)), cat('CHR', chr), num('BP', bp), num('P', p)] };
    const scene = draw(table, 'Manhattan plot of P by chromosome CHR and position BP', 'manhattan');
    const t = texts(scene);
    const order = ['1', '2', '10', 'X'].map((c) => t.indexOf(c));
    expect(order.every((v, i) => v >= 0 && (i === 0 || v > (order[i - 1] ?? 0)))).toBe(true);
    // Both hits past 5e-8 are named (one per chromosome); the suggestive one is not.
    expect(t).toEqual(expect.arrayContaining(['rs2', 'rs11', 'Chromosome', '\u2212log10 p']));
    expect(t).not.toContain('rs6');
    expect(circles(scene)).toHaveLength(12);
    // Alternating colours: chromosome 1 in the first palette colour, 2 in the second.
    const colours = new Set(circles(scene).map((c) => c.fill));
    expect(colours).toEqual(new Set([theme.color(0), theme.color(1)]));
    // The two threshold lines, 5e-8 above 1e-5.
    const lines = all(scene.nodes).filter((n) => n.type === 'line' && n.dash && n.y1 === n.y2);
    expect(lines).toHaveLength(2);
    const [suggestive, genomeWide] = lines;
    expect(suggestive?.type === 'line' && genomeWide?.type === 'line' && genomeWide.y1 < suggestive.y1).toBe(true);
    await fourFiles(scene);
  });
});

describe('ma_plot', () => {
  test('M = log2(treated/control) against A from two intensity columns', async () => {
    const table: Table = { format: 'csv', rowCount: 5, columns: [num('control', [100, 200, 50, 0, 1000]), num('treated', [400, 200, 25, 10, 1000])] };
    const scene = draw(table, 'MA plot of treated against control', 'ma_plot');
    const t = texts(scene);
    expect(t).toEqual(expect.arrayContaining(['M = log2 (treated / control)', 'A = mean log2 (treated, control)']));
    // The row with a zero intensity is dropped.
    const points = circles(scene);
    expect(points).toHaveLength(4);
    // M: 2, 0, -1, 0 — the first point is the highest, the two with M = 0 level.
    const [p1, p2, p3, p4] = points;
    expect(p2?.cy).toBeCloseTo(p4?.cy ?? 0, 9);
    expect((p1?.cy ?? 0) < (p2?.cy ?? 0) && (p2?.cy ?? 0) < (p3?.cy ?? 0)).toBe(true);
    // A = 7.64, 7.64, 5.14, 9.97: the fourth point is furthest right.
    expect(p4?.cx).toBeGreaterThan(p1?.cx ?? Infinity);
    expect(p1?.cx).toBeCloseTo(p2?.cx ?? 0, 9);
    await fourFiles(scene);
  });

  test('DESeq2 results: baseMean on a log axis, coloured by padj', () => {
    const table: Table = {
      format: 'csv',
      rowCount: 6,
      columns: [cat('gene', ['a', 'b', 'c', 'd', 'e', 'f']), num('baseMean', [5, 50, 500, 5000, 20, 800]), num('log2FoldChange', [0.2, 2.1, -1.5, 0.1, -0.3, 1.2]), num('padj', [0.9, 0.001, 0.01, 0.5, 0.7, 0.2])],
    };
    const t = texts(draw(table, 'MA plot of log2FoldChange against baseMean', 'ma_plot'));
    expect(t).toEqual(expect.arrayContaining(['Up (1)', 'Down (1)', 'NS (4)', 'Mean of normalized counts', 'log2 fold change', '10', '100', '1000']));
  });
});

describe('enrichment', () => {
  const terms = ['cell cycle', 'DNA replication', 'chromosome segregation', 'mitotic nuclear division', 'regulation of cell cycle phase transition', 'DNA repair', 'nuclear division', 'organelle fission', 'response to ionizing radiation', 'positive regulation of transcription by RNA polymerase II in response to stress', 'spindle organization', 'DNA damage checkpoint signaling'];
  const k = [34, 21, 25, 22, 28, 26, 24, 23, 12, 9, 15, 13];
  const p = [1.2e-14, 3.5e-12, 8.1e-11, 2.2e-10, 5.0e-9, 7.3e-8, 1.1e-7, 3.9e-7, 2.0e-5, 4.1e-4, 6.2e-4, 1.5e-3];
  const table: Table = { format: 'csv', rowCount: 12, columns: [cat('Description', terms), cat('GeneRatio', k.map((v) => `${v}/180`)), num('pvalue', p), num('Count', k)] };

  test('keeps the ten terms with the smallest BH-adjusted p, ordered by gene ratio', async () => {
    const scene = draw(table, 'GO enrichment dot plot of Description by GeneRatio and Count', 'enrichment');
    const t = texts(scene);
    // Names are whole, wrapped onto lines beside the axis: read them back as one text.
    const all = t.join(' ');
    const shown = ['cell cycle', 'regulation of cell cycle phase transition', 'DNA repair', 'chromosome segregation', 'nuclear division', 'organelle fission', 'mitotic nuclear division', 'DNA replication', 'response to ionizing radiation'];
    const at = shown.map((s) => all.indexOf(s));
    expect(at.every((v, i) => v >= 0 && (i === 0 || v > (at[i - 1] ?? 0)))).toBe(true);
    expect(all).toContain('positive regulation of transcription by RNA polymerase II in response to stress');
    expect(t).not.toContain('spindle organization');
    expect(t).not.toContain('DNA damage checkpoint signaling');
    expect(t).toEqual(expect.arrayContaining(['Gene ratio', '\u2212log10 adj. p', 'Count']));
    // R: -log10(p.adjust(p, "BH")) runs from 12.84 (cell cycle) to 3.31 among the ten kept:
    // cell cycle takes the top of viridis, the last term its bottom.
    const dots = circles(scene).filter((c) => c.stroke === theme.ink && c.fill !== '#BBBBBB');
    expect(dots).toHaveLength(10);
    expect(dots[0]?.fill).toBe(sampleColorMap('viridis', 1));
    expect(dots[9]?.fill).toBe(sampleColorMap('viridis', 0));
    // Area proportional to the count.
    expect(((dots[0]?.r ?? 0) / (dots[2]?.r ?? 1)) ** 2).toBeCloseTo(34 / 26, 9);
    await fourFiles(scene);
  });
});

describe('bubble', () => {
  test('sizes bubbles by area, colours by group, with a size legend', async () => {
    const table: Table = {
      format: 'csv',
      rowCount: 6,
      columns: [
        cat('country', ['China', 'India', 'Germany', 'France', 'Nigeria', 'Brazil']),
        num('gdp', [4959, 2452, 32170, 30470, 2014, 9066]),
        num('life', [73, 64.7, 79.4, 80.7, 46.9, 72.4]),
        num('pop', [1318.7, 1110.4, 82.4, 61.1, 135, 190]),
        cat('continent', ['Asia', 'Asia', 'Europe', 'Europe', 'Africa', 'Americas']),
      ],
    };
    const scene = draw(table, 'Bubble chart of life against gdp, size pop, coloured by continent', 'bubble');
    const t = texts(scene);
    expect(t).toEqual(expect.arrayContaining(['gdp', 'life', 'continent', 'Asia', 'Europe', 'Africa', 'Americas', 'pop', '1000', '300', '80']));
    const bubbles = circles(scene).filter((c) => c.fillOpacity === 0.7);
    expect(bubbles).toHaveLength(6);
    // Largest first; China : India by area = 1318.7 : 1110.4.
    expect(((bubbles[0]?.r ?? 0) / (bubbles[1]?.r ?? 1)) ** 2).toBeCloseTo(1318.7 / 1110.4, 9);
    expect(bubbles[0]?.fill).toBe(theme.color(0));
    expect(bubbles.find((b) => b.fill === theme.color(3))).toBeDefined();
    await fourFiles(scene);
  });

  test('needs a size column', () => {
    const table: Table = { format: 'csv', rowCount: 2, columns: [num('x', [1, 2]), num('y', [3, 4])] };
    expect(() => draw(table, 'Bubble chart of y against x', 'bubble')).toThrow(ChartError);
  });
});

describe('hexbin', () => {
  test('bins as R hexbin(x, y, xbins = 30, shape = 1.00645): 226 cells, at most 7 points', async () => {
    // The same 500 points written to CSV and binned in R 4 with hexbin 1.28.
    const rnd = mulberry32(21);
    const x: number[] = [];
    const y: number[] = [];
    for (let i = 0; i < 500; i++) {
      const a = normalQuantile(Math.min(0.9999, Math.max(0.0001, rnd())));
      const b = normalQuantile(Math.min(0.9999, Math.max(0.0001, rnd())));
      x.push(Number((a * 1.5 + 10).toFixed(3)));
      y.push(Number((0.7 * a + 0.7 * b + 5).toFixed(3)));
    }
    const table: Table = { format: 'csv', rowCount: 500, columns: [num('height', x), num('weight', y)] };
    const scene = draw(table, 'Hexbin plot of weight against height', 'hexbin');
    const hexagons = polylines(scene).filter((p) => p.points.length === 6 && p.closed);
    expect(hexagons).toHaveLength(226);
    // The densest cell is the top of the colour scale.
    expect(hexagons.filter((h) => h.fill === sampleColorMap('viridis', 1)).length).toBeGreaterThanOrEqual(1);
    expect(texts(scene)).toEqual(expect.arrayContaining(['height', 'weight', 'Count']));
    await fourFiles(scene);
  });
});
