// Multiple-testing adjustment, enrichment tails and chart geometry (engines/chart/transforms):
// multiple-testing adjustment against R 4.2.2 p.adjust, ISO weeks against R
// format(), hypergeometric tails against R phyper, and hand-worked layouts (d3-shape stack
// offsets, plotly waterfall measures, d3 partition angles).

import { enrichmentLayout, hypergeometricUpper } from '../../../../engines/chart/stats/enrichment.ts';
import { runningTotalBars as waterfall } from '../../../../engines/chart/transforms/waterfall.ts';
import { pAdjust } from '../../../../engines/chart/stats/multipleTesting.ts';
import { calendarHeatmap, isoWeek } from '../../../../engines/chart/transforms/calendar.ts';
import { maLayout } from '../../../../engines/chart/transforms/maPlot.ts';
import { compareChromosomes, manhattanLayout } from '../../../../engines/chart/transforms/manhattan.ts';
import { nestedPie } from '../../../../engines/chart/transforms/nestedPie.ts';
import { radarLayout } from '../../../../engines/chart/transforms/radar.ts';
import { stackedArea, stackOrder } from '../../../../engines/chart/transforms/stackedArea.ts';
import { volcanoLayout } from '../../../../engines/chart/transforms/volcano.ts';

function expectClose(actual: readonly number[], expected: readonly number[], digits = 12): void {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((v, i) => expect(v).toBeCloseTo(expected[i] as number, digits));
}

describe('p-value adjustment', () => {
  test("Benjamini–Hochberg: R p.adjust(c(0.01, 0.02, 0.03, 0.04, 0.05), 'BH') = all 0.05", () => {
    expectClose(pAdjust([0.01, 0.02, 0.03, 0.04, 0.05], 'BH'), [0.05, 0.05, 0.05, 0.05, 0.05], 15);
  });
  // R: p <- c(0.001, 0.008, 0.039, 0.041, 0.042, 0.06, 0.074, 0.205, 0.212, 0.216)
  const p = [0.001, 0.008, 0.039, 0.041, 0.042, 0.06, 0.074, 0.205, 0.212, 0.216];
  test("BH on a non-trivial vector equals R p.adjust(p, 'BH')", () => {
    expectClose(pAdjust(p, 'BH'), [0.01, 0.04, 0.084, 0.084, 0.084, 0.1, 0.105714285714286, 0.216, 0.216, 0.216], 14);
  });
  test("BY, Holm, Hochberg and Bonferroni equal R p.adjust(p, 'BY' | 'holm' | 'hochberg' | 'bonferroni')", () => {
    expectClose(
      pAdjust(p, 'BY'),
      [0.0292896825396825, 0.11715873015873, 0.246033333333333, 0.246033333333333, 0.246033333333333, 0.292896825396825, 0.309633786848073, 0.632657142857143, 0.632657142857143, 0.632657142857143],
      14,
    );
    expectClose(pAdjust(p, 'holm'), [0.01, 0.072, 0.312, 0.312, 0.312, 0.312, 0.312, 0.615, 0.615, 0.615], 14);
    expectClose(pAdjust(p, 'hochberg'), [0.01, 0.072, 0.216, 0.216, 0.216, 0.216, 0.216, 0.216, 0.216, 0.216], 14);
    expectClose(pAdjust(p, 'bonferroni'), [0.01, 0.08, 0.39, 0.41, 0.42, 0.6, 0.74, 1, 1, 1], 14);
  });
  test("missing p-values stay missing and are not counted: R p.adjust(c(0.04, NA, 0.01, 0.03), 'BH') = 0.04 NA 0.03 0.04", () => {
    const r = pAdjust([0.04, NaN, 0.01, 0.03], 'BH');
    expect(r[1]).toBeNaN();
    expectClose([r[0] as number, r[2] as number, r[3] as number], [0.04, 0.03, 0.04], 15);
  });
});

