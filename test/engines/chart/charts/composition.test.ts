// Composition, flow and set charts (pie, stacked area, waterfall, radar, dendrogram, UpSet,
// Sankey, calendar heatmap, nested pie): each drawn from a small realistic table and a request,
// checked mark by mark against numbers computed in R 4 (stated at each test), and rendered to
// PNG, TIFF, PDF and EPS.

import type { ChartType } from '../../../../engines/chart/chartTypes.ts';
import { CHARTS } from '../../../../engines/chart/charts/index.ts';
import { clusteredHeatmapChart, dendrogramTree } from '../../../../engines/chart/charts/dendrogram.ts';
import { pieSlices } from '../../../../engines/chart/charts/pie.ts';
import { placeSankey } from '../../../../engines/chart/charts/sankey.ts';
import { upsetData } from '../../../../engines/chart/charts/upset.ts';
import type { Table } from '../../../../engines/chart/data/types.ts';
import { ChartError, specFromRequest } from '../../../../engines/chart/index.ts';
import { themeFor } from '../../../../engines/chart/plot/theme.ts';
import { toEps } from '../../../../engines/chart/render/eps.ts';
import { toPdf } from '../../../../engines/chart/render/pdf.ts';
import { toPng, toTiff } from '../../../../engines/chart/render/raster.ts';
import { textNodes, type Scene } from '../../../../engines/chart/render/scene.ts';
import { sankeyGraph } from '../../../../engines/chart/stats/sets.ts';
import { flat } from '../support/scenes.ts';

const theme = themeFor('nature', 'single', 'okabe_ito');

function draw(table: Table, request: string, type: ChartType): Scene {
  const chart = CHARTS[type];
  if (!chart) throw new Error(`${type} is not registered`);
  return chart({ table, spec: specFromRequest(table, request, [type]), theme });
}


function texts(scene: Scene): string[] {
  return textNodes(scene.nodes).map((t) => t.text);
}

