// Small multiples (spec.facet), read as a reader of the figure reads them: how many panels and
// in what grid, what each strip says, that the panels share their axes (the same ticks, tick
// labels only on the outer panels), that there is one legend and a group keeps its colour in
// every panel, that each panel's statistics are its own rows', that no text runs into other
// text at the narrowest and widest journal widths; and the facets that are refused, before a
// job exists (requestProblem) and while drawing, with their reasons. Real tables: mtcars,
// Palmer penguins, ToothGrowth, stock prices and a survival trial from the request corpus.

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Table } from '../../../engines/chart/data/types.ts';
import { renderChart, requestProblem } from '../../../engines/chart/index.ts';
import { panelsPerRow } from '../../../engines/chart/plot/facets.ts';
import { themeFor } from '../../../engines/chart/plot/theme.ts';
import { toPdf } from '../../../engines/chart/render/pdf.ts';
import { textNodes, type CircleNode, type LineNode, type RectNode, type Scene, type TextNode } from '../../../engines/chart/render/scene.ts';
import type { ChartSpec } from '../../../engines/chart/spec.ts';
import { FACETED_TYPES, MAX_PANELS } from '../../../engines/chart/transforms/facets.ts';
import type { FigureWidth, JournalStyleName } from '../../../engines/chart/style/journals.ts';
import { call, newAccount, pollJob, type Reply } from '../../support/client.ts';
import { describe as describeWord, overlappingWords, pdfWords, wordsOffPage } from './layout/textBoxes.ts';
import { draw, frames, plotMarks as panelMarks, refusal, spec, texts, type Frame } from './support/scenes.ts';
import { DATA, data } from './support/tables.ts';

/** The strips' titles, as read: horizontal strips left to right, top to bottom; then turned row strips. */
function stripTitles(scene: Scene): string[] {
  const strips = scene.nodes.filter((n): n is RectNode => n.type === 'rect' && n.fill === '#E5E5E5');
  const inStrip = (t: TextNode) => strips.some((r) => t.x >= r.x && t.x <= r.x + r.width && t.y >= r.y && t.y <= r.y + r.height);
  const words = textNodes(scene.nodes).filter(inStrip);
  const across = words.filter((t) => !t.rotate).sort((a, b) => a.y - b.y || a.x - b.x);
  const byStrip = (list: TextNode[]) =>
    strips
      .map((r) => list.filter((t) => t.x >= r.x && t.x <= r.x + r.width && t.y >= r.y && t.y <= r.y + r.height))
      .filter((l) => l.length > 0)
      .map((l) => l.map((t) => t.text).join(' '));
  return [...byStrip(across), ...byStrip(words.filter((t) => t.rotate === 90))];
}

/** The x tick marks of each panel, as offsets from its frame's left edge. */
function xTickOffsets(scene: Scene, frame: Frame, tick: number): number[] {
  const base = frame.y + frame.height;
  return scene.nodes
    .filter((n): n is LineNode => n.type === 'line' && n.x1 === n.x2 && Math.abs(n.y1 - base) < 1e-6 && Math.abs(n.y2 - base - tick) < 1e-6 && n.x1 >= frame.x - 1e-6 && n.x1 <= frame.x + frame.width + 1e-6)
    .map((l) => Number((l.x1 - frame.x).toFixed(6)));
}

/** The y tick marks of each panel, as offsets from its frame's top. */
function yTickOffsets(scene: Scene, frame: Frame, tick: number): number[] {
  return scene.nodes
    .filter((n): n is LineNode => n.type === 'line' && n.y1 === n.y2 && Math.abs(n.x2 - frame.x) < 1e-6 && Math.abs(frame.x - n.x1 - tick) < 1e-6 && n.y1 >= frame.y - 1e-6 && n.y1 <= frame.y + frame.height + 1e-6)
    .map((l) => Number((l.y1 - frame.y).toFixed(6)));
}

