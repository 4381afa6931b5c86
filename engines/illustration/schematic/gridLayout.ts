// Elements in rows and columns, each an icon with its label under it (or a labelled box).
// A flow is one line when that holds its steps at a legible size: a centred column on a tall
// canvas, a centred row on a wide one; only longer flows snake (left to right, back on the next
// row, so each turn is a short arrow down). Otherwise the column count is the one that gives the
// largest icons. The elements are then drawn as one centred group: cells are no wider or taller
// than their content and a gap, so a few capped icons are not scattered over the canvas.
import { calloutExtent, leaderGap, placeCallouts } from './callouts.ts';
import { LINE_HEIGHT, MAX_LABEL_LINES, type Arrangement, type Arrow, type LayoutItem, type PlacedItem, type Rect, type Scale } from './geometry.ts';
import { textWidth, wrapText } from './text.ts';

export interface GridSizing {
  cols: number;
  rows: number;
  labelSize: number;
  iconSize: number;
  /** Height of the icon band: the icon, or the tallest box. */
  band: number;
  boxWidth: number;
  labelHeight: number;
  pitchX: number;
  pitchY: number;
  cellW: number;
  cellH: number;
  gapY: number;
  lines: string[][];
  unit: number;
  /** Callouts on both sides of their icon, or all on its right when both would not fit. */
  calloutSides: 1 | 2;
}

export interface GridOptions {
  arrows: boolean;
  /** Keep this label size (both sides of a comparison share one). */
  labelSize?: number;
  maxIcon?: number;
}

/** Whether every word of every boxed label is whole on its lines: none cut with a hyphen to fit. */
function wholeBoxes(items: LayoutItem[], lines: string[][]): boolean {
  return items.every((it, i) => {
    if (!it.boxed) return true;
    const words = new Set(it.label.split(/\s+/));
    return lines[i]!.every((l) => !/\p{L}-$/u.test(l) || words.has(l.split(' ').at(-1)!));
  });
}

/**
 * The sizing of `cols` columns. A boxed name is never hyphenated when another choice keeps its
 * words whole: callouts move to one side, then the label size steps down to the smallest allowed.
 */
function size(items: LayoutItem[], cols: number, area: Rect, scale: Scale, opts: GridOptions): GridSizing | null {
  let fallback: GridSizing | null = null;
  const fixed = opts.labelSize ?? null;
  let f = fixed;
  for (;;) {
    let used: number | null = null;
    for (const sides of [2, 1] as const) {
      const g = sizeWith(items, cols, area, scale, opts, f, sides);
      if (g && wholeBoxes(items, g.lines)) return g;
      fallback ??= g;
      used ??= g?.labelSize ?? null;
      if (!items.some((it) => (it.callouts ?? []).length > 0)) break;
    }
    if (fixed !== null || used === null || used <= scale.minLabelSize) return fallback;
    f = Math.max(scale.minLabelSize, used * 0.9);
  }
}

