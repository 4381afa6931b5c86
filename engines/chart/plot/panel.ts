// One plotting panel as a chart type describes it: the input of the frame that draws it, either
// a Cartesian frame (plot/cartesian.ts) or one with categories down the y axis (plot/categoricalY.ts).
// Drawn alone it is the whole figure; plot/facets.ts draws several as small multiples.
import type { ChartInput } from '../charts/types.ts';
import type { Scene } from '../render/scene.ts';
import { cartesian, type CartesianInput } from './cartesian.ts';
import { categoricalY, type CategoricalYInput } from './categoricalY.ts';

export type Panel = (
  | { frame: 'cartesian'; input: CartesianInput }
  | { frame: 'rows'; input: CategoricalYInput }
) & {
  /**
   * What each palette colour the marks use stands for: the i-th entry is the series, group or
   * category drawn in `theme.color(i)`. Panels of one figure that lack some of them are drawn
   * again with their colours renumbered, so that a group has one colour in every panel.
   * Without it, the legend's labels.
   */
  colorKeys?: string[];
};

/** A chart type that can draw one panel from its (panel's) table. */
export type PanelChart = (input: ChartInput) => Panel;

/** A Cartesian chart's input as a panel (`colorKeys`: see Panel). */
export function cartesianPanel(input: CartesianInput, colorKeys?: string[]): Panel {
  return { frame: 'cartesian', input, ...(colorKeys ? { colorKeys } : {}) };
}

/** The panel drawn alone, as the whole figure. */
export function drawPanel(panel: Panel): Scene {
  return panel.frame === 'cartesian' ? cartesian(panel.input) : categoricalY(panel.input);
}
