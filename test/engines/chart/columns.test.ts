// The one column-role finder (engines/chart/columns/find.ts): a role the request named, then the
// columns it mentioned (y, other mentions, x), then the table's, of the wanted types.
import { column, findColumn, findColumns, numeric, xyColumns } from '../../../engines/chart/columns/find.ts';
import type { Table } from '../../../engines/chart/data/types.ts';
import { ChartError } from '../../../engines/chart/errors.ts';
import { emptySpec, type ChartSpec } from '../../../engines/chart/spec.ts';

const table: Table = {
  format: 'csv',
  rowCount: 2,
  columns: [
    { name: 'site', type: 'category', values: ['a', 'b'] },
    { name: 'dose', type: 'number', values: [1, 2] },
    { name: 'response', type: 'number', values: [3, 4] },
    { name: 'padj', type: 'number', values: [0.01, 0.2] },
    { name: 'gene', type: 'category', values: ['TP53', 'BRCA1'] },
  ],
};

function spec(parts: Partial<ChartSpec>): ChartSpec {
  return { ...emptySpec('scatter'), ...parts };
}

function reason(run: () => unknown): string | undefined {
  try {
    run();
  } catch (e) {
    return e instanceof ChartError ? e.reason : undefined;
  }
  return undefined;
}

describe('finding a column for a role', () => {
  test('a named role wins, then mentioned columns, then the table, of the wanted type', () => {
    expect(findColumn(table, spec({ roles: { label: 'gene' } }), { roles: ['label'], types: ['category'] })?.name).toBe('gene');
    expect(findColumn(table, spec({ mentioned: ['response'] }), { types: ['number'] })?.name).toBe('response');
    expect(findColumn(table, spec({}), { types: ['number'] })?.name).toBe('dose');
    expect(findColumn(table, spec({}), { types: ['number'], exclude: ['dose'] })?.name).toBe('response');
  });

  test('a header pattern narrows the search; a role naming a column of another type is passed over', () => {
    expect(findColumn(table, spec({}), { names: /padj|fdr/i, types: ['number'] })?.name).toBe('padj');
    expect(findColumn(table, spec({ roles: { p: 'site' } }), { roles: ['p'], names: /padj/i, types: ['number'] })?.name).toBe('padj');
    expect(findColumn(table, spec({}), { names: /chrom/i, types: ['number'] })).toBeUndefined();
  });

  test('only the mentioned columns when asked, in the order y, mentions, x', () => {
    const s = spec({ x: 'dose', y: ['padj'], mentioned: ['response'] });
    expect(findColumns(table, s, { types: ['number'], mentionedOnly: true }).map((c) => c.name)).toEqual(['padj', 'response', 'dose']);
  });

  test('columns named by the request must exist, and hold numbers where numbers are needed', () => {
    expect(reason(() => column(table, 'weight'))).toBe('COLUMN_NOT_FOUND');
    expect(reason(() => numeric(table, 'site'))).toBe('COLUMN_NOT_NUMERIC');
    expect(reason(() => findColumn(table, spec({ roles: { label: 'name' } }), { roles: ['label'], types: ['category'] }))).toBe('COLUMN_NOT_FOUND');
  });

  test('x and y of a fitted chart: a column named like the predictor is x', () => {
    const { x, y } = xyColumns(table, spec({}), 'dose', 'response', undefined, /dose/i);
    expect([x.name, y.name]).toEqual(['dose', 'response']);
    expect(reason(() => xyColumns({ ...table, columns: table.columns.slice(0, 2) }, spec({}), 'dose', 'response'))).toBe('COLUMNS_MISSING');
  });
});
