// replace_text (engines/image/edit/replaceText.ts): a misspelt label is erased from what is behind
// it and redrawn; OCR reads the new words and not the old, the plot line behind is whole again,
// the colour and the angle are kept.
import { closeOcr, detectText } from '../../../engines/ocr/index.ts';
import { replaceText } from '../../../engines/image/edit/replaceText.ts';
import { decodeImage, type Raster } from '../../../engines/shared/raster.ts';
import type { TextDetectionResult } from '../../../engines/image/types.ts';
import { textImage, type TextImageSpec } from '../../support/textImage.ts';

const LABEL_RED = [0xc0, 0x39, 0x2b];

// A plot: axes, a blue data line passing behind a red annotation, a grey gridline under a
// black label, and a bold y-axis title reading upwards.
const spec: TextImageSpec = {
  width: 420,
  height: 300,
  shapes:
    `<path d="M60 20 V250 H400" stroke="#000" fill="none" stroke-width="1.5"/>` +
    `<polyline points="60,150 400,100" stroke="#1f77b4" stroke-width="2" fill="none"/>` +
    `<path d="M60 207.5 H400" stroke="#bbbbbb"/>`,
  texts: [
    { text: 'Temprature', x: 150, y: 120, size: 20, fill: '#c0392b' },
    { text: 'Contrl', x: 250, y: 205, size: 16 },
    { text: 'Time (s)', x: 230, y: 285, size: 16, anchor: 'middle' },
    { text: 'Signal intensity', x: 30, y: 135, size: 16, rotate: -90, anchor: 'middle', weight: 'bold' },
  ],
};

/** y of the blue line at x (it runs from (60,150) to (400,100)). */
const lineY = (x: number) => 150 - ((x - 60) * 50) / 340;

const rgbAt = (r: Raster, x: number, y: number) => {
  const p = (y * r.width + x) * 4;
  return [r.data[p]!, r.data[p + 1]!, r.data[p + 2]!];
};

function indexOf(detection: TextDetectionResult, word: string): number {
  const found = detection.texts.find((t) => t.text.includes(word));
  if (!found) throw new Error(`OCR did not find "${word}" in ${JSON.stringify(detection.texts.map((t) => t.text))}`);
  return found.index;
}

describe('replaceText', () => {
  let source: Buffer;
  let detection: TextDetectionResult;
  let before: Raster;
  let after: Raster;
  let reread: TextDetectionResult;

  beforeAll(async () => {
    source = await textImage(spec);
    detection = await detectText(source);
    const out = await replaceText({
      operation: 'replace_text',
      image: source,
      detection,
      replacements: [
        { index: indexOf(detection, 'Temprature'), text: 'Temperature' },
        { index: indexOf(detection, 'Contrl'), text: 'Control' },
        { index: indexOf(detection, 'Signal'), text: 'Response' },
      ],
    });
    expect(out.format).toBe('png');
    before = await decodeImage(source);
    after = await decodeImage(out.bytes);
    reread = await detectText(out.bytes);
  });

  afterAll(async () => {
    await closeOcr();
  });

  it('says the new words and not the old', () => {
    const texts = reread.texts.map((t) => t.text);
    expect(texts.some((t) => t.startsWith('Temperatur'))).toBe(true);
    expect(texts).toContain('Control');
    expect(texts).toContain('Response');
    expect(texts.some((t) => t.includes('Temprature') || t.includes('Contrl') || t.includes('Signal'))).toBe(false);
    expect(texts).toContain('Time (s)'); // untouched
    expect([after.width, after.height]).toEqual([before.width, before.height]);
  });

  it('leaves the plot line and the gridline behind the labels whole', () => {
    for (let x = 140; x <= 262; x++) {
      const y = Math.round(lineY(x));
      const rows = [y - 1, y, y + 1].map((yy) => rgbAt(after, x, yy));
      // Blue line, or the new red text drawn over it: never a white gap.
      expect(rows.some((rgb) => Math.min(...rgb) < 170)).toBe(true);
    }
    for (let x = 245; x <= 300; x++) {
      const grid = rgbAt(after, x, 207);
      expect(Math.abs(grid[0]! - 0xbb)).toBeLessThan(30);
    }
  });

  it('draws in the old colour, on the old baseline, and keeps the rotation', () => {
    const box = reread.texts.find((t) => t.text.startsWith('Temperatur'))!.corners;
    const reds: number[][] = [];
    for (let y = box[0].y; y < box[2].y; y++) {
      for (let x = box[0].x; x < box[2].x; x++) {
        const rgb = rgbAt(after, x, y);
        if (rgb[0]! - rgb[2]! > 100) reds.push(rgb);
      }
    }
    expect(reds.length).toBeGreaterThan(100);
    const darkest = reds.sort((a, b) => a[0]! + a[1]! + a[2]! - (b[0]! + b[1]! + b[2]!)).slice(0, 30);
    const mean = [0, 1, 2].map((c) => darkest.reduce((s, rgb) => s + rgb[c]!, 0) / darkest.length);
    mean.forEach((v, c) => expect(Math.abs(v - LABEL_RED[c]!)).toBeLessThan(25));
    // Same baseline: the ink bottom of letters without descenders is where it was (y = 120).
    expect(Math.abs(box[2].y - 124)).toBeLessThanOrEqual(3);

    const title = reread.texts.find((t) => t.text === 'Response')!.corners;
    expect(title[1].y).toBeLessThan(title[0].y); // reads upwards
    expect(Math.abs(title[0].x - 18)).toBeLessThanOrEqual(3);
  });

  it('refuses an index the detection does not have', async () => {
    await expect(replaceText({ operation: 'replace_text', image: source, detection, replacements: [{ index: 99, text: 'x' }] })).rejects.toMatchObject({
      reason: 'TEXT_INDEX_UNKNOWN',
    });
  });
});