/** Tick labels under a frame (x) or left of it (y): what a reader reads on that panel's axes. */
function xTickLabels(scene: Scene, frame: Frame): string[] {
  const base = frame.y + frame.height;
  return textNodes(scene.nodes)
    .filter((t) => t.baseline === 'hanging' && t.y > base && t.y < base + 12 && t.x >= frame.x - 1 && t.x <= frame.x + frame.width + 1)
    .map((t) => t.text);
}
function yTickLabels(scene: Scene, frame: Frame): string[] {
  return textNodes(scene.nodes)
    .filter((t) => t.anchor === 'end' && t.baseline === 'middle' && !t.rotate && t.x < frame.x && t.x > frame.x - 40 && t.y >= frame.y - 1 && t.y <= frame.y + frame.height + 1)
    .map((t) => t.text);
}

/** The legend: its keys' colours by label (keys are drawn outside the panels' clipped groups). */
function legendColors(scene: Scene): Map<string, string> {
  const keys = scene.nodes.filter((n): n is CircleNode => n.type === 'circle');
  const labels = textNodes(scene.nodes).filter((t) => t.anchor === 'start' && t.baseline === 'middle');
  const out = new Map<string, string>();
  for (const key of keys) {
    const label = labels.find((t) => Math.abs(t.y - key.cy) < 0.01 && t.x > key.cx && t.x - key.cx < 12);
    if (label && key.fill) out.set(label.text, key.fill);
  }
  return out;
}


describe('small multiples: panels, strips and grid', () => {
  test('scatter of mpg against wt by cyl: three panels titled "cyl = 4", "cyl = 6", "cyl = 8", two a row at 57 mm, three at 180 mm', async () => {
    const mtcars = await data('mtcars.csv');
    const s = spec('scatter', { x: 'wt', y: ['mpg'], facet: { column: 'cyl' } });
    const narrow = draw(mtcars, s, 'science', 'single');
    expect(narrow.width).toBeCloseTo(themeFor('science', 'single', 'okabe_ito').width, 6);
    expect(frames(narrow)).toHaveLength(3);
    expect(stripTitles(narrow)).toEqual(['cyl = 4', 'cyl = 6', 'cyl = 8']);
    expect(new Set(frames(narrow).map((f) => f.x)).size).toBe(2);
    expect(new Set(frames(narrow).map((f) => f.y)).size).toBe(2);
    const wide = draw(mtcars, s, 'default', 'double');
    expect(new Set(frames(wide).map((f) => f.x)).size).toBe(3);
    expect(new Set(frames(wide).map((f) => f.y)).size).toBe(1);
    // Every point is drawn once, in its own panel: 11, 7 and 14 cars.
    expect(panelMarks(wide).map((m) => m.filter((n) => n.type === 'circle').length)).toEqual([11, 7, 14]);
  });

  test('at most 2 panels a row below 100 mm, 3 below 150 mm, 4 wider; 7 classes wrap into 4 + 3', async () => {
    expect(panelsPerRow(themeFor('science', 'single', 'okabe_ito').width)).toBe(2);
    expect(panelsPerRow(themeFor('science', 'double', 'okabe_ito').width)).toBe(3);
    expect(panelsPerRow(themeFor('nature', 'double', 'okabe_ito').width)).toBe(4);
    const mpg = await data('mpg.csv');
    const scene = draw(mpg, spec('scatter', { x: 'displ', y: ['hwy'], facet: { column: 'class' } }), 'nature', 'double');
    const rows = [...new Set(frames(scene).map((f) => f.y))];
    expect(rows.map((y) => frames(scene).filter((f) => f.y === y).length)).toEqual([4, 3]);
    expect(stripTitles(scene)).toEqual(['compact', 'midsize', 'suv', '2seater', 'minivan', 'pickup', 'subcompact']);
  });

  test('a row and a column facet make a grid: column strips over the top row, turned row strips beside the last column', async () => {
    const mtcars = await data('mtcars.csv');
    const scene = draw(mtcars, spec('histogram', { x: 'mpg', facet: { row: 'am', column: 'vs' } }), 'science', 'single');
    expect(frames(scene)).toHaveLength(4);
    expect(stripTitles(scene)).toEqual(['vs = 0', 'vs = 1', 'am = 0', 'am = 1']);
    const turned = textNodes(scene.nodes).filter((t) => t.rotate === 90);
    expect(turned.map((t) => t.text)).toEqual(['am = 0', 'am = 1']);
    // The row strips stand right of the right-hand panels, level with their rows.
    const [, topRight, , bottomRight] = frames(scene) as [Frame, Frame, Frame, Frame];
    expect(turned[0]!.x).toBeGreaterThan(topRight.x + topRight.width);
    expect(turned[0]!.y).toBeCloseTo(topRight.y + topRight.height / 2, 6);
    expect(turned[1]!.y).toBeCloseTo(bottomRight.y + bottomRight.height / 2, 6);
  });

  test('strips name the column for numbers and codes ("supp = VC"), not for words ("Biscoe"); rows without a value get their own panel', async () => {
    const tooth = await data('ToothGrowth.csv');
    expect(stripTitles(draw(tooth, spec('errorbar', { x: 'dose', y: ['len'], facet: { column: 'supp' } })))).toEqual(['supp = VC', 'supp = OJ']);
    const penguins = await data('penguins.csv');
    expect(stripTitles(draw(penguins, spec('boxplot', { x: 'species', y: ['flipper_length_mm'], facet: { column: 'sex' } }), 'science', 'single'))).toEqual([
      'male',
      'female',
      'sex missing',
    ]);
  });

  test('text that counts is in its natural order: stages I, II, III, IV', async () => {
    const trial = await data('lab_survival_trial.csv');
    const scene = draw(trial, spec('kaplan_meier', { roles: { time: 'os_months', event: 'died' }, group: 'arm', facet: { column: 'stage' } }));
    expect(stripTitles(scene)).toEqual(['stage = I', 'stage = II', 'stage = III', 'stage = IV']);
  });
});

