// Fifty edit instructions in researchers' voices (chatty, terse, non-native, misspelt), each
// with what a careful human assistant would do to the figure it names: matplotlib figures and
// photographs the project did not draw (test/engines/image/fixtures/matplotlib). Operations are
// named in other words, panels by place or letter, amounts in other units, several edits joined
// (all applied or none). `verdictOf` says what a client would see: the edits expected (a crop to
// panels judged by the panel letters the result holds), a refusal where one is expected, or not.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { editLocally, interpretInstruction, type Step } from '../../../../engines/image/instruct/index.ts';
import { applySteps } from '../../../../engines/image/instruct/apply.ts';
import { EngineError } from '../../../../engines/shared/errors.ts';
import { decodeImage, encodeImage } from '../../../../engines/shared/raster.ts';
import { placeOf } from './cropPlace.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures/matplotlib');

const IMAGES: Record<string, string> = {
  grid: 'panels_2x2.png',
  weeks: 'panels_row_labels.png',
  twoPanels: 'two_panels.jpg',
  ggplot: 'ggplot_bars.png',
  gradient: 'gradient_chart.png',
  micrograph: 'micrograph.png',
  scatter: 'scatter_legend.jpg',
  whitegrid: 'whitegrid_lines.png',
  cat: 'photo_chelsea.png',
  astronaut: 'photo_astronaut.png',
  coffee: 'photo_coffee.png',
  heatmap: 'heatmap.png',
  rotated: 'rotated_bars.png',
  symbols: 'symbols_log.png',
};

/** A crop to panels, judged by the panel letters whose labels the result holds. */
interface Panels {
  panels: string[];
}
/** A brightness or contrast change said without an amount: only its direction is the request's. */
interface Direction {
  op: 'brightness' | 'contrast';
  sign: 1 | -1;
}
type Want = Partial<Step> | Panels | Direction;
export type Expected = Want[] | { refuse: string; names?: RegExp };

const ALL_SIDES = ['left', 'right', 'top', 'bottom'];
const WHITE = [255, 255, 255, 255];
const BLACK = [0, 0, 0, 255];

