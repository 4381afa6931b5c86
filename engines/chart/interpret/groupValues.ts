// "did LPS switch on IL6? fold change for each treatment": a value of the column the chart splits
// by, named without "only", is one of the groups drawn, not a filter that would leave one group
// to compare. With "only" ("LPS only, for each treatment") the filter stands as written.
import type { ChartSpec } from '../spec.ts';
import type { Bindings } from './reading.ts';

const ONLY = /\b(?:only|just|alone|solely|exclusively)\b/i;

export function valuesOfSplitColumn(text: string, bindings: Bindings, spec: ChartSpec): void {
  if (!spec.filters) return;
  const split = new Set([spec.x, spec.group, spec.facet?.row, spec.facet?.column].filter(Boolean));
  const kept = spec.filters.filter((f) => {
    if (f.op !== '=' || !split.has(f.column)) return true;
    const part = `filter: ${f.column} = ${String(f.value)}`;
    const named = bindings.list.filter((b) => b.part === part);
    // "only" within a few words either side of the value keeps the filter.
    if (named.length === 0 || named.some((b) => ONLY.test(text.slice(Math.max(0, b.start - 12), b.end + 12)))) return true;
    for (const b of named) b.part = `one of the ${f.column} groups drawn: ${String(f.value)}`;
    return false;
  });
  if (kept.length < spec.filters.length) spec.filters = kept;
}