describe('Manhattan layout', () => {
  const rows = [
    { chr: 'chr2', pos: 500, p: 1e-3 },
    { chr: 'chr1', pos: 100, p: 0.5 },
    { chr: 'chrX', pos: 50, p: 1e-9 },
    { chr: 'chr1', pos: 1000, p: 1e-6 },
    { chr: 'chr10', pos: 20, p: 0.01 },
    { chr: 'chrMT', pos: 7, p: 0.2 },
    { chr: 'chr2', pos: 2000, p: 0.1 },
  ];
  test('natural chromosome order 1..22, X, Y, MT', () => {
    expect(['X', '10', 'MT', '2', 'chr1', 'Y', '22', 'M'].sort(compareChromosomes)).toEqual(['chr1', '2', '10', '22', 'X', 'Y', 'MT', 'M']);
  });
  test('cumulative positions, −log10 p and label centres (R Graph Gallery: tot = cumsum(max BP) − max BP; BPcum = BP + tot; centre = (min + max)/2)', () => {
    // max BP: chr1 1000, chr2 2000, chr10 20, chrX 50 → offsets 0, 1000, 3000, 3020
    const m = manhattanLayout(rows);
    expect(m.chromosomes.map((c) => [c.name, c.offset, c.center])).toEqual([
      ['chr1', 0, 550],
      ['chr2', 1000, 2250],
      ['chr10', 3000, 3020],
      ['chrX', 3020, 3070],
      ['chrMT', 3070, 3077],
    ]);
    expect(m.points.map((pt) => [pt.chr, pt.x])).toEqual([
      ['chr1', 100],
      ['chr1', 1000],
      ['chr2', 1500],
      ['chr2', 3000],
      ['chr10', 3020],
      ['chrX', 3070],
      ['chrMT', 3077],
    ]);
    expect(m.points.find((pt) => pt.chr === 'chrX')?.y).toBeCloseTo(9, 12);
    expect(m.genomeWideLine).toBeCloseTo(7.30102999566398, 12); // R: -log10(5e-8)
    expect(m.suggestiveLine).toBeCloseTo(5, 12);
  });
  test('given chromosome lengths and gaps set the offsets; centres are mid-chromosome', () => {
    const m = manhattanLayout(
      [
        { chr: '1', pos: 10, p: 0.1 },
        { chr: '2', pos: 10, p: 0.1 },
      ],
      { chromosomeLengths: { '1': 100, '2': 80 }, gap: 5 },
    );
    expect(m.chromosomes.map((c) => [c.offset, c.center])).toEqual([
      [0, 50],
      [105, 145],
    ]);
  });
});

describe('volcano and MA', () => {
  test('classes by |log2FC| ≥ 1 and BH-adjusted p ≤ 0.05', () => {
    // BH of p = 0.001, 0.01, 0.04, 0.5 (n = 4): 0.004, 0.02, 0.05333, 0.5
    const v = volcanoLayout([
      { log2FC: 2, p: 0.001 },
      { log2FC: -1.5, p: 0.01 },
      { log2FC: 3, p: 0.04 },
      { log2FC: 0.5, p: 0.5 },
    ]);
    expect(v.points.map((pt) => pt.cls)).toEqual(['up', 'down', 'ns', 'ns']);
    expectClose(
      v.points.map((pt) => pt.padj),
      [0.004, 0.02, 0.16 / 3, 0.5],
      14,
    );
    expect(v.points[0]?.y).toBeCloseTo(-Math.log10(0.004), 12);
    expect(v.counts).toEqual({ up: 1, down: 1, ns: 2 });
    expect(v.thresholds.y).toBeCloseTo(1.30102999566398, 12);
    const raw = volcanoLayout([{ log2FC: 3, p: 0.04 }], { useAdjusted: false });
    expect(raw.points[0]?.cls).toBe('up');
  });
  test('MA: M = log2(x/y), A = mean of log2', () => {
    const ma = maLayout([8, 1, 0], [2, 4, 5]);
    expect(ma).toEqual([
      { index: 0, A: 2, M: 2 },
      { index: 1, A: 1, M: -2 },
    ]);
    expect(maLayout([0], [1], { pseudocount: 1 })[0]).toEqual({ index: 0, A: 0.5, M: -1 });
  });
});

