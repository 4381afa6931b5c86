// Ink the sparse first pass did not read, grouped into places worth a second look:
//  - vertical runs of glyph-sized pieces (a rotated y-axis title reads as a tall thin chain);
//  - short horizontal groups, down to one glyph (tesseract's page layout drops an isolated
//    "A" panel letter or a lone "0" tick label as noise).
// Each place is then read on its own as one line, so a large image costs no second full pass.
import { blob, glyphLike, type Box, type Component } from './components.ts';

export interface Place extends Box {
  vertical: boolean;
  pieces: number;
  /** Cut from a larger place at a cell's edge: read without the page beside it. */
  cut?: boolean;
}

/** More isolated single pieces than this is a cloud of plot markers, not labels. */
const MAX_SINGLE_PLACES = 40;
const MAX_PLACES = 80;

function overlapLength(a0: number, a1: number, b0: number, b1: number): number {
  return Math.min(a1, b1) - Math.max(a0, b0);
}

function unionFind(n: number) {
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i] as number] as number;
    return i;
  };
  return { find, join: (a: number, b: number) => void (parent[find(a)] = find(b)) };
}

function groups(pieces: Component[], linked: (a: Component, b: Component) => boolean): Component[][] {
  const sets = unionFind(pieces.length);
  for (let i = 0; i < pieces.length; i++) {
    for (let j = i + 1; j < pieces.length; j++) if (linked(pieces[i] as Component, pieces[j] as Component)) sets.join(i, j);
  }
  const out = new Map<number, Component[]>();
  pieces.forEach((p, i) => {
    const root = sets.find(i);
    out.set(root, [...(out.get(root) ?? []), p]);
  });
  return [...out.values()];
}

function bounds(pieces: Component[]): Box {
  return {
    x0: Math.min(...pieces.map((p) => p.x0)),
    y0: Math.min(...pieces.map((p) => p.y0)),
    x1: Math.max(...pieces.map((p) => p.x1)),
    y1: Math.max(...pieces.map((p) => p.y1)),
  };
}

const inside = (c: Box, boxes: Box[], pad: number) =>
  boxes.some((b) => c.x0 >= b.x0 - pad && c.x1 <= b.x1 + pad && c.y0 >= b.y0 - pad && c.y1 <= b.y1 + pad);

/**
 * Places to read again. `read` are the boxes the first pass read (their ink is explained);
 * `glyph` is the typical glyph height in pixels.
 */
export function unreadPlaces(components: Component[], read: Box[], glyph: number): Place[] {
  const pad = Math.max(2, glyph / 4);
  const pieces = components.filter((c) => glyphLike(c, 2.5 * glyph) && !blob(c) && !inside(c, read, pad));
  if (pieces.length > 4000) return []; // a photograph or a dense plot: nothing label-like to single out
  const gap = 0.9 * glyph;
  // In a rotated line the glyphs share a horizontal band (their heights become widths).
  const verticalLink = (a: Component, b: Component) =>
    overlapLength(a.x0, a.x1, b.x0, b.x1) >= 0.5 * Math.min(a.x1 - a.x0, b.x1 - b.x0) && overlapLength(a.y0, a.y1, b.y0, b.y1) > -gap;
  const horizontalLink = (a: Component, b: Component) =>
    overlapLength(a.y0, a.y1, b.y0, b.y1) >= 0.5 * Math.min(a.y1 - a.y0, b.y1 - b.y0) && overlapLength(a.x0, a.x1, b.x0, b.x1) > -gap;

  const places: Place[] = [];
  const inVertical = new Set<Component>();
  for (const group of groups(pieces, verticalLink)) {
    const box = bounds(group);
    // A rotated line: at least two glyphs, much taller than wide, and as wide as a glyph.
    if (group.length >= 2 && box.y1 - box.y0 >= 2 * (box.x1 - box.x0) && box.x1 - box.x0 <= 2 * glyph) {
      places.push({ ...box, vertical: true, pieces: group.length });
      for (const p of group) inVertical.add(p);
    }
  }
  const flat = groups(
    pieces.filter((p) => !inVertical.has(p)),
    horizontalLink,
  ).map((group) => ({ ...bounds(group), vertical: false, pieces: group.length }));
  // A lone piece four times longer than wide is a dash of a dashed line, not a lone label.
  const singles = flat.filter((p) => p.pieces === 1 && Math.max(p.x1 - p.x0, p.y1 - p.y0) < 4 * Math.min(p.x1 - p.x0, p.y1 - p.y0));
  places.push(...flat.filter((p) => p.pieces > 1 && p.x1 - p.x0 >= p.y1 - p.y0));
  if (singles.length <= MAX_SINGLE_PLACES) places.push(...singles);
  // Most glyphs first: a long run of pieces is likelier to be text than a lone mark.
  return places.sort((a, b) => b.pieces - a.pieces).slice(0, MAX_PLACES);
}
