// Tick marks that stand apart from the axis (ggplot's grey ticks outside a grey panel, a colour
// bar's ticks): tesseract reads the mark beside a label as part of it ("5-", "1|"). They are
// told from text by repetition: three or more short thin strokes of the same length lined up
// (a column of horizontal ticks at one x, a row of vertical ticks at one y). A minus sign lines
// up too in a column of negative labels, but has a digit right after it; a tick has none.
import type { Component } from './components.ts';

/** Edges within this many pixels count as lined up (anti-aliasing moves them by one). */
const ALIGN_PX = 1.5;
const MIN_REPEATS = 3;
const MAX_STROKES = 2000;

type Orientation = 'horizontal' | 'vertical';

function stroke(c: Component, glyph: number): Orientation | null {
  const w = c.x1 - c.x0;
  const h = c.y1 - c.y0;
  const thin = Math.max(2, 0.25 * glyph);
  // Longer than 2.2 glyphs is a rule (clean.ts wipes it already).
  if (h <= thin && w >= 0.2 * glyph && w < 2.2 * glyph && w >= 2 * h) return 'horizontal';
  if (w <= thin && h >= 0.2 * glyph && h < 2.2 * glyph && h >= 2 * w) return 'vertical';
  return null;
}

/** Ink the size of a glyph: not dust, not the axis line the tick stands on. */
const glyphSized = (c: Component, glyph: number) => Math.max(c.x1 - c.x0, c.y1 - c.y0) >= 0.4 * glyph && Math.max(c.x1 - c.x0, c.y1 - c.y0) <= 2.5 * glyph;

/** Glyph-sized ink just above or below a horizontal stroke: an "l" of a turned word among its letters. */
function glyphAboveOrBelow(mark: Component, pieces: Component[], glyph: number): boolean {
  const reach = 0.4 * glyph;
  return pieces.some(
    (c) => c !== mark && glyphSized(c, glyph) && Math.min(c.x1, mark.x1) - Math.max(c.x0, mark.x0) > 0 && (c.y1 <= mark.y0 + 1 ? mark.y0 - c.y1 : c.y0 - mark.y1) <= reach,
  );
}

/** Glyph-sized ink (not another stroke) close to the stroke's side, at its height. */
function glyphBeside(mark: Component, pieces: Component[], glyph: number, side: 'right' | 'both'): boolean {
  const reach = 0.6 * glyph;
  return pieces.some((c) => {
    if (c === mark || !glyphSized(c, glyph)) return false;
    if (Math.min(c.y1, mark.y1) - Math.max(c.y0, mark.y0) <= 0) return false;
    const right = c.x0 >= mark.x1 - 1 && c.x0 - mark.x1 <= reach;
    const left = c.x1 <= mark.x0 + 1 && mark.x0 - c.x1 <= reach;
    return right || (side === 'both' && left);
  });
}

/** The pieces of ink that are free-standing tick marks. */
export function tickMarks(components: Component[], glyph: number): Set<Component> {
  const strokes = { horizontal: [] as Component[], vertical: [] as Component[] };
  for (const c of components) {
    const o = stroke(c, glyph);
    if (o) strokes[o].push(c);
  }
  // A photograph or a dense plot: its short strokes are not an axis's ticks, and the search would be slow.
  if (strokes.horizontal.length + strokes.vertical.length > MAX_STROKES) return new Set();
  // Candidates near the strokes only: the neighbour test is then cheap on a busy page.
  const nearby = (s: Component) => components.filter((c) => c.x1 >= s.x0 - glyph && c.x0 <= s.x1 + glyph && c.y1 >= s.y0 - glyph && c.y0 <= s.y1 + glyph);
  // A minus has a digit right after it; a letter's stroke (a hyphen turned with its word, an "l") has letters beside it.
  const horizontal = strokes.horizontal.filter((s) => {
    const near = nearby(s);
    return !glyphBeside(s, near, glyph, 'right') && !glyphAboveOrBelow(s, near, glyph);
  });
  const vertical = strokes.vertical.filter((s) => !glyphBeside(s, nearby(s), glyph, 'both'));
  const out = new Set<Component>();
  const lined = (marks: Component[], a: (c: Component) => number, b: (c: Component) => number) => {
    for (const m of marks) {
      const same = marks.filter((o) => Math.abs(a(o) - a(m)) <= ALIGN_PX && Math.abs(b(o) - b(m)) <= ALIGN_PX);
      if (same.length >= MIN_REPEATS) out.add(m);
    }
  };
  lined(horizontal, (c) => c.x0, (c) => c.x1);
  lined(vertical, (c) => c.y0, (c) => c.y1);
  return out;
}
