// The `instruct` interpreter on figures the project did not draw (matplotlib fixtures with the
// place of every text in their .json): crops to panels by letter, place and row, checked by
// which labels the result holds, pixel for pixel; the service's operations reached by plain
// words; intensity words on adjustments; and refusals that name the operation or mask that would.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { editLocally, interpretInstruction } from '../../../engines/image/instruct/index.ts';
import { closeOcr } from '../../../engines/ocr/index.ts';
import { EngineError } from '../../../engines/shared/errors.ts';
import { placeOf, raw } from './support/cropPlace.ts';

const FIXTURES = join(import.meta.dirname, 'fixtures/matplotlib');

interface Text {
  text: string;
  box: { x0: number; y0: number; x1: number; y1: number };
}

function fixture(name: string): { bytes: Buffer; texts: Text[] } {
  const json = JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8')) as { image: string; texts: Text[] };
  return { bytes: readFileSync(join(FIXTURES, json.image)), texts: json.texts };
}

/** The texts of the fixture wholly inside the box. */
function textsIn(texts: Text[], box: { x: number; y: number; width: number; height: number }): string[] {
  return texts.filter((t) => t.box.x0 >= box.x && t.box.y0 >= box.y && t.box.x1 <= box.x + box.width && t.box.y1 <= box.y + box.height).map((t) => t.text);
}

/** The texts of one quadrant of panels_2x2, taken from the fixture by its letters' places. */
function quadrant(texts: Text[], letter: string): string[] {
  const at = (l: string) => texts.find((t) => t.text === l)!.box;
  const column = at(letter).x0 >= at('B').x0 - 5 ? 'right' : 'left';
  const row = at(letter).y0 >= at('C').y0 - 5 ? 'bottom' : 'top';
  return texts
    .filter((t) => (t.box.x0 >= at('B').x0 - 5) === (column === 'right') && (t.box.y0 >= at('C').y0 - 5) === (row === 'bottom'))
    .map((t) => t.text);
}

async function refusal(work: Promise<unknown>): Promise<EngineError> {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(EngineError);
  return err as EngineError;
}

function run(image: Buffer, instruction: string, mask: Buffer | null = null) {
  return editLocally({ operation: 'instruct', image, instruction, mask, quality: 'standard' });
}

afterAll(() => closeOcr());

describe('crops to panels of a lettered 2x2 figure', () => {
  const { bytes, texts } = fixture('panels_2x2');

  test.each([
    ['crop to panel B', ['B']],
    ['Extract panel (d)', ['D']],
    ['crop to the top-left panel', ['A']],
    ['keep only the top row', ['A', 'B']],
    ['the left two panels', ['A', 'C']],
    ['remove panel C and panel D', ['A', 'B']],
  ])('%s keeps exactly the labels of panels %j, unchanged', async (instruction, letters) => {
    const result = await run(bytes, instruction);
    const place = await placeOf(result.bytes, bytes);
    expect(textsIn(texts, place).sort()).toEqual(letters.flatMap((l) => quadrant(texts, l)).sort());
  }, 120_000);

  test('a letter the figure does not have is refused naming the letters it has', async () => {
    const err = await refusal(run(bytes, 'crop to panel E'));
    expect(err.reason).toBe('PANEL_NOT_FOUND');
    expect(err.message).toContain('no panel E');
    expect(err.message).toContain('lettered A, B, C, D');
  }, 120_000);

  test('panels that do not form a rectangle are refused, and removing one panel of four names the mask that would', async () => {
    expect((await refusal(run(bytes, 'crop to panels A and D'))).message).toMatch(/do not form one rectangle/);
    const remove = await refusal(run(bytes, 'remove panel D'));
    expect(remove.reason).toBe('PANEL_NOT_FOUND');
    expect(remove.message).toMatch(/needs a mask/);
  }, 120_000);
});

describe('crops to panels of a two-panel JPEG on a tinted background', () => {
  const { bytes, texts } = fixture('two_panels');

  test('crop to panel A keeps its labels, up to the gutter before panel B', async () => {
    const out = await sharp((await run(bytes, 'crop to panel A')).bytes).metadata();
    // Panel A's labels end before panel B's y-axis title.
    const a = texts.filter((t) => t.box.x1 < texts.find((x) => x.text === 'PC2 (18%)')!.box.x0);
    const widest = Math.max(...a.map((t) => t.box.x1)) - Math.min(...a.map((t) => t.box.x0));
    expect(out.width).toBeGreaterThanOrEqual(widest);
    expect(out.width).toBeLessThan(texts.find((t) => t.text === 'PC2 (18%)')!.box.x0);
  }, 120_000);

  test('the second panel is panel B: the result is as wide as panel B and starts after panel A', async () => {
    const byOrder = await sharp((await run(bytes, 'only the second panel')).bytes).metadata();
    const byLetter = await sharp((await run(bytes, 'crop to panel B')).bytes).metadata();
    expect([byOrder.width, byOrder.height]).toEqual([byLetter.width, byLetter.height]);
  }, 120_000);
});

