// A scale said of a column ("concentration on a log axis", "log10 dose") before the chart has
// placed that column: the reading remembers the column, and the scale goes to its axis once the
// chart type has put it on one. A column that ends on no axis (a colour, a panel) is refused:
// logging some other axis in its place would draw what nobody asked.
import type { ChartSpec } from '../spec.ts';
import { InstructionError } from './errors.ts';
import type { Binding } from './reading.ts';

const PREFIX = 'scale of ';

/** The binding's part for a scale said of a column not yet on an axis. */
export function scaleOfColumn(column: string, scale: 'log' | 'linear'): string {
  return `${PREFIX}${column}: ${scale} scale`;
}

/** The spec with each column's scale on the axis the column was placed on. */
export function withColumnScales(spec: ChartSpec, bindings: readonly Binding[]): ChartSpec {
  let out = spec;
  for (const b of bindings) {
    if (!b.part.startsWith(PREFIX)) continue;
    const at = b.part.lastIndexOf(': ');
    const column = b.part.slice(PREFIX.length, at);
    const scale = b.part.slice(at + 2).startsWith('linear') ? 'linear' : 'log';
    if (out.x === column) out = { ...out, xAxis: { ...out.xAxis, scale } };
    else if (out.y.includes(column)) out = { ...out, yAxis: { ...out.yAxis, scale } };
    else throw new InstructionError('REQUEST_NOT_UNDERSTOOD', `The request asks for a ${scale} scale on ${column}, which this ${out.type.replace(/_/g, ' ')} chart does not draw along an axis. Put ${column} on x or y ("<y> against ${column}"), or say which axis is ${scale} ("${scale} x").`, { columns: [column] });
  }
  return out;
}
