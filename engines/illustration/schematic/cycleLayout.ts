// A cycle: the elements around an ellipse, clockwise from the top, joined by arcs that follow
// the ellipse between them. Sizes shrink until no two elements touch.
import { LINE_HEIGHT, MAX_LABEL_LINES, overlaps, type Arrangement, type Arrow, type LayoutItem, type PlacedItem, type Point, type Rect, type Scale } from './geometry.ts';
import { textWidth, wrapText } from './text.ts';

function placeAll(items: LayoutItem[], area: Rect, icon: number, f: number, labelWidth: number): PlacedItem[] {
  const lh = f * LINE_HEIGHT;
  const shapes = items.map((it) => {
    const width = it.boxed ? labelWidth : icon;
    const lines = wrapText(it.label, f, it.boxed ? width - f * 1.2 : labelWidth, MAX_LABEL_LINES);
    const textW = Math.max(...lines.map((l) => textWidth(l, f)));
    const boxH = it.boxed ? Math.max(lines.length * lh + f * 1.1, icon * 0.6) : icon;
    const blockH = it.boxed ? boxH : icon + f * 0.45 + lines.length * lh;
    const blockW = it.boxed ? width : Math.max(icon, textW);
    return { it, lines, textW, boxH, blockH, blockW };
  });
  const maxW = Math.max(...shapes.map((s) => s.blockW));
  const maxH = Math.max(...shapes.map((s) => s.blockH));
  const cx = area.x + area.width / 2;
  const cy = area.y + area.height / 2;
  const rx = Math.max(0, area.width / 2 - maxW / 2);
  const ry = Math.max(0, area.height / 2 - maxH / 2);
  return shapes.map((s, k) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * k) / items.length;
    const bx = cx + rx * Math.cos(angle);
    const by = cy + ry * Math.sin(angle);
    const top = by - s.blockH / 2;
    if (s.it.boxed) {
      const shape = { x: bx - labelWidth / 2, y: top, width: labelWidth, height: s.boxH };
      const label = { x: bx - s.textW / 2, y: top + (s.boxH - s.lines.length * lh) / 2, width: s.textW, height: s.lines.length * lh };
      return { shape, boxed: true, lines: s.lines, label };
    }
    const shape = { x: bx - icon / 2, y: top, width: icon, height: icon };
    const label = { x: bx - s.textW / 2, y: top + icon + f * 0.45, width: s.textW, height: s.lines.length * lh };
    return { shape, boxed: false, lines: s.lines, label };
  });
}

function anyOverlap(items: PlacedItem[], gap: number): boolean {
  const rects = items.map((it) => [it.shape, ...(it.boxed ? [] : [it.label])]);
  for (let i = 0; i < rects.length; i++) for (let j = i + 1; j < rects.length; j++) for (const a of rects[i]!) for (const b of rects[j]!) if (overlaps(a, b, gap)) return true;
  return false;
}

/** Arcs along the ellipse through the elements' centres, kept where they are clear of every element. */
function arcs(items: PlacedItem[], area: Rect, clearance: number): Arrow[] {
  const centre = (it: PlacedItem): Point => ({ x: it.shape.x + it.shape.width / 2, y: it.boxed ? it.shape.y + it.shape.height / 2 : (it.shape.y + it.label.y + it.label.height) / 2 });
  const cx = area.x + area.width / 2;
  const cy = area.y + area.height / 2;
  const pts = items.map(centre);
  const rx = Math.max(...pts.map((p) => Math.abs(p.x - cx)), 1);
  const ry = Math.max(...pts.map((p) => Math.abs(p.y - cy)), 1);
  const blocked = (p: Point) => items.some((it) => [it.shape, ...(it.boxed ? [] : [it.label])].some((r) => p.x > r.x - clearance && p.x < r.x + r.width + clearance && p.y > r.y - clearance && p.y < r.y + r.height + clearance));
  const out: Arrow[] = [];
  const n = items.length;
  for (let k = 0; k < n; k++) {
    const a0 = -Math.PI / 2 + (2 * Math.PI * k) / n;
    const a1 = a0 + (2 * Math.PI) / n;
    let run: Point[] = [];
    let best: Point[] = [];
    for (let s = 0; s <= 96; s++) {
      const a = a0 + ((a1 - a0) * s) / 96;
      const p = { x: cx + rx * Math.cos(a), y: cy + ry * Math.sin(a) };
      if (blocked(p)) {
        if (run.length > best.length) best = run;
        run = [];
      } else run.push(p);
    }
    if (run.length > best.length) best = run;
    const length = best.slice(1).reduce((sum, p, i) => sum + Math.hypot(p.x - best[i]!.x, p.y - best[i]!.y), 0);
    if (best.length >= 3 && length > clearance * 2.5) out.push({ points: best });
  }
  return out;
}

export function cycleLayout(items: LayoutItem[], area: Rect, scale: Scale): Arrangement | null {
  let icon = Math.min(scale.maxIcon, Math.min(area.width, area.height) * 0.3);
  const smallest = icon * 0.45;
  let f = scale.labelSize;
  let labelWidth = Math.min(area.width * 0.26, 240 * scale.unit);
  const gap = 8 * scale.unit;
  let best: Arrangement | null = null;
  // Shrink until no two elements touch and every step has room for its arrow; if the arrows
  // never all fit, keep the arrangement that showed the most of them.
  for (let round = 0; round < 60 && icon >= smallest; round++) {
    const placed = placeAll(items, area, icon, f, labelWidth);
    if (!anyOverlap(placed, gap)) {
      const arrangement = { items: placed, arrows: arcs(placed, area, gap * 1.2), panels: [], badge: null, labelSize: f, iconSize: icon };
      if (arrangement.arrows.length === items.length) return arrangement;
      if (!best || arrangement.arrows.length > best.arrows.length) best = arrangement;
    }
    icon *= 0.95;
    labelWidth *= 0.98;
    f = Math.max(scale.minLabelSize, f * 0.98);
  }
  return best;
}
