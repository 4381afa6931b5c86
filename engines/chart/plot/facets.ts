// Small multiples, as journals print them: one panel per value of the facet column (wrapped into
// rows, at most 2, 3 or 4 panels a row as the figure is narrow or wide), stacked for a row facet,
// a grid for a row and a column facet. Every panel is the chart type's own panel (plot/panel.ts)
// drawn from its rows, so statistics and fits are computed per panel; the axes are shared (one
// domain, the same ticks, tick labels only on the outer panels, one title per axis), each panel
// is titled in a strip, there is one legend for the figure, a group keeps its colour in every
// panel, and the figure keeps its journal width: panels shrink, and a figure whose panels
// would be too small to read is refused (FACET_TOO_MANY_PANELS). A panel whose rows are too few
// for the chart is drawn empty with a note saying so; when every panel is, the figure is refused.
import type { ChartInput } from '../charts/types.ts';
import type { Table } from '../data/types.ts';
import { ChartError } from '../errors.ts';
import { drawLegend, legendSize, legendTitle, type LegendEntry } from '../legends/keys.ts';
import { TextAbove } from '../marks/statBlock.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { ptToMm } from '../render/scene.ts';
import type { ChartSpec, Legend } from '../spec.ts';
import { splitFacets, type FacetSplit } from '../transforms/facets.ts';
import { fitBandLabelsX, fitBandLabelsY, fitWholeBandLabelsX, labelGap, type LabelFit } from './axisLabels.ts';
import { guideNodes, tickedScales, type CartesianInput } from './cartesian.ts';
import { rowGuideNodes, rowScale, rowsXScale, type CategoricalYInput, type RowScale } from './categoricalY.ts';
import { bar } from '../marks/bar.ts';
import { text, type TextOptions } from '../marks/text.ts';
import { clipped, figureScene } from './figure.ts';
import { aboveNodes, aboveRoom, axisTitleLines, axisTitleNodes, drawAxes, figureSubtitle, headerNodes, layoutHeader, type FrameLayout, type FrameTextFit } from './frame.ts';
import type { Rect } from './rect.ts';
import type { Panel, PanelChart } from './panel.ts';
import type { BandScale, ContinuousScale } from './scales.ts';
import { lineHeight, textWidth, widestText, wrapText } from './textFit.ts';
import type { Theme } from './theme.ts';
import { said } from '../../shared/said.ts';

const PAD = 2;
const GAP = 3;
/** The strips' fill: a light grey that sets the titles off from the panels, printed well in greyscale. */
const STRIP_FILL = '#E5E5E5';
/** A panel's plot is at most this much as tall as it is wide. */
const ASPECT = 0.8;
/** An outside legend may take at most this share of the figure's width; wider ones go below. */
const SIDE_LEGEND_SHARE = 0.25;

/** Most panels a row holds: 2 in a figure narrower than 100 mm, 3 below 150 mm, else 4. */
export function panelsPerRow(width: number): number {
  const mm = ptToMm(width);
  return mm < 100 ? 2 : mm < 150 ? 3 : 4;
}

type Scales = { x: ContinuousScale | BandScale; y: ContinuousScale | RowScale };

/** The axes every panel shares: one domain for all of them. */
type SharedAxes =
  | { frame: 'cartesian'; spec: ChartSpec; x: CartesianInput['x']; y: CartesianInput['y'] }
  | { frame: 'rows'; spec: ChartSpec; x: CategoricalYInput['x']; categories: string[]; headroom: number; labelAt: 'center' | 'baseline' };

/**
 * What an empty panel says when its rows are too few for the chart (the figure is drawn: the
 * other panels are, and the reader sees why this one is empty).
 */
const THIN_DATA: Record<string, string> = { NO_VALUES: 'No values', TOO_FEW_VALUES: 'Too few values', NO_SPREAD: 'Too little spread to fit' };

