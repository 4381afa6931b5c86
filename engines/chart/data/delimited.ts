// CSV, TSV and TXT: delimiter detection and an RFC 4180 reader.
//
// A small hand-written reader rather than csv-parse: it is one pass over a string already
// bounded by MAX_FILE_BYTES; it stops at the first row or cell over a limit instead of
// materialising the whole file first (csv-parse's sync API returns all records at once); it
// keeps at most MAX_COLUMNS fields of a record however many delimiters it has; it knows the
// physical line where each record starts (quoted fields may span lines) for the messages of
// ragged rows; and the same code reads the sample that delimiter detection scores.
//
// Reading rules: records end at LF, CRLF or CR. A field is quoted when its first non-blank
// character is `"`; inside, `""` is a quote and delimiters and line breaks are data; text
// between a closing quote and the next delimiter is kept (as Excel does). A quote inside an
// unquoted field is an ordinary character. A quote never closed is DATACHART_CSV_INVALID.
// Blank records (nothing but delimiters and spaces) are skipped anywhere. Lines starting with
// `#` above the header (a data source or units note) are skipped when only without them does
// the file read as a table.
//
// Ragged rows: the header has H fields of which the first T reach its last non-empty one. A
// data record may have more than H fields if the extra ones are empty (trailing delimiters),
// and may have fewer than H if it still reaches T (the header's own trailing empty fields).
// Any other record is DATACHART_CSV_INVALID naming the line where it starts.
//
// Delimiter detection: comma, tab and semicolon each read the first SNIFF_RECORDS records
// of the first SNIFF_CHARS characters (quotes respected), and the readings are ranked:
//   1. the header splits into 2+ fields and every sampled record fits it (as above). Ties go
//      to semicolon, then comma, then tab (a .tsv name puts tab first): a semicolon file with
//      decimal commas and a comma in a header name ("dose, mg") also reads consistently
//      with commas, while a comma file practically never has a semicolon on every line;
//   2. the header splits into 2+ fields but some records do not fit: a ragged file, whose
//      full read reports the first bad line; the larger share of fitting records wins;
//   3. one column, every record fits ("value" then "3,14" is a semicolon file of one
//      column); ties go to the file name (.csv comma, .tsv tab), then comma, semicolon, tab;
//   4. nothing fits: the name's delimiter, else comma, and the full read reports the line.
// Decimal commas are read only in semicolon files (infer.ts).

import type { NumberStyle, RawCell } from './infer.ts';
import { MAX_COLUMNS, SNIFF_CHARS, SNIFF_RECORDS } from './limits.ts';
import { DATA_REASONS } from './reasons.ts';
import { buildTable, checkSize, tooManyColumns } from './table.ts';
import { DataError, type Table } from './types.ts';

export type Delimiter = ',' | '\t' | ';';

interface TextRecord {
  /** The fields, at most MAX_COLUMNS of them. */
  fields: string[];
  /** How many fields the record has. */
  count: number;
  /** Index after its last non-blank field (0 for a blank record). */
  filled: number;
  /** Physical line (1-based) where the record starts. */
  line: number;
}

const QUOTE = 34;
const LF = 10;
const CR = 13;
const SPACE = 32;
const TAB = 9;

function csvInvalid(message: string): DataError {
  return new DataError(DATA_REASONS.CSV_INVALID, message);
}

function countLineBreaks(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === LF || (c === CR && text.charCodeAt(i + 1) !== LF)) n++;
  }
  return n;
}

/**
 * Calls `visit` with each record until it returns false. With `partial` (a cut sample), an
 * unclosed quote ends the reading instead of being an error.
 */
export function readRecords(text: string, delimiter: Delimiter, visit: (record: TextRecord) => boolean, partial = false): void {
  const delim = delimiter.charCodeAt(0);
  const n = text.length;
  let i = 0;
  let line = 1;
  while (i < n) {
    const record: TextRecord = { fields: [], count: 0, filled: 0, line };
    for (;;) {
      let start = i;
      while (start < n && (text.charCodeAt(start) === SPACE || (text.charCodeAt(start) === TAB && delim !== TAB))) start++;
      let value: string;
      if (start < n && text.charCodeAt(start) === QUOTE) {
        const openedOn = line;
        let k = start + 1;
        let segment = k;
        value = '';
        for (;;) {
          const q = text.indexOf('"', k);
          if (q < 0) {
            if (partial) return;
            throw csvInvalid(`Line ${openedOn}: a quoted field is never closed.`);
          }
          line += countLineBreaks(text, k, q);
          if (text.charCodeAt(q + 1) === QUOTE) {
            value += text.slice(segment, q + 1);
            k = q + 2;
            segment = k;
            continue;
          }
          value += text.slice(segment, q);
          i = q + 1;
          break;
        }
        let end = i;
        while (end < n) {
          const c = text.charCodeAt(end);
          if (c === delim || c === LF || c === CR) break;
          end++;
        }
        if (end > i) value += text.slice(i, end);
        i = end;
      } else {
        let end = i;
        while (end < n) {
          const c = text.charCodeAt(end);
          if (c === delim || c === LF || c === CR) break;
          end++;
        }
        value = text.slice(i, end);
        i = end;
      }
      record.count++;
      if (record.count <= MAX_COLUMNS) record.fields.push(value);
      if (value.trim() !== '') record.filled = record.count;
      if (i < n && text.charCodeAt(i) === delim) {
        i++;
        continue;
      }
      if (i < n) {
        i += text.charCodeAt(i) === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
        line++;
      }
      break;
    }
    if (!visit(record)) return;
  }
}

interface Candidate {
  delimiter: Delimiter;
  tier: number;
  fitRatio: number;
  rank: number;
}

