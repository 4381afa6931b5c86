// Column typing. A column is `number` when every non-missing cell is a number, `date` when
// every non-missing cell is a date, otherwise `category`; a column without any value is a
// category of nulls. Values follow types.ts: numbers, UTC milliseconds, trimmed text.
//
// Missing everywhere (null in any column): empty or blank cells and, case-insensitively,
// NA, N/A, NaN, null, #N/A. Missing only in number and date columns (kept as text in a
// category column, where "-" may be a real level such as a strand): "-", "--", Inf/Infinity
// with either sign, and the Excel error texts #DIV/0!, #VALUE!, #REF!, #NAME?, #NUM!, #NULL!.
//
// Numbers: optional sign, digits with an optional decimal part, optional exponent ("-1.5e-3",
// "+2", ".5"). An integer part with a leading zero ("007", "01.5") makes the column text: such
// values are identifiers. No units, percent signs or currency symbols. Decimal marks and
// thousands separators depend on the file (NumberStyle):
// - comma-delimited files: the decimal mark is "."; "," groups thousands (strict groups of
//   three, "1,234,567.8"): a comma file never uses decimal commas, so this is unambiguous.
// - semicolon-delimited files: per column, decimal commas ("3,14") are tried first, with "."
//   grouping thousands ("1.234,5"); if the column does not read that way, "." decimals
//   without grouping. "." counts as a thousands separator only when the column proves it (a
//   value with two separators, "1.234.567", or a column that uses the decimal comma):
//   otherwise "1.500" is one and a half.
// - tab-delimited files, other text, text cells of workbooks: "." decimals; "," groups
//   thousands only when the column proves it the same way ("1,234,567" or "1,234.5" or a
//   column using "." decimals), since such a "1,500" may come from a decimal-comma locale.
//
// Dates: ISO dates and datetimes (YYYY-MM-DD, YYYY-MM, YYYY/MM/DD, each with an optional
// "T" or space, HH:MM[:SS[.fff]] and optional Z or ±HH:MM; no offset means UTC), and
// D/M/YYYY or M/D/YYYY with "/", "-" or "." (4-digit years only; same optional time) when the
// column settles the order: a first part above 12 anywhere means day first, a second part
// above 12 means month first; with neither, "." separators mean day first (D.M.Y is the
// only dotted convention), otherwise the column is ambiguous and stays text. Dates with an
// English month name or its three-letter abbreviation, D-Mon-YY(YY) or D Mon YYYY ("19-Sep-03",
// "5 March 2021") or Mon D(,) YYYY ("Sep 11 1998", "September 11, 1998"), are read as they stand; a two-digit year is read the way spreadsheets read
// it, 00-29 as 2000-2029 and 30-99 as 1930-1999. Workbook cells
// with a date number format arrive as ExcelDate and count as dates.

import type { ColumnType } from './types.ts';

/** A workbook cell whose number format is a date, already converted to UTC milliseconds. */
export interface ExcelDate {
  date: number;
}

/** One cell before typing: text from text files; typed values from workbooks. */
export type RawCell = string | number | boolean | ExcelDate | null;

/** How numeric text of a column is written; see the header of this file. */
export type NumberStyle = 'comma-file' | 'semicolon-file' | 'plain';

export interface TypedColumn {
  type: ColumnType;
  values: Array<number | string | null>;
}

const MISSING_EVERYWHERE = new Set(['', 'na', 'n/a', 'nan', 'null', '#n/a']);
const MISSING_IN_NUMBERS = new Set([
  '-', '--', 'inf', '+inf', '-inf', 'infinity', '+infinity', '-infinity',
  '#div/0!', '#value!', '#ref!', '#name?', '#num!', '#null!',
]);

interface Grammar {
  decimal: '.' | ',';
  group: '.' | ',' | null;
  /** Grouping only counts when the column proves it (see the header). */
  groupNeedsProof: boolean;
}

