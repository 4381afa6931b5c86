// Two things compared: two panels side by side (one above the other on a tall canvas), each
// with its own elements, a "vs" disc between them. Both sides share one label and icon size
// so that neither looks more important.
import { inset, type Arrangement, type LayoutItem, type Rect, type Scale } from './geometry.ts';
import { bestGrid, placeGrid } from './gridLayout.ts';

export function compareLayout(sides: [LayoutItem[], LayoutItem[]], area: Rect, scale: Scale): Arrangement | null {
  const wide = area.width >= area.height;
  const gap = Math.max((wide ? area.width : area.height) * 0.07, 60 * scale.unit);
  const panels: Rect[] = wide
    ? [0, 1].map((i) => ({ x: area.x + i * ((area.width + gap) / 2), y: area.y, width: (area.width - gap) / 2, height: area.height }))
    : [0, 1].map((i) => ({ x: area.x, y: area.y + i * ((area.height + gap) / 2), width: area.width, height: (area.height - gap) / 2 }));
  const pad = Math.min(panels[0]!.width, panels[0]!.height) * 0.06;
  const inner = panels.map((p) => inset(p, pad));
  // Few elements a side: let them grow, or the panels look empty.
  const first = sides.map((items, i) => bestGrid(items, inner[i]!, scale, { arrows: false, maxIcon: scale.maxIcon * 1.5 }));
  if (!first[0] || !first[1]) return null;
  const labelSize = Math.min(first[0].labelSize, first[1].labelSize);
  const maxIcon = Math.min(first[0].iconSize, first[1].iconSize);
  const shared = sides.map((items, i) => bestGrid(items, inner[i]!, scale, { arrows: false, labelSize, maxIcon }));
  if (!shared[0] || !shared[1]) return null;
  const placed = sides.map((items, i) => placeGrid(items, inner[i]!, shared[i]!, false));
  const r = Math.min(gap * 0.42, 42 * scale.unit);
  const badge = { x: area.x + area.width / 2, y: area.y + area.height / 2, r };
  return {
    items: [...placed[0]!.items, ...placed[1]!.items],
    arrows: [],
    panels,
    badge,
    labelSize,
    iconSize: Math.min(placed[0]!.iconSize, placed[1]!.iconSize),
  };
}
