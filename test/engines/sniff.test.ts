// Upload types come from the bytes (DESIGN "Files"); names only split markdown from plain text.

import { crc32 } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { sniffContentType } from '../../core/sniff.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A stored (uncompressed) zip of the given parts, with its central directory. */
function zip(parts: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(parts)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(parts).length, 8);
  end.writeUInt16LE(Object.keys(parts).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORD_PARTS = {
  '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
  '_rels/.rels': '<Relationships/>',
  'word/document.xml': '<w:document/>',
};

describe('images by signature', () => {
  test('PNG', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 4, background: '#ff000080' } }).png().toBuffer();
    expect(sniffContentType(png)).toBe('image/png');
    expect(sniffContentType(png, 'notes.md')).toBe('image/png');
  });

  test('a PNG needs the full 8-byte signature', () => {
    expect(sniffContentType(Buffer.from('\x89PNG\r\n\x1aX rest', 'latin1'))).toBeUndefined();
  });

  test('JPEG', async () => {
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    expect(sniffContentType(jpeg, 'photo.png')).toBe('image/jpeg');
  });

  test('WebP', async () => {
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } }).webp().toBuffer();
    expect(sniffContentType(webp)).toBe('image/webp');
  });

  test('a RIFF file that is not WebP (WAV) is nothing', () => {
    const wav = Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'), Buffer.alloc(32, 0)]);
    expect(sniffContentType(wav)).toBeUndefined();
  });
});

describe('documents by signature', () => {
  test('PDF', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    expect(sniffContentType(Buffer.from(await doc.save()), 'paper.txt')).toBe('application/pdf');
  });

  test('Word 97-2003 (OLE2 compound file)', () => {
    const ole = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504, 0)]);
    expect(sniffContentType(ole, 'paper.doc')).toBe('application/msword');
  });

  test('DOCX: a zip with word/ parts, found through the central directory', () => {
    expect(sniffContentType(zip(WORD_PARTS), 'paper.zip')).toBe(DOCX);
  });

  test('DOCX cut before its central directory is found through the local headers', () => {
    const whole = zip(WORD_PARTS);
    const cut = whole.subarray(0, whole.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])));
    expect(sniffContentType(cut)).toBe(DOCX);
  });

  test('other zips (XLSX, plain archives) are nothing', () => {
    expect(sniffContentType(zip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }), 'book.docx')).toBeUndefined();
    expect(sniffContentType(zip({ 'readme.txt': 'hello', 'notword/document.xml': '<x/>' }))).toBeUndefined();
  });
});

describe('SVG', () => {
  test('a bare <svg> root', () => {
    expect(sniffContentType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'))).toBe('image/svg+xml');
  });

  test('after a BOM, XML declaration, comments and a doctype with an internal subset', () => {
    const text = [
      '\ufeff  <?xml version="1.0" encoding="UTF-8" standalone="no"?>',
      '<!-- Created with a drawing tool -->',
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [ <!ENTITY ns "x"> ]>',
      '<!-- another > comment -->',
      '<svg',
      '  xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>',
    ].join('\n');
    expect(sniffContentType(Buffer.from(text, 'utf8'), 'figure.txt')).toBe('image/svg+xml');
  });

  test('an <svg> root after the first 4 KB is only text', () => {
    const text = `<!-- ${'x'.repeat(5000)} -->\n<svg xmlns="http://www.w3.org/2000/svg"/>`;
    expect(sniffContentType(Buffer.from(text))).toBe('text/plain');
  });

  test('an HTML page with inline SVG is not SVG', () => {
    const html = '<!DOCTYPE html>\n<html><head><title>x</title></head><body><svg width="4" height="4"></svg></body></html>\n';
    expect(sniffContentType(Buffer.from(html), 'page.svg')).toBe('text/plain');
  });

  test('Rich Text, often saved as .doc, is no accepted type: its control words are not prose', () => {
    const rtf = '{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0 Arial;}}\\pard 1. Coat the plate\\par 2. Block\\par}';
    expect(sniffContentType(Buffer.from(rtf), 'protocol.doc')).toBeUndefined();
    expect(sniffContentType(Buffer.from(rtf), 'protocol.rtf')).toBeUndefined();
  });

  test('an element whose name only starts with svg is not SVG', () => {
    expect(sniffContentType(Buffer.from('<svgfoo/>'))).toBe('text/plain');
  });
});

describe('text', () => {
  const markdown = Buffer.from('# Title\n\nSome *text* with ünïcödé, a tab\tand a form feed\f.\r\n');

  test('markdown when the name ends in .md or .markdown', () => {
    expect(sniffContentType(markdown, 'notes.md')).toBe('text/markdown');
    expect(sniffContentType(markdown, 'NOTES.MARKDOWN')).toBe('text/markdown');
  });

  test('plain text otherwise', () => {
    expect(sniffContentType(markdown)).toBe('text/plain');
    expect(sniffContentType(markdown, 'notes.md.txt')).toBe('text/plain');
    expect(sniffContentType(Buffer.from('a,b\n1,2\n'), 'data.csv')).toBe('text/plain');
  });

  test('NUL or other control bytes are not text', () => {
    expect(sniffContentType(Buffer.from('hello\u0000world'), 'a.md')).toBeUndefined();
    expect(sniffContentType(Buffer.from('bell\u0007'), 'a.txt')).toBeUndefined();
    expect(sniffContentType(Buffer.from('escape\u001b[0m'), 'a.txt')).toBeUndefined();
  });

  test('invalid UTF-8 is not text', () => {
    expect(sniffContentType(Buffer.from([0x68, 0x69, 0xc3, 0x28, 0x0a]), 'a.txt')).toBeUndefined();
    expect(sniffContentType(Buffer.from('caf\xe9\n', 'latin1'), 'a.md')).toBeUndefined();
  });
});

describe('anything else is nothing', () => {
  test('binary garbage named .csv', () => {
    const garbage = Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 131 + 7) % 256));
    expect(sniffContentType(garbage, 'data.csv')).toBeUndefined();
  });

  test('an empty file', () => {
    expect(sniffContentType(Buffer.alloc(0), 'empty.txt')).toBeUndefined();
  });

  test('GIF and a lone ZIP signature', () => {
    expect(sniffContentType(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'))).toBeUndefined();
    expect(sniffContentType(Buffer.from('PK\x03\x04', 'latin1'))).toBeUndefined();
  });
});
