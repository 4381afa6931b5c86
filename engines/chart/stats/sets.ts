// Set and flow aggregations: UpSet intersections and Sankey nodes/links.

export type MembershipCell = boolean | number | string | null | undefined;

const TRUE_WORDS = new Set(['1', 'true', 't', 'yes', 'y', 'x']);

/** Whether a membership cell counts as "in the set": true, non-zero numbers, and 1/true/t/yes/y/x (any case). */
export function isMember(cell: MembershipCell): boolean {
  if (cell === null || cell === undefined) return false;
  if (typeof cell === 'boolean') return cell;
  if (typeof cell === 'number') return Number.isFinite(cell) && cell !== 0;
  return TRUE_WORDS.has(cell.trim().toLowerCase());
}

export interface UpSetIntersection {
  /** Names of the sets in this exclusive intersection, in set order. */
  sets: string[];
  degree: number;
  /** Number of elements in exactly these sets and no others. */
  size: number;
  /** 0-based rows (elements) in the intersection. */
  elements: number[];
}

export interface UpSetResult {
  /** Set sizes in input order. */
  sets: { name: string; size: number }[];
  /** Exclusive intersections, largest first (ties: lower degree, then set order). */
  intersections: UpSetIntersection[];
  /** Elements in no set (shown only when requested). */
  emptyCount: number;
}

export interface UpSetOptions {
  /** Keep the empty intersection (elements in no set) as an entry (UpSetR empty.intersections = "on"). */
  empty?: boolean;
  /** Keep at most this many intersections after sorting (UpSetR nintersects). */
  limit?: number;
  /** Ignore intersections smaller than this. */
  minSize?: number;
}

/** UpSet exclusive intersections (Lex et al. 2014; UpSetR order.by = "freq"): each element is counted once, in the combination of exactly the sets it belongs to. */
export function upsetFromMembership(columns: readonly { name: string; values: readonly MembershipCell[] }[], options: UpSetOptions = {}): UpSetResult {
  const nRows = Math.max(0, ...columns.map((c) => c.values.length));
  const membership = Array.from({ length: nRows }, (_, r) => columns.map((c) => isMember(c.values[r])));
  return upsetCore(
    columns.map((c) => c.name),
    membership,
    options,
  );
}

/** UpSet intersections from one list-of-sets column: each cell names the sets of one element, as an array or text split on ; , | (UpSetR fromExpression-style input). */
export function upsetFromLists(cells: readonly (string | readonly string[] | null | undefined)[], options: UpSetOptions & { separator?: RegExp | string; setOrder?: readonly string[] } = {}): UpSetResult {
  const sep = options.separator ?? /[;,|]/;
  const lists = cells.map((cell) => {
    if (cell === null || cell === undefined) return [];
    const parts = typeof cell === 'string' ? cell.split(sep) : [...cell];
    return [...new Set(parts.map((p) => p.trim()).filter((p) => p.length > 0))];
  });
  const names: string[] = options.setOrder ? [...options.setOrder] : [];
  for (const l of lists) for (const s of l) if (!names.includes(s)) names.push(s);
  const membership = lists.map((l) => names.map((n) => l.includes(n)));
  return upsetCore(names, membership, options);
}

function upsetCore(names: readonly string[], membership: readonly boolean[][], options: UpSetOptions): UpSetResult {
  const sets = names.map((name, j) => ({ name, size: membership.filter((row) => row[j]).length }));
  const groups = new Map<string, number[]>();
  membership.forEach((row, r) => {
    const key = row.map((m) => (m ? '1' : '0')).join('');
    const g = groups.get(key);
    if (g) g.push(r);
    else groups.set(key, [r]);
  });
  const emptyKey = names.map(() => '0').join('');
  const emptyCount = groups.get(emptyKey)?.length ?? 0;
  let intersections: (UpSetIntersection & { key: string })[] = [];
  for (const [key, elements] of groups) {
    if (key === emptyKey && !options.empty) continue;
    const members = names.filter((_, j) => key[j] === '1');
    intersections.push({ key, sets: members, degree: members.length, size: elements.length, elements });
  }
  intersections = intersections.filter((i) => i.size >= (options.minSize ?? 0));
  // Ties: fewer sets first, then the key read as set positions (earlier sets first).
  intersections.sort((a, b) => b.size - a.size || a.degree - b.degree || (a.key < b.key ? 1 : a.key > b.key ? -1 : 0));
  if (options.limit !== undefined) intersections = intersections.slice(0, options.limit);
  return { sets, intersections: intersections.map(({ sets: s, degree, size, elements }) => ({ sets: s, degree, size, elements })), emptyCount };
}