const GRAMMARS: Record<NumberStyle, Grammar[]> = {
  'comma-file': [{ decimal: '.', group: ',', groupNeedsProof: false }],
  'semicolon-file': [
    { decimal: ',', group: '.', groupNeedsProof: true },
    { decimal: '.', group: null, groupNeedsProof: false },
  ],
  plain: [{ decimal: '.', group: ',', groupNeedsProof: true }],
};

interface ParsedNumber {
  value: number;
  grouped: boolean;
  /** Two or more group separators, or the decimal mark used: the separators cannot be read otherwise. */
  proves: boolean;
}

const patternCache = new Map<string, RegExp>();

function numberPattern(grammar: Grammar): RegExp {
  const key = `${grammar.decimal}${grammar.group ?? ''}`;
  let pattern = patternCache.get(key);
  if (pattern === undefined) {
    const d = grammar.decimal === '.' ? '\\.' : ',';
    const integer = grammar.group === null ? '\\d+' : `\\d{1,3}(?:${grammar.group === '.' ? '\\.' : ','}\\d{3})+|\\d+`;
    pattern = new RegExp(`^([+-]?)(${integer})?(?:${d}(\\d*))?(?:[eE]([+-]?\\d+))?$`);
    patternCache.set(key, pattern);
  }
  return pattern;
}

function parseNumber(text: string, grammar: Grammar): ParsedNumber | undefined {
  const match = numberPattern(grammar).exec(text);
  if (match === null) return undefined;
  const [, sign = '', integerPart = '', fraction, exponent] = match;
  if (integerPart === '' && !fraction) return undefined; // "", ".", "+", "e5"
  // A leading zero ("007", "01.5", "0,123"): an identifier, not a number.
  if (integerPart.length > 1 && integerPart.charCodeAt(0) === 48) return undefined;
  let separators = 0;
  let digits = integerPart;
  if (grammar.group !== null && integerPart.length > 3) {
    separators = integerPart.split(grammar.group).length - 1;
    if (separators > 0) digits = integerPart.split(grammar.group).join('');
  }
  // Plain dot-decimal text is already what Number() reads.
  const value =
    separators === 0 && grammar.decimal === '.'
      ? Number(text)
      : Number(`${sign}${digits || '0'}.${fraction ?? ''}${exponent === undefined ? '' : `e${exponent}`}`);
  if (!Number.isFinite(value)) return undefined;
  return { value, grouped: separators > 0, proves: separators > 1 || fraction !== undefined };
}

/** Text that reads as a number in any grammar of the style: a header made of these is data. */
export function looksNumeric(text: string, style: NumberStyle): boolean {
  const trimmed = text.trim();
  return GRAMMARS[style].some((grammar) => parseNumber(trimmed, grammar) !== undefined);
}

function isExcelDate(cell: RawCell): cell is ExcelDate {
  return typeof cell === 'object' && cell !== null;
}

/** Trimmed text of a string cell, or null when it is missing everywhere. */
function textOf(cell: string): string | null {
  const trimmed = cell.trim();
  // The tokens are at most 4 characters long: most cells skip the lower-casing.
  return trimmed.length <= 4 && MISSING_EVERYWHERE.has(trimmed.toLowerCase()) ? null : trimmed;
}

function missingInNumbers(text: string): boolean {
  return text.length <= 9 && MISSING_IN_NUMBERS.has(text.toLowerCase());
}

export function inferColumn(cells: RawCell[], style: NumberStyle): TypedColumn {
  const numbers = asNumbers(cells, style);
  if (numbers !== undefined) return { type: 'number', values: numbers };
  const dates = asDates(cells);
  if (dates !== undefined) return { type: 'date', values: dates };
  return { type: 'category', values: cells.map(categoryValue) };
}

function asNumbers(cells: RawCell[], style: NumberStyle): Array<number | null> | undefined {
  let present = 0;
  for (const cell of cells) {
    if (cell === null) continue;
    if (typeof cell === 'number') present++;
    else if (typeof cell !== 'string') return undefined;
    else {
      const text = textOf(cell);
      if (text !== null && !missingInNumbers(text)) present++;
    }
  }
  if (present === 0) return undefined;
  for (const grammar of GRAMMARS[style]) {
    const values = readNumbers(cells, grammar);
    if (values !== undefined) return values;
  }
  return undefined;
}