function sizeWith(items: LayoutItem[], cols: number, area: Rect, scale: Scale, opts: GridOptions, fixed: number | null, calloutSides: 1 | 2): GridSizing | null {
  const rows = Math.ceil(items.length / cols);
  const pitchX = area.width / cols;
  const pitchY = area.height / rows;
  const gapX = opts.arrows && cols > 1 ? Math.max(pitchX * 0.24, 40 * scale.unit) : pitchX * 0.08;
  const gapY = opts.arrows && rows > 1 ? Math.max(pitchY * 0.16, 34 * scale.unit) : pitchY * 0.06;
  const cellW = pitchX - gapX;
  const cellH = pitchY - gapY;
  if (cellW <= 0 || cellH <= 0) return null;
  const f = fixed ?? Math.max(scale.minLabelSize, Math.min(scale.labelSize, cellW / 6.5));
  const lh = f * LINE_HEIGHT;
  const labelLines = items.map((it) => (it.boxed ? [] : wrapText(it.label, f, cellW, MAX_LABEL_LINES)));
  const labelHeight = Math.max(0, ...labelLines.map((l) => l.length * lh));
  const below = labelHeight > 0 ? labelHeight + f * 0.45 : 0;
  // Callouts stand beside the icon: the icon gives up their width on both sides.
  const extents = items.map((it) => calloutExtent(it.callouts ?? [], f, calloutSides));
  const sides = Math.max(0, ...extents.map((e) => (e.sideWidth > 0 ? calloutSides * (e.sideWidth + leaderGap(f)) : 0)));
  const stack = Math.max(0, ...extents.map((e) => e.stackHeight));
  const iconSize = Math.min((cellW - sides) * (opts.arrows ? 0.8 : 0.72), cellH - below, opts.maxIcon ?? scale.maxIcon);
  // A box is a little wider than an icon, so that a short label sits in it on one line, and
  // wide enough for its longest word when the cell allows.
  const longest = Math.max(0, ...items.filter((it) => it.boxed).flatMap((it) => it.label.split(/\s+/).map((w) => textWidth(w, f))));
  const boxWidth = Math.min(cellW * 0.94 - sides, Math.max(iconSize * 1.45, f * 7, longest + f * 1.3));
  const lines = items.map((it, i) => (it.boxed ? wrapText(it.label, f, boxWidth - f * 1.2, MAX_LABEL_LINES) : labelLines[i]!));
  const boxNeed = Math.max(0, ...items.map((it, i) => (it.boxed ? lines[i]!.length * lh + f * 1.1 : 0)));
  const band = Math.max(iconSize, boxNeed, stack);
  if (iconSize < 14 * scale.unit || band + below > cellH + 0.5) return null;
  return { cols, rows, labelSize: f, iconSize, band, boxWidth, labelHeight, pitchX, pitchY, cellW, cellH, gapY, lines, unit: scale.unit, calloutSides };
}

/** Steps drawn in one line must still read: icons not small, labels near body size, every word whole (not hyphenated or cut). */
function legible(items: LayoutItem[], g: GridSizing, scale: Scale): boolean {
  const whole = items.every((it, i) => g.lines[i]!.join(' ') === it.label.replace(/\s+/g, ' '));
  return whole && g.iconSize >= 84 * scale.unit && g.labelSize >= Math.min(scale.labelSize, 16 * scale.unit);
}

/** The sizing with the largest icons over every column count; null when nothing fits. */
export function bestGrid(items: LayoutItem[], area: Rect, scale: Scale, opts: GridOptions): GridSizing | null {
  if (opts.arrows) {
    const line = size(items, area.height > area.width ? 1 : items.length, area, scale, opts);
    if (line && legible(items, line, scale)) return line;
  }
  let best: GridSizing | null = null;
  for (let cols = 1; cols <= items.length; cols++) {
    const candidate = size(items, cols, area, scale, opts);
    if (!candidate) continue;
    // Larger icons, but a row more must pay for itself: on a slide a line of elements reads
    // better than a block, so each extra row costs a few percent of icon size.
    const score = (g: GridSizing) => (g.iconSize / g.rows ** 0.2) * 1000 + g.labelSize;
    if (!best || score(candidate) > score(best)) best = candidate;
  }
  return best;
}

/** Row and column of the k-th element: row by row, every other row reversed for a flow. */
function cellOf(k: number, g: GridSizing, snake: boolean, count: number): { row: number; col: number; shift: number } {
  const row = Math.floor(k / g.cols);
  const inRow = k % g.cols;
  const reversed = snake && row % 2 === 1;
  const col = reversed ? g.cols - 1 - inRow : inRow;
  // A short last row of a plain grid is centred; a flow's stays under the turn it came from.
  const left = count - row * g.cols;
  const shift = !snake && left < g.cols ? ((g.cols - left) * g.pitchX) / 2 : 0;
  return { row, col, shift };
}

