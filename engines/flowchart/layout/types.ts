// A flowchart placed on its canvas: what render/ draws, in px of the SVG's viewBox (origin at the
// canvas's top-left). Every box is its bounding box; the node's shape is drawn inside it.
import type { Direction, FlowEdge, FlowGraph, FlowGroup, FlowNode } from '../model.ts';

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Lines of text centred on a point, `lineHeight` apart, in `fontSize` px. */
export interface TextBlock {
  lines: string[];
  fontSize: number;
  lineHeight: number;
  bold: boolean;
  /** The centre of the block. */
  center: Point;
  /** The widest line's measured width. */
  width: number;
}

export interface PlacedNode {
  node: FlowNode;
  box: Box;
  text: TextBlock;
}

export interface PlacedEdge {
  edge: FlowEdge;
  /** The orthogonal route, first point on the source's outline and last on the target's. */
  points: Point[];
  label?: { box: Box; text: TextBlock };
}

export interface PlacedGroup {
  group: FlowGroup;
  box: Box;
  /** The title's band: the top of a group, the header of a lane (top for columns, left for rows). */
  header: Box;
  text: TextBlock;
}

export interface FlowLayout {
  graph: FlowGraph;
  /** The direction drawn (the graph's own or the one chosen for `auto`). */
  direction: Direction;
  /** Whether a long flow was wrapped into several rows or columns. */
  wrapped: boolean;
  /** The canvas: the SVG's viewBox is 0 0 width height. */
  width: number;
  height: number;
  /** The base text size, px. */
  fontSize: number;
  title?: TextBlock;
  /** Groups outermost first, so inner groups are drawn over outer ones. */
  groups: PlacedGroup[];
  nodes: PlacedNode[];
  edges: PlacedEdge[];
}