describe('small multiples: shared axes', () => {
  test('every panel has the same x and y ticks; tick labels only on the outer panels, the same labels on each', async () => {
    const mtcars = await data('mtcars.csv');
    const theme = themeFor('science', 'single', 'okabe_ito');
    const scene = draw(mtcars, spec('scatter', { x: 'wt', y: ['mpg'], facet: { column: 'cyl' } }), 'science', 'single');
    const [four, six, eight] = frames(scene) as [Frame, Frame, Frame];
    // One size and one domain: the tick marks sit at the same places in every panel.
    expect(new Set(frames(scene).map((f) => `${f.width.toFixed(6)}x${f.height.toFixed(6)}`)).size).toBe(1);
    const xTicks = xTickOffsets(scene, four, theme.tickLength);
    const yTicks = yTickOffsets(scene, four, theme.tickLength);
    expect(xTicks.length).toBeGreaterThan(2);
    expect(yTicks.length).toBeGreaterThan(2);
    for (const frame of [six, eight]) {
      expect(xTickOffsets(scene, frame, theme.tickLength)).toEqual(xTicks);
      expect(yTickOffsets(scene, frame, theme.tickLength)).toEqual(yTicks);
    }
    // x labels under the lowest panel of each column (cyl = 6 has none below it); y labels left of the first column.
    expect(xTickLabels(scene, four)).toEqual([]);
    expect(xTickLabels(scene, six)).toEqual(xTickLabels(scene, eight));
    expect(xTickLabels(scene, eight).length).toBe(xTicks.length);
    expect(yTickLabels(scene, six)).toEqual([]);
    expect(yTickLabels(scene, four)).toEqual(yTickLabels(scene, eight));
    expect(yTickLabels(scene, four).length).toBe(yTicks.length);
    // The domains hold every panel's data: the lightest car (1.513 t, cyl 4) and the heaviest (5.424 t, cyl 8) on one axis.
    const labels = xTickLabels(scene, eight).map(Number);
    expect(Math.min(...labels)).toBeLessThanOrEqual(1.513);
    expect(Math.max(...labels)).toBeGreaterThanOrEqual(5.424);
    // One axis title each, not one per panel.
    expect(texts(scene).filter((t) => t === 'wt')).toHaveLength(1);
    expect(texts(scene).filter((t) => t === 'mpg')).toHaveLength(1);
  });

  test('bar charts share their categories: a panel without Gentoo keeps its place on the axis', async () => {
    const penguins = await data('penguins.csv');
    const scene = draw(penguins, spec('bar', { x: 'species', y: ['body_mass_g'], facet: { column: 'island' } }));
    const panels = frames(scene);
    expect(panels).toHaveLength(3);
    for (const frame of panels) expect(xTickLabels(scene, frame)).toEqual(['Adelie', 'Gentoo', 'Chinstrap']);
    // Torgersen has only Adelie penguins; Biscoe has Adelie and Gentoo; Dream Adelie and Chinstrap.
    expect(panelMarks(scene).map((m) => m.filter((n) => n.type === 'rect' && n.stroke).length)).toEqual([1, 2, 2]);
  });

  test('histograms count every panel into the same bins', async () => {
    const mtcars = await data('mtcars.csv');
    const scene = draw(mtcars, spec('histogram', { x: 'mpg', facet: { row: 'am', column: 'vs' } }), 'science', 'single');
    const panels = frames(scene);
    const bars = panelMarks(scene).map((marks) => marks.filter((n): n is RectNode => n.type === 'rect'));
    const widths = new Set(bars.flat().map((r) => r.width.toFixed(6)));
    expect(widths.size).toBe(1);
    // Bar edges fall on one grid of bins, measured from each panel's left edge.
    const width = bars.flat()[0]!.width;
    bars.forEach((list, i) => {
      for (const bar of list) {
        const k = (bar.x - panels[i]!.x) / width;
        expect(Math.abs(k - Math.round(k))).toBeLessThan(1e-6);
      }
    });
  });

  test('kaplan_meier panels share the 0–1 survival axis and the follow-up time axis', async () => {
    const trial = await data('lab_survival_trial.csv');
    const theme = themeFor('default', 'double', 'okabe_ito');
    const scene = draw(trial, spec('kaplan_meier', { roles: { time: 'os_months', event: 'died' }, group: 'arm', facet: { column: 'stage' } }));
    const panels = frames(scene);
    expect(panels).toHaveLength(4);
    expect(yTickLabels(scene, panels[0]!)).toEqual(['0.0', '0.2', '0.4', '0.6', '0.8', '1.0']);
    for (const frame of panels) expect(xTickOffsets(scene, frame, theme.tickLength)).toEqual(xTickOffsets(scene, panels[0]!, theme.tickLength));
  });
});

