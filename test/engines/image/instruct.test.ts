// The `instruct` edit checked the way a researcher would look at the result: each
// instruction the local interpreter understands, applied to an image drawn here, with its
// pixels read back; refusals of what it does not understand; and the provider path against a
// local server speaking the images edit protocol, with the request it received inspected.
import type { Server } from 'node:http';
import sharp from 'sharp';
import { EngineError } from '../../../engines/shared/errors.ts';
import { ProviderError } from '../../../engines/illustration/types.ts';
import { editLocally, editWithProvider, instructEdit, interpretInstruction, type EditProvider, type InstructRequest } from '../../../engines/image/instruct/index.ts';
import { MAGENTA, startFakeImageEditProvider, type ReceivedEdit } from '../../support/fakeImageEditProvider.ts';

type Rgb = [number, number, number];
interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
  colour: Rgb;
}

/** An opaque image: a background (a colour, or a colour per column) with rectangles painted on it. */
function draw(width: number, height: number, background: Rgb | ((x: number) => Rgb), rects: Rect[] = []): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inside = rects.findLast((r) => x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h);
      const c = inside ? inside.colour : typeof background === 'function' ? background(x) : background;
      data.set([...c, 255], (y * width + x) * 4);
    }
  }
  return data;
}

async function png(width: number, height: number, background: Rgb | ((x: number) => Rgb), rects: Rect[] = []): Promise<Buffer> {
  return sharp(draw(width, height, background, rects), { raw: { width, height, channels: 4 } }).png().toBuffer();
}

/** A mask PNG: white inside `rect`, black elsewhere. */
async function maskPng(width: number, height: number, rect: Omit<Rect, 'colour'>): Promise<Buffer> {
  return png(width, height, [0, 0, 0], [{ ...rect, colour: [255, 255, 255] }]);
}

interface Pixels {
  width: number;
  height: number;
  format: string | undefined;
  at(x: number, y: number): Rgb;
}

async function read(bytes: Buffer): Promise<Pixels> {
  const meta = await sharp(bytes).metadata();
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    format: meta.format,
    at: (x, y) => {
      const p = (y * info.width + x) * 3;
      return [data[p]!, data[p + 1]!, data[p + 2]!];
    },
  };
}

function edit(image: Buffer, instruction: string, mask: Buffer | null = null): InstructRequest {
  return { operation: 'instruct', image, instruction, mask, quality: 'standard' };
}

async function local(image: Buffer, instruction: string, mask: Buffer | null = null): Promise<Pixels> {
  return read((await editLocally(edit(image, instruction, mask))).bytes);
}

async function refusal(work: Promise<unknown>): Promise<EngineError> {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(EngineError);
  return err as EngineError;
}

const RED: Rgb = [220, 30, 30];
const BLUE: Rgb = [30, 60, 200];
const WHITE: Rgb = [255, 255, 255];

/** 200x100: left half red, right half blue, a green marker in the top-left corner. */
async function halves(): Promise<Buffer> {
  return png(200, 100, WHITE, [
    { x: 0, y: 0, w: 100, h: 100, colour: RED },
    { x: 100, y: 0, w: 100, h: 100, colour: BLUE },
    { x: 0, y: 0, w: 10, h: 10, colour: [0, 200, 0] },
  ]);
}