function nameHint(fileName: string | undefined): Delimiter | undefined {
  const name = (fileName ?? '').toLowerCase();
  if (name.endsWith('.tsv') || name.endsWith('.tab')) return '\t';
  if (name.endsWith('.csv')) return ',';
  return undefined;
}

/** Whether a data record fits a header of `count` fields whose last non-empty one is at `filled`. */
function fits(record: TextRecord, header: TextRecord): boolean {
  return record.filled <= header.count && record.count >= header.filled;
}

/** Order of preference among readings with a header of several fields (see the top of the file). */
const MULTI_COLUMN_ORDER: Delimiter[] = [';', ',', '\t'];
/** Order of preference among single-column readings. */
const SINGLE_COLUMN_ORDER: Delimiter[] = [',', ';', '\t'];

function sampleRecords(sample: string, delimiter: Delimiter, cut: boolean): TextRecord[] {
  const records: TextRecord[] = [];
  let complete = false;
  readRecords(
    sample,
    delimiter,
    (record) => {
      if (record.filled > 0) records.push(record);
      complete = records.length > SNIFF_RECORDS;
      return !complete;
    },
    true,
  );
  if (cut && !complete) records.pop(); // the last record may be cut short
  return records;
}

export function detectDelimiter(text: string, fileName?: string): Delimiter {
  const best = bestReading(text, fileName);
  return best.tier <= 3 ? best.delimiter : (nameHint(fileName) ?? ',');
}

/** The best-ranked reading of the file's start (see the top of the file). */
function bestReading(text: string, fileName: string | undefined): Candidate {
  const sample = text.slice(0, SNIFF_CHARS);
  const cut = text.length > SNIFF_CHARS;
  const hint = nameHint(fileName);
  const candidates: Candidate[] = SINGLE_COLUMN_ORDER.map((delimiter) => {
    const [header, ...rows] = sampleRecords(sample, delimiter, cut);
    if (header === undefined) return { delimiter, tier: 5, fitRatio: 0, rank: 0 };
    const fitRatio = rows.length === 0 ? 1 : rows.filter((row) => fits(row, header)).length / rows.length;
    if (header.filled >= 2) {
      // A .tsv name settles a tie for tab; a .csv name does not for comma: semicolon files are often named .csv.
      const rank = delimiter === hint && hint === '\t' ? -1 : MULTI_COLUMN_ORDER.indexOf(delimiter);
      return { delimiter, tier: fitRatio === 1 ? 1 : 2, fitRatio, rank };
    }
    const rank = delimiter === hint ? -1 : SINGLE_COLUMN_ORDER.indexOf(delimiter);
    return { delimiter, tier: fitRatio === 1 ? 3 : 4, fitRatio, rank };
  });
  candidates.sort((a, b) => a.tier - b.tier || b.fitRatio - a.fitRatio || a.rank - b.rank);
  return candidates[0]!;
}

/** Lines at the very start that begin with `#`: a source or units note above the header. */
const PREAMBLE = /^(?:[ \t]*#[^\r\n]*(?:\r\n|\r|\n))+/;

/**
 * The text with its `#` preamble read as blank lines (kept as line breaks, so that messages
 * name the file's own lines), when only without it does the header split into several
 * columns; otherwise the text as it is (a header may start with `#`).
 */
function withoutPreamble(text: string, fileName: string | undefined): string {
  const preamble = PREAMBLE.exec(text)?.[0];
  if (!preamble) return text;
  const stripped = preamble.replace(/[^\r\n]+/g, '') + text.slice(preamble.length);
  return bestReading(stripped, fileName).tier <= 2 && bestReading(text, fileName).tier >= 3 ? stripped : text;
}

function styleOf(delimiter: Delimiter): NumberStyle {
  if (delimiter === ',') return 'comma-file';
  if (delimiter === ';') return 'semicolon-file';
  return 'plain';
}

function formatOf(delimiter: Delimiter, fileName: string | undefined): Table['format'] {
  const extension = /\.(csv|tsv|txt)$/i.exec(fileName ?? '')?.[1]?.toLowerCase();
  if (extension === 'csv' || extension === 'tsv' || extension === 'txt') return extension;
  return delimiter === '\t' ? 'tsv' : 'csv';
}

export function parseDelimited(source: string, fileName?: string): Table {
  const text = withoutPreamble(source, fileName);
  const delimiter = detectDelimiter(text, fileName);
  let header: TextRecord | undefined;
  const rows: RawCell[][] = [];
  let width = 0;
  readRecords(text, delimiter, (record) => {
    if (record.filled === 0) return true;
    if (header === undefined) {
      header = record;
      width = record.filled;
      if (width > MAX_COLUMNS) throw tooManyColumns();
      return true;
    }
    if (record.filled > header.count) {
      throw csvInvalid(
        `Line ${record.line} has ${record.filled} fields but the header (line ${header.line}) has ${header.count}.`,
      );
    }
    if (record.count < header.filled) {
      throw csvInvalid(
        `Line ${record.line} has ${record.count} fields but the header (line ${header.line}) names ${header.filled} columns.`,
      );
    }
    rows.push(record.fields.length > record.filled ? record.fields.slice(0, record.filled) : record.fields);
    if (record.filled > width) width = record.filled;
    checkSize(rows.length, width);
    return true;
  });
  if (header === undefined) throw new DataError(DATA_REASONS.EMPTY, 'The data file has no rows.');
  const headerCells: RawCell[] = header.fields.slice(0, header.filled);
  return buildTable({ header: headerCells, rows, width }, styleOf(delimiter), { format: formatOf(delimiter, fileName) });
}
