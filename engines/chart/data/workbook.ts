// XLSX and XLS with SheetJS (@e965/xlsx). Runs only inside the parse worker (sandbox.ts), under
// its heap limit and deadline. Before SheetJS sees an XLSX, its entries are inflated here and
// the bytes actually produced are counted (zip.ts): declared sizes can lie, and inflated
// buffers live outside the V8 heap limit.
//
// SheetJS is asked for as little as possible: cached cell values only (cellFormula: false:
// formulas are neither parsed nor evaluated; SheetJS has no calculation engine either way),
// no HTML, formatted text, styles, VBA, properties or stubs; dense sheets; at most
// MAX_ROWS + 2 rows (sheetRows); for XLSX only the chosen sheet (`sheets`). An XLS is
// uncompressed and already bounded by MAX_FILE_BYTES; SheetJS reads all its sheets.
//
// Rows of a sheet are read from the top of its used range, so the row limit counts sheet
// rows there: a sheet whose used range (or data) reaches past row MAX_ROWS + 2 is
// DATACHART_TOO_MANY_ROWS even if blank rows above make fewer data rows. Leading blank rows
// and columns are skipped; the first non-blank row is the header. Cells: numbers as numbers,
// numbers with a date format as dates (1900 or 1904 system), text as text, booleans as
// TRUE/FALSE, error cells (#N/A, #DIV/0!) as empty. Sheet names match ignoring case, as in
// Excel; the Table carries the name as the workbook spells it.

import * as XLSX from '@e965/xlsx';
import type { RawCell } from './infer.ts';
import { MAX_COLUMNS, MAX_ROWS } from './limits.ts';
import { DATA_REASONS } from './reasons.ts';
import { buildTable, checkSize, filledLength, isBlank, tooManyColumns, tooManyRows } from './table.ts';
import { DataError, type Table } from './types.ts';
import { checkInflatedSizes, readCentralDirectory } from './zip.ts';

/** Rows SheetJS reads: the header, MAX_ROWS data rows, and one more to notice a longer sheet. */
const SHEET_ROWS = MAX_ROWS + 2;

let codepagesLoaded = false;

export async function readWorkbook(bytes: Buffer, kind: 'xlsx' | 'xls', sheetName: string | undefined): Promise<Table> {
  if (kind === 'xls' && !codepagesLoaded) {
    // Legacy BIFF files may store text in a code page rather than UTF-16.
    XLSX.set_cptable(await import('@e965/xlsx/dist/cpexcel.full.mjs'));
    codepagesLoaded = true;
  }
  if (kind === 'xlsx') {
    const entries = readCentralDirectory(bytes);
    if (entries === undefined) throw new DataError(DATA_REASONS.WORKBOOK_INVALID, 'The workbook is damaged.');
    checkInflatedSizes(bytes, entries);
  }
  // SheetJS's own exceptions (damaged parts, password, out of memory) are mapped by the worker.
  const workbook = XLSX.read(bytes, {
    type: 'buffer',
    dense: true,
    cellFormula: false,
    cellHTML: false,
    cellText: false,
    cellNF: true,
    cellDates: false,
    cellStyles: false,
    sheetStubs: false,
    bookVBA: false,
    bookFiles: false,
    bookProps: false,
    bookDeps: false,
    sheetRows: SHEET_ROWS,
    ...(kind === 'xlsx' ? { sheets: sheetName ?? 0 } : {}),
  });
  const sheetNames = workbook.SheetNames.slice();
  // Every workbook Excel writes has a sheet; SheetJS returns none for a stream of garbage.
  if (sheetNames.length === 0) throw new DataError(DATA_REASONS.WORKBOOK_INVALID, 'The workbook is damaged: it has no sheets.');
  let name: string | undefined;
  if (sheetName === undefined) {
    if (sheetNames.length > 1) {
      throw new DataError(
        DATA_REASONS.WORKSHEET_REQUIRED,
        'The workbook has several sheets; choose one with sheet_name.',
        sheetNames,
      );
    }
    name = sheetNames[0];
  } else {
    const wanted = sheetName;
    name = sheetNames.find((n) => n === wanted) ?? sheetNames.find((n) => n.toLowerCase() === wanted.toLowerCase());
    if (name === undefined) {
      throw new DataError(DATA_REASONS.WORKSHEET_INVALID, `The workbook has no sheet named "${wanted}".`, sheetNames);
    }
  }
  const sheet = name === undefined ? undefined : workbook.Sheets[name];
  if (name === undefined || sheet === undefined) {
    throw new DataError(DATA_REASONS.EMPTY, 'The workbook has no sheet with data.', sheetNames);
  }
  const date1904 = Boolean(workbook.Workbook?.WBProps?.date1904);
  return buildTable(sheetGrid(sheet, date1904), 'plain', { format: kind, sheetName: name });
}

