// The frame of a Cartesian chart, laid out in one pass from the real text: the title, the
// axis titles, the tick labels (fitted by axisLabels.ts: wrapped before rotated, thinned last)
// and the legend, then the axes in the journal's line widths, ticks pointing out, no box and
// no grid, as journals print them. Nothing is clipped and nothing leaves the page.
import { rowsKept } from '../transforms/filterRows.ts';
import type { Scene, SceneNode, TextNode } from '../render/scene.ts';
import type { ChartSpec, Legend } from '../spec.ts';
import { drawLegend, legendSize, type LegendEntry } from '../legends/keys.ts';
import { ruleX, ruleY } from '../marks/rule.ts';
import { TextAbove, type StatLine } from '../marks/statBlock.ts';
import { text, type TextOptions } from '../marks/text.ts';
import { fitBandLabelsX, fitBandLabelsY, fitWholeBandLabelsX, type LabelFit } from './axisLabels.ts';
import type { Rect } from './rect.ts';
import { lineHeight, textWidth, widestText, wrapInto, wrapText } from './textFit.ts';
import type { Theme } from './theme.ts';

export type { Rect } from './rect.ts';

export interface FrameText {
  title?: string;
  /** A line under the title that says what the figure leaves out ("Top 10 of 50 states by Murder"). */
  subtitle?: string;
  xLabel?: string;
  yLabel?: string;
  xTickLabels: string[];
  yTickLabels: string[];
  /** The tick labels name equal bands (categories), one each, rather than values. */
  xBands?: boolean;
  /** Band labels that may be turned but never wrapped, slanted or thinned (dendrogram leaves). */
  xWhole?: boolean;
  yBands?: boolean;
  legend: LegendEntry[];
  /** The legend's title (legends/keys.ts legendTitle). */
  legendTitle?: string;
  legendPosition: Legend;
  /** Height kept free between the title (or a legend on top) and the plot, for text set there. */
  above?: number;
  /** Width kept free right of the plot (before a legend there), for labels set in that margin. */
  rightMargin?: number;
  /** The page's width, when the frame is laid out in part of it (customCartesian's blocks beside it): the title and subtitle wrap to the page. */
  pageWidth?: number;
}

/** How the figure's text around its plot (or its panels: facets.ts) was fitted: tick labels, title, subtitle, axis titles. */
export interface FrameTextFit {
  x: LabelFit;
  y: LabelFit;
  title: string[];
  /** The subtitle's lines and the top of the first (none without a subtitle). */
  subtitle?: { lines: string[]; top: number };
  xTitle: string[];
  yTitle: string[];
}

/** Where everything goes: the plotting area, the legend, and how each piece of text was fitted. */
export interface FrameLayout extends FrameTextFit {
  /** The figure's height: the theme's, or more when category labels need taller rows. */
  height: number;
  plot: Rect;
  legendAt?: { x: number; y: number };
  /** The legend flows in rows no wider than this (a legend below the plot). */
  legendWidth?: number;
}

const GAP = 3;
const PAD = 2;
/** An outside legend may take at most this share of the figure's width; wider ones go below. */
const SIDE_LEGEND_SHARE = 0.25;
/** Band labels beside a vertical axis wrap beyond this share of the figure's width. */
const Y_LABEL_SHARE = 0.3;

/** An axis title wrapped to `room` (at least four font sizes wide), at most three lines. */
export function axisTitleLines(text: string | undefined, room: number, theme: Theme): string[] {
  if (!text) return [];
  return wrapText(text, Math.max(room, theme.fontSize * 4), theme.fontSize).slice(0, 3);
}

function bandFitX(text: FrameText, step: number, size: number): LabelFit {
  if (!text.xWhole) return fitBandLabelsX(text.xTickLabels, step, size);
  // Whole labels too many to stand even at 90° are the chart's to refuse; here they stay turned.
  return fitWholeBandLabelsX(text.xTickLabels, step, size) ?? fitWholeBandLabelsX(text.xTickLabels, lineHeight(size), size)!;
}