/** A panel error names its panel: "In the panel "cyl = 8": ...". */
function inPanel<T>(title: string, draw: () => T): T {
  try {
    return draw();
  } catch (error) {
    if (error instanceof ChartError) throw new ChartError(error.reason, `In the panel ${said(title, 'named')}: ${error.marked}`);
    throw error;
  }
}

function keysOf(panel: Panel): string[] {
  return panel.colorKeys ?? panel.input.legend.map((e) => e.label);
}

function union(lists: string[][]): string[] {
  return [...new Set(lists.flat())];
}

/** The range every panel fixed, widened to hold all of them (panels that fix none: none). */
function sharedRange(ranges: Array<[number, number] | undefined>): [number, number] | undefined {
  if (ranges.length === 0 || ranges.some((r) => !r)) return undefined;
  const fixed = ranges as Array<[number, number]>;
  return [Math.min(...fixed.map((r) => r[0])), Math.max(...fixed.map((r) => r[1]))];
}

function sharedAxes(whole: Panel, panels: Panel[]): SharedAxes {
  const specs = panels.map((p) => p.input.spec);
  const base = whole.input.spec;
  const xRange = sharedRange(specs.map((s) => s.xAxis.range));
  const yRange = sharedRange(specs.map((s) => s.yAxis.range));
  const spec: ChartSpec = {
    ...base,
    xAxis: { ...base.xAxis, ...(xRange ? { range: xRange } : {}) },
    yAxis: { ...base.yAxis, ...(yRange ? { range: yRange } : {}) },
  };
  if (whole.frame === 'rows') {
    const rows = panels.filter((p): p is Extract<Panel, { frame: 'rows' }> => p.frame === 'rows');
    return {
      frame: 'rows',
      spec,
      x: { values: rows.flatMap((p) => p.input.x.values), zero: rows.some((p) => p.input.x.zero) },
      categories: union([whole.input.categories, ...rows.map((p) => p.input.categories)]),
      headroom: whole.input.headroom ?? 0,
      labelAt: whole.input.labelAt ?? 'center',
    };
  }
  const cart = panels.filter((p): p is Extract<Panel, { frame: 'cartesian' }> => p.frame === 'cartesian').map((p) => p.input);
  const wx = whole.input.x;
  const x: CartesianInput['x'] =
    'categories' in wx
      ? { categories: union([wx.categories, ...cart.map((p) => ('categories' in p.x ? p.x.categories : []))]), ...(wx.whole ? { whole: true } : {}) }
      : { values: cart.flatMap((p) => ('values' in p.x ? p.x.values : [])), ...(wx.dates ? { dates: true } : {}) };
  const y = { values: cart.flatMap((p) => p.y.values), zero: cart.some((p) => p.y.zero === true), ...(whole.input.y.dates ? { dates: true } : {}) };
  return { frame: 'cartesian', spec, x, y };
}

function scalesAt(axes: SharedAxes, plot: Rect, fontSize: number): Scales {
  if (axes.frame === 'cartesian') return tickedScales(axes, plot, fontSize);
  return { x: rowsXScale(axes, plot, fontSize), y: rowScale(axes.categories, plot, axes.headroom) };
}

/** The same scales moved by (dx, dy): every panel has the reference panel's size, so its ticks. */
function shifted(scales: Scales, dx: number, dy: number): Scales {
  const x: ContinuousScale | BandScale =
    scales.x.kind === 'band'
      ? { ...scales.x, range: [scales.x.range[0] + dx, scales.x.range[1] + dx], map: ((m) => (c: string) => m(c) + dx)(scales.x.map) }
      : { ...scales.x, range: [scales.x.range[0] + dx, scales.x.range[1] + dx], map: ((m) => (v: number) => m(v) + dx)(scales.x.map) };
  const sy = scales.y;
  const y: ContinuousScale | RowScale =
    'kind' in sy
      ? { ...sy, range: [sy.range[0] + dy, sy.range[1] + dy], map: (v: number) => sy.map(v) + dy }
      : { ...sy, center: (c: string) => sy.center(c) + dy, baseline: (c: string) => sy.baseline(c) + dy };
  return { x, y };
}

