// What a reader of the PDF sees: every word poppler finds (`pdftotext -bbox`), with its box in
// points, and the checks a reviewer makes by eye: text on the page, no text over other text.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface WordBox {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

export interface PageWords {
  width: number;
  height: number;
  words: WordBox[];
}

const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** The words of a one-page PDF and their boxes, as poppler reads them. */
export function pdfWords(pdf: Buffer): PageWords {
  const dir = mkdtempSync(join(tmpdir(), 'figures-bbox-'));
  try {
    const file = join(dir, 'figure.pdf');
    writeFileSync(file, pdf);
    const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
    const page = /<page width="([\d.]+)" height="([\d.]+)"/.exec(html);
    const words = [...html.matchAll(/<word xMin="([-\d.]+)" yMin="([-\d.]+)" xMax="([-\d.]+)" yMax="([-\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
      xMin: Number(m[1]),
      yMin: Number(m[2]),
      xMax: Number(m[3]),
      yMax: Number(m[4]),
      text: unescape(m[5] ?? ''),
    }));
    return { width: Number(page?.[1] ?? 0), height: Number(page?.[2] ?? 0), words };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Words that reach outside the page (by more than `tolerance` points). */
export function wordsOffPage(page: PageWords, tolerance = 0.5): WordBox[] {
  return page.words.filter((w) => w.xMin < -tolerance || w.yMin < -tolerance || w.xMax > page.width + tolerance || w.yMax > page.height + tolerance);
}

/**
 * Pairs of words whose boxes overlap. poppler's boxes run from the font's descent to its
 * ascent, so neighbouring lines of one text block touch: an overlap counts when it is more
 * than `slack` of the smaller box's height and more than 0.5 pt wide.
 */
export function overlappingWords(page: PageWords, slack = 0.25): Array<[WordBox, WordBox]> {
  const out: Array<[WordBox, WordBox]> = [];
  const words = [...page.words].sort((a, b) => a.xMin - b.xMin);
  for (let i = 0; i < words.length; i++) {
    const a = words[i]!;
    for (let j = i + 1; j < words.length; j++) {
      const b = words[j]!;
      if (b.xMin >= a.xMax) break;
      const w = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
      const h = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
      const minH = Math.min(a.yMax - a.yMin, b.yMax - b.yMin, a.xMax - a.xMin, b.xMax - b.xMin);
      if (w > 0.5 && h > slack * minH) out.push([a, b]);
    }
  }
  return out;
}

export function describe(word: WordBox): string {
  return `"${word.text}" [${word.xMin.toFixed(1)},${word.yMin.toFixed(1)} - ${word.xMax.toFixed(1)},${word.yMax.toFixed(1)}]`;
}
