// replace_text on figures the project did not draw (matplotlib's, with the truth about every
// text: fixtures/matplotlib/*.json), detected by the real OCR as the API does. What a client
// sees in the output PNG: the new label as high as the old one (never shrunk to the old width),
// at the old angle, at the edge its neighbours share (a legend's left edges, a y axis' right
// edges, a tick's centre, a turned tick label's end), nothing else changed; and a text with no
// room refused, naming the label and the pixels it needs.
import { readFileSync } from 'node:fs';
import { replaceText } from '../../../engines/image/edit/replaceText.ts';
import { closeOcr, detectText } from '../../../engines/ocr/index.ts';
import { decodeImage, type Raster } from '../../../engines/shared/raster.ts';
import type { TextDetectionResult } from '../../../engines/image/types.ts';
import { changedPixels, erasedLabel, inkBox, inkTest, redrawnLabel, type InkBox, type Rect, type Rgb } from './support/labelInk.ts';

const FIXTURES = new URL('./fixtures/matplotlib/', import.meta.url);

interface TruthText {
  text: string;
  box: Rect;
  /** Degrees anticlockwise, as matplotlib has it. */
  rotate: number;
  sizePx: number;
}

interface Figure {
  name: string;
  bytes: Buffer;
  raster: Raster;
  truth: TruthText[];
  detection: TextDetectionResult;
  /** Whether a pixel is label ink, in the figure's text colour on its background. */
  ink: (rgb: Rgb) => boolean;
}

const WHITE: Rgb = [255, 255, 255];
/** The labels' colour and what is around them, from make.py's styles. */
const STYLES: Record<string, { text: Rgb; background: Rgb }> = {
  'whitegrid_lines.png': { text: [0x26, 0x26, 0x26], background: WHITE }, // seaborn whitegrid: ".15"
  'ggplot_bars.png': { text: [0x55, 0x55, 0x55], background: [0xf2, 0xef, 0xe6] }, // ggplot's tick labels, the figure's face colour
  'rotated_bars.png': { text: [0, 0, 0], background: WHITE },
  'angled_text.png': { text: [0, 0, 0], background: WHITE },
  'scatter_legend.jpg': { text: [0, 0, 0], background: WHITE },
};

const figures = new Map<string, Figure>();

async function figure(name: string): Promise<Figure> {
  const cached = figures.get(name);
  if (cached) return cached;
  const bytes = readFileSync(new URL(name, FIXTURES));
  const truth = JSON.parse(readFileSync(new URL(name.replace(/\.(png|jpg)$/, '.json'), FIXTURES), 'utf8')).texts as TruthText[];
  const { text, background } = STYLES[name]!;
  const made: Figure = { name, bytes, raster: await decodeImage(bytes), truth, detection: await detectText(bytes), ink: inkTest(text, background) };
  figures.set(name, made);
  return made;
}

const truthOf = (f: Figure, text: string) => {
  const found = f.truth.find((t) => t.text === text);
  if (!found) throw new Error(`${f.name} has no text "${text}"`);
  return found;
};

function indexOf(f: Figure, text: string): number {
  const found = f.detection.texts.find((t) => t.text === text);
  if (!found) throw new Error(`OCR did not read "${text}" in ${f.name}: ${JSON.stringify(f.detection.texts.map((t) => t.text))}`);
  return found.index;
}

async function edit(f: Figure, replacements: Record<string, string>): Promise<Raster> {
  const out = await replaceText({
    operation: 'replace_text',
    image: f.bytes,
    detection: f.detection,
    replacements: Object.entries(replacements).map(([old, text]) => ({ index: indexOf(f, old), text })),
  });
  return decodeImage(out.bytes);
}

/** SVG's clockwise angle of a matplotlib text. */
const angleOf = (t: TruthText) => -t.rotate;
const grown = (r: Rect, by: number): Rect => ({ x0: r.x0 - by, y0: r.y0 - by, x1: r.x1 + by, y1: r.y1 + by });

