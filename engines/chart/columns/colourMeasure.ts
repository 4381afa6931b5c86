// Points coloured by a measurement ("coloured by depth", "colour by temperature"): a numeric
// column of more values than a legend can key is a continuous colour scale with a colour bar,
// never hundreds of group colours; fewer values are groups like any category.
import type { ChartType } from '../chartTypes.ts';
import type { Column, Table } from '../data/types.ts';
import type { ColorScale } from '../plot/color.ts';
import type { ChartSpec } from '../spec.ts';

/** The most groups a column can make for colours and legends. */
export const MAX_GROUPS = 12;

/** Chart types whose points may be coloured along a scale (one mark per row; nothing fitted per group). */
export const SCALE_COLOURED: ReadonlySet<ChartType> = new Set(['scatter', 'bubble']);

/** How many different values a column holds, blanks not counted. */
export function distinctValues(column: Column): number {
  return new Set(column.values.filter((v) => v !== null)).size;
}

/** The numeric group column of `table` with too many values to key, or none. */
export function colouredByMeasure(table: Table, spec: ChartSpec): Column | undefined {
  const group = spec.group ? table.columns.find((c) => c.name === spec.group) : undefined;
  return group?.type === 'number' && distinctValues(group) > MAX_GROUPS ? group : undefined;
}

/** Viridis over the column's range: ordered, perceptually even, readable in greyscale and to colour-blind readers. */
export function measureScale(column: Column): ColorScale {
  const values = column.values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  return { map: 'viridis', domain: hi > lo ? [lo, hi] : [lo - 0.5, hi + 0.5] };
}
