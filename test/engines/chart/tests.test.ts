// Statistical tests between the groups of summary charts (spec.methods.test), read as a reader
// of the figure reads them: the result printed as a paper prints it, Tukey's letters above the
// right groups, nothing over the marks, and the refusals with their reasons. On R's own data
// sets (test/corpora/charts/data: PlantGrowth, ToothGrowth, InsectSprays, sleep).
//
// Reference values, computed with R 4.2.2 (Debian r-base-core) and multcompView 0.1-8 (Debian
// r-cran-multcompview). "Second minus first": a two-group statistic is of the second group drawn
// against the first, so the R calls put the second group first.
//   PlantGrowth: summary(aov(weight ~ group)) F(2, 27) = 4.84608786238, p = 0.0159099583256;
//     TukeyHSD p adj trt1-ctrl 0.3908711442, trt2-ctrl 0.1979959913, trt2-trt1 0.0120064240;
//     multcompLetters4(aov, TukeyHSD(aov)): trt2 "a", ctrl "ab", trt1 "b";
//     kruskal.test(weight ~ group) chi-squared = 7.98822874944, df = 2, p = 0.0184237557315;
//     wilcox.test(trt2, trt1) W = 84, p = 0.00893069778519 (exact: no ties, n < 50);
//     wilcox.test(trt2, ctrl) W = 75, p = 0.0630128385546 (exact);
//     wilcox.test(trt2, trt1, paired = TRUE) V = 50, p = 0.01953125 (exact; rows paired in order,
//     a check of the exact signed-rank distribution only).
//   ToothGrowth: t.test(len[supp == "OJ"], len[supp == "VC"]) t = 1.9152682687,
//     df = 55.3094326826, p = 0.0606345078809; with var.equal = TRUE df = 58, p = 0.0603933712241;
//     wilcox.test(OJ, VC, exact = FALSE, correct = TRUE) W = 575.5, p = 0.0644906721338 (ties);
//     summary(aov(len ~ factor(dose))) F(2, 57) = 67.4157378567, p = 9.5327270117e-16; TukeyHSD
//     p adj 1-0.5 2.0e-08, 2-1 4.24804e-05; letters 2 "a", 1 "b", 0.5 "c";
//     kruskal.test(len ~ dose) chi-squared = 40.668935265, p = 1.47520683111e-09;
//     within supp == "VC": F(2, 27) = 67.0723793001, letters 2 a, 1 b, 0.5 c; within "OJ":
//     F(2, 27) = 31.4415043212, letters 2 a, 1 a, 0.5 b.
//   InsectSprays: kruskal.test(count ~ spray) chi-squared = 54.6913446224, df = 5,
//     p = 1.51084443941851e-10; summary(aov(count ~ spray)) F(5, 66) = 34.7022820555; TukeyHSD
//     p adj B-A 0.995181031367, F-A 0.754214727632, F-B 0.960307500034, D-C 0.492070744580,
//     E-C 0.948866909545, E-D 0.948866909545; letters F a, B a, A a, D b, E b, C b.
//   sleep: t.test(extra[group == 2], extra[group == 1], paired = TRUE) t = 4.06212768338, df = 9,
//     p = 0.00283289019738; wilcox.test(..., paired = TRUE) V = 45, p = 0.00909069801593 (ties and
//     zeros: normal approximation with continuity correction); t.test(g2, g1) (Welch)
//     t = 1.86081346749, df = 17.7764735162, p = 0.0793941401874.
//   ptukey(q, k, df, lower.tail = FALSE): (3.5, 3, 27) 0.0504906806002879, (5, 6, 66)
//     0.00937079440625266, (2, 10, 5) 0.880915641689776, (8, 3, 5) 0.00555780213318946,
//     (1, 6, 1000) 0.981113070736215; for k = 2 it equals 2·P(T_df > q/√2) exactly.
//   multcompLetters(m) on random significance patterns (set.seed(7)): the cases below.

