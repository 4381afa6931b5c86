// Page furniture: what a page carries besides the document's text, which a reader's eye skips.
// Page numbers ("Page 3 of 12", "– 3 –", a bare "3"), running heads and feet (a line repeated at
// the top or bottom of several pages), the lines set with them (a document code, "Uncontrolled
// when printed" beside the page number), rules, and contents lines with dot leaders.
import { hasWideGap, plain, startOf, type Line } from './lines.ts';

/** A line that is only a page number. */
const PAGE_NUMBER = /^(?:(?:page|pg\.?|p\.|seite|página|pagina)\s*)?\d{1,4}(?:\s*(?:of|\/|von|de|sur)\s*\d{1,4})?$|^[-–—]\s*\d{1,4}\s*[-–—]$|^[ivxlc]{1,7}$/i;
/** "Page 3" opening a short line, or "Page 3 of 12" closing one ("RNA extraction Page 4 of 9"); not "see page 12". */
const PAGE_AT_EDGE = /^(?:Page|PAGE|Pg\.?)\s*\d{1,4}\b|\b(?:Page|PAGE|page)\s*\d{1,4}\s*(?:of|OF|\/)\s*\d{1,4}$/;
/** Words of the notices and codes set beside page numbers. */
const FURNITURE_WORDS =
  /\b(?:confidential|uncontrolled|controlled copy|when printed|do not (?:copy|photocopy|distribute)|all rights reserved|copyright|draft|preprint|version|rev(?:ision)?\.?\s*[\dA-Z]|v\d+(?:\.\d+)+|sop[\s-]|doi:?\s*10\.|\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\s+\d{4})|©|\b[A-Z]{2,}-[A-Z]*-?\d{2,}/i;
/** A contents line: dot leaders before a page number. */
const LEADERS = /(?:\.\s?){4,}\s*\d{1,4}$|…{2,}\s*\d{1,4}$/;

export interface KeptLine extends Line {
  /** How many furniture lines were dropped between this line and the one kept before it. */
  dropped: number;
}

/** The lines without their page furniture. */
export function withoutFurniture(lines: Line[]): KeptLine[] {
  const furniture = lines.map((line) => !line.heading && !line.row && !line.item && isPageNumber(line));
  const pages = new Set(lines.map((l) => l.layout?.page)).size;
  if (pages >= 2) for (const k of repeatedAtEdges(lines)) furniture[k] = true;
  // The lines set together with a page number or running head (the other half of a header
  // block, a document code, a notice) go with it.
  for (let changed = true; changed; ) {
    changed = false;
    for (let k = 0; k < lines.length; k++) {
      if (!furniture[k]) continue;
      for (const j of [k - 1, k + 1]) {
        if (j < 0 || j >= lines.length || furniture[j]) continue;
        const [upper, lower] = j < k ? [lines[j]!, lines[k]!] : [lines[k]!, lines[j]!];
        if (!together(upper, lower) || !furnitureLike(lines[j]!)) continue;
        furniture[j] = true;
        changed = true;
      }
    }
  }
  const kept: KeptLine[] = [];
  let dropped = 0;
  let droppedBreak = false;
  lines.forEach((line, k) => {
    const skip = furniture[k] || isRule(line) || LEADERS.test(plain(line.text));
    if (skip) {
      dropped++;
      droppedBreak ||= line.breakBefore === true;
      return;
    }
    kept.push({ ...line, breakBefore: line.breakBefore || droppedBreak, dropped });
    dropped = 0;
    droppedBreak = false;
  });
  return kept;
}

function isPageNumber(line: Line): boolean {
  const text = plain(line.text);
  if (PAGE_NUMBER.test(text)) return true;
  // A part of a line set apart by a wide gap: "Manuscript draft v7 – 14 Feb 2025      12".
  const parts = line.text
    .split('\t')
    .map(plain)
    .filter((p) => p !== '');
  if (parts.length > 1 && parts.some((p) => PAGE_NUMBER.test(p) || PAGE_AT_EDGE.test(p))) return true;
  return PAGE_AT_EDGE.test(text) && text.split(' ').length <= 12;
}

/** Only strokes: a rule drawn with characters ("-----", "_____", "• • •"). */
function isRule(line: Line): boolean {
  return !/[\p{L}\p{N}]/u.test(line.text) && line.text.trim() !== '' && !line.row && !line.heading;
}

function furnitureLike(line: Line): boolean {
  if (line.heading || line.row || line.item) return false;
  if (isRule(line) || hasWideGap(line)) return true;
  const text = plain(line.text);
  return text.split(' ').length <= 10 && FURNITURE_WORDS.test(text) && startOf(line).kind === 'text';
}

/** Set one under the other with no space between (on one page), or in one block of the markup. */
function together(upper: Line, lower: Line): boolean {
  if (upper.layout && lower.layout) {
    if (upper.layout.page !== lower.layout.page) return false;
    const gap = lower.layout.top - upper.layout.top;
    return gap > 0 && gap <= 2.2 * Math.max(upper.layout.size, lower.layout.size);
  }
  return !lower.breakBefore;
}

/**
 * Lines repeated near the top or bottom of at least two pages: running heads and feet. Numbers
 * change from page to page ("Page 3", "Draft of 3 May"), so digits are compared as digits only
 * in lines that start like a numbered step (a step repeated on two pages is not furniture).
 */
function repeatedAtEdges(lines: Line[]): number[] {
  const byPage = new Map<number, number[]>();
  lines.forEach((line, k) => {
    if (!line.layout) return;
    const list = byPage.get(line.layout.page) ?? [];
    list.push(k);
    byPage.set(line.layout.page, list);
  });
  const edges = new Map<string, { pages: Set<number>; lines: number[] }>();
  for (const [page, indices] of byPage) {
    const sorted = [...indices].sort((a, b) => lines[a]!.layout!.top - lines[b]!.layout!.top);
    const candidates = new Set([...sorted.slice(0, 3), ...sorted.slice(-3)]);
    for (const k of candidates) {
      const { top, pageHeight } = lines[k]!.layout!;
      if (top > 0.15 * pageHeight && top < 0.85 * pageHeight) continue;
      const key = edgeKey(lines[k]!);
      if (key === '') continue;
      const entry = edges.get(key) ?? { pages: new Set(), lines: [] };
      entry.pages.add(page);
      entry.lines.push(k);
      edges.set(key, entry);
    }
  }
  return [...edges.values()].filter((e) => e.pages.size >= 2).flatMap((e) => e.lines);
}

function edgeKey(line: Line): string {
  const text = plain(line.text).toLowerCase();
  return startOf(line).kind === 'text' ? text.replace(/\d+/g, '#') : text;
}
