// Agglomerative hierarchical clustering in R hclust's conventions, dendrogram geometry, and the
// row/column ordering behind clustered heatmaps.

export type Linkage = 'complete' | 'average' | 'single' | 'ward.D2' | 'ward.D' | 'mcquitty' | 'median' | 'centroid';

/** Condensed lower-triangle distances in R dist order: d(1,2), d(1,3), …, d(1,n), d(2,3), … */
export interface DistMatrix {
  size: number;
  values: number[];
}

/** Euclidean distances between rows, skipping coordinates missing in either row and scaling up by √(p/used) like R dist(method = "euclidean"). */
export function euclideanDist(rows: readonly (readonly number[])[]): DistMatrix {
  const n = rows.length;
  const values: number[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const a = rows[i] as readonly number[];
      const b = rows[j] as readonly number[];
      let s = 0;
      let used = 0;
      for (let k = 0; k < a.length; k++) {
        const d = (a[k] as number) - (b[k] as number);
        if (Number.isFinite(d)) {
          s += d * d;
          used++;
        }
      }
      values.push(used === 0 ? NaN : Math.sqrt(used === a.length ? s : s * (a.length / used)));
    }
  }
  return { size: n, values };
}

export interface Hclust {
  /** n − 1 rows: negative = singleton −(observation number, 1-based), positive = earlier merge (1-based row). */
  merge: [number, number][];
  height: number[];
  /** Leaf order for plotting, 1-based observation numbers (R's order). */
  order: number[];
  method: Linkage;
}

const METHOD_CODE: Record<Linkage, number> = { 'ward.D': 1, single: 2, complete: 3, average: 4, mcquitty: 5, median: 6, centroid: 7, 'ward.D2': 8 };

