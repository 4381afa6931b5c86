// Rewriting the tracer's path data: its pieces are drawn in their own little frames (absolute
// M, L, C, Z), ours are placed in the image and written relative (m, l, c, z) with coordinates
// rounded once on the absolute grid, so the short relative numbers never drift and a figure's
// paths take about half the bytes.
import { EngineError } from '../../shared/errors.ts';

const TOKEN = /([A-Za-z])|(-?\d*\.?\d+(?:e-?\d+)?)/g;
const PAIRS: Record<string, number> = { M: 1, L: 1, C: 3, Z: 0 };

/** `d` (absolute M, L, C, Z) moved by (dx, dy) then divided by `scale`, rounded to `decimals` places, written relative. */
export function offsetPath(d: string, dx: number, dy: number, decimals: number, scale = 1): string {
  const unit = 10 ** decimals;
  const fmt = (v: number) => {
    const s = String(v / unit);
    return s.startsWith('0.') ? s.slice(1) : s.startsWith('-0.') ? `-${s.slice(2)}` : s;
  };
  let out = '';
  let command = '';
  let numbers: number[] = [];
  // Current point and the start of the current subpath, in integer units.
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  let first = true;
  const flush = () => {
    if (command === '') return;
    const per = PAIRS[command];
    if (per === undefined) throw new EngineError('TRACE_FAILED', 'The tracer produced a path this engine cannot read.');
    if (command === 'Z') {
      out += 'z';
      cx = sx;
      cy = sy;
      return;
    }
    if (numbers.length === 0 || numbers.length % (2 * per) !== 0) throw new EngineError('TRACE_FAILED', 'The tracer produced a malformed path.');
    for (let i = 0; i < numbers.length; i += 2 * per) {
      const letter = first ? 'M' : command === 'M' ? 'm' : command.toLowerCase();
      let segment = i === 0 || command === 'M' ? letter : ' ';
      // Every point of one relative segment (a curve's controls too) counts from its start.
      const baseX = cx;
      const baseY = cy;
      for (let p = 0; p < per; p++) {
        const x = Math.round(((numbers[i + 2 * p]! + dx) / scale) * unit);
        const y = Math.round(((numbers[i + 2 * p + 1]! + dy) / scale) * unit);
        // The first move of the whole path is absolute; everything else is relative to the pen.
        const rx = first ? x : x - baseX;
        const ry = first ? y : y - baseY;
        segment += `${p > 0 ? ' ' : ''}${fmt(rx)}${ry < 0 ? '' : ' '}${fmt(ry)}`;
        if (p === per - 1) {
          cx = x;
          cy = y;
        }
      }
      if (command === 'M') {
        sx = cx;
        sy = cy;
      }
      first = false;
      out += segment;
    }
  };
  for (const m of d.matchAll(TOKEN)) {
    if (m[1]) {
      flush();
      command = m[1];
      numbers = [];
    } else {
      numbers.push(Number(m[2]));
    }
  }
  flush();
  return out;
}