function sameFit(a: LabelFit, b: LabelFit): boolean {
  return a.mode === b.mode && Math.abs(a.depth - b.depth) < 0.01 && Math.abs(a.overhangStart - b.overhangStart) < 0.01;
}

function horizontalFit(labels: readonly string[], theme: Theme): LabelFit {
  return { mode: 'horizontal', lines: labels.map((l) => [l]), depth: lineHeight(theme.fontSize), overhangStart: 0 };
}

/**
 * Where the plotting area goes, leaving room for every piece of text around it. Category
 * labels down the y axis that need more lines than their rows hold make the figure taller,
 * up to the journal's page height, rather than squeezing the plot to a sliver.
 */
export function layoutFrame(text: FrameText, theme: Theme): FrameLayout {
  const layout = tallEnough(text, theme);
  if (!text.yBands || text.yTickLabels.length === 0) return layout;
  const fs = theme.fontSize;
  const maxWidth = theme.width * Y_LABEL_SHARE;
  const lines = Math.max(...text.yTickLabels.map((l) => wrapInto(l, maxWidth, fs, 3).length));
  const need = text.yTickLabels.length * lines * lineHeight(fs) * 1.1;
  const grow = Math.min(need - layout.plot.height, theme.maxHeight - theme.height);
  if (lines < 2 || grow <= 1) return layout;
  return layoutAtHeight(text, { ...theme, height: theme.height + grow });
}

/** The least share of the figure's height the plot keeps before the figure grows for the text around it. */
const MIN_PLOT_SHARE = 0.3;

/**
 * The layout at the figure's height, or taller (up to the journal's page height) when the text
 * around the plot (rotated labels, a legend below, notes above) would leave the plot a sliver
 * and the legend over the labels.
 */
function tallEnough(text: FrameText, theme: Theme): FrameLayout {
  const least = theme.height * MIN_PLOT_SHARE;
  let layout = layoutAtHeight(text, theme);
  // A plot squeezed to its floor hides how much it lacks: grow by what it lacks until it has it.
  for (let round = 0, height = theme.height; round < 4 && layout.plot.height < least && height < theme.maxHeight; round++) {
    height = Math.min(theme.maxHeight, height + Math.max(least - layout.plot.height, theme.fontSize * 4));
    layout = layoutAtHeight(text, { ...theme, height });
  }
  return layout;
}

