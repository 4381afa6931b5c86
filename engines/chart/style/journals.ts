// Journal figure styles (SPEC, POST /charts/generations: `journal_style`, `figure_width`).
// Widths are the printed column widths the journals publish; fonts and line weights follow their
// figure guidelines where they state them, and our choice (said so, "chosen") where they are
// silent. Every style is drawn in Arimo, which stands in for Arial/Helvetica (same metrics;
// the machines have none of either, DESIGN "Environment facts").

import { mmToPt } from '../render/scene.ts';

export const JOURNAL_STYLES = ['default', 'nature', 'science', 'cell', 'plos', 'acs'] as const;
export type JournalStyleName = (typeof JOURNAL_STYLES)[number];

export const FIGURE_WIDTHS = ['single', 'onehalf', 'double'] as const;
export type FigureWidth = (typeof FIGURE_WIDTHS)[number];

export interface JournalStyle {
  name: JournalStyleName;
  label: string;
  /** Column widths in mm; null where the journal has no such width (PLOS and ACS: no 1.5 column). */
  widthsMm: { single: number; onehalf: number | null; double: number };
  /** Tallest figure the journal prints, in mm. */
  maxHeightMm: number;
  /** The family we draw with, and the one the journal asks for that it stands in for. */
  fontFamily: 'Arimo';
  standsInFor: 'Arial' | 'Helvetica';
  /** Text size for axis titles, tick labels and legends, in pt. */
  fontSizePt: number;
  /** Smallest text allowed, in pt (e.g. superscripts, dense tick labels). */
  minFontSizePt: number;
  /** Largest text allowed (titles, panel letters), in pt. */
  maxFontSizePt: number;
  /** Axis lines and tick marks, in pt. */
  axisLineWidthPt: number;
  /** Data lines (series, fits), in pt. */
  dataLineWidthPt: number;
  /** Thinnest stroke the journal accepts, in pt. */
  minLineWidthPt: number;
  /** Outward tick length, in pt. */
  tickLengthPt: number;
  /** Where the numbers come from. */
  source: string;
}

