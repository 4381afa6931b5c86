// Kernel densities and hexagonal binning against R 4.2.2 (stats, ggplot2 3.4.1, hexbin 1.28.2);
// the R call behind each number is quoted beside it.

import { bwNrd, bwNrd0, hexbin, kde, kdeAt, mulberry32, raincloud, ridgeline, violin } from '../../../../engines/chart/stats/density.ts';
import { boxplotStats } from '../../../../engines/chart/stats/summaries.ts';

/** R datasets::faithful$eruptions (Old Faithful eruption durations, minutes; 272 values). */
const ERUPTIONS = [
  3.6, 1.8, 3.333, 2.283, 4.533, 2.883, 4.7, 3.6, 1.95, 4.35, 1.833, 3.917, 4.2, 1.75, 4.7, 2.167, 1.75, 4.8, 1.6, 4.25, 1.8, 1.75, 3.45, 3.067, 4.533,
  3.6, 1.967, 4.083, 3.85, 4.433, 4.3, 4.467, 3.367, 4.033, 3.833, 2.017, 1.867, 4.833, 1.833, 4.783, 4.35, 1.883, 4.567, 1.75, 4.533, 3.317, 3.833,
  2.1, 4.633, 2, 4.8, 4.716, 1.833, 4.833, 1.733, 4.883, 3.717, 1.667, 4.567, 4.317, 2.233, 4.5, 1.75, 4.8, 1.817, 4.4, 4.167, 4.7, 2.067, 4.7, 4.033,
  1.967, 4.5, 4, 1.983, 5.067, 2.017, 4.567, 3.883, 3.6, 4.133, 4.333, 4.1, 2.633, 4.067, 4.933, 3.95, 4.517, 2.167, 4, 2.2, 4.333, 1.867, 4.817,
  1.833, 4.3, 4.667, 3.75, 1.867, 4.9, 2.483, 4.367, 2.1, 4.5, 4.05, 1.867, 4.7, 1.783, 4.85, 3.683, 4.733, 2.3, 4.9, 4.417, 1.7, 4.633, 2.317, 4.6,
  1.817, 4.417, 2.617, 4.067, 4.25, 1.967, 4.6, 3.767, 1.917, 4.5, 2.267, 4.65, 1.867, 4.167, 2.8, 4.333, 1.833, 4.383, 1.883, 4.933, 2.033, 3.733,
  4.233, 2.233, 4.533, 4.817, 4.333, 1.983, 4.633, 2.017, 5.1, 1.8, 5.033, 4, 2.4, 4.6, 3.567, 4, 4.5, 4.083, 1.8, 3.967, 2.2, 4.15, 2, 3.833, 3.5,
  4.583, 2.367, 5, 1.933, 4.617, 1.917, 2.083, 4.583, 3.333, 4.167, 4.333, 4.5, 2.417, 4, 4.167, 1.883, 4.583, 4.25, 3.767, 2.033, 4.433, 4.083, 1.833,
  4.417, 2.183, 4.8, 1.833, 4.8, 4.1, 3.966, 4.233, 3.5, 4.366, 2.25, 4.667, 2.1, 4.35, 4.133, 1.867, 4.6, 1.783, 4.367, 3.85, 1.933, 4.5, 2.383, 4.7,
  1.867, 3.833, 3.417, 4.233, 2.4, 4.8, 2, 4.15, 1.867, 4.267, 1.75, 4.483, 4, 4.117, 4.083, 4.267, 3.917, 4.55, 4.083, 2.417, 4.183, 2.217, 4.45,
  1.883, 1.85, 4.283, 3.95, 2.333, 4.15, 2.35, 4.933, 2.9, 4.583, 3.833, 2.083, 4.367, 2.133, 4.35, 2.2, 4.45, 3.567, 4.5, 4.15, 3.817, 3.917, 4.45, 2,
  4.283, 4.767, 4.533, 1.85, 4.25, 1.983, 2.25, 4.75, 4.117, 2.15, 4.417, 1.817, 4.467
];