describe('small multiples: one legend, one colour per group', () => {
  test('mpg against wt by gear in panels by am: one legend, and gear 4 has one colour in both panels', async () => {
    const mtcars = await data('mtcars.csv');
    const scene = draw(mtcars, spec('scatter', { x: 'wt', y: ['mpg'], group: 'gear', facet: { column: 'am' } }));
    const legend = legendColors(scene);
    expect([...legend.keys()].sort()).toEqual(['3', '4', '5']);
    expect(texts(scene).filter((t) => t === 'gear')).toHaveLength(1);
    const [manual0, manual1] = panelMarks(scene).map((marks) => marks.filter((n): n is CircleNode => n.type === 'circle'));
    const count = (list: CircleNode[] | undefined, gear: string) => (list ?? []).filter((c) => c.fill === legend.get(gear)).length;
    // am = 0: 15 cars with 3 gears, 4 with 4; am = 1: 8 with 4 gears, 5 with 5 (R: table(mtcars$am, mtcars$gear)).
    expect([count(manual0, '3'), count(manual0, '4'), count(manual0, '5')]).toEqual([15, 4, 0]);
    expect([count(manual1, '3'), count(manual1, '4'), count(manual1, '5')]).toEqual([0, 8, 5]);
  });

  test('grouped bars are dodged in the same order in every panel', async () => {
    const penguins = await data('penguins.csv');
    const scene = draw(penguins, spec('bar', { x: 'island', y: ['body_mass_g'], group: 'sex', facet: { column: 'species' } }), 'plos', 'double');
    const boxes = scene.nodes.filter((n): n is RectNode => n.type === 'rect' && n.fill !== '#E5E5E5' && !n.stroke);
    const legend = new Map(boxes.map((b) => [textNodes(scene.nodes).find((t) => Math.abs(t.y - (b.y + b.height / 2)) < 0.01 && t.x > b.x)?.text ?? '', b.fill]));
    expect([...legend.keys()]).toEqual(['male', 'female']);
    for (const marks of panelMarks(scene)) {
      const bars = marks.filter((n): n is RectNode => n.type === 'rect' && n.stroke !== undefined).sort((a, b) => a.x - b.x);
      // Side by side in pairs: male on the left of female at every island the species lives on.
      for (let i = 0; i + 1 < bars.length; i += 2) expect([bars[i]!.fill, bars[i + 1]!.fill]).toEqual([legend.get('male'), legend.get('female')]);
    }
  });
});

