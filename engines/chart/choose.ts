// The chart type when neither chart_types nor the request names one: from the data's shape.
import type { ChartType } from './chartTypes.ts';
import type { Table } from './data/types.ts';
import type { ChartSpec } from './spec.ts';

export function chooseType(table: Table, spec: ChartSpec): ChartType {
  const named = [spec.x, ...spec.y, ...spec.mentioned].filter((n): n is string => Boolean(n));
  const columns = named.length > 0 ? table.columns.filter((c) => named.includes(c.name)) : table.columns;
  const types = columns.map((c) => c.type);
  const numbers = types.filter((t) => t === 'number').length;
  if (types.includes('date') && numbers > 0) return 'timeseries';
  if (types.includes('category') && numbers > 0) return 'bar';
  if (numbers >= 2) return 'scatter';
  if (numbers === 1) return 'histogram';
  return 'bar';
}
