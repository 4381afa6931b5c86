// How close an image is to the one it was made from: PSNR over RGB and SSIM (Wang et al. 2004:
// 11-tap Gaussian window, sigma 1.5, K1 0.01, K2 0.03) on luma or on any plane of 0..255
// values. The upscale and vectorisation tests and benchmarks measure with these.

/** PSNR in dB of two RGB (3 bytes a pixel) or RGBA (4) buffers of the same size; RGB only. */
export function psnr(a: Uint8Array, b: Uint8Array, channels: 3 | 4): number {
  if (a.length !== b.length) throw new Error('psnr: the images differ in size');
  let sum = 0;
  let count = 0;
  for (let i = 0; i < a.length; i += channels) {
    for (let c = 0; c < 3; c++) {
      const d = a[i + c]! - b[i + c]!;
      sum += d * d;
    }
    count += 3;
  }
  const mse = sum / count;
  return mse === 0 ? Infinity : 10 * Math.log10((255 * 255) / mse);
}

function luma(px: Uint8Array, channels: 3 | 4): Float32Array {
  const out = new Float32Array(px.length / channels);
  for (let i = 0, p = 0; p < out.length; i += channels, p++) out[p] = 0.299 * px[i]! + 0.587 * px[i + 1]! + 0.114 * px[i + 2]!;
  return out;
}

const WINDOW = (() => {
  const w = new Float32Array(11);
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += w[i] = Math.exp(-((i - 5) ** 2) / (2 * 1.5 * 1.5));
  return w.map((v) => v / sum);
})();

/** Gaussian-weighted local mean of `v` over the window, for every pixel whose window lies inside. */
function blur(v: ArrayLike<number>, width: number, height: number): Float32Array {
  const ow = width - 10;
  const oh = height - 10;
  const rows = new Float32Array(ow * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < ow; x++) {
      let s = 0;
      for (let k = 0; k < 11; k++) s += WINDOW[k]! * v[y * width + x + k]!;
      rows[y * ow + x] = s;
    }
  }
  const out = new Float32Array(ow * oh);
  for (let y = 0; y < oh; y++) {
    for (let x = 0; x < ow; x++) {
      let s = 0;
      for (let k = 0; k < 11; k++) s += WINDOW[k]! * rows[(y + k) * ow + x]!;
      out[y * ow + x] = s;
    }
  }
  return out;
}

/** Mean SSIM of the luma of two images of the same size (1 = identical). */
export function ssim(a: Uint8Array, b: Uint8Array, width: number, height: number, channels: 3 | 4): number {
  if (a.length !== b.length || a.length !== width * height * channels) throw new Error('ssim: the images differ in size');
  return planeSsim(luma(a, channels), luma(b, channels), width, height);
}

/** Mean SSIM of two planes of 0..255 values, width x height each (1 = identical). */
export function planeSsim(x: ArrayLike<number>, y: ArrayLike<number>, width: number, height: number): number {
  if (width < 11 || height < 11) throw new Error('ssim: images under 11 pixels have no window');
  const xx = Float32Array.from(x, (v) => v * v);
  const yy = Float32Array.from(y, (v) => v * v);
  const xy = Float32Array.from(x, (v, i) => v * y[i]!);
  const [mx, my, sxx, syy, sxy] = [x, y, xx, yy, xy].map((v) => blur(v, width, height)) as [Float32Array, Float32Array, Float32Array, Float32Array, Float32Array];
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  let sum = 0;
  for (let i = 0; i < mx.length; i++) {
    const mux = mx[i]!;
    const muy = my[i]!;
    const vx = sxx[i]! - mux * mux;
    const vy = syy[i]! - muy * muy;
    const cov = sxy[i]! - mux * muy;
    sum += ((2 * mux * muy + c1) * (2 * cov + c2)) / ((mux * mux + muy * muy + c1) * (vx + vy + c2));
  }
  return sum / mx.length;
}