import type { ChartType } from '../../../engines/chart/chartTypes.ts';
import type { Table } from '../../../engines/chart/data/types.ts';
import { requestProblem } from '../../../engines/chart/index.ts';
import { textWidth } from '../../../engines/chart/plot/textFit.ts';
import { capHeight } from '../../../engines/chart/render/fonts.ts';
import { toPdf } from '../../../engines/chart/render/pdf.ts';
import { textNodes, type Scene, type SceneNode, type TextNode } from '../../../engines/chart/render/scene.ts';
import { methodProblem, type ChartSpec, type StatisticalTest } from '../../../engines/chart/spec.ts';
import {
  compactLetters,
  kruskalWallis,
  mannWhitney,
  oneWayAnova,
  pairedTTest,
  studentTTest,
  tukeyHsd,
  tukeyLetters,
  welchTTest,
  wilcoxonSignedRank,
} from '../../../engines/chart/stats/groupTests.ts';
import { studentizedRangeSf, tSf } from '../../../engines/chart/stats/numeric.ts';
import type { FigureWidth, JournalStyleName } from '../../../engines/chart/style/journals.ts';
import { describe as describeWord, overlappingWords, pdfWords, wordsOffPage } from './layout/textBoxes.ts';
import { draw as drawChart, refusal, spec as chartSpec, texts } from './support/scenes.ts';
import { data } from './support/tables.ts';

/** The rows of `table` whose `column` is one of `keep`. */
function only(table: Table, column: string, keep: string[]): Table {
  const c = table.columns.find((col) => col.name === column);
  const rows = (c?.values ?? []).flatMap((v, i) => (keep.includes(String(v)) ? [i] : []));
  return { ...table, rowCount: rows.length, columns: table.columns.map((col) => ({ ...col, values: rows.map((i) => col.values[i] ?? null) })) } as Table;
}

/** The values of `value` per level of `group`, in the data's order. */
function groupsOf(table: Table, value: string, group: string): Map<string, number[]> {
  const v = table.columns.find((c) => c.name === value)?.values ?? [];
  const g = table.columns.find((c) => c.name === group)?.values ?? [];
  const out = new Map<string, number[]>();
  v.forEach((x, i) => {
    if (typeof x !== 'number') return;
    const key = String(g[i]);
    out.set(key, [...(out.get(key) ?? []), x]);
  });
  return out;
}

/** A spec of `type` asking for `test` (none: no test). */
function spec(type: ChartType, test: StatisticalTest | undefined, extra: Partial<ChartSpec>): ChartSpec {
  return chartSpec(type, { ...extra, ...(test ? { methods: { test } } : {}) });
}

/** Drawn at Nature's style unless another is given. */
function draw(table: Table, s: ChartSpec, journal: JournalStyleName = 'nature', width: FigureWidth = 'double'): Scene {
  return drawChart(table, s, journal, width);
}

