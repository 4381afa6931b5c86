// The upscale engine on real figures: our chart engine's figures and the matplotlib fixtures,
// bicubic-downscaled 4x and upscaled back, must come closer to the original than sharp's
// Lanczos on the same input (PSNR and SSIM; thresholds a margin below bench/upscale.bench.ts).
// And what a user observes of a request: the exact long edge, the short edge, the format, the
// alpha, no seams between tiles, the refusals.
import sharp from 'sharp';
import { EngineError } from '../../../engines/shared/errors.ts';
import { decodeImage } from '../../../engines/image/raster.ts';
import { UPSCALE_SCALES } from '../../../core/upscaleScales.ts';
import { planUpscale, upscaleImage, upscaleSize } from '../../../engines/image/upscale/index.ts';
import { superResolve } from '../../../engines/image/upscale/network.ts';
import { psnr, ssim } from '../../../engines/image/quality.ts';
import { drawSvg } from './support/drawSvg.ts';
import { chartFigure, matplotlibFigures } from './support/chartTruth.ts';

const FIGURE =
  `<line x1="20.5" y1="10" x2="20.5" y2="150.5" stroke="#000"/><line x1="20" y1="150.5" x2="230" y2="150.5" stroke="#000"/>` +
  `<rect x="40" y="60" width="30" height="90" fill="#d55e00"/><rect x="90" y="90" width="30" height="60" fill="#0072b2"/>` +
  `<circle cx="180" cy="70" r="30" fill="#009e73" stroke="#222" stroke-width="2"/>` +
  `<text x="40" y="30" font-size="14" font-weight="bold">Survival (%)</text><text x="130" y="140" font-size="10">n = 24</text>`;

async function rgba(bytes: Buffer) {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('upscale: quality on figures downscaled 4x', () => {
  test('ours beats Lanczos in PSNR and SSIM on chart-engine and matplotlib figures', async () => {
    const figures = [
      await chartFigure('bar', 'nature', 'single', 300),
      await chartFigure('scatter', 'default', 'single', 300),
      ...matplotlibFigures().filter((f) => ['ggplot_bars.png', 'heatmap.png', 'scatter_legend.jpg'].includes(f.name)),
    ];
    const gains: Array<{ name: string; psnr: number; ssim: number }> = [];
    for (const figure of figures) {
      const decoded = await decodeImage(figure.png);
      // Sides made multiples of 4, so that 4x down and up lands on the original's pixels.
      const width = decoded.width - (decoded.width % 4);
      const height = decoded.height - (decoded.height % 4);
      const original = await sharp(decoded.data, { raw: { width: decoded.width, height: decoded.height, channels: 4 } }).extract({ left: 0, top: 0, width, height }).raw().toBuffer();
      const small = await sharp(original, { raw: { width, height, channels: 4 } }).resize(width / 4, height / 4, { kernel: 'cubic' }).png().toBuffer();
      const ours = await upscaleImage(small, Math.max(width, height));
      expect([ours.width, ours.height, ours.format]).toEqual([width, height, 'png']);
      const oursPx = (await rgba(ours.bytes)).data;
      const lanczos = await sharp(small).resize(width, height, { kernel: 'lanczos3', fit: 'fill' }).ensureAlpha().raw().toBuffer();
      gains.push({
        name: figure.name,
        psnr: psnr(original, oursPx, 4) - psnr(original, lanczos, 4),
        ssim: ssim(original, oursPx, width, height, 4) - ssim(original, lanczos, width, height, 4),
      });
    }
    // Bench (5 figures): PSNR +0.53 to +0.70 dB, SSIM +0.0047 to +0.0247 over Lanczos.
    for (const g of gains) {
      expect({ name: g.name, beatsPsnr: g.psnr >= 0.35 }).toEqual({ name: g.name, beatsPsnr: true });
      expect({ name: g.name, beatsSsim: g.ssim >= 0.002 }).toEqual({ name: g.name, beatsSsim: true });
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(gains.map((g) => g.psnr))).toBeGreaterThan(0.5);
    expect(mean(gains.map((g) => g.ssim))).toBeGreaterThan(0.01);
  }, 120_000);
});

describe('upscale: tiles', () => {
  test('tiles meet without seams: shifting the tile grid changes no pixel', async () => {
    const figure = await decodeImage(await drawSvg(300, 300, FIGURE + `<text x="10" y="200" font-size="22">Dose–response 0.5 mg/kg</text><path d="M10 290 L290 230" stroke="#c00" stroke-width="1.5"/>`, '#ffffff'));
    const shifted = await decodeImage(await sharp(figure.data, { raw: { width: 300, height: 300, channels: 4 } }).extract({ left: 45, top: 37, width: 255, height: 263 }).png().toBuffer());
    const model = { size: 'medium', factor: 4 } as const;
    const whole = await superResolve(figure, model);
    const moved = await superResolve(shifted, model);
    // Compared away from the cut edges (the crop's own border is an edge the network sees).
    let worst = 0;
    for (let y = 30 * 4; y < moved.height; y++) {
      for (let x = 30 * 4; x < moved.width; x++) {
        for (let c = 0; c < 3; c++) {
          const a = moved.data[(y * moved.width + x) * 3 + c]!;
          const b = whole.data[((y + 37 * 4) * whole.width + x + 45 * 4) * 3 + c]!;
          worst = Math.max(worst, Math.abs(a - b));
        }
      }
    }
    expect(worst).toBeLessThanOrEqual(2);
  }, 120_000);

  test('progress rises to 1 as tiles finish', async () => {
    const seen: number[] = [];
    await upscaleImage(await drawSvg(300, 200, FIGURE, '#ffffff'), 600, (d) => seen.push(d));
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.every((d, i) => d >= 0 && d <= 1 && (i === 0 || d >= seen[i - 1]!))).toBe(true);
    expect(seen.at(-1)).toBe(1);
  }, 120_000);
});

