// Every text of a flowchart measured and wrapped before layout: node labels (wrapped to their
// shape's text width), edge labels and group titles; the node boxes follow from their text.
import { isBand, type FlowGraph } from '../model.ts';
import type { Sized } from './elk.ts';
import { nodePaint } from '../render/palette.ts';
import { maxTextWidth, shapeSize } from './shapes.ts';
import { FONT_SIZE, LINE_HEIGHT, measureLines, type MeasuredText } from './text.ts';

export const EDGE_LABEL_SIZE = 0.9 * FONT_SIZE;
export const GROUP_TITLE_SIZE = FONT_SIZE;
/** The white pad round an edge label's text. */
export const LABEL_PAD = 0.25 * FONT_SIZE;
export const HEADER_PAD = 0.35 * FONT_SIZE;
/** The width of a lane's header when lanes are rows (the header stands at their left). */
export const ROW_HEADER_WIDTH = 7 * FONT_SIZE;

export interface Measured extends Sized {
  nodeText: Map<string, MeasuredText>;
  labelText: Map<string, MeasuredText>;
  groupText: Map<string, MeasuredText>;
}

export function measureGraph(graph: FlowGraph, laneRows: boolean): Measured {
  const m: Measured = { nodes: new Map(), labels: new Map(), groupHeaders: new Map(), nodeText: new Map(), labelText: new Map(), groupText: new Map() };
  for (const node of graph.nodes) {
    const text = measureLines(node.label, maxTextWidth(node.role), FONT_SIZE, nodePaint(graph, node).bold);
    m.nodeText.set(node.id, text);
    m.nodes.set(node.id, shapeSize(node.role, text.width, text.height));
  }
  for (const edge of graph.edges) {
    if (!edge.label?.trim()) continue;
    const text = measureLines(edge.label, 10 * FONT_SIZE, EDGE_LABEL_SIZE);
    m.labelText.set(edge.id, text);
    m.labels.set(edge.id, { width: text.width + 2 * LABEL_PAD, height: text.height + 2 * LABEL_PAD });
  }
  for (const group of graph.groups) {
    const rowHeader = laneRows && isBand(group);
    const text = measureLines(group.label, rowHeader ? ROW_HEADER_WIDTH - 2 * HEADER_PAD : 16 * FONT_SIZE, GROUP_TITLE_SIZE, true);
    m.groupText.set(group.id, text);
    m.groupHeaders.set(group.id, group.label.trim() ? text.lines.length * GROUP_TITLE_SIZE * LINE_HEIGHT + 2 * HEADER_PAD : HEADER_PAD);
  }
  return m;
}