/** The four files renderChart makes, from the scene directly (renderChart draws only merged types). */
async function expectFourFormats(scene: Scene): Promise<void> {
  const png = await toPng(scene, 150);
  const tiff = await toTiff(scene, 150);
  const pdf = await toPdf(scene, { title: 'test' });
  const eps = toEps(scene, { title: 'test' });
  expect(png.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(['II', 'MM']).toContain(tiff.bytes.subarray(0, 2).toString('latin1'));
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(eps.subarray(0, 4).toString('latin1')).toBe('%!PS');
  expect(png.width).toBeGreaterThan(100);
}

function within(scene: Scene): void {
  for (const t of textNodes(scene.nodes)) {
    expect(t.x).toBeGreaterThanOrEqual(0);
    expect(t.x).toBeLessThanOrEqual(scene.width);
    expect(t.y).toBeGreaterThanOrEqual(0);
    expect(t.y).toBeLessThanOrEqual(scene.height);
  }
}

const category = (name: string, values: Array<string | null>) => ({ name, type: 'category' as const, values });
const number = (name: string, values: Array<number | null>) => ({ name, type: 'number' as const, values });

describe('pie', () => {
  const table: Table = {
    format: 'csv',
    rowCount: 6,
    columns: [category('Cell type', ['T cells', 'B cells', 'NK cells', 'Monocytes', 'Dendritic cells', 'Other']), number('Count', [412, 158, 96, 241, 18, 12])],
  };
  test('one slice per category in palette order, percentages as R round(100 * prop.table(x), 1)', async () => {
    const scene = draw(table, 'Pie chart of Count by "Cell type", title "PBMC composition"', 'pie');
    const slices = flat(scene.nodes).filter((n) => n.type === 'path');
    expect(slices).toHaveLength(6);
    expect(slices.map((s) => (s.type === 'path' ? s.fill : ''))).toEqual([0, 1, 2, 3, 4, 5].map((i) => theme.color(i)));
    // R: round(100 * c(412, 158, 96, 241, 18, 12) / 937, 1) = 44.0 16.9 10.2 25.7 1.9 1.3
    for (const p of ['44.0%', '16.9%', '10.2%', '25.7%', '1.9%', '1.3%']) expect(texts(scene)).toContain(p);
    expect(texts(scene)).toEqual(expect.arrayContaining(['PBMC composition', 'T cells', 'Dendritic cells']));
    within(scene);
    await expectFourFormats(scene);
  });
  test('angles are shares of 2π from 12 o\u2019clock; counts when there is no value column', () => {
    const s = pieSlices(['a', 'b', 'a', 'c'], undefined);
    expect(s.map((x) => x.value)).toEqual([2, 1, 1]);
    expect(s[0]?.startAngle).toBe(0);
    expect(s[0]?.endAngle).toBeCloseTo(Math.PI, 12);
    expect(s[2]?.endAngle).toBeCloseTo(2 * Math.PI, 12);
  });
  test('no legend: direct labels with the percentage; negative values refused', () => {
    const scene = draw(table, 'Pie chart of Count by "Cell type". No legend', 'pie');
    expect(texts(scene)).toContain('T cells (44.0%)');
    const bad: Table = { ...table, columns: [table.columns[0] as Table['columns'][number], number('Count', [1, -2, 3, 4, 5, 6])] };
    expect(() => draw(bad, 'Pie chart of Count by "Cell type"', 'pie')).toThrow(ChartError);
  });
});

describe('stacked_area', () => {
  const years = [2015, 2016, 2017, 2018, 2019, 2020];
  const src: Record<string, number[]> = { Coal: [40, 38, 35, 30, 26, 20], Gas: [25, 27, 29, 31, 33, 34], Wind: [5, 7, 10, 13, 16, 20], Solar: [1, 2, 4, 6, 9, 13] };
  const rows = years.flatMap((y, j) => Object.entries(src).map(([k, v]) => [y, k, v[j] ?? 0] as const));
  const table: Table = {
    format: 'csv',
    rowCount: rows.length,
    columns: [number('Year', rows.map((r) => r[0])), category('Source', rows.map((r) => r[1])), number('Generation', rows.map((r) => r[2]))],
  };
  test('one closed layer per group, tops at the cumulative sums (R: apply(m, 2, cumsum))', async () => {
    const scene = draw(table, 'Stacked area chart of Generation over Year by Source. y axis label "Generation (TWh)"', 'stacked_area');
    const layers = flat(scene.nodes).filter((n) => n.type === 'polyline' && n.closed);
    expect(layers).toHaveLength(4);
    const ticks = textNodes(scene.nodes);
    const yTick = (label: string) => ticks.find((t) => t.text === label && t.anchor === 'end')?.y ?? NaN;
    const perUnit = (yTick('0') - yTick('20')) / 20;
    // R: colSums of the four sources: 71 74 78 80 84 87; the top layer's upper edge is those.
    const top = layers[3];
    if (top?.type !== 'polyline') throw new Error('no layer');
    const upper = top.points.slice(0, 6).map(([, y]) => Number(((yTick('0') - y) / perUnit).toFixed(6)));
    expect(upper).toEqual([71, 74, 78, 80, 84, 87]);
    // The bottom layer (Coal) sits on zero.
    const bottom = layers[0];
    if (bottom?.type !== 'polyline') throw new Error('no layer');
    expect(bottom.points.slice(6).every(([, y]) => Math.abs(y - yTick('0')) < 1e-9)).toBe(true);
    expect(texts(scene)).toEqual(expect.arrayContaining(['Generation (TWh)', 'Year', 'Solar', 'Coal', '2015', '2020']));
    // Legend reads top to bottom like the stack.
    const legend = texts(scene).filter((t) => Object.keys(src).includes(t));
    expect(legend).toEqual(['Solar', 'Wind', 'Gas', 'Coal']);
    await expectFourFormats(scene);
  });
  test('wide data: one layer per y column', () => {
    const wide: Table = { format: 'csv', rowCount: 6, columns: [number('Year', years), ...Object.entries(src).map(([k, v]) => number(k, v))] };
    const scene = draw(wide, 'Stacked area chart of Coal and Gas and Wind against Year', 'stacked_area');
    expect(flat(scene.nodes).filter((n) => n.type === 'polyline' && n.closed)).toHaveLength(3);
  });
});

describe('waterfall', () => {
  const table: Table = {
    format: 'csv',
    rowCount: 7,
    columns: [category('Component', ['Baseline', 'Diet', 'Exercise', 'Medication', 'Stress', 'Sleep', 'Final']), number('Change', [120, -8, -6.5, -12, 4, -2.5, null])],
  };
  test('bars float on the running total (R: cumsum = 120 112 105.5 93.5 97.5 95), coloured by kind, with connectors', async () => {
    const scene = draw(table, 'Waterfall of Change by Component, running total, title "Systolic blood pressure (mmHg)"', 'waterfall');
    const bars = flat(scene.nodes).filter((n) => n.type === 'rect' && n.stroke !== undefined);
    expect(bars).toHaveLength(7);
    const fills = bars.map((b) => (b.type === 'rect' ? b.fill : ''));
    const [inc, dec, tot] = [theme.color(0), theme.color(1), theme.color(2)];
    expect(fills).toEqual([tot, dec, dec, dec, inc, dec, tot]);
    const ticks = textNodes(scene.nodes);
    const yTick = (label: string) => ticks.find((t) => t.text === label && t.anchor === 'end')?.y ?? NaN;
    const toValue = (y: number) => Number(((yTick('0') - y) / ((yTick('0') - yTick('20')) / 20)).toFixed(6));
    const spans = bars.map((b) => (b.type === 'rect' ? [toValue(b.y + b.height), toValue(b.y)] : []));
    expect(spans).toEqual([[0, 120], [112, 120], [105.5, 112], [93.5, 105.5], [93.5, 97.5], [95, 97.5], [0, 95]]);
    const connectors = flat(scene.nodes).filter((n) => n.type === 'line' && n.dash);
    expect(connectors).toHaveLength(5);
    expect(texts(scene)).toEqual(expect.arrayContaining(['120.0', '\u22128.0', '+4.0', '\u22122.5', '95.0', 'Increase', 'Decrease', 'Total']));
    await expectFourFormats(scene);
  });
  test('a measure column (relative/total) is honoured', () => {
    const t: Table = {
      format: 'csv',
      rowCount: 4,
      columns: [category('Item', ['Revenue', 'Costs', 'Tax', 'Profit']), number('Amount', [100, -60, -10, null]), category('Measure', ['relative', 'relative', 'relative', 'total'])],
    };
    const scene = draw(t, 'Waterfall chart of Amount by Item', 'waterfall');
    expect(texts(scene)).toEqual(expect.arrayContaining(['+100', '\u221260', '\u221210', '30']));
  });
});

describe('radar', () => {
  const table: Table = {
    format: 'csv',
    rowCount: 3,
    columns: [
      category('Strain', ['Wild type', 'ΔrecA', 'ΔlexA']),
      number('Growth rate', [0.92, 0.71, 0.55]),
      number('Biofilm', [1.8, 2.6, 1.1]),
      number('Motility', [34, 22, 41]),
      number('Survival', [88, 45, 62]),
      number('Mutation rate', [1.2, 0.4, 6.8]),
    ],
  };
  test('one polygon per group; radius of each vertex (v − 0)/max as fmsb::radarchart', async () => {
    const scene = draw(table, 'Radar chart by Strain, title "Phenotype profile"', 'radar');
    const polys = flat(scene.nodes).filter((n) => n.type === 'polyline' && n.closed && n.fill !== undefined);
    expect(polys).toHaveLength(3);
    const grid = flat(scene.nodes).filter((n) => n.type === 'polyline' && n.closed && n.fill === undefined);
    const outer = grid[grid.length - 1];
    if (outer?.type !== 'polyline') throw new Error('no web');
    // The web's centre and radius from its outermost ring: its first vertex is straight up.
    const [tx, ty] = outer.points[0] ?? [0, 0];
    const [bx] = outer.points[1] ?? [0, 0];
    const r = (bx - tx) / Math.sin((2 * Math.PI) / 5);
    const cy = ty + r;
    const wild = polys[0];
    if (wild?.type !== 'polyline') throw new Error('no polygon');
    const radius = wild.points.map(([x, y]) => Math.hypot(x - tx, y - cy) / r);
    // Wild type: 0.92/0.92, 1.8/2.6, 34/41, 88/88, 1.2/6.8
    [1, 1.8 / 2.6, 34 / 41, 1, 1.2 / 6.8].forEach((v, k) => expect(radius[k]).toBeCloseTo(v, 9));
    expect(texts(scene)).toEqual(expect.arrayContaining(['Growth rate', 'Mutation rate', '0\u20130.92', '0\u20136.8', 'ΔrecA', 'Phenotype profile']));
    within(scene);
    await expectFourFormats(scene);
  });
  test('fewer than three numeric columns is refused', () => {
    const t: Table = { format: 'csv', rowCount: 2, columns: [category('g', ['a', 'b']), number('x', [1, 2]), number('y', [3, 4])] };
    expect(() => draw(t, 'radar chart by g', 'radar')).toThrow(/three numeric columns/);
  });
});

describe('dendrogram', () => {
  // R: x <- mtcars[1:10, c("mpg", "hp", "wt", "qsec")]; h <- hclust(dist(x))
  const table: Table = {
    format: 'csv',
    rowCount: 10,
    columns: [
      category('Model', ['Mazda RX4', 'Mazda RX4 Wag', 'Datsun 710', 'Hornet 4 Drive', 'Hornet Sportabout', 'Valiant', 'Duster 360', 'Merc 240D', 'Merc 230', 'Merc 280']),
      number('mpg', [21, 21, 22.8, 21.4, 18.7, 18.1, 14.3, 24.4, 22.8, 19.2]),
      number('hp', [110, 110, 93, 110, 175, 105, 245, 62, 95, 123]),
      number('wt', [2.62, 2.875, 2.32, 3.215, 3.44, 3.46, 3.57, 3.19, 3.15, 3.44]),
      number('qsec', [16.46, 17.02, 18.61, 19.44, 17.02, 20.22, 15.84, 20, 22.9, 18.3]),
    ],
  };
  const request = 'Dendrogram of the cars labelled by Model';
  test('leaf order and merge heights equal R hclust(dist(x)) (complete linkage)', () => {
    const { tree, labels } = dendrogramTree({ table, spec: specFromRequest(table, request, ['dendrogram']), theme });
    expect(tree.order.map((o) => labels[o - 1])).toEqual(['Merc 240D', 'Merc 280', 'Datsun 710', 'Merc 230', 'Valiant', 'Hornet 4 Drive', 'Mazda RX4', 'Mazda RX4 Wag', 'Hornet Sportabout', 'Duster 360']);
    const r = [0.61532511731604, 3.06503262625376, 4.80551766202144, 6.94645233194614, 17.23230976973197, 30.23756769318591, 61.24534676201939, 70.14819527257988, 183.32610288772301];
    r.forEach((h, i) => expect(tree.height[i]).toBeCloseTo(h, 10));
  });
  test('three segments per merge, leaves labelled in order on the axis', async () => {
    const scene = draw(table, request, 'dendrogram');
    const segments = flat(scene.nodes).filter((n) => n.type === 'line' && n.strokeWidth === theme.lineWidth * 0.8);
    expect(segments).toHaveLength(27);
    const leafLabels = textNodes(scene.nodes).filter((t) => t.rotate === -90).map((t) => t.text);
    expect(leafLabels[0]).toBe('Merc 240D');
    expect(leafLabels[9]).toBe('Duster 360');
    // The method goes in the axis title where it fits (double width), else just "Height".
    expect(texts(scene).join(' ')).toContain('Height (Euclidean distance, complete linkage)');
    const wide = CHARTS.dendrogram({ table, spec: specFromRequest(table, request, ['dendrogram']), theme: themeFor('nature', 'double', 'okabe_ito') });
    // The axis title may wrap onto lines along a short axis: read it back as one text.
    expect(texts(wide as Scene).join(' ')).toContain('Height (Euclidean distance, complete linkage)');
    await expectFourFormats(scene);
  });
  test('clustered heatmap variant: rows and columns in the order of R hclust(dist(scale(x))) and hclust(dist(t(scale(x))))', async () => {
    const scene = clusteredHeatmapChart({ table, spec: specFromRequest(table, 'Clustered heatmap by Model', ['dendrogram']), theme });
    const rowLabels = textNodes(scene.nodes).filter((t) => t.anchor === 'start' && t.baseline === 'middle' && table.columns[0]?.values.includes(t.text)).map((t) => t.text);
    expect(rowLabels).toEqual(['Duster 360', 'Hornet Sportabout', 'Hornet 4 Drive', 'Valiant', 'Merc 280', 'Merc 240D', 'Merc 230', 'Datsun 710', 'Mazda RX4', 'Mazda RX4 Wag']);
    expect(textNodes(scene.nodes).filter((t) => ['mpg', 'qsec', 'hp', 'wt'].includes(t.text)).map((t) => t.text)).toEqual(['mpg', 'qsec', 'hp', 'wt']);
    // 40 cells; the darkest red is the largest z-score (R: max(scale(x)) = 2.375, Duster 360's hp).
    const cells = flat(scene.nodes).filter((n) => n.type === 'rect' && n.width > 10);
    expect(cells).toHaveLength(40);
    expect(cells[2]?.type === 'rect' ? cells[2].fill : '').toBe('#67001F');
    // Row tree: 9 merges × 3 segments; column tree: 3 × 3.
    expect(flat(scene.nodes).filter((n) => n.type === 'line' && n.lineCap === 'square')).toHaveLength(36);
    await expectFourFormats(scene);
  });
});

describe('upset', () => {
  const n = 80;
  const ids = Array.from({ length: n }, (_, i) => i + 1);
  const table: Table = {
    format: 'csv',
    rowCount: n,
    columns: [
      category('Gene', ids.map((i) => `g${i}`)),
      number('RNA-seq', ids.map((i) => (i % 2 === 0 ? 1 : 0))),
      number('Proteomics', ids.map((i) => (i % 3 === 0 ? 1 : 0))),
      number('ChIP-seq', ids.map((i) => (i % 5 === 0 ? 1 : 0))),
      category('CRISPR screen', ids.map((i) => (i % 7 === 0 ? 'yes' : 'no'))),
    ],
  };
  test('intersection sizes as R sort(table(paste(A, B, C, D)), decreasing = TRUE); set sizes 40 26 16 11', async () => {
    const scene = draw(table, 'UpSet plot of the gene sets, title "Hits per assay"', 'upset');
    const data = upsetData({ table, spec: specFromRequest(table, 'UpSet plot', ['upset']), theme });
    expect(data.sets.map((s) => s.size)).toEqual([40, 26, 16, 11]);
    expect(data.intersections.map((i) => i.size)).toEqual([18, 10, 8, 5, 4, 3, 3, 3, 2, 2, 1, 1, 1]);
    expect(data.intersections[0]?.sets).toEqual(['RNA-seq']);
    expect(data.intersections[1]?.sets).toEqual(['RNA-seq', 'Proteomics']);
    // 13 intersection bars + 4 set bars (filled dark, no stroke); 13 × 4 matrix dots.
    const dark = flat(scene.nodes).filter((n) => n.type === 'rect' && n.fill === '#333333');
    expect(dark).toHaveLength(17);
    expect(flat(scene.nodes).filter((n) => n.type === 'circle')).toHaveLength(52);
    expect(texts(scene)).toEqual(expect.arrayContaining(['18', 'Intersection size', 'Set size', 'CRISPR screen', 'Hits per assay']));
    within(scene);
    await expectFourFormats(scene);
  });
  test('one list column ("A;B") works too; no membership columns is refused', () => {
    const t: Table = { format: 'csv', rowCount: 4, columns: [category('Sets', ['A;B', 'A', 'B;C', 'A;B'])] };
    const data = upsetData({ table: t, spec: specFromRequest(t, 'upset plot of Sets', ['upset']), theme });
    expect(data.intersections.map((i) => [i.sets.join('&'), i.size])).toEqual([['A&B', 2], ['A', 1], ['B&C', 1]]);
    const none: Table = { format: 'csv', rowCount: 2, columns: [category('x', ['a', 'b']), number('y', [1, 5])] };
    expect(() => draw(none, 'upset plot', 'upset')).toThrow(ChartError);
  });
});

describe('sankey', () => {
  const rows: Array<[string, string, number]> = [
    ['Screened', 'Eligible', 420],
    ['Screened', 'Excluded', 180],
    ['Eligible', 'Drug', 210],
    ['Eligible', 'Placebo', 210],
    ['Drug', 'Responder', 128],
    ['Drug', 'Non-responder', 70],
    ['Drug', 'Lost to follow-up', 12],
    ['Placebo', 'Responder', 61],
    ['Placebo', 'Non-responder', 139],
    ['Placebo', 'Lost to follow-up', 10],
  ];
  const table: Table = {
    format: 'csv',
    rowCount: rows.length,
    columns: [category('Stage', rows.map((r) => r[0])), category('Next stage', rows.map((r) => r[1])), number('Patients', rows.map((r) => r[2]))],
  };
  test('nodes in columns by depth, heights and band widths on one scale ∝ value', async () => {
    const scene = draw(table, 'Sankey diagram of Patients from Stage to "Next stage"', 'sankey');
    const bands = flat(scene.nodes).filter((n) => n.type === 'path');
    expect(bands).toHaveLength(10);
    const nodes = flat(scene.nodes).filter((n) => n.type === 'rect');
    expect(nodes).toHaveLength(8);
    // Node values (max of in and out): Screened 600, Eligible 420, Responder 128 + 61 = 189 ...
    // Labels "Name (value)", or name over value where one line is too wide for the gap.
    const all = texts(scene).join(' ');
    for (const label of ['Screened (600)', 'Eligible (420)', 'Excluded (180)', 'Drug (210)', 'Placebo (210)', 'Responder (189)', 'Non-responder (209)', 'Lost to follow-up (22)']) expect(all).toContain(label);
    const graph = sankeyGraph(rows.map(([source, target, value]) => ({ source, target, value })));
    const place = placeSankey(graph, { x: 0, y: 0, width: 300, height: 200 }, 6);
    place.graph.nodes.forEach((n, i) => expect(place.nodes[i]?.height).toBeCloseTo(n.value * place.k, 9));
    place.links.forEach((l, j) => expect(l.width).toBeCloseTo((graph.links[j]?.value ?? 0) * place.k, 9));
    // Depth columns: Excluded beside Eligible, outcomes in the last column.
    const x = (name: string) => place.nodes[graph.nodes.findIndex((n) => n.name === name)]?.x;
    expect(x('Excluded')).toBe(x('Eligible'));
    expect(x('Responder')).toBe(x('Lost to follow-up'));
    // Bands leaving a node fill it exactly: Screened's two links span its height.
    const s = graph.nodes.findIndex((n) => n.name === 'Screened');
    const out = graph.links.map((l, j) => ({ l, j })).filter((e) => e.l.source === s);
    expect(out.reduce((sum, e) => sum + (place.links[e.j]?.width ?? 0), 0)).toBeCloseTo(place.nodes[s]?.height ?? 0, 9);
    await expectFourFormats(scene);
  });
  test('one row per patient: flows are row counts, not the sum of an unrelated numeric column', () => {
    const t: Table = {
      format: 'csv',
      rowCount: 5,
      columns: [category('Arm', ['Drug', 'Drug', 'Drug', 'Placebo', 'Placebo']), category('Outcome', ['Response', 'Response', 'None', 'None', 'None']), number('Age', [54, 61, 47, 70, 66])],
    };
    const scene = draw(t, 'Sankey diagram from Arm to Outcome', 'sankey');
    const all = texts(scene).join(' ');
    for (const label of ['Drug (3)', 'Placebo (2)', 'Response (2)', 'None (3)']) expect(all).toContain(label);
  });
  test('cycles are refused with a clear reason', () => {
    const t: Table = { format: 'csv', rowCount: 2, columns: [category('A', ['x', 'y']), category('B', ['y', 'x']), number('n', [1, 2])] };
    expect(() => draw(t, 'sankey of n, source A, target B', 'sankey')).toThrow(expect.objectContaining({ reason: 'SANKEY_CYCLE' }));
  });
});

describe('calendar_heatmap', () => {
  const start = Date.UTC(2023, 2, 1);
  const days = 400;
  const dates = Array.from({ length: days }, (_, i) => start + i * 86400000);
  const values = dates.map((d, i) => Math.round(20 + 8 * Math.sin(i / 20) + ((i * 7) % 5) - (new Date(d).getUTCDay() % 6 === 0 ? 6 : 0)));
  const table: Table = { format: 'csv', rowCount: days, columns: [{ name: 'Date', type: 'date', values: dates }, number('Admissions', values)] };
  test('a panel per year, every day a cell, weekday rows, month labels and a colour bar', async () => {
    const scene = draw(table, 'Calendar heatmap of Admissions by Date', 'calendar_heatmap');
    const cells = flat(scene.nodes).filter((n) => n.type === 'rect' && n.stroke === '#FFFFFF');
    // 2023 (365 days) and 2024 (leap, 366 days); 400 have data.
    expect(cells).toHaveLength(731);
    expect(cells.filter((c) => c.type === 'rect' && c.fill !== '#EEEEEE')).toHaveLength(400);
    expect(texts(scene)).toEqual(expect.arrayContaining(['2023', '2024', 'Jan', 'Dec', 'Mon', 'Admissions (daily total)']));
    // R: range(v) = 6 32; the colour bar's ticks lie inside it.
    const barTicks = textNodes(scene.nodes).filter((t) => t.baseline === 'hanging').map((t) => Number(t.text));
    expect(Math.min(...barTicks)).toBeGreaterThanOrEqual(6);
    expect(Math.max(...barTicks)).toBeLessThanOrEqual(32);
    // 2023-03-01 is a Wednesday (R format(, "%u") = 3): its cell is in the third row, like 2023-03-08.
    const first = cells.find((c) => c.type === 'rect' && c.fill !== '#EEEEEE');
    const jan2 = cells[1];
    if (first?.type !== 'rect' || jan2?.type !== 'rect') throw new Error('no cells');
    // 2023-01-02 is a Monday (row 0, week column 1); 1 March is two rows below it.
    expect(first.y - jan2.y).toBeCloseTo(2 * first.height, 9);
    within(scene);
    await expectFourFormats(scene);
  });
  test('the count per day when asked for counts', () => {
    const t: Table = { format: 'csv', rowCount: 3, columns: [{ name: 'Date', type: 'date', values: [Date.UTC(2024, 0, 1), Date.UTC(2024, 0, 1), Date.UTC(2024, 0, 3)] }] };
    const scene = draw(t, 'calendar heatmap, count per day', 'calendar_heatmap');
    expect(texts(scene)).toContain('Count per day');
  });
});

describe('nested_pie', () => {
  const rows: Array<[string, string, number]> = [
    ['Firmicutes', 'Clostridium', 210],
    ['Firmicutes', 'Lactobacillus', 95],
    ['Firmicutes', 'Streptococcus', 40],
    ['Bacteroidetes', 'Bacteroides', 260],
    ['Bacteroidetes', 'Prevotella', 110],
    ['Proteobacteria', 'Escherichia', 45],
    ['Proteobacteria', 'Klebsiella', 15],
    ['Actinobacteria', 'Bifidobacterium', 60],
  ];
  const table: Table = {
    format: 'csv',
    rowCount: rows.length,
    columns: [category('Phylum', rows.map((r) => r[0])), category('Genus', rows.map((r) => r[1])), number('Reads', rows.map((r) => r[2]))],
  };
  test('inner ring the parents, outer ring the children; shares as R round(100 * prop.table(...), 1)', async () => {
    const scene = draw(table, 'Sunburst of Reads by Phylum and Genus', 'nested_pie');
    const arcs = flat(scene.nodes).filter((n) => n.type === 'path');
    expect(arcs).toHaveLength(12);
    expect(arcs.slice(0, 1).map((a) => (a.type === 'path' ? a.fill : ''))).toEqual([theme.color(0)]);
    // R: tapply(reads, phylum, sum) / 835 → 41.3 44.3 7.2 7.2; genera 25.1 11.4 4.8 31.1 13.2 5.4 1.8 7.2
    expect(texts(scene)).toEqual(expect.arrayContaining(['Firmicutes (41.3%)', 'Bacteroidetes (44.3%)', 'Proteobacteria (7.2%)', 'Actinobacteria (7.2%)', '31.1%', 'Bacteroides', 'Klebsiella (1.8%)']));
    // Each genus's share is printed once: on its arc or beside its name.
    for (const share of ['25.1%', '11.4%', '4.8%', '31.1%', '13.2%', '5.4%', '1.8%']) expect(texts(scene).filter((t) => t.includes(share))).toHaveLength(1);
    within(scene);
    await expectFourFormats(scene);
  });
  test('one category column is refused', () => {
    const t: Table = { format: 'csv', rowCount: 2, columns: [category('a', ['x', 'y']), number('v', [1, 2])] };
    expect(() => draw(t, 'nested pie of v by a', 'nested_pie')).toThrow(/two category columns/);
  });
});
