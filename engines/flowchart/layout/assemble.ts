// An ELK result turned into a FlowLayout: text blocks centred in their shapes, edge ends moved
// from the bounding boxes onto the drawn outlines, group boxes with their title bands, and the
// whole placed on a canvas of the requested proportions.
import type { FlowAspectRatio, FlowGraph } from '../model.ts';
import { nodePaint } from '../render/palette.ts';
import type { ElkResult } from './elk.ts';
import type { LaneBand } from './lanes.ts';
import { entryPoint, outline, textCenter } from './shapes.ts';
import { HEADER_PAD, titleSize, type Measured } from './size.ts';
import type { Style } from './style.ts';
import { FONT_SIZE, LINE_HEIGHT, measureLines } from './text.ts';
import type { Box, FlowLayout, PlacedEdge, PlacedGroup, PlacedNode, Point, TextBlock } from './types.ts';

/** The white margin round the drawing on its canvas (narrower in dense styles, never wider than plain). */
const margin = (style: Style) => 0.8 * FONT_SIZE * Math.min(1, style.gap);

function block(lines: string[], width: number, fontSize: number, bold: boolean, center: Point): TextBlock {
  return { lines, width, fontSize, lineHeight: fontSize * LINE_HEIGHT, bold, center };
}

/** The drawing before it is put on its canvas: coordinates as ELK gave them. */
export type Drawing = Omit<FlowLayout, 'width' | 'height' | 'direction' | 'wrapped'> & { style: Style };

export function assemble(graph: FlowGraph, measured: Measured, elk: ElkResult, bands: LaneBand[] = []): Drawing {
  const { style } = measured;
  const fs = style.fontSize;
  const nodes: PlacedNode[] = [];
  const shapes = new Map<string, Point[]>();
  for (const node of graph.nodes) {
    const box = elk.nodes.get(node.id) as Box;
    const text = measured.nodeText.get(node.id) ?? { lines: [], width: 0, height: 0 };
    nodes.push({ node, box, text: block(text.lines, text.width, fs, nodePaint(graph, node).bold, textCenter(node.role, box)) });
    shapes.set(node.id, outline(node.role, box));
  }
  for (const [id, box] of elk.groups) shapes.set(id, outline('process', box));

  const edges: PlacedEdge[] = [];
  for (const edge of graph.edges) {
    const routed = elk.edges.get(edge.id);
    if (!routed) continue;
    const points = routed.points.map((p) => ({ ...p }));
    const source = shapes.get(edge.from);
    const target = shapes.get(edge.to);
    if (points.length >= 2 && source) points[0] = entryPoint(source, points[1] as Point, points[0] as Point) ?? (points[0] as Point);
    const n = points.length;
    if (n >= 2 && target) points[n - 1] = entryPoint(target, points[n - 2] as Point, points[n - 1] as Point) ?? (points[n - 1] as Point);
    const placed: PlacedEdge = { edge, points };
    const text = measured.labelText.get(edge.id);
    if (routed.label && text) {
      const c = { x: routed.label.x + routed.label.width / 2, y: routed.label.y + routed.label.height / 2 };
      placed.label = { box: routed.label, text: block(text.lines, text.width, fs, false, c) };
    }
    edges.push(placed);
  }

  const groups: PlacedGroup[] = [];
  for (const band of bands) {
    if (!band.lane) continue;
    const text = measured.groupText.get(band.lane.id) ?? { lines: [], width: 0, height: 0 };
    const center = { x: band.header.x + band.header.width / 2, y: band.header.y + band.header.height / 2 };
    groups.push({ group: band.lane, box: band.box, header: band.header, text: block(text.lines, text.width, fs, true, center) });
  }
  const depth = (id: string) => {
    let d = 0;
    for (let g = graph.groups.find((x) => x.id === id); g?.parent && d < graph.groups.length; g = graph.groups.find((x) => x.id === g?.parent)) d++;
    return d;
  };
  const boxed = graph.groups.filter((g) => elk.groups.has(g.id) || (g.kind === 'group' && bands.length > 0));
  for (const group of [...boxed].sort((a, b) => depth(a.id) - depth(b.id))) {
    const box = elk.groups.get(group.id) ?? groupBoxAround(graph, group.id, nodes, measured.groupHeaders.get(group.id) ?? 0, 0.5 * FONT_SIZE * style.gap);
    if (!box) continue;
    const text = measured.groupText.get(group.id) ?? { lines: [], width: 0, height: 0 };
    const headerHeight = measured.groupHeaders.get(group.id) ?? 0;
    const header = { x: box.x, y: box.y, width: box.width, height: headerHeight };
    const center = { x: box.x + HEADER_PAD * fs + text.width / 2, y: box.y + headerHeight / 2 };
    groups.push({ group, box, header, text: block(text.lines, text.width, fs, true, center) });
  }
  return { graph, style, fontSize: fs, groups, nodes, edges };
}