/** R datasets::precip (70 US cities, inches). */
const PRECIP = [
  67, 54.7, 7, 48.5, 14, 17.2, 20.7, 13, 43.4, 40.2, 38.9, 54.5, 59.8, 48.3, 22.9, 11.5, 34.4, 35.1, 38.7, 30.8, 30.6, 43.1, 56.8, 40.8, 41.8, 42.5, 31, 31.7, 30.2,
  25.9, 49.2, 37, 35.9, 15, 30.2, 7.2, 36.2, 45.5, 7.8, 33.4, 36.1, 40.2, 42.7, 42.5, 16.2, 39, 35, 37, 31.4, 37.6, 39.9, 36.2, 42.8, 46.4, 24.7, 49.1, 46, 35.9,
  7.8, 48.2, 15.2, 32.5, 44.7, 42.6, 38.8, 17.4, 40.8, 29.1, 14.6, 59.2,
];

function expectRel(actual: number, expected: number, rel = 1e-10): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(rel * Math.abs(expected));
}

describe('bandwidths', () => {
  test('Silverman bw.nrd0(faithful$eruptions) = 0.334777034463943 and Scott bw.nrd = 0.394292951701978 (R)', () => {
    expect(ERUPTIONS).toHaveLength(272);
    expectRel(bwNrd0(ERUPTIONS), 0.334777034463943, 1e-13);
    expectRel(bwNrd(ERUPTIONS), 0.394292951701978, 1e-13);
  });
  test('bw.nrd0(precip) = 3.84789224258969 and bw.nrd(precip) = 4.53196197460563 (R)', () => {
    expectRel(bwNrd0(PRECIP), 3.84789224258969, 1e-13);
    expectRel(bwNrd(PRECIP), 4.53196197460563, 1e-13);
  });
  test('zero IQR falls back to the SD as R bw.nrd0 does', () => {
    // IQR(c(1, 1, 1, 1, 5)) = 0, so lo = sd; R: bw.nrd0(c(1, 1, 1, 1, 5)) = 1.16687274961879
    expectRel(bwNrd0([1, 1, 1, 1, 5]), 1.16687274961879, 1e-13);
  });
});

describe('Gaussian kernel density', () => {
  const idx = [1, 100, 200, 256, 300, 400, 512];
  test('grid and values equal R 4.2 density(precip) (old.coords = TRUE behaviour)', () => {
    // R: d <- density(precip); d$x[idx]; d$y[idx] for idx = c(1, 100, 200, 256, 300, 400, 512)
    const d = kde(PRECIP, { oldCoords: true });
    expect(d.x).toHaveLength(512);
    const xs = [-4.54367672776906, 11.5534817694878, 27.8132378273231, 36.9187012197108, 44.0729938851583, 60.3327499429936, 78.5436767277691];
    const ys = [4.87243734714533e-5, 1.22566251475476e-2, 1.55966749387943e-2, 3.50892698944301e-2, 2.92810716513966e-2, 5.25156595291741e-3, 1.66553909118406e-5];
    idx.forEach((i, k) => {
      expectRel(d.x[i - 1] as number, xs[k] as number, 1e-13);
      expectRel(d.y[i - 1] as number, ys[k] as number, 1e-10);
    });
  });
  test('values equal R >= 4.4 density(precip) (default old.coords = FALSE)', () => {
    // R-devel's density.default (stats/R/density.R of 2024-10, old.coords = FALSE) evaluated under R 4.2.2 with the same C_BinDist:
    const d = kde(PRECIP);
    const ys = [4.82693120710509e-5, 1.22461405844031e-2, 1.55773670545552e-2, 3.50612569998942e-2, 2.92560062926093e-2, 5.24676590710956e-3, 1.65095130344913e-5];
    idx.forEach((i, k) => expectRel(d.y[i - 1] as number, ys[k] as number, 1e-10));
    // and the binned estimate sits within 1e-3 of the exact kernel sum, mean(dnorm((x0 - precip)/bw))/bw = 0.0350650614772725
    expectRel(kdeAt(PRECIP, [d.x[255] as number], d.bw)[0] as number, 0.0350650614772725, 1e-12);
    expectRel(d.y[255] as number, 0.0350650614772725, 1e-3);
  });
  test('faithful eruptions density equals R >= 4.4 density(faithful$eruptions)', () => {
    // grid x[c(1, 256, 512)] = 0.59566889660817 3.34460991956283 6.10433110339183; y[c(1, 100, 256, 400, 512)]:
    const d = kde(ERUPTIONS);
    expectRel(d.bw, 0.334777034463943, 1e-13);
    [0.59566889660817, 3.34460991956283, 6.10433110339183].forEach((x, k) => expectRel(d.x[[0, 255, 511][k] as number] as number, x, 1e-13));
    [0.000336616421723659, 0.246891401807154770, 0.111311259683161246, 0.277541331454877638, 0.000223615361151409].forEach((y, k) =>
      expectRel(d.y[[0, 99, 255, 399, 511][k] as number] as number, y, 1e-10),
    );
  });
  test('exact KDE at a point is the kernel sum: f(2) for c(1, 2, 2.5, 4, 7), h = 1 (R: mean(dnorm(2 - x)) = 0.209394156983516)', () => {
    // (φ(1) + φ(0) + φ(0.5) + φ(2) + φ(5)) / 5 = (0.24197072 + 0.39894228 + 0.35206533 + 0.05399097 + 0.00000149) / 5
    expectRel(kdeAt([1, 2, 2.5, 4, 7], [2], 1)[0] as number, 0.209394156983516, 1e-14);
  });
});