export const RESEARCHER_INSTRUCTIONS: Array<[string, string, Expected]> = [
  // Everyday edits, said every which way.
  ['cat', 'rotate 90° clockwise pls', [{ op: 'rotate', degrees: 90 }]],
  ['astronaut', 'can u rotate it 90 deg counter clockwise', [{ op: 'rotate', degrees: -90 }]],
  ['coffee', 'turn the image of 90 degree on the right', [{ op: 'rotate', degrees: 90 }]],
  ['ggplot', 'trim the margins', [{ op: 'crop', region: { kind: 'content' } }]],
  ['cat', 'bump up the contrast a bit', [{ op: 'contrast', sign: 1 }]],
  ['micrograph', 'make it a tad brighter, maybe 10%', [{ op: 'brightness', amount: 0.1 }]],
  ['astronaut', 'sharpn the image a litle', [{ op: 'sharpen', amount: 0.5 }]],
  ['cat', 'Could you blur it slightly? It is going behind text on a slide', [{ op: 'blur', sigma: 1 }]],
  ['astronaut', 'just the bottom half', [{ op: 'crop', region: { kind: 'fraction', left: 0, top: 0.5, right: 1, bottom: 1 } }]],
  ['cat', 'make it half the size', [{ op: 'resize', by: 'scale', factor: 0.5 }]],
  ['coffee', 'make it 1200 pixels wide', [{ op: 'resize', by: 'width', pixels: 1200 }]],
  ['micrograph', 'add a 2 mm black border at 300 dpi', [{ op: 'border', width: 24, colour: BLACK as never }]],
  ['cat', 'mirror the photo horizontaly', [{ op: 'flip', axis: 'horizontal' }]],
  ['coffee', 'shrink it by a third', [{ op: 'resize', by: 'scale', factor: 2 / 3 }]],
  ['astronaut', 'crop 10% from each side', [{ op: 'crop', region: { kind: 'trim', sides: ALL_SIDES as never, amount: 10, unit: 'percent' } }]],
  ['cat', 'I want that the image is more bright', [{ op: 'brightness', sign: 1 }]],
  ['coffee', 'do the picture smaller to 800px', [{ op: 'resize', by: 'longest', pixels: 800 }]],
  ['astronaut', 'incrase contrast by 20%', [{ op: 'contrast', amount: 0.2 }]],
  ['cat', 'blow it up to 150%', [{ op: 'resize', by: 'scale', factor: 1.5 }]],
  // Panels by letter, place and order.
  ['grid', 'crop to panel C', [{ panels: ['C'] }]],
  ['grid', 'keep the bottom row only', [{ panels: ['C', 'D'] }]],
  ['grid', 'remove panel A and B', [{ panels: ['C', 'D'] }]],
  ['grid', 'i only need the right column', [{ panels: ['B', 'D'] }]],
  ['grid', 'Panel D by itself please, and make it grayscale', [{ panels: ['D'] }, { op: 'grayscale' }]],
  ['twoPanels', 'crop to the left plot then add a 10px white border', [{ panels: ['A'] }, { op: 'border', width: 10, colour: WHITE as never }]],
  ['grid', 'zoom into the top right plot', [{ panels: ['B'] }]],
  ['grid', 'just A + B', [{ panels: ['A', 'B'] }]],
  ['grid', 'crop to panels A and D', { refuse: 'PANEL_NOT_FOUND' }],
  ['grid', 'crop to pannel B', [{ panels: ['B'] }]],
  ['grid', 'top half only', [{ panels: ['A', 'B'] }]],
  ['grid', 'can I have just the histogram?', { refuse: 'INSTRUCTION_NOT_UNDERSTOOD|INSTRUCTION_NOT_SUPPORTED' }],
  // Backgrounds, shapes and colours.
  ['ggplot', 'get rid of the grey background', [{ op: 'white_background' }]],
  ['gradient', 'make the backround white pls', [{ op: 'white_background' }]],
  ['scatter', 'make it square', [{ op: 'aspect_ratio', ratio: '1:1' }]],
  ['ggplot', 'change it to 16:9 for the slides', [{ op: 'aspect_ratio', ratio: '16:9' }]],
  ['ggplot', 'use colours that colour blind people can see', [{ op: 'recolor', palette: null }]],
  ['scatter', 'invert the colours', [{ op: 'invert' }]],
  ['ggplot', 'make it greyscale then bump the brightness 5%', [{ op: 'grayscale' }, { op: 'brightness', amount: 0.05 }]],
  ['ggplot', 'recolour the bars with navy and orange', [{ op: 'recolor', palette: ['#000080', '#ffa500'] }]],
  ['gradient', 'please to make background more white', [{ op: 'white_background' }]],
  // What no edit does, refused naming what would; several edits joined, all or none.
  ['weeks', "replace 'Ctrl' with 'Control'", { refuse: 'INSTRUCTION_NOT_SUPPORTED', names: /replace_text/ }],
  ['grid', 'crop to 4:3', { refuse: 'INSTRUCTION_NOT_SUPPORTED', names: /aspect_ratio/ }],
  ['micrograph', 'add an arrow pointing at the cell', { refuse: 'INSTRUCTION_NOT_SUPPORTED', names: /draws new content/ }],
  ['micrograph', 'increase the resolution to 300 dpi', { refuse: 'INSTRUCTION_NOT_SUPPORTED', names: /upscales/ }],
  ['grid', 'delete the outlier in panel D', { refuse: 'INSTRUCTION_NOT_SUPPORTED|INSTRUCTION_NOT_UNDERSTOOD', names: /erasing data/ }],
  ['scatter', 'make the red lines blue', { refuse: 'INSTRUCTION_NOT_SUPPORTED', names: /recolor/ }],
  ['astronaut', 'rotate 90° clockwise then crop to the top half and sharpen', [{ op: 'rotate', degrees: 90 }, { op: 'crop', region: { kind: 'fraction', left: 0, top: 0, right: 1, bottom: 0.5 } }, { op: 'sharpen', amount: 1 }]],
  ['cat', 'flip horizontally and make it sparkle', { refuse: 'INSTRUCTION_NOT_UNDERSTOOD' }],
  ['micrograph', 'trim 20 px off the bottom, then make it 4:5', [{ op: 'crop', region: { kind: 'trim', sides: ['bottom'], amount: 20, unit: 'px' } }, { op: 'aspect_ratio', ratio: '4:5' }]],
  ['ggplot', 'Add 40px white space below the plot so I can put the legend there', [{ op: 'pad', sides: ['bottom'], amount: 40, unit: 'px', colour: WHITE as never }]],
];

export type Verdict = 'right' | 'refused' | 'silently wrong';

interface Text {
  text: string;
  box: { x0: number; y0: number; x1: number; y1: number };
}

