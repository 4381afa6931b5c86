// The OCR engine read back on figures drawn in the test: what it says, where (boxes against
// where the ink was drawn), in which order, turned titles, other formats, and the warm worker.
import sharp from 'sharp';
import { closeOcr, detectText } from '../../../engines/ocr/index.ts';
import type { DetectedText, Point } from '../../../engines/image/types.ts';
import { bounds as boundsOf, chartFigure, matplotlibFigures, normaliseForComparison, scoreLines, type ChartFigure } from '../image/support/chartTruth.ts';
import { twoPanelFigure } from '../../support/figures.ts';
import { textImage, textInkBoxes, type InkBox, type TextImageSpec } from '../../support/textImage.ts';

const TOLERANCE = 3;

const figure = twoPanelFigure(
  { letter: 'A', title: 'Growth of strain WT', yTitle: 'Optical density', xTitle: 'Time (hours)' },
  { letter: 'B', title: 'Growth of mutant', yTitle: 'Relative yield', xTitle: 'Dose (mg)' },
);

function bounds(corners: Point[]): InkBox {
  return { x0: Math.min(...corners.map((c) => c.x)), y0: Math.min(...corners.map((c) => c.y)), x1: Math.max(...corners.map((c) => c.x)), y1: Math.max(...corners.map((c) => c.y)) };
}

function near(a: InkBox, b: InkBox): boolean {
  return Math.abs(a.x0 - b.x0) <= TOLERANCE && Math.abs(a.y0 - b.y0) <= TOLERANCE && Math.abs(a.x1 - b.x1) <= TOLERANCE && Math.abs(a.y1 - b.y1) <= TOLERANCE;
}

/** Tesseract reads "p < 0.05" as the one word "p<0.05": spaces beside symbols are not compared. */
const same = (a: string, b: string) => a.replace(/\s*([<>=±])\s*/g, '$1') === b.replace(/\s*([<>=±])\s*/g, '$1');

/** The detected text that says `text` at the drawn box, or undefined. */
function findAt(texts: DetectedText[], text: string, box: InkBox): DetectedText | undefined {
  return texts.find((t) => same(t.text, text) && near(bounds(t.corners), box));
}

let figurePng: Buffer;
let figureBoxes: InkBox[];

beforeAll(async () => {
  figurePng = await textImage(figure);
  figureBoxes = await textInkBoxes(figure);
});

afterAll(async () => {
  await closeOcr();
});

test('known words are found where they were drawn, one text per label line', async () => {
  const spec: TextImageSpec = {
    width: 640,
    height: 240,
    texts: [
      { text: 'Mean expression level', x: 40, y: 50, size: 22 },
      { text: 'Control', x: 40, y: 120, size: 14 },
      { text: 'Treated 24 h', x: 300, y: 120, size: 14, weight: 'bold' },
      { text: 'p < 0.05', x: 40, y: 190, size: 12, fill: '#c0392b' },
      { text: 'n = 12', x: 480, y: 200, size: 16 },
    ],
  };
  const result = await detectText(await textImage(spec));
  expect([result.width, result.height]).toEqual([640, 240]);
  const boxes = await textInkBoxes(spec);
  spec.texts.forEach((drawn, i) => {
    const found = findAt(result.texts, drawn.text, boxes[i] as InkBox);
    const seen = result.texts.map((t) => ({ text: t.text, box: bounds(t.corners) }));
    expect(found ? 'found' : `"${drawn.text}" at ${JSON.stringify(boxes[i])} not in ${JSON.stringify(seen)}`).toBe('found');
  });
  expect(result.texts.map((t) => t.index)).toEqual(result.texts.map((_, i) => i));
  // Corners run clockwise from the top-left for horizontal text.
  const [tl, tr, br, bl] = (result.texts[0] as DetectedText).corners;
  expect(tl.x).toBeLessThan(tr.x);
  expect(tr.y).toBeLessThan(br.y);
  expect(bl.x).toBeLessThan(br.x);
});