describe('calendar heatmap', () => {
  test('ISO week-year, week and weekday equal R format(as.Date(d), "%G-%V-%u")', () => {
    // R: 2020-12-31 "2020-53-4"; 2021-01-01 "2020-53-5"; 2021-01-03 "2020-53-7"; 2021-01-04 "2021-01-1";
    //    2024-12-30 "2025-01-1"; 2026-01-01 "2026-01-4"; 2015-12-31 "2015-53-4"; 2016-01-03 "2015-53-7"
    const cases: [string, string][] = [
      ['2020-12-31', '2020-53-4'],
      ['2021-01-01', '2020-53-5'],
      ['2021-01-03', '2020-53-7'],
      ['2021-01-04', '2021-01-1'],
      ['2024-12-30', '2025-01-1'],
      ['2026-01-01', '2026-01-4'],
      ['2015-12-31', '2015-53-4'],
      ['2016-01-03', '2015-53-7'],
    ];
    for (const [d, want] of cases) {
      const w = isoWeek(Date.parse(`${d}T00:00:00Z`));
      expect(`${w.isoYear}-${String(w.week).padStart(2, '0')}-${w.weekday}`).toBe(want);
    }
  });
  test('per-year panels with every day, weekday rows, Monday-start week columns, sum and mean per day', () => {
    const c = calendarHeatmap(
      [
        { date: '2021-01-01', value: 2 },
        { date: '2021-01-01', value: 4 },
        { date: '2021-01-04', value: 1 },
        { date: Date.UTC(2022, 11, 31, 15), value: 7 },
      ],
      { aggregate: 'mean' },
    );
    expect(c.years.map((y) => [y.year, y.cells.length])).toEqual([
      [2021, 365],
      [2022, 365],
    ]);
    const y21 = c.years[0]?.cells ?? [];
    // 1 January 2021 is a Friday: row 4, column 0; Monday 4 January starts column 1
    expect(y21[0]).toMatchObject({ date: '2021-01-01', row: 4, column: 0, isoYear: 2020, isoWeek: 53, value: 3, n: 2 });
    expect(y21[3]).toMatchObject({ date: '2021-01-04', row: 0, column: 1, isoWeek: 1, value: 1 });
    expect(y21[1]?.value).toBeNull();
    expect(c.years[1]?.cells[364]).toMatchObject({ date: '2022-12-31', row: 5, value: 7 });
    expect(c.years[0]?.columns).toBe(53);
    expect([c.min, c.max]).toEqual([1, 7]);
    const s = calendarHeatmap([
      { date: '2021-01-01', value: 2 },
      { date: '2021-01-01', value: 4 },
    ]);
    expect(s.years[0]?.cells[0]?.value).toBe(6);
  });
});

describe('waterfall', () => {
  test('relative steps float on the running total, totals run from 0, absolute resets (plotly measure semantics)', () => {
    const w = waterfall([
      { label: 'Sales', value: 60 },
      { label: 'Consulting', value: 80 },
      { label: 'Net revenue', measure: 'total' },
      { label: 'Purchases', value: -40 },
      { label: 'Other', value: -20 },
      { label: 'Profit', measure: 'total' },
      { label: 'Restated', measure: 'absolute', value: 100 },
      { label: 'Adj', value: 5 },
    ]);
    expect(w.map((b) => [b.start, b.end, b.kind])).toEqual([
      [0, 60, 'increase'],
      [60, 140, 'increase'],
      [0, 140, 'total'],
      [140, 100, 'decrease'],
      [100, 80, 'decrease'],
      [0, 80, 'total'],
      [0, 100, 'total'],
      [100, 105, 'increase'],
    ]);
  });
});

describe('stacked areas (d3-shape stack offsets)', () => {
  const series = [
    [1, 2, 3],
    [2, 2, 2],
  ];
  test('zero (stackOffsetNone)', () => {
    expect(stackedArea(series).layers).toEqual([
      [
        [0, 1],
        [0, 2],
        [0, 3],
      ],
      [
        [1, 3],
        [2, 4],
        [3, 5],
      ],
    ]);
  });
  test('expand (stackOffsetExpand): shares of the column total', () => {
    const l = stackedArea(series, { offset: 'expand' }).layers;
    expectClose(l[0]?.map((p) => p[1]) ?? [], [1 / 3, 0.5, 0.6], 15);
    expectClose(l[1]?.map((p) => p[0]) ?? [], [1 / 3, 0.5, 0.6], 15);
    expect(l[1]?.map((p) => p[1])).toEqual([1, 1, 1]);
  });
  test('silhouette (stackOffsetSilhouette): centred on zero', () => {
    expect(stackedArea(series, { offset: 'silhouette' }).layers).toEqual([
      [
        [-1.5, -0.5],
        [-2, 0],
        [-2.5, 0.5],
      ],
      [
        [-0.5, 1.5],
        [0, 2],
        [0.5, 2.5],
      ],
    ]);
  });
  test('wiggle (stackOffsetWiggle, Byron & Wattenberg 2008) worked by hand: baselines 0, −0.75, −1.45', () => {
    // x = 1: s1 = 2 + 2 = 4, s2 = 0.5·2 + 1·2 = 3 → y = −3/4; x = 2: s1 = 5, s2 = 0.5·3 + 1·2 = 3.5 → y = −0.75 − 0.7
    const l = stackedArea(series, { offset: 'wiggle' }).layers;
    expectClose(l[0]?.map((p) => p[0]) ?? [], [0, -0.75, -1.45], 14);
    expectClose(l[1]?.map((p) => p[1]) ?? [], [3, 3.25, 3.55], 14);
  });
  test('diverging (stackOffsetDiverging): positives up, negatives down', () => {
    expect(
      stackedArea(
        [
          [1, -2],
          [-1, 2],
          [3, 0],
        ],
        { offset: 'diverging' },
      ).layers,
    ).toEqual([
      [
        [0, 1],
        [-2, 0],
      ],
      [
        [-1, 0],
        [0, 2],
      ],
      [
        [1, 4],
        [0, 0],
      ],
    ]);
  });
  test('orders: ascending/descending by sum, insideOut by peak (d3 stackOrderInsideOut)', () => {
    const s = [
      [0, 0, 5],
      [9, 0, 0],
      [0, 3, 0],
      [0, 0, 1],
    ];
    expect(stackOrder(s, 'ascending')).toEqual([3, 2, 0, 1]);
    expect(stackOrder(s, 'descending')).toEqual([1, 0, 2, 3]);
    // appearance by peak index: 1 (x0), 2 (x1), 0 (x2), 3 (x2); sums 9, 3, 5, 1: 1 → bottom (9); 2, 0, 3 → top (3, 8, 9)
    expect(stackOrder(s, 'insideOut')).toEqual([1, 2, 0, 3]);
  });
});

