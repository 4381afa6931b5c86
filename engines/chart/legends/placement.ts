// Where a legend goes on charts that prefer it inside the plot (ROC, precision–recall,
// calibration curves): in a corner the curves leave empty, unless the request placed it.
import type { Rect } from '../plot/frame.ts';
import type { Theme } from '../plot/theme.ts';
import type { SceneNode } from '../render/scene.ts';
import type { ChartSpec } from '../spec.ts';
import type { Corner } from '../marks/statBlock.ts';
import { drawLegend, legendSize, type LegendEntry } from './keys.ts';

/** Inside (the request said nothing, or "inside"), in the frame at the requested side, or nowhere. */
export function legendPlacement(spec: ChartSpec): 'inside' | 'frame' | 'none' {
  if (spec.legend === 'none') return 'none';
  return spec.legend === 'auto' || spec.legend === 'inside' ? 'inside' : 'frame';
}

/** A legend drawn inside the plot, in the given corner, inset a little from the axes; titled when `title` is given. */
export function insideLegend(entries: LegendEntry[], plot: Rect, theme: Theme, corner: Corner, title?: string): SceneNode[] {
  if (entries.length === 0) return [];
  const size = legendSize(entries, theme, undefined, title);
  const inset = theme.fontSize * 0.5;
  const x = corner.endsWith('right') ? plot.x + plot.width - size.width - inset : plot.x + inset;
  const y = corner.startsWith('bottom') ? plot.y + plot.height - size.height - inset : plot.y + inset;
  return drawLegend({ x, y }, entries, theme, undefined, title);
}
