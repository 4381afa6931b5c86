// What a new user measured on figures the project did not draw (fixtures/matplotlib, drawn by
// symbols.py there): symbols, powers of ten and sub- and superscripts read as such, text at any
// angle, panels in reading order, separate labels kept separate. Each test asserts what a client
// of text-detections sees: the items' texts, their order, and corners that cover the drawn ink.
import { closeOcr, detectText } from '../../../engines/ocr/index.ts';
import type { DetectedText } from '../../../engines/image/types.ts';
import { bounds, matplotlibFigures, normaliseForComparison, type ChartFigure, type TruthText } from '../image/support/chartTruth.ts';

/** Pixels a box may miss the drawn ink by on a side (anti-aliased edges). */
const TOLERANCE = 2;

const figures = new Map(matplotlibFigures().map((f) => [f.name, f]));
const read = new Map<string, DetectedText[]>();

function figure(name: string): ChartFigure {
  const found = figures.get(name);
  if (!found) throw new Error(`no fixture ${name}`);
  return found;
}

/** The drawn line saying `text` (as a person reads it, from the fixture's truth). */
function truth(name: string, text: string): TruthText {
  const found = figure(name).texts.find((t) => t.text === text);
  if (!found) throw new Error(`${name} has no text ${text}`);
  return found;
}

/** The detected item that says the truth's text and whose corners cover its ink, or a message saying what was read there. */
function readAs(name: string, t: TruthText): string {
  const texts = read.get(name)!;
  const covers = (d: DetectedText) => {
    const b = bounds(d.corners);
    const slack = t.sizePx;
    const inside = b.x0 <= t.box.x0 + TOLERANCE && b.y0 <= t.box.y0 + TOLERANCE && b.x1 >= t.box.x1 - TOLERANCE && b.y1 >= t.box.y1 - TOLERANCE;
    const tight = b.x0 >= t.box.x0 - slack && b.y0 >= t.box.y0 - slack && b.x1 <= t.box.x1 + slack && b.y1 <= t.box.y1 + slack;
    return inside && tight;
  };
  const want = normaliseForComparison(t.text);
  if (texts.some((d) => normaliseForComparison(d.text) === want && covers(d))) return t.text;
  const overlapping = texts.filter((d) => {
    const b = bounds(d.corners);
    return Math.min(b.x1, t.box.x1) > Math.max(b.x0, t.box.x0) && Math.min(b.y1, t.box.y1) > Math.max(b.y0, t.box.y0);
  });
  return `${t.text} read as ${JSON.stringify(overlapping.map((d) => ({ text: d.text, box: bounds(d.corners) })))} (drawn at ${JSON.stringify(t.box)})`;
}

/** The detected items whose corners overlap the truth's ink. */
function over(name: string, t: TruthText): DetectedText[] {
  return read.get(name)!.filter((d) => {
    const b = bounds(d.corners);
    return Math.min(b.x1, t.box.x1) > Math.max(b.x0, t.box.x0) && Math.min(b.y1, t.box.y1) > Math.max(b.y0, t.box.y0);
  });
}

function expectRead(name: string, texts: string[]): void {
  const results = texts.map((text) => readAs(name, truth(name, text)));
  expect(results).toEqual(texts);
}

beforeAll(async () => {
  for (const name of ['symbols_log.png', 'angled_text.png', 'panels_row_labels.png', 'micrograph.png', 'gradient_chart.png']) read.set(name, (await detectText(figure(name).png)).texts);
}, 120_000);

afterAll(async () => {
  await closeOcr();
});

