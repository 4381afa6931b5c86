// One data file to a Table, wherever it runs: in the bounded parse worker (parseWorker.ts) or,
// for a small text file, on the caller's thread (index.ts). SheetJS is only loaded for workbooks.

import { decodeText } from './decode.ts';
import { parseDelimited } from './delimited.ts';
import { isMarkup } from './detect.ts';
import { DATA_REASONS } from './reasons.ts';
import { DataError, type Table } from './types.ts';

export interface ParseJob {
  bytes: Uint8Array;
  kind: 'text' | 'xlsx' | 'xls';
  fileName?: string;
  sheetName?: string;
}

export type ParseReply =
  | { ok: true; table: Table }
  | { ok: false; reason: string; message: string; sheetNames?: string[] };

export async function parseJob(job: ParseJob): Promise<Table> {
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  if (job.kind !== 'text') {
    const { readWorkbook } = await import('./workbook.ts');
    return readWorkbook(bytes, job.kind, job.sheetName);
  }
  return parseText(bytes, job.fileName);
}

/** A delimited text file to a Table (synchronous: the caller bounds its size). */
export function parseText(bytes: Buffer, fileName: string | undefined): Table {
  const { text } = decodeText(bytes);
  if (isMarkup(text)) {
    throw new DataError(
      DATA_REASONS.UNSUPPORTED_DATA_FORMAT,
      'The data file is markup (HTML or XML); send CSV, TSV or TXT text, or an XLSX or XLS workbook.',
    );
  }
  return parseDelimited(text, fileName);
}

/** Any failure as a refusal: DataErrors as they are, anything else by the kind of file. */
export function failureReply(error: unknown, kind: ParseJob['kind']): ParseReply & { ok: false } {
  if (error instanceof DataError) {
    return { ok: false, reason: error.reason, message: error.message, ...(error.sheetNames ? { sheetNames: error.sheetNames } : {}) };
  }
  const message = error instanceof Error ? error.message : String(error);
  const exhausted = /invalid (string|array) length|allocation failed|maximum call stack/i.test(message);
  if (kind === 'text') {
    return exhausted
      ? { ok: false, reason: DATA_REASONS.DATA_TOO_LARGE, message: 'The data is too large to read.' }
      : { ok: false, reason: DATA_REASONS.CSV_INVALID, message: 'The data file cannot be read as delimited text.' };
  }
  if (/password|encrypt/i.test(message)) {
    return { ok: false, reason: DATA_REASONS.WORKBOOK_ENCRYPTED, message: 'The workbook is encrypted; save it without a password.' };
  }
  return exhausted
    ? { ok: false, reason: DATA_REASONS.WORKBOOK_TOO_LARGE, message: 'The workbook is too large to read.' }
    : { ok: false, reason: DATA_REASONS.WORKBOOK_INVALID, message: 'The workbook cannot be read: it is damaged or not a workbook.' };
}
