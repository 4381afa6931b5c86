// A matrix frame: a grid of coloured cells with row labels on the left (wrapped past 30 % of
// the width), column labels below (fitted as axisLabels.ts fits them, but never slanted 45°), optional text in the cells, axis titles, a title
// with a line of statistics under it, and legend blocks (a colour bar) on the right. Used by
// heatmaps, correlation matrices and confusion matrices. The cells are the figure's marks, the
// row and column names its axes (figure.ts).
import { lineHeight, textWidth, widestText, wrapInto } from './textFit.ts';
import { fitBandLabelsX, type LabelFit } from './axisLabels.ts';
import { bar } from '../marks/bar.ts';
import { text } from '../marks/text.ts';
import type { Color, Scene, SceneNode } from '../render/scene.ts';
import type { ChartSpec } from '../spec.ts';
import type { SideBlock } from '../legends/sideBlock.ts';
import { inkOn } from './color.ts';
import { figureScene } from './figure.ts';
import { figureSubtitle, headerNodes, layoutHeader } from './frame.ts';
import { refuseGuides } from './guides.ts';
import type { Theme } from './theme.ts';

export interface MatrixCell {
  fill: Color;
  /** Lines of text printed in the cell (left out when the cell is too small for them). */
  text?: string[];
  /** Bold first line (e.g. the count of a confusion-matrix cell). */
  boldFirst?: boolean;
}

export interface MatrixInput {
  spec: ChartSpec;
  theme: Theme;
  rows: string[];
  columns: string[];
  cell: (row: number, column: number) => MatrixCell | null;
  xLabel?: string;
  yLabel?: string;
  subtitle?: string;
  side?: SideBlock[];
  /** Square cells (correlation and confusion matrices). */
  square?: boolean;
  /** Thin white lines between cells. */
  gridLines?: boolean;
}

const GAP = 3;
/** Row labels wrap beyond this share of the figure's width. */
const ROW_LABEL_SHARE = 0.3;

/**
 * Column labels as a Cartesian band axis fits them, turned 90° where it would slant them
 * (slanted neighbours' boxes overlap). Turned labels longer than `maxDepth` wrap onto as many
 * lines as the column's width holds.
 */
function columnFit(columns: readonly string[], step: number, size: number, maxDepth: number): LabelFit {
  const fit = fitBandLabelsX(columns, step, size);
  if (fit.mode !== 'rotated45') return fit;
  const fitsLines = Math.max(1, Math.floor((step * 0.95) / lineHeight(size)));
  const lines = columns.map((c) => (textWidth(c, size) <= maxDepth ? [c] : wrapInto(c, maxDepth, size, fitsLines)));
  return { mode: 'rotated90', lines, depth: Math.max(0, ...lines.map((l) => widestText(l, size))), overhangStart: size / 2 };
}