/** The old label's ink (from the source) and the new one's (from the output), in the old label's frame. */
function oldAndNew(f: Figure, after: Raster, oldText: string, tolerance = 8): { old: InkBox; now: InkBox; angle: number } {
  const t = truthOf(f, oldText);
  const angle = angleOf(t);
  const old = erasedLabel(f.raster, after, grown(t.box, 2), angle, f.ink, tolerance);
  if (!old) throw new Error(`"${oldText}" was not changed`);
  const now = redrawnLabel(f.raster, after, old, angle, f.ink, tolerance);
  if (!now) throw new Error(`nothing was drawn in place of "${oldText}"`);
  return { old, now, angle };
}

const height = (b: InkBox) => b.t1 - b.t0 + 1;
const middle = (b: InkBox) => (b.s0 + b.s1) / 2;

/**
 * The same height within a few percent (a pixel on small text), as a reader would judge. Across
 * a label turned 45°, pixel middles lie half a diagonal apart, and either edge may be one off.
 */
function expectSameHeight(now: InkBox, old: InkBox, angle = 0): void {
  const grain = angle % 90 === 0 ? 1 : Math.SQRT2 + 1e-6;
  expect(Math.abs(height(now) - height(old))).toBeLessThanOrEqual(Math.max(grain, 0.06 * height(old)));
}

/** The new ink lies in the old label's band: same baseline, same angle. */
function expectSameLine(now: InkBox, old: InkBox): void {
  expect(Math.abs(now.t0 - old.t0)).toBeLessThanOrEqual(1);
  expect(Math.abs(now.t1 - old.t1)).toBeLessThanOrEqual(1);
}

/** Every pixel that changed lies in the old label's box or the new label's, grown by a few pixels (the erased fringe, anti-aliasing). */
function expectOnlyLabelsChanged(before: Raster, after: Raster, labels: Array<{ old: InkBox; now: InkBox; angle: number }>, tolerance = 0): void {
  const stray: Array<[number, number]> = [];
  for (const index of changedPixels(before, after, tolerance)) {
    const x = index % before.width;
    const y = (index - x) / before.width;
    const inside = labels.some(({ old, now, angle }) => {
      const a = (angle * Math.PI) / 180;
      const s = (x + 0.5) * Math.cos(a) + (y + 0.5) * Math.sin(a);
      const t = -(x + 0.5) * Math.sin(a) + (y + 0.5) * Math.cos(a);
      return [old, now].some((b) => s >= b.s0 - 3 && s <= b.s1 + 3 && t >= b.t0 - 3 && t <= b.t1 + 3);
    });
    if (!inside) stray.push([x, y]);
  }
  expect(stray.slice(0, 5)).toEqual([]);
}

afterAll(async () => {
  await closeOcr();
});

describe('a longer text keeps the old size and grows as its alignment allows', () => {
  it('a title four times as long: same height, same centre (whitegrid_lines.png)', async () => {
    const f = await figure('whitegrid_lines.png');
    const after = await edit(f, { 'Cell viability': 'Cell viability of HeLa cells after treatment' });
    const label = oldAndNew(f, after, 'Cell viability');
    expectSameHeight(label.now, label.old);
    expectSameLine(label.now, label.old);
    expect(Math.abs(middle(label.now) - middle(label.old))).toBeLessThanOrEqual(1.5);
    expect(label.now.s1 - label.now.s0).toBeGreaterThan(2.5 * (label.old.s1 - label.old.s0));
    expectOnlyLabelsChanged(f.raster, after, [label]);
    expect((await detectText(await png(after))).texts.map((t) => t.text)).toContain('Cell viability of HeLa cells after treatment');
  });

  it('a centred tick label stays centred on its tick at its size (ggplot_bars.png)', async () => {
    const f = await figure('ggplot_bars.png');
    const after = await edit(f, { Kidney: 'Kidney cortex' });
    const label = oldAndNew(f, after, 'Kidney');
    expectSameHeight(label.now, label.old);
    expectSameLine(label.now, label.old);
    expect(Math.abs(middle(label.now) - middle(label.old))).toBeLessThanOrEqual(1.5);
    expectOnlyLabelsChanged(f.raster, after, [label]);
  });

  it('a y tick label stays right-aligned with the column (whitegrid_lines.png)', async () => {
    const f = await figure('whitegrid_lines.png');
    const after = await edit(f, { '80': '80.5' });
    const label = oldAndNew(f, after, '80');
    expectSameHeight(label.now, label.old);
    for (const other of ['60', '40', '100']) {
      const ink = inkBox(after, grown(truthOf(f, other).box, 1), 0, f.ink)!;
      expect(Math.abs(label.now.s1 - ink.s1)).toBeLessThanOrEqual(1.5);
    }
    expect(label.now.s0).toBeLessThan(label.old.s0 - 8);
  });
});

