// Content types are decided from bytes, never from names or client headers (DESIGN "Files").
// Written by hand: the accepted types are a handful of fixed signatures plus two text
// checks, which is less code than adapting a general detector and needs no dependency.
// The file name only chooses between text/markdown and text/plain for text that is
// otherwise the same.

import { isUtf8 } from 'node:buffer';
import { localHeaderNames, readCentralDirectory } from './zip.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const SVG_HEAD_BYTES = 4096;

export function sniffContentType(bytes: Buffer, fileName?: string): string | undefined {
  if (bytes.length === 0) return undefined;
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  // Any OLE2 compound file (also .xls, .ppt) is labelled as Word: it is the only OLE2
  // format an upload purpose accepts, and the flowchart engine reads it as such.
  if (startsWith(bytes, OLE2_SIGNATURE)) return 'application/msword';
  if (ascii(bytes, 0, 4) === 'PK\x03\x04') return zipHasWordPart(bytes) ? DOCX : undefined;
  if (!isText(bytes)) return undefined;
  // Rich Text (often saved as ".doc") is text of control words, not prose: read as plain text it
  // would become a flowchart of RTF codes, so it is no accepted type.
  if (ascii(bytes, 0, 5) === '{\\rtf') return undefined;
  if (hasSvgRoot(bytes)) return 'image/svg+xml';
  return /\.(md|markdown)$/i.test(fileName ?? '') ? 'text/markdown' : 'text/plain';
}

function startsWith(bytes: Buffer, prefix: Buffer): boolean {
  return bytes.length >= prefix.length && bytes.subarray(0, prefix.length).equals(prefix);
}

function ascii(bytes: Buffer, start: number, end: number): string {
  return bytes.length >= end ? bytes.toString('latin1', start, end) : '';
}

/** Valid UTF-8 without NUL or other control characters than tab, CR, LF and form feed. */
function isText(bytes: Buffer): boolean {
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if ((b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d) || b === 0x7f) return false;
  }
  return isUtf8(bytes);
}

/** An `<svg` root after an optional BOM, XML declaration, comments, processing instructions and doctype. */
function hasSvgRoot(bytes: Buffer): boolean {
  // A cut multi-byte character at the end of the window only becomes U+FFFD there.
  let s = bytes.subarray(0, SVG_HEAD_BYTES).toString('utf8');
  if (s.charCodeAt(0) === 0xfeff) s = s.slice(1);
  for (;;) {
    s = s.trimStart();
    let end: number;
    if (s.startsWith('<?')) end = indexAfter(s, '?>');
    else if (s.startsWith('<!--')) end = indexAfter(s, '-->');
    else if (/^<!DOCTYPE/i.test(s)) end = doctypeEnd(s);
    else break;
    if (end < 0) return false;
    s = s.slice(end);
  }
  return /^<svg[\s/>]/.test(s);
}

function indexAfter(s: string, token: string): number {
  const i = s.indexOf(token);
  return i < 0 ? -1 : i + token.length;
}

/** The `>` that closes a doctype, skipping an internal subset in brackets. */
function doctypeEnd(s: string): number {
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (c === '>' && depth <= 0) return i + 1;
  }
  return -1;
}

/** A DOCX is a zip whose parts include `word/...`; other zips (xlsx, odt, plain archives) are not. */
function zipHasWordPart(bytes: Buffer): boolean {
  const names = readCentralDirectory(bytes)?.map((entry) => entry.name) ?? localHeaderNames(bytes);
  return names.some((name) => name.startsWith('word/'));
}
