// A prompt or document as an outline: headings, list items (with their sub-items) and lines of
// prose, in order. Markdown-ish: `#` headings, `1.`, `1)`, `Step 1:`, `Stage 2:`, `Phase A:`, `a)`, `-`, `*`, `•` items.

export interface Block {
  kind: 'heading' | 'item' | 'text';
  text: string;
  /** Heading level (1 for `#`), or an item's indent. */
  level: number;
  /** The step number an item was written with (`3.`, `Step 3:`); lettered sub-items have none. */
  number?: number;
  line: number;
  children: Block[];
  /** Written "1a.", "3b)": a part of the step of that number, which names them. */
  part?: boolean;
}

const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;
const NUMBERED = /^(?:(?:step|stage|phase)\s+)?(\d{1,3})\s*(?:[.)](?=\s)|:|\s-)\s*(.*)$/i;
/** "Phase A: ...", "Stage II: ...": numbering by letter or roman numeral (a named phase is a group). */
const STAGED = /^(?:step|stage|phase)\s+([A-Z]|[IVX]{1,4})\s*(?::|[.)](?=\s)|\s[-–])\s*(.*)$/i;
/** "1. Stage 1: align reads": a step's own numbering repeated after the list's; the step is "align reads". */
const INNER_NUMBER = /^(?:step|stage|phase)\s+(?:\d{1,3}|[A-Z]|[IVX]{1,4})\s*(?::|[.)](?=\s)|\s[-–])\s*(?=\S)/i;
const LETTERED = /^\(?([a-z]|[ivx]{1,4})[.)]\s+(.+)$/;
/** "1a. Draw 10 mL", "3b) Freeze": a sub-step of the step numbered 1 or 3, lettered within it. */
const SUB_NUMBERED = /^(\d{1,3})[a-z][.)]\s+(.+)$/;
/** "3.2.1 Disrupt the tissue", "3.2 Add the buffer": an SOP's numbered step (not "0.5 M NaCl"). */
const DOTTED = /^\d{1,3}(?:\.\d{1,3}){2,}\.?\s+(\S.*)$|^\d{1,3}\.\d{1,3}\.?\s+(\p{Lu}\p{Ll}{2,}\b.*)$/u;
/**
 * "Day 1. Cells are seeded ...", "Week 12. Final visit": a time point opening a line names when the
 * step after it is done, as "Day 1:" does; its full stop ends no step of its own.
 */