function layoutAtHeight(text: FrameText, theme: Theme): FrameLayout {
  const fs = theme.fontSize;
  const lh = lineHeight(fs);
  const { title, subtitle, top } = layoutHeader(text, theme);
  const oneColumn = text.legendPosition === 'none' ? { width: 0, height: 0 } : legendSize(text.legend, theme, undefined, text.legendTitle);
  const position: Legend =
    text.legendPosition === 'auto' ? (oneColumn.width <= theme.width * SIDE_LEGEND_SHARE ? 'right' : 'bottom') : text.legendPosition;
  const hasLegend = oneColumn.width > 0;

  // Label fits depend on the plot's size and the plot's size on the fits: settle in a few rounds.
  let x = text.xBands ? fitBandLabelsX(text.xTickLabels, Infinity, fs) : horizontalFit(text.xTickLabels, theme);
  let y: LabelFit = { mode: 'horizontal', lines: text.yTickLabels.map((l) => [l]), depth: widestText(text.yTickLabels, fs), overhangStart: 0 };
  let layout: FrameLayout | undefined;
  for (let round = 0; round < 4; round++) {
    const yTitle = axisTitleLines(text.yLabel, (layout?.plot.height ?? theme.height) - 2 * fs, theme);
    const yTitleDepth = yTitle.length > 0 ? yTitle.length * lh + fs * 0.3 : 0;
    let left = PAD + yTitleDepth + theme.tickLength + GAP + y.depth;
    const overhang = text.xBands || x.mode !== 'horizontal' ? 0 : textWidth(text.xTickLabels[text.xTickLabels.length - 1] ?? '', fs) / 2;
    let right = PAD + Math.max(overhang, text.rightMargin ?? 0);
    const sideLegend = hasLegend && (position === 'right' || position === 'left') ? oneColumn.width + GAP * 2 : 0;
    if (position === 'right') right += sideLegend;
    if (position === 'left') left += sideLegend;
    // The first band label's overhang beyond half its band, the band being what is left once the
    // margin is widened for it: left >= PAD + overhang - (width - left - right) / 2n, solved for left.
    const half = text.xBands ? 1 / (2 * Math.max(1, text.xTickLabels.length)) : 0;
    left = Math.max(left, (PAD + x.overhangStart - (theme.width - right) * half) / (1 - half));
    if (!text.xBands) left = Math.max(left, PAD + textWidth(text.xTickLabels[0] ?? '', fs) / 2);
    const width = Math.max(10, theme.width - left - right);
    const legendBelow = hasLegend && position === 'bottom' ? legendSize(text.legend, theme, width, text.legendTitle) : undefined;
    const legendAbove = hasLegend && position === 'top' ? legendSize(text.legend, theme, width, text.legendTitle) : undefined;
    const xTitle = axisTitleLines(text.xLabel, width, theme);
    const plotTop = top + (legendAbove ? legendAbove.height + GAP : 0) + (text.above ?? 0);
    const bottom =
      PAD + theme.tickLength + GAP + x.depth + (xTitle.length > 0 ? xTitle.length * lh + fs * 0.3 : 0) + (legendBelow ? legendBelow.height + GAP * 2 : 0);
    const plot = { x: left, y: plotTop, width, height: Math.max(10, theme.height - plotTop - bottom) };
    let legendAt: { x: number; y: number } | undefined;
    if (hasLegend) {
      if (position === 'right') legendAt = { x: theme.width - PAD - oneColumn.width, y: plotTop };
      else if (position === 'left') legendAt = { x: PAD, y: plotTop };
      else if (position === 'top') legendAt = { x: left, y: top };
      else if (position === 'bottom') legendAt = { x: left, y: theme.height - PAD - (legendBelow?.height ?? 0) };
      else if (position === 'inside') legendAt = { x: plot.x + plot.width - oneColumn.width - GAP, y: plot.y + GAP };
    }
    layout = {
      height: theme.height,
      plot,
      ...(legendAt ? { legendAt } : {}),
      ...(legendBelow || legendAbove ? { legendWidth: width } : {}),
      x,
      y,
      title,
      ...(subtitle ? { subtitle } : {}),
      xTitle,
      yTitle,
    };
    const nextX = text.xBands ? bandFitX(text, plot.width / Math.max(1, text.xTickLabels.length), fs) : x;
    const nextY = text.yBands ? fitBandLabelsY(text.yTickLabels, plot.height / Math.max(1, text.yTickLabels.length), fs, theme.width * Y_LABEL_SHARE) : y;
    // The y title was wrapped for the last round's plot: settled when this plot wraps it the same.
    const sameYTitle = axisTitleLines(text.yLabel, plot.height - 2 * fs, theme).length === yTitle.length;
    if (sameFit(nextX, x) && sameFit(nextY, y) && sameYTitle) break;
    x = nextX;
    y = nextY;
  }
  return layout!;
}

/**
 * The title wrapped to the page's width (every word kept, however many lines it takes), the
 * subtitle under it, and the top of what comes below them: a legend on top, or the plot. Every
 * frame sets its header by this.
 */
