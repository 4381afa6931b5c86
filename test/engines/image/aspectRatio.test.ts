// aspect_ratio on images drawn in the test: the exact ratio in whole pixels, the original
// found whole and unchanged on the new canvas, the content centred when the canvas allows,
// the new margin filled with the image's own background.
import sharp from 'sharp';
import { reframeToAspectRatio } from '../../../engines/image/edit/aspectRatio.ts';
import type { EditAspectRatio } from '../../../engines/image/types.ts';
import { drawSvg } from './support/drawSvg.ts';

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

async function pixels(bytes: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function reframe(image: Buffer, aspectRatio: EditAspectRatio) {
  return reframeToAspectRatio({ operation: 'aspect_ratio', image, aspectRatio, quality: 'standard' });
}

/** Every offset at which `inner` appears unchanged (all four channels) inside `outer`. */
function placements(outer: Pixels, inner: Pixels): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  const row = inner.width * 4;
  for (let top = 0; top + inner.height <= outer.height; top++) {
    for (let left = 0; left + inner.width <= outer.width; left++) {
      let equal = true;
      for (let y = 0; y < inner.height && equal; y++) {
        const at = ((top + y) * outer.width + left) * 4;
        equal = outer.data.compare(inner.data, y * row, (y + 1) * row, at, at + row) === 0;
      }
      if (equal) found.push([left, top]);
    }
  }
  return found;
}

/** Box of the pixels that differ from `background` by more than `tolerance` on some channel. */
function inkBox(img: Pixels, background: number[], tolerance = 40) {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      const p = (y * img.width + x) * 4;
      if (background.every((v, c) => Math.abs(img.data[p + c]! - v) <= tolerance)) continue;
      left = Math.min(left, x);
      right = Math.max(right, x + 1);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y + 1);
    }
  }
  return { left, top, right, bottom, cx: (left + right) / 2, cy: (top + bottom) / 2 };
}

// A figure whose content sits off-centre: more empty background on the right and at the bottom.
const BG = [236, 242, 230];
const FIGURE =
  `<rect x="40" y="30" width="60" height="110" fill="#d55e00"/><rect x="120" y="60" width="60" height="80" fill="#0072b2"/>` +
  `<line x1="30.5" y1="20" x2="30.5" y2="140.5" stroke="#000"/><line x1="30" y1="140.5" x2="200" y2="140.5" stroke="#000"/>` +
  `<text x="40" y="165" font-size="13" font-family="Arimo">Dose (mg/kg)</text>`;

test.each<[EditAspectRatio, number, number]>([
  ['1:1', 1, 1],
  ['16:9', 16, 9],
  ['9:16', 9, 16],
  ['21:9', 21, 9],
  ['4:5', 4, 5],
  ['3:2', 3, 2],
])('aspect_ratio %s: exact ratio, the original whole and unchanged, the content centred, the margin the background colour', async (ratio, rw, rh) => {
  const input = await drawSvg(300, 220, FIGURE, 'rgb(236,242,230)');
  const out = await reframe(input, ratio);
  expect(out.format).toBe('png');
  expect(out.width * rh).toBe(out.height * rw);
  // Smallest such canvas: one ratio step less would not hold the image.
  expect(out.width - rw < 300 || out.height - rh < 220).toBe(true);
  const got = await pixels(out.bytes);
  const src = await pixels(input);
  const at = placements(got, src);
  expect(at.length).toBeGreaterThan(0);
  // The content's centre is on the canvas' centre along each side that grew enough to allow it.
  const ink = inkBox(got, BG);
  const srcInk = inkBox(src, BG);
  expect(ink.right - ink.left).toBe(srcInk.right - srcInk.left);
  if (out.width > 300) {
    const possible = out.width - 300 >= Math.abs(2 * srcInk.cx - 300);
    if (possible) expect(Math.abs(ink.cx - out.width / 2)).toBeLessThanOrEqual(1);
  }
  if (out.height > 220) {
    const possible = out.height - 220 >= Math.abs(2 * srcInk.cy - 220);
    if (possible) expect(Math.abs(ink.cy - out.height / 2)).toBeLessThanOrEqual(1);
  }
  // Outside the original: exactly the background colour.
  const [left, top] = at[0]!;
  let wrong = 0;
  for (let y = 0; y < got.height; y++) {
    for (let x = 0; x < got.width; x++) {
      if (x >= left && x < left + 300 && y >= top && y < top + 220) continue;
      const p = (y * got.width + x) * 4;
      if (got.data[p] !== BG[0] || got.data[p + 1] !== BG[1] || got.data[p + 2] !== BG[2] || got.data[p + 3] !== 255) wrong++;
    }
  }
  expect(wrong).toBe(0);
});