describe('the service operations by plain words', () => {
  async function figure(background: [number, number, number], rects: Array<[number, number, number, number, [number, number, number]]>): Promise<Buffer> {
    const width = 200;
    const height = 120;
    const data = Buffer.alloc(width * height * 4);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const r = rects.find(([rx, ry, rw, rh]) => x >= rx && x < rx + rw && y >= ry && y < ry + rh);
        data.set([...(r ? r[4] : background), 255], (y * width + x) * 4);
      }
    }
    return sharp(data, { raw: { width, height, channels: 4 } }).png().toBuffer();
  }

  test('"make the background white" turns a flat grey background white and keeps the bars', async () => {
    const image = await figure([220, 220, 220], [[40, 30, 40, 60, [230, 159, 0]]]);
    const out = await raw((await run(image, 'make the background white')).bytes);
    const at = (x: number, y: number) => [...out.data.subarray((y * out.width + x) * 4, (y * out.width + x) * 4 + 3)];
    expect(at(5, 5)).toEqual([255, 255, 255]);
    expect(at(60, 60)).toEqual([230, 159, 0]);
  });

  test('"square it up for Instagram" extends the canvas to 1:1 without cropping; "make it 16:9" to 16:9', async () => {
    const image = await figure([255, 255, 255], [[40, 30, 40, 60, [0, 114, 178]]]);
    const square = await run(image, 'square it up for Instagram');
    expect(square.width).toBe(square.height);
    expect(square.width).toBeGreaterThanOrEqual(200);
    const wide = await run(image, 'make it 16:9');
    expect(wide.width * 9).toBe(wide.height * 16);
  });

  test('"make it colour-blind safe" moves a red and a green onto the Okabe-Ito palette', async () => {
    const image = await figure([255, 255, 255], [
      [20, 20, 50, 80, [220, 30, 30]],
      [110, 20, 50, 80, [30, 170, 40]],
    ]);
    const out = await raw((await run(image, 'make it colour-blind safe')).bytes);
    const hex = (x: number, y: number) => `#${[...out.data.subarray((y * out.width + x) * 4, (y * out.width + x) * 4 + 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
    const okabeIto = ['#E69F00', '#56B4E9', '#009E73', '#F0E442', '#0072B2', '#D55E00', '#CC79A7'];
    expect(okabeIto).toContain(hex(40, 60));
    expect(okabeIto).toContain(hex(130, 60));
    expect(hex(40, 60)).not.toBe(hex(130, 60));
  });
});

describe('intensity words and typed intents', () => {
  test.each([
    ['lighten', 0.2],
    ['make it brighter', 0.2],
    ['increase the brightness', 0.2],
    ['a touch brighter', 0.1],
    ['much brighter', 0.4],
    ['reduce the darkness', 0.2],
    ['darken slightly', -0.1],
    ['turn the brightness down a lot', -0.4],
  ])('%s is brightness %d', (instruction, amount) => {
    expect(interpretInstruction(instruction)).toEqual([{ op: 'brightness', amount, inMask: false }]);
  });

  test('sharpen slightly, sharpen and sharpen a lot steepen an edge more and more; less blurry sharpens, less sharp blurs', async () => {
    const data = Buffer.alloc(60 * 20 * 4);
    for (let y = 0; y < 20; y++) for (let x = 0; x < 60; x++) data.set(x < 30 ? [60, 60, 60, 255] : [200, 200, 200, 255], (y * 60 + x) * 4);
    const edge = await sharp(data, { raw: { width: 60, height: 20, channels: 4 } }).png().toBuffer();
    const overshoot = async (instruction: string) => (await raw((await run(edge, instruction)).bytes)).data[(10 * 60 + 30) * 4]!;
    const [slight, normal, strong] = [await overshoot('sharpen slightly'), await overshoot('sharpen'), await overshoot('sharpen a lot')];
    expect(slight).toBeGreaterThan(200);
    expect(normal).toBeGreaterThan(slight);
    expect(strong).toBeGreaterThan(normal);
    expect(interpretInstruction('make it less blurry')[0]!.op).toBe('sharpen');
    expect(interpretInstruction('a little less sharp')).toEqual([{ op: 'blur', sigma: 1, inMask: false }]);
    expect(interpretInstruction('blur a lot')).toEqual([{ op: 'blur', sigma: 5, inMask: false }]);
  });

  test('a misspelt word of a known family is read; a word no reader uses is named in the refusal', () => {
    expect(interpretInstruction('shapren it')[0]!.op).toBe('sharpen');
    const err = (() => {
      try {
        interpretInstruction('make it brighter and sparkly');
      } catch (e) {
        return e as EngineError;
      }
      throw new Error('read');
    })();
    expect(err.reason).toBe('INSTRUCTION_NOT_UNDERSTOOD');
    expect(err.message).toContain('"sparkly"');
  });

  test('a reason given after the request is set aside; a description of a part alone is not an edit', () => {
    expect(interpretInstruction('The photo came out a bit dark, could you brighten it up a little?')).toEqual([{ op: 'brightness', amount: 0.1, inMask: false }]);
    expect(interpretInstruction('add 40 px of white padding at the bottom so I can put a caption under it')[0]!.op).toBe('pad');
    expect(() => interpretInstruction('the bars are too dark')).toThrow(/says how the image is, not what to change/);
    // A fault of the whole picture, said alone, asks for its correction.
    expect(interpretInstruction('the photo is too dark')).toEqual([{ op: 'brightness', amount: 0.2, inMask: false }]);
  });
});

describe('refusals that name what would do it', () => {
  const image = readFileSync(join(FIXTURES, 'panels_2x2.png'));

  test('"remove the mouse" without a mask says a mask marking it would', async () => {
    const err = await refusal(run(image, 'remove the mouse'));
    expect(err.reason).toBe('MASK_REQUIRED');
    expect(err.message).toContain('Removing the mouse needs a mask marking it');
  });

  test.each([
    ['add a scale bar', /draws new content/],
    ['change the label to Control', /replace_text/],
    ['make the background transparent', /white_background/],
    ['crop to 16:9', /aspect_ratio/],
    ['convert it to SVG', /images\/conversions/],
    ['remove the outlier', /erasing data/],
  ])('%s is INSTRUCTION_NOT_SUPPORTED, naming %s', async (instruction, named) => {
    const err = await refusal(run(image, instruction));
    expect(err.reason).toBe('INSTRUCTION_NOT_SUPPORTED');
    expect(err.message).toMatch(named);
  });
});