describe('labels turned 45° keep their size, angle and end at the tick', () => {
  it.each([
    ['rotated_bars.png', 'Vibrio', 'Vibrio fischeri'],
    ['rotated_bars.png', 'Listeria', 'Listerella'],
    ['angled_text.png', 'EGFR', 'EGFRvIII'],
    ['angled_text.png', 'CDK4', 'CDK4/6'],
  ])('%s: "%s" becomes "%s"', async (name, oldText, newText) => {
    const f = await figure(name);
    const after = await edit(f, { [oldText]: newText });
    const label = oldAndNew(f, after, oldText);
    expectSameHeight(label.now, label.old, label.angle);
    expectSameLine(label.now, label.old);
    // matplotlib set them ha="right": the end at the tick stays, the text grows away from it.
    expect(Math.abs(label.now.s1 - label.old.s1)).toBeLessThanOrEqual(1.5);
    expectOnlyLabelsChanged(f.raster, after, [label]);
  });
});

describe('a legend entry stays aligned with the entries above and below it', () => {
  it('whitegrid_lines.png: "Drug A" becomes "Drug" and keeps the left edge of "Control" and "Drug B"', async () => {
    const f = await figure('whitegrid_lines.png');
    const after = await edit(f, { 'Drug A': 'Drug' });
    const label = oldAndNew(f, after, 'Drug A');
    expectSameHeight(label.now, label.old);
    for (const other of ['Control', 'Drug B']) {
      const ink = inkBox(after, grown(truthOf(f, other).box, 1), 0, f.ink)!;
      expect(Math.abs(label.now.s0 - ink.s0)).toBeLessThanOrEqual(1.5);
    }
    expectOnlyLabelsChanged(f.raster, after, [label]);
  });

  it('scatter_legend.jpg (a JPEG): "cluster 2" becomes "tumour" at the left edge of "cluster 1" and "cluster 3"', async () => {
    const f = await figure('scatter_legend.jpg');
    const after = await edit(f, { 'cluster 2': 'tumour' });
    // The output is a JPEG again: every pixel moves a little, the labels a lot.
    const label = oldAndNew(f, after, 'cluster 2', 40);
    expect(Math.abs(label.now.t1 - label.old.t1)).toBeLessThanOrEqual(1);
    for (const other of ['cluster 1', 'cluster 3']) {
      const ink = inkBox(after, grown(truthOf(f, other).box, 1), 0, f.ink)!;
      expect(Math.abs(label.now.s0 - ink.s0)).toBeLessThanOrEqual(1.5);
    }
  });
});

describe('a text with no room is refused, never shrunk', () => {
  it.each([
    ['scatter_legend.jpg', 'cluster 2', 'cluster 2 (n = 48 cells)', 'after its end (right)', 'other ink'],
    ['rotated_bars.png', 'Listeria', 'Listeria monocytogenes', 'before its start (down and left)', 'the edge of the image'],
    ['whitegrid_lines.png', 'Control', 'Control (vehicle only)', 'after its end (right)', 'other ink'],
  ])('%s: "%s" as "%s"', async (name, oldText, newText, where, stop) => {
    const f = await figure(name);
    const index = indexOf(f, oldText);
    const failure = replaceText({ operation: 'replace_text', image: f.bytes, detection: f.detection, replacements: [{ index, text: newText }] });
    await expect(failure).rejects.toMatchObject({ reason: 'TEXT_DOES_NOT_FIT' });
    const message = await failure.catch((e: Error) => e.message);
    expect(message).toContain(`Text ${index} ("${oldText}")`);
    expect(message).toMatch(new RegExp(`needs \\d+ px ${where.replace(/[()]/g, '\\$&')} and \\d+ px are free there before ${stop}`));
  });
});

async function png(r: Raster): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp(r.data, { raw: { width: r.width, height: r.height, channels: 4 } }).png().toBuffer();
}

