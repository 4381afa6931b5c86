// Stem-and-leaf displays (Tukey 1977): the lines of R's stem() for one numeric column, set as
// text (with stem()'s width narrowed, as R's own argument does, when 68 leaves cannot fit). Arimo is proportional, so the columns are aligned by measuring: stems right-aligned
// before the bar, every leaf digit in a cell one digit wide (Arimo's digits share one width).
import { findColumn, findColumns, numeric, require } from '../columns/find.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { ruleX, text } from '../marks/index.ts';
import { refuseGuides } from '../plot/guides.ts';
import { textWidth, wrapText } from '../plot/textFit.ts';
import { ChartError } from '../errors.ts';
import { stemLeaf as stemLines } from '../stats/stemLeaf.ts';
import type { ChartInput } from './types.ts';

export interface StemRow {
  stem: string;
  leaves: string;
  /** "+12": leaves beyond R's line width, as stem() prints them. */
  more: string;
}

/** R's stem() output split into the note about the decimal point and the stem rows. */
export function parseStemLines(lines: string[]): { note: string; rows: StemRow[] } {
  const note = (lines.find((l) => /decimal point/.test(l)) ?? '').trim();
  const rows: StemRow[] = [];
  for (const line of lines) {
    const m = /^\s*(-?\d+) \| (\d*)(\+\d+)?$/.exec(line);
    if (m) rows.push({ stem: m[1] ?? '', leaves: m[2] ?? '', more: m[3] ?? '' });
  }
  return { note, rows };
}

export function stemLeaf({ table, spec, theme }: ChartInput): Scene {
  refuseGuides(spec);
  const col = spec.y[0] ? numeric(table, spec.y[0]) : (findColumns(table, spec, { types: ['number'], mentionedOnly: true })[0] ?? require(findColumn(table, spec, { types: ['number'] }), 'COLUMNS_MISSING', 'A numeric column is needed for the stem-and-leaf display.'));
  const values = col.values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (values.length === 0) throw new ChartError('NO_VALUES', `Column "${col.name}" has no numbers.`);
  const pad = 6;
  // R's stem() prints at most width − 12 leaves a line (default width 80). When that many do not
  // fit the figure at the journal's text size, draw R's stem(x, width = w) for the w that fits.
  const digit0 = Math.max(...'0123456789'.split('').map((d) => textWidth(d, theme.fontSize)));
  const fitLeaves = Math.floor((theme.width - 2 * pad) / digit0) - 8;
  const width = Math.max(20, Math.min(80, fitLeaves + 12));
  const { note, rows } = parseStemLines(stemLines(values, { width }));
  const caption = `${col.name} (n = ${values.length})`;
  // The title wrapped to the page (as every frame wraps it), set bold at the title's size.
  const titleLines = spec.title ? wrapText(spec.title, theme.width - 2 * pad, theme.titleSize, 'bold') : [];
  const headerLines = [...titleLines, caption, note];
  // The font size that fits every line in the page: the theme's, smaller only if it must be.
  const fits = (fs: number) => {
    const digit = Math.max(...'0123456789'.split('').map((d) => textWidth(d, fs)));
    const stemW = Math.max(...rows.map((r) => textWidth(r.stem, fs)), 0);
    const bar = textWidth('|', fs);
    const widest = Math.max(...rows.map((r) => r.leaves.length * digit + (r.more ? textWidth(` ${r.more}`, fs) : 0)), 0);
    const block = stemW + digit * 0.6 + bar + digit * 0.6 + widest;
    const header = Math.max(...[caption, note].map((l) => textWidth(l, fs)));
    const row = fs * 1.3;
    const height = pad * 2 + (headerLines.length + 0.5) * row + rows.length * row;
    return { fs, digit, stemW, bar, block, width: Math.max(block, header), row, height };
  };
  let m = fits(theme.fontSize);
  // Smaller text only if the lines must (many stems); never below 5 pt.
  for (let fs = theme.fontSize; fs >= 5 && (m.width > theme.width - 2 * pad || m.height > theme.height); fs -= 0.25) m = fits(fs);
  const { fs, digit, stemW, bar, row } = m;
  const x0 = Math.max(pad, (theme.width - m.width) / 2);
  const nodes: SceneNode[] = [];
  let y = pad + row * 0.8;
  headerLines.forEach((line, i) => {
    const isTitle = i < titleLines.length;
    // The title centred on the page, as frames centre it; the caption and note start with the stems.
    const at = isTitle ? { x: theme.width / 2, anchor: 'middle' as const } : { x: x0, anchor: 'start' as const };
    nodes.push(text(at.x, y, line, theme, { size: isTitle ? theme.titleSize : fs, weight: isTitle ? 'bold' : 'normal', anchor: at.anchor, color: isTitle || i < headerLines.length - 1 ? theme.ink : '#444444' }));
    y += row;
  });
  y += row * 0.5;
  const stemRight = x0 + stemW;
  const barX = stemRight + digit * 0.6;
  const leafX = barX + bar + digit * 0.6;
  const firstY = y;
  rows.forEach((r) => {
    nodes.push(text(stemRight, y, r.stem.replace('-', '\u2212'), theme, { size: fs, anchor: 'end' }));
    [...r.leaves].forEach((d, k) => {
      nodes.push(text(leafX + k * digit + digit / 2, y, d, theme, { size: fs, anchor: 'middle' }));
    });
    if (r.more) nodes.push(text(leafX + r.leaves.length * digit + digit * 0.4, y, r.more, theme, { size: fs, color: '#444444' }));
    y += row;
  });
  // The bar as one rule down the rows rather than a column of "|" glyphs.
  if (rows.length > 0) {
    nodes.push(ruleX(barX + bar / 2, firstY - fs * 0.85, y - row + fs * 0.25, theme));
  }
  return { width: theme.width, height: Math.min(theme.height, Math.max(m.height, theme.height * 0.4)), background: '#FFFFFF', nodes };
}
