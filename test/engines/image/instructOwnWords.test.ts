// The `instruct` interpreter on instructions written in researchers' own words, not the
// reader's: operations named in other words, objects described rather than named, several
// edits in one sentence (all applied or none), amounts in other units, reasons and
// descriptions around the request. Each runs on a matplotlib figure or a photograph the
// project did not draw, as a client would send it, and the result is what a careful human
// assistant would do: the edits read (crops to panels checked by the labels the result
// holds), or a refusal with its reason. Nothing that should be refused may come back edited.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { editLocally, interpretInstruction, type Step } from '../../../engines/image/instruct/index.ts';
import { applySteps } from '../../../engines/image/instruct/apply.ts';
import { closeOcr } from '../../../engines/ocr/index.ts';
import { EngineError } from '../../../engines/shared/errors.ts';
import { placeOf } from './support/cropPlace.ts';
import { decodeImage, encodeImage } from '../../../engines/shared/raster.ts';

const FIXTURES = join(import.meta.dirname, 'fixtures/matplotlib');

interface Text {
  text: string;
  box: { x0: number; y0: number; x1: number; y1: number };
}

const IMAGES: Record<string, string> = {
  ggplot: 'ggplot_bars.png',
  cat: 'photo_chelsea.png',
  astronaut: 'photo_astronaut.png',
  twoPanels: 'two_panels.jpg',
  weeks: 'panels_row_labels.png',
  gradient: 'gradient_chart.png',
  micrograph: 'micrograph.png',
  scatter: 'scatter_legend.jpg',
};

function image(name: string): Buffer {
  return readFileSync(join(FIXTURES, IMAGES[name]!));
}

function texts(name: string): Text[] {
  const json = join(FIXTURES, IMAGES[name]!.replace(/\.\w+$/, '.json'));
  return (JSON.parse(readFileSync(json, 'utf8')) as { texts: Text[] }).texts;
}

/** A crop to panels, checked by the panel letters whose labels the result holds. */
interface Panels {
  panels: string[];
}
type Expected = Array<Partial<Step> | Panels> | { refuse: string; names?: RegExp };