export function imageOf(name: string): Buffer {
  return readFileSync(join(FIXTURES, IMAGES[name]!));
}

function lettersOf(name: string): Text[] {
  const json = join(FIXTURES, IMAGES[name]!.replace(/\.\w+$/, '.json'));
  return (JSON.parse(readFileSync(json, 'utf8')) as { texts: Text[] }).texts.filter((t) => /^[A-Z]$/.test(t.text));
}

/** The panel letters inside a box of the source. */
function panelsIn(name: string, box: { x: number; y: number; width: number; height: number }): string[] {
  const inside = (t: Text) => t.box.x0 >= box.x && t.box.y0 >= box.y && t.box.x1 <= box.x + box.width && t.box.y1 <= box.y + box.height;
  return lettersOf(name).filter(inside).map((l) => l.text).sort();
}

const close = (a: unknown, b: unknown) => typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) < 1e-6;

/** Whether `got` holds every field of `want` (numbers to 1e-6, colours and palettes case-blind). */
function holds(got: unknown, want: unknown): boolean {
  if (typeof want === 'number') return close(got, want);
  if (typeof want === 'string') return typeof got === 'string' && got.toLowerCase() === want.toLowerCase();
  if (want === null || typeof want !== 'object') return got === want;
  if (Array.isArray(want)) return Array.isArray(got) && got.length === want.length && want.every((w, i) => holds(got[i], w));
  if (got === null || typeof got !== 'object') return false;
  return Object.entries(want).every(([k, v]) => holds((got as Record<string, unknown>)[k], v));
}

/** Why the steps read are not the ones expected, or null when they are. */
async function difference(name: string, steps: Step[], expected: Want[]): Promise<string | null> {
  if (steps.length !== expected.length) return `read ${steps.length} steps (${steps.map((s) => s.op).join(', ')}), expected ${expected.length}`;
  for (const [i, want] of expected.entries()) {
    const got = steps[i]!;
    if ('panels' in want) {
      if (got.op !== 'crop') return `step ${i + 1}: read ${got.op}, expected a crop to panels ${want.panels.join(',')}`;
      const bytes = imageOf(name);
      const source = await decodeImage(bytes);
      const cropped = await applySteps({ raster: source, mask: null }, [got]);
      const place = await placeOf((await encodeImage(cropped.raster, 'png')).bytes, (await encodeImage(source, 'png')).bytes);
      const kept = panelsIn(name, place);
      if (kept.join(',') !== [...want.panels].sort().join(',')) return `step ${i + 1}: kept panels ${kept.join(',') || 'none'}, expected ${want.panels.join(',')}`;
    } else if ('sign' in want) {
      if (got.op !== want.op || Math.sign(got.amount) !== want.sign) return `step ${i + 1}: read ${JSON.stringify(got)}, expected ${want.op} ${want.sign > 0 ? 'up' : 'down'}`;
    } else if (!holds(got, want)) return `step ${i + 1}: read ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`;
  }
  return null;
}

/** What a client sees of one instruction, and why it is not right. */
export async function verdictOf(name: string, instruction: string, expected: Expected): Promise<{ verdict: Verdict; why: string }> {
  let error: unknown = null;
  try {
    await editLocally({ operation: 'instruct', image: imageOf(name), instruction, mask: null, quality: 'standard' });
  } catch (e) {
    if (!(e instanceof EngineError)) throw e;
    error = e;
  }
  if (!Array.isArray(expected)) {
    if (!error) return { verdict: 'silently wrong', why: `edited (${interpretInstruction(instruction).map((s) => JSON.stringify(s)).join(' ')}) where a refusal is expected` };
    const e = error as EngineError;
    if (!new RegExp(`^(?:${expected.refuse})$`).test(e.reason)) return { verdict: 'refused', why: `refused ${e.reason} (expected ${expected.refuse}): ${e.message.slice(0, 300)}` };
    if (expected.names && !expected.names.test(e.message)) return { verdict: 'refused', why: `refused without naming ${expected.names}: ${e.message.slice(0, 300)}` };
    return { verdict: 'right', why: '' };
  }
  if (error) return { verdict: 'refused', why: `${(error as EngineError).reason}: ${(error as EngineError).message.slice(0, 300)}` };
  const why = await difference(name, interpretInstruction(instruction), expected);
  return why ? { verdict: 'silently wrong', why } : { verdict: 'right', why: '' };
}