function readNumbers(cells: RawCell[], grammar: Grammar): Array<number | null> | undefined {
  const values: Array<number | null> = new Array(cells.length);
  let grouped = false;
  let proven = !grammar.groupNeedsProof;
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i]!;
    if (typeof cell === 'number') {
      values[i] = Number.isFinite(cell) ? cell : null;
      continue;
    }
    const text = typeof cell === 'string' ? textOf(cell) : null;
    if (text === null || missingInNumbers(text)) {
      values[i] = null;
      continue;
    }
    const parsed = parseNumber(text, grammar);
    if (parsed === undefined) return undefined;
    grouped ||= parsed.grouped;
    proven ||= parsed.proves;
    values[i] = parsed.value;
  }
  return grouped && !proven ? undefined : values;
}

const TIME = String.raw`(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?`;
const ISO_DATE = new RegExp(String.raw`^(\d{4})([-/])(\d{1,2})\2(\d{1,2})${TIME}$`, 'i');
const ISO_MONTH = /^(\d{4})-(\d{2})$/;
const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const NAMED_MONTH_DATE = new RegExp(String.raw`^(\d{1,2})([- ])([a-z]{3,9})\.?\2(\d{2}|\d{4})${TIME}$`, 'i');
/** "Sep 11 1998", "September 11, 1998": the US order with the month's name (four-digit years only). */
const MONTH_FIRST_DATE = new RegExp(String.raw`^([a-z]{3,9})\.? (\d{1,2}),? (\d{4})${TIME}$`, 'i');
const DMY_DATE = new RegExp(String.raw`^(\d{1,2})([-/.])(\d{1,2})\2(\d{4})${TIME}$`, 'i');

interface ClockTime {
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  offsetMinutes: number;
}

function clockTime(parts: Array<string | undefined>): ClockTime | undefined {
  const [hour = '0', minute = '0', second = '0', fraction = '', zone = ''] = parts;
  const time = {
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second),
    millisecond: Math.floor(Number(`0.${fraction || '0'}`) * 1000),
    offsetMinutes: 0,
  };
  if (time.hour > 23 || time.minute > 59 || time.second > 59) return undefined;
  if (zone !== '' && zone.toUpperCase() !== 'Z') {
    const digits = zone.slice(1).replace(':', '');
    const hours = Number(digits.slice(0, 2));
    const minutes = Number(digits.slice(2) || '0');
    if (hours > 23 || minutes > 59) return undefined;
    time.offsetMinutes = (zone[0] === '-' ? -1 : 1) * (hours * 60 + minutes);
  }
  return time;
}

