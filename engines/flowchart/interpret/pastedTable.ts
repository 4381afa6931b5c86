// A table of steps pasted as text ("Step | Action" over "1 | Thaw the cells", or the same with
// tabs or as a Markdown table) is a numbered list: each row its number and its step. The header
// row only names the columns, so it is no step. A table whose rows open with a step and give
// its time or amount beside it ("Thaw the vial | 2 min") is a list of those steps; one whose rows
// only name things and their amounts ("Master mix | 10 µL") holds values, not steps.
import { startsWithVerb } from './verbs.ts';

/** The cells of a row written with "|" or tabs, or undefined when the line is no such row. */
function cellsOf(line: string): string[] | undefined {
  const trimmed = line.trim().replace(/^\|\s*|\s*\|$/g, '');
  const cells = trimmed.split(/\s*\|\s*|\t+/).map((c) => c.trim());
  return cells.length >= 2 ? cells : undefined;
}

const STEP_NUMBER = /^\d{1,3}[.)]?$/;
/** "---|:---:", the line under a Markdown table's header. */
const RULE_ROW = /^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+\|?\s*$/;

/**
 * The text with each run of table rows "<number> | <step>" (two columns, numbered 1, 2, 3 ... in
 * order, at least two rows) written "<number>. <step>", and the header row above it left out.
 */
export function tableAsList(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const rows: string[][] = [];
    let j = i;
    for (; j < lines.length; j++) {
      const cells = RULE_ROW.test(lines[j]!) ? undefined : cellsOf(lines[j]!);
      if (!cells || cells.length !== 2 || !STEP_NUMBER.test(cells[0]!) || Number.parseInt(cells[0]!, 10) !== rows.length + 1 || cells[1] === '') break;
      rows.push(cells);
    }
    if (rows.length < 2) {
      out.push(lines[i]!);
      continue;
    }
    // The header (and a Markdown rule under it) just above the rows names the columns.
    while (out.length > 0 && RULE_ROW.test(out.at(-1)!)) out.pop();
    const header = out.length > 0 ? cellsOf(out.at(-1)!) : undefined;
    if (header && header.length === 2 && !header.some((c) => /^\d/.test(c)) && header.every((c) => c.split(/\s+/).length <= 3)) out.pop();
    for (const [number, step] of rows) out.push(`${Number.parseInt(number!, 10)}. ${step}`);
    i = j - 1;
  }
  return out.join('\n');
}

/** "10 µL", "2 min", "37 °C", "1:100", "5": a cell that is only an amount. */
const AMOUNT = /^[~≈<>≤≥]?\s*[−-]?\d[\d,.:]*(?:\s*[-–]\s*\d[\d,.]*)?\s*(?:%|°\s?[CF]|[×x]\s?g|[\p{L}µ/²³]{1,8})?$/u;

/** The runs of two or more rows under a header row of names: all with the same number of cells. */
function headedRuns(lines: string[]): Array<{ header: number; end: number; rows: string[][] }> {
  const runs: Array<{ header: number; end: number; rows: string[][] }> = [];
  for (let i = 0; i < lines.length; i++) {
    const header = RULE_ROW.test(lines[i]!) ? undefined : cellsOf(lines[i]!);
    if (!header || header.some((c) => /\d/.test(c) || c === '' || c.split(/\s+/).length > 3)) continue;
    const rows: string[][] = [];
    let j = i + 1;
    if (j < lines.length && RULE_ROW.test(lines[j]!)) j++;
    for (; j < lines.length; j++) {
      const cells = RULE_ROW.test(lines[j]!) ? undefined : cellsOf(lines[j]!);
      if (!cells || cells.length !== header.length || cells.some((c) => c === '')) break;
      rows.push(cells);
    }
    if (rows.length >= 2) {
      runs.push({ header: i, end: j, rows });
      i = j - 1;
    }
  }
  return runs;
}

/**
 * "Step | Time" over "Thaw the vial | 2 min" rows: each row whose first cell opens with a step's
 * verb and whose other cells are amounts is that step, its amounts in brackets ("Thaw the vial
 * (2 min)"), one list item each; the header row is left out.
 */
export function stepTableAsList(text: string): string {
  const lines = text.split('\n');
  for (const run of headedRuns(lines).reverse()) {
    if (!run.rows.every((r) => startsWithVerb(r[0]!) && r.slice(1).every((c) => AMOUNT.test(c)))) continue;
    const items = run.rows.map((r) => `- ${r[0]} (${r.slice(1).join(', ')})`);
    lines.splice(run.header, run.end - run.header, ...items);
  }
  return lines.join('\n');
}

/**
 * "Reagent | Volume" over "Master mix | 10 µL" rows: a table whose rows (three or more) each name
 * a thing, no step, and end in an amount is values, not steps in an order. Returns its first row.
 */
export function tableOfAmounts(text: string): string | undefined {
  const lines = text.split('\n');
  for (const run of headedRuns(lines)) {
    if (run.rows.length < 3) continue;
    if (run.rows.every((r) => !startsWithVerb(r[0]!) && AMOUNT.test(r.at(-1)!))) return run.rows[0]!.join(' | ');
  }
  return undefined;
}
