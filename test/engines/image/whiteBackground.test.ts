// white_background on figures drawn in the test: the result is compared with the same
// figure drawn on white, pixel by pixel. Background pixels must be exactly white, pixels the
// old background never touched exactly as drawn, anti-aliased edges close to the drawing on
// white (no tint of the old background, no dark halo).
import sharp from 'sharp';
import { whiteBackground } from '../../../engines/image/edit/whiteBackground.ts';
import { drawSvg } from './support/drawSvg.ts';

const W = 360;
const H = 240;

/** RGBA pixels of an encoded image. */
async function pixels(bytes: Buffer): Promise<{ data: Buffer; width: number; height: number; channels: number }> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

const rgb = (data: Buffer, i: number) => [data[i * 4]!, data[i * 4 + 1]!, data[i * 4 + 2]!];
const same = (a: number[], b: number[]) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2];
const diff = (a: number[], b: number[]) => Math.max(...a.map((v, k) => Math.abs(v - b[k]!)));

// A small figure: axes of 1 px lines on whole pixels, bars, a circle with an outline, a
// diagonal line, a bold title and 11 px labels.
const FIGURE =
  `<line x1="30.5" y1="10" x2="30.5" y2="200.5" stroke="#000" stroke-width="1"/>` +
  `<line x1="30" y1="200.5" x2="340" y2="200.5" stroke="#000" stroke-width="1"/>` +
  `<rect x="50" y="60" width="40" height="140" fill="#d55e00"/><rect x="110" y="100" width="40" height="100" fill="#0072b2"/>` +
  `<circle cx="280" cy="80" r="34" fill="#009e73" stroke="#222222" stroke-width="2"/>` +
  `<line x1="170" y1="40" x2="330" y2="190" stroke="#333333" stroke-width="1.5"/>` +
  `<text x="180" y="30" font-size="18" font-weight="bold" font-family="Arimo">Figure 1b</text>` +
  `<text x="40" y="222" font-size="11" font-family="Arimo">Control   Treated   n = 12</text>`;

async function compareWithWhite(input: Buffer, expected: Buffer, output: Buffer) {
  const src = await pixels(input);
  const want = await pixels(expected);
  const got = await pixels(output);
  let wrongBackground = 0;
  let changedForeground = 0;
  let worstEdge = 0;
  let foreground = 0;
  for (let i = 0; i < W * H; i++) {
    const w = rgb(want.data, i);
    const g = rgb(got.data, i);
    const s = rgb(src.data, i);
    if (same(w, [255, 255, 255])) {
      if (!same(g, w)) wrongBackground++;
    } else if (same(s, w)) {
      // Drawn the same on both backgrounds: the old background never touched this pixel.
      foreground++;
      if (!same(g, s)) changedForeground++;
    } else {
      worstEdge = Math.max(worstEdge, diff(g, w));
    }
  }
  return { wrongBackground, changedForeground, worstEdge, foreground };
}

test('white_background on a flat coloured background: background exactly white, the figure exactly as drawn, edges as if drawn on white', async () => {
  const input = await drawSvg(W, H, FIGURE, '#dce6f2');
  const out = await whiteBackground({ operation: 'white_background', image: input, quality: 'standard' });
  expect(out.format).toBe('png');
  expect([out.width, out.height]).toEqual([W, H]);
  const r = await compareWithWhite(input, await drawSvg(W, H, FIGURE, '#ffffff'), out.bytes);
  expect(r.foreground).toBeGreaterThan(10000);
  expect(r.wrongBackground).toBe(0);
  expect(r.changedForeground).toBe(0);
  // The old background's blue is taken out of the anti-aliased edges.
  expect(r.worstEdge).toBeLessThanOrEqual(24);
});

test('white_background on a dark background leaves no dark halo around light shapes', async () => {
  const shapes = `<circle cx="120" cy="120" r="60" fill="#ffd23f"/><rect x="220.3" y="60.6" width="90" height="120" fill="#f0f0f0" stroke="#e07000" stroke-width="3"/>`;
  const input = await drawSvg(W, H, shapes, '#1e2a3a');
  const out = await whiteBackground({ operation: 'white_background', image: input, quality: 'standard' });
  const r = await compareWithWhite(input, await drawSvg(W, H, shapes, '#ffffff'), out.bytes);
  expect(r.wrongBackground).toBe(0);
  expect(r.changedForeground).toBe(0);
  expect(r.worstEdge).toBeLessThanOrEqual(24);
});

