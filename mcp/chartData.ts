// generate_chart's `data` (CSV or TSV text) or `rows` (objects) as the data file that
// POST /charts/generations reads. The file's name tells the API's parser the delimiter.
import { ToolFailure } from './apiClient.ts';
import { CHART_CSV_MAX_BYTES } from './schemas.ts';

export interface ChartDataFile {
  bytes: Buffer;
  name: string;
}

type Cell = string | number | boolean | null;

function invalid(field: string, reason: string, message: string): ToolFailure {
  return new ToolFailure('INVALID_REQUEST', message, { reason, field });
}

export function chartDataFile(input: { data?: string | undefined; rows?: Array<Record<string, Cell>> | undefined; data_format?: 'csv' | 'tsv' | undefined }): ChartDataFile {
  if ((input.data === undefined) === (input.rows === undefined)) {
    throw invalid('data', 'DATA_OR_ROWS_REQUIRED', 'Give exactly one of data (CSV or TSV text) and rows (objects).');
  }
  if (input.rows !== undefined) {
    if (input.data_format === 'tsv') throw invalid('data_format', 'VALIDATION_FAILED', 'data_format applies to data; rows are sent as CSV.');
    const csv = rowsToCsv(input.rows);
    const bytes = Buffer.from(csv, 'utf8');
    if (bytes.length > CHART_CSV_MAX_BYTES) {
      throw new ToolFailure('PAYLOAD_TOO_LARGE', `The rows make a CSV of ${bytes.length} bytes; the tool sends at most ${CHART_CSV_MAX_BYTES}. Use POST /charts/generations for larger data.`, {
        reason: 'CHART_DATA_TOO_LARGE',
        field: 'rows',
        max_bytes: CHART_CSV_MAX_BYTES,
      });
    }
    return { bytes, name: 'rows.csv' };
  }
  const text = input.data!;
  const format = input.data_format ?? formatOf(text);
  return { bytes: Buffer.from(text, 'utf8'), name: `data.${format}` };
}

/** TSV when the header line has a tab, else CSV (the parser still reads semicolons). */
function formatOf(text: string): 'csv' | 'tsv' {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  return header.includes('\t') ? 'tsv' : 'csv';
}

/** Columns in order of first appearance across the rows; a missing value is an empty cell. */
export function rowsToCsv(rows: Array<Record<string, Cell>>): string {
  const columns: string[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    for (const name of Object.keys(row)) {
      if (!seen.has(name)) {
        seen.add(name);
        columns.push(name);
      }
    }
  }
  if (columns.length === 0) throw invalid('rows', 'VALIDATION_FAILED', 'The rows have no columns.');
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(row[c] ?? null)).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** RFC 4180 quoting; numbers in JavaScript's shortest round-trip form. */
function csvCell(value: Cell | string): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : String(value);
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