describe('small multiples: statistics per panel', () => {
  test('regression: each panel prints the fit of its own rows, as the chart of those rows alone does', async () => {
    const mtcars = await data('mtcars.csv');
    const s = spec('regression', { x: 'wt', y: ['mpg'], facet: { column: 'gear' } });
    // The fit's line may wrap in a narrow panel: read the R² values from all the text.
    const fits = (scene: Scene) => [...texts(scene).join(' ').matchAll(/R² = (\d\.\d{3})/g)].map((m) => m[1]);
    const faceted = fits(draw(mtcars, s));
    const alone = [3, 4, 5].flatMap((gear) => {
      const rows = mtcars.columns.find((c) => c.name === 'gear')!.values.flatMap((v, i) => (v === gear ? [i] : []));
      const sub: Table = { ...mtcars, rowCount: rows.length, columns: mtcars.columns.map((c) => ({ ...c, values: rows.map((i) => c.values[i] ?? null) })) };
      return fits(draw(sub, { ...s, facet: undefined }));
    });
    expect(faceted).toHaveLength(3);
    expect([...faceted].sort()).toEqual([...alone].sort());
  });

  test('kaplan_meier: a log-rank p-value per panel, from that stage\'s patients', async () => {
    const trial = await data('lab_survival_trial.csv');
    const s = spec('kaplan_meier', { roles: { time: 'os_months', event: 'died' }, group: 'arm', facet: { column: 'stage' } });
    const pValues = (scene: Scene) => texts(scene).filter((t) => t.startsWith('Log-rank'));
    const faceted = pValues(draw(trial, s));
    expect(faceted).toHaveLength(4);
    const stage = trial.columns.find((c) => c.name === 'stage')!;
    const alone = ['I', 'II', 'III', 'IV'].flatMap((level) => {
      const rows = stage.values.flatMap((v, i) => (v === level ? [i] : []));
      const sub: Table = { ...trial, rowCount: rows.length, columns: trial.columns.map((c) => ({ ...c, values: rows.map((i) => c.values[i] ?? null) })) };
      return pValues(draw(sub, { ...s, facet: undefined }));
    });
    expect([...faceted].sort()).toEqual([...alone].sort());
  });

  test('density: each panel states its own n per group, in the group\'s colour', async () => {
    const penguins = await data('penguins.csv');
    const scene = draw(penguins, spec('density', { y: ['body_mass_g'], group: 'species', facet: { column: 'island' } }), 'science', 'single');
    // Torgersen: 51 Adelie; Biscoe: 44 Adelie, 123 Gentoo; Dream: 56 Adelie, 68 Chinstrap (2 body masses missing).
    expect(texts(scene).filter((t) => t.startsWith('n = '))).toEqual(expect.arrayContaining(['n = 51', 'n = 44', 'n = 123', 'n = 56', 'n = 68']));
    expect(frames(scene)).toHaveLength(3);
  });

  test('a panel whose rows are too few is drawn empty and says why; when every panel is, the refusal names one', async () => {
    const table = (doses: number[]): Table => ({
      format: 'csv',
      rowCount: 6,
      columns: [
        { name: 'site', type: 'category', values: ['Lyon', 'Lyon', 'Lyon', 'Graz', 'Graz', 'Graz'] },
        { name: 'dose', type: 'number', values: doses },
        { name: 'response', type: 'number', values: [2, 4, 7, 1, 2, 3] },
      ],
    });
    const s = spec('regression', { x: 'dose', y: ['response'], facet: { column: 'site' } });
    const scene = draw(table([1, 2, 3, 5, 5, 5]), s);
    expect(stripTitles(scene)).toEqual(['Lyon', 'Graz']);
    expect(frames(scene)).toHaveLength(2);
    // Lyon's line is fitted; Graz, where every dose is 5, has no line and says so.
    expect(texts(scene).join(' ')).toMatch(/R² = 0\.\d{3}.*Too little spread to fit/);
    expect(panelMarks(scene)).toHaveLength(1);
    const error = refusal(() => draw(table([1, 1, 1, 5, 5, 5]), s));
    expect(error.reason).toBe('NO_SPREAD');
    expect(error.message).toContain('In the panel "Lyon"');
  });
});

