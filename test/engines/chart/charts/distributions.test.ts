// The distribution charts: each drawn from a small dataset and a realistic request, checked on
// the scene (marks placed at the statistics R computes for the same data, the numbers printed)
// and rendered to PNG, PDF, TIFF and EPS. Reference values are from R 4.x:
//   ctrl <- c(4.2, 5.1, 5.8, 6.0, 6.4, 7.3, 7.9, 8.8, 12.5, 6.9)
//   trt  <- c(7.1, 8.3, 8.9, 9.4, 10.2, 10.8, 11.5, 12.0, 3.0, 9.9)
import type { ChartType } from '../../../../engines/chart/chartTypes.ts';
import { CHARTS } from '../../../../engines/chart/charts/index.ts';
import type { Table } from '../../../../engines/chart/data/types.ts';
import { ChartError, specFromRequest } from '../../../../engines/chart/index.ts';
import { themeFor } from '../../../../engines/chart/plot/theme.ts';
import { toEps } from '../../../../engines/chart/render/eps.ts';
import { toPdf } from '../../../../engines/chart/render/pdf.ts';
import { toPng, toTiff } from '../../../../engines/chart/render/raster.ts';
import { kde } from '../../../../engines/chart/stats/density.ts';
import { textNodes, type CircleNode, type LineNode, type PolylineNode, type RectNode, type Scene, type SceneNode, type TextNode } from '../../../../engines/chart/render/scene.ts';

const CTRL = [4.2, 5.1, 5.8, 6.0, 6.4, 7.3, 7.9, 8.8, 12.5, 6.9];
const TRT = [7.1, 8.3, 8.9, 9.4, 10.2, 10.8, 11.5, 12.0, 3.0, 9.9];

const TWO_GROUPS: Table = {
  format: 'csv',
  rowCount: 20,
  columns: [
    { name: 'Group', type: 'category', values: [...CTRL.map(() => 'Control'), ...TRT.map(() => 'Treated')] },
    { name: 'Length', type: 'number', values: [...CTRL, ...TRT] },
  ],
};

const THEME = themeFor('default', 'single', 'okabe_ito');

function draw(type: ChartType, table: Table, request: string): Scene {
  const chart = CHARTS[type];
  return chart({ table, spec: specFromRequest(table, request, [type]), theme: THEME });
}

function flat(nodes: SceneNode[]): SceneNode[] {
  return nodes.flatMap((n) => (n.type === 'group' ? flat(n.children) : [n]));
}
const of = <T extends SceneNode['type']>(scene: Scene, type: T) => flat(scene.nodes).filter((n) => n.type === type) as Array<Extract<SceneNode, { type: T }>>;
const texts = (scene: Scene) => textNodes(scene.nodes).map((t) => t.text);
const num = (s: string) => Number(s.replace('\u2212', '-'));

/** Data value -> page position along an axis, fitted through the axis's numeric tick labels. */
function axisMap(ticks: TextNode[], pos: (t: TextNode) => number): (v: number) => number {
  const pts = ticks.map((t) => [num(t.text), pos(t)] as const).filter(([v]) => Number.isFinite(v));
  const [a, b] = [pts[0], pts[pts.length - 1]];
  if (!a || !b) throw new Error('no numeric ticks');
  return (v) => a[1] + ((v - a[0]) / (b[0] - a[0])) * (b[1] - a[1]);
}
const yMap = (scene: Scene) => axisMap(textNodes(scene.nodes).filter((t) => t.anchor === 'end' && t.baseline === 'middle' && !t.rotate), (t) => t.y);
const xMap = (scene: Scene) => axisMap(textNodes(scene.nodes).filter((t) => t.anchor === 'middle' && t.baseline === 'hanging' && /^[−\d.]+$/.test(t.text)), (t) => t.x);

async function renderAll(scene: Scene): Promise<Array<{ format: string; bytes: Buffer }>> {
  const png = await toPng(scene, 600);
  const tiff = await toTiff(scene, 600);
  return [
    { format: 'png', bytes: png.bytes },
    { format: 'pdf', bytes: await toPdf(scene, { title: 'test' }) },
    { format: 'tiff', bytes: tiff.bytes },
    { format: 'eps', bytes: toEps(scene, { title: 'test' }) },
  ];
}

