// The frame of charts without Cartesian axes (pies, radar, Sankey, UpSet, calendars): the
// title and subtitle (wrapped as every frame wraps them: frame.ts layoutHeader), and the legend
// at the side the request asked for (right by default, below when it would take too much of a
// narrow figure), around a free plotting area. Its nodes are the figure's legends and
// annotations layers (figure.ts); the chart adds its marks. Having no axes, it refuses the
// request's reference lines and annotations (guides.ts).
import type { SceneNode } from '../render/scene.ts';
import type { ChartSpec } from '../spec.ts';
import { drawLegend, legendSize, legendTitle, type LegendEntry } from '../legends/keys.ts';
import type { Layers } from './figure.ts';
import { refuseGuides } from './guides.ts';
import { figureSubtitle, headerNodes, layoutHeader } from './frame.ts';
import type { Rect } from './rect.ts';
import type { Theme } from './theme.ts';

const GAP = 4;

/**
 * The plotting area left after the title, the subtitle and the legend (at the spec's position;
 * right by default). `legendBy`: the column whose values the legend keys, titling it
 * (legends/keys.ts); `subtitle`: a line under the title saying what the figure leaves out.
 */
export function axislessFrame(
  spec: ChartSpec,
  theme: Theme,
  legend: LegendEntry[],
  options: { reserveRight?: number; legendBy?: string | null; subtitle?: string } = {},
): { plot: Rect; layers: Layers } {
  refuseGuides(spec);
  const pad = 3;
  const legends: SceneNode[] = [];
  // The title and subtitle as every frame sets them (frame.ts layoutHeader): wrapped to the page.
  const header = layoutHeader({ title: spec.title, subtitle: figureSubtitle(spec, options.subtitle) }, theme);
  const annotations = headerNodes(header, { x: 0, y: 0, width: theme.width, height: theme.height }, theme);
  let top = header.top;
  let left = pad;
  let right = theme.width - pad - (options.reserveRight ?? 0);
  let bottom = theme.height - pad;
  const title = legendTitle(spec, options.legendBy);
  const size = legendSize(legend, theme, undefined, title);
  // A legend wider than a third of a narrow figure goes below rather than beside.
  const position = spec.legend === 'auto' ? (size.width > theme.width * 0.3 ? 'bottom' : 'right') : spec.legend;
  if (legend.length > 0 && position !== 'none') {
    if (position === 'top' || position === 'bottom') {
      const rows = legendSize(legend, theme, right - left, title);
      const height = rows.height;
      const y = position === 'top' ? top : bottom - height;
      legends.push(...drawLegend({ x: left + (right - left - rows.width) / 2, y }, legend, theme, right - left, title));
      if (position === 'top') top += height + GAP;
      else bottom -= height + GAP;
    } else {
      let at: { x: number; y: number };
      if (position === 'left') {
        at = { x: left, y: top + GAP };
        left += size.width + GAP * 2;
      } else if (position === 'inside') {
        at = { x: right - size.width, y: top };
      } else {
        at = { x: right - size.width, y: top + GAP };
        right -= size.width + GAP * 2;
      }
      legends.push(...drawLegend(at, legend, theme, undefined, title));
    }
  }
  return { plot: { x: left, y: top, width: Math.max(10, right - left), height: Math.max(10, bottom - top) }, layers: { legends, annotations } };
}
