// XLSX and XLS workbooks, written here with SheetJS's own writer.

import * as XLSX from '@e965/xlsx';
import { unzipSync, zipSync } from 'fflate';
import { randomBytes } from 'node:crypto';
import { DataError, parseDataFile } from '../../../../engines/chart/data/index.ts';

async function refusal(promise: Promise<unknown>): Promise<DataError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DataError) return error;
    throw error;
  }
  throw new Error('expected a DataError');
}

type BookType = 'xlsx' | 'biff8';

function workbook(sheets: Record<string, unknown[][]>): XLSX.WorkBook {
  const book = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(sheets)) XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), name);
  return book;
}

function write(book: XLSX.WorkBook, bookType: BookType): Buffer {
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
}

const jan15 = Date.UTC(2020, 0, 15);

/** A sheet with a category, a number and a date-formatted column. */
function typedSheet(): unknown[][] {
  return [
    ['group', 'value', 'when'],
    ['a', 1.5, new Date(jan15)],
    ['b', -2, new Date(jan15 + 86_400_000)],
    ['c', null, null],
  ];
}

describe.each<[BookType, 'xlsx' | 'xls']>([
  ['xlsx', 'xlsx'],
  ['biff8', 'xls'],
])('%s', (bookType, format) => {
  test('a single-sheet workbook needs no sheet name; numbers, date cells and text are typed', async () => {
    const table = await parseDataFile(write(workbook({ Data: typedSheet() }), bookType));
    expect(table).toEqual({
      format,
      sheetName: 'Data',
      rowCount: 3,
      columns: [
        { name: 'group', type: 'category', values: ['a', 'b', 'c'] },
        { name: 'value', type: 'number', values: [1.5, -2, null] },
        { name: 'when', type: 'date', values: [jan15, jan15 + 86_400_000, null] },
      ],
    });
  });

  test('several sheets without a sheet name is DATACHART_WORKSHEET_REQUIRED with the sheet names', async () => {
    const bytes = write(workbook({ First: typedSheet(), Second: [['x'], [1]] }), bookType);
    const error = await refusal(parseDataFile(bytes));
    expect(error.reason).toBe('DATACHART_WORKSHEET_REQUIRED');
    expect(error.sheetNames).toEqual(['First', 'Second']);
  });

  test('an unknown sheet name is DATACHART_WORKSHEET_INVALID with the sheet names', async () => {
    const bytes = write(workbook({ First: typedSheet(), Second: [['x'], [1]] }), bookType);
    const error = await refusal(parseDataFile(bytes, { sheetName: 'Third' }));
    expect(error.reason).toBe('DATACHART_WORKSHEET_INVALID');
    expect(error.sheetNames).toEqual(['First', 'Second']);
  });

  test('the sheet name chooses the sheet, ignoring case as Excel does', async () => {
    const bytes = write(workbook({ First: typedSheet(), Second: [['x'], [1], [2]] }), bookType);
    const table = await parseDataFile(bytes, { sheetName: 'second' });
    expect(table.sheetName).toBe('Second');
    expect(table.columns).toEqual([{ name: 'x', type: 'number', values: [1, 2] }]);
  });

  test('formulas are never evaluated: the cached value is read', async () => {
    const book = workbook({ Calc: [['a', 'b'], [1, null], [2, null]] });
    const sheet = book.Sheets.Calc!;
    // Cached values that differ from what the formulas would compute.
    sheet.B2 = { t: 'n', v: 42, f: 'A2*2' };
    sheet.B3 = { t: 'n', v: 7, f: 'SUM(A1:A3)*1000' };
    const table = await parseDataFile(write(book, bookType));
    expect(table.columns[1]).toEqual({ name: 'b', type: 'number', values: [42, 7] });
  });

  test('error cells (#DIV/0!, #N/A) are empty', async () => {
    const book = workbook({ S: [['k', 'v'], ['a', 1], ['b', 0], ['c', 2]] });
    book.Sheets.S!.B3 = { t: 'e', v: 0x07 };
    const table = await parseDataFile(write(book, bookType));
    expect(table.columns[1]).toEqual({ name: 'v', type: 'number', values: [1, null, 2] });
  });

  test('the 1904 date system is honoured', async () => {
    const book = workbook({ S: [['d'], [0]] });
    book.Workbook = { WBProps: { date1904: true } };
    book.Sheets.S!.A2 = { t: 'n', v: 1, z: 'yyyy-mm-dd' };
    const table = await parseDataFile(write(book, bookType));
    expect(table.columns[0]!.values).toEqual([Date.UTC(1904, 0, 2)]);
  });
});

