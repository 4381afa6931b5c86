// The columns a request named, placed where its chart type draws them, so that the stored spec
// says what is drawn and no chart type picks a column of its own instead. A summary chart's
// categories run along x: "average gross by genre" names the genres with "by", and with no x
// given they are the x (a grouping asked besides, "coloured by rating", stays the colours).
import type { ChartType } from './chartTypes.ts';
import type { Table } from './data/types.ts';
import { InstructionError } from './interpret/errors.ts';
import type { ChartSpec } from './spec.ts';

const SUMMARY_BY_CATEGORY: ReadonlySet<ChartType> = new Set(['bar', 'errorbar', 'dot']);

/** Chart types that draw one numeric variable (per group): a second one named would not be drawn. */
const ONE_VARIABLE: ReadonlySet<ChartType> = new Set(['histogram', 'stem_leaf', 'frequency_dot', 'calendar_heatmap']);

/** Chart types of points or lines in x and y: one x, and the y columns named as such. */
const X_AND_Y: ReadonlySet<ChartType> = new Set(['scatter', 'regression', 'hexbin', 'line', 'timeseries']);

function notDrawn(spec: ChartSpec, numbers: string[], what: string): InstructionError {
  return new InstructionError(
    'COLUMNS_NOT_DRAWN',
    `A ${spec.type.replace(/_/g, ' ')} chart shows ${what}, and the request names ${numbers.length} numeric columns: ${numbers.join(', ')}. Say which goes where (for example "<y> against <x>", or "by <column>" for groups); no column named is left out silently.`,
    { columns: numbers },
  );
}

/** Refuses a spec whose chart type would leave out a numeric column the request named. */
function everyColumnDrawn(table: Table, spec: ChartSpec): void {
  const taken = new Set([spec.group, spec.facet?.row, spec.facet?.column, ...Object.values(spec.roles), ...(spec.filters ?? []).map((f) => f.column)]);
  const isNumber = (n: string) => table.columns.find((c) => c.name === n)?.type === 'number';
  const loose = [...new Set(spec.mentioned)].filter((n) => !taken.has(n) && n !== spec.x && !spec.y.includes(n) && isNumber(n));
  if (ONE_VARIABLE.has(spec.type) || SUMMARY_BY_CATEGORY.has(spec.type)) {
    const numbers = [...new Set([...spec.y, ...(ONE_VARIABLE.has(spec.type) && spec.x && isNumber(spec.x) ? [spec.x] : []), ...loose])].filter((n) => !taken.has(n));
    if (numbers.length > 1) throw notDrawn(spec, numbers, 'one numeric variable');
  } else if (X_AND_Y.has(spec.type)) {
    // Without an x or a y the chart takes them from the columns named, in order: two at most.
    const open = (spec.x ? 0 : 1) + (spec.y.length > 0 ? 0 : 1);
    if (loose.length > open && !(spec.y.length === 0 && spec.x && ['line', 'timeseries'].includes(spec.type))) throw notDrawn(spec, [...(spec.x ? [spec.x] : []), ...spec.y, ...loose], 'one x and the y columns named against it');
  }
}

export function placeColumns(table: Table, spec: ChartSpec): ChartSpec {
  everyColumnDrawn(table, spec);
  if (!SUMMARY_BY_CATEGORY.has(spec.type) || spec.x || !spec.group) return spec;
  const group = table.columns.find((c) => c.name === spec.group);
  if (!group) return spec;
  const { group: categories, ...rest } = spec;
  return { ...rest, x: categories };
}
