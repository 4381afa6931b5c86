// Writes a test PNG (default 1024x768: gradients and a grid, so it compresses like a figure
// rather than like noise or a flat colour) to stdout. The benchmarks run it as a child
// process so that sharp's libvips never loads into the benchmark process, whose resident
// memory is the baseline of the worker-memory figure.
import sharp from 'sharp';

export function fixtureRaw(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const grid = x % 64 === 0 || y % 64 === 0;
      data[i] = grid ? 40 : Math.floor((255 * x) / width);
      data[i + 1] = grid ? 40 : Math.floor((255 * y) / height);
      data[i + 2] = grid ? 40 : (x ^ y) & 0xff;
    }
  }
  return data;
}

if (import.meta.main) {
  const width = Number(process.argv[2] ?? 1024);
  const height = Number(process.argv[3] ?? 768);
  const png = await sharp(fixtureRaw(width, height), { raw: { width, height, channels: 3 } }).png().toBuffer();
  process.stdout.write(png);
}
