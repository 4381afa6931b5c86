// What a scatter draws over its points: the fitted curve and the correlation coefficient the
// request names, per series, with the statistics' lines for the stat block.
import { fixed } from '../format.ts';
import { curve, linspace } from '../marks/line.ts';
import { densify, statBlockClearOf, type PlotArea, type StatLine } from '../marks/statBlock.ts';
import type { ContinuousScale } from '../plot/scales.ts';
import type { SceneNode } from '../render/scene.ts';
import type { Methods } from '../spec.ts';
import { correlationTest } from '../stats/correlation.ts';
import { curveModel, fitCurve } from '../transforms/fitCurve.ts';
import { correlationLabel, FIT_NAME } from '../transforms/methodLabels.ts';
import type { ChartInput } from './types.ts';

/** Points of one series, one colour: a y column, or a group of one. */
export interface Series {
  name: string;
  points: Array<[number, number]>;
}

/** The fitted curves and correlation lines of a scatter, per series, on the axes' scales. */
export function fittedOverlays(series: Series[], methods: Methods, logX: boolean, logY: boolean, theme: ChartInput['theme'], panelOfGroups: boolean) {
  const toX = (v: number) => (logX ? Math.log10(v) : v);
  const toY = (v: number) => (logY ? Math.log10(v) : v);
  const named = series.length > 1 || panelOfGroups;
  const lines: StatLine[] = [];
  const curves = series.map((s, i) => {
    const xs = s.points.map((p) => p[0]);
    const ys = s.points.map((p) => p[1]);
    const color = named ? theme.color(i) : theme.ink;
    // In a panel of a faceted figure the colour names the group (the figure's legend says which).
    const prefix = named && !panelOfGroups ? `${s.name}: ` : '';
    if (methods.correlation) lines.push({ text: `${prefix}${correlationLabel(correlationTest(xs, ys, methods.correlation))}`, color });
    if (!methods.fit) return undefined;
    const fit = fitCurve(xs.map(toX), ys.map(toY), curveModel(methods.fit), `A trend line${named ? ` for "${s.name}"` : ''}`);
    lines.push({ text: `${prefix}${FIT_NAME[methods.fit]}${methods.fit === 'loess' ? '' : `, R\u00b2 = ${fixed(fit.rSquared, 3)}`}`, color });
    const grid = linspace(Math.min(...xs), Math.max(...xs), 100, logX);
    return { grid, values: grid.map((v) => (logY ? 10 ** fit.predict(toX(v)) : fit.predict(toX(v)))), color };
  });
  return { curves, lines };
}

/**
 * The fitted curves over the points, and the stat block in the corner that covers none of the
 * points (`points`, on the page) or curves; the points are only measured when there is a block.
 */
export function overlayMarks(overlays: ReturnType<typeof fittedOverlays>, points: () => Array<[number, number]>, sx: ContinuousScale, sy: ContinuousScale, plot: PlotArea, theme: ChartInput['theme']): SceneNode[] {
  const fitted = overlays.curves.filter((c) => c !== undefined);
  const nodes: SceneNode[] = fitted.map((c) => curve(c.grid, c.values, sx, sy, theme, { stroke: c.color }));
  if (overlays.lines.length === 0) return nodes;
  const obstacles = [...points(), ...fitted.flatMap((c) => densify(c.grid.map((v, k) => [sx.map(v), sy.map(c.values[k] ?? NaN)] as [number, number])))];
  return [...nodes, ...statBlockClearOf(overlays.lines, obstacles, plot, theme, ['top-left', 'top-right', 'bottom-right', 'bottom-left'])];
}
