// The segmentation engine's answers on images drawn in the test: which route it takes
// (transparent, flat, smooth, model), what the flat route's coverage is at lines and edges, that the
// model file is really loaded and used, and the refusal when it is missing.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import { describeBackground } from '../../../engines/image/background.ts';
import { decodeImage } from '../../../engines/shared/raster.ts';
import { modelPath, modelsDir, segmentForeground, U2NETP_FILE } from '../../../engines/image/segmentation/index.ts';
import { installModels } from '../../../scripts/models.ts';

const W = 240;
const H = 160;

async function draw(body: string, background: string | null) {
  const fill = background ? `<rect width="100%" height="100%" fill="${background}"/>` : '';
  const rendered = await renderAsync(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${fill}${body}</svg>`, { fitTo: { mode: 'original' }, logLevel: 'off' });
  return decodeImage(Buffer.from(rendered.asPng()));
}

const GRADIENT =
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#41644a"/><stop offset="1" stop-color="#e0c9a6"/></linearGradient></defs>` +
  `<rect width="100%" height="100%" fill="url(#g)"/><rect x="80" y="40" width="80" height="80" rx="10" fill="#b3261e"/>`;

/** The gradient with a grain over it, as paper, a micrograph or a photograph has. */
const TEXTURE =
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#41644a"/><stop offset="1" stop-color="#e0c9a6"/></linearGradient>` +
  `<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.35" numOctaves="2" seed="4"/><feColorMatrix values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 0.35 0"/></filter></defs>` +
  `<rect width="100%" height="100%" fill="url(#g)"/><rect width="100%" height="100%" filter="url(#grain)"/><rect x="80" y="40" width="80" height="80" rx="10" fill="#b3261e"/>`;

test('a flat coloured background is found with its colour, and a 1 px line on it is wholly foreground', async () => {
  const raster = await draw(`<line x1="20" y1="80.5" x2="220" y2="80.5" stroke="#000"/><circle cx="120" cy="40" r="20.3" fill="#0072b2"/>`, '#f4e3c1');
  const seg = await segmentForeground(raster);
  expect(seg.kind).toBe('flat');
  expect(seg.color).toEqual([0xf4, 0xe3, 0xc1]);
  for (let x = 20; x < 220; x++) expect(seg.coverage[80 * W + x]).toBe(255);
  expect(seg.coverage[79 * W + 100]).toBe(0);
  expect(seg.coverage[81 * W + 100]).toBe(0);
  // The circle's anti-aliased rim: partly covered pixels between the fill and the background.
  const rim = Array.from({ length: W * H }, (_, i) => seg.coverage[i]!).filter((c) => c > 0 && c < 255);
  expect(rim.length).toBeGreaterThan(40);
  expect(seg.coverage[40 * W + 120]).toBe(255);
});

test('the inside of a ring and a framed plot area are background too, when of the background colour', async () => {
  const raster = await draw(`<rect x="40.5" y="30.5" width="160" height="100" fill="none" stroke="#000"/><circle cx="120" cy="80" r="20" fill="none" stroke="#c00" stroke-width="4"/>`, '#dfe8f0');
  const seg = await segmentForeground(raster);
  expect(seg.kind).toBe('flat');
  expect(seg.coverage[80 * W + 120]).toBe(0);
  expect(seg.coverage[50 * W + 60]).toBe(0);
});

test('a transparent background is taken from the alpha channel', async () => {
  const raster = await draw(`<circle cx="120" cy="80" r="40" fill="#228833"/>`, null);
  expect(describeBackground(raster).kind).toBe('transparent');
  const seg = await segmentForeground(raster);
  expect(seg.kind).toBe('transparent');
  expect(seg.coverage[0]).toBe(0);
  expect(seg.coverage[80 * W + 120]).toBe(255);
});

test('a gradient background is fitted, not guessed: the object exactly foreground, every pixel clear of it background', async () => {
  const raster = await draw(GRADIENT, null);
  expect(describeBackground(raster).kind).toBe('smooth');
  const seg = await segmentForeground(raster);
  expect(seg.kind).toBe('smooth');
  let inside = 0;
  let outside = 0;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const c = seg.coverage[y * W + x]!;
      if (x >= 84 && x < 156 && y >= 44 && y < 116) inside += c === 255 ? 1 : 0;
      else if (x < 78 || x >= 162 || y < 38 || y >= 122) outside += c === 0 ? 1 : 0;
    }
  }
  expect(inside).toBe(72 * 72);
  expect(outside).toBe(W * H - 84 * 84);
});

test('the installed model file is used for a textured background: it finds the object and not the texture', async () => {
  expect(existsSync(join(installModels(), U2NETP_FILE))).toBe(true);
  const raster = await draw(TEXTURE, null);
  expect(describeBackground(raster).kind).toBe('textured');
  const seg = await segmentForeground(raster);
  expect(seg.kind).toBe('model');
  let inside = 0;
  let outside = 0;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const c = seg.coverage[y * W + x]!;
      if (x >= 88 && x < 152 && y >= 48 && y < 112) inside += c === 255 ? 1 : 0;
      else if (x < 70 || x >= 170 || y < 30 || y >= 130) outside += c === 0 ? 1 : 0;
    }
  }
  expect(inside).toBe(64 * 64);
  // Everything clear of the object is background.
  expect(outside).toBe(W * H - 100 * 100);
});

test('without the model file, a textured image is refused with MODEL_MISSING naming the install command', async () => {
  const empty = mkdtempSync(join(tmpdir(), 'no-models-'));
  const before = process.env.MODELS_DIR;
  process.env.MODELS_DIR = empty;
  try {
    expect(modelsDir()).toBe(empty);
    expect(() => modelPath(U2NETP_FILE)).toThrow(expect.objectContaining({ reason: 'MODEL_MISSING', message: expect.stringContaining('scripts/models.ts') }));
    await expect(segmentForeground(await draw(TEXTURE, null))).rejects.toMatchObject({ reason: 'MODEL_MISSING' });
    // The exact cases need no model.
    expect((await segmentForeground(await draw('<circle cx="50" cy="50" r="20"/>', '#ffffff'))).kind).toBe('flat');
  } finally {
    if (before === undefined) delete process.env.MODELS_DIR;
    else process.env.MODELS_DIR = before;
    rmSync(empty, { recursive: true, force: true });
  }
});