export interface SankeyRow {
  source: string;
  target: string;
  value: number;
}

export interface SankeyNode {
  name: string;
  /** max(total in, total out), as d3-sankey's node value. */
  value: number;
  valueIn: number;
  valueOut: number;
  /** Longest path from a source (0 for sources), d3-sankey computeNodeDepths. */
  depth: number;
  /** Longest path to a sink (0 for sinks), d3-sankey computeNodeHeights. */
  height: number;
  /** Column under d3-sankey's sankeyJustify: depth, except sinks go to the last column. */
  layer: number;
}

export interface SankeyLink {
  source: number;
  target: number;
  value: number;
}

export interface SankeyGraph {
  nodes: SankeyNode[];
  links: SankeyLink[];
  /** Number of columns (max depth + 1). */
  columns: number;
}

/** A Sankey input whose links contain a cycle, which a Sankey diagram cannot draw. */
export class SankeyCycleError extends Error {
  readonly cycle: string[];
  constructor(cycle: string[]) {
    super(`Sankey links form a cycle: ${cycle.join(' → ')}; a Sankey diagram needs flows that never return to an earlier node`);
    this.name = 'SankeyCycleError';
    this.cycle = cycle;
  }
}

/** Sankey nodes and links from (source, target, value) rows: duplicate links summed, nodes in first-appearance order, cycles refused, depths/heights/layers as d3-sankey (Bostock) computes them. */
export function sankeyGraph(rows: readonly SankeyRow[]): SankeyGraph {
  const index = new Map<string, number>();
  const names: string[] = [];
  const idOf = (name: string): number => {
    let i = index.get(name);
    if (i === undefined) {
      i = names.length;
      index.set(name, i);
      names.push(name);
    }
    return i;
  };
  const linkMap = new Map<string, SankeyLink>();
  const links: SankeyLink[] = [];
  for (const row of rows) {
    if (!Number.isFinite(row.value)) continue;
    if (row.value < 0) throw new RangeError(`Sankey link ${row.source} → ${row.target} has a negative value (${row.value})`);
    const s = idOf(row.source);
    const t = idOf(row.target);
    if (s === t) throw new SankeyCycleError([row.source, row.target]);
    const key = `${s}\u0000${t}`;
    const l = linkMap.get(key);
    if (l) l.value += row.value;
    else {
      const nl = { source: s, target: t, value: row.value };
      linkMap.set(key, nl);
      links.push(nl);
    }
  }
  const n = names.length;
  const out: number[][] = Array.from({ length: n }, () => []);
  const inc: number[][] = Array.from({ length: n }, () => []);
  for (const l of links) {
    (out[l.source] as number[]).push(l.target);
    (inc[l.target] as number[]).push(l.source);
  }
  // Cycle check by depth-first search with colouring; report the first cycle found.
  const colour = new Array<number>(n).fill(0);
  const stack: number[] = [];
  const visit = (u: number): void => {
    colour[u] = 1;
    stack.push(u);
    for (const v of out[u] as number[]) {
      if (colour[v] === 1) {
        const from = stack.indexOf(v);
        throw new SankeyCycleError([...stack.slice(from), v].map((i) => names[i] as string));
      }
      if (colour[v] === 0) visit(v);
    }
    stack.pop();
    colour[u] = 2;
  };
  for (let u = 0; u < n; u++) if (colour[u] === 0) visit(u);
  // Longest-path layering (breadth-first relaxation as d3-sankey).
  const layerBy = (adj: number[][]): number[] => {
    const level = new Array<number>(n).fill(0);
    let current = new Set<number>(Array.from({ length: n }, (_, i) => i));
    let x = 0;
    while (current.size) {
      const next = new Set<number>();
      for (const u of current) {
        level[u] = x;
        for (const v of adj[u] as number[]) next.add(v);
      }
      if (++x > n) throw new SankeyCycleError(names);
      current = next;
    }
    return level;
  };
  const depth = layerBy(out);
  const height = layerBy(inc);
  const columns = n ? Math.max(...depth) + 1 : 0;
  const nodes: SankeyNode[] = names.map((name, i) => {
    const valueIn = links.filter((l) => l.target === i).reduce((s, l) => s + l.value, 0);
    const valueOut = links.filter((l) => l.source === i).reduce((s, l) => s + l.value, 0);
    const d = depth[i] as number;
    return { name, value: Math.max(valueIn, valueOut), valueIn, valueOut, depth: d, height: height[i] as number, layer: (out[i] as number[]).length ? d : columns - 1 };
  });
  return { nodes, links, columns };
}