test('aspect_ratio: content at an edge is centred as far as the canvas allows, never cut', async () => {
  // The content hugs the top of the image: going to 1:1 adds 50 rows, fewer than centring
  // would need, so the image sits at the canvas' bottom edge, whole.
  const input = await drawSvg(300, 250, `<rect x="100" y="0" width="100" height="30" fill="#333"/>`, '#ffffff');
  const out = await reframe(input, '1:1');
  expect([out.width, out.height]).toEqual([300, 300]);
  const at = placements(await pixels(out.bytes), await pixels(input));
  expect(at).toContainEqual([0, 50]);
});

test('aspect_ratio on a transparent PNG extends it with transparency', async () => {
  const input = await drawSvg(200, 100, FIGURE.replace(/y="1(40|65)/g, 'y="9$1'), null);
  const out = await reframe(input, '1:1');
  expect([out.width, out.height]).toEqual([200, 200]);
  const got = await pixels(out.bytes);
  const at = placements(got, await pixels(input));
  expect(at.length).toBeGreaterThan(0);
  const [, top] = at[0]!;
  for (const y of [0, top - 1, top + 100, 199].filter((v) => v >= 0 && (v < top || v >= top + 100))) {
    for (let x = 0; x < 200; x += 7) expect(got.data[(y * 200 + x) * 4 + 3]).toBe(0);
  }
});

test('aspect_ratio: JPEG in, JPEG out', async () => {
  const input = await sharp(await drawSvg(300, 220, FIGURE, 'rgb(236,242,230)')).jpeg({ quality: 90 }).toBuffer();
  const out = await reframe(input, '16:9');
  expect(out.format).toBe('jpeg');
  expect((await sharp(out.bytes).metadata()).format).toBe('jpeg');
  expect(out.width * 9).toBe(out.height * 16);
  const got = await pixels(out.bytes);
  // A margin pixel far from the original: the background colour, up to JPEG's rounding.
  const p = (5 * got.width + 5) * 4;
  expect(Math.max(...BG.map((v, c) => Math.abs(got.data[p + c]! - v)))).toBeLessThanOrEqual(3);
});

test('aspect_ratio on a textured background continues its edges without a seam', async () => {
  const scene =
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#2f5f8a"/><stop offset="1" stop-color="#c7a86b"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/><circle cx="150" cy="100" r="50" fill="#f2f2f2"/>`;
  const input = await drawSvg(300, 200, scene, null);
  const out = await reframe(input, '9:16');
  expect(out.width * 16).toBe(out.height * 9);
  const got = await pixels(out.bytes);
  const src = await pixels(input);
  const at = placements(got, src);
  expect(at.length).toBe(1);
  const [left, top] = at[0]!;
  // 9:16 in whole pixels: 306x544 (34 ratio steps), the circle's centre on the canvas' centre.
  expect([got.width, got.height]).toEqual([306, 544]);
  expect([left, top]).toEqual([3, 172]);
  const colour = (img: Pixels, x: number, y: number) => [0, 1, 2].map((c) => img.data[(y * img.width + x) * 4 + c]!);
  const gap = (a: number[], b: number[]) => Math.max(...a.map((v, c) => Math.abs(v - b[c]!)));
  for (let x = 0; x < 300; x += 10) {
    // Across the seam: the row above the original is close to the original's first row.
    expect(gap(colour(got, x, top - 1), colour(src, x, 0))).toBeLessThanOrEqual(12);
    expect(gap(colour(got, x, top + 200), colour(src, x, 199))).toBeLessThanOrEqual(12);
    // Far out, the gradient's colour at that column, not a copy of the circle.
    expect(gap(colour(got, x, 2), colour(src, x, 0))).toBeLessThanOrEqual(30);
    expect(gap(colour(got, x, got.height - 3), colour(src, x, 199))).toBeLessThanOrEqual(30);
  }
  expect(got.data[3]).toBe(255);
});

test('aspect_ratio: an image already of the ratio comes back at its size', async () => {
  const input = await drawSvg(320, 180, FIGURE, '#ffffff');
  const out = await reframe(input, '16:9');
  expect([out.width, out.height]).toEqual([320, 180]);
});
