// Annotations placed away from data (issue 7, rule 3): stat blocks (R², a test's p, n per bar,
// AUC, a fit's parameters) and line labels never cover a point, a bar or a data curve. A block goes in a
// corner the data leave empty, or above the plot when none is; Bland–Altman's line labels go
// in the right margin. Checked on the scene, at the narrowest and the widest journal width,
// for every chart type that sets such text, with the gallery's sample data and a few requests
// that add a statistic.

import { CHARTS } from '../../../../engines/chart/charts/index.ts';
import { blandAltman, spreadLabels } from '../../../../engines/chart/charts/blandAltman.ts';
import type { ChartType } from '../../../../engines/chart/chartTypes.ts';
import type { Table } from '../../../../engines/chart/data/types.ts';
import { specFromRequest } from '../../../../engines/chart/index.ts';
import { emptiestCorner, TextAbove, type PlotArea } from '../../../../engines/chart/marks/statBlock.ts';
import type { Rect } from '../../../../engines/chart/plot/frame.ts';
import { textWidth } from '../../../../engines/chart/plot/textFit.ts';
import { themeFor } from '../../../../engines/chart/plot/theme.ts';
import { baselineShift, capHeight, measureText } from '../../../../engines/chart/render/fonts.ts';
import type { CircleNode, RectNode, Scene, SceneNode, TextNode } from '../../../../engines/chart/render/scene.ts';
import { samples } from '../../../../engines/chart/samples.ts';
import { FIGURE_WIDTHS, figureWidthMm, hasFigureWidth, JOURNAL_STYLES, type FigureWidth, type JournalStyleName } from '../../../../engines/chart/style/journals.ts';

const widths: Array<[JournalStyleName, FigureWidth]> = JOURNAL_STYLES.flatMap((j) => FIGURE_WIDTHS.filter((w) => hasFigureWidth(j, w)).map((w): [JournalStyleName, FigureWidth] => [j, w]));
const byWidth = [...widths].sort((a, b) => figureWidthMm(...a) - figureWidthMm(...b));
const narrowest = byWidth[0]!;
const widest = byWidth[byWidth.length - 1]!;

const all = samples();

/**
 * The chart types that set stat blocks or line labels (marks/statBlock.ts and Bland–Altman's
 * margin labels), with the sample's request or one that adds a statistic.
 */
const charts: Array<[string, ChartType, string | undefined]> = [
  ['bland_altman', 'bland_altman', undefined],
  ['bland_altman with CIs', 'bland_altman', 'method_a against method_b with 95% CI'],
  ['regression', 'regression', undefined],
  ['regression by group with a correlation', 'regression', 'sbp against age by group, Pearson correlation'],
  ['bar with points', 'bar', undefined],
  ['errorbar', 'errorbar', undefined],
  ['errorbar with points', 'errorbar', 'sbp by group, mean with SD, show points'],
  ['scatter with a correlation', 'scatter', 'sbp against age, Spearman correlation'],
  ['scatter by group with correlations', 'scatter', 'sbp against age by group, Pearson correlation'],
  ['kaplan_meier', 'kaplan_meier', undefined],
  ['roc', 'roc', undefined],
  ['precision_recall', 'precision_recall', undefined],
  ['calibration_curve', 'calibration_curve', undefined],
  ['paired_dot', 'paired_dot', undefined],
  ['standard_curve', 'standard_curve', undefined],
  ['dose_response', 'dose_response', undefined],
  ['growth_curve', 'growth_curve', undefined],
  ['enzyme_kinetics', 'enzyme_kinetics', undefined],
  ['funnel', 'funnel', undefined],
];

/**
 * Known defects, recorded rather than hidden: each is expected to fail until it is fixed (jest
 * reports it when it starts passing). None at present.
 */
const KNOWN_DEFECTS = new Set<string>([]);

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A text node's box: its measured width placed by its anchor, capitals to descenders. */
function textBox(t: TextNode): Box {
  const width = textWidth(t.text, t.size, t.weight);
  const x0 = t.anchor === 'start' ? t.x : t.anchor === 'middle' ? t.x - width / 2 : t.x - width;
  const baseline = t.y + baselineShift(t.baseline, t.size, t.weight);
  return { x0, x1: x0 + width, y0: baseline - capHeight(t.size, t.weight), y1: baseline + measureText(t.text, t.size, t.weight).descent };
}

function flatten(nodes: SceneNode[], out: SceneNode[] = []): SceneNode[] {
  for (const node of nodes) {
    if (node.type === 'group') flatten(node.children, out);
    else out.push(node);
  }
  return out;
}

