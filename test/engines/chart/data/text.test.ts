// Text data files (CSV, TSV, TXT): encodings, delimiter detection, the reader, headers, limits.

import { DataError, parseDataFile, type Table } from '../../../../engines/chart/data/index.ts';

const utf8 = (text: string): Buffer => Buffer.from(text, 'utf8');

async function refusal(promise: Promise<unknown>): Promise<DataError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DataError) return error;
    throw error;
  }
  throw new Error('expected a DataError');
}

function column(table: Table, name: string) {
  const found = table.columns.find((c) => c.name === name);
  if (!found) throw new Error(`no column ${name} in ${table.columns.map((c) => c.name).join(', ')}`);
  return found;
}

describe('encodings', () => {
  const text = 'name,value\ncafé,1\nnaïve,2\n';

  test('UTF-8 without BOM', async () => {
    expect(column(await parseDataFile(utf8(text)), 'name').values).toEqual(['café', 'naïve']);
  });

  test('UTF-8 with BOM: the BOM is not part of the first header name', async () => {
    const table = await parseDataFile(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8(text)]));
    expect(table.columns.map((c) => c.name)).toEqual(['name', 'value']);
  });

  test('UTF-16 LE with BOM', async () => {
    const table = await parseDataFile(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    expect(column(table, 'name').values).toEqual(['café', 'naïve']);
  });

  test('UTF-16 BE with BOM', async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]).swap16();
    expect(column(await parseDataFile(bytes), 'value').values).toEqual([1, 2]);
  });

  test('bytes that are not UTF-8 are read as windows-1252', async () => {
    const bytes = Buffer.concat([utf8('name,value\ncaf'), Buffer.from([0xe9]), utf8(',1\n'), Buffer.from([0x80]), utf8(',2\n')]);
    expect(column(await parseDataFile(bytes), 'name').values).toEqual(['café', '€']);
  });
});

describe('delimiters', () => {
  test('comma is detected; quoted fields hold commas, quotes and line breaks', async () => {
    const table = await parseDataFile(utf8('label,value\n"a, b",1\n"say ""hi""",2\n"two\nlines",3\n'));
    expect(table.format).toBe('csv');
    expect(column(table, 'label').values).toEqual(['a, b', 'say "hi"', 'two\nlines']);
    expect(column(table, 'value').values).toEqual([1, 2, 3]);
  });

  test('tab is detected, commas in values notwithstanding', async () => {
    const table = await parseDataFile(utf8('label\tvalue\nx, y\t1.5\nz\t2\n'), { fileName: 'data.txt' });
    expect(table.format).toBe('txt');
    expect(column(table, 'label').values).toEqual(['x, y', 'z']);
    expect(column(table, 'value').values).toEqual([1.5, 2]);
  });

  test('semicolon is detected and its numbers may use decimal commas', async () => {
    const table = await parseDataFile(utf8('dose, mg;response\n1,5;2,25\n3;4,75\n'), { fileName: 'messwerte.csv' });
    expect(table.columns.map((c) => c.name)).toEqual(['dose, mg', 'response']);
    expect(column(table, 'dose, mg').values).toEqual([1.5, 3]);
    expect(column(table, 'response').values).toEqual([2.25, 4.75]);
  });

  test('a one-column file is read whole; decimal commas there make it a semicolon file', async () => {
    expect(column(await parseDataFile(utf8('value\n1\n2\n')), 'value').values).toEqual([1, 2]);
    expect(column(await parseDataFile(utf8('value\n3,14\n2,5\n')), 'value').values).toEqual([3.14, 2.5]);
  });

  test('a comma file never reads decimal commas; comma thousands are numbers', async () => {
    const table = await parseDataFile(utf8('a,b\n"3,14","1,234"\n"2,5","12,345.5"\n'));
    expect(column(table, 'a').type).toBe('category');
    expect(column(table, 'b').values).toEqual([1234, 12345.5]);
  });

  test('the file name only breaks ties between delimiters', async () => {
    // One column: every delimiter reads it; .tsv picks tab.
    expect((await parseDataFile(utf8('x\n1\n'), { fileName: 'one.tsv' })).format).toBe('tsv');
    // Two clear comma columns stay comma columns whatever the name says.
    const table = await parseDataFile(utf8('a,b\n1,2\n'), { fileName: 'two.tsv' });
    expect(table.columns.map((c) => c.name)).toEqual(['a', 'b']);
  });

  test('LF, CRLF and CR line ends', async () => {
    for (const end of ['\n', '\r\n', '\r']) {
      const table = await parseDataFile(utf8(['x,y', '1,2', '3,4'].join(end)));
      expect(table.rowCount).toBe(2);
      expect(column(table, 'y').values).toEqual([2, 4]);
    }
  });
});

