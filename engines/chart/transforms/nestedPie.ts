// Nested pie (sunburst) geometry: a partition of the circle by the values of a hierarchy.

export interface NestedPieNode {
  /** Path from the root joined with " / ". */
  id: string;
  name: string;
  path: string[];
  /** 1 = inner ring. */
  depth: number;
  value: number;
  parent: string | null;
  startAngle: number;
  endAngle: number;
}

/** Nested pie / sunburst: each node's value is the sum of its leaves, and its angle span is its share of the parent's span, children in first-appearance order from angle 0 clockwise (d3-hierarchy partition without sorting). */
export function nestedPie(rows: readonly { path: readonly string[]; value: number }[], options: { startAngle?: number; endAngle?: number; sort?: boolean } = {}): NestedPieNode[] {
  interface TreeNode {
    name: string;
    path: string[];
    own: number;
    value: number;
    children: Map<string, TreeNode>;
  }
  const root: TreeNode = { name: '', path: [], own: 0, value: 0, children: new Map() };
  for (const r of rows) {
    if (!Number.isFinite(r.value)) continue;
    if (r.value < 0) throw new RangeError(`negative value for ${r.path.join(' / ')}`);
    let node = root;
    const parts = r.path.filter((p) => p !== '');
    parts.forEach((part, i) => {
      let child = node.children.get(part);
      if (!child) {
        child = { name: part, path: parts.slice(0, i + 1), own: 0, value: 0, children: new Map() };
        node.children.set(part, child);
      }
      node = child;
    });
    node.own += r.value;
  }
  const sum = (t: TreeNode): number => {
    t.value = t.own;
    for (const c of t.children.values()) t.value += sum(c);
    return t.value;
  };
  sum(root);
  const out: NestedPieNode[] = [];
  const place = (t: TreeNode, a0: number, a1: number, depth: number): void => {
    let kids = [...t.children.values()];
    if (options.sort) kids = kids.sort((a, b) => b.value - a.value);
    let a = a0;
    for (const c of kids) {
      const span = t.value > 0 ? ((a1 - a0) * c.value) / t.value : 0;
      out.push({ id: c.path.join(' / '), name: c.name, path: c.path, depth, value: c.value, parent: depth > 1 ? t.path.join(' / ') : null, startAngle: a, endAngle: a + span });
      place(c, a, a + span, depth + 1);
      a += span;
    }
  };
  place(root, options.startAngle ?? 0, options.endAngle ?? 2 * Math.PI, 1);
  return out;
}