function shapes(nodes: readonly SceneNode[], out: SceneNode[] = []): SceneNode[] {
  for (const n of nodes) {
    if (n.type === 'group') shapes(n.children, out);
    else if (n.type !== 'text' && n.type !== 'image') out.push(n);
  }
  return out;
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Boxes a reader sees ink in: rectangles, circles, lines; a polyline as its vertices. */
function inkBoxes(scene: Scene): Box[] {
  const clipped = scene.nodes.filter((n) => n.type === 'group');
  return shapes(clipped).flatMap((n): Box[] => {
    if (n.type === 'rect') return n.fill === '#FFFFFF' && !n.stroke ? [] : [{ x0: n.x, y0: n.y, x1: n.x + n.width, y1: n.y + n.height }];
    if (n.type === 'circle') return [{ x0: n.cx - n.r, y0: n.cy - n.r, x1: n.cx + n.r, y1: n.cy + n.r }];
    if (n.type === 'line') return [{ x0: Math.min(n.x1, n.x2), y0: Math.min(n.y1, n.y2), x1: Math.max(n.x1, n.x2), y1: Math.max(n.y1, n.y2) }];
    if (n.type === 'polyline') return n.points.map(([x, y]) => ({ x0: x, y0: y, x1: x, y1: y }));
    return [];
  });
}

/** The box of a line of text as set (cap height above the baseline). */
function textBox(t: TextNode): Box {
  const w = textWidth(t.text, t.size, t.weight);
  const x0 = t.anchor === 'start' ? t.x : t.anchor === 'middle' ? t.x - w / 2 : t.x - w;
  const cap = capHeight(t.size, t.weight);
  const top = t.baseline === 'alphabetic' ? t.y - cap : t.baseline === 'middle' ? t.y - cap / 2 : t.y;
  return { x0, y0: top, x1: x0 + w, y1: top + cap };
}

const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** Text drawn with the marks (letters, a stat block in a corner) that covers ink of a mark. */
function textOverMarks(scene: Scene): string[] {
  const boxes = inkBoxes(scene);
  const inside = textNodes(scene.nodes.filter((n) => n.type === 'group'));
  return inside.filter((t) => boxes.some((b) => overlaps(textBox(t), b))).map((t) => t.text);
}

/** The x tick label of a category (the lowest text with that name, centred under its band). */
function tick(scene: Scene, name: string): TextNode {
  const found = textNodes(scene.nodes)
    .filter((t) => t.text === name && t.anchor === 'middle')
    .sort((a, b) => b.y - a.y)[0];
  if (!found) throw new Error(`no tick label ${name}`);
  return found;
}

/** The letters set with the marks over a category's band centre, and whether they sit above all its ink. */
function lettersOver(scene: Scene, name: string): { text: string; above: boolean } {
  const t = tick(scene, name);
  const inside = textNodes(scene.nodes.filter((n) => n.type === 'group'));
  const letter = inside.find((n) => /^[a-zA-Z]+$/.test(n.text) && Math.abs(n.x - t.x) < 0.01);
  if (!letter) return { text: '', above: false };
  const column = inkBoxes(scene).filter((b) => b.x0 <= t.x + 0.5 && b.x1 >= t.x - 0.5 && b.y1 < t.y - 5);
  return { text: letter.text, above: column.every((b) => letter.y <= b.y0) };
}

describe('the statistics match R', () => {
  test('one-way ANOVA, Tukey HSD and its letters on PlantGrowth (summary(aov), TukeyHSD, multcompLetters4)', async () => {
    const g = groupsOf(await data('PlantGrowth.csv'), 'weight', 'group');
    const values = [...g.values()];
    const anova = oneWayAnova(values);
    expect(anova).toMatchObject({ df1: 2, df2: 27 });
    expect(anova.f).toBeCloseTo(4.84608786238, 9);
    expect(anova.p).toBeCloseTo(0.0159099583256, 11);
    const pairs = tukeyHsd(values, anova);
    expect(pairs.map((p) => [p.first, p.second])).toEqual([[0, 1], [0, 2], [1, 2]]);
    [0.3908711442, 0.1979959913, 0.012006424].forEach((p, i) => expect(pairs[i]?.p).toBeCloseTo(p, 8));
    expect([...g.keys()]).toEqual(['ctrl', 'trt1', 'trt2']);
    expect(tukeyLetters(values, pairs)).toEqual(['ab', 'b', 'a']);
  });

  test('ToothGrowth: Welch, Student and Mann-Whitney (with ties: normal approximation) between OJ and VC', async () => {
    const g = groupsOf(await data('ToothGrowth.csv'), 'len', 'supp');
    const [vc, oj] = [g.get('VC') ?? [], g.get('OJ') ?? []];
    const welch = welchTTest(vc, oj);
    expect(welch.t).toBeCloseTo(1.9152682687, 9);
    expect(welch.df).toBeCloseTo(55.3094326826, 8);
    expect(welch.p).toBeCloseTo(0.0606345078809, 11);
    const student = studentTTest(vc, oj);
    expect(student.df).toBe(58);
    expect(student.p).toBeCloseTo(0.0603933712241, 11);
    const mw = mannWhitney(vc, oj);
    expect(mw).toMatchObject({ statistic: 575.5, exact: false });
    expect(mw.p).toBeCloseTo(0.0644906721338, 11);
  });

  test('ToothGrowth by dose: ANOVA, Tukey letters c < b < a, Kruskal-Wallis', async () => {
    const g = groupsOf(await data('ToothGrowth.csv'), 'len', 'dose');
    const values = [...g.values()];
    const anova = oneWayAnova(values);
    expect(anova.f).toBeCloseTo(67.4157378567, 8);
    expect(anova.p / 9.5327270117e-16).toBeCloseTo(1, 6);
    const pairs = tukeyHsd(values, anova);
    expect(pairs[0]?.p).toBeCloseTo(2.0e-8, 9);
    expect(pairs[2]?.p).toBeCloseTo(4.24804e-5, 9);
    expect([...g.keys()]).toEqual(['0.5', '1', '2']);
    expect(tukeyLetters(values, pairs)).toEqual(['c', 'b', 'a']);
    const kw = kruskalWallis(values);
    expect(kw.h).toBeCloseTo(40.668935265, 8);
    expect(kw.p / 1.47520683111e-9).toBeCloseTo(1, 8);
  });

  test('InsectSprays: Kruskal-Wallis H = 54.69 (tie-corrected) and Tukey p-values and letters', async () => {
    const g = groupsOf(await data('InsectSprays.csv'), 'count', 'spray');
    const values = [...g.values()];
    const kw = kruskalWallis(values);
    expect(kw.h).toBeCloseTo(54.6913446224, 9);
    expect(kw.df).toBe(5);
    expect(kw.p / 1.51084443941851e-10).toBeCloseTo(1, 8);
    const anova = oneWayAnova(values);
    expect(anova.f).toBeCloseTo(34.7022820555, 8);
    const p = new Map(tukeyHsd(values, anova).map((q) => [`${[...g.keys()][q.second]}-${[...g.keys()][q.first]}`, q.p]));
    const expected: Record<string, number> = { 'B-A': 0.995181031367, 'F-A': 0.754214727632, 'F-B': 0.960307500034, 'D-C': 0.49207074458, 'E-C': 0.948866909545, 'E-D': 0.948866909545 };
    for (const [pair, ref] of Object.entries(expected)) expect(p.get(pair)).toBeCloseTo(ref, 7);
    expect([...g.keys()]).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(tukeyLetters(values, tukeyHsd(values, anova))).toEqual(['a', 'a', 'b', 'b', 'b', 'a']);
  });

  test('sleep: paired t, Wilcoxon signed rank (ties and zeros: normal approximation) and Welch', async () => {
    const g = groupsOf(await data('sleep.csv'), 'extra', 'group');
    const [one, two] = [g.get('1') ?? [], g.get('2') ?? []];
    const paired = pairedTTest(one, two);
    expect(paired?.t).toBeCloseTo(4.06212768338, 10);
    expect(paired?.df).toBe(9);
    expect(paired?.p).toBeCloseTo(0.00283289019738, 12);
    const signed = wilcoxonSignedRank(one, two);
    expect(signed).toMatchObject({ statistic: 45, exact: false, n: 9 });
    expect(signed?.p).toBeCloseTo(0.00909069801593, 12);
    const welch = welchTTest(one, two);
    expect(welch.t).toBeCloseTo(1.86081346749, 10);
    expect(welch.df).toBeCloseTo(17.7764735162, 9);
    expect(welch.p).toBeCloseTo(0.0793941401874, 12);
  });

  test('exact distributions without ties (R wilcox.test default below 50 values)', async () => {
    const g = groupsOf(await data('PlantGrowth.csv'), 'weight', 'group');
    const [ctrl, trt1, trt2] = [g.get('ctrl') ?? [], g.get('trt1') ?? [], g.get('trt2') ?? []];
    expect(mannWhitney(trt1, trt2)).toMatchObject({ statistic: 84, exact: true });
    expect(mannWhitney(trt1, trt2).p).toBeCloseTo(0.00893069778519, 13);
    expect(mannWhitney(ctrl, trt2).p).toBeCloseTo(0.0630128385546, 13);
    expect(mannWhitney(ctrl, trt1).exact).toBe(false);
    expect(wilcoxonSignedRank(trt1, trt2)).toMatchObject({ statistic: 50, exact: true, p: 0.01953125 });
  });

  test("the studentized range's upper tail equals R's ptukey, and the t distribution's for two means", () => {
    // [q, k, df, R, digits]: at 5 df R's own quadrature is coarser (ours agrees with itself at
    // 16 times the points to 1e-15, and with the exact two-mean case below to 1e-10).
    const cases: Array<[number, number, number, number, number]> = [
      [3.5, 3, 27, 0.0504906806002879, 7],
      [5, 6, 66, 0.00937079440625266, 7],
      [2, 10, 5, 0.880915641689776, 7],
      [8, 3, 5, 0.00555780213318946, 6],
      [1, 6, 1000, 0.981113070736215, 7],
    ];
    for (const [q, k, df, ref, digits] of cases) expect(studentizedRangeSf(q, k, df)).toBeCloseTo(ref, digits);
    for (const df of [2, 5, 27, 200]) for (const q of [0.5, 2, 4]) expect(studentizedRangeSf(q, 2, df)).toBeCloseTo(2 * tSf(q / Math.SQRT2, df), 10);
  });

  test("compact letters equal multcompView's multcompLetters (insert-and-absorb, its column order)", () => {
    const cases: Array<{ n: number; pairs: number[][]; letters: string[] }> = [
      { n: 5, pairs: [[0, 2], [0, 4], [1, 3], [2, 4]], letters: ['ab', 'acd', 'ce', 'bef', 'df'] },
      { n: 5, pairs: [[0, 1], [0, 4], [1, 3], [1, 4], [2, 3]], letters: ['ab', 'c', 'acd', 'be', 'de'] },
      {
        n: 10,
        pairs: [[0, 1], [0, 2], [0, 3], [0, 4], [0, 5], [0, 7], [1, 3], [1, 6], [1, 7], [1, 8], [1, 9], [2, 4], [2, 5], [2, 7], [2, 8], [2, 9], [3, 4], [3, 5], [3, 6], [3, 7], [3, 8], [4, 5], [4, 6], [4, 9], [5, 7], [5, 8], [6, 8], [6, 9], [7, 8], [7, 9], [8, 9]],
        letters: ['abc', 'def', 'dgh', 'gi', 'ejk', 'flm', 'ahln', 'jn', 'bk', 'cim'],
      },
      {
        n: 10,
        pairs: [[0, 3], [0, 4], [0, 6], [0, 9], [1, 5], [1, 9], [2, 7], [3, 4], [5, 6], [6, 8]],
        letters: ['abcd', 'abefghijkl', 'acefhjmnop', 'eghimnqr', 'fjklopst', 'cdmoqs', 'efgknprt', 'bdgiklqrst', 'abcdhijlmoqs', 'mnopqrst'],
      },
      { n: 4, pairs: [], letters: ['a', 'a', 'a', 'a'] },
    ];
    for (const c of cases) {
      const differ = new Set(c.pairs.map(([a, b]) => `${a},${b}`));
      const order = Array.from({ length: c.n }, (_, i) => i);
      const letters = compactLetters(order, (i, j) => differ.has(`${Math.min(i, j)},${Math.max(i, j)}`));
      expect(order.map((i) => letters.get(i))).toEqual(c.letters);
    }
  });
});

describe('the result printed on the chart', () => {
  test('box plot of PlantGrowth with Tukey: the ANOVA line, and "ab", "b", "a" above ctrl, trt1, trt2', async () => {
    const scene = draw(await data('PlantGrowth.csv'), spec('boxplot', 'tukey', { y: ['weight'], group: 'group' }));
    expect(texts(scene)).toEqual(expect.arrayContaining(['One-way ANOVA: F(2, 27) = 4.85, p = 0.016', 'Letters: Tukey HSD, \u03b1 = 0.05']));
    expect(['ctrl', 'trt1', 'trt2'].map((g) => lettersOver(scene, g))).toEqual([
      { text: 'ab', above: true },
      { text: 'b', above: true },
      { text: 'a', above: true },
    ]);
    expect(textOverMarks(scene)).toEqual([]);
  });

  test('at 57 mm (Science, single column) the line breaks after a comma, never inside "p = 0.016"', async () => {
    const scene = draw(await data('PlantGrowth.csv'), spec('boxplot', 'tukey', { y: ['weight'], group: 'group' }), 'science', 'single');
    const all = texts(scene);
    expect(all).toEqual(expect.arrayContaining(['One-way ANOVA: F(2, 27) = 4.85,', 'p = 0.016']));
    expect(['ctrl', 'trt1', 'trt2'].map((g) => lettersOver(scene, g).text)).toEqual(['ab', 'b', 'a']);
    expect(textOverMarks(scene)).toEqual([]);
  });

  test('violin plot of InsectSprays with Kruskal-Wallis: "Kruskal–Wallis H = 54.69, df = 5, p < 0.001"', async () => {
    const scene = draw(await data('InsectSprays.csv'), spec('violin', 'kruskal', { y: ['count'], group: 'spray' }));
    expect(texts(scene)).toContain('Kruskal\u2013Wallis H = 54.69, df = 5, p < 0.001');
    expect(textOverMarks(scene)).toEqual([]);
  });

  test("bar chart of mean len ± SEM by supp with Welch's t: \"Welch's t(55.3) = 1.92, p = 0.061\" under the note of n", async () => {
    const scene = draw(await data('ToothGrowth.csv'), spec('bar', 'welch', { x: 'supp', y: ['len'], errorBars: 'sem' }));
    const all = texts(scene);
    expect(all).toContain("Welch's t(55.3) = 1.92, p = 0.061");
    expect(all.indexOf("Welch's t(55.3) = 1.92, p = 0.061")).toBe(all.indexOf('n = 30 per bar') + 1);
    expect(textOverMarks(scene)).toEqual([]);
  });

  test("Student's t and Mann–Whitney U (normal approximation, ties) on the same bars", async () => {
    const tg = await data('ToothGrowth.csv');
    expect(texts(draw(tg, spec('bar', 't', { x: 'supp', y: ['len'] })))).toContain("Student's t(58) = 1.92, p = 0.060");
    expect(texts(draw(tg, spec('bar', 'mann_whitney', { x: 'supp', y: ['len'] })))).toContain('Mann\u2013Whitney U = 575.5, p = 0.064 (normal approx.)');
  });

  test('Mann–Whitney U between trt1 and trt2 (no ties, 10 each): the exact p, said to be exact', async () => {
    const scene = draw(only(await data('PlantGrowth.csv'), 'group', ['trt1', 'trt2']), spec('boxplot', 'mann_whitney', { y: ['weight'], group: 'group' }));
    expect(texts(scene)).toContain('Mann\u2013Whitney U = 84, p = 0.009 (exact)');
  });

  test('means with error bars of len by dose with Tukey: letters c, b, a above the means; the dot plot of InsectSprays: letters right of the dots', async () => {
    const errorbar = draw(await data('ToothGrowth.csv'), spec('errorbar', 'tukey', { x: 'dose', y: ['len'] }));
    expect(texts(errorbar)).toEqual(expect.arrayContaining(['n = 20 per point', 'One-way ANOVA: F(2, 57) = 67.42, p < 0.001']));
    expect(textOverMarks(errorbar)).toEqual([]);
    const dot = draw(await data('InsectSprays.csv'), spec('dot', 'tukey', { x: 'spray', y: ['count'] }));
    const labels = textNodes(dot.nodes).filter((t) => t.anchor === 'end' && /^[A-F]$/.test(t.text));
    const dots = shapes(dot.nodes).filter((n) => n.type === 'circle');
    const letters = textNodes(dot.nodes.filter((n) => n.type === 'group')).filter((t) => /^[ab]$/.test(t.text));
    const right = Object.fromEntries(
      labels.map((label) => {
        const letter = letters.find((t) => Math.abs(t.y - label.y) < 0.01);
        const own = dots.find((c) => c.type === 'circle' && Math.abs(c.cy - label.y) < 0.01);
        return [label.text, own?.type === 'circle' && letter && letter.x > own.cx + own.r ? letter.text : ''];
      }),
    );
    expect(right).toEqual({ A: 'a', B: 'a', C: 'b', D: 'b', E: 'b', F: 'a' });
  });

  test('beeswarm and raincloud of len by dose with Tukey: c, b, a above 0.5, 1, 2, nothing over the points', async () => {
    const tg = await data('ToothGrowth.csv');
    for (const type of ['beeswarm', 'raincloud'] as const) {
      const scene = draw(tg, spec(type, 'tukey', { y: ['len'], group: 'dose' }), 'science', 'single');
      expect(['0.5', '1', '2'].map((g) => lettersOver(scene, g))).toEqual([
        { text: 'c', above: true },
        { text: 'b', above: true },
        { text: 'a', above: true },
      ]);
      expect(textOverMarks(scene)).toEqual([]);
    }
  });

  test('paired tests pair by subject (ID): box plot of sleep with the paired t and the signed-rank test', async () => {
    const sleep = await data('sleep.csv');
    expect(texts(draw(sleep, spec('boxplot', 'paired_t', { y: ['extra'], group: 'group', roles: { pair: 'ID' } })))).toContain('Paired t(9) = 4.06, p = 0.003');
    // Without the pair named, the subject column is found as the paired dot plot finds it.
    expect(texts(draw(sleep, spec('boxplot', 'wilcoxon', { y: ['extra'], group: 'group' })))).toContain('Wilcoxon signed-rank V = 45, p = 0.009 (normal approx.)');
    // Unpaired, the same data: Welch's t (R t.test(g2, g1)).
    expect(texts(draw(sleep, spec('boxplot', 'welch', { y: ['extra'], group: 'group' })))).toContain("Welch's t(17.8) = 1.86, p = 0.079");
  });

  test('the paired dot plot keeps its paired t line, and prints the signed-rank test when asked', async () => {
    const sleep = await data('sleep.csv');
    const base = { y: ['extra'], x: 'group', roles: { pair: 'ID' } };
    expect(texts(draw(sleep, spec('paired_dot', 'paired_t', base)))).toContain('Paired t-test: t(9) = 4.06, p = 0.003; mean difference 1.58');
    const signed = texts(draw(sleep, spec('paired_dot', 'wilcoxon', base)));
    expect(signed).toContain('Wilcoxon signed-rank V = 45, p = 0.009 (normal approx.)');
    expect(signed.some((t) => t.startsWith('Paired t-test'))).toBe(false);
  });

  test('small multiples: each panel tests its own rows (len by dose, a panel per supp)', async () => {
    const scene = draw(await data('ToothGrowth.csv'), spec('boxplot', 'tukey', { y: ['len'], group: 'dose', facet: { column: 'supp' } }));
    expect(texts(scene)).toEqual(expect.arrayContaining(['One-way ANOVA: F(2, 27) = 67.07, p < 0.001', 'One-way ANOVA: F(2, 27) = 31.44, p < 0.001']));
    const letters = textNodes(scene.nodes.filter((n) => n.type === 'group'))
      .filter((t) => /^[a-c]{1,2}$/.test(t.text))
      .sort((a, b) => a.x - b.x)
      .map((t) => t.text);
    // The VC panel, then OJ's, each with 0.5, 1, 2 from left to right.
    expect(letters).toEqual(['c', 'b', 'a', 'b', 'a', 'a']);
  });
});

describe('refusals, with their reasons', () => {
  test('a two-group test on three groups: TEST_NEEDS_TWO_GROUPS, naming them and the k-group tests', async () => {
    const plants = await data('PlantGrowth.csv');
    const error = refusal(() => draw(plants, spec('boxplot', 'welch', { y: ['weight'], group: 'group' })));
    expect(error.reason).toBe('TEST_NEEDS_TWO_GROUPS');
    expect(error.message).toContain('has 3 ("ctrl", "trt1", "trt2")');
    expect(error.message).toContain('one-way ANOVA');
  });

  test('a k-group test on one group: TEST_NEEDS_GROUPS; never a silent swap', async () => {
    const insects = only(await data('InsectSprays.csv'), 'spray', ['A']);
    for (const test of ['anova', 'tukey', 'kruskal'] as const) {
      expect(refusal(() => draw(insects, spec('violin', test, { y: ['count'], group: 'spray' }))).reason).toBe('TEST_NEEDS_GROUPS');
    }
    expect(refusal(() => draw(insects, spec('boxplot', 'mann_whitney', { y: ['count'], group: 'spray' }))).reason).toBe('TEST_NEEDS_TWO_GROUPS');
  });

  test('paired tests on data without subjects: PAIRS_NOT_FORMED', async () => {
    const plants = only(await data('PlantGrowth.csv'), 'group', ['ctrl', 'trt1']);
    expect(refusal(() => draw(plants, spec('boxplot', 'paired_t', { y: ['weight'], group: 'group' }))).reason).toBe('PAIRS_NOT_FORMED');
  });

  test('bars split twice (dose within supp): TEST_NEEDS_ONE_GROUPING; bars of counts: TEST_NEEDS_VALUES', async () => {
    const tg = await data('ToothGrowth.csv');
    expect(refusal(() => draw(tg, spec('bar', 'anova', { x: 'supp', y: ['len'], group: 'dose' }))).reason).toBe('TEST_NEEDS_ONE_GROUPING');
    expect(refusal(() => draw(tg, spec('errorbar', 'anova', { x: 'supp', y: ['len'], group: 'dose' }))).reason).toBe('TEST_NEEDS_ONE_GROUPING');
    expect(refusal(() => draw(tg, spec('dot', 'anova', { x: 'supp', y: ['len'], group: 'dose' }))).reason).toBe('TEST_NEEDS_ONE_GROUPING');
    const categories: Table = { ...tg, columns: tg.columns.filter((c) => c.name === 'supp') };
    const counts = refusal(() => draw(categories, spec('bar', 'welch', { x: 'supp', y: [] })));
    expect(counts.reason).toBe('TEST_NEEDS_VALUES');
  });

  test('too few values, or none varying: TEST_TOO_FEW_VALUES, TEST_NO_SPREAD', () => {
    const t = (g: string[], v: number[]): Table => ({
      format: 'csv',
      rowCount: g.length,
      columns: [
        { name: 'group', type: 'category', values: g },
        { name: 'value', type: 'number', values: v },
      ],
    });
    const one = t(['a', 'a', 'b'], [1, 2, 3]);
    expect(refusal(() => draw(one, spec('boxplot', 'welch', { y: ['value'], group: 'group' }))).reason).toBe('TEST_TOO_FEW_VALUES');
    const flat = t(['a', 'a', 'b', 'b'], [1, 1, 2, 2]);
    expect(refusal(() => draw(flat, spec('boxplot', 't', { y: ['value'], group: 'group' }))).reason).toBe('TEST_NO_SPREAD');
    expect(refusal(() => draw(flat, spec('boxplot', 'anova', { y: ['value'], group: 'group' }))).reason).toBe('TEST_NO_SPREAD');
    const tied = t(['a', 'a', 'b', 'b'], [5, 5, 5, 5]);
    expect(refusal(() => draw(tied, spec('boxplot', 'kruskal', { y: ['value'], group: 'group' }))).reason).toBe('TEST_NO_SPREAD');
  });

  test('chart types that show no test refuse it before a job exists (METHOD_NOT_AVAILABLE); the paired dot plot shows paired tests only', async () => {
    const plants = await data('PlantGrowth.csv');
    for (const type of ['histogram', 'scatter', 'density', 'pie'] as const) {
      expect(requestProblem(plants, spec(type, 'anova', { y: ['weight'], group: 'group' }))?.reason).toBe('METHOD_NOT_AVAILABLE');
    }
    for (const type of ['boxplot', 'violin', 'bar', 'errorbar', 'dot', 'beeswarm', 'raincloud', 'paired_dot'] as const) {
      expect(methodProblem(spec(type, type === 'paired_dot' ? 'wilcoxon' : 'anova', {}))).toBeUndefined();
    }
    const sleep = await data('sleep.csv');
    const error = requestProblem(sleep, spec('paired_dot', 'anova', { y: ['extra'], x: 'group' }));
    expect(error?.reason).toBe('METHOD_NOT_AVAILABLE');
    expect(error?.message).toContain('paired tests');
  });
});

describe('the figures as a reader sees them', () => {
  test('an axis range the request fixed at the highest whisker: the letter sits at the top, beside the whisker, not on it', async () => {
    const fixed = spec('boxplot', 'tukey', { y: ['weight'], group: 'group', yAxis: { scale: 'linear', range: [3.5, 6.31] } });
    const scene = draw(await data('PlantGrowth.csv'), fixed, 'nature', 'single');
    expect(texts(scene)).toEqual(expect.arrayContaining(['ab', 'b', 'a']));
    expect(textOverMarks(scene)).toEqual([]);
    const sideways = spec('boxplot', 'tukey', { y: ['count'], group: 'spray', orientation: 'horizontal', xAxis: { scale: 'linear', range: [0, 26] } });
    expect(textOverMarks(draw(await data('InsectSprays.csv'), sideways, 'nature', 'single'))).toEqual([]);
  });

  const figures: Array<[string, string, ChartSpec]> = [
    ['PlantGrowth.csv', 'box plot with Tukey letters', spec('boxplot', 'tukey', { y: ['weight'], group: 'group' })],
    ['InsectSprays.csv', 'violins with Kruskal-Wallis', spec('violin', 'kruskal', { y: ['count'], group: 'spray' })],
    ['ToothGrowth.csv', "bars of means with Welch's t", spec('bar', 'welch', { x: 'supp', y: ['len'], errorBars: 'sem' })],
    ['InsectSprays.csv', 'horizontal boxes with Tukey letters', spec('boxplot', 'tukey', { y: ['count'], group: 'spray', orientation: 'horizontal' })],
  ];
  const sizes: Array<[JournalStyleName, FigureWidth]> = [
    ['science', 'single'],
    ['plos', 'double'],
  ];
  for (const [file, what, s] of figures) {
    for (const [journal, width] of sizes) {
      test(`${what} at ${journal} ${width}: no word over another or off the page, no text over a mark`, async () => {
        const scene = draw(await data(file), s, journal, width);
        const page = pdfWords(await toPdf(scene));
        expect(overlappingWords(page).map(([a, b]) => `${describeWord(a)} / ${describeWord(b)}`)).toEqual([]);
        expect(wordsOffPage(page).map(describeWord)).toEqual([]);
        expect(textOverMarks(scene)).toEqual([]);
      });
    }
  }
});
