// Categories sorted by value (spec.sort), cut to the n largest or smallest (spec.top) and
// histogram bins of a chosen number or width (spec.bins), read as a reader of the figure reads
// them: the category labels in order along the axis, the line under the title that says what
// was kept, the bins' edges and counts against the axis, every panel of a faceted figure with
// the same categories in the same order; the values refused (TOP_N_INVALID, BINS_INVALID) before
// a job exists and while drawing; the chart types that honour each (spec.ts ARRANGED_BY) and
// the others that refuse it; and no text over other text in the PDF. Real tables: USArrests,
// movies, mtcars, InsectSprays, ToothGrowth and Old Faithful.

import { CHART_TYPES, type ChartType } from '../../../engines/chart/chartTypes.ts';
import { requestProblem } from '../../../engines/chart/index.ts';
import { toPdf } from '../../../engines/chart/render/pdf.ts';
import { textNodes, type PathNode, type RectNode, type Scene, type TextNode } from '../../../engines/chart/render/scene.ts';
import { methodProblem, type ChartSpec } from '../../../engines/chart/spec.ts';
import { describe as describeWord, overlappingWords, pdfWords, wordsOffPage } from './layout/textBoxes.ts';
import { draw, frames, plotMarks, refusal, spec, texts, type Frame } from './support/scenes.ts';
import { csvRows, data } from './support/tables.ts';

/** Every text of the figure in drawing order, joined: a wrapped line reads on as one. */
const reading = (scene: Scene) => texts(scene).join(' ');

/**
 * The category labels a reader reads along an axis, in reading order: those of `known` under
 * the frame (left to right) or left of it (top to bottom).
 */
function categoryLabels(scene: Scene, known: Iterable<string>, axis: 'x' | 'y', frame = frames(scene)[0] as Frame): string[] {
  const set = new Set(known);
  const labels = textNodes(scene.nodes).filter((t) => set.has(t.text));
  if (axis === 'x') return labels.filter((t) => t.y > frame.y + frame.height && t.x >= frame.x - 1 && t.x <= frame.x + frame.width + 1).sort((a, b) => a.x - b.x).map((t) => t.text);
  return labels.filter((t) => t.x < frame.x && t.y >= frame.y - 1 && t.y <= frame.y + frame.height + 1).sort((a, b) => a.y - b.y).map((t) => t.text);
}

/** The numbers under a frame's x axis and left of its y axis, with their page positions: the axes as a reader reads them. */
function axisValues(scene: Scene, frame: Frame): { x: (page: number) => number; y: (page: number) => number } {
  const all = textNodes(scene.nodes).filter((t) => /^-?[\d.]+$/.test(t.text) && !t.rotate);
  const under = all
    .filter((t) => t.baseline === 'hanging' && t.y > frame.y + frame.height && t.y < frame.y + frame.height + 15 && t.x >= frame.x - 1 && t.x <= frame.x + frame.width + 1)
    .sort((a, b) => a.x - b.x);
  const left = all.filter((t) => t.anchor === 'end' && t.x < frame.x && t.y >= frame.y - 1 && t.y <= frame.y + frame.height + 1).sort((a, b) => b.y - a.y);
  const linear = (ticks: TextNode[], at: (t: TextNode) => number) => {
    const a = ticks[0];
    const b = ticks[ticks.length - 1];
    // A panel without tick labels of its own (facets label the outer panels only) reads nothing.
    if (!a || !b || a === b) return () => NaN;
    return (page: number) => Number(a.text) + ((page - at(a)) * (Number(b.text) - Number(a.text))) / (at(b) - at(a));
  };
  return { x: linear(under, (t) => t.x), y: linear(left, (t) => t.y) };
}

/** A histogram's bars as a reader reads them off the axes: each bin's edges and count. */
function bins(scene: Scene, frame = frames(scene)[0] as Frame, marks = plotMarks(scene)[0] ?? []): Array<{ from: number; to: number; count: number }> {
  const read = axisValues(scene, frame);
  return marks
    .filter((n): n is RectNode => n.type === 'rect')
    .sort((a, b) => a.x - b.x)
    .map((r) => ({ from: read.x(r.x), to: read.x(r.x + r.width), count: read.y(r.y) }));
}

