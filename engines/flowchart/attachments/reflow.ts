// A document's lines read as a person reads them, written as the Markdown the interpreter reads:
// a paragraph is one line however many lines it was set on; a word hyphenated at a line's end is
// whole again; a numbered section title ("2.3 Randomisation", "Section 4: Analysis") is a
// heading; a numbered step ("1. Thaw ...", "2) Spin ...", "3.2.1 Add ...") is one list item
// however it wrapped; page furniture is gone (furniture.ts).
//
// Whether a line runs on into the next is decided as a typesetter decided it: a line breaks
// inside a paragraph only where the next word would not fit, so a wrapped line reaches its
// column's right edge (measured on the page for a PDF; estimated from the lines' lengths
// otherwise), and the next line continues the sentence (it does not end one, or it starts in
// lower case, or the line ends on a word like "the" or "with"). Lines that are short and end a
// sentence, or that start a numbered step, a bullet or a heading, stand alone.
import { withoutFurniture, type KeptLine } from './furniture.ts';
import { allCaps, hasWideGap, plain, startOf, type Line, type Start } from './lines.ts';
import { IMPERATIVE_VERBS } from '../interpret/verbs.ts';

/** Words a sentence does not end on: a line ending on one runs on. */
const RUNS_ON = new Set(
  (
    'a an the of to in on at by for with from into onto upon via per and or nor but as than that which who whose whom ' +
    'was were is are be been being has have had its their his her our your this these those each every both either ' +
    'neither no not all any some such between among under over after before until while if then when where whereas ' +
    'because since although though using containing including without within across through during against towards toward ' +
    'about around above below beyond plus minus versus vs'
  ).split(' '),
);
/** Abbreviations whose full stop ends no sentence. */
const ABBREVIATION = /(?:\b(?:e\.g|i\.e|cf|vs|al|approx|ca|fig|figs|no|nos|dr|prof|eq|ref|refs|incl|resp|viz|cat|vol|ed|eds)\.)$/i;
/** The words of a heading after its number are few and end no sentence. */
const MAX_HEADING_WORDS = 12;
const MAX_HEADING_CHARS = 90;

interface Block {
  kind: 'heading' | 'item' | 'text' | 'row';
  start: Start;
  lines: KeptLine[];
  text: string;
  level?: number;
  /** Set directly under the block above, with no paragraph break (a PDF line, a line after Word's manual break). */
  underAbove: boolean;
}

export function reflow(input: Line[]): string {
  const lines = withoutFurniture(input);
  const measure = new Measure(lines);
  const vocabulary = new Vocabulary(lines);
  const blocks: Block[] = [];
  for (const line of lines) {
    const start = startOf(line);
    const current = blocks[blocks.length - 1];
    if (current && continues(current, line, start, measure)) {
      current.lines.push(line);
      current.text = joinLines(current.text, line.text, vocabulary);
      continue;
    }
    const above = current?.lines[current.lines.length - 1];
    const underAbove = above !== undefined && (line.sameParagraph === true || (line.layout !== undefined && !measure.breakBetween(above, line)));
    blocks.push({ kind: 'text', start, lines: [line], text: line.text, underAbove });
  }
  classify(blocks);
  return markdown(blocks);
}