describe('small multiples: every type that facets draws in every format, text clear of text', () => {
  const cases: Array<[string, string, ChartSpec]> = [
    ['scatter', 'mtcars.csv', spec('scatter', { x: 'wt', y: ['mpg'], group: 'am', facet: { column: 'cyl' } })],
    ['line', 'stocks.csv', spec('line', { x: 'date', y: ['price'], facet: { column: 'symbol' } })],
    ['timeseries', 'stocks.csv', spec('timeseries', { x: 'date', y: ['price'], facet: { column: 'symbol' } })],
    ['bar', 'penguins.csv', spec('bar', { x: 'species', y: ['body_mass_g'], errorBars: 'sem', facet: { column: 'island' } })],
    ['errorbar', 'ToothGrowth.csv', spec('errorbar', { x: 'dose', y: ['len'], group: 'supp', facet: { column: 'supp' } })],
    ['histogram', 'mtcars.csv', spec('histogram', { x: 'mpg', facet: { row: 'am', column: 'vs' } })],
    ['boxplot', 'penguins.csv', spec('boxplot', { x: 'species', y: ['flipper_length_mm'], facet: { column: 'sex' } })],
    ['violin', 'penguins.csv', spec('violin', { x: 'species', y: ['flipper_length_mm'], orientation: 'horizontal', facet: { row: 'island' } })],
    ['density', 'penguins.csv', spec('density', { y: ['body_mass_g'], group: 'species', facet: { column: 'island' } })],
    ['regression', 'mtcars.csv', spec('regression', { x: 'wt', y: ['mpg'], group: 'am', facet: { column: 'gear' } })],
    ['kaplan_meier', 'lab_survival_trial.csv', spec('kaplan_meier', { roles: { time: 'os_months', event: 'died' }, group: 'arm', facet: { column: 'stage' } })],
  ];

  test('the list covers every faceted type', () => {
    expect(cases.map(([type]) => type).sort()).toEqual([...FACETED_TYPES].sort());
  });

  const widths: Array<[JournalStyleName, FigureWidth]> = [
    ['science', 'single'],
    ['nature', 'single'],
    ['science', 'double'],
    ['plos', 'double'],
  ];
  test.each(cases.flatMap(([type, file, s]) => widths.map(([journal, width]) => [`${type} ${journal} ${width}`, file, s, journal, width] as const)))(
    '%s: no word over another or off the page; the figure keeps its width',
    async (_name, file, s, journal, width) => {
      const table = await data(file);
      const scene = draw(table, s, journal, width);
      expect(scene.width).toBeCloseTo(themeFor(journal, width, 'okabe_ito').width, 6);
      expect(scene.height).toBeLessThanOrEqual(themeFor(journal, width, 'okabe_ito').maxHeight + 1e-6);
      const page = pdfWords(await toPdf(scene));
      expect(wordsOffPage(page).map(describeWord)).toEqual([]);
      expect(overlappingWords(page).map(([a, b]) => `${describeWord(a)} over ${describeWord(b)}`)).toEqual([]);
    },
  );

  test('renderChart writes a faceted chart as PNG, PDF, TIFF and EPS', async () => {
    const mtcars = await data('mtcars.csv');
    const files = await renderChart(mtcars, spec('scatter', { x: 'wt', y: ['mpg'], facet: { column: 'cyl' } }), { journal: 'science', width: 'single', palette: 'okabe_ito' });
    expect(files.map((f) => f.format)).toEqual(['png', 'pdf', 'tiff', 'eps']);
    const words = pdfWords(files[1]!.bytes).words.map((w) => w.text);
    expect(words).toEqual(expect.arrayContaining(['cyl', '=', '4', '6', '8', 'wt', 'mpg']));
  });
});

