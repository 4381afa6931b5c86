// The lines of the HTML mammoth writes for a Word document, with what its markup says: headings,
// numbered and bulleted lists (nested), paragraphs (a manual line break inside one starts a line
// that continues its paragraph; an empty paragraph is a break), table rows, and paragraphs set
// wholly in bold. reflow.ts reads them as Markdown. Written by hand: mammoth's HTML is a small,
// fixed vocabulary of bare tags (mammoth's own Markdown writer escapes punctuation such as "1\."
// that would stay in the text).
import type { Line } from './lines.ts';
import { reflow } from './reflow.ts';

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,6});/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return ENTITIES[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

interface List {
  ordered: boolean;
  next: number;
}

/** Spaces as one, except a tab or a run of spaces that pushes text apart (a wide gap, kept as a tab). */
function spaced(text: string): string {
  return text
    .replace(/[ \u00a0]{3,}|\t+/g, '\t')
    .replace(/[ \u00a0\r\n\f\v]+/g, ' ')
    .replace(/ *\t */g, '\t')
    .trim();
}

export function htmlLines(html: string): Line[] {
  const lines: Line[] = [];
  const lists: List[] = [];
  let text = '';
  let bold = 0;
  let plainText = false;
  let kind: { heading?: number; item?: Line['item'] } = {};
  let cells: string[] | undefined;
  let pendingBreak = false;
  const flush = (emptyIsBreak = false) => {
    const parts = text.split('\n').map(spaced);
    const allBold = !plainText && parts.some((p) => p !== '');
    if (cells) {
      const cell = parts.filter((p) => p !== '').join(' ');
      if (cell !== '') cells.push(cell.replace(/\t/g, ' '));
    } else if (kind.heading || kind.item) {
      const joined = parts.filter((p) => p !== '').join(' ');
      if (joined !== '') lines.push({ text: joined, ...kind, breakBefore: true });
    } else if (parts.every((p) => p === '')) {
      if (emptyIsBreak) pendingBreak = true;
    } else {
      let first = true;
      for (const part of parts) {
        if (part === '') continue;
        const line: Line = { text: part, bold: allBold };
        if (first && pendingBreak) line.breakBefore = true;
        if (!first) line.sameParagraph = true;
        lines.push(line);
        first = false;
      }
      pendingBreak = false;
    }
    text = '';
    plainText = false;
    kind = {};
  };
  const add = (chunk: string) => {
    const decoded = decode(chunk);
    if (decoded.trim() !== '' && bold === 0) plainText = true;
    text += decoded;
  };
  const tag = /<(\/?)([a-z0-9]+)[^>]*?(\/?)>/gi;
  let at = 0;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    add(html.slice(at, m.index));
    at = m.index + m[0].length;
    const closing = m[1] === '/';
    const name = m[2]!.toLowerCase();
    if (/^h[1-6]$/.test(name)) {
      flush();
      if (!closing) kind = { heading: Number(name[1]) };
    } else if (name === 'p') {
      if (lists.length === 0 || closing) flush(closing);
    } else if (name === 'strong' || name === 'b') {
      bold = Math.max(0, bold + (closing ? -1 : 1));
    } else if (name === 'ol' || name === 'ul') {
      flush();
      if (closing) lists.pop();
      else lists.push({ ordered: name === 'ol', next: 1 });
    } else if (name === 'li') {
      flush();
      const list = lists[lists.length - 1];
      if (!closing && list) kind = { item: { marker: list.ordered ? `${list.next++}.` : '-', depth: lists.length - 1 } };
    } else if (name === 'br') {
      text += '\n';
    } else if (name === 'tr') {
      if (!closing) {
        flush();
        cells = [];
      } else if (cells) {
        const row = cells;
        cells = undefined;
        if (row.length > 0) lines.push({ text: `| ${row.join(' | ')} |`, row: true, breakBefore: true });
      }
    } else if ((name === 'td' || name === 'th') && closing) {
      flush();
    }
  }
  add(html.slice(at));
  flush();
  return lines;
}

/** Markdown from mammoth's HTML: headings, lists and tables as written, paragraphs read whole (reflow.ts). */
export function htmlToMarkdown(html: string): string {
  return reflow(htmlLines(html));
}
