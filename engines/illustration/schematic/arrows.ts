// The scene's arrows between placed elements: subjects ordered so that arrows read forwards
// (a thing before the things it points at, otherwise as the prompt named them), and each arrow
// drawn straight from the edge of one element to the edge of the other, its relation's words
// (“attacking”) written beside it when there is room.
import { LINE_HEIGHT, overlaps, footprint, type Arrow, type PlacedItem, type Point, type Rect } from './geometry.ts';
import type { SceneArrow } from './sceneTypes.ts';
import { textWidth } from './text.ts';

/** Subject indices in drawing order: a stable topological order of the arrows (cycles keep the prompt's order). */
export function orderForArrows(count: number, arrows: readonly SceneArrow[]): number[] {
  const incoming = new Array<number>(count).fill(0);
  for (const a of arrows) if (a.from !== a.to) incoming[a.to]! += 1;
  const done = new Set<number>();
  const order: number[] = [];
  while (order.length < count) {
    // The first subject, in the prompt's order, that nothing left points at; in a loop, the first left.
    const next = [...Array(count).keys()].find((k) => !done.has(k) && incoming[k] === 0) ?? [...Array(count).keys()].find((k) => !done.has(k))!;
    done.add(next);
    order.push(next);
    for (const a of arrows) if (a.from === next && a.to !== next && !done.has(a.to)) incoming[a.to]! -= 1;
  }
  return order;
}

function centre(r: Rect): Point {
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
}

/** Where the line from the element's centre towards `toward` leaves it, `pad` beyond its outline. */
function exitPoint(item: PlacedItem, toward: Point, pad: number): Point {
  const c = centre(item.shape);
  const dx = toward.x - c.x;
  const dy = toward.y - c.y;
  const len = Math.hypot(dx, dy) || 1;
  const [ux, uy] = [dx / len, dy / len];
  // An icon's label hangs under it: an arrow leaving downwards starts below the label.
  if (!item.boxed && uy > Math.abs(ux)) return { x: c.x + ux * (item.label.y + item.label.height - c.y) / uy, y: item.label.y + item.label.height + pad };
  const hw = item.shape.width / 2;
  const hh = item.shape.height / 2;
  const t = item.boxed ? Math.min(Math.abs(ux) > 1e-6 ? hw / Math.abs(ux) : Infinity, Math.abs(uy) > 1e-6 ? hh / Math.abs(uy) : Infinity) : hw * 0.86;
  return { x: c.x + ux * (t + pad), y: c.y + uy * (t + pad) };
}

/** Whether the segment from `a` to `b` runs over any of the rectangles (sampled along its length). */
function crosses(a: Point, b: Point, rects: readonly Rect[]): boolean {
  const steps = 60;
  for (let k = 1; k < steps; k++) {
    const p = { x: a.x + ((b.x - a.x) * k) / steps, y: a.y + ((b.y - a.y) * k) / steps };
    if (rects.some((r) => p.x > r.x && p.x < r.x + r.width && p.y > r.y && p.y < r.y + r.height)) return true;
  }
  return false;
}

export interface ArrowLabel {
  text: string;
  lines: string[];
  rect: Rect;
  size: number;
}

/** Straight arrows between placed elements; `order[k]` is the scene index of placed item k. */
export function sceneArrows(arrows: readonly SceneArrow[], order: readonly number[], placed: readonly PlacedItem[], labelSize: number): { arrows: Arrow[]; labels: ArrowLabel[] } {
  const at = (subject: number) => placed[order.indexOf(subject)]!;
  const out: Arrow[] = [];
  const labels: ArrowLabel[] = [];
  const taken = placed.flatMap((p) => footprint(p));
  for (const a of arrows) {
    if (a.from === a.to) continue;
    const [from, to] = [at(a.from), at(a.to)];
    const pad = Math.max(6, from.shape.width * 0.06);
    const start = exitPoint(from, centre(to.shape), pad);
    const end = exitPoint(to, centre(from.shape), pad);
    if (Math.hypot(end.x - start.x, end.y - start.y) < 8) continue;
    const others = placed.filter((p) => p !== from && p !== to).flatMap((p) => footprint(p));
    if (crosses(start, end, others)) {
      // A straight line would run over another element: go round above the icons in between.
      const [a, b] = [centre(from.shape), centre(to.shape)];
      const between = placed.filter((p) => p !== from && p !== to && crosses(start, end, footprint(p)));
      if (Math.abs(b.x - a.x) >= Math.abs(b.y - a.y)) {
        const lane = Math.min(from.shape.y, to.shape.y, ...between.map((p) => p.shape.y)) - pad * 2.5;
        out.push({ points: [{ x: a.x, y: from.shape.y - pad * 0.6 }, { x: a.x, y: lane }, { x: b.x, y: lane }, { x: b.x, y: to.shape.y - pad * 0.6 }] });
      } else {
        // Things one above another: round the right-hand side of everything in between.
        const right = (p: PlacedItem) => Math.max(...footprint(p).map((r) => r.x + r.width));
        const lane = Math.max(right(from), right(to), ...between.map(right)) + pad * 2.5;
        const edge = (p: PlacedItem) => p.shape.x + p.shape.width + pad * 0.6;
        out.push({ points: [{ x: edge(from), y: a.y }, { x: lane, y: a.y }, { x: lane, y: b.y }, { x: edge(to), y: b.y }] });
      }
      continue;
    }
    out.push({ points: [start, end] });
    if (!a.label) continue;
    const size = labelSize * 0.85;
    const width = textWidth(a.label, size);
    const height = size * LINE_HEIGHT;
    const mid = { x: (start.x + end.x) / 2, y: (start.y + end.y) / 2 };
    const horizontal = Math.abs(end.x - start.x) >= Math.abs(end.y - start.y);
    const rect = horizontal ? { x: mid.x - width / 2, y: mid.y - height - size * 0.35, width, height } : { x: mid.x + size * 0.5, y: mid.y - height / 2, width, height };
    // Written only where it touches nothing; the arrow itself still shows the relation.
    if (!taken.some((r) => overlaps(r, rect, 2)) && !labels.some((l) => overlaps(l.rect, rect, 2))) labels.push({ text: a.label, lines: [a.label], rect, size });
  }
  return { arrows: out, labels };
}
