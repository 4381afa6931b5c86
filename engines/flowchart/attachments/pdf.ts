// PDF text through unpdf (PDF.js), page by page. Lines are rebuilt from the text items'
// baselines, each with where it stands on its page (left and right ends, baseline, font size,
// bold or not), and read as paragraphs, headings and steps by reflow.ts: pages flow into one
// another, so a sentence or a step that runs over a page break is read whole.
import { getDocumentProxy } from 'unpdf';
import { noText, unreadable } from './failures.ts';
import type { Line } from './lines.ts';
import { reflow } from './reflow.ts';

interface TextItem {
  str: string;
  transform: number[];
  width?: number;
  hasEOL?: boolean;
  height?: number;
  fontName?: string;
}

type Pdf = Awaited<ReturnType<typeof getDocumentProxy>>;
type Page = Awaited<ReturnType<Pdf['getPage']>>;

/** The text, or as soon as it passes `maxChars` the text so far (the caller refuses it). */
export async function readPdf(bytes: Buffer, name: string | undefined, maxChars: number): Promise<string> {
  let pdf: Pdf;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, stopAtErrors: true, verbosity: 0 });
  } catch (error) {
    if ((error as { name?: string }).name === 'PasswordException') throw unreadable(name, 'the PDF is password-protected; attach a copy without a password.');
    throw unreadable(name, 'the file does not open as a PDF.');
  }
  try {
    const lines: PageLine[] = [];
    let length = 0;
    for (let p = 1; p <= pdf.numPages && length <= maxChars; p++) {
      const page = await pdf.getPage(p);
      const content = await page.getTextContent();
      const found = pageLines(content.items as TextItem[], p, page);
      await markBold(page, found);
      lines.push(...found);
      length += found.reduce((n, l) => n + l.text.length + 1, 0);
      page.cleanup();
    }
    if (lines.every((l) => l.text.trim() === '')) {
      throw noText(name, 'the PDF has no text layer (a scanned page?); attach the text, or the page as an image to be read by text detection.');
    }
    markLarge(lines);
    return reflow(lines);
  } catch (error) {
    if ((error as { reason?: string }).reason) throw error;
    throw unreadable(name, 'the PDF is damaged and its text cannot be read.');
  } finally {
    await pdf.destroy();
  }
}

interface PageLine extends Line {
  layout: NonNullable<Line['layout']>;
  fonts: Set<string>;
}

/**
 * Items joined into lines: a new line where PDF.js marks one or where the baseline moves. A
 * wide gap between two items of one line (more than a space: a running head's two halves,
 * table cells) is kept as a tab, and so is a run of spaces typed to push text apart.
 */
function pageLines(items: TextItem[], pageNumber: number, page: Page): PageLine[] {
  const [vx0, vy0, vx1, vy1] = page.view as [number, number, number, number];
  const pageWidth = vx1 - vx0;
  const pageHeight = vy1 - vy0;
  const lines: PageLine[] = [];
  let current: PageLine | undefined;
  let baseline: number | undefined;
  const end = () => {
    if (current && current.text.trim() !== '') {
      current.text = current.text.replace(/(?<=\S) {3,}(?=\S)/g, '\t').trimEnd();
      lines.push(current);
    }
    current = undefined;
  };
  for (const item of items) {
    if (typeof item.str !== 'string') continue;
    const x = item.transform[4] ?? 0;
    const y = item.transform[5] ?? 0;
    const size = Math.abs(item.transform[3] ?? item.height ?? 10) || 10;
    if (baseline !== undefined && current && Math.abs(y - baseline) > size * 0.5) end();
    if (item.str !== '') {
      const width = item.width ?? 0;
      if (!current) {
        current = { text: '', fonts: new Set(), layout: { page: pageNumber, top: vy1 - y, x0: x, x1: x, size: 0, pageWidth, pageHeight } };
      }
      if (current.text.trim() !== '' && item.str.trim() !== '' && x - current.layout.x1 > 1.5 * size) current.text = `${current.text.trimEnd()}\t${item.str.trimStart()}`;
      else current.text += item.str;
      if (item.str.trim() !== '') {
        if (current.layout.size === 0) current.layout.x0 = x;
        current.layout.size = Math.max(current.layout.size, size);
        current.layout.x1 = Math.max(current.layout.x1, x + width);
        if (item.fontName) current.fonts.add(item.fontName);
      }
      baseline = y;
    }
    if (item.hasEOL) {
      end();
      baseline = undefined;
    }
  }
  end();
  return lines;
}

/** Lines whose every font is bold (the fonts are known once the page's drawing is parsed). */
async function markBold(page: Page, lines: PageLine[]): Promise<void> {
  if (lines.length === 0) return;
  try {
    await page.getOperatorList();
  } catch {
    return;
  }
  const bold = new Map<string, boolean>();
  for (const line of lines) {
    if (line.fonts.size === 0) continue;
    line.bold = [...line.fonts].every((f) => {
      if (!bold.has(f)) {
        let font: { bold?: boolean; black?: boolean; name?: string } | undefined;
        try {
          font = page.commonObjs.has(f) ? (page.commonObjs.get(f) as typeof font) : undefined;
        } catch {
          font = undefined;
        }
        bold.set(f, font !== undefined && (font.bold === true || font.black === true || /bold|black|heavy|semibold|demi/i.test(font.name ?? '')));
      }
      return bold.get(f)!;
    });
  }
}

/** A short line set clearly larger than the document's body text (the size most of its characters are set in). */
function markLarge(lines: PageLine[]): void {
  const chars = new Map<number, number>();
  for (const line of lines) chars.set(Math.round(line.layout.size * 2) / 2, (chars.get(Math.round(line.layout.size * 2) / 2) ?? 0) + line.text.length);
  let body = 0;
  let most = -1;
  for (const [size, count] of chars) if (count > most) [body, most] = [size, count];
  for (const line of lines) if (line.layout.size >= 1.25 * body && line.text.trim().length <= 100) line.large = true;
}
