// A flowchart's SVG converted as a reader sees the result: the PNG's size and pHYs, the PDF's
// text read back by poppler (pdftotext) and its page drawn by poppler (pdftoppm) compared with
// the PNG, the TIFF's resolution, the PPTX's picture. The SVG is written here by hand in the
// shape the flowchart renderer gives (viewBox, one group per node and edge, real <text> in the
// two families), so these tests need no flowchart engine.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { convertImage, EngineError, svgTextProblem } from '../../engines/conversion/index.ts';

const FAMILY = "Arimo, 'Noto Sans', Arial, sans-serif";
// ⅕ is in Noto Sans only: the PDF must draw it with the fallback family, as the PNG does.
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" font-family="${FAMILY}">
<rect width="400" height="300" fill="#ffffff"/>
<g id="node-start"><rect x="120" y="20" width="160" height="44" rx="22" fill="#e8f0fa" stroke="#2b4c7e"/><text x="200" y="47" text-anchor="middle" font-size="14" font-weight="700">Assess eligibility</text></g>
<g id="node-randomise"><rect x="110" y="120" width="180" height="48" fill="#ffffff" stroke="#2b4c7e"/><text x="200" y="140" text-anchor="middle" font-size="13"><tspan x="200" dy="0">Dose ≥ 5 µg &amp; α → β</tspan><tspan x="200" dy="16">Randomised ⅕ (n=100)</tspan></text></g>
<g id="edge-start-randomise"><path d="M200 64 V114" stroke="#333333" fill="none"/><path d="M195 114 L200 120 L205 114 Z" fill="#333333"/></g>
</svg>`;
const TALL = SVG.replace('viewBox="0 0 400 300"', 'viewBox="0 0 300 400"');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'conversion-svg-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function convert(svg: string, format: 'png' | 'pdf' | 'tiff' | 'pptx', dpi: 300 | 600 | 1000 = 300, width?: number) {
  return convertImage({ bytes: Buffer.from(svg), contentType: 'image/svg+xml', format, dpi, ...(width ? { width } : {}) });
}

function pngDpi(png: Buffer): number {
  const at = png.indexOf('pHYs');
  expect(png[at + 12]).toBe(1); // unit: metre
  return Math.round((png.readUInt32BE(at + 4) * 0.0254));
}

describe('flowchart SVG conversions', () => {
  test('png: the long edge is the requested width exactly, the dpi is in pHYs; default 2048', async () => {
    const wide = await convert(SVG, 'png', 600, 1000);
    expect(wide).toMatchObject({ format: 'png', contentType: 'image/png', width: 1000, height: 750 });
    const meta = await sharp(wide.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([1000, 750]);
    expect(pngDpi(wide.bytes)).toBe(600);
    const tall = await convert(TALL, 'png', 300, 257);
    expect([tall.width, tall.height]).toEqual([193, 257]);
    const byDefault = await convert(SVG, 'png');
    expect([byDefault.width, byDefault.height]).toEqual([2048, 1536]);
  });

  test('the text is drawn in the shipped fonts: dark pixels inside the node boxes', async () => {
    const { bytes } = await convert(SVG, 'png', 300, 800);
    const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const dark = (x0: number, y0: number, x1: number, y1: number) => {
      let n = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (data[(y * info.width + x) * 3]! < 100) n++;
      return n;
    };
    // Inside the second box, clear of its border (the box is x 110..290, y 120..168 at scale 2).
    expect(dark(240, 250, 560, 330)).toBeGreaterThan(800);
  });

  test('pdf: the page is width/dpi inches, the labels are text (pdftotext), poppler draws what resvg draws', async () => {
    const out = await convert(SVG, 'pdf', 300, 1200);
    expect(out.contentType).toBe('application/pdf');
    const file = join(dir, 'flow.pdf');
    writeFileSync(file, out.bytes);
    const info = execFileSync('pdfinfo', [file]).toString();
    expect(info).toMatch(/Page size:\s+288 x 216 pts/); // 1200 px at 300 dpi = 4 in = 288 pt
    const text = execFileSync('pdftotext', [file, '-']).toString();
    for (const label of ['Assess eligibility', 'Dose ≥ 5 µg & α → β', 'Randomised ⅕ (n=100)']) expect(text).toContain(label);
    const fonts = execFileSync('pdffonts', [file]).toString();
    expect(fonts).toMatch(/Arimo-Bold/);
    expect(fonts).toMatch(/Arimo-Regular/);
    expect(fonts).toMatch(/NotoSans-Regular/);
    expect(out.bytes.includes(Buffer.from('/Subtype /Image'))).toBe(false); // vectors, no raster

    execFileSync('pdftoppm', ['-r', '300', '-png', '-singlefile', file, join(dir, 'page')]);
    const page = await sharp(join(dir, 'page.png')).removeAlpha().greyscale().raw().toBuffer({ resolveWithObject: true });
    const png = await sharp((await convert(SVG, 'png', 300, 1200)).bytes).flatten({ background: '#ffffff' }).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect([page.info.width, page.info.height]).toEqual([png.info.width, png.info.height]);
    let differing = 0;
    for (let i = 0; i < png.data.length; i++) if (Math.abs(png.data[i]! - page.data[i]!) > 96) differing++;
    // Anti-aliasing differs along edges; a missing label or box would differ in thousands of pixels.
    expect(differing / png.data.length).toBeLessThan(0.01);
  });

  test('tiff carries the dpi; pptx holds the rendered picture at width/dpi inches', async () => {
    const tiff = await convert(SVG, 'tiff', 1000, 512);
    const meta = await sharp(tiff.bytes).metadata();
    expect(meta).toMatchObject({ format: 'tiff', width: 512, height: 384, density: 1000 });
    const pptx = await convert(SVG, 'pptx', 300, 600);
    const files = unzipSync(new Uint8Array(pptx.bytes));
    const media = Object.keys(files).filter((name) => name.startsWith('ppt/media/') && !name.endsWith('/'));
    expect(media).toHaveLength(1);
    const picture = await sharp(Buffer.from(files[media[0]!]!)).metadata();
    expect([picture.width, picture.height]).toEqual([600, 450]);
    const presentation = Buffer.from(files['ppt/presentation.xml']!).toString();
    expect(presentation).toContain('<p:sldSz cx="1828800" cy="1371600"'); // 2 x 1.5 in in EMU
  });

  test('text neither family can draw is refused, naming the characters', async () => {
    const svg = SVG.replace('Assess eligibility', 'Assess 中 eligibility &#x1F600;');
    const problem = svgTextProblem(svg);
    expect(problem?.reason).toBe('TEXT_CHARACTERS_UNSUPPORTED');
    expect(problem?.message).toContain('"中" (U+4E2D)');
    expect(problem?.message).toContain('U+1F600');
    expect(svgTextProblem(SVG)).toBeUndefined();
    await expect(convert(svg, 'png')).rejects.toMatchObject({ reason: 'TEXT_CHARACTERS_UNSUPPORTED' });
    await expect(convert(svg, 'pdf')).rejects.toBeInstanceOf(EngineError);
  });

  test('width outside 256..4096 and width on a PNG source are refused', async () => {
    await expect(convert(SVG, 'png', 300, 255)).rejects.toMatchObject({ reason: 'INVALID_WIDTH' });
    await expect(convert(SVG, 'png', 300, 4097)).rejects.toMatchObject({ reason: 'INVALID_WIDTH' });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer();
    await expect(convertImage({ bytes: png, contentType: 'image/png', format: 'png', dpi: 300, width: 512 })).rejects.toMatchObject({ reason: 'WIDTH_NOT_APPLICABLE' });
  });
});