function xTickLabels(scales: Scales): string[] {
  return scales.x.kind === 'band' ? scales.x.categories : scales.x.labels;
}

function yTickLabels(scales: Scales): string[] {
  return 'kind' in scales.y ? scales.y.labels : scales.y.categories;
}

/** Where every panel goes, and the figure's text around them. */
interface GridLayout extends FrameTextFit {
  height: number;
  cols: number;
  rows: number;
  /** Each panel's plot, with the panel's index in the split, its place, and which tick labels and strip it shows. */
  cells: Array<{ index: number; r: number; c: number; plot: Rect; xLabels: boolean; yLabels: boolean; strip?: string[] }>;
  /** Row strips of a grid, right of its last column. */
  rowStrips: Array<{ rect: Rect; lines: string[] }>;
  stripHeight: number;
  above: number;
  /** The panels' extent: the axis titles centre on it. */
  span: Rect;
  legendAt?: { x: number; y: number };
  legendWidth?: number;
}

interface GridText {
  title?: string;
  /** The figure's one subtitle (what it leaves out), under the title. */
  subtitle?: string;
  xLabel?: string;
  yLabel?: string;
  xLabels: string[];
  yLabels: string[];
  xBands: boolean;
  xWhole: boolean;
  yRows?: { headroom: number };
  legend: LegendEntry[];
  legendTitle?: string;
  legendPosition: Legend;
}

/** Lines of a strip's title no wider than `room` (a word too long for it broken inside). */
function stripLines(text: string, room: number, size: number): string[] {
  return wrapText(text, room, size).flatMap((line) => {
    if (textWidth(line, size) <= room) return [line];
    const pieces: string[] = [];
    let piece = '';
    for (const ch of line) {
      if (piece && textWidth(piece + ch, size) > room) {
        pieces.push(piece);
        piece = '';
      }
      piece += ch;
    }
    return [...pieces, piece];
  });
}

function horizontalFit(labels: readonly string[], depth: number): LabelFit {
  return { mode: 'horizontal', lines: labels.map((l) => [l]), depth, overhangStart: 0 };
}

/**
 * The panels placed in `cols` columns at the figure's width, the height following from the
 * panels' shape (at most the journal's page height), with room for every piece of text.
 * Undefined when the panels would be too small to read.
 */
