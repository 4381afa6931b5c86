// Every text of a flowchart measured and wrapped before layout: node labels (wrapped to their
// shape's text width in the style), edge labels and group titles; the node boxes follow from their text.
import { isBand, type FlowGraph, type FlowNode } from '../model.ts';
import type { Sized } from './elk.ts';
import { nodePaint } from '../render/palette.ts';
import { maxTextWidth, shapeSize, wrapFactor } from './shapes.ts';
import type { Style } from './style.ts';
import { FONT_SIZE, LINE_HEIGHT, measureLines, textWidth, type MeasuredText } from './text.ts';

/** The white pad round an edge label's text, in ems. */
export const LABEL_PAD = 0.25;
/** The pad round a group's or lane's title, in ems. */
export const HEADER_PAD = 0.35;
/** The widest header of lanes that are rows (the header stands at their left), in ems: its widest word fits whole up to this. */
const ROW_HEADER_MAX = 10;

export interface Measured extends Sized {
  nodeText: Map<string, MeasuredText>;
  labelText: Map<string, MeasuredText>;
  groupText: Map<string, MeasuredText>;
  /** The width of the header at the left of lanes that are rows: their widest title word and its pads, at most ROW_HEADER_MAX. */
  rowHeader: number;
}

/** Edge labels, group and lane titles are set in the labels' size; the title a quarter larger. */
export const titleSize = (style: Style) => 1.25 * style.fontSize;

/**
 * The width a label wraps at: the style's, widened to the label's longest word so that no word
 * is broken unless it is wider than `cap` (the plain style's line at this text size).
 */
function wrapWidth(label: string, width: number, cap: number, fontSize: number, bold: boolean): number {
  const longest = Math.max(0, ...label.split(/\s+/).map((w) => textWidth(w, fontSize, bold)));
  return Math.max(width, Math.min(longest, cap));
}

/** A node's label wrapped at `wrap` px (in FONT_SIZE units, widened to its longest word as above) and the box its shape needs. */
export function measureNode(graph: FlowGraph, node: FlowNode, style: Style, wrap = maxTextWidth(node.role, style)): { text: MeasuredText; box: { width: number; height: number } } {
  const fs = style.fontSize;
  const bold = nodePaint(graph, node).bold;
  const text = measureLines(node.label, wrapWidth(node.label, wrap, wrapFactor(node.role) * 12 * fs, fs, bold), fs, bold);
  return { text, box: shapeSize(node.role, text.width, text.height, style) };
}

/** Every text measured in a style; `wraps` sets the wrap width of some nodes (refit.ts). */
export function measureGraph(graph: FlowGraph, laneRows: boolean, style: Style, wraps?: Map<string, number>): Measured {
  const fs = style.fontSize;
  const rowTitles = laneRows ? graph.groups.filter(isBand).map((g) => g.label) : [];
  const widestWord = Math.max(0, ...rowTitles.flatMap((l) => l.split(/\s+/).map((w) => textWidth(w, fs, true))));
  const rowHeader = Math.min(ROW_HEADER_MAX * fs, widestWord + 2 * HEADER_PAD * fs);
  const m: Measured = { style, nodes: new Map(), labels: new Map(), groupHeaders: new Map(), nodeText: new Map(), labelText: new Map(), groupText: new Map(), rowHeader };
  for (const node of graph.nodes) {
    const { text, box } = measureNode(graph, node, style, wraps?.get(node.id));
    m.nodeText.set(node.id, text);
    m.nodes.set(node.id, box);
  }
  for (const edge of graph.edges) {
    if (!edge.label?.trim()) continue;
    const text = measureLines(edge.label, wrapWidth(edge.label, (10 / 12) * style.wrap * FONT_SIZE, 10 * fs, fs, false), fs);
    m.labelText.set(edge.id, text);
    m.labels.set(edge.id, { width: text.width + 2 * LABEL_PAD * fs, height: text.height + 2 * LABEL_PAD * fs });
  }
  for (const group of graph.groups) {
    const rowHeaderTitle = laneRows && isBand(group);
    const text = measureLines(group.label, rowHeaderTitle ? rowHeader - 2 * HEADER_PAD * fs : 16 * fs, fs, true);
    m.groupText.set(group.id, text);
    m.groupHeaders.set(group.id, group.label.trim() ? text.lines.length * fs * LINE_HEIGHT + 2 * HEADER_PAD * fs : HEADER_PAD * fs);
  }
  return m;
}
