// From the sparse pass's words to one text per label line: words cut where a cell's edge
// crosses them, grouped (grouping.ts), and a line in doubt read again alone (reread.ts) over the
// ink beside it that no word explains (a dropped "=" or "%").
import { separated, separatorColumns, type CleanPage } from './clean.ts';
import { blob, glyphLike, type Box, type Component } from './components.ts';
import { groupWords, type PlacedWord } from './grouping.ts';
import { meaningful, withoutEndMarks, type FoundLine } from './lines.ts';
import { keepsLetters, MIN_REREAD_CONFIDENCE, readAsOneLine } from './reread.ts';

/** The group's box grown over glyph-sized ink nobody read beside or inside it (a dropped "%" or "="). */
function withUnreadInk(box: Box, unread: Component[], lineHeight: number, taken: Set<Component>, page: CleanPage): { box: Box; added: Component[] } {
  const separatedFrom = (x0: number, x1: number, y0: number, y1: number) => x1 > x0 && separated(page, { x0, x1, y0, y1: Math.max(y0 + 1, y1) });
  let grown = { ...box };
  const added: Component[] = [];
  for (let changed = true; changed; ) {
    changed = false;
    for (const c of unread) {
      if (taken.has(c)) continue;
      const cy = (c.y0 + c.y1) / 2;
      if (cy < grown.y0 - 0.1 * lineHeight || cy > grown.y1 + 0.1 * lineHeight) continue;
      if (c.y1 - c.y0 > 1.6 * lineHeight) continue;
      if (c.x0 > grown.x1 + 0.9 * lineHeight || c.x1 < grown.x0 - 0.9 * lineHeight) continue;
      // Not across a cell's edge or a rule: that ink belongs to another text.
      const between = c.x0 >= grown.x1 ? { x0: grown.x1, x1: c.x0 } : c.x1 <= grown.x0 ? { x0: c.x1, x1: grown.x0 } : null;
      if (between && separatedFrom(between.x0, between.x1, Math.max(grown.y0, c.y0), Math.min(grown.y1, c.y1))) continue;
      taken.add(c);
      added.push(c);
      grown = { x0: Math.min(grown.x0, c.x0), y0: Math.min(grown.y0, c.y0), x1: Math.max(grown.x1, c.x1), y1: Math.max(grown.y1, c.y1) };
      changed = true;
    }
  }
  return { box: grown, added };
}

/** Glyph-sized ink no word of the sparse pass covers (plot markers, a filled dot, are not glyphs). */
function unreadInk(components: Component[], words: Box[], glyph: number): Component[] {
  return components.filter((c) => {
    if (!glyphLike(c, 2.5 * glyph) || blob(c)) return false;
    const cx = (c.x0 + c.x1) / 2;
    const cy = (c.y0 + c.y1) / 2;
    return !words.some((b) => cx >= b.x0 - 1 && cx <= b.x1 + 1 && cy >= b.y0 - 1 && cy <= b.y1 + 1);
  });
}

/** Tesseract reads a minus sign before a number as a dash. */
export function minusSigns(text: string): string {
  return text.replace(/(^|[\s([{=<>])[—–](?=\d)/gu, '$1-');
}

/**
 * Tesseract runs the values of packed heatmap cells into one word ("0.931.00-0.42"): a word that a
 * cell's edge crosses is cut there, each piece read again alone.
 */
export async function splitAtSeparators(page: CleanPage, words: PlacedWord[], targetHeight: number): Promise<PlacedWord[]> {
  const out: PlacedWord[] = [];
  for (const word of words) {
    const cuts = separatorColumns(page, word);
    if (cuts.length === 0) {
      out.push(word);
      continue;
    }
    const edges = [word.x0, ...cuts, word.x1];
    const lineHeight = word.y1 - word.y0;
    for (let i = 0; i + 1 < edges.length; i++) {
      const piece = { x0: edges[i] as number, y0: word.y0, x1: edges[i + 1] as number, y1: word.y1 };
      if (piece.x1 - piece.x0 < 0.3 * lineHeight) continue;
      const again = await readAsOneLine(page.grey, piece, lineHeight, targetHeight, 0);
      if (again && again.confidence >= MIN_REREAD_CONFIDENCE - 10 && meaningful(again.text)) {
        out.push({ ...again.box, text: minusSigns(again.text), confidence: again.confidence, baselineY: word.baselineY });
      }
    }
  }
  return out;
}

/** One text per grouped line; a line with symbols, unread ink or doubt is read again alone. */
export async function readGroups(page: CleanPage, words: PlacedWord[], components: Component[], glyph: number, targetHeight: number): Promise<FoundLine[]> {
  const unread = unreadInk(components, words, glyph);
  const overlapsBox = (c: Box, b: Box) => c.x1 > b.x0 && c.x0 < b.x1 && c.y1 > b.y0 && c.y0 < b.y1;
  const groups = groupWords(words, {
    separatorIn: (b) => separated(page, b),
    unreadInkIn: (b) => {
      // How much of the gap's width unread ink covers.
      const spans = unread.filter((c) => overlapsBox(c, b)).map((c) => [Math.max(b.x0, c.x0), Math.min(b.x1, c.x1)] as const).sort((x, y) => x[0] - y[0]);
      let covered = 0;
      let end = -Infinity;
      for (const [a, z] of spans) {
        covered += Math.max(0, z - Math.max(a, end));
        end = Math.max(end, z);
      }
      return covered;
    },
  });
  const found: FoundLine[] = [];
  const taken = new Set<Component>();
  for (const group of groups) {
    const heights = group.words.map((w) => w.y1 - w.y0).sort((a, b) => a - b);
    const lineHeight = heights[heights.length - 1] as number;
    const kept = withoutEndMarks(group.words);
    if (kept.length === 0) continue;
    const first = kept.map((w) => w.text).join(' ');
    const box = { x0: Math.min(...kept.map((w) => w.x0)), y0: Math.min(...kept.map((w) => w.y0)), x1: Math.max(...kept.map((w) => w.x1)), y1: Math.max(...kept.map((w) => w.y1)) };
    const grown = withUnreadInk(box, unread, lineHeight, taken, page);
    const doubtful = grown.added.length > 0 || group.words.some((w) => !meaningful(w.text) || w.confidence < 85);
    let line: FoundLine = {
      text: first,
      box,
      direction: 'horizontal',
      baselineY: group.baselineY,
      confidence: group.words.reduce((sum, w) => sum + w.confidence, 0) / group.words.length,
    };
    if (doubtful) {
      const again = await readAsOneLine(page.grey, grown.box, lineHeight, targetHeight);
      // A reading that takes in ink the sparse pass left is wanted even when less sure ("−" lowers it).
      const minimum = grown.added.length > 0 ? MIN_REREAD_CONFIDENCE - 20 : MIN_REREAD_CONFIDENCE;
      if (again && again.confidence >= minimum && meaningful(again.text) && keepsLetters(first, again.text)) {
        line = { ...line, text: minusSigns(again.text), box: again.box, baselineY: again.baselineY, confidence: again.confidence };
      }
    }
    if (meaningful(line.text)) found.push(line);
  }
  return found;
}
