// Where a scene's shapes can paint, in points: a box that holds every pixel a node may touch
// (strokes, caps and mitred joins included, generously), or undefined for text, whose extent
// is the font's business. Used to skip clips that clip nothing and to size raster layers.

import { hasStroke, strokeWidthOf, type ClipRect, type SceneNode } from './scene.ts';

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The painted box of one node; undefined when it is text or holds text. */
export function nodeBounds(node: SceneNode): Box | undefined {
  switch (node.type) {
    case 'text':
      return undefined;
    case 'group': {
      let box: Box | undefined;
      for (const child of node.children) {
        const b = nodeBounds(child);
        if (!b) return undefined;
        box = box ? union(box, b) : b;
      }
      const empty = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
      return node.clip ? intersect(box ?? empty, clipBox(node.clip)) : (box ?? empty);
    }
    case 'image':
      return { x0: node.x, y0: node.y, x1: node.x + node.width, y1: node.y + node.height };
    case 'circle':
      return grow({ x0: node.cx - node.r, y0: node.cy - node.r, x1: node.cx + node.r, y1: node.cy + node.r }, hasStroke(node) ? strokeWidthOf(node) / 2 : 0);
    case 'rect':
      return grow({ x0: node.x, y0: node.y, x1: node.x + node.width, y1: node.y + node.height }, hasStroke(node) ? strokeWidthOf(node) / 2 : 0);
    case 'line':
      // A square cap reaches half the width past the end in any direction: the full width covers it.
      return grow(pointsBox([[node.x1, node.y1], [node.x2, node.y2]]), hasStroke(node) ? strokeWidthOf(node) : 0);
    case 'polyline':
      // A mitred join reaches up to the miter limit (4, SVG's default) times half the width.
      return grow(pointsBox(node.points), hasStroke(node) ? 2 * strokeWidthOf(node) : 0);
    case 'path': {
      // A cubic Bézier lies inside the hull of its control points.
      const pts: Array<[number, number]> = [];
      for (const c of node.commands) {
        if (c[0] === 'M' || c[0] === 'L') pts.push([c[1], c[2]]);
        else if (c[0] === 'C') pts.push([c[1], c[2]], [c[3], c[4]], [c[5], c[6]]);
      }
      return grow(pointsBox(pts), hasStroke(node) ? 2 * strokeWidthOf(node) : 0);
    }
  }
}

/** Whether every node paints only inside the clip (then the clip changes no pixel). */
export function withinClip(nodes: SceneNode[], clip: ClipRect): boolean {
  const c = clipBox(clip);
  for (const node of nodes) {
    const b = nodeBounds(node);
    if (!b) return false;
    if (b.x0 < c.x0 || b.y0 < c.y0 || b.x1 > c.x1 || b.y1 > c.y1) return false;
  }
  return true;
}

export function clipBox(clip: ClipRect): Box {
  return { x0: clip.x, y0: clip.y, x1: clip.x + clip.width, y1: clip.y + clip.height };
}

export function union(a: Box, b: Box): Box {
  return { x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) };
}

export function intersect(a: Box, b: Box): Box {
  return { x0: Math.max(a.x0, b.x0), y0: Math.max(a.y0, b.y0), x1: Math.min(a.x1, b.x1), y1: Math.min(a.y1, b.y1) };
}

function grow(b: Box, by: number): Box {
  return { x0: b.x0 - by, y0: b.y0 - by, x1: b.x1 + by, y1: b.y1 + by };
}

function pointsBox(points: Array<[number, number]>): Box {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const [x, y] of points) {
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  return { x0, y0, x1, y1 };
}