/** Data marks: points (circles) and bars or square markers (rects filled at least half opaque). */
function dataMarks(scene: Scene): Array<CircleNode | RectNode> {
  return flatten(scene.nodes).filter(
    (n): n is CircleNode | RectNode => n.type === 'circle' || (n.type === 'rect' && n.fill !== undefined && (n.fillOpacity ?? 1) * (n.opacity ?? 1) >= 0.5),
  );
}

/** Data curves: stroked polylines and paths that fill nothing (survival steps, ROC, fits). */
function curves(scene: Scene): Array<Array<[number, number]>> {
  return flatten(scene.nodes).flatMap((n) => {
    if ((n.type !== 'polyline' && n.type !== 'path') || n.stroke === undefined || (n.fill !== undefined && n.fill !== 'none')) return [];
    if (n.type === 'polyline') return [n.points];
    return [n.commands.flatMap((c): Array<[number, number]> => (c[0] === 'Z' ? [] : [[c[c.length - 2] as number, c[c.length - 1] as number]]))];
  });
}

/** Whether the segment p–q passes through the box (Liang–Barsky clipping). */
function crosses(box: Box, p: [number, number], q: [number, number]): boolean {
  let t0 = 0;
  let t1 = 1;
  const dx = q[0] - p[0];
  const dy = q[1] - p[1];
  const edges: Array<[number, number]> = [
    [-dx, p[0] - box.x0],
    [dx, box.x1 - p[0]],
    [-dy, p[1] - box.y0],
    [dy, box.y1 - p[1]],
  ];
  for (const [d, room] of edges) {
    if (d === 0) {
      if (room < 0) return false;
      continue;
    }
    const t = room / d;
    if (d < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return false;
  }
  return true;
}

function covers(box: Box, mark: CircleNode | RectNode): boolean {
  if (mark.type === 'circle') {
    const dx = Math.max(box.x0 - mark.cx, 0, mark.cx - box.x1);
    const dy = Math.max(box.y0 - mark.cy, 0, mark.cy - box.y1);
    return dx * dx + dy * dy < mark.r * mark.r;
  }
  const across = Math.min(box.x1, mark.x + mark.width) - Math.max(box.x0, mark.x);
  const down = Math.min(box.y1, mark.y + mark.height) - Math.max(box.y0, mark.y);
  return across > 0.1 && down > 0.1;
}

function overlap(a: Box, b: Box): boolean {
  return Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > 0.1 && Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > 0.1;
}

function draw(type: ChartType, request: string | undefined, journal: JournalStyleName, width: FigureWidth, title?: string): Scene {
  const sample = all[type];
  const spec = specFromRequest(sample.table, request ?? sample.request, [type]);
  return CHARTS[type]({ table: sample.table, spec: title ? { ...spec, title } : spec, theme: themeFor(journal, width, 'okabe_ito') });
}

/** "text" over n marks, for every text node that covers a data mark. */
function textOverData(scene: Scene): string[] {
  const marks = dataMarks(scene);
  const lines = curves(scene);
  return flatten(scene.nodes)
    .filter((n): n is TextNode => n.type === 'text' && !n.rotate)
    .flatMap((t) => {
      const box = textBox(t);
      const n = marks.filter((m) => covers(box, m)).length;
      const k = lines.filter((line) => line.some((p, i) => i > 0 && crosses(box, line[i - 1]!, p))).length;
      return [...(n > 0 ? [`"${t.text}" over ${n} mark${n > 1 ? 's' : ''}`] : []), ...(k > 0 ? [`"${t.text}" over ${k} curve${k > 1 ? 's' : ''}`] : [])];
    });
}

const cases: Array<[string, ChartType, string | undefined, JournalStyleName, FigureWidth]> = charts.flatMap(([name, type, request]) =>
  [narrowest, widest].map(([journal, width]): [string, ChartType, string | undefined, JournalStyleName, FigureWidth] => [`${name} ${journal} ${width}`, type, request, journal, width]),
);

const noTextOverData = (_name: string, type: ChartType, request: string | undefined, journal: JournalStyleName, width: FigureWidth): void => {
  const scene = draw(type, request, journal, width);
  expect(dataMarks(scene).length + curves(scene).length).toBeGreaterThan(0);
  expect(textOverData(scene)).toEqual([]);
};

describe('annotations never sit on data', () => {
  test.each(cases.filter(([name]) => !KNOWN_DEFECTS.has(name)))('%s', noTextOverData);
  test.failing.each(cases.filter(([name]) => KNOWN_DEFECTS.has(name)))('%s (known defect)', noTextOverData);
});

const texts = (scene: Scene) => flatten(scene.nodes).filter((n): n is TextNode => n.type === 'text');

describe('stat blocks: an empty corner, or above the plot', () => {
  const theme = themeFor('plos', 'double', 'okabe_ito');
  const plot: Rect = { x: 40, y: 20, width: 300, height: 200 };
  const everywhere: Array<[number, number]> = [];
  for (let x = plot.x; x <= plot.x + plot.width; x += 2) for (let y = plot.y; y <= plot.y + plot.height; y += 2) everywhere.push([x, y]);

  test('a truly empty corner keeps the block', () => {
    const marks = everywhere.filter(([x, y]) => !(x < plot.x + 150 && y < plot.y + 60));
    const area: PlotArea = { ...plot, above: new TextAbove() };
    expect(emptiestCorner(['R² = 0.5'], marks, area, theme, ['top-right', 'top-left'])).toBe('top-left');
  });

  test('a block that every corner would set on data goes above the plot', () => {
    expect(emptiestCorner(['R² = 0.5'], everywhere, { ...plot, above: new TextAbove() }, theme, ['top-left', 'top-right'])).toBe('above');
  });

  test('without a frame to take it, the block keeps the least covered corner', () => {
    const marks = everywhere.filter(([x, y]) => !(x > plot.x + 200 && y > plot.y + 150 && (x + y) % 4 === 0));
    expect(emptiestCorner(['R² = 0.5'], marks, plot, theme, ['top-left', 'bottom-right'])).toBe('bottom-right');
  });

  test('regression at the narrowest width: the equation above the points, under the title', () => {
    const scene = draw('regression', undefined, ...narrowest, 'Blood pressure by age');
    const equation = texts(scene).find((t) => t.text.startsWith('y = '))!;
    const title = texts(scene).find((t) => t.text === 'Blood pressure by age')!;
    const highest = Math.min(...dataMarks(scene).map((m) => (m.type === 'circle' ? m.cy - m.r : m.y)));
    expect(textBox(equation).y1).toBeLessThan(highest);
    expect(textBox(equation).y0).toBeGreaterThan(textBox(title).y1);
  });

  test('the check sees text on a curve', () => {
    const scene = draw('kaplan_meier', undefined, ...widest);
    const step = curves(scene)[0]!;
    const [x, y] = step[Math.floor(step.length / 2)]!;
    const text: TextNode = { type: 'text', x, y, text: 'Log-rank p = 0.5', size: 7, weight: 'normal', anchor: 'middle', baseline: 'middle', color: '#000000' };
    expect(textOverData({ ...scene, nodes: [...scene.nodes, text] })).toEqual(['"Log-rank p = 0.5" over 1 curve']);
  });

  test('bar with points: "n per bar" clear of the points', () => {
    const scene = draw('bar', undefined, ...narrowest);
    expect(texts(scene).some((t) => /^n = /.test(t.text))).toBe(true);
    expect(textOverData(scene)).toEqual([]);
  });
});

describe('Bland–Altman line labels in the right margin', () => {
  const labelTexts = (scene: Scene) => texts(scene).filter((t) => /SD|Mean|^[−+-]?\d/.test(t.text) && t.anchor === 'start' && !t.rotate);

  test.each([narrowest, widest])('%s %s: right of every point, apart from each other', (journal, width) => {
    const scene = draw('bland_altman', undefined, journal, width);
    const labels = labelTexts(scene);
    expect(labels.map((t) => t.text).join(' ')).toMatch(/\+1\.96 SD.*48\.1.*Mean.*−2\.64.*−1\.96 SD.*−53\.4/);
    const rightmost = Math.max(...dataMarks(scene).map((m) => (m.type === 'circle' ? m.cx + m.r : m.x + m.width)));
    for (const t of labels) expect(textBox(t).x0).toBeGreaterThanOrEqual(rightmost);
    for (const t of labels) expect(textBox(t).x1).toBeLessThanOrEqual(scene.width);
    const boxes = labels.map(textBox);
    boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => expect(overlap(a, b)).toBe(false)));
  });

  test('on a narrow figure the labels stack on two lines; on a wide one each takes one', () => {
    expect(labelTexts(draw('bland_altman', undefined, ...narrowest)).map((t) => t.text)).toEqual(['+1.96 SD', '48.1', 'Mean', '−2.64', '−1.96 SD', '−53.4']);
    expect(labelTexts(draw('bland_altman', undefined, ...widest)).map((t) => t.text)).toEqual(['+1.96 SD: 48.1', 'Mean: −2.64', '−1.96 SD: −53.4']);
  });

  test('lines close together: labels nudged apart, with leaders, inside the figure', () => {
    // A large bias and a small spread: the three lines lie close on an axis that runs to 0.
    const a = Array.from({ length: 30 }, (_, i) => 100 + i * 3);
    const b = a.map((v, i) => v - 60 + ((i * 7) % 5) * 0.4);
    const table: Table = {
      format: 'csv',
      rowCount: a.length,
      columns: [
        { name: 'method_a', type: 'number', values: a },
        { name: 'method_b', type: 'number', values: b },
      ],
    };
    for (const [journal, width] of [narrowest, widest]) {
      const spec = specFromRequest(table, 'method_a against method_b', ['bland_altman']);
      const scene = blandAltman({ table, spec, theme: themeFor(journal, width, 'okabe_ito') });
      const boxes = labelTexts(scene).map(textBox);
      expect(boxes.length).toBeGreaterThanOrEqual(3);
      boxes.forEach((x, i) => boxes.slice(i + 1).forEach((y) => expect(overlap(x, y)).toBe(false)));
      for (const box of boxes) expect(box.y0 >= 0 && box.y1 <= scene.height).toBe(true);
      expect(textOverData(scene)).toEqual([]);
    }
  });

  test('spreadLabels keeps labels on their lines when there is room and stacks them apart when not', () => {
    expect(spreadLabels([10, 50, 90], [8, 8, 8], 0, 100, 1)).toEqual([10, 50, 90]);
    const close = spreadLabels([50, 52, 51], [8, 8, 8], 0, 100, 1);
    const sorted = [...close].sort((p, q) => p - q);
    expect(sorted[1]! - sorted[0]!).toBeGreaterThanOrEqual(9 - 1e-9);
    expect(sorted[2]! - sorted[1]!).toBeGreaterThanOrEqual(9 - 1e-9);
    // Order kept: the label of the line at 52 stays lowest.
    expect(close[1]).toBe(Math.max(...close));
    const edge = spreadLabels([1, 2], [8, 8], 0, 100, 1);
    expect(Math.min(...edge)).toBeGreaterThanOrEqual(4);
  });
});