const CASES: Array<[string, string, Expected]> = [
  // An operation named in other words.
  ['ggplot', "Can we lose the grey panel background? Reviewer says it looks like default ggplot.", [{ op: 'white_background' }]],
  ['gradient', 'replace the gradient background with plain white', [{ op: 'white_background' }]],
  ['cat', 'desaturate it and bump the contrast 15 percent', [{ op: 'grayscale' }, { op: 'contrast', amount: 0.15 }]],
  ['astronaut', 'Give the photo a 5px white frame', [{ op: 'border', width: 5, colour: [255, 255, 255, 255] }]],
  ['astronaut', 'add a black outline, 3 pixels thick', [{ op: 'border', width: 3, colour: [0, 0, 0, 255] }]],
  ['cat', 'flip it left to right and knock the brightness down a touch', [{ op: 'flip', axis: 'horizontal' }, { op: 'brightness', amount: -0.1 }]],
  ['micrograph', 'boost the contrast a lot and make it a little brighter', [{ op: 'contrast', amount: 0.4 }, { op: 'brightness', amount: 0.1 }]],
  ['micrograph', 'make it a negative', [{ op: 'invert' }]],
  ['scatter', 'get rid of all the empty space around the plot', [{ op: 'crop', region: { kind: 'content' } }]],
  ['ggplot', 'swap the colours for the Okabe-Ito palette', [{ op: 'recolor', palette: ['#E69F00', '#56B4E9', '#009E73', '#F0E442', '#0072B2', '#D55E00', '#CC79A7', '#000000'] }]],
  ['scatter', 'Recolour it for colourblind readers, then make it 4:3', [{ op: 'recolor', palette: null }, { op: 'aspect_ratio', ratio: '4:3' }]],
  // Amounts in other units.
  ['cat', 'Straighten it: rotate roughly 3 degrees to the right.', [{ op: 'rotate', degrees: 3 }]],
  ['astronaut', 'turn it a quarter turn to the left', [{ op: 'rotate', degrees: -90 }]],
  ['cat', 'downsample by a factor of 2', [{ op: 'resize', by: 'scale', factor: 0.5 }]],
  ['cat', 'make it twice as big', [{ op: 'resize', by: 'scale', factor: 2 }]],
  ['cat', 'shrink it to 800px on the longest side', [{ op: 'resize', by: 'longest', pixels: 800 }]],
  ['micrograph', 'reduce the size to 75 %', [{ op: 'resize', by: 'scale', factor: 0.75 }]],
  ['astronaut', 'resize to 3 cm wide at 300 dpi', [{ op: 'resize', by: 'width', pixels: 354 }]],
  ['astronaut', 'resize to 8 cm wide', { refuse: 'INSTRUCTION_NOT_SUPPORTED', names: /dpi/ }],
  ['micrograph', 'trim 15 pixels from every edge', [{ op: 'crop', region: { kind: 'trim', sides: ['left', 'right', 'top', 'bottom'], amount: 15, unit: 'px' } }]],
  ['micrograph', 'crop 30px off the top and 10px off the bottom', [{ op: 'crop', region: { kind: 'trim', sides: ['top'], amount: 30, unit: 'px' } }, { op: 'crop', region: { kind: 'trim', sides: ['bottom'], amount: 10, unit: 'px' } }]],
  ['cat', 'crop away the right third, it is just wall', [{ op: 'crop', region: { kind: 'fraction', left: 0, top: 0, right: 2 / 3, bottom: 1 } }]],
  // Several edits in one sentence, with reasons and descriptions around them.
  ['ggplot', 'the title is cut off at the top, can you add some room above it', [{ op: 'pad', sides: ['top'] }]],
  ['ggplot', 'put 5% extra space on the right, the legend is touching the edge', [{ op: 'pad', sides: ['right'], amount: 5, unit: 'percent' }]],
  ['astronaut', 'The picture is a little dark; brighten it slightly and sharpen it slightly.', [{ op: 'brightness', amount: 0.1 }, { op: 'sharpen', amount: 0.5 }]],
  ['cat', 'tilt it 10 degrees anticlockwise and then crop to the content', [{ op: 'rotate', degrees: -10 }, { op: 'crop', region: { kind: 'content' } }]],
  ['gradient', 'white background and 16 by 9 please', [{ op: 'white_background' }, { op: 'aspect_ratio', ratio: '16:9' }]],
  ['cat', 'Make it square for the lab website', [{ op: 'aspect_ratio', ratio: '1:1' }]],
  ['scatter', 'change the cluster colours to red, green and blue', [{ op: 'recolor', palette: ['#ff0000', '#008000', '#0000ff'] }]],
  // Panels by letter, place, order, and by what they show.
  ['twoPanels', 'Only keep the left-hand panel', [{ panels: ['A'] }]],
  ['twoPanels', 'I just need panel B, rotated 90° clockwise', [{ panels: ['B'] }, { op: 'rotate', degrees: 90 }]],
  ['twoPanels', 'get rid of the right panel', [{ panels: ['A'] }]],
  ['twoPanels', 'split off the second plot and save it in black and white', [{ panels: ['B'] }, { op: 'grayscale' }]],
  ['weeks', 'keep the bottom two panels and add 20 px of white space at the top', [{ panels: ['C', 'D'] }, { op: 'pad', sides: ['top'], amount: 20, unit: 'px', colour: [255, 255, 255, 255] }]],
  ['weeks', 'cut the figure down to the top-right panel and enlarge it 150%', [{ panels: ['B'] }, { op: 'resize', by: 'scale', factor: 1.5 }]],
  ['weeks', 'delete panels B and D', [{ panels: ['A', 'C'] }]],
  ['weeks', 'panels A-C only', { refuse: 'PANEL_NOT_FOUND' }],
  ['weeks', 'keep everything except the top row', [{ panels: ['C', 'D'] }]],
  ['weeks', 'delete everything but panel C', [{ panels: ['C'] }]],
  ['weeks', 'I need the first two panels only', [{ panels: ['A', 'B'] }]],
  ['weeks', 'crop to panel D but make it greyscale', [{ panels: ['D'] }, { op: 'grayscale' }]],
  // What no edit does, refused with what would.
  ['cat', 'blur the cat\'s face', { refuse: 'MASK_REQUIRED' }],
  ['cat', 'erase the cat', { refuse: 'MASK_REQUIRED' }],
  ['cat', 'give it a dark background', { refuse: 'INSTRUCTION_NOT_SUPPORTED', names: /white_background/ }],
  ['astronaut', 'make it sepia', { refuse: 'INSTRUCTION_NOT_SUPPORTED|INSTRUCTION_NOT_UNDERSTOOD' }],
  ['astronaut', 'make the background transparent', { refuse: 'INSTRUCTION_NOT_SUPPORTED', names: /white_background/ }],
  ['micrograph', 'add a scale bar of 10 µm', { refuse: 'INSTRUCTION_NOT_SUPPORTED', names: /draws new content/ }],
  ['micrograph', 'Pseudo-colour the image in magenta', { refuse: 'INSTRUCTION_NOT_SUPPORTED|INSTRUCTION_NOT_UNDERSTOOD' }],
  ['scatter', 'make the points bigger', { refuse: 'INSTRUCTION_NOT_SUPPORTED' }],
  ['ggplot', 'the labels are too small, crop to the plot area', { refuse: 'INSTRUCTION_NOT_SUPPORTED|INSTRUCTION_NOT_UNDERSTOOD' }],
  ['cat', 'rotate by 5 degrees and make it pop', { refuse: 'INSTRUCTION_NOT_UNDERSTOOD' }],
  ['cat', 'the right half, brighter', { refuse: 'INSTRUCTION_NOT_UNDERSTOOD' }],
  ['ggplot', 'crop off the bottom 50px, the axis labels are too small', { refuse: 'INSTRUCTION_NOT_UNDERSTOOD' }],
];