function continues(block: Block, line: KeptLine, start: Start, measure: Measure): boolean {
  const first = block.lines[0]!;
  const last = block.lines[block.lines.length - 1]!;
  if (first.heading || first.row || line.heading || line.row || line.item) return false;
  if (start.kind !== 'text') return false;
  if (measure.breakBetween(last, line)) return false;
  if ((last.large ?? false) !== (line.large ?? false) || (last.bold ?? false) !== (line.bold ?? false)) return false;
  if (hasWideGap(last) || hasWideGap(line)) return false;
  const a = plain(last.text);
  const b = plain(line.text);
  // "Title: ...", "SOP No.: ...": a label opens a line of its own.
  if (/^\p{Lu}[\p{L}\d .'’/-]{0,30}:\s/u.test(b)) return false;
  const hyphen = hyphenated(a, b);
  if (hyphen) return true;
  // Measured on the page when it can be; by the lines' lengths when text was typed to a width.
  const onPage = measure.fullOnPage(last, line);
  const byLength = measure.fullByLength(last, line);
  const full = onPage ?? byLength;
  const sentenceEnds = endsSentence(a);
  if (first.item || block.start.kind !== 'text') {
    // A step's wrapped lines, and the sentences that go with it, hang under its words.
    if (measure.hangs(line, first)) return true;
  }
  if (sentenceEnds) {
    if (measure.indented(line, last)) return false;
    // A sentence ending at the column's edge: the paragraph goes on, if the page says so.
    return full === true && (last.layout !== undefined || line.sameParagraph === true);
  }
  // A line that stopped short of the edge ended there, unless its last word cannot end a
  // sentence or the next line plainly goes on with it (a line typed shorter than it had to be).
  if (full === false && byLength !== true && !runsOn(a) && !(continuesSentence(b) && !measure.short(last))) return false;
  return continuesSentence(b) || runsOn(a) || full === true || byLength === true;
}

function endsSentence(text: string): boolean {
  return /[.!?:;]['")\]”’»]*$/.test(text) && !ABBREVIATION.test(text);
}

function runsOn(text: string): boolean {
  if (/(?:[,(&/+=×±]|\s[-–—])$/.test(text)) return true;
  const word = /([\p{L}]+)$/u.exec(text)?.[1];
  return word !== undefined && RUNS_ON.has(word.toLowerCase());
}

/** Starts the way only the middle of a sentence starts: in lower case, with a number or a bracket. */
function continuesSentence(text: string): boolean {
  return /^[\p{Ll}\d([{%±×≥≤<>=~+/&,;'"’”)\]–—−-]/u.test(text);
}

/** "centri-" / "fuge", "anti-" / "CD3": a word split at a line's end. */
function hyphenated(a: string, b: string): boolean {
  return /[\p{L}\d][-\u00AD\u2010]$/u.test(a) && /^[\p{L}\d]/u.test(b);
}

/**
 * Two lines as one: a word split at a hyphenation point made whole ("centri-" "fuge" ->
 * "centrifuge"), a hyphen that belongs to the word kept ("anti-" "CD3" -> "anti-CD3").
 */
function joinLines(a: string, b: string, vocabulary: Vocabulary): string {
  const left = a.replace(/\s+$/, '');
  const right = b.replace(/^\s+/, '');
  if (!hyphenated(plain(left), plain(right))) return `${left} ${right}`;
  const head = /([\p{L}\p{N}]+)[-\u00AD\u2010]$/u.exec(left)?.[1] ?? '';
  const tail = /^([\p{L}\p{N}]+)/u.exec(right)?.[1] ?? '';
  const soft = left.endsWith('\u00AD');
  const keep = !soft && vocabulary.keepsHyphen(head, tail);
  return `${left.slice(0, -1)}${keep ? '-' : ''}${right}`;
}

/** The document's own words, which tell a hyphenation point from a hyphen of the word. */
class Vocabulary {
  private readonly words = new Set<string>();
  private readonly compounds = new Set<string>();

  constructor(lines: Line[]) {
    lines.forEach((line, k) => {
      // The halves of a word split at a line's end are not words of the document.
      let text = line.text.trim().replace(/[\p{L}\p{N}]+[-\u00AD\u2010]$/u, '');
      if (/[-\u00AD\u2010]$/.test(lines[k - 1]?.text.trim() ?? '')) text = text.replace(/^[\p{L}\p{N}]+/u, '');
      for (const m of text.matchAll(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu)) {
        const word = m[0].toLowerCase();
        if (word.includes('-')) this.compounds.add(word);
        else this.words.add(word);
      }
    });
  }

  keepsHyphen(head: string, tail: string): boolean {
    // A capital or a digit after the break ("anti-CD3", "IL-6"), or letters and digits before
    // it ("CD4-", "TGF-"), is a name with its hyphen.
    if (/^[\p{Lu}\p{N}]/u.test(tail) || /\p{N}/u.test(head) || /\p{Lu}.*\p{Lu}/u.test(head)) return true;
    const h = head.toLowerCase();
    const t = tail.toLowerCase();
    if (this.compounds.has(`${h}-${t}`)) return true;
    if (this.words.has(h + t)) return false;
    // Two words the document also uses alone ("whole-" "cell") are a compound; syllables
    // ("centri-" "fuge") are not words of it.
    return h.length >= 4 && t.length >= 4 && this.words.has(h) && this.words.has(t);
  }
}

/**
 * Where lines end on their page. For a PDF: the right edge of each line's column and the line
 * spacing, from the page itself. Otherwise (Word's lines, typed text): the length most full
 * lines reach.
 */
class Measure {
  private readonly margins = new Map<Line, number>();
  private readonly pitches = new Map<number, number>();
  private readonly width: number | undefined;

  constructor(lines: KeptLine[]) {
    const laidOut = lines.filter((l) => l.layout);
    const pages = new Map<number, KeptLine[]>();
    for (const line of laidOut) {
      const page = pages.get(line.layout!.page);
      if (page) page.push(line);
      else pages.set(line.layout!.page, [line]);
    }
    for (const line of laidOut) {
      const margin = columnEdge(line, pages.get(line.layout!.page)!);
      if (margin !== undefined) this.margins.set(line, margin);
    }
    const gaps = new Map<number, number[]>();
    for (let k = 1; k < laidOut.length; k++) {
      const a = laidOut[k - 1]!.layout!;
      const b = laidOut[k]!.layout!;
      if (a.page !== b.page || Math.abs(a.size - b.size) > 0.5 || laidOut[k]!.dropped > 0) continue;
      const gap = b.top - a.top;
      if (gap > 0.8 * b.size && gap < 3 * b.size) {
        const list = gaps.get(Math.round(b.size)) ?? [];
        list.push(gap);
        gaps.set(Math.round(b.size), list);
      }
    }
    for (const [size, list] of gaps) this.pitches.set(size, median(list));
    const lengths = lines.filter((l) => !l.heading && !l.row && !l.item && !hasWideGap(l)).map((l) => l.text.trimEnd().length);
    if (lengths.length >= 6) {
      const sorted = [...lengths].sort((x, y) => x - y);
      const p90 = sorted[Math.min(sorted.length - 1, Math.floor(0.9 * sorted.length))]!;
      if (p90 >= 30) this.width = p90;
    }
  }

  /** The layout or the markup ends a paragraph between the two lines (extra space, a column change, an empty paragraph). */
  breakBetween(a: KeptLine, b: KeptLine): boolean {
    if (b.breakBefore) return true;
    if (!a.layout || !b.layout) return false;
    if (a.layout.page !== b.layout.page) return false;
    const gap = b.layout.top - a.layout.top;
    if (gap < 0) return true;
    const pitch = this.pitches.get(Math.round(b.layout.size)) ?? 1.2 * b.layout.size;
    return gap > 1.3 * pitch * (1 + b.dropped);
  }

  /** True when the next line's first word would not have fitted at the end of this one on the page; undefined when the page does not tell. */
  fullOnPage(a: Line, b: Line): boolean | undefined {
    const margin = this.margins.get(a);
    if (!a.layout || margin === undefined) return undefined;
    const charWidth = (a.layout.x1 - a.layout.x0) / Math.max(1, a.text.trim().length);
    return a.layout.x1 + charWidth * (1 + firstWord(b).length) > margin - charWidth;
  }

  /** The same by characters: the line and the next one's first word are longer than most lines of the document. */
  fullByLength(a: Line, b: Line): boolean | undefined {
    if (this.width === undefined) return undefined;
    return a.text.trimEnd().length + 1 + firstWord(b).length > this.width;
  }

  /** Less than half as long as the lines around it: a title, a label, the end of something. */
  short(a: Line): boolean {
    const margin = this.margins.get(a);
    if (a.layout && margin !== undefined) return a.layout.x1 - a.layout.x0 < 0.5 * (margin - a.layout.x0);
    const length = a.text.trim().length;
    return this.width === undefined ? length < 30 : length < 0.5 * this.width;
  }

  /** Set further in than the step's first line: its wrapped text hanging under its words. */
  hangs(line: Line, first: Line): boolean {
    return indent(line) - indent(first) > 0.4 * em(line);
  }

  /** A paragraph's first line, set in from the line above. */
  indented(line: Line, above: Line): boolean {
    return indent(line) - indent(above) > 0.6 * em(line);
  }
}

function firstWord(line: Line): string {
  return /^\S+/.exec(line.text.trim())?.[0] ?? '';
}

function em(line: Line): number {
  return line.layout ? line.layout.size : 2;
}

/** Where the line's text starts: its left end, plus any spaces typed before the words. */
function indent(line: Line): number {
  const spaces = /^ */.exec(line.text)![0].length;
  if (!line.layout) return spaces;
  const chars = Math.max(1, line.text.length);
  return line.layout.x0 + (spaces * (line.layout.x1 - line.layout.x0)) / chars;
}

/**
 * The right edge of the column a line is set in: the furthest any line of its page (`lines`), size and
 * column reaches, when at least two lines reach it and the column is a real column (not a page
 * of short lines, where no line wrapped).
 */
function columnEdge(line: KeptLine, lines: KeptLine[]): number | undefined {
  const l = line.layout!;
  const peers = lines.filter((o) => {
    const p = o.layout!;
    if (p.page !== l.page || Math.abs(p.size - l.size) > 0.2 * l.size || hasWideGap(o)) return false;
    const overlap = Math.min(p.x1, l.x1) - Math.max(p.x0, l.x0);
    return overlap > 0.5 * Math.min(p.x1 - p.x0, l.x1 - l.x0);
  });
  const edge = Math.max(...peers.map((o) => o.layout!.x1));
  const charWidth = (l.x1 - l.x0) / Math.max(1, line.text.trim().length);
  const reaching = peers.filter((o) => o.layout!.x1 >= edge - 4 * charWidth).length;
  const left = Math.min(...peers.map((o) => o.layout!.x0));
  if (reaching < 2 || edge - left < 0.3 * l.pageWidth) return undefined;
  return edge;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Headings, steps and paragraphs, from how each block starts and what is around it. */
function classify(blocks: Block[]): void {
  let lastLevel = 0;
  let lastWasBold = false;
  let boldLevel = 1;
  blocks.forEach((block, k) => {
    const first = block.lines[0]!;
    const text = plain(block.text);
    if (first.heading) {
      block.kind = 'heading';
      block.level = first.heading;
    } else if (first.row) block.kind = 'row';
    else if (first.item) block.kind = 'item';
    else if (block.start.kind === 'bullet' || block.start.kind === 'item') block.kind = 'item';
    else if (block.start.kind === 'numbered' || block.start.kind === 'section') {
      const heading = numberedHeading(block, k, blocks);
      block.kind = heading ? 'heading' : 'item';
      if (heading) block.level = Math.min(6, block.start.kind === 'numbered' ? block.start.parts.length : block.start.depth);
    } else if (block.lines.every((l) => l.large) && text.length <= 100) {
      block.kind = 'heading';
      block.level = 1;
    } else if (block.lines.every((l) => l.bold) && shortTitle(text) && !/\p{L}:\s/u.test(text)) {
      block.kind = 'heading';
      // Bold titles under the document's last styled or numbered heading, one level down, all at one level.
      if (!lastWasBold) boldLevel = Math.min(6, lastLevel + 1);
      block.level = boldLevel;
      lastWasBold = true;
      return;
    }
    if (block.kind === 'heading') {
      lastLevel = block.level!;
      lastWasBold = false;
    }
  });
}

function shortTitle(text: string): boolean {
  return text.split(' ').length <= MAX_HEADING_WORDS && text.length <= MAX_HEADING_CHARS && !/[.;,]$/.test(text) && /^[\p{Lu}\d]/u.test(text);
}

/**
 * A numbered line is a section's title, not a step, when it reads as a title (a few words, no
 * sentence) and the document treats it as one: sub-sections or a list follow it, or prose does,
 * rather than the next step of its own numbering.
 */
function numberedHeading(block: Block, index: number, blocks: Block[]): boolean {
  const start = block.start as Extract<Start, { kind: 'numbered' | 'section' }>;
  const text = plain(block.text);
  const rest = start.rest.replace(/:$/, '');
  if (!shortTitle(rest === '' ? text : rest) && !(start.kind === 'section' && rest === '')) return false;
  if (start.kind === 'section') return true;
  if (start.mark === ')') return false;
  const emphasised = block.lines.every((l) => l.large || l.bold) || allCaps(rest);
  if (emphasised) return true;
  const next = blocks[index + 1];
  const nextStart = next?.start;
  if (nextStart?.kind === 'numbered' && deeper(nextStart.parts, start.parts)) return true;
  const previous = previousSibling(blocks, index, start.parts);
  if (previous && previous.kind === 'item') return false;
  if (nextStart?.kind === 'numbered' && sibling(nextStart.parts, start.parts)) return false;
  if (startsWithVerb(rest)) return false;
  return next !== undefined && next.lines[0]!.heading === undefined;
}

function deeper(inner: number[], outer: number[]): boolean {
  return inner.length > outer.length && outer.every((n, k) => inner[k] === n);
}

function sibling(next: number[], current: number[]): boolean {
  return next.length === current.length && next.slice(0, -1).every((n, k) => current[k] === n) && next[next.length - 1] === current[current.length - 1]! + 1;
}

/** The block numbered one before this one at the same depth, with no higher section between. */
function previousSibling(blocks: Block[], index: number, parts: number[]): Block | undefined {
  for (let k = index - 1; k >= 0; k--) {
    const start = blocks[k]!.start;
    if (start.kind !== 'numbered') continue;
    if (start.parts.length < parts.length) return undefined;
    if (sibling(parts, start.parts)) return blocks[k];
    if (start.parts.length === parts.length) return undefined;
  }
  return undefined;
}

/** "Thaw samples", "Add 50 µL": a step's verb first. "Sample collection" is a title: a verb-like word before a noun of action is a noun. */
function startsWithVerb(text: string): boolean {
  const words = text.toLowerCase().split(/\s+/);
  const first = words[0] ?? '';
  if (!IMPERATIVE_VERBS.has(first)) return false;
  const second = words[1] ?? '';
  return !/(?:tion|sion|ment|ing|ance|ence|sis|ure|al|ity)s?$/.test(second) || words.length > 4;
}

function markdown(blocks: Block[]): string {
  const out: string[] = [];
  let previous: Block | undefined;
  // The indents of the items above, outermost first: an item set further in is nested under the one above it.
  const indents: number[] = [];
  for (const block of blocks) {
    let depth = 0;
    if (block.kind === 'item' && !block.lines[0]!.item) {
      if (previous?.kind !== 'item') indents.length = 0;
      const at = indent(block.lines[0]!);
      const slack = 0.4 * em(block.lines[0]!);
      while (indents.length > 0 && indents[indents.length - 1]! > at + slack) indents.pop();
      if (indents.length > 0 && Math.abs(indents[indents.length - 1]! - at) <= slack) indents.pop();
      depth = indents.length;
      indents.push(at);
    }
    const line = written(block, depth);
    if (line === '') continue;
    const together =
      previous !== undefined &&
      ((previous.kind === 'item' && block.kind === 'item') || (previous.kind === 'row' && block.kind === 'row') || (previous.kind === 'text' && block.kind === 'text' && block.underAbove));
    if (previous !== undefined && !together) out.push('');
    out.push(line);
    previous = block;
  }
  return out.join('\n');
}

function written(block: Block, depth: number): string {
  const text = plain(block.text);
  const first = block.lines[0]!;
  switch (block.kind) {
    case 'heading':
      return `${'#'.repeat(block.level ?? 1)} ${text}`;
    case 'row':
      return text;
    case 'item':
      if (first.item) return `${'   '.repeat(first.item.depth)}${first.item.marker} ${text}`;
      if (block.start.kind === 'bullet') return `${'   '.repeat(depth)}- ${text.replace(/^\S+\s+/, '')}`;
      return `${'   '.repeat(depth)}${text}`;
    default:
      return text;
  }
}