describe('rows', () => {
  test('ragged rows are DATACHART_CSV_INVALID naming the line where the record starts', async () => {
    const error = await refusal(parseDataFile(utf8('a,b,c\n"multi\nline",1,2\n1,2,3,4\n5,6,7\n')));
    expect(error.reason).toBe('DATACHART_CSV_INVALID');
    expect(error.message).toMatch(/\bLine 4\b/);
    const short = await refusal(parseDataFile(utf8('a,b,c\n1,2,3\n1,2\n')));
    expect(short.reason).toBe('DATACHART_CSV_INVALID');
    expect(short.message).toMatch(/\bLine 3\b/);
  });

  test('trailing empty fields are allowed', async () => {
    const table = await parseDataFile(utf8('a,b,\n1,2,,,\n3,4\n'));
    expect(table.columns.map((c) => c.name)).toEqual(['a', 'b']);
    expect(column(table, 'b').values).toEqual([2, 4]);
  });

  test('a quote never closed is DATACHART_CSV_INVALID naming its line', async () => {
    const error = await refusal(parseDataFile(utf8('a,b\n1,2\n"open,3\n4,5\n')));
    expect(error.reason).toBe('DATACHART_CSV_INVALID');
    expect(error.message).toMatch(/\bLine 3\b/);
  });

  test('blank lines are skipped anywhere', async () => {
    const table = await parseDataFile(utf8('\n\nx,y\n\n1,2\n , \n3,4\n\n'));
    expect(table.rowCount).toBe(2);
    expect(column(table, 'x').values).toEqual([1, 3]);
  });
});

describe('header', () => {
  test('"#" lines above the header (a data portal\'s source note) are skipped; a header that starts with "#" stays', async () => {
    // As matplotlib's sample Stocks.csv begins: a note, then the header, then dated rows.
    const noted = await parseDataFile(utf8('# Data source: https://finance.yahoo.com\nDate,IBM,AAPL\n1990-01-01,10.97,0.24\n1990-02-01,11.55,\n'), { fileName: 'Stocks.csv' });
    expect(noted.columns.map((c) => [c.name, c.type])).toEqual([['Date', 'date'], ['IBM', 'number'], ['AAPL', 'number']]);
    expect(noted.rowCount).toBe(2);
    // Messages still name the file's own lines.
    expect((await refusal(parseDataFile(utf8('# note\n# units: mg\na,b\n1,2\n1,2,3\n')))).message).toMatch(/^Line 5 /);
    const hashHeader = await parseDataFile(utf8('#,value\n1,2\n3,4\n'));
    expect(hashHeader.columns.map((c) => c.name)).toEqual(['#', 'value']);
    const oneColumn = await parseDataFile(utf8('# note\nname\nA\n'));
    expect(oneColumn.columns.map((c) => c.name)).toEqual(['# note']);
  });

  test('blank header names become column_N and repeated names get _2, _3', async () => {
    const table = await parseDataFile(utf8('x,x,,y, x ,x_2\n1,2,3,4,5,6\n'));
    expect(table.columns.map((c) => c.name)).toEqual(['x', 'x_3', 'column_3', 'y', 'x_4', 'x_2']);
  });

  test('an empty column without a name is dropped', async () => {
    const table = await parseDataFile(utf8(',a,,b\n,1,,2\n,3,,4\n'));
    expect(table.columns.map((c) => c.name)).toEqual(['a', 'b']);
  });

  test('a first row of numbers is DATACHART_NO_HEADER', async () => {
    expect((await refusal(parseDataFile(utf8('1,2.5\n3,4\n')))).reason).toBe('DATACHART_NO_HEADER');
    expect((await refusal(parseDataFile(utf8('1,5;2\n3;4\n')))).reason).toBe('DATACHART_NO_HEADER');
  });

  test('an empty file, blank lines only, or a header alone is DATACHART_EMPTY', async () => {
    for (const text of ['', '\n \n\r\n', 'a,b\n', 'a,b\n,\n']) {
      expect((await refusal(parseDataFile(utf8(text)))).reason).toBe('DATACHART_EMPTY');
    }
  });
});

