// Dense layers (render/layers.ts): a crowded run of marks becomes one image on the figure's
// pixel grid in every format, with the axes and all text kept vector and text; a chart below
// the threshold is left exactly as it is. The image is checked against the vector drawing of
// the same marks, pixel by pixel, so that a misplaced or soft raster fails.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { toEps } from '../../../../engines/chart/render/eps.ts';
import { DENSE_MIN_MARKS, withRasterLayers } from '../../../../engines/chart/render/layers.ts';
import { toPdf } from '../../../../engines/chart/render/pdf.ts';
import { toPng } from '../../../../engines/chart/render/raster.ts';
import { ptToPx, textNodes, type Scene, type SceneNode } from '../../../../engines/chart/render/scene.ts';
import { mulberry32 } from '../../../../engines/chart/stats/density.ts';
import { pdfObjects, pdfTextBlocks } from './pdfText.ts';

const DPI = 300;
const PLOT = { x: 40, y: 20, width: 180, height: 120 };
const LABELS = { title: 'Dense cloud', x: 'Dose (mg)', y: 'Response' };

/** `n` translucent points in a clipped plot, axes and labels around it (as cartesian.ts draws). */
function cloud(n: number, r: number): Scene {
  const rand = mulberry32(5);
  const points: SceneNode[] = [];
  for (let i = 0; i < n; i++) {
    const cx = PLOT.x + PLOT.width * (0.5 + (rand() - 0.5) * 0.9);
    const cy = PLOT.y + PLOT.height * (0.5 + (rand() - 0.5) * 0.9);
    points.push({ type: 'circle', cx, cy, r, fill: i % 2 ? '#E69F00' : '#56B4E9', fillOpacity: 0.85 });
  }
  const text = (x: number, y: number, t: string, rotate?: number): SceneNode => ({
    type: 'text', x, y, text: t, size: 8, weight: 'normal', anchor: 'middle', baseline: 'middle', color: '#000000', ...(rotate ? { rotate } : {}),
  });
  return {
    width: 240,
    // Whole pixels at DPI, so that every renderer draws the page at the same scale.
    height: 168,
    background: '#FFFFFF',
    nodes: [
      { type: 'group', clip: { ...PLOT }, children: points },
      { type: 'line', x1: PLOT.x, y1: PLOT.y + PLOT.height, x2: PLOT.x + PLOT.width, y2: PLOT.y + PLOT.height, stroke: '#000000', strokeWidth: 0.5 },
      { type: 'line', x1: PLOT.x, y1: PLOT.y, x2: PLOT.x, y2: PLOT.y + PLOT.height, stroke: '#000000', strokeWidth: 0.5 },
      text(PLOT.x + PLOT.width / 2, 10, LABELS.title),
      text(PLOT.x + PLOT.width / 2, 160, LABELS.x),
      text(15, PLOT.y + PLOT.height / 2, LABELS.y, -90),
    ],
  };
}

const images = (nodes: SceneNode[]): SceneNode[] => nodes.flatMap((n) => (n.type === 'image' ? [n] : n.type === 'group' ? images(n.children) : []));

async function greyPixels(png: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(png).removeAlpha().greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Mean absolute difference of two greyscale images of one size, 0..255. */
function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] as number) - (b[i] as number));
  return sum / a.length;
}

describe('a chart below the threshold', () => {
  it('is left exactly as it is: the same scene, no image in its PDF', async () => {
    const small = cloud(1_000, 1.5);
    expect(await withRasterLayers(small, DPI)).toBe(small);
    const objects = [...pdfObjects(await toPdf(small)).values()];
    expect(objects.some((o) => o.dict.includes('/Subtype /Image'))).toBe(false);
  });

  it('stays vector with many marks that do not cover their plot (a reader still tells them apart)', async () => {
    const sparse = cloud(DENSE_MIN_MARKS + 1_000, 0.2);
    expect(await withRasterLayers(sparse, DPI)).toBe(sparse);
  });
});

