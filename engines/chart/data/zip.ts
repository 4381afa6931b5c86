// The shared zip guard (core/zip.ts) in a workbook's words: its problems become the
// data reasons a chart request is refused with.
import { checkDeclaredSizes as declaredSizes, checkInflatedSizes as inflatedSizes, ZipProblem, type ZipEntry } from '../../../core/zip.ts';
import { DATA_REASONS } from './reasons.ts';
import { DataError } from './types.ts';

export { isZip, localHeaderNames, readCentralDirectory, type ZipEntry } from '../../../core/zip.ts';

export function checkDeclaredSizes(bytes: Buffer, entries: ZipEntry[]): void {
  asWorkbook(() => declaredSizes(bytes, entries));
}

export function checkInflatedSizes(bytes: Buffer, entries: ZipEntry[]): void {
  asWorkbook(() => inflatedSizes(bytes, entries));
}

function asWorkbook(check: () => void): void {
  try {
    check();
  } catch (err) {
    if (!(err instanceof ZipProblem)) throw err;
    switch (err.kind) {
      case 'too_large':
        throw new DataError(DATA_REASONS.WORKBOOK_TOO_LARGE, `The workbook is too large to read: ${err.detail}.`);
      case 'encrypted':
        throw new DataError(DATA_REASONS.WORKBOOK_ENCRYPTED, 'The workbook is encrypted; save it without a password.');
      case 'unsupported_method':
        throw new DataError(DATA_REASONS.WORKBOOK_INVALID, `The workbook uses ${err.detail}.`);
      case 'damaged':
        throw new DataError(DATA_REASONS.WORKBOOK_INVALID, `The workbook is damaged: ${err.detail}.`);
    }
  }
}
