// The link mark: a flow between two vertical edges (a Sankey diagram's band from its source node
// to its target), its top and bottom edges cubic Béziers with horizontal tangents at both ends
// (as d3-sankey's sankeyLinkHorizontal), filled in the first series colour, unoutlined, unless
// told otherwise.
import type { Theme } from '../plot/theme.ts';
import type { PathNode } from '../render/scene.ts';
import { resolvePaint, type PaintOptions } from './style.ts';

export interface LinkEnds {
  /** The source edge's x and the band's top there. */
  x0: number;
  y0: number;
  /** The target edge's x and the band's top there. */
  x1: number;
  y1: number;
  /** The band's thickness, the same at both ends. */
  width: number;
}

export function link({ x0, y0, x1, y1, width }: LinkEnds, theme: Theme, options: PaintOptions = {}): PathNode {
  const xm = (x0 + x1) / 2;
  return {
    type: 'path',
    commands: [
      ['M', x0, y0],
      ['C', xm, y0, xm, y1, x1, y1],
      ['L', x1, y1 + width],
      ['C', xm, y1 + width, xm, y0 + width, x0, y0 + width],
      ['Z'],
    ],
    ...resolvePaint(options, { fill: theme.color(0) }),
  };
}