/** UTC milliseconds of a calendar date and time, or undefined when the date does not exist. */
function utcMillis(year: number, month: number, day: number, time: ClockTime): number | undefined {
  if (month < 1 || month > 12 || day < 1) return undefined;
  if (day > 28 && day > daysInMonth(year, month)) return undefined; // 31 April, 29 February 2023
  // Date.UTC reads years 0-99 as 1900-1999; those go through setUTCFullYear.
  const ms =
    year >= 100
      ? Date.UTC(year, month - 1, day, time.hour, time.minute, time.second, time.millisecond)
      : new Date(0).setUTCFullYear(year, month - 1, day) + ((time.hour * 60 + time.minute) * 60 + time.second) * 1000 + time.millisecond;
  return ms - time.offsetMinutes * 60_000;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function parseIsoDate(text: string): number | undefined {
  const month = ISO_MONTH.exec(text);
  if (month !== null) return utcMillis(Number(month[1]), Number(month[2]), 1, clockTime([])!);
  const match = ISO_DATE.exec(text);
  if (match === null) return undefined;
  const time = clockTime(match.slice(5, 10));
  return time && utcMillis(Number(match[1]), Number(match[3]), Number(match[4]), time);
}

/** The month of an English name or abbreviation ("Sep", "sept", "September"), 1-12. */
function monthOfName(name: string): number | undefined {
  const lower = name.toLowerCase();
  const index = MONTH_NAMES.findIndex((m) => m.startsWith(lower));
  return lower.length >= 3 && index >= 0 ? index + 1 : undefined;
}

function parseNamedMonthDate(text: string): number | undefined {
  const match = NAMED_MONTH_DATE.exec(text);
  if (match === null) return undefined;
  const month = monthOfName(match[3] ?? '');
  const time = clockTime(match.slice(5, 10));
  if (month === undefined || time === undefined) return undefined;
  const digits = match[4] ?? '';
  const year = digits.length === 2 ? (Number(digits) < 30 ? 2000 : 1900) + Number(digits) : Number(digits);
  return utcMillis(year, month, Number(match[1]), time);
}

function parseMonthFirstDate(text: string): number | undefined {
  const match = MONTH_FIRST_DATE.exec(text);
  if (match === null) return undefined;
  const month = monthOfName(match[1] ?? '');
  const time = clockTime(match.slice(4, 9));
  if (month === undefined || time === undefined) return undefined;
  return utcMillis(Number(match[3]), month, Number(match[2]), time);
}

interface NumericDate {
  first: number;
  second: number;
  year: number;
  dotted: boolean;
  time: ClockTime;
}

function parseNumericDate(text: string): NumericDate | undefined {
  const match = DMY_DATE.exec(text);
  if (match === null) return undefined;
  const time = clockTime(match.slice(5, 10));
  if (time === undefined) return undefined;
  return { first: Number(match[1]), second: Number(match[3]), year: Number(match[4]), dotted: match[2] === '.', time };
}

function asDates(cells: RawCell[]): Array<number | null> | undefined {
  const values: Array<number | null> = new Array(cells.length);
  const numeric: Array<[number, NumericDate]> = [];
  let present = 0;
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i]!;
    values[i] = null;
    if (cell === null) continue;
    if (isExcelDate(cell)) {
      values[i] = cell.date;
      present++;
      continue;
    }
    if (typeof cell !== 'string') return undefined;
    const text = textOf(cell);
    if (text === null || missingInNumbers(text)) continue;
    present++;
    const iso = parseIsoDate(text) ?? parseNamedMonthDate(text) ?? parseMonthFirstDate(text);
    if (iso !== undefined) {
      values[i] = iso;
      continue;
    }
    const parts = parseNumericDate(text);
    if (parts === undefined) return undefined;
    numeric.push([i, parts]);
  }
  if (present === 0) return undefined;
  if (numeric.length === 0) return values;

  const read = (dayFirst: boolean): Array<number | undefined> =>
    numeric.map(([, d]) => utcMillis(d.year, dayFirst ? d.second : d.first, dayFirst ? d.first : d.second, d.time));
  const dayFirst = read(true);
  const monthFirst = read(false);
  const dayFirstFits = dayFirst.every((v) => v !== undefined);
  const monthFirstFits = monthFirst.every((v) => v !== undefined);
  let chosen: Array<number | undefined>;
  if (dayFirstFits && monthFirstFits) {
    if (numeric.every(([, d]) => d.first === d.second)) chosen = dayFirst;
    else if (numeric.some(([, d]) => d.dotted)) chosen = dayFirst;
    else return undefined; // 03/04/2020 throughout: April or March cannot be told
  } else if (dayFirstFits) chosen = dayFirst;
  else if (monthFirstFits) chosen = monthFirst;
  else return undefined;
  numeric.forEach(([i], k) => {
    values[i] = chosen[k]!;
  });
  return values;
}

function categoryValue(cell: RawCell): string | null {
  if (cell === null) return null;
  if (typeof cell === 'string') return textOf(cell);
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(Number(cell.toPrecision(15))) : null;
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  return formatDate(cell.date);
}

/** ISO text of UTC milliseconds: the date alone at midnight, else date and time to the second. */
export function formatDate(ms: number): string {
  const iso = new Date(ms).toISOString();
  if (iso.endsWith('T00:00:00.000Z')) return iso.slice(0, -14);
  return iso.endsWith('.000Z') ? `${iso.slice(0, -5)}Z` : iso;
}