const TIME_POINT_STOP = /^(\s*(?:day|week|month|year|hour|visit|session|night)\s+[−-]?\d{1,3}(?:\s*[–-]\s*\d{1,3})?)\.(?=\s+\S)/i;
const BULLET = /^[-*•+–◦▪▫‣⁃·○]\s+(.+)$/;
const FENCE = /^\s*(```|~~~)/;

/** The text's outline; fenced blocks are left out (a ```mermaid block is read separately). */
export function outline(text: string): Block[] {
  const roots: Block[] = [];
  const stack: Block[] = [];
  let inFence = false;
  let previousText: Block | null = null;
  text
    .split('\n')
    .flatMap((raw, index) => inlineItems(raw).map((line) => ({ raw: line.replace(TIME_POINT_STOP, '$1:'), index })))
    .forEach(({ raw, index }) => {
    if (FENCE.test(raw)) {
      inFence = !inFence;
      previousText = null;
      return;
    }
    if (inFence) return;
    const indent = /^[ \t]*/.exec(raw)![0].replace(/\t/g, '    ').length;
    const line = raw.trim();
    if (line === '') {
      previousText = null;
      return;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      stack.length = 0;
      roots.push({ kind: 'heading', text: heading[2]!, level: heading[1]!.length, line: index + 1, children: [] });
      previousText = null;
      return;
    }
    const numbered = NUMBERED.exec(line);
    const staged = numbered ? null : STAGED.exec(line);
    const subNumbered = numbered || staged?.[2] ? null : SUB_NUMBERED.exec(line);
    const lettered = numbered || staged?.[2] ? null : (LETTERED.exec(line) ?? (subNumbered ? [line, '', subNumbered[2]!] : null));
    const bullet = numbered || staged?.[2] || lettered ? null : BULLET.exec(line);
    const dotted = numbered || staged?.[2] || lettered || bullet ? null : DOTTED.exec(line);
    if ((numbered && numbered[2]) || staged?.[2] || lettered || bullet || dotted) {
      const written = (numbered?.[2] ?? staged?.[2] ?? lettered?.[2] ?? bullet?.[1] ?? dotted?.[1] ?? dotted?.[2])!.trim();
      const item: Block = { kind: 'item', text: written.replace(INNER_NUMBER, ''), level: indent, line: index + 1, children: [] };
      if (numbered) item.number = Number(numbered[1]);
      if (subNumbered) item.part = true;
      // "1a." under "1." belongs to it however far it is indented.
      const within = subNumbered ? stack.findLastIndex((b) => b.number === Number(subNumbered[1])) : -1;
      if (within >= 0) {
        stack.length = within + 1;
        item.level = Math.max(indent, stack[within]!.level + 1);
      }
      while (stack.length > 0 && stack.at(-1)!.level >= item.level) stack.pop();
      (stack.at(-1)?.children ?? roots).push(item);
      stack.push(item);
      previousText = null;
      return;
    }
    // A line indented under an item continues it; a prose line after a prose line without a
    // full stop is the same sentence wrapped.
    const parent = stack.at(-1);
    if (parent && indent > parent.level) {
      parent.text += ` ${line}`;
      return;
    }
    const last: Block | null = previousText;
    // Two lines of arrows are two statements, unless the first ends with its arrow.
    const statements = /->|→|=>/.test(last?.text ?? '') && /->|→|=>/.test(line) && !/(?:->|→|=>)\s*$/.test(last?.text ?? '');
    if (last && last.text.length >= 50 && !statements && !/[.:?!;]$/.test(last.text) && /^[a-z(]/.test(line) && !/^[\w -]{1,40}:/.test(line)) {
      last.text += ` ${line}`;
      return;
    }
    stack.length = 0;
    const block: Block = { kind: 'text', text: line, level: indent, line: index + 1, children: [] };
    roots.push(block);
    previousText = block;
  });
  return roots;
}

/** "1) ", "(2) ", "3. " inside a line: a marker of an item written on the same line as others. */
const INLINE_MARKER = /(?<=^|[\s.;:,])(\(?)(\d{1,2})([.)])\s+(?=\S)/g;

/**
 * "Organoid passaging. 1) Remove medium. 2) Add cold solution ...", "Steps: (1) thaw; (2) count":
 * items numbered 1, 2, 3 ... on one line are a list, one line an item, the words before the first
 * its introduction. Numbers must run from 1 without a gap ("at 2.5 mg", "(n = 2) of 3" are no
 * list), and "3." counts only after a sentence end. Other lines are returned as they are.
 */
function inlineItems(line: string): string[] {
  const markers: Array<{ at: number; body: number; n: number }> = [];
  for (const m of line.matchAll(INLINE_MARKER)) {
    const n = Number(m[2]);
    const [, open, , close] = m;
    // "ticket. 2. Reproduce": the sentence end may stand before the space the marker follows.
    const prior = line.slice(0, m.index).trimEnd();
    if (close === '.' && prior !== '' && !/[.;:]$/.test(prior)) continue;
    if (open === '(' && close !== ')') continue;
    if (n !== markers.length + 1) continue;
    markers.push({ at: m.index, body: m.index + m[0].length, n });
  }
  if (markers.length < 2) return [line];
  const indent = /^\s*/.exec(line)![0];
  const intro = line.slice(0, markers[0]!.at).trim();
  const items = markers.map((m, k) => `${indent}${m.n}. ${line.slice(m.body, markers[k + 1]?.at ?? line.length).trim().replace(/[;,]$/, '')}`);
  // The words before the first item name the list, as "Name:" above a list does.
  return intro === '' ? items : [`${indent}${intro.replace(/[.:]+$/, '')}:`, ...items];
}
