// One frame model for every chart, Cartesian, matrix, polar or axisless: a figure is a white page
// whose nodes are painted in layers, back to front, as Observable Plot paints its grid and axis
// marks around the data marks:
//   background   what sets parts of the plot off (shaded rows, facet strips)
//   grid         what a reader reads values against (a radar's web)
//   marks        the data, clipped to the plot where the frame has one (clipped), and the
//                marks allowed past it (labels in the margin)
//   axes         axis lines, ticks, tick labels, axis titles; a matrix's row and column names
//   legends      keys, colour bars, size legends
//   annotations  the title and subtitle, and text set over the plot (stat blocks, notes)
// A frame lays itself out and hands back the layers it draws; the chart adds its marks; figureScene()
// stacks them. Which layer a node is in decides what it is painted over, nothing else.
import type { GroupNode, Scene, SceneNode } from '../render/scene.ts';
import type { Rect } from './rect.ts';

export const LAYERS = ['background', 'grid', 'marks', 'axes', 'legends', 'annotations'] as const;
export type Layer = (typeof LAYERS)[number];

/** Nodes by layer; a layer left out draws nothing. */
export type Layers = Partial<Record<Layer, SceneNode[]>>;

/** The page's colour: journals print figures on white. */
export const PAGE = '#FFFFFF';

/** The layers of several parts (a frame's, the chart's marks) as one, each layer's nodes in the order of the parts. */
export function mergeLayers(...parts: Layers[]): Layers {
  const merged: Layers = {};
  for (const layer of LAYERS) {
    const nodes = parts.flatMap((part) => part[layer] ?? []);
    if (nodes.length > 0) merged[layer] = nodes;
  }
  return merged;
}

/** The figure `width` × `height` points: its parts' layers painted back to front on a white page. */
export function figureScene(size: { width: number; height: number }, ...parts: Layers[]): Scene {
  const merged = mergeLayers(...parts);
  return { width: size.width, height: size.height, background: PAGE, nodes: LAYERS.flatMap((layer) => merged[layer] ?? []) };
}

/** Nodes clipped to `plot` grown by `margin` on every side (so that a marker on the plot's edge shows whole). */
export function clipped(plot: Rect, margin: number, nodes: SceneNode[]): GroupNode {
  return { type: 'group', clip: { x: plot.x - margin, y: plot.y - margin, width: plot.width + 2 * margin, height: plot.height + 2 * margin }, children: nodes };
}
