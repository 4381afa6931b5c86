// Probability charts (ROC, precision–recall, calibration): both axes linear from 0 to 1, a
// key of one entry per classifier, inside the plot when the legend goes inside, in the frame
// otherwise; a single classifier's line ("AUC = 0.95 ...") is set as text in the plot instead.
import type { LegendEntry } from '../legends/keys.ts';
import { insideLegend, legendPlacement } from '../legends/placement.ts';
import { statBlock, type Corner } from '../marks/statBlock.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import type { ChartSpec } from '../spec.ts';
import { cartesian } from './cartesian.ts';
import type { Rect } from './frame.ts';
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
  /** The corner the curves leave free for the key, or the key drawn by the chart itself. */
  key: Corner | ((plot: Rect, sy: ContinuousScale) => SceneNode[]);
  marks: (sx: ContinuousScale, sy: ContinuousScale) => SceneNode[];
}

export function unitSquareChart(input: UnitSquareChart): Scene {
  const { spec, theme, entries, key } = input;
  const placement = legendPlacement(spec);
  const corner = typeof key === 'string' ? key : 'bottom-left';
  return cartesian({
    spec: unitSquare(spec),
    theme,
    x: { values: [0, 1] },
    y: { values: [0, 1] },
    xLabel: input.xLabel,
    yLabel: input.yLabel,
    legend: placement === 'frame' ? entries : [],
    marks: (scales, plot) => {
      const nodes = input.marks(scales.x as ContinuousScale, scales.y);
      if (placement === 'inside') nodes.push(...(typeof key === 'string' ? insideLegend(entries, plot, theme, key) : key(plot, scales.y)));
      else if (entries.length === 1) nodes.push(...statBlock([{ text: entries[0]?.label ?? '' }], plot, theme, corner));
      return nodes;
    },
  });
}