describe('tick labels name their own ticks', () => {
  /** The value at a height read from the y tick labels (left of the axis, numbers). */
  function readY(scene: Scene): (y: number) => number {
    const ticks = texts(scene)
      .filter((t) => t.anchor === 'end' && t.baseline === 'middle' && !t.rotate && /^[−-]?\d+(\.\d+)?$/.test(t.text))
      .map((t) => ({ y: t.y, v: Number(t.text.replace('−', '-')) }));
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    const [p, q] = [ticks[0]!, ticks[ticks.length - 1]!];
    return (y) => p.v + ((y - p.y) / (q.y - p.y)) * (q.v - p.v);
  }

  test.each([narrowest, widest])('bar %s %s: the bars read as the group means', (journal, width) => {
    const scene = draw('bar', undefined, journal, width);
    const table = all.bar.table;
    const sbp = table.columns.find((c) => c.name === 'sbp')!.values as number[];
    const group = table.columns.find((c) => c.name === 'group')!.values;
    const mean = (g: string) => {
      const v = sbp.filter((_, i) => group[i] === g);
      return v.reduce((s, x) => s + x, 0) / v.length;
    };
    const read = readY(scene);
    const bars = flatten(scene.nodes).filter((n): n is RectNode => n.type === 'rect' && n.height > 5 && n.fill !== undefined && n.stroke !== undefined);
    expect(bars.map((r) => read(r.y))).toEqual([expect.closeTo(mean('Control'), 0), expect.closeTo(mean('Treated'), 0)]);
  });

  test.each([narrowest, widest])('line %s %s: the x axis reads the years of the data', (journal, width) => {
    const scene = draw('line', undefined, journal, width);
    const ticks = texts(scene)
      .filter((t) => t.anchor === 'middle' && t.baseline === 'hanging' && !t.rotate && /^\d{4}$/.test(t.text))
      .map((t) => ({ x: t.x, v: Number(t.text) }));
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    const [p, q] = [ticks[0]!, ticks[ticks.length - 1]!];
    const read = (x: number) => p.v + ((x - p.x) / (q.x - p.x)) * (q.v - p.v);
    const years = all.line.table.columns.find((c) => c.name === 'year')!.values as number[];
    const xs = flatten(scene.nodes).flatMap((n) => (n.type === 'polyline' ? n.points.map(([x]) => x) : []));
    expect(read(Math.min(...xs))).toBeCloseTo(Math.min(...years), 0);
    expect(read(Math.max(...xs))).toBeCloseTo(Math.max(...years), 0);
  });

  test.each([narrowest, widest])('bland_altman %s %s: the mean line reads as the bias', (journal, width) => {
    const scene = draw('bland_altman', undefined, journal, width);
    const read = readY(scene);
    const solid = flatten(scene.nodes).filter((n) => n.type === 'line' && n.y1 === n.y2 && n.stroke !== '#BBBBBB' && !n.dash && n.x2 - n.x1 > 50);
    const biasLine = solid.find((n) => n.type === 'line' && Math.abs(read(n.y1) + 2.64) < 1);
    expect(biasLine).toBeDefined();
  });
});
