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

export function placeColumns(table: Table, spec: ChartSpec): ChartSpec {
  if (ONE_VARIABLE.has(spec.type)) {
    const taken = new Set([spec.group, spec.facet?.row, spec.facet?.column, ...Object.values(spec.roles)]);
    const numbers = [...new Set([...spec.y, ...(spec.x ? [spec.x] : []), ...spec.mentioned])].filter((n) => !taken.has(n) && table.columns.find((c) => c.name === n)?.type === 'number');
    if (numbers.length > 1) {
      throw new InstructionError(
        'COLUMNS_NOT_DRAWN',
        `A ${spec.type.replace(/_/g, ' ')} shows one variable, and the request names ${numbers.length}: ${numbers.join(', ')}. Name the one to draw, or ask for a density or box plot to compare them; no column named is left out silently.`,
        { columns: numbers },
      );
    }
  }
  if (!SUMMARY_BY_CATEGORY.has(spec.type) || spec.x || !spec.group) return spec;
  const group = table.columns.find((c) => c.name === spec.group);
  if (!group) return spec;
  const { group: categories, ...rest } = spec;
  return { ...rest, x: categories };
}