function noCollisions(scene: Scene): Promise<void> {
  return toPdf(scene).then((pdf) => {
    const page = pdfWords(pdf);
    expect(wordsOffPage(page).map(describeWord)).toEqual([]);
    expect(overlappingWords(page).map(([a, b]) => `${describeWord(a)} over ${describeWord(b)}`)).toEqual([]);
  });
}

/** USArrests' states by murder arrests per 100,000, largest first; ties in the table's order. */
function statesByMurder(): string[] {
  return csvRows('USArrests.csv')
    .map((r, i) => ({ state: r.state ?? '', murder: Number(r.Murder), i }))
    .sort((a, b) => b.murder - a.murder || a.i - b.i)
    .map((r) => r.state);
}

const STATES = () => csvRows('USArrests.csv').map((r) => r.state ?? '');

describe('sorted categories', () => {
  test('bars of Murder by state sorted descending: the 50 states left to right from Georgia (17.4) to North Dakota (0.8), tied states in the table order', async () => {
    const usArrests = await data('USArrests.csv');
    const scene = draw(usArrests, spec('bar', { x: 'state', y: ['Murder'], sort: 'descending' }));
    const order = categoryLabels(scene, STATES(), 'x');
    expect(order).toEqual(statesByMurder());
    expect(order.slice(0, 5)).toEqual(['Georgia', 'Mississippi', 'Florida', 'Louisiana', 'South Carolina']);
    expect(order[order.length - 1]).toBe('North Dakota');
    // Florida and Louisiana are both 15.4, Alabama and Tennessee both 13.2: the table's order.
    expect(order.indexOf('Florida')).toBe(order.indexOf('Louisiana') - 1);
    expect(order.indexOf('Alabama')).toBe(order.indexOf('Tennessee') - 1);
    // Nothing was left out: no note says so.
    expect(reading(scene)).not.toMatch(/Top|Bottom/);
  });

  test('ascending: the smallest first, ties still in the table order', async () => {
    const usArrests = await data('USArrests.csv');
    const order = categoryLabels(draw(usArrests, spec('bar', { x: 'state', y: ['Murder'], sort: 'ascending' })), STATES(), 'x');
    expect(order[0]).toBe('North Dakota');
    expect(order[order.length - 1]).toBe('Georgia');
    expect(order.indexOf('Florida')).toBe(order.indexOf('Louisiana') - 1);
    expect(order.indexOf('Alabama')).toBe(order.indexOf('Tennessee') - 1);
  });

  test('horizontal bars: categories down the y axis, the first of the order at the top', async () => {
    const usArrests = await data('USArrests.csv');
    const scene = draw(usArrests, spec('bar', { x: 'state', y: ['Murder'], sort: 'descending', orientation: 'horizontal' }), 'default', 'double');
    expect(categoryLabels(scene, STATES(), 'y')).toEqual(statesByMurder());
    // The bars run along x: Georgia's, at the top, is the longest.
    const bars = (plotMarks(scene)[0] ?? []).filter((n): n is RectNode => n.type === 'rect').sort((a, b) => a.y - b.y);
    expect(bars).toHaveLength(50);
    expect(Math.max(...bars.map((b) => b.width))).toBe(bars[0]?.width);
  });

  test('dodged bars (mpg by carb, coloured by am) are ordered by the mean of all the category’s rows, not the mean of its groups’ bars', async () => {
    const mtcars = await data('mtcars.csv');
    const rows = csvRows('mtcars.csv');
    const carbs = [...new Set(rows.map((r) => r.carb ?? ''))];
    const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
    const pooled = new Map(carbs.map((c) => [c, mean(rows.filter((r) => r.carb === c).map((r) => Number(r.mpg)))]));
    const groupMeans = (c: string) => ['0', '1'].map((am) => mean(rows.filter((r) => r.carb === c && r.am === am).map((r) => Number(r.mpg)))).filter((v) => !Number.isNaN(v));
    const ofGroups = new Map(carbs.map((c) => [c, mean(groupMeans(c))]));
    const byPooled = [...carbs].sort((a, b) => (pooled.get(a) ?? 0) - (pooled.get(b) ?? 0));
    const byGroups = [...carbs].sort((a, b) => (ofGroups.get(a) ?? 0) - (ofGroups.get(b) ?? 0));
    // The two rules differ on this table (carb 4: 15.8 over all its cars, 16.8 as the mean of its two bars).
    expect(byPooled).not.toEqual(byGroups);
    const scene = draw(mtcars, spec('bar', { x: 'carb', y: ['mpg'], group: 'am', sort: 'ascending' }));
    expect(categoryLabels(scene, carbs, 'x')).toEqual(byPooled);
    expect(byPooled).toEqual(['8', '4', '3', '6', '2', '1']);
  });

  test('box plots and violins are sorted by median: InsectSprays B (16.5), F (15), A (14), D (5), E (3), C (1.5)', async () => {
    const sprays = await data('InsectSprays.csv');
    const known = ['A', 'B', 'C', 'D', 'E', 'F'];
    expect(categoryLabels(draw(sprays, spec('boxplot', { x: 'spray', y: ['count'], sort: 'descending' })), known, 'x')).toEqual(['B', 'F', 'A', 'D', 'E', 'C']);
    expect(categoryLabels(draw(sprays, spec('violin', { x: 'spray', y: ['count'], sort: 'ascending', orientation: 'horizontal' })), known, 'y')).toEqual(['C', 'E', 'D', 'A', 'F', 'B']);
  });

  test('error bars (mean ± SEM) sorted by mean: InsectSprays C (2.1), E (3.5), D (4.9), A (14.5), B (15.3), F (16.7)', async () => {
    const sprays = await data('InsectSprays.csv');
    const scene = draw(sprays, spec('errorbar', { x: 'spray', y: ['count'], sort: 'ascending' }));
    expect(categoryLabels(scene, ['A', 'B', 'C', 'D', 'E', 'F'], 'x')).toEqual(['C', 'E', 'D', 'A', 'B', 'F']);
  });

  test('a Cleveland dot plot keeps its largest-at-the-top default; sorted ascending the smallest is at the top', async () => {
    const usArrests = await data('USArrests.csv');
    expect(categoryLabels(draw(usArrests, spec('dot', { x: 'state', y: ['Murder'] })), STATES(), 'y')).toEqual(statesByMurder());
    const up = categoryLabels(draw(usArrests, spec('dot', { x: 'state', y: ['Murder'], sort: 'ascending' })), STATES(), 'y');
    expect(up[0]).toBe('North Dakota');
    expect(up[up.length - 1]).toBe('Georgia');
  });

  test('pie slices sorted clockwise from 12 o’clock, the legend in the same order', async () => {
    const sprays = await data('InsectSprays.csv');
    const scene = draw(sprays, spec('pie', { x: 'spray', y: ['count'], sort: 'descending' }));
    // Totals: F 200, B 184, A 174, D 59, E 42, C 25. The legend's keys, top to bottom:
    const keys = textNodes(scene.nodes).filter((t) => ['A', 'B', 'C', 'D', 'E', 'F'].includes(t.text));
    expect(keys.sort((a, b) => a.y - b.y).map((t) => t.text)).toEqual(['F', 'B', 'A', 'D', 'E', 'C']);
    const percents = texts(scene).filter((t) => t.endsWith('%'));
    expect(percents[0]).toBe(`${((200 / 684) * 100).toFixed(1)}%`);
  });

  test('an error-bar chart against numbers (a line of means over cyl) cannot be sorted: METHOD_NOT_AVAILABLE, naming the column', async () => {
    const mtcars = await data('mtcars.csv');
    const error = refusal(() => draw(mtcars, spec('errorbar', { x: 'cyl', y: ['mpg'], sort: 'ascending' })));
    expect(error.reason).toBe('METHOD_NOT_AVAILABLE');
    expect(error.message).toContain('"cyl"');
  });
});