test("a two-panel figure reads panel A's labels before panel B's, tick labels left to right", async () => {
  const result = await detectText(figurePng);
  const indexOf = (i: number) => {
    const drawn = figure.texts[i];
    const found = drawn && findAt(result.texts, drawn.text, figureBoxes[i] as InkBox);
    if (!found) throw new Error(`"${drawn?.text}" not found: ${JSON.stringify(result.texts.map((t) => t.text))}`);
    return found.index;
  };
  const a = figure.panelA.map((_, i) => indexOf(i));
  const b = figure.panelB.map((_, i) => indexOf(figure.panelA.length + i));
  expect(result.texts).toHaveLength(figure.texts.length);
  expect(Math.max(...a)).toBeLessThan(Math.min(...b));
  // x tick labels 0..40 (drawn as texts 4..8 of each panel) in reading order.
  const ticks = a.slice(4, 9);
  expect([...ticks].sort((x, y) => x - y)).toEqual(ticks);
  expect(new Set(result.texts.map((t) => t.text))).toEqual(new Set(figure.texts.map((t) => t.text)));
});

test('a y-axis title turned 90 degrees is found with a tall box whose first corner is its own top-left', async () => {
  const result = await detectText(figurePng);
  for (const i of [2, figure.panelA.length + 2]) {
    const drawn = figure.texts[i];
    const found = drawn && findAt(result.texts, drawn.text, figureBoxes[i] as InkBox);
    expect(found?.text).toBe(drawn?.text);
    const box = bounds(found!.corners);
    expect(box.y1 - box.y0).toBeGreaterThan(4 * (box.x1 - box.x0));
    // It reads upwards: the text's top-left is the box's bottom-left, then clockwise in its frame.
    expect(found!.corners).toEqual([
      { x: box.x0, y: box.y1 },
      { x: box.x0, y: box.y0 },
      { x: box.x1, y: box.y0 },
      { x: box.x1, y: box.y1 },
    ]);
  }
});

test('text in a JPEG and in a WebP is read', async () => {
  const spec: TextImageSpec = { width: 420, height: 140, texts: [{ text: 'Survival probability', x: 30, y: 60, size: 20 }, { text: 'Days after treatment', x: 30, y: 110, size: 14 }] };
  const png = await textImage(spec);
  const boxes = await textInkBoxes(spec);
  for (const bytes of [await sharp(png).jpeg({ quality: 80 }).toBuffer(), await sharp(png).webp({ quality: 80 }).toBuffer()]) {
    const result = await detectText(bytes);
    expect(result.texts.map((t) => t.text)).toEqual(spec.texts.map((t) => t.text));
    spec.texts.forEach((t, i) => expect(findAt(result.texts, t.text, boxes[i] as InkBox)).toBeDefined());
  }
});

test("a JPEG's EXIF orientation is applied first: sizes and boxes are the upright picture's", async () => {
  const spec: TextImageSpec = { width: 360, height: 120, texts: [{ text: 'Upright label', x: 30, y: 70, size: 24 }] };
  const upright = await textImage(spec);
  // Stored turned a quarter anticlockwise, with the EXIF tag (6) that tells viewers to turn it back.
  const stored = await sharp(upright).rotate(270).jpeg({ quality: 90 }).withMetadata({ orientation: 6 }).toBuffer();
  const result = await detectText(stored);
  expect([result.width, result.height]).toEqual([360, 120]);
  expect(findAt(result.texts, 'Upright label', (await textInkBoxes(spec))[0] as InkBox)).toBeDefined();
});

test('an image without text gives no texts: blank, and axes with ticks and bars', async () => {
  const blank = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ffffff' } }).png().toBuffer();
  expect(await detectText(blank)).toEqual({ width: 300, height: 200, texts: [] });
  const shapesOnly = await textImage({
    width: 400,
    height: 300,
    texts: [],
    shapes:
      '<path d="M40 20 V260 H380" stroke="#000" fill="none" stroke-width="1.5"/>' +
      [80, 140, 200, 260, 320].map((x) => `<path d="M${x} 260 v6" stroke="#000"/><rect x="${x - 15}" y="${120 + (x % 7) * 10}" width="30" height="${140 - (x % 7) * 10}" fill="#4c72b0"/>`).join(''),
  });
  expect((await detectText(shapesOnly)).texts).toEqual([]);
});

test('the warm worker serves concurrent calls, and a call after closeOcr starts a new one', async () => {
  const spec: TextImageSpec = { width: 300, height: 80, texts: [{ text: 'Reused worker', x: 20, y: 50, size: 22 }] };
  const png = await textImage(spec);
  const [first, second] = await Promise.all([detectText(png), detectText(png)]);
  expect(first.texts.map((t) => t.text)).toEqual(['Reused worker']);
  expect(second).toEqual(first);
  await closeOcr();
  expect(await detectText(png)).toEqual(first);
});

