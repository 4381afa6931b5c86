// PDF text through unpdf (PDF.js), page by page. Lines are rebuilt from the text items'
// baselines so that a numbered list stays one item a line; pages are separated by a blank line.
import { getDocumentProxy } from 'unpdf';
import { noText, unreadable } from './failures.ts';

interface TextItem {
  str: string;
  transform: number[];
  hasEOL?: boolean;
  height?: number;
}

/** The text, or as soon as it passes `maxChars` the text so far (the caller refuses it). */
export async function readPdf(bytes: Buffer, name: string | undefined, maxChars: number): Promise<string> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, stopAtErrors: true, verbosity: 0 });
  } catch (error) {
    if ((error as { name?: string }).name === 'PasswordException') throw unreadable(name, 'the PDF is password-protected; attach a copy without a password.');
    throw unreadable(name, 'the file does not open as a PDF.');
  }
  try {
    const pages: string[] = [];
    let length = 0;
    for (let p = 1; p <= pdf.numPages && length <= maxChars; p++) {
      const page = await pdf.getPage(p);
      const content = await page.getTextContent();
      pages.push(pageLines(content.items as TextItem[]).join('\n'));
      length += pages[pages.length - 1]!.length;
      page.cleanup();
    }
    const text = pages.filter((t) => t.trim() !== '').join('\n\n');
    if (text.trim() === '') {
      throw noText(name, 'the PDF has no text layer (a scanned page?); attach the text, or the page as an image to be read by text detection.');
    }
    return text;
  } catch (error) {
    if ((error as { reason?: string }).reason) throw error;
    throw unreadable(name, 'the PDF is damaged and its text cannot be read.');
  } finally {
    await pdf.destroy();
  }
}

interface Line {
  text: string;
  /** The largest font size on the line, in PDF units. */
  size: number;
}

/**
 * Items joined into lines: a new line where PDF.js marks one or where the baseline moves. A
 * short line set clearly larger than the page's body text becomes a Markdown heading.
 */
function pageLines(items: TextItem[]): string[] {
  const lines: Line[] = [];
  let current: Line = { text: '', size: 0 };
  let baseline: number | undefined;
  const end = () => {
    lines.push({ text: current.text.trimEnd(), size: current.size });
    current = { text: '', size: 0 };
  };
  for (const item of items) {
    if (typeof item.str !== 'string') continue;
    const y = item.transform[5] ?? 0;
    const size = Math.abs(item.transform[3] ?? item.height ?? 10) || 10;
    if (baseline !== undefined && current.text !== '' && Math.abs(y - baseline) > size * 0.5) end();
    if (item.str !== '') {
      current.text += item.str;
      if (item.str.trim() !== '') current.size = Math.max(current.size, size);
      baseline = y;
    }
    if (item.hasEOL) {
      end();
      baseline = undefined;
    }
  }
  if (current.text.trim() !== '') end();
  const body = bodySize(lines);
  const out: string[] = [];
  for (const line of lines) {
    if (line.text.trim() === '') {
      // Runs of blank lines (paragraph breaks PDF.js reports twice) become one.
      if (out.length > 0 && out[out.length - 1] !== '') out.push('');
      continue;
    }
    const heading = line.size >= 1.25 * body && line.text.length <= 100 && !/^\s*(?:\d+[.)]|[-•*])\s/.test(line.text);
    out.push(heading ? `# ${line.text.trim()}` : line.text);
  }
  return out;
}

/** The font size most of the page's characters are set in. */
function bodySize(lines: Line[]): number {
  const chars = new Map<number, number>();
  for (const line of lines) chars.set(line.size, (chars.get(line.size) ?? 0) + line.text.length);
  let best = 0;
  let most = -1;
  for (const [size, count] of chars) if (count > most) [best, most] = [size, count];
  return best;
}
