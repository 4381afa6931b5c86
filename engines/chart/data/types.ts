// The table a chart is drawn from: named, typed columns of equal length.
import { forOwner } from '../../shared/said.ts';

export type ColumnType = 'number' | 'date' | 'category';

export interface Column {
  name: string;
  type: ColumnType;
  /**
   * One value per row; null where the cell is empty or unreadable for the column's type.
   * number: the number; date: Unix milliseconds (UTC); category: the text.
   */
  values: Array<number | string | null>;
}

export interface Table {
  columns: Column[];
  rowCount: number;
  /** Where it came from, for messages: csv, tsv, txt, xlsx, xls. */
  format: 'csv' | 'tsv' | 'txt' | 'xlsx' | 'xls';
  /** The worksheet read, for workbooks. */
  sheetName?: string;
  /** The file's name without its extension ("penguins"): a request may call the data by it. */
  name?: string;
}

/** A data file the service refuses: becomes 400 INVALID_REQUEST, field `data`, this reason. */
export class DataError extends Error {
  readonly reason: string;
  /** The message with the request's words marked (engines/shared/said.ts). */
  readonly marked: string;
  readonly sheetNames: string[] | undefined;
  constructor(reason: string, message: string, sheetNames?: string[]) {
    super(forOwner(message));
    this.marked = message;
    this.name = 'DataError';
    this.reason = reason;
    this.sheetNames = sheetNames;
  }
}