describe('a dense layer', () => {
  const dense = cloud(20_000, 1.5);
  let layered: Scene;
  beforeAll(async () => {
    layered = await withRasterLayers(dense, DPI);
  });

  it('becomes one image on the pixel grid, in the clip group, with the axes and text still vector', () => {
    const found = images(layered.nodes);
    expect(found).toHaveLength(1);
    const image = found[0] as Extract<SceneNode, { type: 'image' }>;
    const group = layered.nodes[0] as Extract<SceneNode, { type: 'group' }>;
    expect(group.clip).toEqual(PLOT);
    expect(group.children).toEqual([image]);
    // Whole pixels of the figure's raster, covering the plot.
    const sx = ptToPx(dense.width, DPI) / dense.width;
    const sy = ptToPx(dense.height, DPI) / dense.height;
    for (const [v, s] of [[image.x, sx], [image.y, sy], [image.x + image.width, sx], [image.y + image.height, sy]] as const) {
      expect(Math.abs(v * s - Math.round(v * s))).toBeLessThan(1e-6);
    }
    expect(image.pixelWidth).toBe(Math.round(image.width * sx));
    expect(image.pixelHeight).toBe(Math.round(image.height * sy));
    // It holds every point, and nothing outside the plot.
    const circles = (dense.nodes[0] as Extract<SceneNode, { type: 'group' }>).children as Array<Extract<SceneNode, { type: 'circle' }>>;
    expect(image.x).toBeLessThanOrEqual(Math.min(...circles.map((c) => c.cx - c.r)));
    expect(image.y).toBeLessThanOrEqual(Math.min(...circles.map((c) => c.cy - c.r)));
    expect(image.x + image.width).toBeGreaterThanOrEqual(Math.max(...circles.map((c) => c.cx + c.r)));
    expect(image.y + image.height).toBeGreaterThanOrEqual(Math.max(...circles.map((c) => c.cy + c.r)));
    expect(image.x).toBeGreaterThan(PLOT.x - 1);
    expect(image.x + image.width).toBeLessThan(PLOT.x + PLOT.width + 1);
    expect(textNodes(layered.nodes).map((t) => t.text)).toEqual(textNodes(dense.nodes).map((t) => t.text));
    expect(layered.nodes.slice(1)).toEqual(dense.nodes.slice(1));
  });

  it('draws the same PNG as the marks drawn one by one', async () => {
    const [vector, raster] = await Promise.all([toPng(dense, DPI), toPng(layered, DPI)]);
    const a = await greyPixels(vector.bytes);
    const b = await greyPixels(raster.bytes);
    expect([b.width, b.height]).toEqual([a.width, a.height]);
    expect(meanDifference(a.data, b.data)).toBeLessThan(0.5);
  });

  it('is an image with a soft mask in the PDF, whose labels stay text', async () => {
    const pdf = await toPdf(layered, { title: 'dense' });
    const objects = [...pdfObjects(pdf).values()];
    const image = objects.find((o) => o.dict.includes('/Subtype /Image') && o.dict.includes('/SMask'));
    expect(image?.dict).toContain('/ColorSpace /DeviceRGB');
    const node = images(layered.nodes)[0] as Extract<SceneNode, { type: 'image' }>;
    expect(image?.dict).toContain(`/Width ${node.pixelWidth}`);
    expect(image?.dict).toContain(`/Height ${node.pixelHeight}`);
    // Far smaller than 20,000 paths.
    expect(pdf.length).toBeLessThan((await toPdf(dense)).length / 2);
    const blocks = pdfTextBlocks(pdf);
    for (const label of Object.values(LABELS)) expect(blocks).toContain(label);
  });

  it('is a level 3 image in the EPS, whose labels stay strings in the embedded fonts', () => {
    const eps = toEps(layered, { title: 'dense' }).toString('latin1');
    expect(eps).toContain('%%LanguageLevel: 3');
    expect(eps).toMatch(/\/DataSource currentfile \/ASCII85Decode filter \/FlateDecode filter >> image/);
    expect(eps).toContain('(Dense cloud)');
    expect(eps).toContain('/Arimo-Regular');
    const lines = eps.split('\n');
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(255);
    expect(lines.some((l) => l.startsWith('%') && !l.startsWith('%%') && !l.startsWith('%!'))).toBe(false);
    expect([...eps].every((ch) => ch === '\n' || (ch >= ' ' && ch <= '~'))).toBe(true);
  });

  const tools = spawnSync('gs', ['--version']).error === undefined && spawnSync('pdftoppm', ['-v']).error === undefined;
  (tools ? it : it.skip)('looks the same in the PDF and the EPS as in the PNG, text found by pdftotext', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'layers-'));
    try {
      writeFileSync(join(dir, 'f.pdf'), await toPdf(layered));
      writeFileSync(join(dir, 'f.eps'), toEps(layered));
      spawnSync('pdftoppm', ['-r', String(DPI), '-png', '-singlefile', join(dir, 'f.pdf'), join(dir, 'pdf')]);
      spawnSync('gs', ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-dEPSCrop', '-sDEVICE=png16m', `-r${DPI}`, '-dGraphicsAlphaBits=4', '-dTextAlphaBits=4', `-sOutputFile=${join(dir, 'eps.png')}`, join(dir, 'f.eps')]);
      const png = await greyPixels((await toPng(layered, DPI)).bytes);
      // Ghostscript draws the EPS's image pixel for pixel; poppler resamples a PDF's image a
      // little even on its own grid (edges move by a fraction of a pixel). A layer one pixel
      // off its place differs several times more than either bound.
      for (const [file, bound] of [['pdf.png', 2.5], ['eps.png', 1]] as const) {
        const other = await greyPixels(readFileSync(join(dir, file)));
        // Poppler and ghostscript may round the page to one more pixel; compare the plot.
        const crop = (img: typeof png) => {
          const x0 = ptToPx(PLOT.x + 2, DPI);
          const y0 = ptToPx(PLOT.y + 2, DPI);
          const w = ptToPx(PLOT.width - 4, DPI);
          const h = ptToPx(PLOT.height - 4, DPI);
          const out = Buffer.alloc(w * h);
          for (let y = 0; y < h; y++) img.data.copy(out, y * w, (y0 + y) * img.width + x0, (y0 + y) * img.width + x0 + w);
          return out;
        };
        expect([other.width, other.height]).toEqual([png.width, png.height]);
        expect(meanDifference(crop(png), crop(other))).toBeLessThan(bound);
      }
      const text = spawnSync('pdftotext', [join(dir, 'f.pdf'), '-'], { encoding: 'utf8' }).stdout;
      for (const label of Object.values(LABELS)) expect(text).toContain(label);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
