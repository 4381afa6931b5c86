// Decides what a data file is from its bytes: an XLSX (a zip whose parts include
// xl/workbook.xml), an XLS (an OLE2 compound file with a Workbook or Book stream at its root),
// or else text, which decode.ts must then be able to read. The file name never changes this;
// it only breaks ties between delimiters of text files (delimited.ts).

import { isOle2, oleRootNames } from './ole.ts';
import { DATA_REASONS } from './reasons.ts';
import { DataError } from './types.ts';
import { isZip, localHeaderNames, readCentralDirectory, type ZipEntry } from './zip.ts';

export type Detected = { kind: 'xlsx'; entries: ZipEntry[] } | { kind: 'xls' } | { kind: 'text' };

const WORKBOOK_PART = 'xl/workbook.xml';
const XLS_STREAMS = new Set(['workbook', 'book']);

function unsupported(what: string): DataError {
  return new DataError(
    DATA_REASONS.UNSUPPORTED_DATA_FORMAT,
    `The data file is ${what}; send CSV, TSV or TXT text, or an XLSX or XLS workbook.`,
  );
}

export function detectFormat(bytes: Buffer): Detected {
  if (bytes.length === 0) throw new DataError(DATA_REASONS.EMPTY, 'The data file is empty.');
  if (isZip(bytes)) return detectZip(bytes);
  if (isOle2(bytes)) return detectOle(bytes);
  if (bytes.toString('latin1', 0, 5) === '%PDF-') throw unsupported('a PDF document');
  return { kind: 'text' };
}

function detectZip(bytes: Buffer): Detected {
  const entries = readCentralDirectory(bytes);
  if (entries === undefined) {
    // No readable directory (cut short?): the local headers tell whether it was meant as a
    // workbook. Writers order parts differently, so any part under xl/ counts.
    if (localHeaderNames(bytes).some((name) => name.toLowerCase().startsWith('xl/'))) {
      throw new DataError(DATA_REASONS.WORKBOOK_INVALID, 'The workbook is damaged: its zip directory cannot be read.');
    }
    throw unsupported('a zip archive but not an XLSX workbook');
  }
  const names = entries.map((entry) => entry.name.toLowerCase());
  if (names.includes(WORKBOOK_PART)) return { kind: 'xlsx', entries };
  if (names.includes('xl/workbook.bin')) throw unsupported('an XLSB workbook');
  if (names.some((name) => name.startsWith('word/'))) throw unsupported('a Word document');
  if (names.some((name) => name.startsWith('ppt/'))) throw unsupported('a PowerPoint presentation');
  throw unsupported('a zip archive but not an XLSX workbook');
}

function detectOle(bytes: Buffer): Detected {
  const names = oleRootNames(bytes);
  if (names === undefined) {
    if (bytes.includes(Buffer.from('Workbook', 'utf16le'))) {
      throw new DataError(DATA_REASONS.WORKBOOK_INVALID, 'The workbook is damaged: its compound-file directory cannot be read.');
    }
    throw unsupported('an unreadable Office compound file');
  }
  const lower = names.map((name) => name.toLowerCase());
  if (lower.some((name) => XLS_STREAMS.has(name))) return { kind: 'xls' };
  if (lower.includes('encryptedpackage')) {
    throw new DataError(DATA_REASONS.WORKBOOK_ENCRYPTED, 'The workbook is encrypted; save it without a password.');
  }
  if (lower.includes('worddocument')) throw unsupported('a Word document');
  if (lower.includes('powerpoint document')) throw unsupported('a PowerPoint presentation');
  throw unsupported('an Office compound file but not an XLS workbook');
}

/** Text that is markup (HTML, XML, SVG, Excel 2003 XML) rather than delimited rows. */
export function isMarkup(text: string): boolean {
  return /^\s*<(\?xml|!doctype|html|table|svg|workbook)[\s>]/i.test(text.slice(0, 1024));
}
