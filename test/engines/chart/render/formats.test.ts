// The demo figure in every output format, checked by structure: pixel size and resolution of the
// rasters, lossless TIFF, PDF page size, embedded fonts and extractable text, SVG text elements,
// and the same bytes for the same scene.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { toEps } from '../../../../engines/chart/render/eps.ts';
import { toPdf } from '../../../../engines/chart/render/pdf.ts';
import { toPng, toTiff } from '../../../../engines/chart/render/raster.ts';
import { ptToPx, textNodes, type Scene } from '../../../../engines/chart/render/scene.ts';
import { toSvg } from '../../../../engines/chart/render/svg.ts';
import { DEMO_LABELS, demoScene } from './demoScene.ts';
import { pdfObjects, pdfTextBlocks } from './pdfText.ts';

const scene = demoScene();
const labels = Object.values(DEMO_LABELS);

/** The pHYs chunk of a PNG: pixels per unit and the unit (1 = metre). */
function pngPhys(png: Buffer): { x: number; y: number; unit: number } | undefined {
  let pos = 8;
  while (pos < png.length) {
    const length = png.readUInt32BE(pos);
    const type = png.toString('latin1', pos + 4, pos + 8);
    if (type === 'pHYs') return { x: png.readUInt32BE(pos + 8), y: png.readUInt32BE(pos + 12), unit: png.readUInt8(pos + 16) };
    pos += 12 + length;
  }
  return undefined;
}

/** The first IFD of a TIFF as tag -> first value (rationals as numbers). */
function tiffTags(tiff: Buffer): Map<number, number> {
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number): number => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number): number => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  const tags = new Map<number, number>();
  for (let i = 0; i < u16(ifd); i++) {
    const entry = ifd + 2 + 12 * i;
    const tag = u16(entry);
    const type = u16(entry + 2);
    if (type === 3) tags.set(tag, u16(entry + 8));
    else if (type === 4) tags.set(tag, u32(entry + 8));
    else if (type === 5) {
      const at = u32(entry + 8);
      tags.set(tag, u32(at) / u32(at + 4));
    }
  }
  return tags;
}

describe('PNG', () => {
  it.each([300, 600])('is round(pt / 72 * dpi) pixels a side with pHYs = %i dpi', async (dpi) => {
    const png = await toPng(scene, dpi);
    expect(png.width).toBe(Math.round((scene.width / 72) * dpi));
    expect(png.height).toBe(Math.round((scene.height / 72) * dpi));
    const meta = await sharp(png.bytes).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([png.width, png.height]);
    expect(meta.density).toBe(dpi);
    const phys = pngPhys(png.bytes);
    expect(phys).toEqual({ x: Math.round(dpi / 0.0254), y: Math.round(dpi / 0.0254), unit: 1 });
  });

  it('draws the text: the label pixels are dark, not empty', async () => {
    const png = await toPng(scene, 300);
    const { data, info } = await sharp(png.bytes).removeAlpha().greyscale().raw().toBuffer({ resolveWithObject: true });
    // The x-axis title sits centred below the plot; count dark pixels in a box around it.
    const title = textNodes(scene.nodes).find((t) => t.text === DEMO_LABELS.xAxis)!;
    const x0 = ptToPx(title.x - 20, 300);
    const y0 = ptToPx(title.y - 7, 300);
    let dark = 0;
    for (let y = y0; y < y0 + ptToPx(9, 300); y++) {
      for (let x = x0; x < x0 + ptToPx(40, 300); x++) if ((data[y * info.width + x] ?? 255) < 128) dark++;
    }
    expect(dark).toBeGreaterThan(500);
  });
});

