// What the layout tests check on a placed flowchart, as a reader would see it: shapes apart,
// edges ending on the drawn borders, text inside its shape, labels off the nodes.
import { entryPoint, insidePolygon, outline } from '../../../engines/flowchart/layout/shapes.ts';
import { textWidth } from '../../../engines/flowchart/layout/text.ts';
import type { Box, FlowLayout, Point } from '../../../engines/flowchart/layout/types.ts';

export function overlaps(a: Box, b: Box, tolerance = 0): boolean {
  return a.x + tolerance < b.x + b.width && b.x + tolerance < a.x + a.width && a.y + tolerance < b.y + b.height && b.y + tolerance < a.y + a.height;
}

/** Distance from a point to a polygon's border. */
export function distanceToOutline(polygon: Point[], p: Point): number {
  let best = Infinity;
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i] as Point;
    const b = polygon[(i + 1) % polygon.length] as Point;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
    best = Math.min(best, Math.hypot(a.x + t * dx - p.x, a.y + t * dy - p.y));
  }
  return best;
}

export function problems(layout: FlowLayout): string[] {
  const found: string[] = [];
  const nodes = layout.nodes;
  for (let i = 0; i < nodes.length; i++) {
    for (let j = i + 1; j < nodes.length; j++) {
      const a = nodes[i] as (typeof nodes)[number];
      const b = nodes[j] as (typeof nodes)[number];
      if (overlaps(a.box, b.box)) found.push(`${a.node.id} overlaps ${b.node.id}`);
    }
  }
  const shapeOf = new Map(nodes.map((n) => [n.node.id, outline(n.node.role, n.box)]));
  for (const e of layout.edges) {
    const first = e.points[0] as Point;
    const last = e.points.at(-1) as Point;
    const from = shapeOf.get(e.edge.from);
    const to = shapeOf.get(e.edge.to);
    if (from && distanceToOutline(from, first) > 1) found.push(`edge ${e.edge.id} starts ${distanceToOutline(from, first).toFixed(1)} px off ${e.edge.from}`);
    if (to && distanceToOutline(to, last) > 1) found.push(`edge ${e.edge.id} ends ${distanceToOutline(to, last).toFixed(1)} px off ${e.edge.to}`);
    if (e.label) for (const n of nodes) if (overlaps(e.label.box, n.box, 0.5)) found.push(`label of ${e.edge.id} overlaps ${n.node.id}`);
  }
  // Labels apart, and no other edge's line through a label (its white pad would cut the line, or the line strike the word).
  const labelled = layout.edges.filter((e) => e.label);
  for (const [i, e] of labelled.entries()) {
    const box = (e.label as { box: Box }).box;
    for (const f of labelled.slice(i + 1)) if (overlaps(box, (f.label as { box: Box }).box, 0.5)) found.push(`labels of ${e.edge.id} and ${f.edge.id} overlap`);
    for (const other of layout.edges) {
      if (other === e) continue;
      for (let k = 1; k < other.points.length; k++) {
        const a = other.points[k - 1] as Point;
        const b = other.points[k] as Point;
        const seg = { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(a.x - b.x), height: Math.abs(a.y - b.y) };
        if (overlaps(seg, { x: box.x + 1, y: box.y + 1, width: box.width - 2, height: box.height - 2 })) found.push(`edge ${other.edge.id} runs through the label of ${e.edge.id}`);
      }
    }
  }
  // No two edges run along one line for more than a short stretch (a reader could not tell them apart).
  const segments = layout.edges.map((e) => ({ id: e.edge.id, parts: e.points.slice(1).map((b, i) => [e.points[i] as Point, b] as const) }));
  for (let i = 0; i < segments.length; i++) {
    for (let j = i + 1; j < segments.length; j++) {
      for (const [a, b] of segments[i]!.parts) {
        for (const [c, d] of segments[j]!.parts) {
          const vertical = Math.abs(a.x - b.x) < 0.5 && Math.abs(c.x - d.x) < 0.5 && Math.abs(a.x - c.x) < 1;
          const horizontal = Math.abs(a.y - b.y) < 0.5 && Math.abs(c.y - d.y) < 0.5 && Math.abs(a.y - c.y) < 1;
          if (!vertical && !horizontal) continue;
          const [p0, p1, q0, q1] = vertical ? [a.y, b.y, c.y, d.y] : [a.x, b.x, c.x, d.x];
          const shared = Math.min(Math.max(p0, p1), Math.max(q0, q1)) - Math.max(Math.min(p0, p1), Math.min(q0, q1));
          if (shared > 1.5 * layout.fontSize) found.push(`edges ${segments[i]!.id} and ${segments[j]!.id} share ${shared.toFixed(0)} px of line`);
        }
      }
    }
  }
  for (const n of nodes) {
    const t = n.text;
    const width = Math.max(...t.lines.map((l) => textWidth(l, t.fontSize, t.bold)));
    const half = { x: width / 2, y: (t.lines.length * t.lineHeight) / 2 };
    const poly = shapeOf.get(n.node.id) as Point[];
    for (const [sx, sy] of [[-1, -1], [1, -1], [1, 1], [-1, 1]] as const) {
      const corner = { x: t.center.x + sx * half.x, y: t.center.y + sy * half.y };
      if (!insidePolygon(poly, corner)) found.push(`text of ${n.node.id} leaves its ${n.node.role} shape`);
    }
  }
  return [...new Set(found)];
}

