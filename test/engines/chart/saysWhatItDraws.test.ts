// What a reader is told must be what was drawn and computed (an outside review's four faults):
// every axis label under its own tick (a Manhattan plot's chromosome names), a paired test
// paired by subject, summaries named on their axis ("Mean Weight (g) ± SEM"), and legends
// titled by the column they key. Each on public data:
//   - a GWAS-like table on the GRCh38 chromosome lengths (1–22 and X, Genome Reference
//     Consortium), with lead variants in the HLA region (6p21) and at FTO (16q12);
//   - R's datasets::sleep (Student 1908), datasets::chickwts, datasets::mtcars and
//     datasets::cars (test/engines/chart/fixtures/cars.ts).
// References from R 4.x, stated at each test.
import type { ChartType } from '../../../engines/chart/chartTypes.ts';
import { CHARTS } from '../../../engines/chart/charts/index.ts';
import { pairedData } from '../../../engines/chart/charts/paired_dot.ts';
import type { Table } from '../../../engines/chart/data/types.ts';
import { ChartError, parseDataFile } from '../../../engines/chart/index.ts';
import { themeFor } from '../../../engines/chart/plot/theme.ts';
import { textWidth } from '../../../engines/chart/plot/textFit.ts';
import { textNodes, type CircleNode, type Scene, type TextNode } from '../../../engines/chart/render/scene.ts';
import { emptySpec, type ChartSpec } from '../../../engines/chart/spec.ts';
import type { FigureWidth, JournalStyleName } from '../../../engines/chart/style/journals.ts';
import { DIST, SPEED } from './fixtures/cars.ts';
import { flat } from './support/scenes.ts';

const THEME = themeFor('nature', 'single', 'okabe_ito');

function spec(type: ChartType, fields: Partial<ChartSpec>): ChartSpec {
  return { ...emptySpec(type), ...fields };
}

function draw(type: ChartType, table: Table, fields: Partial<ChartSpec>, theme = THEME): Scene {
  return CHARTS[type]({ table, spec: spec(type, fields), theme });
}


const texts = (scene: Scene) => textNodes(scene.nodes).map((t) => t.text);
/** The axis title turned up the y axis. */
const yTitle = (scene: Scene) => textNodes(scene.nodes).find((t) => t.rotate === -90 && t.baseline === 'alphabetic')?.text;

async function csv(text: string): Promise<Table> {
  return parseDataFile(Buffer.from(text, 'utf8'), { fileName: 'data.csv' });
}

