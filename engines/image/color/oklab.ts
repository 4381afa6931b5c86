// OKLab (Björn Ottosson, 2020): a perceptual colour space in which Euclidean distance tracks how
// different two colours look, lightness L runs 0 (black) to 1 (white), and the chroma
// sqrt(a² + b²) is 0 for every grey. sRGB bytes in, sRGB bytes out.

export type Rgb = [number, number, number];
export type Lab = [number, number, number];

/** sRGB byte to linear light, computed once for all 256 values. */
const LINEAR = Float64Array.from({ length: 256 }, (_, v) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

function linearToByte(v: number): number {
  const c = v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055;
  return Math.round(Math.min(1, Math.max(0, c)) * 255);
}

export function srgbToOklab(r: number, g: number, b: number): Lab {
  const lr = LINEAR[r]!;
  const lg = LINEAR[g]!;
  const lb = LINEAR[b]!;
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

/** Back to sRGB bytes; colours outside the sRGB gamut are clipped per channel. */
export function oklabToSrgb([L, a, b]: Lab): Rgb {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    linearToByte(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    linearToByte(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    linearToByte(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

export function chroma(lab: Lab): number {
  return Math.hypot(lab[1], lab[2]);
}

export function labDistance(p: Lab, q: Lab): number {
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

/** '#RRGGBB' (any case) to bytes; null when it is not one. */
export function parseHexColour(hex: string): Rgb | null {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  return m ? [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)] : null;
}

export function toHexColour([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}