/** The panel letters whose panel's texts are all in the box (a panel runs from its letter to the next letter right and below). */
function panelsIn(all: Text[], box: { x: number; y: number; width: number; height: number }): string[] {
  const letters = all.filter((t) => /^[A-Z]$/.test(t.text));
  const inside = (t: Text) => t.box.x0 >= box.x && t.box.y0 >= box.y && t.box.x1 <= box.x + box.width && t.box.y1 <= box.y + box.height;
  return letters.filter((l) => inside(l)).map((l) => l.text).sort();
}

afterAll(() => closeOcr());

describe("instructions in researchers' own words, on figures the project did not draw", () => {
  test.each(CASES)('%s: %s', async (name, instruction, expected) => {
    const bytes = image(name);
    let result: Awaited<ReturnType<typeof editLocally>> | null = null;
    let error: unknown = null;
    try {
      result = await editLocally({ operation: 'instruct', image: bytes, instruction, mask: null, quality: 'standard' });
    } catch (e) {
      error = e;
    }
    if (!Array.isArray(expected)) {
      expect(result).toBeNull();
      expect(error).toBeInstanceOf(EngineError);
      expect((error as EngineError).reason).toMatch(new RegExp(`^(?:${expected.refuse})$`));
      if (expected.names) expect((error as EngineError).message).toMatch(expected.names);
      return;
    }
    if (error) throw error;
    const steps = interpretInstruction(instruction);
    expect(steps).toHaveLength(expected.length);
    expected.forEach((want, i) => {
      if ('panels' in want) expect(steps[i]).toMatchObject({ op: 'crop', region: { kind: 'panels' } });
      else if (typeof (want as { amount?: number }).amount === 'number' && (want.op === 'brightness' || want.op === 'contrast')) {
        expect(steps[i]!.op).toBe(want.op);
        expect((steps[i] as { amount: number }).amount).toBeCloseTo((want as { amount: number }).amount, 9);
      } else if (want.op === 'crop' && 'region' in want && want.region!.kind === 'fraction') {
        expect(steps[i]).toMatchObject({ op: 'crop', region: { kind: 'fraction' } });
        const got = (steps[i] as Extract<Step, { op: 'crop' }>).region as unknown as Record<string, number>;
        for (const k of ['left', 'top', 'right', 'bottom']) expect(got[k]).toBeCloseTo((want.region as unknown as Record<string, number>)[k]!, 6);
      } else if (want.op === 'recolor' && 'palette' in want && want.palette) {
        expect(steps[i]!.op).toBe('recolor');
        expect((steps[i] as { palette: string[] }).palette.map((c) => c.toLowerCase())).toEqual(want.palette.map((c) => c.toLowerCase()));
      } else expect(steps[i]).toMatchObject(want);
    });
    // A crop to panels: the crop alone, found in the source, holds exactly the panels named.
    const first = expected[0]!;
    if ('panels' in first) {
      const source = await decodeImage(bytes);
      const cropped = await applySteps({ raster: source, mask: null }, [steps[0]!]);
      const png = (await encodeImage(cropped.raster, 'png')).bytes;
      const decoded = (await encodeImage(source, 'png')).bytes;
      expect(panelsIn(texts(name), await placeOf(png, decoded))).toEqual(first.panels);
    }
  }, 60_000);
});