describe('Manhattan plot: every chromosome name under its own chromosome', () => {
  // GRCh38 lengths; 40 variants spread along each chromosome, p-values from a fixed LCG.
  const GRCH38: Array<[string, number]> = [
    ['1', 248956422], ['2', 242193529], ['3', 198295559], ['4', 190214555], ['5', 181538259], ['6', 170805979], ['7', 159345973], ['8', 145138636],
    ['9', 138394717], ['10', 133797422], ['11', 135086622], ['12', 133275309], ['13', 114364328], ['14', 107043718], ['15', 101991189], ['16', 90338345],
    ['17', 83257441], ['18', 80373285], ['19', 58617616], ['20', 64444167], ['21', 46709983], ['22', 50818468], ['X', 156040895],
  ];
  const rows: Array<[string, string, number, number]> = [];
  let seed = 20240611;
  const uniform = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (const [chr, length] of GRCH38) {
    for (let k = 0; k < 40; k++) rows.push([`rs${100000 + rows.length}`, chr, Math.round(((k + 0.5) / 40) * length), uniform()]);
  }
  rows.push(['rs9272346', '6', 32604372, 3e-22], ['rs9939609', '16', 53786615, 2e-12]);
  const gwas = () => csv(['SNP,CHR,BP,P', ...rows.map((r) => r.join(','))].join('\n'));

  /** Each chromosome's drawn span: its variants are drawn in genome order, so its circles are consecutive. */
  function spans(scene: Scene): Map<string, [number, number]> {
    const circles = flat(scene.nodes).filter((n): n is CircleNode => n.type === 'circle');
    expect(circles).toHaveLength(rows.length);
    const out = new Map<string, [number, number]>();
    let at = 0;
    for (const [chr] of GRCH38) {
      const n = rows.filter((r) => r[1] === chr).length;
      const xs = circles.slice(at, at + n).map((c) => c.cx);
      out.set(chr, [Math.min(...xs), Math.max(...xs)]);
      at += n;
    }
    return out;
  }

  const widths: Array<[JournalStyleName, FigureWidth]> = [['science', 'single'], ['nature', 'single'], ['nature', 'double'], ['plos', 'double']];
  test.each(widths)('%s %s: the names shown are true chromosome numbers, each inside its chromosome\u2019s span, none overlapping', async (journal, width) => {
    const theme = themeFor(journal, width, 'okabe_ito');
    const scene = draw('manhattan', await gwas(), { roles: { chromosome: 'CHR', position: 'BP', p: 'P' } }, theme);
    const span = spans(scene);
    const names = new Set(GRCH38.map(([c]) => c));
    const labels = textNodes(scene.nodes).filter((t) => t.baseline === 'hanging' && names.has(t.text));
    // A subset at narrow widths, but enough to read the genome by.
    expect(labels.length).toBeGreaterThanOrEqual(8);
    expect(new Set(labels.map((l) => l.text)).size).toBe(labels.length);
    for (const label of labels) {
      const [lo, hi] = span.get(label.text) as [number, number];
      expect(label.x >= lo && label.x <= hi ? 'inside' : `"${label.text}" at x = ${label.x.toFixed(1)}, outside its chromosome [${lo.toFixed(1)}, ${hi.toFixed(1)}]`).toBe('inside');
    }
    // Left to right in genome order, apart from one another.
    const order = GRCH38.map(([c]) => c);
    const sorted = [...labels].sort((a, b) => a.x - b.x);
    expect(sorted.map((l) => order.indexOf(l.text))).toEqual([...sorted.map((l) => order.indexOf(l.text))].sort((a, b) => a - b));
    for (let i = 1; i < sorted.length; i++) {
      const a = sorted[i - 1] as TextNode;
      const b = sorted[i] as TextNode;
      expect(b.x - textWidth(b.text, b.size) / 2).toBeGreaterThan(a.x + textWidth(a.text, a.size) / 2);
    }
    // The HLA hit is named, and the name "6" (when shown) is the one under it.
    expect(texts(scene)).toContain('rs9272346');
  });
});

describe('a value axis: every tick labelled with its own value', () => {
  // R: datasets::islands, the seven continents (thousands of square miles); dotchart(islands).
  const ISLANDS: Array<[string, number]> = [['Africa', 11506], ['Antarctica', 5500], ['Asia', 16988], ['Australia', 2968], ['Europe', 3745], ['North America', 9390], ['South America', 6795]];
  test.each<[JournalStyleName, FigureWidth]>([['science', 'single'], ['nature', 'single'], ['cell', 'single'], ['nature', 'double']])(
    'Cleveland dot plot of the continents\u2019 areas, %s %s: each dot where the axis labels put its value',
    async (journal, width) => {
      const table = await csv(['landmass,area', ...ISLANDS.map(([name, area]) => `"${name}",${area}`)].join('\n'));
      const scene = draw('dot', table, { y: ['area'], x: 'landmass' }, themeFor(journal, width, 'okabe_ito'));
      const ticks = textNodes(scene.nodes).filter((t) => t.baseline === 'hanging' && /^[\d,.]+$/.test(t.text));
      expect(ticks.length).toBeGreaterThanOrEqual(3);
      // The page position the labels give a value: a line through the first and last label.
      const [a, b] = [ticks[0] as TextNode, ticks[ticks.length - 1] as TextNode];
      const value = (t: TextNode) => Number(t.text.replace(/,/g, ''));
      const at = (v: number) => a.x + ((v - value(a)) / (value(b) - value(a))) * (b.x - a.x);
      // Every label on that line (evenly spaced values at evenly spaced places).
      for (const t of ticks) expect(t.x).toBeCloseTo(at(value(t)), 1);
      const dots = flat(scene.nodes).filter((n): n is CircleNode => n.type === 'circle');
      const drawn = dots.map((d) => d.cx).sort((p, q) => p - q);
      expect(drawn).toHaveLength(7);
      const wanted = ISLANDS.map(([, area]) => at(area)).sort((p, q) => p - q);
      drawn.forEach((x, i) => expect(x).toBeCloseTo(wanted[i] as number, 0));
    },
  );
});