describe('violin, ridgeline, raincloud', () => {
  const A = [2.1, 3.5, 1.7, 4.2, 2.8, 3.3, 5.0, 2.2];
  const B = [10, 12, 11.5, 9, 13.2, 10.4];
  test('violin densities equal ggplot2 3.4.1 layer_data(ggplot(df, aes(g, y)) + geom_violin()) under R 4.2', () => {
    // group a: y[c(1, 100, 512)] = 1.7 2.33933463796477 5; density[c(1, 100, 256, 512)] = 0.219488920252658 0.294391506322208 0.271266993267305 0.120545414820431
    // scaled[c(100, 256)] = 0.986295771612925 0.908822036953963; count[100] = 2.35513205057766; group b density[c(1, 300, 512)] = 0.139211877009143 0.20736908119193 0.118476385128929
    const [a, b] = violin(
      [
        { name: 'a', values: A },
        { name: 'b', values: B },
      ],
      { oldCoords: true },
    );
    if (!a || !b) throw new Error('missing groups');
    expect(a.x[0]).toBe(1.7);
    expect(a.x[511]).toBe(5);
    expectRel(a.x[99] as number, 2.33933463796477, 1e-13);
    expectRel(a.bw, 0.664677492366943, 1e-13);
    [0.219488920252658, 0.294391506322208, 0.271266993267305, 0.120545414820431].forEach((y, k) => expectRel(a.density[[0, 99, 255, 511][k] as number] as number, y, 1e-10));
    expectRel(a.scaled[99] as number, 0.986295771612925, 1e-10);
    expectRel(a.scaled[255] as number, 0.908822036953963, 1e-10);
    expectRel(a.count[99] as number, 2.35513205057766, 1e-10);
    [0.139211877009143, 0.20736908119193, 0.118476385128929].forEach((y, k) => expectRel(b.density[[0, 299, 511][k] as number] as number, y, 1e-10));
  });
  test('ridgeline uses the mean group bw.nrd0 and one grid over the pooled range ± 3 bw (ggridges convention)', () => {
    const r = ridgeline([
      { name: 'a', values: A },
      { name: 'b', values: B },
    ]);
    const bw = (bwNrd0(A) + bwNrd0(B)) / 2;
    expectRel(r.bw, bw, 1e-15);
    expectRel(r.x[0] as number, 1.7 - 3 * bw, 1e-15);
    expectRel(r.x[511] as number, 13.2 + 3 * bw, 1e-15);
    const alone = kde(B, { bw, from: 1.7 - 3 * bw, to: 13.2 + 3 * bw });
    expect(r.groups[1]?.density).toEqual(alone.y);
    expect(Math.max(...(r.groups[0]?.scaled ?? []))).toBe(1);
  });
  test('raincloud: reproducible jitter, density and Tukey box of each group', () => {
    const one = raincloud([{ name: 'a', values: A }], { seed: 42, jitterWidth: 0.2 });
    const two = raincloud([{ name: 'a', values: A }], { seed: 42, jitterWidth: 0.2 });
    expect(one).toEqual(two);
    const rc = one[0];
    if (!rc) throw new Error('missing');
    expect(rc.points.map((p) => p.value)).toEqual(A);
    for (const p of rc.points) expect(Math.abs(p.jitter)).toBeLessThanOrEqual(0.1);
    expect(rc.box).toEqual(boxplotStats(A));
    expect(rc.density.x[0]).toBe(1.7);
    // mulberry32 stream for seed 42 (pinned so jitter never changes between releases)
    const r = mulberry32(42);
    expect([r(), r(), r()]).toEqual([0.6011037519201636, 0.44829055899754167, 0.8524657934904099]);
  });
});

