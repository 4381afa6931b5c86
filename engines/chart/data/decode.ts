// Turns the bytes of a text data file into a string. Recognised: UTF-8 with or without BOM,
// UTF-16 LE and BE with BOM, and, when the bytes are not valid UTF-8, windows-1252 (which
// every byte decodes in, and which covers ISO-8859-1 text as browsers read it). Text without
// a BOM in any other encoding (UTF-16 without BOM, Shift-JIS, GBK...) is not guessed: it fails
// the control-character check below or reads as windows-1252.
//
// Binary data is refused: after decoding, the text must hold no control character other than
// tab, line feed, carriage return and form feed (a DOS end-of-file Ctrl-Z at the very end is
// dropped). Random bytes practically always contain one within the first few hundred bytes.

import { isUtf8 } from 'node:buffer';
import { DATA_REASONS } from './reasons.ts';
import { DataError } from './types.ts';

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface DecodedText {
  text: string;
  encoding: TextEncoding;
}

function notText(): DataError {
  return new DataError(
    DATA_REASONS.UNSUPPORTED_DATA_FORMAT,
    'The data file is not text in a supported encoding (UTF-8, UTF-16 with BOM, windows-1252) nor an XLSX or XLS workbook.',
  );
}

export function decodeText(bytes: Buffer): DecodedText {
  let decoded: DecodedText;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) decoded = { text: strict('utf-16le', bytes.subarray(2)), encoding: 'utf-16le' };
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) decoded = { text: strict('utf-16be', bytes.subarray(2)), encoding: 'utf-16be' };
  else {
    const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
    decoded = isUtf8(body)
      ? { text: body.toString('utf8'), encoding: 'utf-8' }
      : { text: new TextDecoder('windows-1252').decode(body), encoding: 'windows-1252' };
  }
  let text = decoded.text;
  if (text.endsWith('\u001a')) text = text.slice(0, -1);
  // eslint-disable-next-line no-control-regex -- the point is to find control characters
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) throw notText();
  return { text, encoding: decoded.encoding };
}

function strict(encoding: 'utf-16le' | 'utf-16be', bytes: Buffer): string {
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw notText();
  }
}