describe('paired t-test: the value column paired across the conditions by subject', () => {
  // R: sleep; with(sleep, t.test(extra[group == 2], extra[group == 1], paired = TRUE))
  //   t = 4.0621, df = 9, p-value = 0.002833, mean difference 1.58
  // (t.test(extra ~ group, paired = TRUE) prints the same test as group 1 − group 2: t = −4.0621.)
  const G1 = [0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0];
  const G2 = [1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4];
  const LINE = 'Paired t-test: t(9) = 4.06, p = 0.003; mean difference 1.58';
  // Long, as R's data frame, but with the rows shuffled: pairing by row order would be wrong.
  const order = [13, 2, 7, 19, 0, 11, 5, 16, 9, 3, 18, 1, 14, 8, 6, 17, 10, 4, 15, 12];
  const longCsv = (id = 'ID') =>
    ['extra,group,' + id, ...order.map((r) => (r < 10 ? `${G1[r]},1,${r + 1}` : `${G2[r - 10]},2,${r - 9}`))].join('\n');
  const statLine = (scene: Scene) => texts(scene).find((t) => t.startsWith('Paired t-test'));

  test.each<[string, Partial<ChartSpec>]>([
    ['extra against group', { y: ['extra'], x: 'group' }],
    ['extra by group', { group: 'group', mentioned: ['extra'] }],
    ['extra by group, ID mentioned', { group: 'group', mentioned: ['extra', 'ID'] }],
    ['extra, group and ID mentioned', { mentioned: ['extra', 'group', 'ID'] }],
    ['"for each ID" read as the group', { group: 'ID', mentioned: ['extra', 'group'] }],
    ['the pair role named', { y: ['extra'], x: 'group', roles: { pair: 'ID' } }],
  ])('long sleep data, %s: t(9) = 4.06, p = 0.003 as R', async (_, fields) => {
    const table = await csv(longCsv());
    expect(statLine(draw('paired_dot', table, fields))).toBe(LINE);
  });

  test('each subject keeps its own two values; roles.pair names a subject column of any name', async () => {
    const table = await csv(longCsv('volunteer_code').replace('volunteer_code', 'k'));
    const data = pairedData({ table, spec: spec('paired_dot', { y: ['extra'], x: 'group', roles: { pair: 'k' } }), theme: THEME });
    expect(data.conditions).toEqual(['1', '2']);
    const bySubject = new Map(data.subjects.map((s) => [s.id, s.values]));
    for (let i = 0; i < 10; i++) expect(bySubject.get(String(i + 1))).toEqual([G1[i], G2[i]]);
    expect(statLine(draw('paired_dot', table, { y: ['extra'], x: 'group', roles: { pair: 'k' } }))).toBe(LINE);
  });

  test('wide sleep data (a column per group, a row per subject) are paired by row', async () => {
    const table = await csv(['ID,drug1,drug2', ...G1.map((v, i) => `${i + 1},${v},${G2[i]}`)].join('\n'));
    expect(statLine(draw('paired_dot', table, { mentioned: ['drug1', 'drug2'] }))).toBe(LINE);
    expect(statLine(draw('paired_dot', table, { y: ['drug1', 'drug2'] }))).toBe(LINE);
  });

  test('data that cannot be paired are refused with a reason, not paired some other way', async () => {
    const refused = async (text: string, fields: Partial<ChartSpec>) => {
      const table = await csv(text);
      let error: unknown;
      try {
        draw('paired_dot', table, fields);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ChartError);
      expect((error as ChartError).reason).toBe('PAIRS_NOT_FORMED');
      return (error as ChartError).message;
    };
    // No subject column at all.
    const noId = ['extra,group', ...order.map((r) => (r < 10 ? `${G1[r]},1` : `${G2[r - 10]},2`))].join('\n');
    expect(await refused(noId, { y: ['extra'], x: 'group' })).toMatch(/same subject/);
    // Twenty different subjects: independent groups.
    const unpaired = ['extra,group,ID', ...[...G1, ...G2].map((v, i) => `${v},${i < 10 ? 1 : 2},${i + 1}`)].join('\n');
    expect(await refused(unpaired, { y: ['extra'], x: 'group' })).toMatch(/one row only/);
    // A subject measured twice under one condition.
    const twice = longCsv().replace(/\n0\.7,1,1\n/, '\n0.7,2,1\n');
    expect(await refused(twice, { y: ['extra'], x: 'group', roles: { pair: 'ID' } })).toMatch(/more than one/);
  });
});

