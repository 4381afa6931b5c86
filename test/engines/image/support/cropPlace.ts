// Where a cropped image lies in its source: the one offset at which the crop matches the source
// pixel for pixel (a crop must be a part of the source, never a resampled copy).
import sharp from 'sharp';

export async function raw(bytes: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export async function placeOf(crop: Buffer, source: Buffer): Promise<{ x: number; y: number; width: number; height: number }> {
  const c = await raw(crop);
  const s = await raw(source);
  const row = c.width * 4;
  for (let y = 0; y + c.height <= s.height; y++) {
    for (let x = 0; x + c.width <= s.width; x++) {
      let same = true;
      for (let r = 0; r < c.height && same; r++) same = s.data.compare(c.data, r * row, (r + 1) * row, ((y + r) * s.width + x) * 4, ((y + r) * s.width + x) * 4 + row) === 0;
      if (same) return { x, y, width: c.width, height: c.height };
    }
  }
  throw new Error('the crop is not a part of the source');
}
