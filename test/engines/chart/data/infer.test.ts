// Column typing rules (engines/chart/data/infer.ts), checked on cells directly.

import { inferColumn, type RawCell } from '../../../../engines/chart/data/infer.ts';

const utc = (...parts: [number, number, number, number?, number?]): number =>
  Date.UTC(parts[0], parts[1] - 1, parts[2], parts[3] ?? 0, parts[4] ?? 0);

describe('numbers', () => {
  test('signs, decimals and exponents are numbers', () => {
    expect(inferColumn(['1', '-2.5', '+3', '.5', '1e3', '-1.5E-2', ' 7 '], 'plain')).toEqual({
      type: 'number',
      values: [1, -2.5, 3, 0.5, 1000, -0.015, 7],
    });
  });

  test('NA, N/A, NaN, null, #N/A, "-", Inf and blanks are missing in a number column', () => {
    const column = inferColumn(['1', 'NA', 'n/a', 'NaN', 'null', '#N/A', '-', 'Inf', '', '  ', null, '2'], 'plain');
    expect(column.type).toBe('number');
    expect(column.values).toEqual([1, null, null, null, null, null, null, null, null, null, null, 2]);
  });

  test('a leading zero makes identifiers, not numbers', () => {
    expect(inferColumn(['007', '012', '100'], 'plain').type).toBe('category');
    expect(inferColumn(['0', '0.5', '10'], 'plain').type).toBe('number');
  });

  test('a comma file groups thousands with commas', () => {
    expect(inferColumn(['1,234', '12,345,678.5', '7'], 'comma-file').values).toEqual([1234, 12345678.5, 7]);
    // "3,14" is not a group of three: a comma file never has decimal commas.
    expect(inferColumn(['3,14', '2'], 'comma-file').type).toBe('category');
  });

  test('outside comma files, comma thousands count only when the column proves them', () => {
    // "1,500" alone could be one and a half in a decimal-comma locale.
    expect(inferColumn(['1,500', '2,250'], 'plain').type).toBe('category');
    expect(inferColumn(['1,500', '2,250', '1,000,000'], 'plain').values).toEqual([1500, 2250, 1000000]);
    expect(inferColumn(['1,500', '2.5'], 'plain').values).toEqual([1500, 2.5]);
  });

  test('semicolon files read decimal commas, with dots grouping thousands only when proven', () => {
    expect(inferColumn(['3,14', '-0,5', '2'], 'semicolon-file').values).toEqual([3.14, -0.5, 2]);
    expect(inferColumn(['1.234,5', '2,5'], 'semicolon-file').values).toEqual([1234.5, 2.5]);
    expect(inferColumn(['1.500', '2,5'], 'semicolon-file').values).toEqual([1500, 2.5]);
    // Dots alone are decimal points.
    expect(inferColumn(['1.500', '2.25'], 'semicolon-file').values).toEqual([1.5, 2.25]);
    // Both marks as decimals in one column: not numbers.
    expect(inferColumn(['1.5', '2,5'], 'semicolon-file').type).toBe('category');
  });

  test('workbook number cells are numbers and mix with numeric text', () => {
    expect(inferColumn([1.5, '2', null, 'NA'], 'plain')).toEqual({ type: 'number', values: [1.5, 2, null, null] });
  });
});

describe('dates', () => {
  test('ISO dates, months and datetimes become UTC milliseconds', () => {
    const column = inferColumn(
      ['2020-01-15', '2020-02', '2020/03/04', '2021-06-01T12:30', '2021-06-01 12:30:15', '2021-06-01T12:30:00Z', '2021-06-01T14:30:00+02:00'],
      'plain',
    );
    expect(column.type).toBe('date');
    expect(column.values).toEqual([
      utc(2020, 1, 15),
      utc(2020, 2, 1),
      utc(2020, 3, 4),
      utc(2021, 6, 1, 12, 30),
      utc(2021, 6, 1, 12, 30) + 15_000,
      utc(2021, 6, 1, 12, 30),
      utc(2021, 6, 1, 12, 30),
    ]);
  });

  test('D/M/Y when a first part is above 12, M/D/Y when a second part is', () => {
    expect(inferColumn(['03/04/2020', '13/04/2020'], 'plain').values).toEqual([utc(2020, 4, 3), utc(2020, 4, 13)]);
    expect(inferColumn(['03/04/2020', '03/14/2020'], 'plain').values).toEqual([utc(2020, 3, 4), utc(2020, 3, 14)]);
  });

  test('an ambiguous D/M or M/D column stays text, but dotted dates are D.M.Y', () => {
    expect(inferColumn(['03/04/2020', '05/06/2020'], 'plain').type).toBe('category');
    expect(inferColumn(['03.04.2020', '05.06.2020'], 'plain').values).toEqual([utc(2020, 4, 3), utc(2020, 6, 5)]);
  });

  test('D-Mon-YY and D Month YYYY are dates; two-digit years 00-29 are 20xx, 30-99 are 19xx', () => {
    expect(inferColumn(['19-Sep-03', '31-Dec-99', '1-jan-29', '2-Jan-30'], 'comma-file').values).toEqual([utc(2003, 9, 19), utc(1999, 12, 31), utc(2029, 1, 1), utc(1930, 1, 2)]);
    expect(inferColumn(['5 March 2021', '6 Sept 2021'], 'plain').values).toEqual([utc(2021, 3, 5), utc(2021, 9, 6)]);
    expect(inferColumn(['30-Feb-03'], 'plain').type).toBe('category');
    expect(inferColumn(['19-Foo-03'], 'plain').type).toBe('category');
  });

  test('Mon D YYYY and Month D, YYYY (vega\'s movies: "Sep 11 1998") are dates; a day that does not exist or a word that is no month is not', () => {
    expect(inferColumn(['Sep 11 1998', 'Jun 12 1998', 'September 3, 2001'], 'plain').values).toEqual([utc(1998, 9, 11), utc(1998, 6, 12), utc(2001, 9, 3)]);
    expect(inferColumn(['Sep 31 1998'], 'plain').type).toBe('category');
    expect(inferColumn(['Foo 11 1998'], 'plain').type).toBe('category');
  });

  test('dates that do not exist are not dates', () => {
    expect(inferColumn(['2023-02-29'], 'plain').type).toBe('category');
    expect(inferColumn(['2024-02-29'], 'plain').type).toBe('date');
    expect(inferColumn(['2020-13'], 'plain').type).toBe('category');
  });

  test('Excel date cells are dates and mix with date text', () => {
    expect(inferColumn([{ date: utc(2020, 1, 1) }, '2020-01-02', null], 'plain')).toEqual({
      type: 'date',
      values: [utc(2020, 1, 1), utc(2020, 1, 2), null],
    });
  });
});

describe('categories', () => {
  test('anything else is a category of trimmed text; "-" stays a level there', () => {
    const cells: RawCell[] = [' a ', '-', '+', 'NA', '', 3, true, { date: utc(2020, 1, 1) }];
    expect(inferColumn(cells, 'plain')).toEqual({
      type: 'category',
      values: ['a', '-', '+', null, null, '3', 'TRUE', '2020-01-01'],
    });
  });

  test('a column without values is a category of nulls', () => {
    expect(inferColumn(['', null, 'NA'], 'plain')).toEqual({ type: 'category', values: [null, null, null] });
  });
});
