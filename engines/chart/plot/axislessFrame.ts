// The frame of charts without Cartesian axes (pies, radar, Sankey, UpSet, calendars): the
// title, and the legend at the side the request asked for (right by default, below when it
// would take too much of a narrow figure), around a free plotting area. Its nodes are the
// figure's legends and annotations layers (figure.ts); the chart adds its marks.
import type { SceneNode } from '../render/scene.ts';
import type { ChartSpec } from '../spec.ts';
import { drawLegend, legendSize, legendTitle, type LegendEntry } from '../legends/keys.ts';
import { text } from '../marks/text.ts';
import type { Layers } from './figure.ts';
import { refuseGuides } from './guides.ts';
import { figureSubtitle, subtitleLines, subtitleNodes } from './frame.ts';
import type { Rect } from './rect.ts';
import { lineHeight } from './textFit.ts';
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
  const annotations: SceneNode[] = [];
  const legends: SceneNode[] = [];
  let top = pad;
  if (spec.title) {
    annotations.push(text(theme.width / 2, pad + theme.titleSize, spec.title, theme, { size: theme.titleSize, weight: 'bold', anchor: 'middle' }));
    top += theme.titleSize * 1.6;
  }
  const subtitle = subtitleLines(figureSubtitle(spec, options.subtitle), 0, theme);
  if (subtitle) {
    // Under the title's line as this frame sets it (one line, 1.6 of its size).
    const first = top + (spec.title ? 0 : theme.fontSize * 0.2);
    annotations.push(...subtitleNodes({ lines: subtitle.lines, top: first }, theme.width / 2, theme));
    top = first + subtitle.lines.length * lineHeight(theme.fontSize) + theme.fontSize * 0.5;
  }
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