describe('limits', () => {
  test('100,000 data rows pass; 100,001 is DATACHART_TOO_MANY_ROWS', async () => {
    const rows = (n: number): Buffer => utf8(`v\n${'1\n'.repeat(n)}`);
    expect((await parseDataFile(rows(100_000))).rowCount).toBe(100_000);
    expect((await refusal(parseDataFile(rows(100_001)))).reason).toBe('DATACHART_TOO_MANY_ROWS');
  });

  test('more than 500 columns is DATACHART_TOO_MANY_COLUMNS', async () => {
    const header = Array.from({ length: 501 }, (_, i) => `c${i}`).join(',');
    const error = await refusal(parseDataFile(utf8(`${header}\n${'1,'.repeat(500)}1\n`)));
    expect(error.reason).toBe('DATACHART_TOO_MANY_COLUMNS');
  });

  test('more than 2,000,000 cells is DATACHART_TOO_MANY_CELLS', async () => {
    const header = Array.from({ length: 500 }, (_, i) => `c${i}`).join(',');
    const row = `${'1,'.repeat(499)}1\n`;
    const error = await refusal(parseDataFile(utf8(`${header}\n${row.repeat(4_001)}`)));
    expect(error.reason).toBe('DATACHART_TOO_MANY_CELLS');
  });

  test('a file over 8 MiB is DATA_FILE_TOO_LARGE', async () => {
    const error = await refusal(parseDataFile(Buffer.alloc(9 * 1024 * 1024, 'a,b\n1,2\n')));
    expect(error.reason).toBe('DATA_FILE_TOO_LARGE');
  });
});

describe('where a text file is parsed', () => {
  // Small files are parsed on the caller's thread, larger ones in the bounded worker: the
  // table and the refusals are the same either way.
  const rows = (n: number) => ['dose;response;group', ...Array.from({ length: n }, (_, i) => `${i};${(i * 0.37).toFixed(2).replace('.', ',')};${i % 3 === 0 ? 'a' : 'b'}`)].join('\n');

  test('a file over INLINE_TEXT_BYTES gives the same table as one under it', async () => {
    const { INLINE_TEXT_BYTES } = await import('../../../../engines/chart/data/limits.ts');
    const { parseText } = await import('../../../../engines/chart/data/parse.ts');
    const big = utf8(rows(6_000));
    expect(big.length).toBeGreaterThan(INLINE_TEXT_BYTES);
    const inWorker = await parseDataFile(big, { fileName: 'data.csv' });
    expect(inWorker).toEqual({ ...parseText(big, 'data.csv'), name: 'data' });
    expect(inWorker.rowCount).toBe(6_000);
    const small = utf8(rows(100));
    expect(small.length).toBeLessThan(INLINE_TEXT_BYTES);
    expect((await parseDataFile(small, { fileName: 'data.csv' })).columns.map((c) => c.values.slice(0, 3))).toEqual(inWorker.columns.map((c) => c.values.slice(0, 3)));
  });

  test('a small file the reader refuses is a DataError with the worker\'s reason', async () => {
    const error = await refusal(parseDataFile(utf8('a,b\n1,2,3\n')));
    expect(error.reason).toBe('DATACHART_CSV_INVALID');
  });
});