test('white_background keeps 1 px lines and small text', async () => {
  const thin =
    `<line x1="20" y1="40.5" x2="340" y2="40.5" stroke="#000" stroke-width="1"/>` +
    `<line x1="60.5" y1="60" x2="60.5" y2="200" stroke="#000" stroke-width="1"/>` +
    `<text x="80" y="120" font-size="10" font-family="Arimo">small text 0.05 mg/ml</text>` +
    `<text x="80" y="160" font-size="8" font-family="Arimo">tiny label 8 px</text>`;
  const input = await drawSvg(W, H, thin, '#f3ead8');
  const out = await whiteBackground({ operation: 'white_background', image: input, quality: 'standard' });
  const got = await pixels(out.bytes);
  const line = [...Array.from({ length: 320 }, (_, k) => 40 * W + 20 + k), ...Array.from({ length: 140 }, (_, k) => (60 + k) * W + 60)];
  expect(line.filter((i) => !same(rgb(got.data, i), [0, 0, 0]))).toEqual([]);
  // Text: the same pixels are ink (dark) or paper (light) as when drawn on white; the
  // anti-aliasing between may differ by a level or two.
  const want = await pixels(await drawSvg(W, H, thin, '#ffffff'));
  let inkWanted = 0;
  let inkMissing = 0;
  let inkExtra = 0;
  for (let y = 100; y < 170; y++) {
    for (let x = 70; x < W; x++) {
      const w = rgb(want.data, y * W + x)[0]!;
      const g = rgb(got.data, y * W + x)[0]!;
      if (w < 100) inkWanted++;
      if (w < 100 && g >= 156) inkMissing++;
      if (g < 100 && w >= 156) inkExtra++;
    }
  }
  expect(inkWanted).toBeGreaterThan(150);
  expect(inkMissing).toBe(0);
  expect(inkExtra).toBe(0);
  const r = await compareWithWhite(input, await drawSvg(W, H, thin, '#ffffff'), out.bytes);
  expect(r.wrongBackground).toBe(0);
  expect(r.changedForeground).toBe(0);
});

test('white_background on a transparent PNG: transparent becomes white, opaque pixels stay', async () => {
  const input = await drawSvg(W, H, FIGURE, null);
  expect((await pixels(input)).data[3]).toBe(0);
  const out = await whiteBackground({ operation: 'white_background', image: input, quality: 'standard' });
  const got = await pixels(out.bytes);
  const src = await pixels(input);
  let opaque = 0;
  let clear = 0;
  let wrong = 0;
  for (let i = 0; i < W * H; i++) {
    const a = src.data[i * 4 + 3]!;
    if (got.data[i * 4 + 3] !== 255) wrong++;
    if (a === 0) {
      clear++;
      if (!same(rgb(got.data, i), [255, 255, 255])) wrong++;
    }
    if (a === 255) {
      opaque++;
      if (!same(rgb(got.data, i), rgb(src.data, i))) wrong++;
    }
  }
  expect(wrong).toBe(0);
  expect(clear).toBeGreaterThan(50000);
  expect(opaque).toBeGreaterThan(10000);
});

test('white_background: JPEG in, JPEG out, background white and colours kept', async () => {
  const input = await sharp(await drawSvg(W, H, FIGURE, '#e4efe1')).jpeg({ quality: 88 }).toBuffer();
  const out = await whiteBackground({ operation: 'white_background', image: input, quality: 'standard' });
  expect(out.format).toBe('jpeg');
  expect(out.contentType).toBe('image/jpeg');
  expect((await sharp(out.bytes).metadata()).format).toBe('jpeg');
  expect([out.width, out.height]).toEqual([W, H]);
  const got = await pixels(out.bytes);
  const src = await pixels(input);
  // Open background (away from every drawn thing) is white after JPEG's own rounding.
  for (const [x, y] of [
    [5, 5],
    [350, 5],
    [200, 150],
    [350, 230],
    [5, 230],
  ] as const) {
    expect(Math.min(...rgb(got.data, y * W + x))).toBeGreaterThanOrEqual(252);
  }
  // Inside the bars and the circle: the source's colours.
  for (const [x, y] of [
    [70, 130],
    [130, 150],
    [280, 80],
  ] as const) {
    expect(diff(rgb(got.data, y * W + x), rgb(src.data, y * W + x))).toBeLessThanOrEqual(4);
  }
});

test('white_background on a gradient (photograph-like) background goes through the model: the background is removed, the object kept', async () => {
  const scene =
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#35603a"/><stop offset="0.5" stop-color="#8fae7a"/><stop offset="1" stop-color="#d9c29a"/></linearGradient>` +
    `<radialGradient id="o"><stop offset="0" stop-color="#ffd84a"/><stop offset="1" stop-color="#c24e00"/></radialGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/><circle cx="180" cy="120" r="70" fill="url(#o)"/>`;
  const input = await drawSvg(W, H, scene, null);
  const out = await whiteBackground({ operation: 'white_background', image: input, quality: 'standard' });
  const got = await pixels(out.bytes);
  const src = await pixels(input);
  let background = 0;
  let white = 0;
  let inside = 0;
  let kept = 0;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const r = Math.hypot(x + 0.5 - 180, y + 0.5 - 120);
      const i = y * W + x;
      if (r > 80) {
        background++;
        if (same(rgb(got.data, i), [255, 255, 255])) white++;
      } else if (r < 62) {
        inside++;
        if (same(rgb(got.data, i), rgb(src.data, i))) kept++;
      }
    }
  }
  expect(white / background).toBeGreaterThan(0.99);
  expect(kept / inside).toBeGreaterThan(0.99);
});