describe('distribution charts', () => {
  test('the registry draws the fourteen types', () => {
    expect(Object.keys(CHARTS)).toEqual(
      expect.arrayContaining(['beeswarm', 'boxplot', 'density', 'dot', 'ecdf', 'errorbar', 'frequency_dot', 'ogive', 'paired_dot', 'qq', 'raincloud', 'ridgeline', 'stem_leaf', 'violin']),
    );
  });

  test('boxplot: boxes, whiskers and outliers at R boxplot.stats', () => {
    const scene = draw('boxplot', TWO_GROUPS, 'Box plot of Length by Group');
    const y = yMap(scene);
    const boxes = of(scene, 'rect') as RectNode[];
    expect(boxes).toHaveLength(2);
    // R: boxplot.stats(ctrl)$stats = 4.2 5.8 6.65 7.9 8.8, out 12.5; trt: 7.1 8.3 9.65 10.8 12.0, out 3.0
    const [c, t] = boxes as [RectNode, RectNode];
    expect(c.y).toBeCloseTo(y(7.9), 6);
    expect(c.y + c.height).toBeCloseTo(y(5.8), 6);
    expect(t.y).toBeCloseTo(y(10.8), 6);
    expect(t.y + t.height).toBeCloseTo(y(8.3), 6);
    const medians = (of(scene, 'line') as LineNode[]).filter((l) => l.y1 === l.y2 && Math.abs(l.x2 - l.x1 - c.width) < 1e-9);
    expect(medians.map((m) => m.y1)).toEqual([expect.closeTo(y(6.65), 6), expect.closeTo(y(9.65), 6)]);
    const outliers = of(scene, 'circle') as CircleNode[];
    expect(outliers.map((o) => o.cy).sort((a, b) => a - b)).toEqual([expect.closeTo(y(12.5), 6), expect.closeTo(y(3.0), 6)]);
    expect(texts(scene)).toEqual(expect.arrayContaining(['Control', 'Treated', 'Group', 'Length']));
    // Wide layout: one numeric column per group gives the same boxes.
    const wide: Table = { format: 'csv', rowCount: 10, columns: [{ name: 'Control', type: 'number', values: CTRL }, { name: 'Treated', type: 'number', values: TRT }] };
    const wideScene = draw('boxplot', wide, 'box plot of Control and Treated');
    const yw = yMap(wideScene);
    expect(of(wideScene, 'rect').map((r) => [r.y, r.y + r.height])).toEqual([
      [expect.closeTo(yw(7.9), 6), expect.closeTo(yw(5.8), 6)],
      [expect.closeTo(yw(10.8), 6), expect.closeTo(yw(8.3), 6)],
    ]);
    expect(texts(wideScene)).toEqual(expect.arrayContaining(['Control', 'Treated', 'Value']));
    expect(of(draw('violin', wide, 'violin plot'), 'polyline')).toHaveLength(2);
    // Horizontal: the boxes along x, the first group at the top, reference lines on the values.
    const lying = draw('boxplot', TWO_GROUPS, 'horizontal box plot of Length by Group. vertical line at x = 8');
    const xh = xMap(lying);
    const [hc, ht] = of(lying, 'rect') as [RectNode, RectNode];
    expect([hc.x, hc.x + hc.width]).toEqual([expect.closeTo(xh(5.8), 6), expect.closeTo(xh(7.9), 6)]);
    expect([ht.x, ht.x + ht.width]).toEqual([expect.closeTo(xh(8.3), 6), expect.closeTo(xh(10.8), 6)]);
    expect(hc.y).toBeLessThan(ht.y);
    expect((of(lying, 'line') as LineNode[]).some((l) => l.dash && Math.abs(l.x1 - xh(8)) < 1e-6 && l.x1 === l.x2)).toBe(true);
    // With points: every value drawn, no separate outlier marks.
    expect(of(draw('boxplot', TWO_GROUPS, 'box plot of Length by Group, show points'), 'circle')).toHaveLength(20);
  });

  test('violin: IQR bar at quantile type 7, median dot, outline spanning the data', () => {
    const scene = draw('violin', TWO_GROUPS, 'violin plot of Length by Group');
    const y = yMap(scene);
    const outlines = of(scene, 'polyline') as PolylineNode[];
    expect(outlines).toHaveLength(2);
    const ys = (outlines[1] as PolylineNode).points.map((p) => p[1]);
    expect(Math.max(...ys)).toBeCloseTo(y(3.0), 6);
    expect(Math.min(...ys)).toBeCloseTo(y(12.0), 6);
    // R: quantile(trt, c(.25, .5, .75)) = 8.45 9.65 10.65
    const bar = (of(scene, 'rect') as RectNode[])[1] as RectNode;
    expect(bar.y).toBeCloseTo(y(10.65), 6);
    expect(bar.y + bar.height).toBeCloseTo(y(8.45), 6);
    expect(((of(scene, 'circle') as CircleNode[])[1] as CircleNode).cy).toBeCloseTo(y(9.65), 6);
  });

  test('density: R density() peak and the bw.nrd0 bandwidth printed', () => {
    const table: Table = { format: 'csv', rowCount: 10, columns: [{ name: 'Length', type: 'number', values: CTRL }] };
    const scene = draw('density', table, 'Density plot of Length');
    // R: bw.nrd0(ctrl) = 0.8051769; d <- density(ctrl): max(d$y) = 0.2223817 at x = 6.384195
    // (R 4.2.2, whose kernel grid is kde's oldCoords; the chart draws R >= 4.4's grid, 0.07% apart).
    expect(texts(scene)).toContain('n = 10, bandwidth = 0.805');
    const old = kde(CTRL, { oldCoords: true });
    expect(Math.max(...old.y)).toBeCloseTo(0.2223817145, 9);
    const current = kde(CTRL);
    const peak = Math.max(...current.y);
    expect(peak / 0.2223817145).toBeCloseTo(1, 2);
    const curve = (of(scene, 'polyline') as PolylineNode[]).find((p) => p.stroke) as PolylineNode;
    expect(curve.points).toHaveLength(512);
    const top = curve.points.reduce((a, b) => (b[1] < a[1] ? b : a));
    expect(top[1]).toBeCloseTo(yMap(scene)(peak), 6);
    expect(top[0]).toBeCloseTo(xMap(scene)(6.3841953), 6);
    const grouped = draw('density', TWO_GROUPS, 'density of Length by Group, legend at the top');
    expect(texts(grouped)).toEqual(expect.arrayContaining(['Control (n = 10)', 'Treated (n = 10)', 'Density']));
  });

  test('ecdf: one step per distinct value, F(7) = 0.6 as R ecdf(ctrl)(7)', () => {
    const table: Table = { format: 'csv', rowCount: 10, columns: [{ name: 'Length', type: 'number', values: CTRL }] };
    const scene = draw('ecdf', table, 'ECDF of Length');
    const line = (of(scene, 'polyline') as PolylineNode[])[0] as PolylineNode;
    expect(line.points).toHaveLength(2 + 2 * 10);
    const x = xMap(scene);
    const y = yMap(scene);
    // The level just right of 7 (between 6.9 and 7.3).
    const seg = line.points.filter((p, i) => i > 0 && p[0] > x(6.95) && p[0] < x(7.35));
    expect(seg[0]?.[1]).toBeCloseTo(y(0.6), 6);
    expect(texts(scene)).toContain('Cumulative proportion');
  });

  test('qq: qqnorm points and the qqline of R', () => {
    const table: Table = { format: 'csv', rowCount: 10, columns: [{ name: 'Length', type: 'number', values: CTRL }] };
    const scene = draw('qq', table, 'normal Q-Q plot of Length');
    const pts = of(scene, 'circle') as CircleNode[];
    expect(pts).toHaveLength(10);
    // qnorm(ppoints(10))[10] = 1.546635 for the largest value 12.5
    const x = xMap(scene);
    const y = yMap(scene);
    const last = pts.reduce((a, b) => (b.cx > a.cx ? b : a));
    expect(last.cx).toBeCloseTo(x(1.546635), 3);
    expect(last.cy).toBeCloseTo(y(12.5), 6);
    // R qqline: slope 1.408472, intercept 6.8
    const line = (of(scene, 'line') as LineNode[]).find((l) => l.stroke === '#777777') as LineNode;
    const slope = (line.y2 - line.y1) / (line.x2 - line.x1);
    expect(slope).toBeCloseTo((y(1.408472108 + 6.8) - y(6.8)) / (x(1) - x(0)), 6);
    expect(line.y1 + slope * (x(0) - line.x1)).toBeCloseTo(y(6.8), 6);
    expect(texts(scene)).toContain('Sample quantiles (Length)');
  });

  test('errorbar: mean ± SEM by default, 95% CI by t as R t.test', () => {
    const scene = draw('errorbar', TWO_GROUPS, 'Length against Group');
    expect(texts(scene)).toContain('Mean Length ± SEM');
    const y = yMap(scene);
    const means = (of(scene, 'circle') as CircleNode[]).map((c) => c.cy);
    // R: mean(ctrl) = 7.09, sd/sqrt(n) = 0.7346125
    expect(means[0]).toBeCloseTo(y(7.09), 6);
    const vertical = (of(scene, 'line') as LineNode[]).filter((l) => l.x1 === l.x2);
    expect(Math.min(vertical[0]?.y1 ?? 0, vertical[0]?.y2 ?? 0)).toBeCloseTo(y(7.09 + 0.7346125207), 6);
    const ci = draw('errorbar', TWO_GROUPS, 'mean with 95% CI of Length by Group');
    expect(texts(ci)).toContain('Mean Length ± 95% CI');
    const yc = yMap(ci);
    const v = (of(ci, 'line') as LineNode[]).filter((l) => l.x1 === l.x2)[0] as LineNode;
    // R: t.test(ctrl)$conf.int = 5.428191 8.751809
    expect([v.y1, v.y2].sort((a, b) => a - b)).toEqual([expect.closeTo(yc(8.7518089756), 6), expect.closeTo(yc(5.4281910244), 6)]);
    // Numeric x: one line per group through the means.
    const table: Table = {
      format: 'csv',
      rowCount: 12,
      columns: [
        { name: 'Day', type: 'number', values: [0, 0, 0, 7, 7, 7, 0, 0, 0, 7, 7, 7] },
        { name: 'Diet', type: 'category', values: ['A', 'A', 'A', 'A', 'A', 'A', 'B', 'B', 'B', 'B', 'B', 'B'] },
        { name: 'Weight', type: 'number', values: [20, 21, 22, 25, 26, 27, 20, 20.5, 21, 22, 23, 24] },
      ],
    };
    const lines = draw('errorbar', table, 'Weight against Day by Diet with SD');
    expect(of(lines, 'polyline')).toHaveLength(2);
    expect(texts(lines)).toEqual(expect.arrayContaining(['Mean Weight ± SD', 'A', 'B']));
  });

  test('dot: Cleveland dot plot sorted, largest at the top', () => {
    const table: Table = {
      format: 'csv',
      rowCount: 5,
      columns: [
        { name: 'Country', type: 'category', values: ['Norway', 'Spain', 'Germany', 'Japan', 'Chile'] },
        { name: 'Life expectancy', type: 'number', values: [83.2, 83.3, 80.9, 84.5, 80.2] },
      ],
    };
    const scene = draw('dot', table, 'Cleveland dot plot of "Life expectancy" by Country');
    const labels = textNodes(scene.nodes).filter((t) => ['Norway', 'Spain', 'Germany', 'Japan', 'Chile'].includes(t.text));
    expect(labels.sort((a, b) => a.y - b.y).map((t) => t.text)).toEqual(['Japan', 'Spain', 'Norway', 'Germany', 'Chile']);
    const dots = of(scene, 'circle') as CircleNode[];
    expect(dots).toHaveLength(5);
    const x = xMap(scene);
    expect(dots.map((d) => d.cx)).toEqual([84.5, 83.3, 83.2, 80.9, 80.2].map((v) => expect.closeTo(x(v), 6)));
  });

  test('beeswarm: every value, none overlapping, the median marked', () => {
    const scene = draw('beeswarm', TWO_GROUPS, 'beeswarm plot of Length by Group');
    const pts = of(scene, 'circle') as CircleNode[];
    expect(pts).toHaveLength(20);
    for (let i = 0; i < pts.length; i++) {
      for (let j = i + 1; j < pts.length; j++) {
        const a = pts[i] as CircleNode;
        const b = pts[j] as CircleNode;
        expect(Math.hypot(a.cx - b.cx, a.cy - b.cy)).toBeGreaterThanOrEqual(a.r + b.r - 1e-6);
      }
    }
    const y = yMap(scene);
    const medians = (of(scene, 'line') as LineNode[]).filter((l) => l.y1 === l.y2 && l.x2 > l.x1 && l.strokeWidth === THEME.lineWidth * 1.5);
    expect(medians.map((m) => m.y1)).toEqual([expect.closeTo(y(6.65), 6), expect.closeTo(y(9.65), 6)]);
  });

  test('raincloud: half violin, Tukey box, seeded rain the same each time', () => {
    const a = draw('raincloud', TWO_GROUPS, 'raincloud plot of Length by Group');
    const b = draw('raincloud', TWO_GROUPS, 'raincloud plot of Length by Group');
    expect(a).toEqual(b);
    // Horizontal: cloud above its box, rain below.
    const h = draw('raincloud', TWO_GROUPS, 'raincloud plot of Length by Group, horizontal');
    const cloud = (of(h, 'polyline') as PolylineNode[])[0] as PolylineNode;
    const box = (of(h, 'rect') as RectNode[])[0] as RectNode;
    const drops = (of(h, 'circle') as CircleNode[]).filter((d) => d.fill !== '#FFFFFF').slice(0, 10);
    expect(Math.max(...cloud.points.map((p) => p[1]))).toBeLessThanOrEqual(box.y);
    expect(Math.min(...drops.map((d) => d.cy))).toBeGreaterThan(box.y + box.height);
    expect(of(a, 'polyline')).toHaveLength(2);
    const y = yMap(a);
    const boxes = of(a, 'rect') as RectNode[];
    expect(boxes[0]?.y).toBeCloseTo(y(7.9), 6);
    expect((boxes[0]?.y ?? 0) + (boxes[0]?.height ?? 0)).toBeCloseTo(y(5.8), 6);
    // 20 drops and the two outliers of the boxes.
    expect(of(a, 'circle')).toHaveLength(22);
  });

  test('ridgeline: one ridge per group, the joint bandwidth printed', () => {
    const scene = draw('ridgeline', TWO_GROUPS, 'ridgeline plot of Length by Group');
    expect(of(scene, 'polyline')).toHaveLength(2);
    // R: (bw.nrd0(ctrl) + bw.nrd0(trt)) / 2 = 0.8687435
    expect(texts(scene)).toEqual(expect.arrayContaining(['bandwidth = 0.869', 'Control', 'Treated', 'Length']));
  });

  test('ogive: cumulative counts at the upper class boundaries of R hist()', () => {
    const scene = draw('ogive', TWO_GROUPS, 'ogive of Length');
    const line = (of(scene, 'polyline') as PolylineNode[])[0] as PolylineNode;
    const x = xMap(scene);
    const y = yMap(scene);
    // R: hist(c(ctrl, trt))$breaks = 2 4 ... 14; cumsum(counts) = 1 5 10 15 19 20
    const expected: Array<[number, number]> = [[2, 0], [4, 1], [6, 5], [8, 10], [10, 15], [12, 19], [14, 20]];
    expect(line.points).toEqual(expected.map(([bx, c]) => [expect.closeTo(x(bx), 6), expect.closeTo(y(c), 6)]));
    expect(texts(scene)).toContain('Cumulative frequency');
  });

  test('frequency_dot: one stack per value of a count, heights as R table()', () => {
    const kids = [0, 1, 2, 2, 3, 1, 0, 2, 4, 2, 1, 3, 2, 1, 0, 5, 2, 3, 1, 2, 2, 1, 3, 0, 2];
    const table: Table = { format: 'csv', rowCount: kids.length, columns: [{ name: 'Children', type: 'number', values: kids }] };
    const scene = draw('frequency_dot', table, 'frequency dot plot of Children');
    const dots = of(scene, 'circle') as CircleNode[];
    expect(dots).toHaveLength(25);
    const x = xMap(scene);
    // R: table(kids) = 4 6 9 4 1 1 for 0..5
    expect([0, 1, 2, 3, 4, 5].map((k) => dots.filter((d) => Math.abs(d.cx - x(k)) < 1e-6).length)).toEqual([4, 6, 9, 4, 1, 1]);
  });

  test('paired_dot: wide before/after columns, paired t-test as R t.test(paired = TRUE)', () => {
    const before = [142, 138, 150, 145, 160, 155, 148, 139, 152, 147, 158, 143];
    const after = [135, 136, 141, 140, 149, 150, 146, 137, 142, 145, 147, 141];
    const table: Table = {
      format: 'csv',
      rowCount: 12,
      columns: [
        { name: 'Patient', type: 'category', values: before.map((_, i) => `P${i + 1}`) },
        { name: 'Before', type: 'number', values: before },
        { name: 'After', type: 'number', values: after },
      ],
    };
    const scene = draw('paired_dot', table, 'before and after plot of Before and After');
    expect(of(scene, 'polyline')).toHaveLength(12);
    expect(of(scene, 'circle')).toHaveLength(24);
    // R: t = -5.2015, df = 11, p-value = 0.0002938, mean difference -5.666667
    expect(texts(scene)).toContain('Paired t-test: t(11) = \u22125.2, p < 0.001; mean difference \u22125.67');
    // Long layout: subject, condition, value.
    const long: Table = {
      format: 'csv',
      rowCount: 24,
      columns: [
        { name: 'Patient', type: 'category', values: [...before, ...after].map((_, i) => `P${(i % 12) + 1}`) },
        { name: 'Visit', type: 'category', values: [...before.map(() => 'Baseline'), ...after.map(() => 'Week 12')] },
        { name: 'SBP', type: 'number', values: [...before, ...after] },
      ],
    };
    const longScene = draw('paired_dot', long, 'paired dot plot of SBP against Visit');
    expect(of(longScene, 'polyline')).toHaveLength(12);
    expect(texts(longScene)).toEqual(expect.arrayContaining(['Baseline', 'Week 12', 'SBP', 'Paired t-test: t(11) = \u22125.2, p < 0.001; mean difference \u22125.67']));
  });

  test('stem_leaf: the lines of R stem(), digits in equal cells', () => {
    const table: Table = { format: 'csv', rowCount: 20, columns: [{ name: 'Length', type: 'number', values: [...CTRL, ...TRT] }] };
    const scene = draw('stem_leaf', table, 'stem-and-leaf plot of Length');
    // R stem(c(ctrl, trt)):  2 | 0,  4 | 218,  6 | 049139,  8 | 38949,  10 | 285,  12 | 05
    const all = textNodes(scene.nodes);
    expect(all.map((t) => t.text)).toEqual(expect.arrayContaining(['Length (n = 20)', 'The decimal point is at the |']));
    const stems = all.filter((t) => t.anchor === 'end').map((t) => t.text);
    expect(stems).toEqual(['2', '4', '6', '8', '10', '12']);
    const rows = new Map<number, TextNode[]>();
    for (const t of all.filter((n) => n.anchor === 'middle')) rows.set(t.y, [...(rows.get(t.y) ?? []), t]);
    const leaves = [...rows.values()].map((r) => r.sort((a, b) => a.x - b.x).map((t) => t.text).join(''));
    expect(leaves).toEqual(['0', '218', '049139', '38949', '285', '05']);
    // Equal cells: the k-th leaf of every row at the same x.
    const thirds = [...rows.values()].filter((r) => r.length >= 3).map((r) => (r[2] as TextNode).x);
    expect(new Set(thirds).size).toBe(1);
  });

  test('clear errors when the data cannot make the chart', () => {
    const text: Table = { format: 'csv', rowCount: 2, columns: [{ name: 'Name', type: 'category', values: ['a', 'b'] }] };
    expect(() => draw('boxplot', text, 'box plot')).toThrow(ChartError);
    expect(() => draw('density', { format: 'csv', rowCount: 1, columns: [{ name: 'x', type: 'number', values: [1] }] }, 'density of x')).toThrow(/at least 2 values/);
    expect(() => draw('paired_dot', { format: 'csv', rowCount: 2, columns: [{ name: 'x', type: 'number', values: [1, 2] }] }, 'paired dot plot of x')).toThrow(/two numeric columns/);
  });

  test('every type renders to PNG, PDF, TIFF and EPS', async () => {
    const requests: Array<[ChartType, string]> = [
      ['boxplot', 'box plot of Length by Group, show points'],
      ['violin', 'violin plot of Length by Group'],
      ['density', 'density of Length by Group'],
      ['ecdf', 'ECDF of Length by Group'],
      ['qq', 'QQ plot of Length by Group'],
      ['errorbar', 'mean with SD of Length by Group'],
      ['dot', 'dot plot of Length by Group'],
      ['beeswarm', 'beeswarm of Length by Group'],
      ['raincloud', 'raincloud of Length by Group'],
      ['ridgeline', 'ridgeline of Length by Group'],
      ['ogive', 'ogive of Length by Group'],
      ['frequency_dot', 'frequency dot plot of Length'],
      ['paired_dot', 'paired dot plot of Length against Group'],
      ['stem_leaf', 'stem and leaf of Length'],
    ];
    const paired: Table = { ...TWO_GROUPS, columns: [...TWO_GROUPS.columns, { name: 'Subject', type: 'category', values: [...CTRL, ...TRT].map((_, i) => `S${(i % 10) + 1}`) }] };
    for (const [type, request] of requests) {
      const files = await renderAll(draw(type, type === 'paired_dot' ? paired : TWO_GROUPS, request));
      expect(files.map((f) => f.format)).toEqual(['png', 'pdf', 'tiff', 'eps']);
      for (const f of files) expect(f.bytes.length).toBeGreaterThan(1000);
    }
  });
});