describe('small multiples that are refused', () => {
  test('a chart type that cannot be faceted: FACET_NOT_AVAILABLE before a job exists and while drawing', async () => {
    const mtcars = await data('mtcars.csv');
    for (const type of ['pie', 'heatmap', 'sankey', 'forest'] as const) {
      const s = spec(type, { facet: { column: 'am' } });
      const problem = requestProblem(mtcars, s);
      expect(problem?.reason).toBe('FACET_NOT_AVAILABLE');
      expect(problem?.message).toContain(`The ${type} chart cannot be split into panels`);
      expect(problem?.message).toContain('scatter');
      expect(refusal(() => draw(mtcars, s)).reason).toBe('FACET_NOT_AVAILABLE');
    }
    await expect(renderChart(mtcars, spec('pie', { x: 'cyl', facet: { column: 'am' } }), { journal: 'default', width: 'single', palette: 'okabe_ito' })).rejects.toMatchObject({
      reason: 'FACET_NOT_AVAILABLE',
    });
  });

  test('a facet column the data lacks: COLUMN_NOT_FOUND, naming it and the data\'s columns', async () => {
    const mtcars = await data('mtcars.csv');
    const s = spec('scatter', { x: 'wt', y: ['mpg'], facet: { row: 'lab' } });
    const problem = requestProblem(mtcars, s);
    expect(problem?.reason).toBe('COLUMN_NOT_FOUND');
    expect(problem?.message).toContain('"lab"');
    expect(problem?.message).toContain('"cyl"');
    expect(refusal(() => draw(mtcars, s)).reason).toBe('COLUMN_NOT_FOUND');
  });

  test(`more than ${MAX_PANELS} panels: FACET_TOO_MANY_PANELS, counted over rows times columns`, async () => {
    const mtcars = await data('mtcars.csv');
    const byModel = spec('scatter', { x: 'wt', y: ['mpg'], facet: { column: 'model' } });
    expect(requestProblem(mtcars, byModel)?.reason).toBe('FACET_TOO_MANY_PANELS');
    expect(requestProblem(mtcars, byModel)?.message).toContain('"model" has 32 values: one panel for each would make 32 panels');
    expect(refusal(() => draw(mtcars, byModel)).reason).toBe('FACET_TOO_MANY_PANELS');
    // 3 cyl × 6 carb = 18 panels: allowed; carb by carb names one column twice.
    expect(requestProblem(mtcars, spec('scatter', { x: 'wt', y: ['mpg'], facet: { row: 'cyl', column: 'carb' } }))).toBeUndefined();
    expect(requestProblem(mtcars, spec('scatter', { x: 'wt', y: ['mpg'], facet: { row: 'carb', column: 'carb' } }))?.reason).toBe('FACET_SAME_COLUMN');
    const penguins = await data('penguins.csv');
    // Dozens of distinct flipper lengths times 3 islands: far too many.
    expect(requestProblem(penguins, spec('histogram', { x: 'body_mass_g', facet: { row: 'flipper_length_mm', column: 'island' } }))?.reason).toBe('FACET_TOO_MANY_PANELS');
  });

  test('panels too small to read at the figure\'s width are refused while drawing, and fit a wider figure', async () => {
    const mtcars = await data('mtcars.csv');
    const grid = spec('scatter', { x: 'wt', y: ['mpg'], facet: { row: 'am', column: 'carb' } });
    const error = refusal(() => draw(mtcars, grid, 'science', 'single'));
    expect(error.reason).toBe('FACET_TOO_MANY_PANELS');
    expect(error.message).toContain('57 mm');
    expect(frames(draw(mtcars, grid, 'plos', 'double'))).toHaveLength(12);
  });

  test('a valid facet is not a request problem', async () => {
    const penguins = await data('penguins.csv');
    expect(requestProblem(penguins, spec('boxplot', { x: 'species', y: ['flipper_length_mm'], facet: { row: 'sex', column: 'island' } }))).toBeUndefined();
    expect(requestProblem(penguins, spec('pie', { x: 'species' }))).toBeUndefined();
  });
});

