// recolor (engines/image/edit/recolor.ts): a figure's category colours land on the palette,
// neutrals stay exactly as they were, categories stay apart, the format is kept.
import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import { recolor } from '../../../engines/image/edit/recolor.ts';
import { labDistance, parseHexColour, srgbToOklab, type Lab, type Rgb } from '../../../engines/image/color/oklab.ts';
import { OKABE_ITO } from '../../../engines/image/color/palettes.ts';
import { decodeImage, type Raster } from '../../../engines/shared/raster.ts';
import { allFontFaces, FONT_FAMILY } from '../../../engines/chart/render/fonts.ts';

const CATEGORY_COLOURS = ['#1f77b4', '#ff7f0e', '#2ca02c'];

/** Three bars, a line in a fourth place of the first colour, black axes, grey grid, a label. */
async function barChart(): Promise<Buffer> {
  const [blue, orange, green] = CATEGORY_COLOURS;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="240"><rect width="360" height="240" fill="#ffffff"/>` +
    `<path d="M40 60.5 H340 M40 120.5 H340" stroke="#bbbbbb"/>` +
    `<rect x="60.4" y="80.3" width="60" height="130" fill="${blue}"/><rect x="140.6" y="110.7" width="60" height="100" fill="${orange}"/>` +
    `<rect x="220.3" y="40.2" width="60" height="170" fill="${green}"/>` +
    `<polyline points="40,200 150,50 330,150" stroke="${blue}" stroke-width="3" fill="none"/>` +
    `<path d="M40 20 V210 H345" stroke="#000000" stroke-width="1.5" fill="none"/>` +
    `<text x="150" y="232" font-family="${FONT_FAMILY}" font-size="14" fill="#333333">Dose (mg)</text></svg>`;
  const rendered = await renderAsync(svg, { font: { fontFiles: allFontFaces().map((f) => f.file), loadSystemFonts: false }, logLevel: 'off' });
  return Buffer.from(rendered.asPng());
}

const at = (r: Raster, x: number, y: number) => {
  const p = (y * r.width + x) * 4;
  return [r.data[p]!, r.data[p + 1]!, r.data[p + 2]!];
};
const hex = (rgb: number[]) => `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
const isNeutral = (rgb: number[]) => Math.max(...rgb) - Math.min(...rgb) <= 6;

/** Pixels whose 3x3 neighbourhood is one colour: the inside of shapes, not their edge ramps. */
function interiorColours(r: Raster): Map<string, number> {
  const counts = new Map<string, number>();
  for (let y = 1; y < r.height - 1; y++) {
    for (let x = 1; x < r.width - 1; x++) {
      const c = hex(at(r, x, y));
      let same = true;
      for (let dy = -1; dy <= 1 && same; dy++) for (let dx = -1; dx <= 1 && same; dx++) same = hex(at(r, x + dx, y + dy)) === c;
      if (same) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
  }
  return counts;
}

async function renderSvg(svg: string): Promise<Buffer> {
  return Buffer.from((await renderAsync(svg, { font: { fontFiles: allFontFaces().map((f) => f.file), loadSystemFonts: false }, logLevel: 'off' })).asPng());
}

const DOT = '#9467bd';
const LINE = '#1f77b4';
/** Anti-aliased dots of radius 3 px (centres returned) and, apart from them, a line of another colour. */
function dotsAndLine(background: string): { svg: string; dots: Array<[number, number]> } {
  const dots: Array<[number, number]> = [];
  for (let i = 0; i < 24; i++) dots.push([20.3 + (i % 8) * 21.7, 70.6 + Math.floor(i / 8) * 19.4]);
  const circles = dots.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3" fill="${DOT}"/>`).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="130"><rect width="200" height="130" fill="${background}"/>` +
    `<polyline points="10,40 90,12 190,35" stroke="${LINE}" stroke-width="2" fill="none"/>${circles}</svg>`;
  return { svg, dots };
}

/** Least OKLab distance from `lab` to any blend of `colour` with `background` (alpha 0..1, in sRGB bytes). */
function distanceToBlend(lab: Lab, colour: Rgb, background: Rgb): number {
  let best = Infinity;
  for (let a = 0; a <= 1.0001; a += 0.02) {
    const blend = colour.map((c, k) => Math.round(a * c + (1 - a) * background[k]!)) as Rgb;
    best = Math.min(best, labDistance(lab, srgbToOklab(...blend)));
  }
  return best;
}

describe('recolor', () => {
  const palette = ['#E64B35', '#4DBBD5', '#00A087', '#3C5488'];

  it('puts every chromatic area on a palette colour and leaves neutrals exactly as they were', async () => {
    const png = await barChart();
    const out = await recolor({ operation: 'recolor', image: png, palette, quality: 'standard' });
    expect(out.format).toBe('png');
    const before = await decodeImage(png);
    const after = await decodeImage(out.bytes);
    expect([after.width, after.height]).toEqual([before.width, before.height]);

    const used = new Set<string>();
    for (const [colour, count] of interiorColours(after)) {
      const rgb = parseHexColour(colour)!;
      if (isNeutral(rgb)) continue;
      expect(palette).toContain(colour);
      if (count > 50) used.add(colour);
    }
    // Three categories, three different palette colours.
    const bars = [at(after, 90, 150), at(after, 170, 180), at(after, 250, 100)].map(hex);
    expect(new Set(bars).size).toBe(3);
    for (const bar of bars) expect(used).toContain(bar);
    // The line has its bar's colour.
    expect(hex(at(after, 95, 125))).toBe(bars[0]);

    for (let i = 0; i < before.data.length; i += 4) {
      const rgb = [before.data[i]!, before.data[i + 1]!, before.data[i + 2]!];
      if (Math.max(...rgb) - Math.min(...rgb) > 2) continue;
      expect([after.data[i], after.data[i + 1], after.data[i + 2]]).toEqual(rgb);
    }
  });

  it('keeps an anti-aliased edge a smooth ramp from the new colour to white', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><rect width="200" height="60" fill="#fff"/><circle cx="100" cy="30" r="25" fill="#1f77b4"/></svg>`;
    const png = Buffer.from((await renderAsync(svg)).asPng());
    const out = await decodeImage((await recolor({ operation: 'recolor', image: png, palette: ['#D55E00'], quality: 'standard' })).bytes);
    const source = await decodeImage(png);
    // Along a row through the edge: each pixel is the same blend of the target and white that it was of the source and white.
    for (let x = 60; x < 100; x++) {
      const [r] = at(source, x, 30);
      const alpha = (255 - r!) / (255 - 0x1f);
      const expected = [0xd5, 0x5e, 0x00].map((t) => 255 - alpha * (255 - t));
      const got = at(out, x, 30);
      if (alpha < 0.2) continue; // the faintest fringe may stay as it was (a neutral)
      got.forEach((v, c) => expect(Math.abs(v - expected[c]!)).toBeLessThanOrEqual(3));
    }
  });

  it('chooses Okabe-Ito when no palette is given, and keeps JPEG as JPEG', async () => {
    const jpeg = await sharp(await barChart()).jpeg({ quality: 92 }).toBuffer();
    const out = await recolor({ operation: 'recolor', image: jpeg, palette: null, quality: 'standard' });
    expect(out.format).toBe('jpeg');
    expect(out.contentType).toBe('image/jpeg');
    const after = await decodeImage(out.bytes);
    const okabe = OKABE_ITO.map((h) => parseHexColour(h)!);
    const bars = [at(after, 90, 150), at(after, 170, 180), at(after, 250, 100)];
    const nearest = bars.map((rgb) => {
      const distances = okabe.map((o) => Math.hypot(o[0] - rgb[0]!, o[1] - rgb[1]!, o[2] - rgb[2]!));
      const best = Math.min(...distances);
      expect(best).toBeLessThan(12); // JPEG noise only
      return distances.indexOf(best);
    });
    expect(new Set(nearest).size).toBe(3);
  });

  it('refuses a palette smaller than the number of categories, and an image with no colour', async () => {
    await expect(recolor({ operation: 'recolor', image: await barChart(), palette: ['#000000', '#E64B35'], quality: 'standard' })).rejects.toMatchObject({
      reason: 'PALETTE_TOO_SMALL',
    });
    const grey = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#888888' } }).png().toBuffer();
    await expect(recolor({ operation: 'recolor', image: grey, palette: null, quality: 'standard' })).rejects.toMatchObject({ reason: 'NO_COLOURS_TO_RECOLOR' });
  });

  it('says how many categories it found, and that a palette holds at most 8', async () => {
    await expect(recolor({ operation: 'recolor', image: await barChart(), palette: ['#E64B35', '#4DBBD5'], quality: 'standard' })).rejects.toThrow(/3 distinct colour categories/);
    // Twelve well-separated category colours: more than any palette may hold, and no colour scale.
    const twelve = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b', '#e377c2', '#bcbd22', '#17becf', '#ffff33', '#800000', '#000080'];
    const bars = twelve.map((c, i) => `<rect x="${10 + i * 30}" y="20" width="22" height="100" fill="${c}"/>`).join('');
    const png = await renderSvg(`<svg xmlns="http://www.w3.org/2000/svg" width="380" height="140"><rect width="380" height="140" fill="#fff"/>${bars}</svg>`);
    const refusal = recolor({ operation: 'recolor', image: png, palette: null, quality: 'standard' });
    await expect(refusal).rejects.toMatchObject({ reason: 'PALETTE_TOO_SMALL' });
    await expect(refusal).rejects.toThrow(/12 distinct colour categories.*at most 8/);
  });

  it('refuses a continuous colour scale (a heat map with its colour bar) as such', async () => {
    const stops = ['#440154', '#3b528b', '#21918c', '#5ec962', '#fde725'];
    const gradient = stops.map((c, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${c}"/>`).join('');
    const cells = Array.from({ length: 24 }, (_, i) => `<rect x="${10 + (i % 6) * 30}" y="${10 + Math.floor(i / 6) * 30}" width="30" height="30" fill="${stops[(i * 7) % 5]}"/>`).join('');
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="260" height="140"><defs><linearGradient id="g" x1="0" y1="1" x2="0" y2="0">${gradient}</linearGradient></defs>` +
      `<rect width="260" height="140" fill="#fff"/>${cells}<rect x="215" y="10" width="16" height="120" fill="url(#g)"/></svg>`;
    const png = await renderSvg(svg);
    for (const palette of [null, ['#E64B35', '#4DBBD5', '#00A087', '#3C5488', '#F39B7F', '#8491B4', '#91D1C2', '#DC0000']]) {
      const refusal = recolor({ operation: 'recolor', image: png, palette, quality: 'standard' });
      await expect(refusal).rejects.toMatchObject({ reason: 'COLOR_SCALE_NOT_SUPPORTED' });
      await expect(refusal).rejects.toThrow(/does not remap continuous colour scales/);
    }
  });

  it.each([
    ['white', '#ffffff'],
    ['a pale tinted', '#eaf2fb'],
  ])('leaves no specks of another category on the rims of small dots in a JPEG on %s background', async (_, background) => {
    const { svg, dots } = dotsAndLine(background);
    const jpeg = await sharp(await renderSvg(svg)).jpeg({ quality: 90, chromaSubsampling: '4:2:0' }).toBuffer();
    const out = await recolor({ operation: 'recolor', image: jpeg, palette: null, quality: 'standard' });
    const after = await decodeImage(out.bytes);
    const okabe = OKABE_ITO.map((h) => parseHexColour(h)!);
    const dotTarget = at(after, Math.round(dots[0]![0]), Math.round(dots[0]![1]));
    const dotColour = okabe.reduce((p, q) => (labDistance(srgbToOklab(...p), srgbToOklab(...(dotTarget as Rgb))) < labDistance(srgbToOklab(...q), srgbToOklab(...(dotTarget as Rgb))) ? p : q));
    const foreign = okabe.filter((c) => c !== dotColour).map((c) => srgbToOklab(...c));
    const bg = parseHexColour(background)!;
    let checked = 0;
    for (const [cx, cy] of dots) {
      for (let y = Math.floor(cy - 6); y <= Math.ceil(cy + 6); y++) {
        for (let x = Math.floor(cx - 6); x <= Math.ceil(cx + 6); x++) {
          if (Math.hypot(x + 0.5 - cx, y + 0.5 - cy) > 6) continue; // within 3 px of the dot's edge
          const lab = srgbToOklab(...(at(after, x, y) as Rgb));
          const toBlend = distanceToBlend(lab, dotColour, bg);
          const toForeign = Math.min(...foreign.map((f) => labDistance(lab, f)));
          if (toForeign < toBlend) throw new Error(`speck at ${x},${y}: ${hex(at(after, x, y))} is nearer a foreign palette colour`);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(2000);
    // The line kept a category colour of its own, different from the dots'.
    const line = at(after, 90, 12);
    expect(labDistance(srgbToOklab(...(line as Rgb)), srgbToOklab(...dotColour))).toBeGreaterThan(0.15);
  });
});
