// The lines of a document as its reader (pdf.ts, docx.ts) found them, before they are read as
// paragraphs (reflow.ts): the words of each line, what the document's markup says about it, and
// where it stands on its page when the format has pages. Also how a line starts: a list item,
// a numbered section or step, a bullet, or words.

export interface Layout {
  page: number;
  /** The baseline's distance from the top of the page; the line's left and right ends; its font size (points). */
  top: number;
  x0: number;
  x1: number;
  size: number;
  pageWidth: number;
  pageHeight: number;
}

export interface Line {
  /** The words. A wide gap between parts of one line (a running head's two halves, table cells) is a tab. */
  text: string;
  /** The markup ends a block before this line (an empty paragraph in Word). */
  breakBefore?: boolean;
  /** The line continues the previous one's paragraph after a manual line break (Word's Shift+Enter). */
  sameParagraph?: boolean;
  /** Markup: a heading of this level (1 for a title). */
  heading?: number;
  /** Markup: an item of a list, its marker as Markdown ("1.", "-") and how deeply it is nested. */
  item?: { marker: string; depth: number };
  /** Markup: a table row, written "| a | b |". */
  row?: boolean;
  /** Every letter of the line is bold. */
  bold?: boolean;
  /** Set clearly larger than the document's body text. */
  large?: boolean;
  /** Where the line stands, for formats with pages (PDF). */
  layout?: Layout;
}

/** How a line starts, which decides whether it can continue the line above it. */
export type Start =
  | { kind: 'text' }
  | { kind: 'bullet'; rest: string }
  /** "1. Thaw", "2) Spin", "3.2.1 Add", "2.3 Randomisation", "2 Methods" (set large or bold). */
  | { kind: 'numbered'; parts: number[]; mark: '' | '.' | ')'; rest: string }
  /** "Section 4: Analysis", "Appendix A", "Chapter 2 Methods". */
  | { kind: 'section'; depth: number; rest: string }
  /** "Step 3:", "Stage 2 -", "a) ...", "(ii) ...": items as the outline reads them. */
  | { kind: 'item' };

/** A bullet: a dash or dot, or a symbol font's glyph that maps to no letter (a private-use or control character). */
const BULLET = /^(?:[-–—•●○◦▪■□‣⁃∙·*►▸➢✓]|[\uE000-\uF8FF\u0080-\u009F])\s+(\S.*)$/u;
const NUMBERED = /^(\d{1,3}(?:\.\d{1,3}){0,4})([.)]?)\s+(\S.*)$/;
const SECTION = /^(?:Section|Chapter|Part|Appendix|Annex|SECTION|CHAPTER|PART|APPENDIX|ANNEX)\s+(\d{1,3}(?:\.\d{1,3}){0,3}|[A-Z]|[IVXL]{1,5})(?=[\s.:–-]|$)[.:]?\s*(?:[–—-]\s*)?(.*)$/;
const STEP = /^(?:step|stage|phase)\s+(?:\d{1,3}|[A-Z]|[IVX]{1,4})\s*(?::|[.)](?=\s)|\s[-–])/i;
const LETTERED = /^(?:\(?(?:[a-h]|i{1,3}|iv|vi{0,3}|ix|x)\)|[a-h]\.)\s+\S/;
/** Words after a decimal number that make it a quantity ("2.5 mg/mL"), not a section number. */
const UNIT = /^(?:[munpµμ]?(?:g|l|L|M|mol|m)|kg|mg|ml|mL|µL|μL|h|hr|hrs|min|mins|s|sec|d|days?|weeks?|years?|%|°C?|×|x|kb|bp|kDa|Da|cm|mm|nm|rpm|V|kV|Hz|kHz|mA|W|ng|pg|U|IU|log)\b/;

/** The line's text with its wide gaps as single spaces. */
export function plain(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function hasWideGap(line: Line): boolean {
  return /\S\t+\S/.test(line.text.trim());
}

export function allCaps(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 3 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}

/** How the line starts; a number is a section or step number only where it reads as one. */
export function startOf(line: Line): Start {
  const text = plain(line.text);
  const bullet = BULLET.exec(text);
  if (bullet) return { kind: 'bullet', rest: bullet[1]! };
  const numbered = NUMBERED.exec(text);
  if (numbered) {
    const parts = numbered[1]!.split('.').map(Number);
    const mark = numbered[2] as '' | '.' | ')';
    const rest = numbered[3]!;
    const emphasised = line.large === true || line.bold === true || allCaps(rest);
    if (parts.length === 1 && (mark !== '' || (emphasised && /^\p{Lu}/u.test(rest))) && !UNIT.test(rest)) return { kind: 'numbered', parts, mark, rest };
    if (parts.length > 1 && parts[0]! >= 1 && /^\p{L}/u.test(rest) && !UNIT.test(rest)) return { kind: 'numbered', parts, mark, rest };
  }
  const section = SECTION.exec(text);
  if (section && !/[.;,]$/.test(text) && text.split(' ').length <= 14) {
    return { kind: 'section', depth: /^\d/.test(section[1]!) ? section[1]!.split('.').length : 1, rest: section[2]! };
  }
  if (STEP.test(text) || LETTERED.test(text)) return { kind: 'item' };
  return { kind: 'text' };
}