describe('summaries say what they are', () => {
  // R: chickwts (weight in grams by feed); aggregate(weight ~ feed, chickwts, mean) etc.
  const FEEDS: Record<string, number[]> = {
    horsebean: [179, 160, 136, 227, 217, 168, 108, 124, 143, 140],
    linseed: [309, 229, 181, 141, 260, 203, 148, 169, 213, 257, 244, 271],
    soybean: [243, 230, 248, 327, 329, 250, 193, 271, 316, 267, 199, 171, 158, 248],
    sunflower: [423, 340, 392, 339, 341, 226, 320, 295, 334, 322, 297, 318],
    meatmeal: [325, 257, 303, 315, 380, 153, 263, 242, 206, 344, 258],
    casein: [368, 390, 379, 260, 404, 318, 352, 359, 216, 222, 283, 332],
  };
  const chickwts = () => csv(['Weight (g),feed', ...Object.entries(FEEDS).flatMap(([feed, ws]) => ws.map((w) => `${w},${feed}`))].join('\n'));
  const by = { y: ['Weight (g)'], x: 'feed' };

  const cases: Array<[string, ChartType, Partial<ChartSpec>, string]> = [
    ['bars of means', 'bar', {}, 'Mean Weight (g)'],
    ['bars of means with SEM', 'bar', { errorBars: 'sem' }, 'Mean Weight (g) \u00b1 SEM'],
    ['bars of means with SD', 'bar', { errorBars: 'sd' }, 'Mean Weight (g) \u00b1 SD'],
    ['bars of medians', 'bar', { aggregate: 'median' }, 'Median Weight (g)'],
    ['bars of sums', 'bar', { aggregate: 'sum' }, 'Total Weight (g)'],
    ['bars of counts', 'bar', { aggregate: 'count' }, 'Count'],
    ['error bars, SEM by default', 'errorbar', {}, 'Mean Weight (g) \u00b1 SEM'],
    ['error bars, 95% CI', 'errorbar', { errorBars: 'ci95' }, 'Mean Weight (g) \u00b1 95% CI'],
    ['error-bar chart of medians', 'errorbar', { aggregate: 'median' }, 'Median Weight (g)'],
  ];
  test.each(cases.map(([what, type, fields, title]) => [`${what}: the value axis reads "${title}"`, type, fields, title] as const))('%s', async (_, type, fields, title) => {
    expect(yTitle(draw(type, await chickwts(), { ...by, ...fields }))).toBe(title);
  });

  test('bars of one row each are values, not means: the column\u2019s name alone', async () => {
    // R: aggregate(weight ~ feed, chickwts, mean), one row per feed.
    const means = await csv(['feed,Mean weight (g)', 'horsebean,160.2', 'linseed,218.75', 'soybean,246.43', 'sunflower,328.92', 'meatmeal,276.91', 'casein,323.58'].join('\n'));
    expect(yTitle(draw('bar', means, { y: ['Mean weight (g)'], x: 'feed' }))).toBe('Mean weight (g)');
  });

  test('the request\u2019s own axis title stays; a note then says what the bars and error bars are', async () => {
    const scene = draw('bar', await chickwts(), { ...by, errorBars: 'sem', yAxis: { scale: 'linear', label: 'Weight at 6 weeks (g)' } });
    expect(yTitle(scene)).toBe('Weight at 6 weeks (g)');
    expect(texts(scene)).toEqual(expect.arrayContaining(['Mean \u00b1 SEM', 'n = 10\u201314 per bar']));
    const errorbar = draw('errorbar', await chickwts(), { ...by, errorBars: 'sd', yAxis: { scale: 'linear', label: 'Weight at 6 weeks (g)' } });
    expect(texts(errorbar)).toEqual(expect.arrayContaining(['Mean \u00b1 SD']));
  });

  test('a Cleveland dot plot of several rows per category names its summary on the value axis', async () => {
    const scene = draw('dot', await chickwts(), { ...by, aggregate: 'median' });
    // R: median by feed: casein 342 is the top row.
    const axisTitle = textNodes(scene.nodes).find((t) => t.text.startsWith('Median'));
    expect(axisTitle?.text).toBe('Median Weight (g)');
    expect(texts(draw('dot', await chickwts(), by))).toContain('Mean Weight (g)');
  });

  test('a line through repeated x joins the means and says so', async () => {
    // R: cars has several stopping distances at most speeds; tapply(dist, speed, mean).
    const cars = await csv(['speed,dist', ...SPEED.map((s, i) => `${s},${DIST[i]}`)].join('\n'));
    expect(yTitle(draw('line', cars, { y: ['dist'], x: 'speed' }))).toBe('Mean dist');
  });

  test('stacked areas that add up rows say "Total"; a long heatmap of several rows per cell says "Mean"', async () => {
    // chickwts twice over, as two "years": each (year, feed) cell holds several chicks.
    const long = await csv(['year,feed,weight', ...Object.entries(FEEDS).flatMap(([feed, ws]) => ws.map((w, i) => `${2000 + (i % 2)},${feed},${w}`))].join('\n'));
    expect(yTitle(draw('stacked_area', long, { y: ['weight'], x: 'year', group: 'feed' }))).toBe('Total weight');
    const cohorts = await csv(['cohort,feed,weight', ...Object.entries(FEEDS).flatMap(([feed, ws]) => ws.map((w, i) => `${i % 2 ? 'second' : 'first'},${feed},${w}`))].join('\n'));
    expect(texts(draw('heatmap', cohorts, { y: ['weight'], x: 'feed', group: 'cohort' }))).toContain('Mean weight');
  });
});

