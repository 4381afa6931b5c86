// Vectorisation (engines/image/vectorize): each SVG is drawn again with resvg (our fonts only) and
// compared with its source: mean colour error (OKLab x100) and SSIM of lightness, against
// thresholds set from bench/vectorize.bench.ts with some room (measured there: bar 0.74 / 0.983,
// scatter_legend.jpg 0.67 / 0.969, VTracer's own colour mode 1.61 / 0.970 and 0.93 / 0.981). resvg's parser
// (roxmltree, a strict XML parser) accepting the document is the well-formedness check.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { closeOcr } from '../../../engines/ocr/index.ts';
import { decodeImage } from '../../../engines/shared/raster.ts';
import { compareRasters, renderSvg, type Fidelity } from '../../../engines/image/vectorize/fidelity.ts';
import { MAX_SOURCE_PIXELS, vectorizeImage } from '../../../engines/image/vectorize/index.ts';
import { svgDocument } from '../../../engines/image/vectorize/svgDocument.ts';
import { traceRaster } from '../../../engines/image/vectorize/trace.ts';
import { chartFigure, MATPLOTLIB_FIXTURES, normaliseForComparison } from './support/chartTruth.ts';

afterAll(() => closeOcr());

async function fidelity(source: Buffer, svg: Buffer): Promise<Fidelity> {
  return compareRasters(await decodeImage(source), renderSvg(svg));
}

const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

/** The contents of the document's <text> elements. */
function textsOf(svg: Buffer): string[] {
  return [...svg.toString('utf8').matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => unescape(m[1]!));
}

function expectCleanSvg(svg: Buffer, width: number, height: number): void {
  const doc = svg.toString('utf8');
  expect(() => new Resvg(doc)).not.toThrow();
  expect(doc).toContain(`viewBox="0 0 ${width} ${height}"`);
  expect(doc).toContain(`width="${width}" height="${height}"`);
  expect(doc).not.toMatch(/<image\b/);
  expect(doc).not.toMatch(/data:image/);
  // One path per colour: merged, not one per region.
  const fills = [...doc.matchAll(/<path fill="([^"]+)"/g)].map((m) => m[1]);
  expect(new Set(fills).size).toBe(fills.length);
}

describe('full_vector', () => {
  test('our bar chart renders back close to the source, as paths only', async () => {
    const figure = await chartFigure('bar', 'science', 'single', 300);
    const out = await vectorizeImage(figure.png, 'full_vector');
    expect([out.width, out.height]).toEqual([figure.width, figure.height]);
    expect(out.texts).toBe(0);
    expectCleanSvg(out.svg, out.width, out.height);
    expect(out.svg.toString('utf8')).not.toMatch(/<text\b/);
    const f = await fidelity(figure.png, out.svg);
    expect(f.deltaE).toBeLessThan(1.1);
    expect(f.ssim).toBeGreaterThan(0.975);
    // Flat colours stay exact; anti-aliasing does not become colours of its own.
    const fills = [...out.svg.toString('utf8').matchAll(/<path fill="([^"]+)"/g)].map((m) => m[1]!.toLowerCase());
    expect(fills).toEqual(expect.arrayContaining(['#ffffff', '#e69f00', '#56b4e9']));
    expect(fills.length).toBeLessThanOrEqual(8);
  });

  test('a JPEG figure: its noise and block tints are not traced as colours', async () => {
    const jpeg = readFileSync(join(MATPLOTLIB_FIXTURES, 'scatter_legend.jpg'));
    const out = await vectorizeImage(jpeg, 'full_vector');
    expectCleanSvg(out.svg, out.width, out.height);
    const f = await fidelity(jpeg, out.svg);
    expect(f.deltaE).toBeLessThan(1.1);
    expect(f.ssim).toBeGreaterThan(0.965);
    expect([...out.svg.toString('utf8').matchAll(/<path /g)].length).toBeLessThanOrEqual(16);
  });

  test('a two-pixel anti-aliased diagonal line stays one unbroken stroke, over paper drawn as one rectangle', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="#fff"/>' +
      '<path d="M20 180 L280 30" stroke="#1f77b4" stroke-width="2"/></svg>';
    const png = new Resvg(svg).render().asPng();
    const out = await vectorizeImage(png, 'full_vector');
    const rendered = renderSvg(out.svg);
    // Along the line, every column it crosses is drawn blue near the line's centre.
    let gaps = 0;
    for (let x = 30; x <= 270; x++) {
      const yc = 180 - ((x - 20) * 150) / 260;
      let blue = false;
      for (let y = Math.floor(yc) - 1; y <= Math.ceil(yc) + 1; y++) {
        const p = (y * 300 + x) * 4;
        if (rendered.data[p + 2]! > rendered.data[p]! + 40) blue = true;
      }
      if (!blue) gaps++;
    }
    expect(gaps).toBe(0);
    // The paper under everything is one rectangle, not a traced outline full of holes.
    expect(out.svg.toString('utf8')).toMatch(/<path fill="#ffffff" fill-rule="evenodd" d="M0 0h300v200h-300z"\/>/);
  });

  test('transparent areas stay transparent', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160">' +
      '<rect x="20" y="20" width="90" height="70" fill="#0072B2"/>' +
      '<circle cx="170" cy="95" r="45" fill="#D55E00"/>' +
      '<path d="M20 140 L220 140" stroke="#000" stroke-width="3"/></svg>';
    const png = new Resvg(svg).render().asPng();
    const out = await vectorizeImage(png, 'full_vector');
    expectCleanSvg(out.svg, 240, 160);
    expect(out.svg.toString('utf8')).not.toMatch(/<rect|#ffffff/i);
    const rendered = renderSvg(out.svg);
    const alphaAt = (x: number, y: number) => rendered.data[(y * 240 + x) * 4 + 3];
    expect(alphaAt(5, 5)).toBe(0);
    expect(alphaAt(150, 30)).toBe(0);
    expect(alphaAt(60, 50)).toBe(255);
    const f = await fidelity(png, out.svg);
    expect(f.alphaError).toBeLessThan(0.01);
    expect(f.deltaE).toBeLessThan(1);
  });
});

