// How dense a layout is drawn: the text size, the width labels wrap at, how tightly shapes hug
// their text and how far apart they stand. The layout tries the plain style first and denser ones
// when a flowchart would otherwise print below legible size at one journal column
// (docs/decisions.md, "Flowchart layout and fit"); the graph's own textScale and spacing (set by
// edits) are honoured in every style.
import type { FlowGraph } from '../model.ts';
import { FONT_SIZE } from './text.ts';

export interface Style {
  /** Text size of labels, px of the SVG (FONT_SIZE times the graph's textScale). */
  fontSize: number;
  /**
   * Node labels wrap at this many ems of FONT_SIZE, whatever the text size (larger text wraps
   * into more lines rather than widening the chart); diamonds and circles narrower (shapes.ts).
   */
  wrap: number;
  /** Shapes drawn tight round their text: smaller padding, no wide minimum width. */
  tight: boolean;
  /** Factor on every gap between shapes, layers, lanes and the canvas's edge. */
  gap: number;
}

/** The factors of the graph's `spacing`; unset is 1. */
const SPACING_FACTOR = { compact: 0.6, spacious: 1.6 } as const;
/** The densest gap factor the layout chooses on its own, to keep a chart legible. */
const DENSE_GAP = 0.5;
/** The range of text scales honoured (an edit asking for more is held to it). */
const TEXT_SCALE = { min: 0.5, max: 3 };

export function textScaleOf(graph: FlowGraph): number {
  const s = graph.textScale;
  return s !== undefined && Number.isFinite(s) && s > 0 ? Math.min(TEXT_SCALE.max, Math.max(TEXT_SCALE.min, s)) : 1;
}

/** The plain style of a graph: its text size and spacing, labels 12 em wide. */
export function plainStyle(graph: FlowGraph): Style {
  return { fontSize: FONT_SIZE * textScaleOf(graph), wrap: 12, tight: false, gap: graph.spacing ? SPACING_FACTOR[graph.spacing] : 1 };
}

/**
 * The styles tried in turn: the plain one, then a dense one, shapes tight round their text, gaps
 * closer (unless the graph asks for spacious ones) and labels narrower (refit.ts then widens or
 * narrows each layer's labels to the drawing).
 */
export function stylesOf(graph: FlowGraph): Style[] {
  const plain = plainStyle(graph);
  const gap = graph.spacing === 'spacious' ? plain.gap : Math.min(plain.gap, DENSE_GAP);
  return [plain, { ...plain, wrap: 8, tight: true, gap }];
}