describe('legends are titled by the column they key', () => {
  // R: mtcars (mpg, wt, cyl).
  const CARS: Array<[number, number, number]> = [
    [21, 2.62, 6], [21, 2.875, 6], [22.8, 2.32, 4], [21.4, 3.215, 6], [18.7, 3.44, 8], [18.1, 3.46, 6], [14.3, 3.57, 8], [24.4, 3.19, 4],
    [22.8, 3.15, 4], [19.2, 3.44, 6], [17.8, 3.44, 6], [16.4, 4.07, 8], [17.3, 3.73, 8], [15.2, 3.78, 8], [10.4, 5.25, 8], [10.4, 5.424, 8],
    [14.7, 5.345, 8], [32.4, 2.2, 4], [30.4, 1.615, 4], [33.9, 1.835, 4], [21.5, 2.465, 4], [15.5, 3.52, 8], [15.2, 3.435, 8], [13.3, 3.84, 8],
    [19.2, 3.845, 8], [27.3, 1.935, 4], [26, 2.14, 4], [30.4, 1.513, 4], [15.8, 3.17, 8], [19.7, 2.77, 6], [15, 3.57, 8], [21.4, 2.78, 4],
  ];
  const AM = [1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1];
  const mtcars = () => csv(['mpg,wt,cyl,am', ...CARS.map(([mpg, wt, cyl], i) => `${mpg},${wt},${cyl} cyl,${AM[i] ? 'manual' : 'automatic'}`)].join('\n'));
  const keys = ['4 cyl', '6 cyl', '8 cyl'];

  /** The legend's title: the text just above (column) or just before (rows) its first key. */
  function titleOver(scene: Scene, title: string): void {
    const all = textNodes(scene.nodes);
    const t = all.find((n) => n.text === title);
    // Keys are the column's values (density legends add n: "4 cyl (n = 11)").
    const entries = all.filter((n) => n.anchor === 'start' && keys.some((k) => n.text === k || n.text.startsWith(`${k} (`)));
    expect(t).toBeDefined();
    expect(entries).toHaveLength(3);
    const first = entries.reduce((a, b) => (b.y < a.y || (b.y === a.y && b.x < a.x) ? b : a));
    const above = (t as TextNode).y < first.y - 1 && Math.abs((t as TextNode).x - first.x) < first.size * 2;
    const before = Math.abs((t as TextNode).y - first.y) < 0.5 && (t as TextNode).x + textWidth(title, (t as TextNode).size) < first.x;
    expect(above || before).toBe(true);
  }

  test.each<[string, Partial<ChartSpec>, string]>([
    ['beside the plot', {}, 'cyl'],
    ['below the plot', { legend: 'bottom' }, 'cyl'],
    ['the request\u2019s title overrides the column\u2019s', { legendTitle: 'Cylinders' }, 'Cylinders'],
    ['the request\u2019s title, below the plot', { legend: 'bottom', legendTitle: 'Cylinders' }, 'Cylinders'],
  ])('scatter coloured by cyl, %s', async (_, fields, title) => {
    const scene = draw('scatter', await mtcars(), { y: ['mpg'], x: 'wt', group: 'cyl', ...fields });
    titleOver(scene, title);
    if (title !== 'cyl') expect(texts(scene)).not.toContain('cyl');
  });

  test('legends drawn by other frames are titled too: bars, error bars, densities, pies', async () => {
    const table = await mtcars();
    titleOver(draw('bar', table, { y: ['mpg'], x: 'am', group: 'cyl' }), 'cyl');
    titleOver(draw('errorbar', table, { y: ['wt'], x: 'am', group: 'cyl' }), 'cyl');
    titleOver(draw('density', table, { y: ['mpg'], group: 'cyl' }), 'cyl');
    // A pie's slices are the categories of its column.
    const pie = draw('pie', table, { x: 'cyl' });
    titleOver(pie, 'cyl');
  });

  test.each(['bottom', 'right', 'top'] as const)('a long y title beside a titled legend (%s) is wrapped to the plot, never off the page (Science, 57 mm)', async (legend) => {
    const label = 'Fuel economy (miles per US gallon)';
    const scene = draw('scatter', await mtcars(), { y: ['mpg'], x: 'wt', group: 'cyl', legend, yAxis: { scale: 'linear', label } }, themeFor('science', 'single', 'okabe_ito'));
    const lines = textNodes(scene.nodes).filter((t) => t.rotate === -90);
    expect(lines.map((t) => t.text).join(' ')).toBe(label);
    for (const t of lines) {
      const half = textWidth(t.text, t.size) / 2;
      expect([t.text, t.y - half >= 0 && t.y + half <= scene.height]).toEqual([t.text, true]);
    }
  });

  test('keys that are no column\u2019s values stay untitled unless the request titles them', async () => {
    const table = await mtcars();
    const twoY = draw('scatter', { ...table, columns: [...table.columns, { name: 'qsec', type: 'number', values: CARS.map((c) => c[1] * 5) }] }, { y: ['mpg', 'qsec'], x: 'wt' });
    expect(texts(twoY)).toEqual(expect.arrayContaining(['mpg', 'qsec']));
    expect(textNodes(twoY.nodes).filter((t) => t.anchor === 'start').map((t) => t.text)).toEqual(['mpg', 'qsec']);
  });
});