/** Agglomerative clustering by Lance–Williams updates with the nearest-neighbour list, ported from R's hclust.f (F. Murtagh) and hcass2 so merges, heights, ties and order equal R hclust(d, method). */
export function hclust(dist: DistMatrix, method: Linkage = 'complete'): Hclust {
  const n = dist.size;
  if (n < 2) throw new RangeError('must have n >= 2 objects to cluster');
  const len = (n * (n - 1)) / 2;
  if (dist.values.length !== len) throw new RangeError('dissimilarities of improper length');
  if (dist.values.some((v) => !Number.isFinite(v))) throw new RangeError('NA/NaN/Inf in distances');
  const iOpt = METHOD_CODE[method];
  // 1-based arrays as in the Fortran.
  const diss = [0, ...dist.values];
  const ioffst = (i: number, j: number): number => j + (i - 1) * n - (i * (i + 1)) / 2;
  const membr = new Array<number>(n + 1).fill(1);
  const flag = new Array<boolean>(n + 1).fill(true);
  const nn = new Array<number>(n + 1).fill(0);
  const disnn = new Array<number>(n + 1).fill(0);
  const ia = new Array<number>(n + 1).fill(0);
  const ib = new Array<number>(n + 1).fill(0);
  const crit = new Array<number>(n + 1).fill(0);
  const INF = 1e300;
  const d = (k: number): number => diss[k] as number;
  if (iOpt === 8) for (let i = 1; i <= len; i++) diss[i] = d(i) * d(i);
  let im = 0;
  let jj = 0;
  let jm = 0;
  for (let i = 1; i <= n - 1; i++) {
    let dmin = INF;
    for (let j = i + 1; j <= n; j++) {
      const ind = ioffst(i, j);
      if (dmin > d(ind)) {
        dmin = d(ind);
        jm = j;
      }
    }
    nn[i] = jm;
    disnn[i] = dmin;
  }
  let ncl = n;
  const isWard = iOpt === 1 || iOpt === 8;
  while (ncl > 1) {
    let dmin = INF;
    for (let i = 1; i <= n - 1; i++) {
      if (flag[i] && (disnn[i] as number) < dmin) {
        dmin = disnn[i] as number;
        im = i;
        jm = nn[i] as number;
      }
    }
    ncl--;
    const i2 = Math.min(im, jm);
    const j2 = Math.max(im, jm);
    ia[n - ncl] = i2;
    ib[n - ncl] = j2;
    if (iOpt === 8) dmin = Math.sqrt(dmin);
    crit[n - ncl] = dmin;
    flag[j2] = false;
    dmin = INF;
    for (let k = 1; k <= n; k++) {
      if (flag[k] && k !== i2) {
        const ind1 = i2 < k ? ioffst(i2, k) : ioffst(k, i2);
        const ind2 = j2 < k ? ioffst(j2, k) : ioffst(k, j2);
        const d12 = d(ioffst(i2, j2));
        const mi = membr[i2] as number;
        const mj = membr[j2] as number;
        const mk = membr[k] as number;
        if (isWard) {
          diss[ind1] = ((mi + mk) * d(ind1) + (mj + mk) * d(ind2) - mk * d12) / (mi + mj + mk);
        } else if (iOpt === 2) diss[ind1] = Math.min(d(ind1), d(ind2));
        else if (iOpt === 3) diss[ind1] = Math.max(d(ind1), d(ind2));
        else if (iOpt === 4) diss[ind1] = (mi * d(ind1) + mj * d(ind2)) / (mi + mj);
        else if (iOpt === 5) diss[ind1] = (d(ind1) + d(ind2)) / 2;
        else if (iOpt === 6) diss[ind1] = (d(ind1) + d(ind2) - d12 / 2) / 2;
        else if (iOpt === 7) diss[ind1] = (mi * d(ind1) + mj * d(ind2) - (mi * mj * d12) / (mi + mj)) / (mi + mj);
        if (i2 < k) {
          if (d(ind1) < dmin) {
            dmin = d(ind1);
            jj = k;
          }
        } else if (d(ind1) < (disnn[k] as number)) {
          disnn[k] = d(ind1);
          nn[k] = i2;
        }
      }
    }
    membr[i2] = (membr[i2] as number) + (membr[j2] as number);
    disnn[i2] = dmin;
    nn[i2] = jj;
    for (let i = 1; i <= n - 1; i++) {
      if (flag[i] && (nn[i] === i2 || nn[i] === j2)) {
        let dm = INF;
        for (let j = i + 1; j <= n; j++) {
          if (flag[j]) {
            const ind = ioffst(i, j);
            if (d(ind) < dm) {
              dm = d(ind);
              jj = j;
            }
          }
        }
        nn[i] = jj;
        disnn[i] = dm;
      }
    }
  }
  // HCASS2: relabel merges and compute the plotting order.
  const iia = [...ia];
  const iib = [...ib];
  for (let i = 1; i <= n - 2; i++) {
    const k = Math.min(ia[i] as number, ib[i] as number);
    for (let j = i + 1; j <= n - 1; j++) {
      if (ia[j] === k) iia[j] = -i;
      if (ib[j] === k) iib[j] = -i;
    }
  }
  for (let i = 1; i <= n - 1; i++) {
    iia[i] = -(iia[i] as number);
    iib[i] = -(iib[i] as number);
  }
  for (let i = 1; i <= n - 1; i++) {
    const a = iia[i] as number;
    const b = iib[i] as number;
    if (a > 0 && b < 0) {
      iia[i] = b;
      iib[i] = a;
    }
    if ((iia[i] as number) > 0 && (iib[i] as number) > 0) {
      const k1 = Math.min(iia[i] as number, iib[i] as number);
      const k2 = Math.max(iia[i] as number, iib[i] as number);
      iia[i] = k1;
      iib[i] = k2;
    }
  }
  const iorder = new Array<number>(n + 2).fill(0);
  iorder[1] = iia[n - 1] as number;
  iorder[2] = iib[n - 1] as number;
  let loc = 2;
  for (let i = n - 2; i >= 1; i--) {
    for (let j = 1; j <= loc; j++) {
      if (iorder[j] === i) {
        iorder[j] = iia[i] as number;
        if (j === loc) {
          loc++;
          iorder[loc] = iib[i] as number;
        } else {
          loc++;
          for (let k = loc; k >= j + 2; k--) iorder[k] = iorder[k - 1] as number;
          iorder[j + 1] = iib[i] as number;
        }
        break;
      }
    }
  }
  const merge: [number, number][] = [];
  const height: number[] = [];
  for (let i = 1; i <= n - 1; i++) {
    merge.push([iia[i] as number, iib[i] as number]);
    height.push(crit[i] as number);
  }
  const order: number[] = [];
  for (let i = 1; i <= n; i++) order.push(-(iorder[i] as number));
  return { merge, height, order, method };
}