test('undecodable bytes are refused with an engine reason', async () => {
  await expect(detectText(Buffer.from('not an image'))).rejects.toMatchObject({ name: 'EngineError', reason: 'IMAGE_UNREADABLE' });
});

describe("our chart engine's own figures, read against their scenes' texts", () => {
  // Science's single column at 300 dpi; the texts are the scene's text nodes (support/chartTruth.ts).
  const types = ['confusion_matrix', 'forest', 'bar', 'regression', 'heatmap'] as const;
  const read = new Map<string, { figure: ChartFigure; texts: DetectedText[] }>();
  const get = (type: (typeof types)[number]) => read.get(type)!;
  const saying = (texts: DetectedText[], text: string) => texts.filter((t) => normaliseForComparison(t.text) === normaliseForComparison(text));

  beforeAll(async () => {
    for (const type of types) {
      const figure = await chartFigure(type, 'science', 'single', 300);
      read.set(type, { figure, texts: (await detectText(figure.png)).texts });
    }
  }, 120_000);

  test('nearly every line is read exactly, with a box on its ink', () => {
    const scores = types.flatMap((type) => scoreLines(get(type).figure.texts, get(type).texts));
    const readLines = scores.filter((s) => s.match);
    const missed = scores.filter((s) => !s.match).map((s) => s.truth.text);
    // Measured: 138 of 146 (0.95). Missed: "I²" read as "12", "±" in a turned title read as "+",
    // "−4.00," dropped from a statistics line, and an equation drawn over a marker.
    expect({ recall: readLines.length / scores.length >= 0.88, missed }).toEqual({ recall: true, missed: expect.any(Array) });
    const errors = readLines.map((s) => s.boxError as number).sort((a, b) => a - b);
    expect(errors[Math.floor(errors.length / 2)]).toBeLessThanOrEqual(2);
  });

  test('a confusion matrix: the statistics line whole with its symbols, titles with theirs, row labels apart from cells', () => {
    const { texts } = get('confusion_matrix');
    // κ may read as k (the comparison accepts either).
    expect(saying(texts, 'Accuracy = 0.893, κ = 0.840, n = 150')).toHaveLength(1);
    expect(saying(texts, 'Row %')).toHaveLength(1);
    expect(saying(texts, 'Predicted')).toHaveLength(1);
    expect(saying(texts, 'healthy')).toHaveLength(2);
    expect(saying(texts, '90.0%')).toHaveLength(2);
  });

  test('white text on a dark cell is read, boxed on its own glyphs', () => {
    const { figure, texts } = get('confusion_matrix');
    const drawn = figure.texts.filter((t) => t.text === '45');
    expect(drawn).toHaveLength(2);
    for (const t of drawn) {
      const found = saying(texts, '45').find((d) => near(boundsOf(d.corners), t.box));
      expect(found ? 'found' : `45 at ${JSON.stringify(t.box)} not in ${JSON.stringify(saying(texts, '45').map((d) => boundsOf(d.corners)))}`).toBe('found');
    }
  });

  test('a forest plot: intervals with minus signs and brackets, each estimate whole, column headers apart', () => {
    const { texts } = get('forest');
    for (const text of ['[−2.60, −0.09]', '−0.79', '[−2.01, 0.23]', '[−1.72, −1.16]', 'estimate', '[95% CI]', 'Weight', '10.1%', 'effects (DL)']) {
      expect(saying(texts, text).length > 0 ? text : `${text} not in ${JSON.stringify(texts.map((t) => t.text))}`).toBe(text);
    }
  });

  test("a regression's statistics and a heatmap's labels", () => {
    const regression = get('regression').texts.map((t) => normaliseForComparison(t.text));
    // Its start ("y = 0.571x") is drawn over a marker and touching the x axis: read only at some widths.
    expect(regression.some((t) => t.includes('96.1,') && t.endsWith('=0.251'))).toBe(true);
    const heatmap = get('heatmap').texts.map((t) => normaliseForComparison(t.text));
    for (const label of ['geneA', 'geneB', 'geneC', 'S1', 'S2']) expect(heatmap).toContain(label);
  });
});

