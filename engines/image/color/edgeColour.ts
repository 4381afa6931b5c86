// The colour new canvas gets when the image grows (padding, a rotation's corners): the most
// common colour of the image's outermost ring, so a figure on white grows in white and a
// transparent PNG grows transparent.
import type { Raster } from '../../shared/raster.ts';

/** A colour with its alpha, 0 to 255 each. */
export type Rgba = readonly [number, number, number, number];

export function edgeColour(raster: Raster): Rgba {
  const { data, width, height } = raster;
  const buckets = new Map<number, { n: number; sum: [number, number, number, number] }>();
  const visit = (x: number, y: number) => {
    const p = (y * width + x) * 4;
    const a = data[p + 3]!;
    // Transparent pixels are one bucket whatever colour they carry.
    const key = a < 16 ? -1 : ((data[p]! >> 4) << 12) | ((data[p + 1]! >> 4) << 8) | ((data[p + 2]! >> 4) << 4) | (a >> 4);
    const bucket = buckets.get(key) ?? { n: 0, sum: [0, 0, 0, 0] };
    bucket.n++;
    for (let c = 0; c < 4; c++) bucket.sum[c]! += data[p + c]!;
    buckets.set(key, bucket);
  };
  for (let x = 0; x < width; x++) {
    visit(x, 0);
    if (height > 1) visit(x, height - 1);
  }
  for (let y = 1; y < height - 1; y++) {
    visit(0, y);
    if (width > 1) visit(width - 1, y);
  }
  let best: { key: number; n: number; sum: number[] } | null = null;
  for (const [key, b] of buckets) if (!best || b.n > best.n) best = { key, ...b };
  if (!best || best.key === -1) return [0, 0, 0, 0];
  const avg = best.sum.map((s) => Math.round(s / best.n));
  return [avg[0]!, avg[1]!, avg[2]!, avg[3]!];
}
