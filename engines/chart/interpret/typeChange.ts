// An edit that asks for another chart type: allowed within the chart types its request allowed.
import type { ChartType } from '../chartTypes.ts';
import { InstructionError } from './errors.ts';

/**
 * Another chart type asked in an edit ("violins instead"): the chart's request kept its list of
 * chart types (none: any); a type outside it is refused (CHART_TYPE_FIXED).
 */
export function typeChangeProblem(from: ChartType, asked: ChartType, chartTypes: readonly ChartType[], words: string): InstructionError | undefined {
  if (asked === from || chartTypes.length === 0 || chartTypes.includes(asked)) return undefined;
  return new InstructionError(
    'CHART_TYPE_FIXED',
    `An edit keeps the chart types its request allowed (${chartTypes.join(', ')}); "${words}" asks for a ${asked.replace(/_/g, ' ')} chart. Make a new chart with POST /charts/generations for that.`,
    { chart_type: from, asked, chart_types: [...chartTypes] },
  );
}