describe('the largest or smallest categories (top-N)', () => {
  test('top 10 states by Murder, horizontal and sorted descending: ten bars, Georgia to Nevada, and the figure says "Top 10 of 50 states by Murder"', async () => {
    const usArrests = await data('USArrests.csv');
    for (const [journal, width] of [['science', 'single'], ['default', 'double']] as const) {
      const scene = draw(usArrests, spec('bar', { x: 'state', y: ['Murder'], orientation: 'horizontal', sort: 'descending', top: { n: 10, by: 'largest' } }), journal, width);
      expect(categoryLabels(scene, STATES(), 'y')).toEqual(statesByMurder().slice(0, 10));
      expect(reading(scene)).toContain('Top 10 of 50 states by Murder');
      // The other 40 states are nowhere on the figure.
      for (const state of statesByMurder().slice(10)) expect(texts(scene)).not.toContain(state);
      expect((plotMarks(scene)[0] ?? []).filter((n) => n.type === 'rect')).toHaveLength(10);
      await noCollisions(scene);
    }
  });

  test('"top 10 directors by total gross" sums first: each director’s films added up, then the ten largest totals, largest first', async () => {
    const movies = await data('movies.csv');
    const director = movies.columns.find((c) => c.name === 'Director');
    const gross = movies.columns.find((c) => c.name === 'Worldwide Gross');
    const totals = new Map<string, number>();
    director?.values.forEach((d, i) => {
      const g = gross?.values[i];
      if (d !== null && typeof g === 'number' && Number.isFinite(g)) totals.set(String(d), (totals.get(String(d)) ?? 0) + g);
    });
    const ranked = [...totals.entries()].sort((a, b) => b[1] - a[1]).map(([d]) => d);
    const scene = draw(movies, spec('bar', { x: 'Director', y: ['Worldwide Gross'], aggregate: 'sum', orientation: 'horizontal', top: { n: 10, by: 'largest' } }));
    // Without a sort the ten are drawn in the order of the cut: largest first.
    expect(categoryLabels(scene, totals.keys(), 'y')).toEqual(ranked.slice(0, 10));
    expect(ranked[0]).toBe('James Cameron');
    expect(reading(scene)).toContain(`Top 10 of ${totals.size} Directors by total Worldwide Gross`);
  });

  test('the smallest: "Bottom 5 of 50 states by Murder", smallest first unless sorted', async () => {
    const usArrests = await data('USArrests.csv');
    const scene = draw(usArrests, spec('bar', { x: 'state', y: ['Murder'], top: { n: 5, by: 'smallest' } }));
    expect(reading(scene)).toContain('Bottom 5 of 50 states by Murder');
    const drawn = categoryLabels(scene, STATES(), 'x');
    expect(drawn).toHaveLength(5);
    expect(new Set(drawn)).toEqual(new Set(statesByMurder().slice(-5)));
    expect(drawn[0]).toBe('North Dakota');
    const sorted = categoryLabels(draw(usArrests, spec('bar', { x: 'state', y: ['Murder'], top: { n: 5, by: 'smallest' }, sort: 'descending' })), STATES(), 'x');
    expect(sorted).toEqual(statesByMurder().filter((s) => drawn.includes(s)));
  });

  test('more categories asked for than there are: all drawn, no note, no error', async () => {
    const sprays = await data('InsectSprays.csv');
    const scene = draw(sprays, spec('bar', { x: 'spray', y: ['count'], top: { n: 10, by: 'largest' } }));
    expect(categoryLabels(scene, ['A', 'B', 'C', 'D', 'E', 'F'], 'x')).toEqual(['F', 'B', 'A', 'D', 'E', 'C']);
    expect(reading(scene)).not.toMatch(/Top|Bottom/);
  });

  test('box plots cut by median: "Top 3 of 6 values of spray"… names the ranking; violins the same', async () => {
    const sprays = await data('InsectSprays.csv');
    for (const type of ['boxplot', 'violin'] as const) {
      const scene = draw(sprays, spec(type, { x: 'spray', y: ['count'], top: { n: 3, by: 'largest' } }));
      expect(categoryLabels(scene, ['A', 'B', 'C', 'D', 'E', 'F'], 'x')).toEqual(['B', 'F', 'A']);
      // "spray" is a word of five letters: made plural.
      expect(reading(scene)).toContain('Top 3 of 6 sprays by median count');
    }
  });

  test('a Cleveland dot plot of the 10 directors of largest mean gross says so', async () => {
    const movies = await data('movies.csv');
    const scene = draw(movies, spec('dot', { x: 'Director', y: ['Worldwide Gross'], top: { n: 10, by: 'largest' } }));
    expect(reading(scene)).toMatch(/Top 10 of \d+ Directors by mean Worldwide Gross/);
    expect(frames(scene)).toHaveLength(1);
    expect(textNodes(scene.nodes).filter((t) => t.anchor === 'end' && t.x < (frames(scene)[0]?.x ?? 0) && t.baseline === 'middle')).toHaveLength(10);
  });

  test('a pie of the top 5 genres keeps every share a share of the whole: the rest is one grey slice, "6 others"', async () => {
    const movies = await data('movies.csv');
    const scene = draw(movies, spec('pie', { x: 'Major Genre', y: ['Worldwide Gross'], top: { n: 5, by: 'largest' } }));
    const words = reading(scene);
    expect(words).toContain('Top 5 of 11 Major Genres by total Worldwide Gross; the other 6 as one slice');
    expect(texts(scene)).toEqual(expect.arrayContaining(['Action', 'Adventure', 'Comedy', 'Drama', 'Thriller/Suspense', '6 others']));
    expect(texts(scene)).not.toContain('Horror');
    const slices = scene.nodes.filter((n): n is PathNode => n.type === 'path');
    expect(slices).toHaveLength(6);
    expect(slices[5]?.fill).toBe('#BBBBBB');
    const shares = texts(scene).filter((t) => t.endsWith('%')).map((t) => Number(t.slice(0, -1)));
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 0);
    await noCollisions(scene);
  });

  test('faceted bars: every panel shows the same four categories in the same order, chosen from the whole data', async () => {
    const mtcars = await data('mtcars.csv');
    // Mean mpg by carb over all 32 cars: 1 25.3, 2 22.4, 6 19.7, 3 16.3, 4 15.8, 8 15.0. The
    // manual cars (am = 1) have no carb 3, the automatic ones no carb 6: each panel keeps the place.
    const scene = draw(mtcars, spec('bar', { x: 'carb', y: ['mpg'], top: { n: 4, by: 'largest' }, sort: 'ascending', facet: { column: 'am' } }));
    const panels = frames(scene);
    expect(panels).toHaveLength(2);
    for (const frame of panels) expect(categoryLabels(scene, ['1', '2', '3', '4', '6', '8'], 'x', frame)).toEqual(['3', '6', '2', '1']);
    expect(texts(scene).filter((t) => t.startsWith('Top 4'))).toEqual(['Top 4 of 6 values of carb by mean mpg']);
    // Bars sit at the same offsets in both panels: one shared band axis.
    const offsets = plotMarks(scene).map((marks, i) =>
      marks.filter((n): n is RectNode => n.type === 'rect').map((r) => Number((r.x - (panels[i]?.x ?? 0)).toFixed(3))),
    );
    const shared = new Set(offsets.flat());
    expect(shared.size).toBe(4);
  });

  test('n below 1, or not whole: TOP_N_INVALID before a job exists and while drawing', async () => {
    const usArrests = await data('USArrests.csv');
    for (const n of [0, -3, 2.5]) {
      const s = spec('bar', { x: 'state', y: ['Murder'], top: { n, by: 'largest' } });
      expect(requestProblem(usArrests, s)?.reason).toBe('TOP_N_INVALID');
      expect(refusal(() => draw(usArrests, s)).reason).toBe('TOP_N_INVALID');
    }
  });
});