function layoutGrid(split: FacetSplit, cols: number, text: GridText, theme: Theme, aboveLines: number, legendPlace: Legend | 'slot'): GridLayout | undefined {
  const fs = theme.fontSize;
  const lh = lineHeight(fs);
  const W = theme.width;
  const n = split.panels.length;
  const grid = split.by === 'both';
  const rows = grid ? Math.max(1, split.rowTitles.length) : Math.ceil(n / cols);
  const place = (k: number): { r: number; c: number } =>
    grid ? { r: Math.floor(k / cols), c: k % cols } : split.by === 'row' ? { r: k % rows, c: Math.floor(k / rows) } : { r: Math.floor(k / cols), c: k % cols };

  const { title, subtitle, top: top0 } = layoutHeader(text, theme);
  const hasLegend = text.legendPosition !== 'none' && text.legend.length > 0;
  const oneColumn = hasLegend ? legendSize(text.legend, theme, undefined, text.legendTitle) : { width: 0, height: 0 };
  const above = aboveRoom(aboveLines, theme);

  // Tick labels at the panel's edges reach past it: into the margins and the gaps between panels.
  const firstHalf = text.xBands ? 0 : textWidth(text.xLabels[0] ?? '', fs) / 2;
  const lastHalf = text.xBands ? 0 : textWidth(text.xLabels[text.xLabels.length - 1] ?? '', fs) / 2;
  // Twice the gap between labels of one axis, so that the last label of a panel does not read as the next one's first.
  const gapX = Math.max(theme.tickLength + fs * 0.8, firstHalf + lastHalf + 2 * labelGap(fs));
  const gapY = grid ? lh + fs * 0.5 : fs * 0.7;
  const stripGap = fs * 0.3;

  let yFit: LabelFit = text.yRows ? fitBandLabelsY(text.yLabels, Infinity, fs, W * 0.3) : horizontalFit(text.yLabels, widestText(text.yLabels, fs));
  let xFit: LabelFit = text.xBands ? fitBandLabelsX(text.xLabels, Infinity, fs) : horizontalFit(text.xLabels, lh);
  let ph = theme.height / rows;
  let layout: GridLayout | undefined;
  for (let round = 0; round < 4; round++) {
    const yTitle = axisTitleLines(text.yLabel, rows * ph, theme);
    const yTitleDepth = yTitle.length > 0 ? yTitle.length * lh + fs * 0.3 : 0;
    const side = legendPlace === 'left' || legendPlace === 'right' ? oneColumn.width + GAP * 2 : 0;
    let left = PAD + yTitleDepth + theme.tickLength + GAP + yFit.depth + (legendPlace === 'left' ? side : 0);
    left = Math.max(left, PAD + firstHalf);
    const rowStripWidth = grid ? Math.max(...split.rowTitles.map((t) => stripLines(t, ph - fs * 0.6, fs).length)) * lh + fs * 0.5 : 0;
    const right = PAD + Math.max(lastHalf, grid ? stripGap + rowStripWidth : 0) + (legendPlace === 'right' ? side : 0);
    const pw = (W - left - right - (cols - 1) * gapX) / cols;
    if (pw < fs * 5) return undefined;
    if (text.xBands) {
      const step = pw / Math.max(1, text.xLabels.length);
      xFit = text.xWhole ? (fitWholeBandLabelsX(text.xLabels, step, fs) ?? fitWholeBandLabelsX(text.xLabels, lh, fs)!) : fitBandLabelsX(text.xLabels, step, fs);
      left = Math.max(left, PAD + xFit.overhangStart - step / 2);
    }
    const stripTitles = grid ? split.columnTitles : split.panels.map((p) => p.title);
    const stripLineCount = Math.max(1, ...stripTitles.map((t) => stripLines(t, pw - fs * 0.6, fs).length));
    const stripHeight = stripLineCount * lh + fs * 0.5;
    const gridWidth = W - left - right;
    const legendBelow = hasLegend && legendPlace === 'bottom' ? legendSize(text.legend, theme, gridWidth, text.legendTitle) : undefined;
    const legendAbove = hasLegend && legendPlace === 'top' ? legendSize(text.legend, theme, gridWidth, text.legendTitle) : undefined;
    const xTitle = axisTitleLines(text.xLabel, gridWidth, theme);
    const xDepth = theme.tickLength + GAP + xFit.depth;
    const top = top0 + (legendAbove ? legendAbove.height + GAP : 0);
    const bottom = PAD + xDepth + (xTitle.length > 0 ? xTitle.length * lh + fs * 0.3 : 0) + (legendBelow ? legendBelow.height + GAP * 2 : 0);
    const stripsAbove = grid ? stripHeight : rows * stripHeight;
    const fixed = top + bottom + stripsAbove + rows * above + (rows - 1) * gapY;
    const rowsNeed = text.yRows ? (text.yLabels.length + text.yRows.headroom) * lh * 1.1 : 0;
    const minPh = Math.max(fs * 4, rowsNeed);
    // The figure grows by less than its panels do: each row past the first adds 30% of the
    // journal's usual height, and no panel is taller than ASPECT of its width.
    // Lines of statistics set above the panels add to the height rather than take from the plots.
    const budget = Math.min(theme.maxHeight, theme.height * (1 + 0.3 * (rows - 1)));
    ph = Math.max(minPh, Math.min(pw * ASPECT, (budget - fixed + rows * above) / rows));
    if (fixed + rows * ph > theme.maxHeight) ph = (theme.maxHeight - fixed) / rows;
    if (ph < minPh) return undefined;
    if (text.yRows) {
      const step = ph / Math.max(1, text.yLabels.length + text.yRows.headroom);
      yFit = fitBandLabelsY(text.yLabels, step, fs, W * 0.3);
    }

    const cells: GridLayout['cells'] = [];
    // The top of row r's room above its plots (its strip, in a wrap, just above that).
    const rowTop = (r: number) => top + stripHeight + r * ((grid ? 0 : stripHeight) + above + ph + gapY);
    const filled = new Set<string>();
    split.panels.forEach((_, k) => {
      const { r, c } = place(k);
      filled.add(`${r},${c}`);
    });
    split.panels.forEach((panel, k) => {
      const { r, c } = place(k);
      const plot = { x: left + c * (pw + gapX), y: rowTop(r) + above, width: pw, height: ph };
      // Tick labels on the outer panels: x under the lowest panel of each column, y left of the first column.
      const xLabels = grid ? r === rows - 1 : !filled.has(`${r + 1},${c}`);
      const strip = grid ? (r === 0 ? stripLines(split.columnTitles[c] ?? '', pw - fs * 0.6, fs) : undefined) : stripLines(panel.title, pw - fs * 0.6, fs);
      cells.push({ index: k, r, c, plot, xLabels, yLabels: c === 0, ...(strip ? { strip } : {}) });
    });
    const rowStrips = grid
      ? split.rowTitles.map((t, r) => ({ rect: { x: left + cols * pw + (cols - 1) * gapX + stripGap, y: rowTop(r) + above, width: rowStripWidth, height: ph }, lines: stripLines(t, ph - fs * 0.6, fs) }))
      : [];
    const lastBottom = Math.max(...cells.map((c) => c.plot.y + c.plot.height));
    const firstTop = Math.min(...cells.map((c) => c.plot.y));
    const span = { x: left, y: firstTop, width: cols * pw + (cols - 1) * gapX, height: lastBottom - firstTop };
    const height = lastBottom + bottom;
    let legendAt: { x: number; y: number } | undefined;
    let legendWidth: number | undefined;
    if (hasLegend) {
      if (legendPlace === 'right') legendAt = { x: W - PAD - oneColumn.width, y: firstTop };
      else if (legendPlace === 'left') legendAt = { x: PAD, y: firstTop };
      else if (legendPlace === 'top') legendAt = { x: left, y: top0 };
      else if (legendPlace === 'bottom') legendAt = { x: left, y: height - PAD - (legendBelow?.height ?? 0) };
      else if (legendPlace === 'slot') {
        // The first empty cell, below the x tick labels of the panel above it.
        const free = Array.from({ length: rows * cols }, (_, i) => (split.by === 'row' ? { r: i % rows, c: Math.floor(i / rows) } : { r: Math.floor(i / cols), c: i % cols })).find(
          ({ r, c }) => !filled.has(`${r},${c}`),
        );
        if (!free) return undefined;
        const x = left + free.c * (pw + gapX) + fs * 0.5;
        const y = rowTop(free.r - 1) + above + ph + xDepth + GAP * 2;
        // The free cells reach to the figure's right edge: nothing is set right of the last column there.
        const room = { width: W - PAD - x, height: rowTop(free.r) + above + ph - y };
        if (oneColumn.width > room.width || oneColumn.height > room.height) return undefined;
        legendAt = { x, y };
      }
      if (legendBelow || legendAbove) legendWidth = gridWidth;
    }
    layout = {
      height,
      cols,
      rows,
      cells,
      rowStrips,
      stripHeight,
      above,
      x: xFit,
      y: yFit,
      title,
      ...(subtitle ? { subtitle } : {}),
      xTitle,
      yTitle,
      span,
      ...(legendAt ? { legendAt } : {}),
      ...(legendWidth !== undefined ? { legendWidth } : {}),
    };
    if (round > 0 && !text.xBands && !text.yRows) break;
  }
  return layout;
}

