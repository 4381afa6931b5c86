// Inpainting (engines/image/inpaint.ts): a hole cut in a smooth picture is filled with what
// surrounds it, and nothing outside the hole changes.
import { inpaint } from '../../../engines/image/inpaint.ts';
import type { Raster } from '../../../engines/shared/raster.ts';

/** A diagonal gradient, the kind of smooth background a label sits on; alpha varies too. */
function gradient(width: number, height: number): Raster {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 4;
      data[p] = Math.round((x / (width - 1)) * 255);
      data[p + 1] = Math.round((y / (height - 1)) * 200);
      data[p + 2] = 128;
      data[p + 3] = x < 10 ? 128 : 255;
    }
  }
  return { data, width, height };
}

describe('inpaint', () => {
  it('fills a hole in a smooth gradient within a few levels and leaves the rest alone', async () => {
    const source = gradient(160, 120);
    const mask = new Uint8Array(160 * 120);
    const damaged = Buffer.from(source.data);
    for (let y = 45; y < 75; y++) {
      for (let x = 60; x < 100; x++) {
        mask[y * 160 + x] = 1;
        damaged.set([255, 0, 255], (y * 160 + x) * 4); // magenta: must be gone
      }
    }
    const out = await inpaint({ ...source, data: damaged }, mask);
    let worst = 0;
    let total = 0;
    let count = 0;
    for (let i = 0; i < mask.length; i++) {
      for (let c = 0; c < 3; c++) {
        const d = Math.abs(out.data[i * 4 + c]! - source.data[i * 4 + c]!);
        if (mask[i]) {
          worst = Math.max(worst, d);
          total += d;
          count++;
        } else expect(out.data[i * 4 + c]).toBe(damaged[i * 4 + c]);
      }
      expect(out.data[i * 4 + 3]).toBe(source.data[i * 4 + 3]);
    }
    expect(total / count).toBeLessThan(6);
    expect(worst).toBeLessThan(25);
  });

  it('follows a thin line through a thin hole (a glyph stroke over a plot line)', async () => {
    const width = 120;
    const height = 60;
    const data = Buffer.alloc(width * height * 4, 255);
    for (let x = 0; x < width; x++) for (const y of [29, 30]) data.set([31, 119, 180, 255], (y * width + x) * 4);
    const mask = new Uint8Array(width * height);
    for (let y = 20; y < 40; y++) for (let x = 58; x < 62; x++) mask[y * width + x] = 1;
    const damaged = Buffer.from(data);
    for (let i = 0; i < mask.length; i++) if (mask[i]) damaged.set([0, 0, 0], i * 4);
    const out = await inpaint({ data: damaged, width, height }, mask);
    for (let x = 58; x < 62; x++) {
      const p = (30 * width + x) * 4;
      expect(out.data[p + 2]! - out.data[p]!).toBeGreaterThan(60); // still blue across the hole
      const above = (22 * width + x) * 4;
      expect(Math.min(out.data[above]!, out.data[above + 1]!, out.data[above + 2]!)).toBeGreaterThan(200); // white stays white
    }
  });

  it('refuses a mask of another size', async () => {
    await expect(inpaint(gradient(20, 20), new Uint8Array(10))).rejects.toMatchObject({ reason: 'MASK_SIZE_MISMATCH' });
  });
});