describe('upscale: sizes, formats and refusals', () => {
  test('8k from a small JPEG: long edge exactly 8192, short edge rounded, still JPEG', async () => {
    const jpeg = await sharp(await drawSvg(240, 161, FIGURE, '#ffffff')).jpeg({ quality: 90 }).toBuffer();
    const out = await upscaleImage(jpeg, UPSCALE_SCALES['8k'].longEdge);
    expect(upscaleSize(240, 161, 8192)).toEqual({ width: 8192, height: 5495 });
    expect([out.width, out.height, out.format]).toEqual([8192, 5495, 'jpeg']);
    const meta = await sharp(out.bytes, { limitInputPixels: false }).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 8192, 5495]);
  }, 120_000);

  test('2k from a portrait WebP with transparency: the alpha is kept, enlarged', async () => {
    // Transparent outside a white card; the card's corners are where the alpha changes.
    const card = await drawSvg(120, 200, `<rect x="10" y="10" width="100" height="180" fill="#fff"/>` + FIGURE.replace(/x="(\d+)"/g, (_, x: string) => `x="${Number(x) / 2}"`), null);
    const webp = await sharp(card).webp({ lossless: true }).toBuffer();
    const out = await upscaleImage(webp, UPSCALE_SCALES['2k'].longEdge);
    expect([out.width, out.height, out.format]).toEqual([1229, 2048, 'webp']);
    const px = await rgba(out.bytes);
    const alphaAt = (x: number, y: number) => px.data[(y * px.width + x) * 4 + 3]!;
    expect(alphaAt(20, 20)).toBe(0);
    expect(alphaAt(600, 1000)).toBe(255);
    expect(alphaAt(1229 - 20, 2048 - 20)).toBe(0);
  }, 120_000);

  test('a source already at the scale is refused with ALREADY_AT_SCALE', async () => {
    const wide = await sharp({ create: { width: 2048, height: 64, channels: 3, background: '#ffffff' } }).png().toBuffer();
    await expect(upscaleImage(wide, 2048)).rejects.toMatchObject({ reason: 'ALREADY_AT_SCALE' });
    await expect(upscaleImage(wide, 4096)).resolves.toMatchObject({ width: 4096, height: 128 });
  }, 120_000);

  test('a source too large to finish in time is refused with SOURCE_TOO_LARGE', () => {
    expect(() => planUpscale(5000, 4000)).toThrow(EngineError);
    expect(() => planUpscale(5000, 4000)).toThrow(/megapixels/);
    expect(planUpscale(1024, 1024)).toMatchObject({ size: 'medium', factor: 4 });
    expect(planUpscale(3000, 2000)).toMatchObject({ factor: 2 });
  }, 120_000);
});