/** The bounding box of everything drawn except the canvas. */
export function drawnBounds(layout: FlowLayout): Box {
  const boxes = [...layout.nodes.map((n) => n.box), ...layout.groups.map((g) => g.box), ...layout.edges.flatMap((e) => e.points.map((p) => ({ ...p, width: 0, height: 0 })))];
  const x0 = Math.min(...boxes.map((b) => b.x));
  const y0 = Math.min(...boxes.map((b) => b.y));
  return { x: x0, y: y0, width: Math.max(...boxes.map((b) => b.x + b.width)) - x0, height: Math.max(...boxes.map((b) => b.y + b.height)) - y0 };
}

export { entryPoint };

/** A journal column: 85 mm, in points. */
export const COLUMN_PT = (85 / 25.4) * 72;

/** Every text block drawn: node labels, edge labels, group and lane titles, the title. */
export function textBlocks(layout: FlowLayout): Array<{ fontSize: number; width: number; height: number }> {
  const blocks = [...layout.nodes.map((n) => n.text), ...layout.edges.flatMap((e) => (e.label ? [e.label.text] : [])), ...layout.groups.map((g) => g.text), ...(layout.title ? [layout.title] : [])];
  return blocks.filter((t) => t.lines.some((l) => l.trim())).map((t) => ({ fontSize: t.fontSize, width: t.width, height: t.lines.length * t.lineHeight }));
}

/** The smallest text, in pt, when the SVG is printed one journal column (85 mm) wide. */
export function minPointsAtColumn(layout: FlowLayout): number {
  return (Math.min(...textBlocks(layout).map((t) => t.fontSize)) * COLUMN_PT) / layout.width;
}

/**
 * The share of the canvas covered by ink a reader looks at: node shapes (their boxes), edge
 * labels and the titles' text (lane and group fills are not counted: they are background).
 */
export function inkShare(layout: FlowLayout): number {
  const nodes = layout.nodes.reduce((s, n) => s + n.box.width * n.box.height, 0);
  const labels = layout.edges.reduce((s, e) => s + (e.label ? e.label.box.width * e.label.box.height : 0), 0);
  const titles = [...layout.groups.map((g) => g.text), ...(layout.title ? [layout.title] : [])].reduce((s, t) => s + t.width * t.lines.length * t.lineHeight, 0);
  return (nodes + labels + titles) / (layout.width * layout.height);
}
