// Reads the structure of a zip (an XLSX workbook, a DOCX document) without trusting it, so that
// a zip bomb is refused before a parser sees it, and sniffing can name a zip's parts. Written by
// hand: only the central directory and the local headers are needed, and the checks must read
// them exactly as the parsers do (SheetJS and mammoth walk the central directory's entries and
// inflate each from its local header until the deflate stream ends, whatever sizes are declared).

import { inflateRawSync } from 'node:zlib';

/** Sum of the uncompressed sizes of the entries, declared and actual. */
export const MAX_ZIP_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;
/** Largest uncompressed/compressed ratio of one zip entry... */
export const MAX_ZIP_RATIO = 200;
/** ...checked for entries of at least this uncompressed size (tiny parts may compress better). */
export const ZIP_RATIO_MIN_BYTES = 1024 * 1024;
/** Entries of a document; Office writes a few dozen. */
export const MAX_ZIP_ENTRIES = 10_000;

/**
 * Why a zip cannot be read safely; each reader words it for its own file type. `detail` is a
 * phrase ("the part xl/sheet1.xml expands more than 200 times").
 */
export class ZipProblem extends Error {
  readonly kind: 'too_large' | 'encrypted' | 'damaged' | 'unsupported_method';
  readonly detail: string;

  constructor(kind: ZipProblem['kind'], detail: string) {
    super(detail);
    this.name = 'ZipProblem';
    this.kind = kind;
    this.detail = detail;
  }
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const MAX_EOCD_COMMENT = 0xffff;

export interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

export function isZip(bytes: Buffer): boolean {
  return bytes.length >= 4 && (bytes.readUInt32LE(0) === LOCAL_SIGNATURE || bytes.readUInt32LE(0) === EOCD_SIGNATURE);
}

/**
 * The entries listed by the central directory (at most MAX_ZIP_ENTRIES + 1, enough to know
 * there are too many), or undefined when there is no readable directory.
 */
export function readCentralDirectory(bytes: Buffer): ZipEntry[] | undefined {
  const lowest = Math.max(0, bytes.length - 22 - MAX_EOCD_COMMENT);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= lowest; i--) {
    if (bytes.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return undefined;
  const count = bytes.readUInt16LE(eocd + 10);
  let at = bytes.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < Math.min(count, MAX_ZIP_ENTRIES + 1); n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_SIGNATURE) return undefined;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    if (at + 46 + nameLength > bytes.length) return undefined;
    entries.push({
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      uncompressedSize: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Names from the local headers in file order: evidence of what a zip without a readable directory held. */
export function localHeaderNames(bytes: Buffer): string[] {
  const names: string[] = [];
  let at = 0;
  for (let n = 0; n <= MAX_ZIP_ENTRIES && at + 30 <= bytes.length; n++) {
    if (bytes.readUInt32LE(at) !== LOCAL_SIGNATURE) break;
    const compressedSize = bytes.readUInt32LE(at + 18);
    const nameLength = bytes.readUInt16LE(at + 26);
    const extraLength = bytes.readUInt16LE(at + 28);
    names.push(bytes.toString('utf8', at + 30, Math.min(bytes.length, at + 30 + nameLength)));
    // With a data descriptor (flag 8) the size is only known after the data: stop there.
    if (bytes.readUInt16LE(at + 6) & 8 && compressedSize === 0) break;
    at += 30 + nameLength + extraLength + compressedSize;
  }
  return names;
}

interface LocalHeader {
  dataStart: number;
  flags: number;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
}

function readLocalHeader(bytes: Buffer, entry: ZipEntry): LocalHeader {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_SIGNATURE) {
    throw new ZipProblem('damaged', `the part ${entry.name} cannot be found`);
  }
  const dataStart = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  if (dataStart > bytes.length) {
    throw new ZipProblem('damaged', `the part ${entry.name} is cut short`);
  }
  return {
    dataStart,
    flags: bytes.readUInt16LE(at + 6),
    method: bytes.readUInt16LE(at + 8),
    compressedSize: bytes.readUInt32LE(at + 18),
    uncompressedSize: bytes.readUInt32LE(at + 22),
  };
}

function tooLarge(detail: string): ZipProblem {
  return new ZipProblem('too_large', detail);
}

/**
 * Refuses, from the sizes the zip declares (central directory and local headers, whichever is
 * larger), a zip that would expand beyond MAX_ZIP_UNCOMPRESSED_BYTES in total or whose
 * entries expand more than MAX_ZIP_RATIO times. Cheap: no decompression.
 */
export function checkDeclaredSizes(bytes: Buffer, entries: ZipEntry[]): void {
  if (entries.length > MAX_ZIP_ENTRIES) throw tooLarge(`more than ${MAX_ZIP_ENTRIES} parts`);
  let total = 0;
  for (const entry of entries) {
    const local = readLocalHeader(bytes, entry);
    if ((entry.flags | local.flags) & 0x41) {
      throw new ZipProblem('encrypted', 'its parts are encrypted');
    }
    // 0xFFFFFFFF means "see the ZIP64 record": more than an 8 MB workbook can legitimately hold.
    const declared = Math.max(entry.uncompressedSize, local.uncompressedSize);
    total += declared;
    if (total > MAX_ZIP_UNCOMPRESSED_BYTES) {
      throw tooLarge(`its parts expand to more than ${MAX_ZIP_UNCOMPRESSED_BYTES / (1024 * 1024)} MiB`);
    }
    if (declared >= ZIP_RATIO_MIN_BYTES && declared / Math.max(1, entry.compressedSize) > MAX_ZIP_RATIO) {
      throw tooLarge(`the part ${entry.name} expands more than ${MAX_ZIP_RATIO} times`);
    }
  }
}

/**
 * Inflates every entry as a parser will, counting the bytes actually produced and
 * stopping as soon as the total or an entry's ratio passes its limit: declared sizes can lie.
 * Memory is bounded by the limit (node's maxOutputLength aborts the inflate).
 */
export function checkInflatedSizes(bytes: Buffer, entries: ZipEntry[]): void {
  let total = 0;
  for (const entry of entries) {
    const local = readLocalHeader(bytes, entry);
    const compressed = Math.max(1, entry.compressedSize, local.compressedSize);
    const byRatio = Math.max(ZIP_RATIO_MIN_BYTES, compressed * MAX_ZIP_RATIO);
    const limit = Math.max(1, Math.min(MAX_ZIP_UNCOMPRESSED_BYTES - total, byRatio));
    let produced: number;
    if (local.method === 0) {
      produced = local.compressedSize;
    } else if (local.method === 8) {
      try {
        produced = inflateRawSync(bytes.subarray(local.dataStart), { maxOutputLength: limit }).length;
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
          throw tooLarge(limit === byRatio ? `the part ${entry.name} expands more than ${MAX_ZIP_RATIO} times` : 'its parts expand too much');
        }
        throw new ZipProblem('damaged', `the part ${entry.name} cannot be decompressed`);
      }
    } else {
      throw new ZipProblem('unsupported_method', `an unsupported compression method (${local.method})`);
    }
    total += produced;
    if (total > MAX_ZIP_UNCOMPRESSED_BYTES) {
      throw tooLarge(`its parts expand to more than ${MAX_ZIP_UNCOMPRESSED_BYTES / (1024 * 1024)} MiB`);
    }
  }
}