/** The columns of panels, the most that leave each panel readable, and where the legend goes. */
function arrange(split: FacetSplit, text: GridText, theme: Theme, aboveLines: number): GridLayout {
  const n = split.panels.length;
  const candidates: number[] = [];
  if (split.by === 'both') candidates.push(Math.max(1, split.columnTitles.length));
  else if (split.by === 'row') for (let cols = 1; cols <= n; cols++) candidates.push(cols);
  else {
    // Balanced rows: 5 panels at 4 a row are 3 + 2, not 4 + 1.
    const most = Math.min(n, panelsPerRow(theme.width));
    for (let cols = most; cols <= n; cols++) candidates.push(Math.ceil(n / Math.ceil(n / cols)));
  }
  const wanted = text.legend.length === 0 ? 'none' : text.legendPosition;
  // Where the legend may go, first choice first: the request's side; without one an empty
  // cell, else the right when the legend is narrow, else (or when the panels need the width) below.
  const free = wanted === 'auto' || wanted === 'inside';
  const narrow = legendSize(text.legend, theme, undefined, text.legendTitle).width <= theme.width * SIDE_LEGEND_SHARE;
  for (const cols of [...new Set(candidates)]) {
    const hasSlot = split.by !== 'both' && Math.ceil(n / cols) * cols > n;
    const places: Array<Legend | 'slot'> = free ? [...(hasSlot ? ['slot' as const] : []), ...(narrow ? ['right' as const] : []), 'bottom'] : [wanted];
    for (const place of places) {
      const laid = layoutGrid(split, cols, text, theme, aboveLines, place);
      if (laid) return laid;
    }
  }
  const mm = Math.round(ptToMm(theme.width));
  throw new ChartError(
    'FACET_TOO_MANY_PANELS',
    `${n} panels${split.by === 'both' ? ` in ${split.columnTitles.length} columns` : ''} are too small to read in a figure ${mm} mm wide and at most ${Math.round(ptToMm(theme.maxHeight))} mm tall; use a wider figure, or split by a column with fewer values.`,
  );
}