describe('figures made by matplotlib (fixtures/matplotlib: default, ggplot and seaborn-like styles, PNG and JPEG)', () => {
  const figures = matplotlibFigures();
  const read = new Map<string, DetectedText[]>();
  const textsOf = (name: string) => read.get(name)!;
  const saying = (texts: DetectedText[], text: string) => texts.filter((t) => normaliseForComparison(t.text) === normaliseForComparison(text));

  beforeAll(async () => {
    for (const figure of figures) read.set(figure.name, (await detectText(figure.png)).texts);
  }, 120_000);

  test('nearly every line is read exactly, with a box on its ink, and markers are not read as text', () => {
    const scores = figures.flatMap((f) => scoreLines(f.texts, textsOf(f.name)));
    const readLines = scores.filter((s) => s.match);
    // Measured: 298 of 304 (0.98) over thirteen figures. Missed: "z-score" turned on a colour bar,
    // "−3" at 100 dpi in JPEG, "BRCA1" and "MDM2" at 45 degrees, "IC₅₀ = 0.8 ± 0.1 µM" (a curve
    // through its "M") and "ΔG (kJ mol⁻¹)" (its "J" read as ")").
    expect(readLines.length / scores.length).toBeGreaterThanOrEqual(0.96);
    const errors = readLines.map((s) => s.boxError as number).sort((a, b) => a - b);
    expect(errors[Math.floor(errors.length / 2)]).toBeLessThanOrEqual(1);
    // Texts that read no drawn line (a legend's swatch read as "—e—", the two lines above): measured 6 over the thirteen figures.
    const extra = figures.flatMap((f) => {
      const matched = new Set(scoreLines(f.texts, textsOf(f.name)).map((s) => s.match));
      return textsOf(f.name).filter((t) => !matched.has(t)).map((t) => `${f.name}: ${t.text}`);
    });
    expect(extra.length).toBeLessThanOrEqual(8);
  });

  test('ggplot: grey labels on a grey panel without their tick marks, the title whole', () => {
    const texts = textsOf('ggplot_bars.png');
    for (const text of ['Gene expression by tissue', 'Kidney', 'Brain', 'mRNA level (a.u.)', '0', '5', 'Knockout']) {
      expect(saying(texts, text).length > 0 ? text : `${text} not in ${JSON.stringify(texts.map((t) => t.text))}`).toBe(text);
    }
    expect(texts.filter((t) => /\d-$/u.test(t.text))).toEqual([]);
  });

  test('a JPEG on a tinted ground: minus signs, legend entries, and no scatter markers read', () => {
    const texts = textsOf('two_panels.jpg');
    for (const text of ['k = 0.2', 'k = 0.35', 'k = 0.5', 'PC1 (32%)', 'Concentration (ng/mL)']) expect(saying(texts, text)).toHaveLength(1);
    expect(saying(texts, '−2')).toHaveLength(2);
    expect(texts.filter((t) => t.text.startsWith('='))).toEqual([]);
    expect(texts.filter((t) => ['oe', '%e', '[1]'].includes(t.text))).toEqual([]);
  });

  test("a heatmap's column labels are separate texts", () => {
    const texts = textsOf('heatmap.png');
    const columns = ['S1', 'S2', 'S3', 'S4', 'S6', 'S7', 'S8'].filter((label) => saying(texts, label).length === 1);
    expect(columns.length).toBeGreaterThanOrEqual(6);
    expect(texts.filter((t) => /S\d S\d/u.test(t.text))).toEqual([]);
  });

  test('labels turned 45 degrees are read, with corners along their slant', () => {
    const texts = textsOf('rotated_bars.png');
    for (const name of ['Escherichia', 'Bacillus', 'Listeria', 'Salmonella', 'Vibrio', 'Klebsiella']) {
      const [found] = saying(texts, name);
      expect(found ? name : `${name} not in ${JSON.stringify(texts.map((t) => t.text))}`).toBe(name);
      // Its top edge climbs to the right as the text does, about as much as it runs.
      const [topLeft, topRight] = found!.corners;
      const run = topRight.x - topLeft.x;
      const climb = topLeft.y - topRight.y;
      expect(climb).toBeGreaterThan(0.7 * run);
      expect(climb).toBeLessThan(1.4 * run);
    }
  });
});
