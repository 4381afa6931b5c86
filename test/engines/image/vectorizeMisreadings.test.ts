// editable_text writes a <text> only when its glyphs match the pixels it replaces. What a new
// user saw: "µm" written as "pm" (a unit a million times smaller) and "α" as "a", as real text
// that looks right at a glance. Here each label of a figure matplotlib drew (fixtures/matplotlib,
// with its ink box as the truth) is handed to the lifter as OCR might misread it, one symbol
// swapped for its look-alike: the misreading must never be written. It is either corrected
// to what the pixels show or left in the picture as shapes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeImage } from '../../../engines/shared/raster.ts';
import type { DetectedText } from '../../../engines/image/types.ts';
import { liftTexts } from '../../../engines/image/vectorize/texts.ts';
import { MATPLOTLIB_FIXTURES } from './support/chartTruth.ts';

interface Truth {
  texts: Array<{ text: string; box: { x0: number; y0: number; x1: number; y1: number }; rotate: number }>;
}

const truth = JSON.parse(readFileSync(join(MATPLOTLIB_FIXTURES, 'symbols_log.json'), 'utf8')) as Truth;

/** An OCR box around the truth's ink box, a little larger, as OCR boxes are. */
function detected(text: string, box: Truth['texts'][number]['box']): DetectedText {
  const pad = 2;
  const [x0, y0, x1, y1] = [box.x0 - pad, box.y0 - pad, box.x1 + pad, box.y1 + pad];
  return { index: 0, text, corners: [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }] };
}

const MISREADINGS: Array<[string, string]> = [
  ['Concentration (µM)', 'Concentration (pM)'],
  ['α = 0.05', 'a = 0.05'],
  ['×10 dilution', 'x10 dilution'],
  ['n = 3, mean ± SD', 'n = 3, mean + SD'],
];

test.each(MISREADINGS)('"%s" read as "%s" is never written as that', async (shown, misread) => {
  const image = await decodeImage(readFileSync(join(MATPLOTLIB_FIXTURES, 'symbols_log.png')));
  const label = truth.texts.find((t) => t.text === shown)!;
  expect(label).toBeDefined();
  const { texts } = await liftTexts(image, [detected(misread, label.box)]);
  expect(texts.map((t) => t.text)).not.toContain(misread);
  // Whatever is written is what the figure shows.
  for (const t of texts) expect(t.text).toBe(shown);
});

test('a label read right is written as text', async () => {
  const image = await decodeImage(readFileSync(join(MATPLOTLIB_FIXTURES, 'symbols_log.png')));
  const label = truth.texts.find((t) => t.text === 'Concentration (µM)')!;
  const { texts } = await liftTexts(image, [detected('Concentration (µM)', label.box)]);
  expect(texts.map((t) => t.text)).toEqual(['Concentration (µM)']);
});
