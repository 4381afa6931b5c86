// The restrained palette: white or very light fills, dark grey strokes and text, one accent (a
// pale blue) for decisions and terminators, greys for groups and lanes. A node's Mermaid classes
// and its own style override it, in that order.
import type { FlowGraph, FlowNode, NodeStyle } from '../model.ts';

export const INK = '#2f3640';
export const EDGE = '#3d4650';
export const ACCENT_FILL = '#e6f0fa';
export const ACCENT_STROKE = '#2f5f8a';
export const NODE_FILL = '#ffffff';
export const NOTE_FILL = '#fbfaf3';
export const NOTE_STROKE = '#8a8f96';
export const GROUP_FILL = '#f5f6f8';
export const GROUP_STROKE = '#9aa2ab';
export const LANE_FILLS = ['#f7f8fa', '#ffffff'] as const;
export const LANE_HEADER_FILL = '#e9ecf0';
export const STROKE_WIDTH = 1.4;

export interface NodePaint {
  fill: string;
  stroke: string;
  color: string;
  strokeWidth: number;
  dashed: boolean;
  bold: boolean;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The node's colours: its role's defaults, then its classes' classDefs, then its own style; only `#rrggbb` colours are taken. */
export function nodePaint(graph: FlowGraph, node: FlowNode): NodePaint {
  const accent = node.role === 'decision' || node.role === 'terminator';
  const paint: NodePaint = {
    fill: accent ? ACCENT_FILL : node.role === 'note' ? NOTE_FILL : NODE_FILL,
    stroke: accent ? ACCENT_STROKE : node.role === 'note' ? NOTE_STROKE : INK,
    color: INK,
    strokeWidth: STROKE_WIDTH,
    dashed: false,
    bold: false,
  };
  const apply = (s: NodeStyle | undefined) => {
    if (!s) return;
    if (s.fill && HEX.test(s.fill)) paint.fill = s.fill.toLowerCase();
    if (s.stroke && HEX.test(s.stroke)) paint.stroke = s.stroke.toLowerCase();
    if (s.color && HEX.test(s.color)) paint.color = s.color.toLowerCase();
    if (s.strokeWidth !== undefined && Number.isFinite(s.strokeWidth) && s.strokeWidth >= 0 && s.strokeWidth <= 20) paint.strokeWidth = s.strokeWidth;
    if (s.dashed !== undefined) paint.dashed = s.dashed;
    if (s.bold !== undefined) paint.bold = s.bold;
  };
  for (const name of node.classes ?? []) apply(graph.classDefs?.[name]);
  apply(node.style);
  return paint;
}

export function edgeColour(stroke: string | undefined): string {
  return stroke && HEX.test(stroke) ? stroke.toLowerCase() : EDGE;
}
