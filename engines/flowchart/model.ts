// The flowchart as the engine holds it between steps: read from a prompt (interpret/), changed
// by edits (edit/), laid out (layout/) and drawn (render/). It is stored with the job (JSON), so
// an edit starts from the previous graph. Types and small pure helpers only.
import type { ASPECT_RATIOS } from '../shared/aspectRatios.ts';

/** The spec's flowchart ratios: `auto` lets the layout choose. */
export type FlowAspectRatio = 'auto' | (typeof ASPECT_RATIOS)[number];

/** Reading direction: top to bottom, left to right, and their reverses (Mermaid's TD/TB, LR, BT, RL). */
export type Direction = 'TB' | 'LR' | 'BT' | 'RL';

/**
 * What a node is, which decides its shape: terminator (start/end, a stadium), process (a
 * rectangle), decision (a diamond), data (a parallelogram), document (a wavy-bottomed sheet),
 * subprocess (a rectangle with double sides), database (a cylinder), preparation (a hexagon),
 * connector (a small circle), note (a folded-corner note, joined by dotted lines).
 */
export const NODE_ROLES = ['terminator', 'process', 'decision', 'data', 'document', 'subprocess', 'database', 'preparation', 'connector', 'note'] as const;
export type NodeRole = (typeof NODE_ROLES)[number];

/** Colours as `#rrggbb`; a restyle or a Mermaid `classDef`/`style` sets them. */
export interface NodeStyle {
  fill?: string;
  stroke?: string;
  color?: string;
  strokeWidth?: number;
  dashed?: boolean;
  bold?: boolean;
}

export interface FlowNode {
  /** Stable across edits; the SVG group of the node carries it. Mermaid ids are kept as written. */
  id: string;
  /** The text shown; `\n` is a line break the author asked for. */
  label: string;
  role: NodeRole;
  /** The group or lane the node stands in. */
  group?: string;
  style?: NodeStyle;
  /** Mermaid `class` names, resolved against `FlowGraph.classDefs` when drawn. */
  classes?: string[];
}

export type EdgeLine = 'solid' | 'dotted' | 'thick';

export interface FlowEdge {
  /** Stable across edits; the SVG group of the edge carries it. */
  id: string;
  from: string;
  to: string;
  label?: string;
  line: EdgeLine;
  /** Where arrowheads are drawn. */
  arrow: 'end' | 'both' | 'none';
  style?: Pick<NodeStyle, 'stroke' | 'strokeWidth'>;
}

export interface FlowGroup {
  id: string;
  label: string;
  /**
   * A group is a box round its nodes. A lane is a swimlane: bands side by side, each running
   * along the flow (who does a step). A stage is a band across the flow, the stages one after
   * another along it (when a step happens: CONSORT's Enrollment, Allocation, Follow-Up, Analysis),
   * titled at its side.
   */
  kind: 'group' | 'lane' | 'stage';
  /** A group inside another group (Mermaid nested subgraphs). */
  parent?: string;
}

export interface FlowGraph {
  /** Unset: the layout chooses from the aspect ratio. */
  direction?: Direction;
  title?: string;
  /** In model order: the layout keeps this order, so an edit moves little. */
  nodes: FlowNode[];
  edges: FlowEdge[];
  groups: FlowGroup[];
  classDefs?: Record<string, NodeStyle>;
  /** Text size asked by an edit ("bigger font"), as a factor on the base size; unset is 1. */
  textScale?: number;
  /** Space between steps asked by an edit ("more compact"); unset is the layout's own. */
  spacing?: 'compact' | 'spacious';
  /** Steps asked to stand side by side ("put the three arms side by side"): node ids, one list per row. */
  sideBySide?: string[][];
}

/** An attachment's content as text, its structure written as Markdown (headings, lists, tables). */
export interface DocumentText {
  /** The uploaded file's name when known; it may name a group of the document's steps. */
  name?: string;
  text: string;
  /**
   * 'ocr': the text was detected in an image, line by line. Such text holds noise a typed
   * document does not (arrowheads read as "4", stray bars), which the interpreter leaves out.
   */
  source?: 'ocr';
  /**
   * 'unknown': the document shows steps but not how they connect (a sketch whose arrows were
   * not read: its labels came by OCR with no arrows or numbering in their words). Its text
   * gives the labels only; an order read from it would be invented.
   */
  wiring?: 'unknown';
}

/** The most nodes a flowchart may have: beyond it no page keeps the text legible. */
export const MAX_NODES = 300;

/** Lanes and stages are both drawn as bands; stages are always phases, one after another along the flow. */
export function isBand(group: FlowGroup): boolean {
  return group.kind === 'lane' || group.kind === 'stage';
}

/** A node by id, or undefined. */
export function nodeById(graph: FlowGraph, id: string): FlowNode | undefined {
  return graph.nodes.find((n) => n.id === id);
}