describe('histogram bins of a chosen number or width', () => {
  const waiting = () => csvRows('faithful.csv').map((r) => Number(r.waiting));
  /** Right-closed counts, the first bin closed on both sides (R hist). */
  const countsIn = (values: number[], edges: number[]) =>
    edges.slice(1).map((hi, i) => values.filter((v) => v <= hi && (i === 0 ? v >= (edges[0] ?? 0) : v > (edges[i] ?? 0))).length);

  test('5-minute bins of the waiting time between eruptions: edges 40, 45, … 100 (multiples of 5), counted as R hist(right = TRUE)', async () => {
    const faithful = await data('faithful.csv');
    const scene = draw(faithful, spec('histogram', { x: 'waiting', bins: { width: 5 } }), 'default', 'single');
    const read = bins(scene);
    const edges = Array.from({ length: 13 }, (_, i) => 40 + 5 * i);
    expect(read).toHaveLength(12);
    read.forEach((b, i) => {
      expect(b.from).toBeCloseTo(edges[i] ?? NaN, 6);
      expect(b.to).toBeCloseTo(edges[i + 1] ?? NaN, 6);
    });
    expect(read.map((b) => Math.round(b.count))).toEqual(countsIn(waiting(), edges));
    expect(read.reduce((a, b) => a + Math.round(b.count), 0)).toBe(272);
    await noCollisions(scene);
  });

  test('7 bins of eruption lengths (1.6 to 5.1 min): exactly 7, of the round width 0.6 from 1.2', async () => {
    const faithful = await data('faithful.csv');
    const read = bins(draw(faithful, spec('histogram', { x: 'eruptions', bins: { count: 7 } })));
    expect(read).toHaveLength(7);
    read.forEach((b, i) => {
      expect(b.from).toBeCloseTo(1.2 + 0.6 * i, 6);
      expect(b.to - b.from).toBeCloseTo(0.6, 6);
    });
  });

  test('10 bins of the waiting time, where no round width gives exactly 10: ten even bins from the lowest value (43) to the highest (96)', async () => {
    const faithful = await data('faithful.csv');
    const read = bins(draw(faithful, spec('histogram', { x: 'waiting', bins: { count: 10 } })));
    expect(read).toHaveLength(10);
    expect(read[0]?.from).toBeCloseTo(43, 6);
    expect(read[9]?.to).toBeCloseTo(96, 6);
    for (const b of read) expect(b.to - b.from).toBeCloseTo(5.3, 6);
    const edges = Array.from({ length: 11 }, (_, i) => 43 + 5.3 * i);
    expect(read.map((b) => Math.round(b.count))).toEqual(countsIn(waiting(), edges));
  });

  test('an ogive over 5-minute bins: its points at the bins’ upper edges, 40 to 100', async () => {
    const faithful = await data('faithful.csv');
    const scene = draw(faithful, spec('ogive', { x: 'waiting', bins: { width: 5 } }));
    const frame = frames(scene)[0] as Frame;
    const read = axisValues(scene, frame);
    const xs = (plotMarks(scene)[0] ?? []).filter((n) => n.type === 'circle').map((c) => Math.round(read.x((c as { cx: number }).cx) * 1000) / 1000);
    expect(xs).toEqual(Array.from({ length: 13 }, (_, i) => 40 + 5 * i));
  });

  test('faceted histograms count every panel into the same chosen bins', async () => {
    const mtcars = await data('mtcars.csv');
    const scene = draw(mtcars, spec('histogram', { x: 'mpg', bins: { width: 2.5 }, facet: { column: 'am' } }));
    const panels = frames(scene);
    expect(panels).toHaveLength(2);
    const marks = plotMarks(scene);
    // Every bar of either panel starts on the grid of multiples of 2.5 read off that panel's axis.
    panels.forEach((frame, i) => {
      for (const b of bins(scene, frame, marks[i])) {
        expect(b.to - b.from).toBeCloseTo(2.5, 6);
        expect(b.from / 2.5).toBeCloseTo(Math.round(b.from / 2.5), 6);
      }
    });
  });

  test('absurd bins are refused with BINS_INVALID, before a job exists and while drawing: 0 or 501 bins, a width of 0 or below, a width that would make more than 500 bins, both a number and a width', async () => {
    const faithful = await data('faithful.csv');
    const cases: Array<ChartSpec['bins']> = [{ count: 0 }, { count: 501 }, { count: 2.5 }, { width: 0 }, { width: -5 }, { width: 0.01 }, { count: 10, width: 5 }];
    for (const b of cases) {
      const s = spec('histogram', { x: 'waiting', ...(b ? { bins: b } : {}) });
      const before = requestProblem(faithful, s);
      expect([JSON.stringify(b), before?.reason]).toEqual([JSON.stringify(b), 'BINS_INVALID']);
      expect(refusal(() => draw(faithful, s)).reason).toBe('BINS_INVALID');
    }
    // 0.01 minutes over 43 to 96 would be 5,300 bins: the message says so.
    expect(requestProblem(faithful, spec('histogram', { x: 'waiting', bins: { width: 0.01 } }))?.message).toContain('5,300 bins');
    // 500 bins are drawn.
    expect(bins(draw(faithful, spec('histogram', { x: 'waiting', bins: { count: 500 } })))).toHaveLength(500);
  });
});