export interface DendrogramSegment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface DendrogramLayout {
  /** x position (1..n) of each observation, indexed by observation (0-based). */
  leafX: number[];
  /** Merge node positions: x = midpoint of its two children, y = merge height (as plot.hclust). */
  nodes: { x: number; y: number }[];
  /** Rectangular dendrogram: two verticals and one horizontal per merge. */
  segments: DendrogramSegment[];
}

/** Rectangular dendrogram geometry as R plot.hclust draws it: leaves at 1..n in hclust order and height 0, each merge centred over its two children at its height. */
export function dendrogramLayout(tree: Hclust): DendrogramLayout {
  const n = tree.order.length;
  const leafX = new Array<number>(n).fill(0);
  tree.order.forEach((obs, pos) => (leafX[obs - 1] = pos + 1));
  const nodes: { x: number; y: number }[] = [];
  const segments: DendrogramSegment[] = [];
  const pos = (ref: number): { x: number; y: number } => (ref < 0 ? { x: leafX[-ref - 1] as number, y: 0 } : (nodes[ref - 1] as { x: number; y: number }));
  tree.merge.forEach(([a, b], i) => {
    const pa = pos(a);
    const pb = pos(b);
    const h = tree.height[i] as number;
    nodes.push({ x: (pa.x + pb.x) / 2, y: h });
    segments.push({ x1: pa.x, y1: pa.y, x2: pa.x, y2: h }, { x1: pa.x, y1: h, x2: pb.x, y2: h }, { x1: pb.x, y1: pb.y, x2: pb.x, y2: h });
  });
  return { leafX, nodes, segments };
}

export interface ClusteredHeatmap {
  /** 0-based row and column indices in display order. */
  rowOrder: number[];
  colOrder: number[];
  /** The (optionally z-scored) matrix in display order. */
  values: number[][];
  rowTree: Hclust | null;
  colTree: Hclust | null;
}

/** Row z-scores (x − row mean)/row SD (n − 1), as pheatmap scale = "row"; NaN for a constant row. */
export function zScoreRows(matrix: readonly (readonly number[])[]): number[][] {
  return matrix.map((row) => {
    const xs = row.filter((v) => Number.isFinite(v));
    const m = xs.reduce((a, b) => a + b, 0) / xs.length;
    const s = Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1));
    return row.map((v) => (v - m) / s);
  });
}

function transpose(m: readonly (readonly number[])[]): number[][] {
  const cols = m[0]?.length ?? 0;
  return Array.from({ length: cols }, (_, j) => m.map((r) => r[j] as number));
}

/** Clustered heatmap orders: optional z-scoring by row or column first, then Euclidean hclust of rows and of columns (pheatmap's defaults: scale before clustering, complete linkage, tree order kept). */
export function clusteredHeatmap(
  matrix: readonly (readonly number[])[],
  options: { scale?: 'none' | 'row' | 'column'; linkage?: Linkage; clusterRows?: boolean; clusterCols?: boolean } = {},
): ClusteredHeatmap {
  const scale = options.scale ?? 'none';
  let m: number[][] = matrix.map((r) => [...r]);
  if (scale === 'row') m = zScoreRows(m);
  else if (scale === 'column') m = transpose(zScoreRows(transpose(m)));
  const linkage = options.linkage ?? 'complete';
  const nr = m.length;
  const nc = m[0]?.length ?? 0;
  const rowTree = (options.clusterRows ?? true) && nr >= 2 ? hclust(euclideanDist(m), linkage) : null;
  const colTree = (options.clusterCols ?? true) && nc >= 2 ? hclust(euclideanDist(transpose(m)), linkage) : null;
  const rowOrder = rowTree ? rowTree.order.map((o) => o - 1) : Array.from({ length: nr }, (_, i) => i);
  const colOrder = colTree ? colTree.order.map((o) => o - 1) : Array.from({ length: nc }, (_, i) => i);
  const values = rowOrder.map((i) => colOrder.map((j) => (m[i] as number[])[j] as number));
  return { rowOrder, colOrder, values, rowTree, colTree };
}