/** `arrows` leaves room for arrows between cells; `sequence` draws one from each element to the next. */
export function placeGrid(items: LayoutItem[], area: Rect, g: GridSizing, arrows: boolean, sequence = arrows): Arrangement {
  const f = g.labelSize;
  const lh = f * LINE_HEIGHT;
  const below = g.labelHeight > 0 ? g.labelHeight + f * 0.45 : 0;
  const blockH = g.band + below;
  // Cells shrink to their content and a gap (wide enough for an arrow and a panel letter), and
  // the group is centred in the area.
  const calloutW = (it: LayoutItem) => {
    const e = calloutExtent(it.callouts ?? [], f, g.calloutSides);
    return e.sideWidth > 0 ? g.calloutSides * (e.sideWidth + leaderGap(f)) : 0;
  };
  const contentW = Math.max(g.iconSize, ...items.map((it, k) => (it.boxed ? g.boxWidth : Math.max(0, ...g.lines[k]!.map((l) => textWidth(l, f)))) + calloutW(it)));
  const gapX = arrows ? Math.max(g.iconSize * 0.6, 80 * g.unit) : Math.max(g.iconSize * 0.4, 40 * g.unit);
  const gapY = arrows ? Math.max(g.iconSize * 0.4, 64 * g.unit) : Math.max(g.iconSize * 0.3, 40 * g.unit);
  const pitchX = Math.min(g.pitchX, contentW + gapX);
  const pitchY = Math.min(g.pitchY, blockH + gapY);
  const x0 = area.x + (area.width - g.cols * pitchX) / 2;
  const y0 = area.y + (area.height - g.rows * pitchY) / 2;
  const placed: PlacedItem[] = items.map((it, k) => {
    const { row, col, shift } = cellOf(k, { ...g, pitchX }, sequence, items.length);
    // Callouts on the right only: the icon moves left by half their width, so the pair is centred in the cell.
    const oneSided = g.calloutSides === 1 && (it.callouts ?? []).length > 0 ? (calloutExtent(it.callouts ?? [], f, 1).sideWidth + leaderGap(f)) / 2 : 0;
    const cx = x0 + (col + 0.5) * pitchX + shift - oneSided;
    const top = y0 + row * pitchY + (pitchY - blockH) / 2;
    const lines = g.lines[k]!;
    const textW = Math.max(...lines.map((l) => textWidth(l, f)));
    if (it.boxed) {
      const height = Math.max(lines.length * lh + f * 1.1, Math.min(g.iconSize * 0.72, g.band));
      const shape = { x: cx - g.boxWidth / 2, y: top + (g.band - height) / 2, width: g.boxWidth, height };
      const label = { x: cx - textW / 2, y: shape.y + (height - lines.length * lh) / 2, width: textW, height: lines.length * lh };
      return { shape, boxed: true, lines, label, callouts: placeCallouts(it.callouts ?? [], shape, f, { boxed: true, sides: g.calloutSides }) };
    }
    const shape = { x: cx - g.iconSize / 2, y: top + (g.band - g.iconSize) / 2, width: g.iconSize, height: g.iconSize };
    const label = { x: cx - textW / 2, y: top + g.band + f * 0.45, width: textW, height: lines.length * lh };
    return { shape, boxed: false, lines, label, callouts: placeCallouts(it.callouts ?? [], shape, f, { sides: g.calloutSides }) };
  });
  const flow: Arrow[] = [];
  if (sequence) {
    const pad = Math.max(6, g.iconSize * 0.1);
    for (let k = 0; k + 1 < placed.length; k++) {
      const a = placed[k]!;
      const b = placed[k + 1]!;
      const sameRow = Math.floor(k / g.cols) === Math.floor((k + 1) / g.cols);
      if (sameRow) {
        const y = a.shape.y + a.shape.height / 2 + (a.boxed ? 0 : 0);
        const rightwards = b.shape.x > a.shape.x;
        const from = rightwards ? a.shape.x + a.shape.width + pad : a.shape.x - pad;
        const to = rightwards ? b.shape.x - pad : b.shape.x + b.shape.width + pad;
        const bandY = Math.min(y, b.shape.y + b.shape.height / 2);
        if (Math.abs(to - from) > 8) flow.push({ points: [{ x: from, y: bandY }, { x: to, y: bandY }] });
      } else {
        const x = a.shape.x + a.shape.width / 2;
        const from = (a.boxed ? a.shape.y + a.shape.height : a.label.y + a.label.height) + pad * 0.6;
        const to = b.shape.y - pad * 0.6;
        if (to - from > 8) flow.push({ points: [{ x, y: from }, { x, y: to }] });
      }
    }
  }
  return { items: placed, arrows: flow, panels: [], badge: null, labelSize: f, iconSize: g.iconSize };
}
