// A table of steps pasted as text ("Step | Action" over "1 | Thaw the cells", or the same with
// tabs or as a Markdown table) is a numbered list: each row its number and its step. The header
// row only names the columns, so it is no step.

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