/** A group drawn round its nodes when ELK did not place it (groups inside lanes). */
function groupBoxAround(graph: FlowGraph, groupId: string, nodes: PlacedNode[], header: number, pad: number): Box | undefined {
  const inside = (id: string | undefined): boolean => {
    const seen = new Set<string>();
    for (let at = id; at && !seen.has(at); at = graph.groups.find((g) => g.id === at)?.parent) {
      if (at === groupId) return true;
      seen.add(at);
    }
    return false;
  };
  const members = nodes.filter((n) => inside(n.node.group));
  if (members.length === 0) return undefined;
  const x0 = Math.min(...members.map((m) => m.box.x)) - pad;
  const y0 = Math.min(...members.map((m) => m.box.y)) - pad - header;
  const x1 = Math.max(...members.map((m) => m.box.x + m.box.width)) + pad;
  const y1 = Math.max(...members.map((m) => m.box.y + m.box.height)) + pad;
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

export function bounds(d: Drawing): Box {
  const boxes: Box[] = [...d.nodes.map((n) => n.box), ...d.groups.map((g) => g.box), ...d.edges.flatMap((e) => (e.label ? [e.label.box] : []))];
  for (const e of d.edges) for (const p of e.points) boxes.push({ x: p.x, y: p.y, width: 0, height: 0 });
  const x0 = Math.min(...boxes.map((b) => b.x));
  const y0 = Math.min(...boxes.map((b) => b.y));
  const x1 = Math.max(...boxes.map((b) => b.x + b.width));
  const y1 = Math.max(...boxes.map((b) => b.y + b.height));
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** The ratio's width over height, or undefined for `auto`. */
export function ratioValue(ratio: FlowAspectRatio): number | undefined {
  if (ratio === 'auto') return undefined;
  const [w, h] = ratio.split(':').map(Number) as [number, number];
  return w / h;
}

/** The title's lines for a drawing of a width (wrapped to it, or to 16 em when the drawing is narrower). */
export function titleText(graph: FlowGraph, width: number, style: Style): { lines: string[]; width: number; height: number } | undefined {
  if (!graph.title?.trim()) return undefined;
  const t = measureLines(graph.title, Math.max(width, 16 * style.fontSize), titleSize(style), true);
  return { ...t, height: t.height + 0.5 * FONT_SIZE * style.gap };
}

/** Size of the canvas a drawing needs: its bounds, title and margins. */
export function drawingSize(d: Drawing): { width: number; height: number } {
  const b = bounds(d);
  const title = titleText(d.graph, b.width, d.style);
  const m = margin(d.style);
  const width = Math.max(b.width, title?.width ?? 0) + 2 * m;
  return { width, height: b.height + (title?.height ?? 0) + 2 * m };
}

/**
 * The drawing moved onto its canvas: for a fixed ratio the canvas has exactly that ratio and the
 * drawing is centred in it; for `auto` the canvas is the drawing plus its margin.
 */
export function placeOnCanvas(d: Drawing, ratio: number | undefined): Omit<FlowLayout, 'direction' | 'wrapped'> {
  const b = bounds(d);
  const title = titleText(d.graph, b.width, d.style);
  const need = drawingSize(d);
  let width = need.width;
  let height = need.height;
  if (ratio !== undefined) {
    if (width / height > ratio) height = width / ratio;
    else width = height * ratio;
  }
  const contentHeight = b.height + (title?.height ?? 0);
  const top = (height - contentHeight) / 2;
  const dx = (width - b.width) / 2 - b.x;
  const dy = top + (title?.height ?? 0) - b.y;
  const move = (p: Point) => ({ x: p.x + dx, y: p.y + dy });
  const moveBox = (box: Box) => ({ ...box, x: box.x + dx, y: box.y + dy });
  const moveText = (t: TextBlock) => ({ ...t, center: move(t.center) });
  const layout: Omit<FlowLayout, 'direction' | 'wrapped'> = {
    graph: d.graph,
    width,
    height,
    fontSize: d.fontSize,
    groups: d.groups.map((g) => ({ ...g, box: moveBox(g.box), header: moveBox(g.header), text: moveText(g.text) })),
    nodes: d.nodes.map((n) => ({ ...n, box: moveBox(n.box), text: moveText(n.text) })),
    edges: d.edges.map((e) => (e.label ? { ...e, points: e.points.map(move), label: { box: moveBox(e.label.box), text: moveText(e.label.text) } } : { ...e, points: e.points.map(move) })),
  };
  if (title) layout.title = block(title.lines, title.width, titleSize(d.style), true, { x: width / 2, y: top + (title.height - 0.5 * FONT_SIZE * d.style.gap) / 2 });
  return layout;
}
