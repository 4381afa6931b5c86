// What the fake image models "draw": three vertical bands (red, green, blue), so that a test
// can tell scaling from cropping by where the bands' edges land.
import sharp from 'sharp';

export const BANDS = { left: [220, 30, 30], middle: [30, 160, 60], right: [30, 60, 220] } as const;

export function bandsPng(width: number, height: number): Promise<Buffer> {
  const third = width / 3;
  const rgb = (c: readonly number[]) => `rgb(${c.join(',')})`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect x="0" y="0" width="${third}" height="${height}" fill="${rgb(BANDS.left)}"/>
  <rect x="${third}" y="0" width="${third}" height="${height}" fill="${rgb(BANDS.middle)}"/>
  <rect x="${2 * third}" y="0" width="${width - 2 * third}" height="${height}" fill="${rgb(BANDS.right)}"/>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}

/** How a reference image arrived: its size, so tests can count and check them. */
export async function describeImage(bytes: Buffer): Promise<{ format: string; width: number; height: number }> {
  const meta = await sharp(bytes).metadata();
  return { format: meta.format ?? '', width: meta.width ?? 0, height: meta.height ?? 0 };
}
