// Polar geometry for pies, rings and radar charts: angles in radians from 12 o'clock,
// clockwise (as transforms/ gives them), and ring sectors as cubic Béziers. The marks drawn in
// it: marks/sector.ts (slices and rings), marks/radialLabels.ts (labels around a circle).
import type { PathCommand } from '../render/scene.ts';

/** A point at radius r and angle a (radians from 12 o'clock, clockwise). */
export function polar(cx: number, cy: number, r: number, a: number): [number, number] {
  return [cx + r * Math.sin(a), cy - r * Math.cos(a)];
}

/** Arc commands from a0 to a1 at radius r (no initial move), split into Bézier pieces of at most 90°. */
function arcCommands(cx: number, cy: number, r: number, a0: number, a1: number): PathCommand[] {
  const out: PathCommand[] = [];
  const pieces = Math.max(1, Math.ceil(Math.abs(a1 - a0) / (Math.PI / 2)));
  const step = (a1 - a0) / pieces;
  const k = (4 / 3) * Math.tan(step / 4);
  for (let i = 0; i < pieces; i++) {
    const s = a0 + i * step;
    const e = s + step;
    const [x0, y0] = polar(cx, cy, r, s);
    const [x3, y3] = polar(cx, cy, r, e);
    // Tangent of (sin a, −cos a) along increasing a is (cos a, sin a).
    out.push(['C', x0 + k * r * Math.cos(s), y0 + k * r * Math.sin(s), x3 - k * r * Math.cos(e), y3 - k * r * Math.sin(e), x3, y3]);
  }
  return out;
}

/** A ring sector (a pie slice when r0 = 0) between angles a0 < a1. */
export function sectorPath(cx: number, cy: number, r0: number, r1: number, a0: number, a1: number): PathCommand[] {
  const full = a1 - a0 >= 2 * Math.PI - 1e-9;
  const commands: PathCommand[] = [['M', ...polar(cx, cy, r1, a0)], ...arcCommands(cx, cy, r1, a0, a1)];
  if (full) {
    commands.push(['Z']);
    if (r0 > 0) commands.push(['M', ...polar(cx, cy, r0, a1)], ...arcCommands(cx, cy, r0, a1, a0), ['Z']);
    return commands;
  }
  if (r0 > 0) commands.push(['L', ...polar(cx, cy, r0, a1)], ...arcCommands(cx, cy, r0, a1, a0));
  else commands.push(['L', cx, cy]);
  commands.push(['Z']);
  return commands;
}