export function matrixFrame(input: MatrixInput): Scene {
  const { spec, theme, rows, columns } = input;
  refuseGuides(spec);
  const fs = theme.fontSize;
  const pad = 2;
  const side = spec.legend === 'none' ? [] : (input.side ?? []);
  const sideWidth = side.reduce((w, b) => Math.max(w, b.width), 0);
  const xLabel = spec.xAxis.label ?? input.xLabel;
  const yLabel = spec.yAxis.label ?? input.yLabel;
  // The title and subtitle as every frame sets them (frame.ts layoutHeader): wrapped to the page.
  const header = layoutHeader({ title: spec.title, subtitle: figureSubtitle(spec, input.subtitle) }, theme);
  const top = header.top;
  const right = pad + (sideWidth > 0 ? sideWidth + GAP * 3 : fs * 0.5);
  // Row labels shrink (to 5 pt at least) for tall matrices, and go when even that does not fit.
  const roughH = (theme.height - top - fs * 4) / Math.max(1, rows.length);
  const rowSize = Math.min(fs, Math.max(5, roughH * 0.85));
  const showRows = roughH >= 5 * 0.8;
  const rowLines = rows.map((r) => wrapInto(r, theme.width * ROW_LABEL_SHARE, rowSize, Math.max(1, Math.min(3, Math.floor((roughH * 0.95) / lineHeight(rowSize))))));
  const rowLabelWidth = showRows ? Math.max(0, ...rowLines.map((l) => widestText(l, rowSize))) : 0;
  const left = pad + (yLabel ? fs * 1.5 : 0) + rowLabelWidth + GAP;
  const roughW = (theme.width - left - right) / Math.max(1, columns.length);
  const colSize = Math.min(fs, Math.max(5, roughW * 0.85));
  const showCols = roughW >= 5 * 0.8;
  // A row needs room for its label's lines; the figure grows (up to the style's tallest)
  // rather than squeeze rows below that.
  const rowNeed = showRows ? Math.max(fs * 1.2, ...rowLines.map((l) => l.length * lineHeight(rowSize) * 1.1)) : fs;
  const maxDepth = theme.width * ROW_LABEL_SHARE;
  // The labels' fit depends on the cells' width and, for square cells, the width on the fit: settle in a few rounds.
  let colFit = columnFit(columns, roughW, colSize, maxDepth);
  let colDepth = 0;
  let cellW = roughW;
  let cellH = 0;
  let height = theme.height;
  for (let round = 0; round < 4; round++) {
    colDepth = showCols ? colFit.depth : 0;
    const bottom = pad + GAP + colDepth + (xLabel ? fs * 1.5 : 0);
    const across = (theme.width - left - right) / Math.max(1, columns.length);
    const down = (theme.height - top - bottom) / Math.max(1, rows.length);
    // Square cells as large as both directions allow, but never shorter than their row label;
    // a label that needs more than the square gives makes the cells taller than wide.
    cellH = Math.max(input.square ? Math.min(across, down) : down, rowNeed);
    cellW = input.square ? Math.min(across, cellH) : across;
    height = Math.max(theme.height, Math.min(theme.maxHeight, top + bottom + cellH * rows.length));
    cellH = Math.min(cellH, (height - top - bottom) / Math.max(1, rows.length));
    const next = columnFit(columns, cellW, colSize, maxDepth);
    if (next.mode === colFit.mode && Math.abs(next.depth - colFit.depth) < 0.01) break;
    colFit = next;
  }
  const gridW = cellW * columns.length;
  const gridH = cellH * rows.length;
  // Square grids narrower than the figure sit in the middle of it.
  const dx = Math.max(0, (theme.width - (left + gridW + right)) / 2);
  const x0 = left + dx;
  const y0 = top;
  const cells: SceneNode[] = [];
  const axes: SceneNode[] = [];
  const legends: SceneNode[] = [];
  const lineWidth = theme.axisWidth * 0.6;
  for (let i = 0; i < rows.length; i++) {
    for (let j = 0; j < columns.length; j++) {
      const c = input.cell(i, j);
      if (!c) continue;
      const x = x0 + j * cellW;
      const y = y0 + i * cellH;
      // Without lines between them, cells overlap a little so that no seam shows.
      const seam = input.gridLines ? 0 : 0.15;
      cells.push(bar({ x, y, width: cellW + seam, height: cellH + seam }, theme, { fill: c.fill, stroke: input.gridLines ? '#FFFFFF' : 'none', strokeWidth: lineWidth }));
      const lines = c.text ?? [];
      if (lines.length === 0) continue;
      // The cell's text shrinks a little (to 70 %) before it is left out.
      const widest = Math.max(...lines.map((l, k) => textWidth(l, fs, c.boldFirst && k === 0 ? 'bold' : 'normal')));
      const size = Math.min(fs, cellH / (lines.length * 1.3), (fs * cellW * 0.92) / widest);
      if (size < fs * 0.7) continue;
      const color = inkOn(c.fill);
      const lineH = size * 1.25;
      lines.forEach((l, k) => {
        const ty = y + cellH / 2 + (k - (lines.length - 1) / 2) * lineH;
        cells.push(text(x + cellW / 2, ty, l, theme, { size, weight: c.boldFirst && k === 0 ? 'bold' : 'normal', anchor: 'middle', baseline: 'middle', color }));
      });
    }
  }
  if (showRows) {
    rowLines.forEach((lines, i) =>
      lines.forEach((line, k) => {
        const y = y0 + (i + 0.5) * cellH + (k - (lines.length - 1) / 2) * lineHeight(rowSize);
        axes.push(text(x0 - GAP, y, line, theme, { size: rowSize, anchor: 'end', baseline: 'middle' }));
      }),
    );
  }
  if (showCols) {
    colFit.lines.forEach((lines, j) => {
      const x = x0 + (j + 0.5) * cellW;
      const y = y0 + gridH + GAP;
      if (colFit.mode === 'rotated90') {
        lines.forEach((line, k) => {
          const lx = x + (k - (lines.length - 1) / 2) * lineHeight(colSize);
          axes.push(text(lx, y, line, theme, { size: colSize, anchor: 'end', baseline: 'middle', rotate: -90 }));
        });
        return;
      }
      lines.forEach((line, k) => axes.push(text(x, y + k * lineHeight(colSize), line, theme, { size: colSize, anchor: 'middle', baseline: 'hanging' })));
    });
  }
  if (xLabel) axes.push(text(x0 + gridW / 2, y0 + gridH + GAP + colDepth + fs * 0.3, xLabel, theme, { anchor: 'middle', baseline: 'hanging' }));
  if (yLabel) axes.push(text(pad + fs + dx, y0 + gridH / 2, yLabel, theme, { anchor: 'middle', rotate: -90 }));
  const annotations = headerNodes(header, { x: x0, y: y0, width: gridW, height: gridH }, theme);
  let sy = y0;
  for (const block of side) {
    legends.push(...block.draw(x0 + gridW + GAP * 3, sy));
    sy += block.height + fs;
  }
  return figureScene({ width: theme.width, height }, { marks: cells, axes, legends, annotations });
}