describe('which chart types honour sort, top and bins', () => {
  const SORTS: ChartType[] = ['bar', 'dot', 'pie', 'boxplot', 'violin', 'errorbar'];
  const BINS: ChartType[] = ['histogram', 'ogive'];

  test('sort and top: bar, dot, pie, boxplot, violin and errorbar; every other type refuses them (METHOD_NOT_AVAILABLE) naming those that can', () => {
    for (const type of CHART_TYPES) {
      for (const extra of [{ sort: 'ascending' as const }, { top: { n: 5, by: 'largest' as const } }]) {
        const problem = methodProblem(spec(type, extra));
        if (SORTS.includes(type)) expect(problem).toBeUndefined();
        else {
          expect(problem?.reason).toBe('METHOD_NOT_AVAILABLE');
          expect(problem?.message).toContain('bar, dot, pie, boxplot, violin, errorbar charts can');
        }
      }
    }
  });

  test('bins: histogram and ogive; every other type refuses them', () => {
    for (const type of CHART_TYPES) {
      const problem = methodProblem(spec(type, { bins: { count: 20 } }));
      if (BINS.includes(type)) expect(problem).toBeUndefined();
      else expect(problem?.reason).toBe('METHOD_NOT_AVAILABLE');
    }
  });

  test('a scatter plot asked for its top 10 is refused before a job exists, not drawn whole', async () => {
    const mtcars = await data('mtcars.csv');
    const problem = requestProblem(mtcars, spec('scatter', { x: 'wt', y: ['mpg'], top: { n: 10, by: 'largest' } }));
    expect(problem?.reason).toBe('METHOD_NOT_AVAILABLE');
    expect(problem?.message).toContain('only its largest or smallest categories');
  });
});