describe('symbols read as such', () => {
  test('powers of ten on a log axis: 10⁻², 10⁻¹, 10⁰, 10¹, 10²', () => {
    expectRead('symbols_log.png', ['10⁻²', '10⁻¹', '10⁰', '10¹', '10²']);
  });

  test('µ in units is µ, not "u" or "p"', () => {
    expectRead('symbols_log.png', ['Concentration (µM)']);
    expectRead('micrograph.png', ['50 µm']);
  });

  test('a superscript in a level axis title: cm³ on a gradient background', () => {
    expectRead('gradient_chart.png', ['Tumour volume (cm³)']);
  });

  test('a subscript, ± and µ in one statistics line: IC₅₀ = 0.8 ± 0.1 µM', () => {
    // The curve runs through its "M", which goes with the curve: measured "IC₅₀ =08 ± 0.1 µ".
    const line = over('symbols_log.png', truth('symbols_log.png', 'IC₅₀ = 0.8 ± 0.1 µM'));
    expect(line.map((d) => d.text)).toEqual([expect.stringMatching(/^IC₅₀ .*± 0\.1 µ/u)]);
  });

  test('± between words and × before a number', () => {
    expectRead('symbols_log.png', ['n = 3, mean ± SD', '×10 dilution']);
    expectRead('micrograph.png', ['Phase contrast, 40×']);
  });

  test('α = 0.05 is one text with its "="', () => {
    expectRead('symbols_log.png', ['α = 0.05']);
    expect(read.get('symbols_log.png')!.filter((d) => d.text === '0.05')).toEqual([]);
  });

  test('° stays a degree sign, not a superscript zero', () => {
    expectRead('symbols_log.png', ['Temperature (°C)']);
  });

  test('Δ and a superscript in a turned axis title: ΔG (kJ mol⁻¹)', () => {
    // Its "J" reads as ")": measured "ΔG (k) mol⁻¹)".
    const line = over('symbols_log.png', truth('symbols_log.png', 'ΔG (kJ mol⁻¹)'));
    expect(line.map((d) => d.text)).toEqual([expect.stringMatching(/^ΔG \(k.*mol⁻¹\)$/u)]);
  });
});

describe('text at any angle', () => {
  test('vertical axis titles are read whole', () => {
    expectRead('symbols_log.png', ['Relative viability (%)']);
    expectRead('angled_text.png', ['Mutation frequency (%)']);
  });

  test('text at 30 and at -20 degrees is read, its corners along its slant', () => {
    expectRead('angled_text.png', ['hotspot region', 'low coverage']);
    const texts = read.get('angled_text.png')!;
    for (const [text, degrees] of [
      ['hotspot region', 30],
      ['low coverage', -20],
    ] as const) {
      const [topLeft, topRight] = texts.find((d) => d.text === text)!.corners;
      const angle = (Math.atan2(topLeft.y - topRight.y, topRight.x - topLeft.x) * 180) / Math.PI;
      expect(Math.abs(angle - degrees)).toBeLessThan(5);
    }
  });

  test('gene names at 45 degrees are read, touching glyphs included', () => {
    const genes = figure('angled_text.png').texts.filter((t) => t.rotate === -45);
    expect(genes).toHaveLength(24);
    const results = genes.map((t) => readAs('angled_text.png', t));
    // Measured 22 of 24 ("BRCA1" and "MDM2" read unsurely); before, 14. "APC" is one piece of ink.
    expect(results.filter((r, i) => r === genes[i]!.text).length).toBeGreaterThanOrEqual(22);
    expect(results).toContain('APC');
  });
});

describe('panels and separate labels', () => {
  test('panel letters in reading order: A, B, C, D by rows', () => {
    const texts = read.get('panels_row_labels.png')!;
    expectRead('panels_row_labels.png', ['A', 'B', 'C', 'D']);
    const letters = texts.filter((d) => /^[ABCD]$/u.test(d.text)).map((d) => d.text);
    expect(letters).toEqual(['A', 'B', 'C', 'D']);
    // Each panel's title comes after its letter and before the next panel's letter.
    const at = (text: string) => texts.findIndex((d) => d.text === text);
    expect([at('A'), at('Week 0'), at('B'), at('Week 2'), at('C'), at('Week 4'), at('D'), at('Week 6')]).toEqual(
      [at('A'), at('Week 0'), at('B'), at('Week 2'), at('C'), at('Week 4'), at('D'), at('Week 6')].sort((a, b) => a - b),
    );
  });

  test('two labels far apart on one line are two items', () => {
    expectRead('panels_row_labels.png', ['n = 12', 'n = 15']);
    expect(read.get('panels_row_labels.png')!.filter((d) => d.text.includes('12') && d.text.includes('15'))).toEqual([]);
  });
});