export const journalStyles: Readonly<Record<JournalStyleName, JournalStyle>> = {
  // Our own house style, used when no journal is named: 90 / 140 / 180 mm (close to the
  // common 1, 1.5 and 2 column widths of most publishers), 7 pt text, nothing under 6 pt. Chosen.
  default: {
    name: 'default',
    label: 'Default',
    widthsMm: { single: 90, onehalf: 140, double: 180 },
    maxHeightMm: 230,
    fontFamily: 'Arimo',
    standsInFor: 'Arial',
    fontSizePt: 7,
    minFontSizePt: 6,
    maxFontSizePt: 9,
    axisLineWidthPt: 0.75,
    dataLineWidthPt: 1,
    minLineWidthPt: 0.5,
    tickLengthPt: 3,
    source: 'chosen (house style)',
  },
  // Nature research figure guide (research-figure-guide.nature.com, "Building and exporting
  // figure panels"): 89 mm single, 183 mm double, at most 170 mm tall so the legend fits below;
  // Arial or Helvetica, text between 5 and 7 pt; embed fonts (TrueType 2 or 42). The Nature
  // final-submission guide allows 120-136 mm for one-and-a-half columns: 120 mm chosen. Line
  // weights and ticks are not given: chosen (0.5 pt axes, 2.5 pt ticks).
  nature: {
    name: 'nature',
    label: 'Nature',
    widthsMm: { single: 89, onehalf: 120, double: 183 },
    maxHeightMm: 170,
    fontFamily: 'Arimo',
    standsInFor: 'Helvetica',
    fontSizePt: 7,
    minFontSizePt: 5,
    maxFontSizePt: 7,
    axisLineWidthPt: 0.5,
    dataLineWidthPt: 1,
    minLineWidthPt: 0.25,
    tickLengthPt: 2.5,
    source: 'research-figure-guide.nature.com; nature.com/nature/for-authors/final-submission',
  },
  // Science (science.org, instructions for preparing an initial manuscript; its figure
  // preparation guide): printed widths of 5.7 cm (1 column), 12.1 cm (2 columns) and 18.4 cm
  // (3 columns, the full page, used for few figures); sans serif, preferably Helvetica,
  // lettering about 7 pt after reduction and no smaller than 5 pt. Our double is Science's
  // 2 columns (12.1 cm), the width most of its multi-panel figures print at, and single its
  // 1 column; Science has no 1.5 column, so onehalf is chosen as 1.5 of its columns plus half a
  // gutter, 89 mm (between single and double, as the spec's widths require). Height and line
  // weights: not given, chosen (230 mm, 0.5 pt axes).
  science: {
    name: 'science',
    label: 'Science',
    widthsMm: { single: 57, onehalf: 89, double: 121 },
    maxHeightMm: 230,
    fontFamily: 'Arimo',
    standsInFor: 'Helvetica',
    fontSizePt: 7,
    minFontSizePt: 5,
    maxFontSizePt: 8,
    axisLineWidthPt: 0.5,
    dataLineWidthPt: 1,
    minLineWidthPt: 0.25,
    tickLengthPt: 2.5,
    source: 'science.org/content/page/instructions-preparing-initial-manuscript',
  },
  // Cell Press figure guidelines (cell.com/information-for-authors/figure-guidelines): widths
  // 85 mm (1 column), 114 mm (1.5 columns), 174 mm (full width); figures at most 16.5 x 20 cm
  // recommended; Arial, text 6-8 pt; strokes 0.5-1.5 pt.
  cell: {
    name: 'cell',
    label: 'Cell Press',
    widthsMm: { single: 85, onehalf: 114, double: 174 },
    maxHeightMm: 200,
    fontFamily: 'Arimo',
    standsInFor: 'Arial',
    fontSizePt: 7,
    minFontSizePt: 6,
    maxFontSizePt: 8,
    axisLineWidthPt: 0.75,
    dataLineWidthPt: 1,
    minLineWidthPt: 0.5,
    tickLengthPt: 3,
    source: 'cell.com/information-for-authors/figure-guidelines',
  },
  // PLOS figure requirements (journals.plos.org/<journal>/s/figures): width 6.68 to 19.05 cm
  // (789-2250 px at 300 dpi), no wider than the 13.2 cm text column to sit in the text,
  // height at most 22.23 cm; Arial, Times or Symbol at 8-12 pt. Single = the text column,
  // double = the page width; PLOS has no 1.5 column. Line weights: not given, chosen.
  // Note: PLOS's checker (PACE) wants EPS text converted to outlines; its TIFF is the safe choice.
  plos: {
    name: 'plos',
    label: 'PLOS',
    widthsMm: { single: 132, onehalf: null, double: 190.5 },
    maxHeightMm: 222.3,
    fontFamily: 'Arimo',
    standsInFor: 'Arial',
    fontSizePt: 8,
    minFontSizePt: 8,
    maxFontSizePt: 12,
    axisLineWidthPt: 0.75,
    dataLineWidthPt: 1.25,
    minLineWidthPt: 0.5,
    tickLengthPt: 3.5,
    source: 'journals.plos.org/plosone/s/figures (figure dimensions, text within figures)',
  },
  // ACS author guidelines, "Preparing Graphics" (Appendix 2 of the ACS author guide): single
  // column up to 240 pt (3.33 in), double column 300-504 pt (4.17-7 in), at most 660 pt deep
  // with the caption; Helvetica or Arial, lettering no smaller than 4.5 pt in print; lines no
  // thinner than 0.5 pt. (The older pubs.acs.org/instruct/illus.html page gave 3.25 in / 8.25 cm
  // single.) No 1.5 column. Text size chosen: 7 pt.
  acs: {
    name: 'acs',
    label: 'ACS',
    widthsMm: { single: 84.67, onehalf: null, double: 177.8 },
    maxHeightMm: 232.8,
    fontFamily: 'Arimo',
    standsInFor: 'Helvetica',
    fontSizePt: 7,
    minFontSizePt: 4.5,
    maxFontSizePt: 9,
    axisLineWidthPt: 0.75,
    dataLineWidthPt: 1,
    minLineWidthPt: 0.5,
    tickLengthPt: 3,
    source: 'ACS author guidelines, Preparing Graphics (pubs.acs.org)',
  },
};

export function isJournalStyleName(name: string): name is JournalStyleName {
  return (JOURNAL_STYLES as readonly string[]).includes(name);
}

/** Whether the style has that width (PLOS and ACS have no 'onehalf'). */
export function hasFigureWidth(style: JournalStyleName, width: FigureWidth): boolean {
  return journalStyles[style].widthsMm[width] !== null;
}

/** The figure width in mm; throws for a width the style does not have. */
export function figureWidthMm(style: JournalStyleName, width: FigureWidth): number {
  const mm = journalStyles[style].widthsMm[width];
  if (mm === null) throw new Error(`journal style ${style} has no ${width} width`);
  return mm;
}

/** The figure width in points (1/72 in). */
export function figureWidthPt(style: JournalStyleName, width: FigureWidth): number {
  return mmToPt(figureWidthMm(style, width));
}
