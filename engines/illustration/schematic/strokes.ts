// Path data for the drawn shapes: smooth wobbly outlines for the hand-drawn styles (seeded,
// so a request always draws the same strokes), rounded boxes and arrows with their heads.
import type { Point, Rect } from './geometry.ts';
import type { Random } from './prng.ts';

const f1 = (v: number) => v.toFixed(1);

/** A closed smooth path through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothClosed(points: Point[]): string {
  const n = points.length;
  const at = (i: number) => points[((i % n) + n) % n]!;
  let d = `M${f1(at(0).x)} ${f1(at(0).y)}`;
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    d += `C${f1(c1.x)} ${f1(c1.y)} ${f1(c2.x)} ${f1(c2.y)} ${f1(p2.x)} ${f1(p2.y)}`;
  }
  return `${d}Z`;
}

/** An ellipse whose radius wanders by up to `amount` (a fraction), as a hand would draw it. */
export function wobblyEllipse(cx: number, cy: number, rx: number, ry: number, rand: Random, amount: number, count = 18): string {
  const start = rand() * Math.PI * 2;
  const points = Array.from({ length: count }, (_, i) => {
    const a = start + (2 * Math.PI * i) / count + (rand() - 0.5) * 0.12;
    const k = 1 + (rand() - 0.5) * 2 * amount;
    return { x: cx + rx * k * Math.cos(a), y: cy + ry * k * Math.sin(a) };
  });
  return smoothClosed(points);
}

/** A rectangle traced with slightly unsteady sides. */
export function wobblyRect(r: Rect, rand: Random, amount: number): string {
  const j = () => (rand() - 0.5) * 2 * amount;
  const pts: Point[] = [];
  const perSide = 3;
  const corners = [
    { x: r.x, y: r.y },
    { x: r.x + r.width, y: r.y },
    { x: r.x + r.width, y: r.y + r.height },
    { x: r.x, y: r.y + r.height },
  ];
  for (let c = 0; c < 4; c++) {
    const a = corners[c]!;
    const b = corners[(c + 1) % 4]!;
    for (let s = 0; s < perSide; s++) {
      const t = s / perSide;
      pts.push({ x: a.x + (b.x - a.x) * t + j(), y: a.y + (b.y - a.y) * t + j() });
    }
  }
  return smoothClosed(pts);
}

export function roundedRect(r: Rect, radius: number): string {
  const rr = Math.min(radius, r.width / 2, r.height / 2);
  return `M${f1(r.x + rr)} ${f1(r.y)}H${f1(r.x + r.width - rr)}A${f1(rr)} ${f1(rr)} 0 0 1 ${f1(r.x + r.width)} ${f1(r.y + rr)}V${f1(r.y + r.height - rr)}A${f1(rr)} ${f1(rr)} 0 0 1 ${f1(r.x + r.width - rr)} ${f1(r.y + r.height)}H${f1(r.x + rr)}A${f1(rr)} ${f1(rr)} 0 0 1 ${f1(r.x)} ${f1(r.y + r.height - rr)}V${f1(r.y + rr)}A${f1(rr)} ${f1(rr)} 0 0 1 ${f1(r.x + rr)} ${f1(r.y)}Z`;
}

/** The arrow's shaft (ending where the head begins) and its head, as two path data. */
export function arrowPaths(points: Point[], head: number, rand: Random | null, wobble: number): { shaft: string; head: string } {
  const tip = points.at(-1)!;
  // Direction from a point a head's length back, so a curved arc's head follows the curve.
  let back = points[0]!;
  for (let i = points.length - 2; i >= 0; i--) {
    back = points[i]!;
    if (Math.hypot(tip.x - back.x, tip.y - back.y) >= head) break;
  }
  const len = Math.hypot(tip.x - back.x, tip.y - back.y) || 1;
  const dx = (tip.x - back.x) / len;
  const dy = (tip.y - back.y) / len;
  const base = { x: tip.x - dx * head * 0.8, y: tip.y - dy * head * 0.8 };
  // Only the corner just before the tip may fall inside the head; earlier corners of a bent arrow stay.
  const before = points.slice(0, -1);
  const shaftPoints = [...before.filter((p, i) => i < before.length - 1 || (p.x - base.x) * dx + (p.y - base.y) * dy < 0), base];
  let shaft: string;
  if (shaftPoints.length === 2 && rand) {
    const [a, b] = shaftPoints as [Point, Point];
    const l = Math.hypot(b.x - a.x, b.y - a.y);
    const bow = (rand() - 0.5) * 2 * wobble * l;
    const mx = (a.x + b.x) / 2 - ((b.y - a.y) / l) * bow;
    const my = (a.y + b.y) / 2 + ((b.x - a.x) / l) * bow;
    shaft = `M${f1(a.x)} ${f1(a.y)}Q${f1(mx)} ${f1(my)} ${f1(b.x)} ${f1(b.y)}`;
  } else {
    shaft = shaftPoints.map((p, i) => `${i === 0 ? 'M' : 'L'}${f1(p.x)} ${f1(p.y)}`).join('');
  }
  const half = head * 0.5;
  const left = { x: tip.x - dx * head - dy * half, y: tip.y - dy * head + dx * half };
  const right = { x: tip.x - dx * head + dy * half, y: tip.y - dy * head - dx * half };
  return { shaft, head: `M${f1(tip.x)} ${f1(tip.y)}L${f1(left.x)} ${f1(left.y)}L${f1(right.x)} ${f1(right.y)}Z` };
}
