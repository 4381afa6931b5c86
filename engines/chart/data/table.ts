// From a header row and data rows of raw cells (text files and workbooks alike) to a Table:
// header checks, unique column names, limits, column typing.
//
// - Blank rows were skipped by the readers; the first non-blank row is the header.
// - DATACHART_NO_HEADER when every non-empty cell of that row is a number (a file that starts
//   with data); DATACHART_EMPTY when no data row follows it.
// - The table is as wide as its rightmost non-empty cell, header or data. A column without a
//   header name and without any value is dropped (leading, trailing or stray empty columns).
// - Names are trimmed; a blank name becomes `column_<n>` (n = 1-based position in the file);
//   a repeated name gets `_2`, `_3`... (`x`, `x_2`), skipping names already taken.

import { inferColumn, looksNumeric, type NumberStyle, type RawCell } from './infer.ts';
import { MAX_CELLS, MAX_COLUMNS, MAX_ROWS } from './limits.ts';
import { DATA_REASONS } from './reasons.ts';
import { DataError, type Column, type Table } from './types.ts';

export interface Grid {
  header: RawCell[];
  rows: RawCell[][];
  /** Columns counted so far: the rightmost non-empty cell over header and rows. */
  width: number;
}

export function isBlank(cell: RawCell | undefined): boolean {
  return cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');
}

/** Index after the last non-blank cell. */
export function filledLength(cells: readonly RawCell[]): number {
  let n = cells.length;
  while (n > 0 && isBlank(cells[n - 1])) n--;
  return n;
}

export function tooManyRows(): DataError {
  return new DataError(DATA_REASONS.TOO_MANY_ROWS, `The data has more than ${MAX_ROWS.toLocaleString('en-US')} rows.`);
}

export function tooManyColumns(): DataError {
  return new DataError(DATA_REASONS.TOO_MANY_COLUMNS, `The data has more than ${MAX_COLUMNS} columns.`);
}

/** Checks the limits as rows arrive, so a reader can stop early. */
export function checkSize(rows: number, width: number): void {
  if (rows > MAX_ROWS) throw tooManyRows();
  if (width > MAX_COLUMNS) throw tooManyColumns();
  if (rows * width > MAX_CELLS) {
    throw new DataError(DATA_REASONS.TOO_MANY_CELLS, `The data has more than ${MAX_CELLS.toLocaleString('en-US')} cells.`);
  }
}

function headerText(cell: RawCell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell.trim();
  if (typeof cell === 'number') return String(Number(cell.toPrecision(15)));
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  return new Date(cell.date).toISOString().slice(0, 10);
}

function isNumericHeader(cell: RawCell, style: NumberStyle): boolean {
  return typeof cell === 'number' || (typeof cell === 'string' && looksNumeric(cell, style));
}

export function uniqueNames(raw: string[], positions: number[]): string[] {
  const taken = new Set(raw.filter((name) => name !== ''));
  const seen = new Set<string>();
  return raw.map((name, i) => {
    let base = name;
    if (base === '') {
      base = `column_${positions[i]! + 1}`;
      if (!taken.has(base) && !seen.has(base)) {
        seen.add(base);
        taken.add(base);
        return base;
      }
    } else if (!seen.has(base)) {
      seen.add(base);
      return base;
    }
    let k = 2;
    while (taken.has(`${base}_${k}`) || seen.has(`${base}_${k}`)) k++;
    const unique = `${base}_${k}`;
    seen.add(unique);
    taken.add(unique);
    return unique;
  });
}

export function buildTable(grid: Grid, style: NumberStyle, source: Pick<Table, 'format' | 'sheetName'>): Table {
  const { header, rows } = grid;
  if (header.every(isBlank)) throw new DataError(DATA_REASONS.EMPTY, 'The data file has no rows.');
  if (header.filter((cell) => !isBlank(cell)).every((cell) => isNumericHeader(cell, style))) {
    throw new DataError(
      DATA_REASONS.NO_HEADER,
      'The first row holds only numbers; the data needs a header row naming its columns.',
    );
  }
  if (rows.length === 0) throw new DataError(DATA_REASONS.EMPTY, 'The data file has a header but no data rows.');
  const width = Math.max(grid.width, filledLength(header));
  checkSize(rows.length, width);

  const kept: number[] = [];
  for (let c = 0; c < width; c++) {
    if (!isBlank(header[c]) || rows.some((row) => !isBlank(row[c]))) kept.push(c);
  }
  const names = uniqueNames(
    kept.map((c) => headerText(header[c])),
    kept,
  );
  const columns: Column[] = kept.map((c, k) => {
    const cells: RawCell[] = new Array(rows.length);
    for (let r = 0; r < rows.length; r++) cells[r] = rows[r]![c] ?? null;
    const typed = inferColumn(cells, style);
    return { name: names[k]!, type: typed.type, values: typed.values };
  });
  const table: Table = { columns, rowCount: rows.length, format: source.format };
  if (source.sheetName !== undefined) table.sheetName = source.sheetName;
  return table;
}
