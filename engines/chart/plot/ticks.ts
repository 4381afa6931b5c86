// Axis ticks at "nice" numbers (1, 2, 5 × 10^k), the rule of Heckbert's "Nice numbers for
// graph labels" (Graphics Gems, 1990) as d3-array's ticks() applies it.

export function tickStep(lo: number, hi: number, count: number): number {
  const raw = Math.abs(hi - lo) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const error = raw / power;
  const factor = error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.sqrt(2) ? 2 : 1;
  return factor * power;
}

/** The domain widened to whole steps, and the ticks inside it. */
export function niceLinear(lo: number, hi: number, count = 5): { domain: [number, number]; ticks: number[] } {
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) return { domain: [0, 1], ticks: [0, 0.5, 1] };
  if (lo === hi) {
    const pad = lo === 0 ? 1 : Math.abs(lo) * 0.1;
    lo -= pad;
    hi += pad;
  }
  const step = tickStep(lo, hi, count);
  const start = Math.floor(lo / step) * step;
  const end = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  for (let i = 0, v = start; v <= end + step * 1e-9 && i < 100; i++, v = start + i * step) ticks.push(Number(v.toPrecision(12)));
  return { domain: [start, end], ticks };
}

/** Ticks within a fixed domain (a range the request gave). */
export function ticksWithin(lo: number, hi: number, count = 5): number[] {
  const step = tickStep(lo, hi, count);
  const ticks: number[] = [];
  for (let v = Math.ceil(lo / step) * step, i = 0; v <= hi + step * 1e-9 && i < 100; i++, v = Math.ceil(lo / step) * step + i * step) {
    ticks.push(Number(v.toPrecision(12)));
  }
  return ticks;
}

/** Powers of ten covering a positive domain. */
export function niceLog(lo: number, hi: number): { domain: [number, number]; ticks: number[] } {
  const a = Math.floor(Math.log10(lo));
  const b = Math.ceil(Math.log10(hi));
  // Scales refuse non-positive values first (scales.ts); this keeps the loop below finite regardless.
  if (!Number.isFinite(a) || !Number.isFinite(b)) throw new RangeError(`a log scale needs a positive domain, not ${lo} to ${hi}`);
  const ticks: number[] = [];
  for (let k = a; k <= Math.max(b, a + 1); k++) ticks.push(10 ** k);
  return { domain: [10 ** a, 10 ** Math.max(b, a + 1)], ticks };
}