test('a header row of numbers in a workbook is DATACHART_NO_HEADER', async () => {
  const error = await refusal(parseDataFile(write(workbook({ S: [[1, 2], [3, 4]] }), 'xlsx')));
  expect(error.reason).toBe('DATACHART_NO_HEADER');
});

test('leading blank rows and columns of a sheet are skipped', async () => {
  const book = XLSX.utils.book_new();
  const sheet = XLSX.utils.aoa_to_sheet([]);
  XLSX.utils.sheet_add_aoa(sheet, [['name', 'n'], ['p', 1]], { origin: 'C3' });
  XLSX.utils.book_append_sheet(book, sheet, 'S');
  const table = await parseDataFile(write(book, 'xlsx'));
  expect(table.columns.map((c) => c.name)).toEqual(['name', 'n']);
  expect(table.rowCount).toBe(1);
});

test('a cell beyond column 500 is DATACHART_TOO_MANY_COLUMNS', async () => {
  const book = workbook({ S: [['a'], [1]] });
  const sheet = book.Sheets.S!;
  sheet.XFD2 = { t: 'n', v: 1 };
  sheet['!ref'] = 'A1:XFD2';
  const error = await refusal(parseDataFile(write(book, 'xlsx')));
  expect(error.reason).toBe('DATACHART_TOO_MANY_COLUMNS');
});

test('a sheet of more than 100,000 data rows is DATACHART_TOO_MANY_ROWS', async () => {
  const rows: unknown[][] = [['v']];
  for (let i = 0; i <= 100_000; i++) rows.push([i]);
  const error = await refusal(parseDataFile(write(workbook({ S: rows }), 'xlsx')));
  expect(error.reason).toBe('DATACHART_TOO_MANY_ROWS');
});

test('a damaged XLSX is DATACHART_WORKBOOK_INVALID', async () => {
  const good = write(workbook({ S: typedSheet() }), 'xlsx');
  // Cut short: the zip directory at the end is gone.
  expect((await refusal(parseDataFile(good.subarray(0, Math.floor(good.length / 2))))).reason).toBe(
    'DATACHART_WORKBOOK_INVALID',
  );
  // The sheet part replaced by something that is not XML of a sheet.
  const parts = unzipSync(good);
  parts['xl/worksheets/sheet1.xml'] = new Uint8Array(Buffer.from('<worksheet><sheetData><row r="x"><c r="!!"'));
  parts['xl/workbook.xml'] = new Uint8Array(Buffer.from('not xml at all'));
  expect((await refusal(parseDataFile(Buffer.from(zipSync(parts))))).reason).toBe('DATACHART_WORKBOOK_INVALID');
});

test('a damaged XLS is DATACHART_WORKBOOK_INVALID', async () => {
  // A compound file whose Workbook stream is not BIFF records.
  const cfb = XLSX.CFB.utils.cfb_new();
  XLSX.CFB.utils.cfb_add(cfb, '/Workbook', randomBytes(6000));
  const error = await refusal(parseDataFile(XLSX.CFB.write(cfb, { type: 'buffer' }) as Buffer));
  expect(error.reason).toBe('DATACHART_WORKBOOK_INVALID');
});

test('a password-protected XLSX (an encrypted OLE package) is DATACHART_WORKBOOK_ENCRYPTED', async () => {
  const cfb = XLSX.CFB.utils.cfb_new();
  XLSX.CFB.utils.cfb_add(cfb, '/EncryptionInfo', randomBytes(200));
  XLSX.CFB.utils.cfb_add(cfb, '/EncryptedPackage', randomBytes(6000));
  const error = await refusal(parseDataFile(XLSX.CFB.write(cfb, { type: 'buffer' }) as Buffer));
  expect(error.reason).toBe('DATACHART_WORKBOOK_ENCRYPTED');
});