export function layoutHeader(text: { title?: string | undefined; subtitle?: string | undefined; pageWidth?: number | undefined }, theme: Theme): { title: string[]; subtitle?: { lines: string[]; top: number }; top: number } {
  const fs = theme.fontSize;
  const page = { ...theme, width: text.pageWidth ?? theme.width };
  const title = text.title ? wrapText(text.title, page.width - 2 * PAD, theme.titleSize, 'bold') : [];
  const subtitle = subtitleLines(text.subtitle, title.length, page);
  const top = subtitle ? subtitle.top + subtitle.lines.length * lineHeight(fs) + fs * 0.5 : PAD + (title.length > 0 ? title.length * lineHeight(theme.titleSize) + theme.titleSize * 0.5 : fs * 0.6);
  return { title, subtitle, top };
}

/**
 * The subtitle wrapped to the figure's width, under `titleLines` lines of title (its first line
 * where the title's would be without one).
 */
export function subtitleLines(subtitle: string | undefined, titleLines: number, theme: Theme): { lines: string[]; top: number } | undefined {
  if (!subtitle) return undefined;
  const lines = wrapText(subtitle, theme.width - 2 * PAD, theme.fontSize);
  const top = PAD + (titleLines > 0 ? titleLines * lineHeight(theme.titleSize) + theme.titleSize * 0.3 : theme.fontSize * 0.2);
  return { lines, top };
}

/** The subtitle's lines, each centred over the plot as the title is (moved in when that would push it off the page). */
export function subtitleNodes(subtitle: { lines: string[]; top: number } | undefined, centre: number, theme: Theme): SceneNode[] {
  if (!subtitle) return [];
  const fs = theme.fontSize;
  const lh = lineHeight(fs);
  return subtitle.lines.map((line, k) => {
    const half = textWidth(line, fs) / 2;
    const cx = Math.min(Math.max(centre, PAD + half), theme.width - PAD - half);
    return label(cx, subtitle.top + k * lh, line, theme);
  });
}

/**
 * The height a frame keeps free over its plot for `lines` lines of text set there (stat blocks
 * that no corner of the plot holds: marks/statBlock.ts TextAbove); none for no lines.
 */
export function aboveRoom(lines: number, theme: Theme): number {
  return lines > 0 ? lines * lineHeight(theme.fontSize) + theme.markerRadius + theme.fontSize * 0.4 : 0;
}

/** Lines of text set over the plot, in the room aboveRoom keeps: the last line's descenders clear the highest marker. */
export function aboveNodes(plot: Rect, lines: readonly StatLine[], theme: Theme): SceneNode[] {
  const lh = lineHeight(theme.fontSize);
  const last = plot.y - theme.markerRadius - theme.fontSize * 0.4;
  return lines.map((line, i) => text(plot.x, last - (lines.length - 1 - i) * lh, line.text, theme, { color: line.color ?? theme.ink }));
}

/**
 * The chart `drawAt` draws, laid out once and then again with room above the plot while stat
 * blocks go there that the room does not hold (at most three times more); a block that went
 * above stays above (TextAbove).
 */
export function drawnWithTextAbove(drawAt: (aboveLines: number, above: TextAbove) => { scene: Scene; above: TextAbove }): Scene {
  let drawn = drawAt(0, new TextAbove());
  for (let reserved = 0, pass = 0; drawn.above.lines.length > reserved && pass < 3; pass++) {
    reserved = drawn.above.lines.length;
    drawn = drawAt(reserved, new TextAbove(drawn.above.placed));
  }
  return drawn.scene;
}

export interface AxisTicks {
  positions: number[];
  labels: string[];
}

/** A label of the frame: centred, hanging from y, in the body size unless told otherwise. */
function label(x: number, y: number, content: string, theme: Theme, options: TextOptions = {}): TextNode {
  return text(x, y, content, theme, { anchor: 'middle', baseline: 'hanging', ...options });
}

