// Things compared: one panel per side, side by side (one above the other on a tall canvas), each
// with its own elements; between two sides a "vs" disc. Three or four things compared stand in
// as many panels, which their colours tell apart. Every side shares one label and icon size so
// that none looks more important.
import { inset, type Arrangement, type LayoutItem, type Rect, type Scale } from './geometry.ts';
import { bestGrid, placeGrid } from './gridLayout.ts';

export function compareLayout(sides: LayoutItem[][], area: Rect, scale: Scale): Arrangement | null {
  const n = sides.length;
  const wide = area.width >= area.height;
  const gap = Math.max((wide ? area.width : area.height) * 0.07, 60 * scale.unit) * (n > 2 ? 0.5 : 1);
  const panels: Rect[] = sides.map((_, i) =>
    wide
      ? { x: area.x + i * ((area.width + gap) / n), y: area.y, width: (area.width - gap * (n - 1)) / n, height: area.height }
      : { x: area.x, y: area.y + i * ((area.height + gap) / n), width: area.width, height: (area.height - gap * (n - 1)) / n },
  );
  const pad = Math.min(panels[0]!.width, panels[0]!.height) * 0.06;
  const inner = panels.map((p) => inset(p, pad));
  // Few elements a side: let them grow, or the panels look empty.
  const first = sides.map((items, i) => bestGrid(items, inner[i]!, scale, { arrows: false, maxIcon: scale.maxIcon * 1.5 }));
  if (first.some((f) => !f)) return null;
  const labelSize = Math.min(...first.map((f) => f!.labelSize));
  const maxIcon = Math.min(...first.map((f) => f!.iconSize));
  const shared = sides.map((items, i) => bestGrid(items, inner[i]!, scale, { arrows: false, labelSize, maxIcon }));
  if (shared.some((f) => !f)) return null;
  const placed = sides.map((items, i) => placeGrid(items, inner[i]!, shared[i]!, false));
  const r = Math.min(gap * 0.42, 42 * scale.unit);
  const badge = n === 2 ? { x: area.x + area.width / 2, y: area.y + area.height / 2, r } : null;
  return {
    items: placed.flatMap((p) => p.items),
    arrows: [],
    panels,
    badge,
    labelSize,
    iconSize: Math.min(...placed.map((p) => p.iconSize)),
  };
}