describe('the arranged figures read cleanly', () => {
  test.each([
    ['science', 'single'],
    ['plos', 'double'],
  ] as const)('sorted and cut box plots, dots and error bars at %s %s: no text over other text, none off the page', async (journal, width) => {
    const movies = await data('movies.csv');
    const sprays = await data('InsectSprays.csv');
    const tooth = await data('ToothGrowth.csv');
    for (const [table, s] of [
      [movies, spec('boxplot', { x: 'Major Genre', y: ['IMDB Rating'], sort: 'descending', top: { n: 6, by: 'largest' } })],
      [movies, spec('violin', { x: 'Major Genre', y: ['IMDB Rating'], orientation: 'horizontal', top: { n: 5, by: 'smallest' } })],
      [movies, spec('dot', { x: 'Director', y: ['Worldwide Gross'], aggregate: 'sum', top: { n: 10, by: 'largest' } })],
      [sprays, spec('errorbar', { x: 'spray', y: ['count'], sort: 'descending', top: { n: 4, by: 'largest' } })],
      [tooth, spec('bar', { x: 'supp', y: ['len'], group: 'dose', errorBars: 'sem', sort: 'ascending', top: { n: 1, by: 'largest' }, title: 'Tooth length by supplement' })],
    ] as const) {
      const scene = draw(table, s, journal, width);
      expect(reading(scene)).toMatch(/Top \d+ of|Bottom \d+ of/);
      await noCollisions(scene);
    }
  });
});
