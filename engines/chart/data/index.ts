// The data file of a chart (POST /charts/generations, field `data`) to a typed Table, before
// any job exists. Every refusal is a DataError whose `reason` is one of reasons.ts; the API
// answers it with 400 INVALID_REQUEST, details.field = data, details.reason, and
// details.sheet_names when the error carries sheet names.
//
// Here, on the caller's thread, only what is cheap and bounded by the bytes: the size limit,
// the format from the bytes (detect.ts), for an XLSX the sizes its zip declares (zip.ts), and
// a text file of at most INLINE_TEXT_BYTES, which parses in a few milliseconds, less than a
// worker takes to start. Everything else runs in a bounded worker (sandbox.ts). The file name only breaks
// ties between text delimiters and names the text flavour in Table.format; `sheetName` is
// ignored for text.

import { detectFormat } from './detect.ts';
import { INLINE_TEXT_BYTES, MAX_FILE_BYTES } from './limits.ts';
import { failureReply, parseText } from './parse.ts';
import { DATA_REASONS } from './reasons.ts';
import { parseInSandbox } from './sandbox.ts';
import { DataError, type Table } from './types.ts';
import { checkDeclaredSizes } from './zip.ts';

export { DataError } from './types.ts';
export type { Column, ColumnType, Table } from './types.ts';
export { DATA_REASONS, type DataReason } from './reasons.ts';
export * as DATA_LIMITS from './limits.ts';

export interface ParseDataOptions {
  fileName?: string;
  sheetName?: string;
}

export async function parseDataFile(bytes: Buffer, opts: ParseDataOptions = {}): Promise<Table> {
  const table = await parseBytes(bytes, opts);
  const name = opts.fileName?.split(/[\\/]/).at(-1)?.replace(/\.[a-z0-9]{1,5}$/i, '').trim();
  return name ? { ...table, name } : table;
}

async function parseBytes(bytes: Buffer, opts: ParseDataOptions): Promise<Table> {
  if (bytes.length > MAX_FILE_BYTES) {
    throw new DataError(DATA_REASONS.DATA_FILE_TOO_LARGE, `The data file is larger than ${MAX_FILE_BYTES / (1024 * 1024)} MiB.`);
  }
  const detected = detectFormat(bytes);
  if (detected.kind === 'xlsx') checkDeclaredSizes(bytes, detected.entries);
  if (detected.kind === 'text' && bytes.length <= INLINE_TEXT_BYTES) {
    try {
      return parseText(bytes, opts.fileName);
    } catch (error) {
      const refusal = failureReply(error, 'text');
      throw new DataError(refusal.reason, refusal.message, refusal.sheetNames);
    }
  }
  return parseInSandbox(bytes, {
    kind: detected.kind,
    ...(opts.fileName !== undefined ? { fileName: opts.fileName } : {}),
    ...(opts.sheetName !== undefined && detected.kind !== 'text' ? { sheetName: opts.sheetName } : {}),
  });
}
