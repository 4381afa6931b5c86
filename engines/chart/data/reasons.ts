// The `details.reason` values a refused data file carries (SPEC "Chart data errors"). Each
// DataError thrown by this parser uses one of these; the API maps every one of them to
// 400 INVALID_REQUEST with details.field = data.

export const DATA_REASONS = {
  /** Over MAX_FILE_BYTES. */
  DATA_FILE_TOO_LARGE: 'DATA_FILE_TOO_LARGE',
  /** Not CSV/TSV/TXT text, XLSX or XLS judged from the bytes: binary data, other zips or Office files, PDF, markup. */
  UNSUPPORTED_DATA_FORMAT: 'UNSUPPORTED_DATA_FORMAT',
  /** No bytes, only blank lines, or a header without any data row. */
  EMPTY: 'DATACHART_EMPTY',
  /** The first non-blank row holds only numbers, so it is data, not a header. */
  NO_HEADER: 'DATACHART_NO_HEADER',
  /** A text file that cannot be read as delimited rows: ragged row, unclosed quote. The message names the line. */
  CSV_INVALID: 'DATACHART_CSV_INVALID',
  /** More than MAX_ROWS data rows. */
  TOO_MANY_ROWS: 'DATACHART_TOO_MANY_ROWS',
  /** More than MAX_COLUMNS columns. */
  TOO_MANY_COLUMNS: 'DATACHART_TOO_MANY_COLUMNS',
  /** More than MAX_CELLS cells (rows times columns). */
  TOO_MANY_CELLS: 'DATACHART_TOO_MANY_CELLS',
  /** A workbook with several sheets and no sheet name; carries the sheet names. */
  WORKSHEET_REQUIRED: 'DATACHART_WORKSHEET_REQUIRED',
  /** A sheet name the workbook does not have; carries the sheet names. */
  WORKSHEET_INVALID: 'DATACHART_WORKSHEET_INVALID',
  /** An XLSX or XLS that cannot be read: corrupt container or contents. */
  WORKBOOK_INVALID: 'DATACHART_WORKBOOK_INVALID',
  /** A workbook that would take too much to read: zip bomb, huge parts, out of memory or time while parsing. */
  WORKBOOK_TOO_LARGE: 'DATACHART_WORKBOOK_TOO_LARGE',
  /** Text data that the parse worker could not read within its heap or deadline (not expected within the other limits). */
  DATA_TOO_LARGE: 'DATACHART_DATA_TOO_LARGE',
  /** A password-protected workbook (encrypted XLSX package or XLS with a FILEPASS record). */
  WORKBOOK_ENCRYPTED: 'DATACHART_WORKBOOK_ENCRYPTED',
} as const;

export type DataReason = (typeof DATA_REASONS)[keyof typeof DATA_REASONS];
