// A subject's parts as callouts: each part's name beside the subject's icon (the first half on
// the right, the rest on the left, spread over the icon's height), with a leader line from the
// name to a point inside the icon, so every name points at the thing it belongs to.
import { LINE_HEIGHT, type Callout, type Rect } from './geometry.ts';
import { textWidth, wrapText } from './text.ts';

/** Space between a callout's text and the icon, for its leader line. */
export function leaderGap(f: number): number {
  return f * 1.6;
}

/** A part's name on one or two lines no wider than about ten words' width. */
function linesOf(text: string, f: number): string[] {
  return wrapText(text, f, f * 9, 2);
}

/** How many of the parts stand on the right: half of them, or all when the callouts use one side. */
function rightCount(count: number, sides: 1 | 2): number {
  return sides === 1 ? count : Math.ceil(count / 2);
}

/** Width of the widest callout and height of the taller side's stack, at font size `f`; `sides` 1 puts every callout on the right. */
export function calloutExtent(parts: readonly string[], f: number, sides: 1 | 2 = 2): { sideWidth: number; stackHeight: number } {
  if (parts.length === 0) return { sideWidth: 0, stackHeight: 0 };
  const widths = parts.map((p) => Math.max(...linesOf(p, f).map((l) => textWidth(l, f))));
  const heights = parts.map((p) => linesOf(p, f).length * f * LINE_HEIGHT);
  const right = rightCount(parts.length, sides);
  const stack = (from: number, to: number) => heights.slice(from, to).reduce((s, h) => s + h + f * 0.6, 0);
  return { sideWidth: Math.max(...widths), stackHeight: Math.max(stack(0, right), stack(right, parts.length)) };
}

/**
 * The callouts of a subject whose icon (or box) is `shape`. A box holds its name in its middle:
 * a leader ends just inside the box's edge that faces its callout, so neither line nor dot
 * touches the name (the name keeps more than that margin from the edge).
 */
export function placeCallouts(parts: readonly string[], shape: Rect, f: number, opts: { boxed?: boolean; sides?: 1 | 2 } = {}): Callout[] {
  const right = rightCount(parts.length, opts.sides ?? 2);
  const out: Callout[] = [];
  const cx = shape.x + shape.width / 2;
  const cy = shape.y + shape.height / 2;
  const lh = f * LINE_HEIGHT;
  for (const [side, names] of [[1, parts.slice(0, right)], [-1, parts.slice(right)]] as const) {
    const lines = names.map((n) => linesOf(n, f));
    const heights = lines.map((l) => l.length * lh);
    const total = heights.reduce((s, h) => s + h, 0);
    // Spread over the icon's height when there is room, else stacked with a small gap.
    const gap = names.length > 1 ? Math.max(f * 0.6, (shape.height * 0.9 - total) / (names.length - 1)) : 0;
    let y = cy - (total + gap * (names.length - 1)) / 2;
    names.forEach((text, k) => {
      const width = Math.max(...lines[k]!.map((l) => textWidth(l, f)));
      const height = heights[k]!;
      const x = side > 0 ? shape.x + shape.width + leaderGap(f) : shape.x - leaderGap(f) - width;
      const rect = { x, y, width, height };
      const mid = { x: side > 0 ? x - f * 0.3 : x + width + f * 0.3, y: y + height / 2 };
      // The point inside the icon the line ends at: towards the name, well inside the square.
      const dx = mid.x - cx;
      const dy = mid.y - cy;
      const len = Math.hypot(dx, dy) || 1;
      const reach = Math.min(shape.width, shape.height) * 0.3;
      const edge = Math.min(f * 0.3, shape.width * 0.08, shape.height * 0.2);
      const to = opts.boxed
        ? { x: side > 0 ? shape.x + shape.width - edge : shape.x + edge, y: Math.min(shape.y + shape.height - edge, Math.max(shape.y + edge, mid.y)) }
        : { x: cx + (dx / len) * reach, y: cy + (dy / len) * reach };
      out.push({ text, rect, from: mid, to });
      y += height + gap;
    });
  }
  return out;
}

/** The lines of a callout's text, as placed. */
export function calloutLines(text: string, f: number): string[] {
  return linesOf(text, f);
}