const dateFormats = new Map<string, boolean>();

function isDateFormat(format: unknown): boolean {
  if (typeof format !== 'string' || format === 'General') return false;
  let known = dateFormats.get(format);
  if (known === undefined) {
    known = Boolean(XLSX.SSF.is_date(format));
    dateFormats.set(format, known);
  }
  return known;
}

/** UTC milliseconds of an Excel serial date (1900 system with its phantom 29 February, or 1904). */
export function serialToMillis(serial: number, date1904: boolean): number {
  let days = serial + (date1904 ? 1462 : 0);
  if (!date1904 && serial < 60) days += 1;
  return Math.round((days - 25569) * 86_400_000);
}

function cellValue(cell: XLSX.CellObject | undefined, date1904: boolean): RawCell {
  if (cell === undefined || cell === null) return null;
  const v = cell.v;
  switch (cell.t) {
    case 'n':
      if (typeof v !== 'number' || !Number.isFinite(v)) return null;
      return isDateFormat(cell.z) ? { date: serialToMillis(v, date1904) } : v;
    case 's':
      return typeof v === 'string' ? v : v === undefined ? null : String(v);
    case 'b':
      return Boolean(v);
    case 'd':
      return v instanceof Date && !Number.isNaN(v.getTime()) ? { date: v.getTime() } : null;
    default: // 'e' errors, 'z' stubs
      return null;
  }
}

function sheetGrid(sheet: XLSX.WorkSheet, date1904: boolean): { header: RawCell[]; rows: RawCell[][]; width: number } {
  const data = (sheet['!data'] ?? []) as Array<Array<XLSX.CellObject | undefined> | undefined>;
  const ref = sheet['!ref'];
  if (ref === undefined) return { header: [], rows: [], width: 0 };
  const range = XLSX.utils.decode_range(ref);
  const fullRef = sheet['!fullref'];
  if (fullRef !== undefined && XLSX.utils.decode_range(fullRef).e.r >= SHEET_ROWS) throw tooManyRows();
  const first = range.s.c;
  let header: RawCell[] | undefined;
  const rows: RawCell[][] = [];
  let width = 0;
  const lastRow = Math.min(range.e.r, SHEET_ROWS - 1, data.length - 1);
  for (let r = Math.max(0, range.s.r); r <= lastRow; r++) {
    const row = data[r];
    if (row === undefined) continue;
    const end = Math.min(row.length, range.e.c + 1);
    // A cell past the column limit makes the table too wide, however far right it is.
    for (let c = end - 1; c >= first + MAX_COLUMNS; c--) {
      if (!isBlank(cellValue(row[c], date1904))) throw tooManyColumns();
    }
    const cells: RawCell[] = [];
    for (let c = first; c < Math.min(end, first + MAX_COLUMNS); c++) cells.push(cellValue(row[c], date1904));
    const filled = filledLength(cells);
    if (filled === 0) continue;
    // Data in the last row read: the sheet may go on past it.
    if (r === SHEET_ROWS - 1) throw tooManyRows();
    if (filled < cells.length) cells.length = filled;
    if (header === undefined) {
      header = cells;
      width = filled;
      continue;
    }
    rows.push(cells);
    if (filled > width) width = filled;
    checkSize(rows.length, width);
  }
  return { header: header ?? [], rows, width };
}