describe('TIFF', () => {
  it('is LZW-compressed RGB with the resolution in inches, and the same pixels as the PNG', async () => {
    const [tiff, png] = await Promise.all([toTiff(scene, 300), toPng(scene, 300)]);
    const meta = await sharp(tiff.bytes).metadata();
    expect(meta.format).toBe('tiff');
    expect(meta.density).toBe(300);
    expect(meta.channels).toBe(3);
    expect([meta.width, meta.height]).toEqual([png.width, png.height]);
    const tags = tiffTags(tiff.bytes);
    expect(tags.get(259)).toBe(5); // Compression: LZW
    expect(tags.get(296)).toBe(2); // ResolutionUnit: inch
    expect(tags.get(282)).toBeCloseTo(300, 6); // XResolution
    expect(tags.get(283)).toBeCloseTo(300, 6); // YResolution
    const tiffPixels = await sharp(tiff.bytes).raw().toBuffer();
    const pngPixels = await sharp(png.bytes).removeAlpha().raw().toBuffer();
    expect(tiffPixels.equals(pngPixels)).toBe(true);
  });
});

describe('PDF', () => {
  it('has one page the size of the scene, in points', async () => {
    const pdf = await toPdf(scene);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const boxes = [...pdf.toString('latin1').matchAll(/\/MediaBox \[([^\]]+)\]/g)].map((m) => (m[1] ?? '').trim().split(/\s+/).map(Number));
    expect(boxes).toHaveLength(1);
    const [x0, y0, x1, y1] = boxes[0]!;
    expect([x0, y0]).toEqual([0, 0]);
    expect(x1).toBeCloseTo(scene.width, 3);
    expect(y1).toBeCloseTo(scene.height, 3);
  });

  it('embeds the Arimo faces it uses as TrueType (FontFile2)', async () => {
    const pdf = await toPdf(scene);
    const dicts = [...pdfObjects(pdf).values()].map((o) => o.dict);
    const descriptors = dicts.filter((d) => d.includes('/FontDescriptor') && d.includes('/FontName'));
    expect(descriptors.length).toBe(3); // regular, bold (title), italic (legend)
    for (const d of descriptors) {
      expect(d).toMatch(/\/FontFile2 \d+ 0 R/);
      expect(d).toMatch(/\/FontName \/[A-Z]{6}\+Arimo-(Regular|Bold|Italic)/);
    }
    expect(dicts.some((d) => d.includes('/Helvetica'))).toBe(false);
  });

  it('keeps every label as text that can be extracted', async () => {
    const blocks = await toPdf(scene).then(pdfTextBlocks);
    for (const label of labels) expect(blocks).toContain(label);
    for (const tick of ['0', '2', '10', '0.4', '1.2']) expect(blocks).toContain(tick);
  });

  const pdftotext = spawnSync('pdftotext', ['-v']).error === undefined;
  (pdftotext ? it : it.skip)('gives its labels to pdftotext (poppler)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'render-pdf-'));
    try {
      writeFileSync(join(dir, 'f.pdf'), await toPdf(scene));
      const out = spawnSync('pdftotext', [join(dir, 'f.pdf'), '-'], { encoding: 'utf8' });
      for (const label of labels) expect(out.stdout).toContain(label);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('records the producer and a fixed creation date', async () => {
    const objects = pdfObjects(await toPdf(scene));
    const info = [...objects.values()].find((o) => o.dict.includes('/Producer'))?.dict ?? '';
    const value = (key: string): string | undefined => {
      const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(info)?.[1];
      return ref ? objects.get(Number(ref))?.dict.trim() : new RegExp(`/${key} (\\([^)]*\\))`).exec(info)?.[1];
    };
    expect(value('Producer')).toBe('(Figure service)');
    expect(value('CreationDate')).toBe('(D:20000101000000Z)');
  });
});

describe('SVG', () => {
  it('is sized in points with a viewBox, and keeps every label as a <text> in Arimo', () => {
    const svg = toSvg(scene);
    const root = /<svg [^>]*>/.exec(svg)?.[0] ?? '';
    expect(root).toContain(`width="${Number(scene.width.toFixed(3))}pt"`);
    expect(root).toContain(`height="${Number(scene.height.toFixed(3))}pt"`);
    expect(root).toContain(`viewBox="0 0 ${Number(scene.width.toFixed(3))} ${Number(scene.height.toFixed(3))}"`);
    const texts = [...svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)];
    expect(texts).toHaveLength(textNodes(scene.nodes).length);
    for (const label of labels) expect(texts.map((t) => t[2])).toContain(label);
    for (const t of texts) expect(t[1]).toContain('font-family="Arimo, Arial, Helvetica, sans-serif"');
    expect(svg).toMatch(/<text [^>]*transform="rotate\(-90 /);
    expect(svg).toContain('<clipPath id="clip0">');
  });

  it('escapes markup in labels', () => {
    const svg = toSvg({ width: 100, height: 20, nodes: [{ type: 'text', x: 0, y: 10, text: 'a < b & "c"', size: 7, weight: 'normal', anchor: 'start', baseline: 'alphabetic', color: '#000000' }] });
    expect(svg).toContain('>a &lt; b &amp; &quot;c&quot;</text>');
  });
});

describe('determinism', () => {
  it('gives the same bytes for the same scene in every format', async () => {
    const twice = async (): Promise<Buffer[]> => [
      Buffer.from(toSvg(scene)),
      await toPdf(scene),
      toEps(scene),
      (await toPng(scene, 300)).bytes,
      (await toTiff(scene, 300)).bytes,
    ];
    const [a, b] = await Promise.all([twice(), twice()]);
    a.forEach((bytes, i) => expect(bytes.equals(b[i]!)).toBe(true));
  });
});

describe('edge cases', () => {
  const odd: Scene = {
    width: 120.5,
    height: 40.25,
    nodes: [
      { type: 'text', x: 2, y: 10, text: 'two\nlines', size: 7, weight: 'bold', italic: true, anchor: 'start', baseline: 'alphabetic', color: '#333333', opacity: 0.5 },
      { type: 'text', x: 60, y: 20, text: '', size: 7, weight: 'normal', anchor: 'middle', baseline: 'middle', color: '#000000' },
      { type: 'rect', x: 10, y: 15, width: 20, height: 10, fill: '#cc79a7', stroke: '#000000', strokeWidth: 0 },
      { type: 'path', commands: [['M', 40, 15], ['L', 60, 15], ['L', 60, 35], ['L', 40, 35], ['Z'], ['M', 45, 20], ['L', 55, 20], ['L', 55, 30], ['L', 45, 30], ['Z']], fill: '#0072B2', fillRule: 'evenodd' },
      { type: 'group', opacity: 0.5, children: [{ type: 'group', opacity: 0.5, children: [{ type: 'circle', cx: 90, cy: 25, r: 8, fill: '#D55E00' }] }] },
      { type: 'polyline', points: [[100, 5], [110, 15], [118, 5]], closed: true, stroke: '#009E73', strokeWidth: 0.75, lineJoin: 'bevel', lineCap: 'round' },
    ],
  };

  it('renders lines breaks as spaces, skips empty text and zero-width strokes, in every format', async () => {
    const svg = toSvg(odd);
    expect(svg).toContain('>two lines</text>');
    expect(svg).not.toContain('stroke-width="0"');
    expect(svg).toContain('fill-rule="evenodd"');
    expect(svg).toContain('<polygon ');
    expect(pdfTextBlocks(await toPdf(odd))).toEqual(['two lines']);
    const eps = toEps(odd).toString('latin1');
    expect(eps).toContain('(two lines) ');
    expect(eps).toContain('eofill');
    expect(eps).toContain('%%BoundingBox: 0 0 121 41');
  });

  it('keeps the page transparent on request, white otherwise', async () => {
    const transparent = await toPng(odd, 72, { transparent: true });
    const white = await toPng(odd, 72);
    const corner = async (png: Buffer): Promise<number[]> => [...(await sharp(png).raw().toBuffer()).subarray(0, 4)];
    expect(await corner(transparent.bytes)).toEqual([0, 0, 0, 0]);
    expect(await corner(white.bytes)).toEqual([255, 255, 255, 255]);
    expect([white.width, white.height]).toEqual([121, 40]);
  });

  it('refuses a resolution that is not a positive number', async () => {
    await expect(toPng(odd, 0)).rejects.toThrow(/dpi/);
  });
});
