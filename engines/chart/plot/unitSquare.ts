// Probability charts (ROC, precision–recall, calibration): both axes linear from 0 to 1 on a
// square plot (a unit of recall as long as a unit of precision, so that curves compare by
// eye), a key of one entry per classifier, inside the plot when the legend goes inside, in the
// frame otherwise; a single classifier's line ("AUC = 0.95 ...") is set as text in the plot.
import { legendTitle, type LegendEntry } from '../legends/keys.ts';
import { insideLegend, legendPlacement } from '../legends/placement.ts';
import { statBlock, type Corner } from '../marks/statBlock.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import type { ChartSpec } from '../spec.ts';
import { cartesian } from './cartesian.ts';
import type { Rect } from './rect.ts';
import type { ContinuousScale } from './scales.ts';
import type { Theme } from './theme.ts';

/** The spec with both axes linear over [0, 1], unless the request set a range. */
export function unitSquare(spec: ChartSpec): ChartSpec {
  return {
    ...spec,
    xAxis: { ...spec.xAxis, scale: 'linear', range: spec.xAxis.range ?? [0, 1] },
    yAxis: { ...spec.yAxis, scale: 'linear', range: spec.yAxis.range ?? [0, 1] },
  };
}

export interface UnitSquareChart {
  spec: ChartSpec;
  theme: Theme;
  xLabel: string;
  yLabel: string;
  entries: LegendEntry[];
  /** The column whose values the key's entries are (see cartesian.ts): spec.group when not given, null for none. */
  legendBy?: string | null;
  /** The corner the curves leave free for the key, or the key drawn by the chart itself. */
  key: Corner | ((plot: Rect, sy: ContinuousScale) => SceneNode[]);
  marks: (sx: ContinuousScale, sy: ContinuousScale) => SceneNode[];
}

export function unitSquareChart(input: UnitSquareChart): Scene {
  const { spec, entries, key } = input;
  const placement = legendPlacement(spec);
  const corner = typeof key === 'string' ? key : 'bottom-left';
  const drawn = (theme: Theme, rightMargin = 0): { scene: Scene; plot: Rect } => {
    let laid: Rect = { x: 0, y: 0, width: 0, height: 0 };
    const scene = cartesian({
      spec: unitSquare(spec),
      theme,
      x: { values: [0, 1] },
      y: { values: [0, 1] },
      xLabel: input.xLabel,
      yLabel: input.yLabel,
      legend: placement === 'frame' ? entries : [],
      legendBy: input.legendBy,
      ...(rightMargin > 0 ? { rightMargin } : {}),
      marks: (scales, plot) => {
        laid = plot;
        const nodes = input.marks(scales.x as ContinuousScale, scales.y);
        if (placement === 'inside') nodes.push(...(typeof key === 'string' ? insideLegend(entries, plot, theme, key, legendTitle(spec, input.legendBy)) : key(plot, scales.y)));
        else if (entries.length === 1) nodes.push(...statBlock([{ text: entries[0]?.label ?? '' }], plot, theme, corner));
        return nodes;
      },
    });
    return { scene, plot: laid };
  };
  // Square: taller first (by at most a third, and within the journal's page height), then
  // narrower: a two-column figure keeps its height and its plot leaves room on the right.
  let theme = input.theme;
  let result = drawn(theme);
  const taller = Math.min(theme.maxHeight, theme.height * 1.35, theme.height + result.plot.width - result.plot.height);
  if (taller > theme.height + 0.5) {
    theme = { ...theme, height: taller };
    result = drawn(theme);
  }
  const excess = result.plot.width - result.plot.height;
  return excess > 0.5 ? drawn(theme, excess).scene : result.scene;
}