describe('editable_text', () => {
  test("our chart's tick labels and titles come back as <text>, and it still looks the same", async () => {
    const figure = await chartFigure('bar', 'science', 'single', 300);
    const out = await vectorizeImage(figure.png, 'editable_text');
    expectCleanSvg(out.svg, out.width, out.height);
    const texts = textsOf(out.svg).map(normaliseForComparison);
    expect(out.texts).toBe(texts.length);
    const doc = out.svg.toString('utf8');
    expect(doc).toContain('font-family="Arimo, Liberation Sans, Arial, Helvetica, sans-serif"');
    const ticks = figure.texts.filter((t) => /^[\d.−-]+$/.test(t.text) || ['Control', 'Treated', 'group', 'n = 40 per bar'].includes(t.text));
    expect(ticks.length).toBeGreaterThanOrEqual(8);
    for (const t of ticks) expect(texts).toContain(normaliseForComparison(t.text));
    // The y-axis title reads upwards: it is turned, not traced.
    expect(doc).toMatch(/<text [^>]*transform="rotate\(-90 [^>]*>Mean sbp/);
    const f = await fidelity(figure.png, out.svg);
    expect(f.deltaE).toBeLessThan(1.2);
    expect(f.ssim).toBeGreaterThan(0.97);
  });

  test('a matplotlib figure: title, axis titles and tick labels are editable text', async () => {
    const png = readFileSync(join(MATPLOTLIB_FIXTURES, 'whitegrid_lines.png'));
    const out = await vectorizeImage(png, 'editable_text');
    expectCleanSvg(out.svg, out.width, out.height);
    const texts = textsOf(out.svg);
    for (const label of ['Cell viability', 'Days after treatment', 'Viable cells (%)', '0', '20', '40', '60', '80', '100']) expect(texts).toContain(label);
    const f = await fidelity(png, out.svg);
    expect(f.deltaE).toBeLessThan(1.2);
    expect(f.ssim).toBeGreaterThan(0.93);
  });
});

describe('the document', () => {
  test('text is XML-escaped and the family list starts with the measured font', () => {
    const doc = svgDocument(100, 50, [], [{ text: 'a < b & "c"', x: 10, y: 30, size: 12, weight: 'bold', fill: '#112233', anchor: 'start', angle: 0 }]);
    expect(doc).toContain('>a &lt; b &amp; &quot;c&quot;</text>');
    expect(() => new Resvg(doc)).not.toThrow();
    expect(textsOf(Buffer.from(doc))).toEqual(['a < b & "c"']);
  });
});

describe('limits', () => {
  test(`a source over ${MAX_SOURCE_PIXELS / 1e6} megapixels is refused with SOURCE_TOO_LARGE_FOR_SVG`, async () => {
    const png = await sharp({ create: { width: 4100, height: 4000, channels: 3, background: '#ffffff' } }).png().toBuffer();
    await expect(vectorizeImage(png, 'full_vector')).rejects.toMatchObject({ reason: 'SOURCE_TOO_LARGE_FOR_SVG' });
  });

  test('tracing stops once the path data passes its budget (SVG_TOO_COMPLEX is raised from it)', async () => {
    const figure = await chartFigure('scatter', 'science', 'single', 150);
    const raster = await decodeImage(figure.png);
    const { overBudget } = await traceRaster(raster, { budget: 2000 });
    expect(overBudget).toBe(true);
  });

  test('an unknown mode is refused', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#ffffff' } }).png().toBuffer();
    await expect(vectorizeImage(png, 'outline' as never)).rejects.toMatchObject({ reason: 'UNSUPPORTED_VECTOR_MODE' });
  });
});
