// Sizes and colours of one figure: the journal's rules and the palette, in points.
import { figureWidthPt, journalStyles, type FigureWidth, type JournalStyleName } from '../style/journals.ts';
import { paletteColor, type PaletteName } from '../style/palettes.ts';
import { mmToPt } from '../render/scene.ts';

export interface Theme {
  width: number;
  height: number;
  fontSize: number;
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
    fontSize: style.fontSizePt,
    titleSize: Math.min(style.maxFontSizePt, style.fontSizePt + 1),
    axisWidth: style.axisLineWidthPt,
    lineWidth: style.dataLineWidthPt,
    tickLength: style.tickLengthPt,
    markerRadius: Math.max(1.5, style.fontSizePt * 0.28),
    color: (i) => paletteColor(palette, i),
    ink: '#000000',
  };
}