describe('nested pie', () => {
  test('node values sum their leaves and angles split the parent span', () => {
    const nodes = nestedPie([
      { path: ['A', 'a1'], value: 1 },
      { path: ['A', 'a2'], value: 3 },
      { path: ['B'], value: 4 },
    ]);
    expect(nodes.map((n) => [n.id, n.depth, n.value, n.parent])).toEqual([
      ['A', 1, 4, null],
      ['A / a1', 2, 1, 'A'],
      ['A / a2', 2, 3, 'A'],
      ['B', 1, 4, null],
    ]);
    expectClose(
      nodes.map((n) => n.startAngle),
      [0, 0, Math.PI / 4, Math.PI],
      14,
    );
    expectClose(
      nodes.map((n) => n.endAngle),
      [Math.PI, Math.PI / 4, Math.PI, 2 * Math.PI],
      14,
    );
  });
});

describe('radar axes', () => {
  test('each axis rescaled to [0, 1] from 0 (or given limits) to the maximum, axes clockwise from the top', () => {
    const r = radarLayout(
      [
        { name: 'p', values: [2, 50, -1] },
        { name: 'q', values: [4, 100, 1] },
      ],
      [{ name: 'a' }, { name: 'b', min: 0, max: 200 }, { name: 'c' }],
    );
    expect(r.axes.map((a) => [a.min, a.max])).toEqual([
      [0, 4],
      [0, 200],
      [-1, 1],
    ]);
    expect(r.series.map((s) => s.normalized)).toEqual([
      [0.5, 0.25, 0],
      [1, 0.5, 1],
    ]);
    expectClose(
      r.axes.map((a) => a.angle),
      [0, (2 * Math.PI) / 3, (4 * Math.PI) / 3],
      14,
    );
  });
});

describe('enrichment', () => {
  test('hypergeometric upper tail equals R phyper(k - 1, M, N - M, n, lower.tail = FALSE)', () => {
    // R: phyper(c(4, 9, 0) - 1, c(40, 200, 10), c(10000 - 40, 18000 - 200, 500 - 10), c(100, 300, 20), lower.tail = FALSE)
    expect(hypergeometricUpper(4, 100, 40, 10000)).toBeCloseTo(0.000652724314029985, 14);
    expect(Math.abs(hypergeometricUpper(9, 300, 200, 18000) / 0.006504677671330781 - 1)).toBeLessThan(1e-10);
    expect(hypergeometricUpper(0, 20, 10, 500)).toBe(1);
  });
  test('GeneRatio k/n, BgRatio M/N, BH across terms, top by p.adjust then ordered by GeneRatio (clusterProfiler dotplot)', () => {
    const rows = enrichmentLayout(
      [
        { term: 'T1', count: 4, querySize: 100, termSize: 40, backgroundSize: 10000 },
        { term: 'T2', count: 9, querySize: 100, p: 0.0001 },
        { term: 'T3', count: 20, querySize: 100, p: 0.03 },
        { term: 'T4', count: 2, querySize: 100, p: 0.9 },
      ],
      { top: 3 },
    );
    expect(rows.map((r) => r.term)).toEqual(['T3', 'T2', 'T1']);
    expect(rows[2]?.geneRatio).toBe(0.04);
    expect(rows[2]?.bgRatio).toBe(0.004);
    expect(rows[2]?.foldEnrichment).toBeCloseTo(10, 12);
    expect(rows[2]?.richFactor).toBe(0.1);
    // BH over p = 0.000652724314029985, 0.0001, 0.03, 0.9 (n = 4)
    expect(rows[2]?.padj).toBeCloseTo(0.000652724314029985 * 2, 14);
    expect(rows[1]?.padj).toBeCloseTo(0.0004, 15);
    expect(rows[0]?.padj).toBeCloseTo(0.04, 15);
    expect(rows[0]?.negLog10Padj).toBeCloseTo(-Math.log10(0.04), 12);
  });
});
