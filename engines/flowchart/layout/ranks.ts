// Steps asked to stand side by side (the graph's `sideBySide`, set by an edit such as "put the
// three arms side by side") made one rank. ELK's layered algorithm has no "same layer" constraint
// outside its interactive mode, but it has partitions: every layer of partition i comes before
// every layer of partition i + 1. Each row gets a partition of its own, with only its nodes in
// it and no edge between them, so it is one layer; the other nodes get the partitions between,
// by the longest path to them (the author's order decides which edges run forward, as ELK's
// model-order cycle breaking does).
import type { FlowGraph } from '../model.ts';

/**
 * A partition level per node, or undefined when no usable row is asked. Rows keep their first
 * two or more known nodes; a node named in two rows stays in the first; a row whose nodes lead
 * to one another (they could not share a rank), or whose nodes stand in different `base`
 * partitions (stages), is left out. Levels are even for other nodes and odd for rows; the
 * result combines them with `base` as base * span + level.
 */
export function sideBySidePartitions(graph: FlowGraph, order: string[], base?: Map<string, number>): { partitions: Map<string, number>; rowNodes: Set<string> } | undefined {
  const known = new Set(order);
  const taken = new Set<string>();
  let rows: string[][] = [];
  for (const row of graph.sideBySide ?? []) {
    const ids = [...new Set(row)].filter((id) => known.has(id) && !taken.has(id));
    if (ids.length < 2) continue;
    if (base && new Set(ids.map((id) => base.get(id))).size > 1) continue;
    for (const id of ids) taken.add(id);
    rows.push(ids);
  }
  const index = new Map(order.map((id, i) => [id, i]));
  const forward = graph.edges.filter((e) => e.from !== e.to && (index.get(e.from) ?? -1) >= 0 && (index.get(e.to) ?? -1) > (index.get(e.from) ?? Infinity));
  while (rows.length > 0) {
    const levels = levelsOf(order, forward, rows);
    if (levels) {
      const span = Math.max(...levels.values()) + 1;
      const partitions = new Map(order.map((id) => [id, (base?.get(id) ?? 0) * span + (levels.get(id) ?? 0)]));
      return { partitions, rowNodes: new Set(rows.flat()) };
    }
    // A row caught in a cycle once contracted: the last asked gives way.
    rows = rows.slice(0, -1);
  }
  return undefined;
}

/** Longest-path levels with each row contracted to one unit, or undefined when that makes a cycle. */
function levelsOf(order: string[], edges: Array<{ from: string; to: string }>, rows: string[][]): Map<string, number> | undefined {
  const unitOf = new Map<string, string>(order.map((id) => [id, id]));
  rows.forEach((row, i) => row.forEach((id) => unitOf.set(id, `\u0000row${i}`)));
  const isRow = (unit: string) => unit.startsWith('\u0000row');
  const units = [...new Set(order.map((id) => unitOf.get(id) as string))];
  const next = new Map<string, Set<string>>(units.map((u) => [u, new Set()]));
  const indegree = new Map<string, number>(units.map((u) => [u, 0]));
  for (const e of edges) {
    const a = unitOf.get(e.from) as string;
    const b = unitOf.get(e.to) as string;
    if (a === b) {
      if (isRow(a)) return undefined;
      continue;
    }
    if (next.get(a)?.has(b)) continue;
    next.get(a)?.add(b);
    indegree.set(b, (indegree.get(b) ?? 0) + 1);
  }
  const level = new Map<string, number>(units.map((u) => [u, isRow(u) ? 1 : 0]));
  const ready = units.filter((u) => indegree.get(u) === 0);
  let done = 0;
  while (ready.length > 0) {
    const u = ready.shift() as string;
    done++;
    const l = level.get(u) as number;
    for (const v of next.get(u) ?? []) {
      // Rows stand on odd levels of their own; other nodes share even levels.
      const need = isRow(v) ? (l % 2 === 0 ? l + 1 : l + 2) : l % 2 === 0 ? l : l + 1;
      level.set(v, Math.max(level.get(v) as number, need));
      indegree.set(v, (indegree.get(v) as number) - 1);
      if (indegree.get(v) === 0) ready.push(v);
    }
  }
  if (done < units.length) return undefined;
  return new Map(order.map((id) => [id, level.get(unitOf.get(id) as string) as number]));
}