describe('hexagonal binning', () => {
  // R: x <- round(sin(1:40) * 10, 2); y <- round(cos((1:40) * 1.3) * 5 + (1:40) / 10, 2)
  const X = [8.41, 9.09, 1.41, -7.57, -9.59, -2.79, 6.57, 9.89, 4.12, -5.44, -10, -5.37, 4.2, 9.91, 6.5, -2.88, -9.61, -7.51, 1.5, 9.13, 8.37, -0.09, -8.46, -9.06, -1.32, 7.63, 9.56, 2.71, -6.64, -9.88, -4.04, 5.51, 10, 5.29, -4.28, -9.92, -6.44, 2.96, 9.64, 7.45];
  const Y = [1.44, -4.08, -3.33, 2.74, 5.38, 0.87, -4.04, -2, 4.14, 5.54, 0.29, -3.77, -0.55, 5.38, 5.48, -0.25, -3.27, 0.99, 6.44, 5.23, -0.71, -2.54, 2.57, 7.28, 4.84, -1.03, -1.58, 4.14, 7.9, 4.33, -1.19, -0.43, 5.65, 8.28, 3.77, -1.14, 0.9, 7.04, 8.44, 3.19];
  test('cells, counts and centres equal R hexbin(x, y, xbins = 5) and hcell2xy()', () => {
    const h = hexbin(X, Y, { xbins: 5 });
    expect(h.dimen).toEqual([8, 6]);
    expect(h.cells.map((c) => c.cell)).toEqual([1, 2, 4, 5, 6, 8, 9, 10, 11, 13, 14, 15, 17, 19, 20, 23, 25, 26, 27, 28, 29, 30, 31, 33, 34, 38, 41, 42]);
    expect(h.cells.map((c) => c.count)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 4, 2, 2, 2, 1, 2, 1, 2, 2, 1, 1, 1, 2, 3, 1, 1, 1, 1, 1, 1]);
    const cx = [-10, -6, 2, 6, 10, -4, 0, 4, 8, -10, -6, -2, 6, -8, -4, 8, -10, -6, -2, 2, 6, 10, -8, 0, 4, -6, 6, 10];
    h.cells.forEach((c, i) => expect(c.x).toBeCloseTo(cx[i] as number, 12));
    const rowsY = [-4.08, -1.911472388923766, 0.257055222152468, 2.425582833228702, 4.594110444304937, 6.762638055381171, 8.931165666457405];
    h.cells.forEach((c) => expect(c.y).toBeCloseTo(rowsY[c.row] as number, 12));
    expect(h.cells.reduce((s, c) => s + c.count, 0)).toBe(40);
  });
  test('pointy-top hexagon: width = x spacing, circumradius = 2/3 of the row spacing', () => {
    const h = hexbin(X, Y, { xbins: 5 });
    const c4 = (8.44 - -4.08) * Math.sqrt(3) / (2 * 5);
    expect(h.hexagon[1]?.y).toBeCloseTo((2 * c4) / 3, 12);
    expect(h.hexagon[0]?.x).toBeCloseTo(2, 12);
    expect(h.cellOfPoint).toHaveLength(40);
    expect(h.cells[h.cellOfPoint[0] as number]?.count).toBeGreaterThan(0);
  });
});
