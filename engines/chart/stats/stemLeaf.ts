// Stem-and-leaf displays as R's stem() prints them.

import { pow10 } from './breaks.ts';
import { finite, sortedAsc } from './summaries.ts';
import { at } from './numeric.ts';

export interface StemOptions {
  scale?: number;
  width?: number;
  atom?: number;
}

/** Stem-and-leaf display, line for line as R's stem() prints it (graphics/src/stem.c), i.e. capture.output(stem(x)). */
export function stemLeaf(values: readonly number[], options: StemOptions = {}): string[] {
  const scale = options.scale ?? 1;
  const width = options.width ?? 80;
  const atom = options.atom ?? 1e-8;
  if (!(scale > 0)) throw new RangeError("'scale' must be positive");
  const x = sortedAsc(finite(values));
  const n = x.length;
  if (n === 0) throw new RangeError('no finite and non-missing values');
  const lines: string[] = [''];
  let mu = 10;
  let c: number;
  const x0 = at(x, 0);
  const xn = at(x, n - 1);
  if (xn > x0) {
    const r = atom + (xn - x0) / scale;
    c = pow10(Math.trunc(1 - Math.floor(Math.log10(r))));
    const mm = Math.min(2, Math.max(0, Math.trunc((r * c) / 25)));
    const k = 3 * mm + 2 - Math.trunc(150 / (n + 50));
    if ((k - 1) * (k - 2) * (k - 5) === 0) c *= 10;
    let x1 = Math.abs(x0);
    const x2 = Math.abs(xn);
    if (x2 > x1) x1 = x2;
    while (x1 * c > 2147483647) c /= 10;
    if (k * (k - 4) * (k - 8) === 0) mu = 5;
    if ((k - 1) * (k - 5) * (k - 6) === 0) mu = 20;
  } else {
    const r = atom + Math.abs(x0) / scale;
    c = pow10(Math.trunc(1 - Math.floor(Math.log10(r))));
  }
  const rnd = (u: number): number => (u < 0 ? u * c - 0.5 : u * c + 0.5);
  const xlow = rnd(x0);
  const xhigh = rnd(xn);
  const loNd = Math.floor(xlow / mu) * mu;
  const hiNd = Math.floor(xhigh / mu) * mu;
  const ldigits = loNd < 0 ? Math.floor(Math.log10(-loNd)) + 1 : 0;
  const hdigits = hiNd > 0 ? Math.floor(Math.log10(hiNd)) : 0;
  const ndigits = ldigits < hdigits ? hdigits : ldigits;
  let lo = Math.floor((x0 * c) / mu) * mu;
  let hi: number;
  if (lo < 0 && Math.floor(x0 * c) === lo) lo = lo - mu;
  hi = lo + mu;
  if (Math.floor(x0 * c + 0.5) > hi) {
    lo = hi;
    hi = lo + mu;
  }
  const pdigits = 1 - Math.floor(Math.log10(c) + 0.5);
  lines.push(
    pdigits === 0
      ? '  The decimal point is at the |'
      : `  The decimal point is ${Math.abs(pdigits)} digit(s) to the ${pdigits > 0 ? 'right' : 'left'} of the |`,
  );
  lines.push('');
  const stemLabel = (close: number, dist: number): string => {
    const s = Math.trunc(close / 10) === 0 && dist < 0 ? '-0' : String(Math.trunc(close / 10));
    return `  ${s.padStart(ndigits)} | `;
  };
  let i = 0;
  for (;;) {
    let line = lo < 0 ? stemLabel(Math.trunc(hi), Math.trunc(lo)) : stemLabel(Math.trunc(lo), Math.trunc(hi));
    let j = 0;
    do {
      const xv = at(x, i);
      const xi = Math.trunc(rnd(xv));
      if ((hi === 0 && xv >= 0) || (lo < 0 && xi > hi) || (lo >= 0 && xi >= hi)) break;
      j++;
      if (j <= width - 12) line += String(Math.abs(xi) % 10);
      i++;
    } while (i < n);
    if (j > width) line += `+${j - width}`;
    lines.push(line);
    if (i >= n) break;
    hi += mu;
    lo += mu;
  }
  lines.push('');
  return lines;
}