/** Left and bottom axes with outward ticks, tick labels as fitted, and the axis titles (the figure's axes layer). */
export function drawAxes(plot: Rect, x: AxisTicks, y: AxisTicks, layout: FrameLayout, theme: Theme): SceneNode[] {
  const fs = theme.fontSize;
  const lh = lineHeight(fs);
  const base = plot.y + plot.height;
  const labelTop = base + theme.tickLength + GAP;
  const nodes: SceneNode[] = [ruleY(base, plot.x, plot.x + plot.width, theme, { lineCap: 'square' }), ruleX(plot.x, plot.y, base, theme, { lineCap: 'square' })];
  x.positions.forEach((px, i) => {
    nodes.push(ruleX(px, base, base + theme.tickLength, theme));
    const lines = layout.x.lines[i] ?? [x.labels[i] ?? ''];
    if (layout.x.mode === 'rotated45') nodes.push(label(px, labelTop, lines[0] ?? '', theme, { anchor: 'end', rotate: -45 }));
    else if (layout.x.mode === 'rotated90') nodes.push(label(px, labelTop, lines[0] ?? '', theme, { anchor: 'end', baseline: 'middle', rotate: -90 }));
    else lines.forEach((line, k) => nodes.push(label(px, labelTop + k * lh, line, theme)));
  });
  y.positions.forEach((py, i) => {
    nodes.push(ruleY(py, plot.x - theme.tickLength, plot.x, theme));
    const lines = layout.y.lines[i] ?? [y.labels[i] ?? ''];
    lines.forEach((line, k) => nodes.push(label(plot.x - theme.tickLength - GAP, py + (k - (lines.length - 1) / 2) * lh, line, theme, { anchor: 'end', baseline: 'middle' })));
  });
  nodes.push(...axisTitleNodes(layout, plot, theme));
  return nodes;
}

/** The axis titles, under and left of `span` (the plot, or the extent of a figure's panels) past its tick labels. */
export function axisTitleNodes(layout: FrameTextFit, span: Rect, theme: Theme): SceneNode[] {
  const fs = theme.fontSize;
  const lh = lineHeight(fs);
  const labelTop = span.y + span.height + theme.tickLength + GAP;
  const nodes: SceneNode[] = [];
  layout.xTitle.forEach((line, k) => nodes.push(label(span.x + span.width / 2, labelTop + layout.x.depth + fs * 0.3 + k * lh, line, theme)));
  const yTitleRight = span.x - theme.tickLength - GAP - layout.y.depth - fs * 0.3;
  layout.yTitle.forEach((line, k) => {
    const depth = (layout.yTitle.length - 1 - k) * lh;
    nodes.push(label(yTitleRight - depth - fs * 0.25, span.y + span.height / 2, line, theme, { baseline: 'alphabetic', rotate: -90 }));
  });
  return nodes;
}

/** The title and subtitle as laid out, centred over `span` (the figure's annotations layer). */
export function headerNodes(layout: Pick<FrameTextFit, 'title' | 'subtitle'>, span: Rect, theme: Theme): SceneNode[] {
  const tlh = lineHeight(theme.titleSize);
  const nodes = layout.title.map((line, k) => {
    // Centred over the span, moved in when that would push it off the page.
    const half = textWidth(line, theme.titleSize, 'bold') / 2;
    const cx = Math.min(Math.max(span.x + span.width / 2, PAD + half), theme.width - PAD - half);
    return label(cx, PAD + theme.titleSize + k * tlh, line, theme, { size: theme.titleSize, weight: 'bold', baseline: 'alphabetic' });
  });
  return [...nodes, ...subtitleNodes(layout.subtitle, span.x + span.width / 2, theme)];
}

/** The legend where the layout put it (nothing when there is none). */
export function placedLegend(layout: FrameLayout, text: FrameText, theme: Theme): SceneNode[] {
  if (!layout.legendAt || text.legendPosition === 'none') return [];
  return drawLegend(layout.legendAt, text.legend, theme, layout.legendWidth, text.legendTitle);
}

/** The figure's line under its title: which rows it shows (the request's filters) and what it leaves out. */
export function figureSubtitle(spec: Pick<ChartSpec, 'filters'>, note: string | undefined): string | undefined {
  const parts = [rowsKept(spec.filters), note].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join('. ') : undefined;
}