function blank(fit: LabelFit): LabelFit {
  return { ...fit, lines: fit.lines.map(() => ['']) };
}

/** A strip's title or a panel's note: centred on the point. */
function stripText(x: number, y: number, value: string, theme: Theme, options: TextOptions = {}): SceneNode {
  return text(x, y, value, theme, { anchor: 'middle', baseline: 'middle', ...options });
}

/** The figure of small multiples of `chart`, one panel per value of the spec's facet. */
export function drawFacets(input: ChartInput, chart: PanelChart): Scene {
  const { table, spec, theme } = input;
  const split = splitFacets(table, spec);
  const figure: Table = table;
  // The chart over every row: what the figure's legend, colours and category order follow.
  const whole = chart({ table, spec, theme, figure });
  // A panel whose rows are too few is drawn empty with a note; every other failure is the figure's.
  const notes = new Map<number, string>();
  let thin: ChartError | undefined;
  const first = split.panels.map((p, i) => {
    if (p.rows.length === 0) return undefined;
    try {
      return inPanel(p.title, () => chart({ table: p.table, spec, theme, figure }));
    } catch (error) {
      const note = error instanceof ChartError ? THIN_DATA[error.reason] : undefined;
      if (!note) throw error;
      thin ??= error as ChartError;
      notes.set(i, note);
      return undefined;
    }
  });
  if (thin && first.every((p) => p === undefined)) throw thin;
  const keys = union([keysOf(whole), ...first.map((p) => (p ? keysOf(p) : []))]);
  // A panel that lacks a group the figure has would number its colours from its own groups:
  // drawn again with each group's colour in the figure.
  const panels = first.map((panel, i) => {
    const own = panel ? keysOf(panel) : [];
    if (!panel || own.every((k, j) => keys.indexOf(k) === j)) return panel;
    const recoloured: Theme = { ...theme, color: (j) => theme.color(j < own.length ? keys.indexOf(own[j] ?? '') : j) };
    const p = split.panels[i];
    return p ? inPanel(p.title, () => chart({ table: p.table, spec, theme: recoloured, figure })) : panel;
  });
  const drawn = panels.filter((p): p is Panel => p !== undefined);
  const axes = sharedAxes(whole, drawn);
  const fs = theme.fontSize;
  const lh = lineHeight(fs);
  const wholeSpec = whole.input.spec;
  const legend = whole.input.legend;
  const title = legendTitle(wholeSpec, whole.input.legendBy);
  const probe = scalesAt(axes, { x: 0, y: 0, width: 100, height: 100 }, fs);
  const baseText: GridText = {
    ...(wholeSpec.title ? { title: wholeSpec.title } : {}),
    ...(figureSubtitle(wholeSpec, whole.input.subtitle) ? { subtitle: figureSubtitle(wholeSpec, whole.input.subtitle)! } : {}),
    ...((wholeSpec.xAxis.label ?? whole.input.xLabel) ? { xLabel: wholeSpec.xAxis.label ?? whole.input.xLabel } : {}),
    ...((wholeSpec.yAxis.label ?? whole.input.yLabel) ? { yLabel: wholeSpec.yAxis.label ?? whole.input.yLabel } : {}),
    xLabels: xTickLabels(probe),
    yLabels: yTickLabels(probe),
    xBands: probe.x.kind === 'band',
    xWhole: 'categories' in axes.x && axes.frame === 'cartesian' && axes.x.whole === true,
    ...(axes.frame === 'rows' ? { yRows: { headroom: axes.headroom } } : {}),
    legend,
    ...(title ? { legendTitle: title } : {}),
    legendPosition: legend.length > 1 ? spec.legend : 'none',
  };
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

  const drawAt = (aboveLines: number, moved: Array<ReadonlySet<number>>): { scene: Scene; above: TextAbove[] } => {
    // The layout is measured from the tick labels, and the ticks depend on the panels' size.
    let gridText = baseText;
    let layout = arrange(split, gridText, theme, aboveLines);
    let reference = scalesAt(axes, layout.cells[0]?.plot ?? layout.span, fs);
    for (let round = 0; round < 2; round++) {
      const now = { x: xTickLabels(reference), y: yTickLabels(reference) };
      if (same(now.x, gridText.xLabels) && same(now.y, gridText.yLabels)) break;
      gridText = { ...gridText, xLabels: now.x, yLabels: now.y };
      layout = arrange(split, gridText, theme, aboveLines);
      reference = scalesAt(axes, layout.cells[0]?.plot ?? layout.span, fs);
    }
    const origin = layout.cells[0]?.plot ?? layout.span;
    const xFit: LabelFit = reference.x.kind === 'band' ? layout.x : horizontalFit(reference.x.labels, layout.x.depth);
    const yFit: LabelFit = 'kind' in reference.y ? horizontalFit(reference.y.labels, layout.y.depth) : layout.y;
    const strips: SceneNode[] = [];
    const marks: SceneNode[] = [];
    const frameNodes: SceneNode[] = [];
    const annotations: SceneNode[] = [];
    const aboveSets: TextAbove[] = [];
    for (const cell of layout.cells) {
      const { plot } = cell;
      const scales = shifted(reference, plot.x - origin.x, plot.y - origin.y);
      const panel = panels[cell.index];
      const above = new TextAbove(moved[cell.index]);
      aboveSets[cell.index] = above;
      if (cell.strip) {
        const top = plot.y - layout.above - layout.stripHeight;
        strips.push(bar({ x: plot.x, y: top, width: plot.width, height: layout.stripHeight }, theme, { fill: STRIP_FILL, stroke: 'none' }));
        const firstLine = top + layout.stripHeight / 2 - ((cell.strip.length - 1) * lh) / 2;
        cell.strip.forEach((line, k) => frameNodes.push(stripText(plot.x + plot.width / 2, firstLine + k * lh, line, theme)));
      }
      if (panel) {
        const area = { ...plot, above };
        const inside: SceneNode[] =
          panel.frame === 'cartesian'
            ? [...panel.input.marks(scales as { x: ContinuousScale | BandScale; y: ContinuousScale }, area), ...guideNodes(panel.input, scales as { x: ContinuousScale | BandScale; y: ContinuousScale }, plot, theme)]
            : [
                ...panel.input.marks(scales as { x: ContinuousScale; y: RowScale }, area),
                ...rowGuideNodes(panel.input.spec, scales.x as ContinuousScale, scales.y as RowScale, plot, theme),
              ];
        marks.push(clipped(plot, theme.markerRadius, inside));
      }
      const note = notes.get(cell.index);
      if (note) {
        const lines = wrapText(note, plot.width - fs, fs);
        lines.forEach((line, k) => annotations.push(stripText(plot.x + plot.width / 2, plot.y + plot.height / 2 + (k - (lines.length - 1) / 2) * lh, line, theme, { color: '#555555' })));
      }
      const xTicks =
        scales.x.kind === 'band'
          ? { positions: scales.x.categories.map((c) => (scales.x as BandScale).map(c) + (scales.x as BandScale).bandwidth / 2), labels: scales.x.categories }
          : { positions: scales.x.ticks.map((t) => (scales.x as ContinuousScale).map(t)), labels: scales.x.labels };
      const sy = scales.y;
      const yTicks =
        'kind' in sy
          ? { positions: sy.ticks.map((t) => sy.map(t)), labels: sy.labels }
          : { positions: sy.categories.map((c) => (axes.frame === 'rows' && axes.labelAt === 'baseline' ? sy.baseline(c) : sy.center(c))), labels: sy.categories };
      const frame: FrameLayout = { height: layout.height, plot, x: cell.xLabels ? xFit : blank(xFit), y: cell.yLabels ? yFit : blank(yFit), title: [], xTitle: [], yTitle: [] };
      frameNodes.push(...drawAxes(plot, xTicks, yTicks, frame, theme).filter((node) => node.type !== 'text' || node.text !== ''));
      annotations.push(...aboveNodes(plot, above.lines, theme));
    }
    for (const strip of layout.rowStrips) {
      const { rect } = strip;
      strips.push(bar(rect, theme, { fill: STRIP_FILL, stroke: 'none' }));
      // Turned to read downwards, as row strips are; the first line furthest right.
      const cx = rect.x + rect.width / 2;
      strip.lines.forEach((line, k) => frameNodes.push(stripText(cx + ((strip.lines.length - 1) / 2 - k) * lh, rect.y + rect.height / 2, line, theme, { rotate: 90 })));
    }
    frameNodes.push(...axisTitleNodes(layout, layout.span, theme));
    annotations.push(...headerNodes(layout, layout.span, theme));
    const legends = layout.legendAt ? drawLegend(layout.legendAt, legend, theme, layout.legendWidth, title) : [];
    return { scene: figureScene({ width: theme.width, height: layout.height }, { background: strips, marks, axes: frameNodes, legends, annotations }), above: aboveSets };
  };

  // Drawn once; again with room above every panel while stat blocks go there (see cartesian.ts).
  let drawn2 = drawAt(0, []);
  for (let reserved = 0, pass = 0; pass < 3; pass++) {
    const most = Math.max(0, ...drawn2.above.map((a) => a?.lines.length ?? 0));
    if (most <= reserved) break;
    reserved = most;
    drawn2 = drawAt(
      reserved,
      drawn2.above.map((a) => a?.placed ?? new Set<number>()),
    );
  }
  return drawn2.scene;
}
