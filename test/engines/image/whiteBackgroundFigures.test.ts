// white_background on figures the project did not draw (fixtures/matplotlib, with every text's
// ink box as the truth). What a new user saw: a chart on a gradient lost its title, axis
// labels, legend and ticks, and a micrograph's labels went with its texture, both reported as
// succeeded. What a client must observe instead: every label still drawn and the background
// white, or the job refused with the labels it would have lost, nothing changed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { whiteBackground } from '../../../engines/image/edit/whiteBackground.ts';
import { closeOcr } from '../../../engines/ocr/index.ts';
import { matplotlibFigures, MATPLOTLIB_FIXTURES } from './support/chartTruth.ts';

afterAll(() => closeOcr());

async function rgba(bytes: Buffer) {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const luminance = (d: Buffer, i: number) => 0.2126 * d[i * 4]! + 0.7152 * d[i * 4 + 1]! + 0.0722 * d[i * 4 + 2]!;

function run(name: string) {
  return whiteBackground({ operation: 'white_background', image: readFileSync(join(MATPLOTLIB_FIXTURES, name)), quality: 'standard' });
}

test('a chart on a gradient: every text still inked as in the source, the background pure white', async () => {
  const figure = matplotlibFigures().find((f) => f.name === 'gradient_chart.png')!;
  const out = await run('gradient_chart.png');
  const before = await rgba(figure.png);
  const after = await rgba(out.bytes);
  expect([after.width, after.height]).toEqual([before.width, before.height]);
  expect(figure.texts.length).toBeGreaterThanOrEqual(20);
  // The texts are near-black: in the source on blue (whose dark end is darker than some ink),
  // in the result on white, where a glyph's box is a seventh ink or more, and no light pixel
  // of it keeps the blue (the anti-aliased rim blends to white, not to the old background).
  const shares = figure.texts.map((t) => {
    let ink = 0;
    let blue = 0;
    for (let y = t.box.y0; y < t.box.y1; y++) {
      for (let x = t.box.x0; x < t.box.x1; x++) {
        const i = y * after.width + x;
        const l = luminance(after.data, i);
        if (l < 100) ink++;
        else if (after.data[i * 4 + 2]! - after.data[i * 4]! > 24) blue++;
      }
    }
    return { text: t.text, ink: ink / ((t.box.x1 - t.box.x0) * (t.box.y1 - t.box.y0)), blue };
  });
  expect(shares.filter((s) => s.ink < 0.14 || s.blue > 0)).toEqual([]);
  // The gradient reached every border: the border is white now, and so is most of the image.
  let whiteBorder = 0;
  let border = 0;
  let white = 0;
  for (let y = 0; y < after.height; y++) {
    for (let x = 0; x < after.width; x++) {
      const i = y * after.width + x;
      const isWhite = after.data[i * 4] === 255 && after.data[i * 4 + 1] === 255 && after.data[i * 4 + 2] === 255;
      if (isWhite) white++;
      if (x < 3 || y < 3 || x >= after.width - 3 || y >= after.height - 3) {
        border++;
        if (isWhite) whiteBorder++;
      }
    }
  }
  expect(whiteBorder).toBe(border);
  expect(white / (after.width * after.height)).toBeGreaterThan(0.8);
});

test('a micrograph filling the frame: refused, naming the labels the model would have taken with the texture', async () => {
  await expect(run('micrograph.png')).rejects.toMatchObject({
    reason: 'BACKGROUND_NOT_REMOVABLE',
    message: expect.stringMatching(/2 labels "Phase contrast, 40.+", ".+" with the background\. Nothing was changed\./),
  });
});

test('a photograph: the model removes its background (its texture is not a figure to protect)', async () => {
  const out = await run('photo_coffee.png');
  const after = await rgba(out.bytes);
  let white = 0;
  for (let i = 0; i < after.width * after.height; i++) if (after.data[i * 4] === 255 && after.data[i * 4 + 1] === 255 && after.data[i * 4 + 2] === 255) white++;
  const share = white / (after.width * after.height);
  expect(share).toBeGreaterThan(0.2);
  expect(share).toBeLessThan(0.9);
});

test('white labels on a flat black background would vanish on white: refused, nothing changed', async () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="100%" height="100%" fill="#000"/>` +
    `<circle cx="110" cy="100" r="50" fill="#2ca02c"/><text x="180" y="60" font-size="16" font-family="Arimo" fill="#fff">GFP</text>` +
    `<text x="180" y="110" font-size="16" font-family="Arimo" fill="#fff">DAPI</text><text x="180" y="160" font-size="14" font-family="Arimo" fill="#fff">20 µm</text></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  await expect(whiteBackground({ operation: 'white_background', image: png, quality: 'standard' })).rejects.toMatchObject({
    reason: 'BACKGROUND_NOT_REMOVABLE',
    message: expect.stringContaining('left white on white'),
  });
});