describe('small multiples through the API', () => {
  function chart(key: string, request: string, file: string): Promise<Reply> {
    const form = new FormData();
    form.set('request', request);
    form.set('journal_style', 'science');
    form.set('figure_width', 'single');
    form.set('data', new Blob([new Uint8Array(readFileSync(join(DATA, file)))]), file);
    return call('/charts/generations', { key, body: form, idempotencyKey: randomUUID(), headers: { Prefer: 'wait=30' } });
  }

  test('a facet that cannot be drawn is refused before any job: 400 FACET_NOT_AVAILABLE / FACET_TOO_MANY_PANELS, field request, no credits used', async () => {
    const { key } = await newAccount({ credits: 500 });
    const pie = await chart(key, 'pie chart of cyl, facet by am', 'mtcars.csv');
    expect(pie.status).toBe(400);
    expect(pie.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { reason: 'FACET_NOT_AVAILABLE', field: 'request' } });
    const perCar = await chart(key, 'scatter of mpg against wt, facet by model', 'mtcars.csv');
    expect(perCar.status).toBe(400);
    expect(perCar.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { reason: 'FACET_TOO_MANY_PANELS', field: 'request' } });
    expect((await call('/jobs', { key })).body.data).toEqual([]);
    expect((await call('/credits', { key })).body).toMatchObject({ balance: 500, reserved: 0 });
  });

  test('"scatter of mpg against wt, one panel per cyl" is a job whose PDF has a strip per panel and one axis title each', async () => {
    const { key } = await newAccount({ credits: 500 });
    const reply = await chart(key, 'scatter of mpg against wt, one panel per cyl', 'mtcars.csv');
    const job = reply.body.status === 'succeeded' ? reply.body : await pollJob(key, reply.body.id, (j) => j.status === 'failed' || j.status === 'succeeded');
    expect(job.status).toBe('succeeded');
    const pdf = job.outputs.find((o: { format: string }) => o.format === 'pdf');
    const words = pdfWords((await call(pdf.download_url)).bytes).words.map((w) => w.text);
    expect(words.join(' ')).toContain('cyl = 4');
    expect(words.join(' ')).toContain('cyl = 6');
    expect(words.join(' ')).toContain('cyl = 8');
    expect(words.filter((w) => w === 'wt')).toHaveLength(1);
    expect(words.filter((w) => w === 'mpg')).toHaveLength(1);
  });
});