describe('reading instructions', () => {
  test.each([
    ['Crop the image to the left half', [{ op: 'crop', region: { kind: 'fraction', left: 0, top: 0, right: 0.5, bottom: 1 } }]],
    ['crop to the upper-right quadrant', [{ op: 'crop', region: { kind: 'fraction', left: 0.5, top: 0, right: 1, bottom: 0.5 } }]],
    ['cut off the bottom third', [{ op: 'crop', region: { kind: 'fraction', left: 0, top: 0, right: 1, bottom: 1 - 1 / 3 } }]],
    ['Trim 10 percent off the left and right', [{ op: 'crop', region: { kind: 'trim', sides: ['left', 'right'], amount: 10, unit: 'percent' } }]],
    ['trim the whitespace', [{ op: 'crop', region: { kind: 'content' } }]],
    ['Rotate it 90° counter-clockwise', [{ op: 'rotate', degrees: -90 }]],
    ['turn it upside down', [{ op: 'rotate', degrees: 180 }]],
    ['mirror the picture', [{ op: 'flip', axis: 'horizontal' }]],
    ['flip it vertically please', [{ op: 'flip', axis: 'vertical' }]],
    ['make it a bit darker', [{ op: 'brightness', amount: -0.1, inMask: false }]],
    ['Increase the brightness by 35 %', [{ op: 'brightness', amount: 0.35, inMask: false }]],
    ['more contrast', [{ op: 'contrast', amount: 0.2, inMask: false }]],
    ['make the figure black & white', [{ op: 'grayscale', inMask: false }]],
    ['convert the masked area to greyscale', [{ op: 'grayscale', inMask: true }]],
    ['invert the colours', [{ op: 'invert', inMask: false }]],
    ['Add a 3px border in #336699', [{ op: 'border', width: 3, colour: [0x33, 0x66, 0x99, 255] }]],
    ['add 5% margin on the top and bottom', [{ op: 'pad', sides: ['top', 'bottom'], amount: 5, unit: 'percent', colour: null }]],
    ['resize to 1,200 pixels wide', [{ op: 'resize', by: 'width', pixels: 1200 }]],
    ['shrink it by 25%', [{ op: 'resize', by: 'scale', factor: 0.75 }]],
    ['Please remove the scale bar.', [{ op: 'remove', what: 'the scale bar' }]],
    ['remove the arrow and the watermark', [{ op: 'remove', what: 'the arrow' }]],
    [
      'increase the brightness and contrast',
      [
        { op: 'brightness', amount: 0.2, inMask: false },
        { op: 'contrast', amount: 0.2, inMask: false },
      ],
    ],
  ])('%s', (instruction, steps) => {
    expect(interpretInstruction(instruction)).toEqual(steps);
  });

  test('several instructions in one sentence are read in order', () => {
    expect(interpretInstruction('Rotate by 15 degrees, then sharpen the image; and finally add a 2 px black border').map((s) => s.op)).toEqual(['rotate', 'sharpen', 'border']);
  });

  test('an instruction it does not know is refused, quoting it and listing what it can do', () => {
    let err: unknown;
    try {
      interpretInstruction('make it pop');
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(EngineError);
    expect((err as EngineError).reason).toBe('INSTRUCTION_NOT_UNDERSTOOD');
    expect((err as EngineError).message).toContain('"make it pop"');
    expect((err as EngineError).message).toMatch(/crop.*rotate.*flip.*grayscale.*border/s);
  });

  test('a half-understood instruction is refused whole, naming only the part it could not read', () => {
    let err: unknown;
    try {
      interpretInstruction('crop to the left half and make the unicorn sparkle');
    } catch (e) {
      err = e;
    }
    expect((err as EngineError).reason).toBe('INSTRUCTION_NOT_UNDERSTOOD');
    const notUnderstood = (err as EngineError).message.split('The local editor understands')[0];
    expect(notUnderstood).toContain('"make the unicorn sparkle"');
    expect(notUnderstood).not.toContain('crop to the left half');
  });

  test('a canvas edit aimed at the mask is refused rather than applied to the whole image', () => {
    expect(() => interpretInstruction('rotate the masked area by 90 degrees')).toThrow(/applies to the whole image, not to the masked area/);
  });

  test('a value out of range is refused with the range', () => {
    expect(() => interpretInstruction('brighten by 150%')).toThrow(/brightness changes go from 1% to 100%/);
  });
});

describe('the local interpreter on drawn images', () => {
  test('crop to the left half keeps the left half, pixel for pixel', async () => {
    const out = await local(await halves(), 'crop to the left half');
    expect([out.width, out.height]).toEqual([100, 100]);
    expect(out.at(99, 50)).toEqual(RED);
    expect(out.at(5, 5)).toEqual([0, 200, 0]);
  });

  test('crop to a quadrant, by pixels from an edge, and to the content', async () => {
    const quadrant = await local(await halves(), 'crop to the bottom right quadrant');
    expect([quadrant.width, quadrant.height]).toEqual([100, 50]);
    expect(quadrant.at(0, 0)).toEqual(BLUE);
    const trimmed = await local(await halves(), 'crop 30 px from the left');
    expect([trimmed.width, trimmed.height]).toEqual([170, 100]);
    expect(trimmed.at(0, 0)).toEqual(RED);
    const figure = await png(300, 200, WHITE, [{ x: 40, y: 30, w: 50, h: 20, colour: BLUE }]);
    const content = await local(figure, 'crop to the content');
    expect([content.width, content.height]).toEqual([50, 20]);
    expect(content.at(0, 0)).toEqual(BLUE);
  });

  test('rotate by quarter turns moves pixels exactly; other angles grow the canvas in the background colour', async () => {
    const turned = await local(await halves(), 'rotate 90 degrees clockwise');
    expect([turned.width, turned.height]).toEqual([100, 200]);
    // The top-left marker of the source is now top-right.
    expect(turned.at(95, 5)).toEqual([0, 200, 0]);
    expect(turned.at(50, 150)).toEqual(BLUE);
    const figure = await png(200, 100, WHITE, [{ x: 80, y: 30, w: 40, h: 40, colour: RED }]);
    const tilted = await local(figure, 'rotate by 15°');
    expect(tilted.width).toBe(Math.round(200 * Math.cos(Math.PI / 12) + 100 * Math.sin(Math.PI / 12)));
    expect(tilted.at(0, 0)).toEqual(WHITE);
    expect(tilted.at(tilted.width - 1, tilted.height - 1)).toEqual(WHITE);
    expect(tilted.at(Math.floor(tilted.width / 2), Math.floor(tilted.height / 2))).toEqual(RED);
  });

  test('flip horizontally mirrors a pixel across the middle; flip vertically across the horizon', async () => {
    const source = await halves();
    const mirrored = await local(source, 'flip horizontally');
    expect(mirrored.at(199 - 5, 5)).toEqual([0, 200, 0]);
    expect(mirrored.at(10, 50)).toEqual(BLUE);
    const upsideDown = await local(source, 'mirror vertically');
    expect(upsideDown.at(5, 99 - 5)).toEqual([0, 200, 0]);
    expect(upsideDown.at(5, 5)).toEqual(RED);
  });

  test('brightness and contrast move channel values by the stated share', async () => {
    const grey = await png(20, 20, [100, 100, 200]);
    expect((await local(grey, 'brighten by 20%')).at(5, 5)).toEqual([131, 131, 211]);
    expect((await local(grey, 'darken by 50%')).at(5, 5)).toEqual([50, 50, 100]);
    expect((await local(grey, 'increase the contrast by 50%')).at(5, 5)).toEqual([86, 86, 236]);
    expect((await local(grey, 'reduce contrast by 50%')).at(5, 5)).toEqual([114, 114, 164]);
  });

  test('grayscale gives r = g = b everywhere; invert gives 255 minus each channel', async () => {
    const gray = await local(await halves(), 'convert to grayscale');
    for (const [x, y] of [[50, 50], [150, 50], [5, 5]] as const) {
      const [r, g, b] = gray.at(x, y);
      expect(r).toBe(g);
      expect(g).toBe(b);
    }
    expect((await local(await halves(), 'invert the colours')).at(150, 50)).toEqual([225, 195, 55]);
  });

  test('sharpen steepens an edge and blur softens it', async () => {
    const edge = await png(60, 20, [60, 60, 60], [{ x: 30, y: 0, w: 30, h: 20, colour: [200, 200, 200] }]);
    const sharpened = await local(edge, 'sharpen');
    expect(sharpened.at(30, 10)[0]).toBeGreaterThan(200);
    expect(sharpened.at(29, 10)[0]).toBeLessThan(60);
    const blurred = await local(edge, 'blur by 3 px');
    expect(blurred.at(29, 10)[0]).toBeGreaterThan(90);
    expect(blurred.at(30, 10)[0]).toBeLessThan(170);
    expect(blurred.at(2, 10)[0]).toBe(60);
  });

  test('a border has the stated colour and width around the whole image', async () => {
    const out = await local(await halves(), 'add a 10 px red border');
    expect([out.width, out.height]).toEqual([220, 120]);
    for (const [x, y] of [[0, 0], [9, 9], [219, 119], [110, 5], [214, 60]] as const) expect(out.at(x, y)).toEqual([255, 0, 0]);
    expect(out.at(10, 10)).toEqual([0, 200, 0]);
    const hex = await local(await halves(), 'add a border of 4 pixels in #336699');
    expect([hex.width, hex.height]).toEqual([208, 108]);
    expect(hex.at(3, 50)).toEqual([0x33, 0x66, 0x99]);
    expect(hex.at(4, 50)).toEqual(RED);
  });

  test('padding grows the canvas in the background colour, or the colour asked for', async () => {
    const figure = await png(100, 50, WHITE, [{ x: 40, y: 20, w: 10, h: 10, colour: BLUE }]);
    const padded = await local(figure, 'add 20 px of padding');
    expect([padded.width, padded.height]).toEqual([140, 90]);
    expect(padded.at(0, 0)).toEqual(WHITE);
    expect(padded.at(60, 40)).toEqual(BLUE);
    const left = await local(figure, 'add a 10% black margin on the left');
    expect([left.width, left.height]).toEqual([110, 50]);
    expect(left.at(5, 25)).toEqual([0, 0, 0]);
    expect(left.at(50, 20)).toEqual(BLUE);
  });

  test('resize by percent and to a width keeps the proportions', async () => {
    const half = await local(await halves(), 'resize to 50%');
    expect([half.width, half.height]).toEqual([100, 50]);
    expect(half.at(25, 25)).toEqual(RED);
    const wide = await local(await halves(), 'resize to 80 px wide');
    expect([wide.width, wide.height]).toEqual([80, 40]);
  });

  test('remove erases the drawn object under the mask, leaving no trace', async () => {
    // A gradient background, so a filled box would show.
    const gradient = (x: number): Rgb => [150 + Math.round(x / 3), 170 + Math.round(x / 4), 200];
    const object: Rect = { x: 90, y: 40, w: 30, h: 25, colour: [10, 10, 10] };
    const image = await png(240, 120, gradient, [object]);
    const mask = await maskPng(240, 120, { x: 84, y: 34, w: 42, h: 37 });
    const out = await local(image, 'remove the black box', mask);
    let worst = 0;
    for (let y = 30; y < 75; y++) {
      for (let x = 80; x < 130; x++) {
        const expected = gradient(x);
        const got = out.at(x, y);
        worst = Math.max(worst, ...got.map((c, i) => Math.abs(c - expected[i]!)));
      }
    }
    expect(worst).toBeLessThan(20);
    // Outside the mask nothing changed.
    expect(out.at(20, 20)).toEqual(gradient(20));
    expect(out.at(200, 100)).toEqual(gradient(200));
  });

  test('with a mask, a pixel edit applies only inside it and grey mask pixels take part of it', async () => {
    const image = await halves();
    const mask = await png(200, 100, [0, 0, 0], [
      { x: 100, y: 0, w: 50, h: 100, colour: [255, 255, 255] },
      { x: 150, y: 0, w: 50, h: 100, colour: [128, 128, 128] },
    ]);
    const out = await local(image, 'invert', mask);
    expect(out.at(50, 50)).toEqual(RED);
    expect(out.at(120, 50)).toEqual([225, 195, 55]);
    const partial = out.at(170, 50);
    for (let c = 0; c < 3; c++) expect(Math.abs(partial[c]! - (BLUE[c]! + (255 - 2 * BLUE[c]!) * (128 / 255)))).toBeLessThan(2);
  });

  test('several instructions in one sentence all apply, in order', async () => {
    const out = await local(await halves(), 'Crop to the left half and convert to grayscale, then add a 5 px #000000 border');
    expect([out.width, out.height]).toEqual([110, 110]);
    expect(out.at(2, 2)).toEqual([0, 0, 0]);
    const [r, g, b] = out.at(60, 60);
    expect(r).toBe(g);
    expect(g).toBe(b);
    expect(r).toBeGreaterThan(40);
  });

  test('the result keeps the source format: JPEG stays JPEG, WebP stays WebP', async () => {
    const raw = draw(200, 100, WHITE, [{ x: 0, y: 0, w: 100, h: 100, colour: RED }]);
    const jpeg = await sharp(raw, { raw: { width: 200, height: 100, channels: 4 } }).jpeg().toBuffer();
    const webp = await sharp(raw, { raw: { width: 200, height: 100, channels: 4 } }).webp({ lossless: true }).toBuffer();
    expect((await local(jpeg, 'flip horizontally')).format).toBe('jpeg');
    expect((await local(webp, 'flip horizontally')).format).toBe('webp');
  });

  test('unknown and half-understood instructions fail the edit with INSTRUCTION_NOT_UNDERSTOOD', async () => {
    const image = await halves();
    expect((await refusal(editLocally(edit(image, 'make it look like a Nature cover')))).reason).toBe('INSTRUCTION_NOT_UNDERSTOOD');
    expect((await refusal(editLocally(edit(image, 'flip horizontally and make it pop')))).reason).toBe('INSTRUCTION_NOT_UNDERSTOOD');
  });

  test('mask problems are refused: removing without a mask, a mask of another size, an empty mask', async () => {
    const image = await halves();
    expect((await refusal(editLocally(edit(image, 'remove the arrow')))).reason).toBe('MASK_REQUIRED');
    expect((await refusal(editLocally(edit(image, 'remove the arrow', await maskPng(100, 100, { x: 0, y: 0, w: 10, h: 10 }))))).reason).toBe('MASK_SIZE_MISMATCH');
    expect((await refusal(editLocally(edit(image, 'remove the arrow', await png(200, 100, [0, 0, 0]))))).reason).toBe('MASK_EMPTY');
  });
});

describe('the provider over HTTP', () => {
  const KEY = 'sk-test-edit-key';
  let fake: { url: string; server: Server; requests: ReceivedEdit[] };
  let provider: EditProvider;

  beforeAll(async () => {
    fake = await startFakeImageEditProvider({ apiKey: KEY });
    provider = { url: fake.url, apiKey: KEY, model: 'gpt-image-1' };
  });
  afterAll(() => {
    fake.server.close();
  });

  const last = () => fake.requests[fake.requests.length - 1]!;

  async function providerError(work: Promise<unknown>): Promise<ProviderError> {
    const err = await work.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ProviderError);
    return err as ProviderError;
  }

  test('sends the protocol\'s multipart request with the mask turned into transparent-means-edit', async () => {
    // 300x200 (3:2) goes out as 1536x1024 with no letterbox.
    const image = await png(300, 200, WHITE, [{ x: 0, y: 0, w: 150, h: 200, colour: RED }]);
    const mask = await maskPng(300, 200, { x: 150, y: 50, w: 100, h: 100 });
    const result = await editWithProvider(edit(image, 'replace the square with a circle', mask), provider);
    const sent = last();
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/images/edits');
    expect(sent.authorization).toBe(`Bearer ${KEY}`);
    expect(sent.fields).toEqual({ prompt: 'replace the square with a circle', model: 'gpt-image-1', n: '1', size: '1536x1024', output_format: 'png' });
    const sentImage = await sharp(sent.image!).metadata();
    expect([sentImage.format, sentImage.width, sentImage.height]).toEqual(['png', 1536, 1024]);
    const alpha = await sharp(sent.mask!).ensureAlpha().extractChannel(3).raw().toBuffer({ resolveWithObject: true });
    expect([alpha.info.width, alpha.info.height]).toEqual([1536, 1024]);
    const alphaAt = (x: number, y: number) => alpha.data[y * 1536 + x]!;
    expect(alphaAt(1024, 512)).toBe(0);
    expect(alphaAt(100, 100)).toBe(255);
    // The answer comes back at the source's size and format; outside the mask the source is untouched.
    expect([result.width, result.height, result.format]).toEqual([300, 200, 'png']);
    const out = await read(result.bytes);
    expect(out.at(200, 100)).toEqual([...MAGENTA]);
    expect(out.at(50, 100)).toEqual(RED);
    expect(out.at(280, 20)).toEqual(WHITE);
  });

  test('a source of another shape is letterboxed into the closest size and cut back out', async () => {
    const raw = draw(400, 100, WHITE);
    const jpeg = await sharp(raw, { raw: { width: 400, height: 100, channels: 4 } }).jpeg().toBuffer();
    const result = await instructEdit(edit(jpeg, 'make the sky blue'), provider);
    expect(last().fields.size).toBe('1536x1024');
    expect(last().mask).toBeNull();
    expect([result.width, result.height, result.format]).toEqual([400, 100, 'jpeg']);
    const out = await read(result.bytes);
    for (const [x, y] of [[0, 0], [399, 99], [200, 50]] as const) {
      const [r, g, b] = out.at(x, y);
      expect(r).toBeGreaterThan(240);
      expect(g).toBeLessThan(15);
      expect(b).toBeGreaterThan(240);
    }
  });

  test('an answer at another size is scaled back to the source', async () => {
    const result = await editWithProvider(edit(await halves(), 'edit [provider:size=512x512]'), provider);
    expect([result.width, result.height]).toEqual([200, 100]);
  });

  test('a content-policy refusal (400) is a non-retryable CONTENT_REJECTED; another 400 is PROVIDER_REFUSED', async () => {
    const rejected = await refusal(editWithProvider(edit(await halves(), 'something [provider:refuse]'), provider));
    expect(rejected.reason).toBe('CONTENT_REJECTED');
    expect(rejected.message).toContain('safety system');
    expect((await refusal(editWithProvider(edit(await halves(), 'x [provider:invalid]'), provider))).reason).toBe('PROVIDER_REFUSED');
  });

  test('a 500 or a 429 is retryable; a wrong key is a non-retryable misconfiguration', async () => {
    const failed = await providerError(editWithProvider(edit(await halves(), 'x [provider:fail]'), provider));
    expect([failed.reason, failed.retryable]).toEqual(['PROVIDER_UNAVAILABLE', true]);
    const busy = await providerError(editWithProvider(edit(await halves(), 'x [provider:busy]'), provider));
    expect(busy.retryable).toBe(true);
    const wrongKey = await providerError(editWithProvider(edit(await halves(), 'x'), { ...provider, apiKey: 'sk-wrong' }));
    expect([wrongKey.reason, wrongKey.retryable]).toEqual(['PROVIDER_MISCONFIGURED', false]);
  });

  test('a huge answer and a non-image answer are refused', async () => {
    const huge = await providerError(editWithProvider(edit(await halves(), 'x [provider:huge]'), provider));
    expect([huge.reason, huge.retryable]).toEqual(['PROVIDER_RESPONSE_TOO_LARGE', false]);
    const notImage = await providerError(editWithProvider(edit(await halves(), 'x [provider:notimage]'), provider));
    expect([notImage.reason, notImage.retryable]).toEqual(['PROVIDER_BAD_IMAGE', false]);
  });

  test('a redirect is not followed and a slow provider times out (retryable)', async () => {
    const redirected = await providerError(editWithProvider(edit(await halves(), 'x [provider:redirect]'), provider));
    expect([redirected.reason, redirected.retryable]).toEqual(['PROVIDER_REDIRECT', false]);
    const slow = await providerError(editWithProvider(edit(await halves(), 'x [provider:slow=2]'), { ...provider, timeoutMs: 300 }));
    expect([slow.reason, slow.retryable]).toEqual(['PROVIDER_TIMEOUT', true]);
  });

  test('an unreachable provider is retryable', async () => {
    const down = await providerError(editWithProvider(edit(await halves(), 'x'), { ...provider, url: 'http://127.0.0.1:1' }));
    expect([down.reason, down.retryable]).toEqual(['PROVIDER_UNREACHABLE', true]);
  });

  test('a mask of another size is refused before anything is sent', async () => {
    const before = fake.requests.length;
    const err = await refusal(editWithProvider(edit(await halves(), 'x', await maskPng(50, 50, { x: 0, y: 0, w: 5, h: 5 })), provider));
    expect(err.reason).toBe('MASK_SIZE_MISMATCH');
    expect(fake.requests.length).toBe(before);
  });
});
