// Sizes and colours of one figure: the journal's rules and the palette, in points.
import { figureWidthPt, journalStyles, type FigureWidth, type JournalStyleName } from '../style/journals.ts';
import { paletteColor, type PaletteName } from '../../shared/palettes.ts';
import { mmToPt } from '../render/scene.ts';

/** What a request says of its figure's look: the journal's style, the width, the palette. */
export interface FigureOptions {
  journal: JournalStyleName;
  width: FigureWidth;
  palette: PaletteName;
}

export interface Theme {
  width: number;
  height: number;
  /** Tallest the figure may grow when its text needs the room (the journal's page height). */
  maxHeight: number;
  fontSize: number;
  /** Smallest text the journal prints (never under 5 pt): labels that do not fit at it are thinned, wrapped or moved, not shrunk further. */
  minFontSize: number;
  titleSize: number;
  axisWidth: number;
  lineWidth: number;
  tickLength: number;
  markerRadius: number;
  color(index: number): string;
  ink: string;
}

export function themeFor(journal: JournalStyleName, width: FigureWidth, palette: PaletteName): Theme {
  const style = journalStyles[journal];
  const w = figureWidthPt(journal, width);
  // Wide figures are less tall than wide; the journal's page height bounds every figure.
  const h = Math.min(w * (w > mmToPt(120) ? 0.55 : 0.78), mmToPt(style.maxHeightMm));
  return {
    width: w,
    height: h,
    maxHeight: mmToPt(style.maxHeightMm),
    fontSize: style.fontSizePt,
    minFontSize: Math.max(5, style.minFontSizePt),
    titleSize: Math.min(style.maxFontSizePt, style.fontSizePt + 1),
    axisWidth: style.axisLineWidthPt,
    lineWidth: style.dataLineWidthPt,
    tickLength: style.tickLengthPt,
    markerRadius: Math.max(1.5, style.fontSizePt * 0.28),
    color: (i) => paletteColor(palette, i),
    ink: '#000000',
  };
}

/** Text a step smaller than the body (dense labels, secondary numbers), never under the journal's minimum. */
export function smallerText(theme: Theme, factor: number): number {
  return Math.max(theme.minFontSize, theme.fontSize * factor);
}
