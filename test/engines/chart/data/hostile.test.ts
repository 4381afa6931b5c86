// Hostile files: zip bombs, binary garbage, other document formats, oversized files, and
// parses that run out of memory or time in their worker.

import * as XLSX from '@e965/xlsx';
import { strToU8, zipSync } from 'fflate';
import { randomBytes } from 'node:crypto';
import { DataError, parseDataFile } from '../../../../engines/chart/data/index.ts';
import { parseInSandbox } from '../../../../engines/chart/data/sandbox.ts';

async function refusal(promise: Promise<unknown>): Promise<DataError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DataError) return error;
    throw error;
  }
  throw new Error('expected a DataError');
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '</Types>';
const WORKBOOK_XML =
  '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>';

/** A workbook-shaped zip whose sheet part is `sheetBytes` zeros, deflated by fflate. */
function bombWorkbook(sheetBytes: number): Buffer {
  return Buffer.from(
    zipSync(
      {
        '[Content_Types].xml': strToU8(CONTENT_TYPES),
        'xl/workbook.xml': strToU8(WORKBOOK_XML),
        'xl/worksheets/sheet1.xml': new Uint8Array(sheetBytes),
      },
      { level: 1 },
    ),
  );
}

/** Rewrites the uncompressed size an entry declares, in its central directory record and local header. */
function declareSize(zip: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(zip);
  const eocd = out.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = out.readUInt32LE(eocd + 16);
  for (let n = out.readUInt16LE(eocd + 10); n > 0; n--) {
    const nameLength = out.readUInt16LE(at + 28);
    if (out.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      out.writeUInt32LE(size, at + 24);
      out.writeUInt32LE(size, out.readUInt32LE(at + 42) + 22);
    }
    at += 46 + nameLength + out.readUInt16LE(at + 30) + out.readUInt16LE(at + 32);
  }
  return out;
}

function smallWorkbook(rows: number): Buffer {
  const data: unknown[][] = [['name', 'value']];
  for (let i = 0; i < rows; i++) data.push([`row ${i}`, i * 1.5]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(data), 'S');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

describe('zip bombs', () => {
  let bomb: Buffer;
  beforeAll(() => {
    bomb = bombWorkbook(200 * 1024 * 1024);
  });

  test('a workbook whose sheet declares 200 MB of zeros is DATACHART_WORKBOOK_TOO_LARGE before any parsing', async () => {
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = Date.now();
    const error = await refusal(parseDataFile(bomb));
    expect(error.reason).toBe('DATACHART_WORKBOOK_TOO_LARGE');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  test('a bomb that lies about its sizes is caught by counting what it inflates to', async () => {
    const liar = declareSize(bomb, 'xl/worksheets/sheet1.xml', 100_000);
    const error = await refusal(parseDataFile(liar));
    expect(error.reason).toBe('DATACHART_WORKBOOK_TOO_LARGE');
  });

  test('an entry that expands more than 200 times is DATACHART_WORKBOOK_TOO_LARGE', async () => {
    const error = await refusal(parseDataFile(bombWorkbook(10 * 1024 * 1024)));
    expect(error.reason).toBe('DATACHART_WORKBOOK_TOO_LARGE');
  });
});

describe('not a data file', () => {
  test('random bytes named .csv are UNSUPPORTED_DATA_FORMAT', async () => {
    const error = await refusal(parseDataFile(randomBytes(64 * 1024), { fileName: 'data.csv' }));
    expect(error.reason).toBe('UNSUPPORTED_DATA_FORMAT');
  });

  test('a Word document (docx zip) is UNSUPPORTED_DATA_FORMAT, whatever its name', async () => {
    const docx = zipSync({ '[Content_Types].xml': strToU8(CONTENT_TYPES), 'word/document.xml': strToU8('<w:document/>') });
    const error = await refusal(parseDataFile(Buffer.from(docx), { fileName: 'data.xlsx' }));
    expect(error.reason).toBe('UNSUPPORTED_DATA_FORMAT');
  });

  test('a zip without xl/workbook.xml (XLSB, plain archive) is UNSUPPORTED_DATA_FORMAT', async () => {
    for (const name of ['xl/workbook.bin', 'notes.txt']) {
      const zip = zipSync({ [name]: strToU8('a,b\n1,2\n') });
      expect((await refusal(parseDataFile(Buffer.from(zip)))).reason).toBe('UNSUPPORTED_DATA_FORMAT');
    }
  });

  test('an OLE2 file without a Workbook stream (a .doc) is UNSUPPORTED_DATA_FORMAT', async () => {
    const cfb = XLSX.CFB.utils.cfb_new();
    XLSX.CFB.utils.cfb_add(cfb, '/WordDocument', randomBytes(6000));
    const error = await refusal(parseDataFile(XLSX.CFB.write(cfb, { type: 'buffer' }) as Buffer, { fileName: 'data.xls' }));
    expect(error.reason).toBe('UNSUPPORTED_DATA_FORMAT');
  });

  test('a PDF, and HTML named .xls, are UNSUPPORTED_DATA_FORMAT', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n');
    expect((await refusal(parseDataFile(pdf, { fileName: 'data.csv' }))).reason).toBe('UNSUPPORTED_DATA_FORMAT');
    const html = Buffer.from('<html><body><table><tr><td>a</td></tr></table></body></html>');
    expect((await refusal(parseDataFile(html, { fileName: 'export.xls' }))).reason).toBe('UNSUPPORTED_DATA_FORMAT');
  });

  test('UTF-16 without a BOM is not guessed: UNSUPPORTED_DATA_FORMAT', async () => {
    const error = await refusal(parseDataFile(Buffer.from('a,b\n1,2\n', 'utf16le')));
    expect(error.reason).toBe('UNSUPPORTED_DATA_FORMAT');
  });

  test('a 9 MB file is DATA_FILE_TOO_LARGE before it is looked at', async () => {
    const error = await refusal(parseDataFile(randomBytes(9 * 1024 * 1024), { fileName: 'big.xlsx' }));
    expect(error.reason).toBe('DATA_FILE_TOO_LARGE');
  });
});

describe('the parse worker', () => {
  test('a parse past its deadline is terminated and becomes DATACHART_WORKBOOK_TOO_LARGE', async () => {
    const bounds = { timeoutMs: 1, maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 16 };
    const error = await refusal(parseInSandbox(smallWorkbook(2000), { kind: 'xlsx' }, bounds));
    expect(error.reason).toBe('DATACHART_WORKBOOK_TOO_LARGE');
  });

  test('a worker out of memory becomes a DataError and the caller carries on', async () => {
    const bounds = { timeoutMs: 20_000, maxOldGenerationSizeMb: 12, maxYoungGenerationSizeMb: 2 };
    const error = await refusal(parseInSandbox(smallWorkbook(30_000), { kind: 'xlsx' }, bounds));
    expect(error.reason).toBe('DATACHART_WORKBOOK_TOO_LARGE');
    // The process is unharmed and the next parse works.
    const table = await parseDataFile(smallWorkbook(10));
    expect(table.rowCount).toBe(10);
  });

  test('a text parse past its deadline becomes DATACHART_DATA_TOO_LARGE', async () => {
    const bounds = { timeoutMs: 1, maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 16 };
    const error = await refusal(parseInSandbox(Buffer.from('a,b\n1,2\n'), { kind: 'text' }, bounds));
    expect(error.reason).toBe('DATACHART_DATA_TOO_LARGE');
  });
});
