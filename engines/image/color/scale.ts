// Whether a figure's colours are a continuous colour scale (a heat map and its colour bar, a map
// shaded by value) rather than a few distinct categories. Recolor pairs distinct category colours
// with palette colours; a continuous scale has no categories to pair, and mapping its samples onto
// a qualitative palette would destroy the order that carries its meaning. Two signs, either
// enough:
//  - in the image, a colour bar: a strip along which the colour changes in small steps over a
//    long way while staying the same across the strip (a shallow line's anti-aliased edge also
//    changes slowly along a row, but not the same way in the rows beside it);
//  - among the categories found, many samples along one smooth path in OKLab: their minimum
//    spanning tree is a chain that keeps its direction. A qualitative palette's colours are
//    spread out, and a chain through them branches and turns at random.
import type { Raster } from '../../shared/raster.ts';
import { chroma, labDistance, srgbToOklab, type Lab } from './oklab.ts';

/** Fewer colours than this are categories whatever their arrangement (a 5-step sequential legend). */
const MIN_SCALE_COLOURS = 6;
/** Share of the colours that must lie on the tree's longest chain. */
const MIN_CHAIN_SHARE = 0.9;
/** Longest step (OKLab) between neighbours along the chain: samples of one scale are close. */
const MAX_STEP = 0.2;
/** Colours off the chain must be this close (OKLab) to it: a sample beside the path, not a branch. */
const MAX_OFF_CHAIN = 0.08;
/** A turn along the chain sharper than this (cosine between steps) breaks its smoothness... */
const MIN_TURN_COSINE = 0.3;
/** ...and one such turn is allowed: a diverging scale folds back at its neutral middle. */
const ALLOWED_SHARP_TURNS = 1;

/** Colour-bar strips: a run this long (px) of small colour steps... */
const MIN_GRADIENT_RUN = 24;
/** ...each step at most this (OKLab; JPEG noise included)... */
const MAX_GRADIENT_STEP = 0.03;
/** ...going this far (OKLab) from its first colour to its last... */
const MIN_GRADIENT_SPAN = 0.25;
/** ...with the pixels 2 px to either side across the run this close to it. */
const MAX_ACROSS = 0.025;
/** Chroma below which a pixel is a neutral and breaks a run. */
const RUN_MIN_CHROMA = 0.02;

export function categoriesFormScale(colours: Lab[]): boolean {
  const n = colours.length;
  if (n < MIN_SCALE_COLOURS) return false;
  const tree = minimumSpanningTree(colours);
  const chain = longestChain(tree, n);
  if (chain.length < MIN_CHAIN_SHARE * n) return false;
  const steps = chain.slice(1).map((k, i) => colours[k]!.map((v, c) => v - colours[chain[i]!]![c]!) as Lab);
  if (steps.some((s) => Math.hypot(...s) > MAX_STEP)) return false;
  const sharpTurns = steps.slice(1).filter((s, i) => cosine(steps[i]!, s) < MIN_TURN_COSINE).length;
  if (sharpTurns > ALLOWED_SHARP_TURNS) return false;
  const onChain = new Set(chain);
  return colours.every((c, k) => onChain.has(k) || chain.some((j) => labDistance(c, colours[j]!) <= MAX_OFF_CHAIN));
}

function cosine(p: Lab, q: Lab): number {
  return (p[0] * q[0] + p[1] * q[1] + p[2] * q[2]) / (Math.hypot(...p) * Math.hypot(...q) || 1);
}

/** Whether the image holds a colour bar or another smooth strip of changing colour (see the top). */
export function hasColourGradient(raster: Raster): boolean {
  const { data, width, height } = raster;
  if (width < 5 || height < 5) return false;
  const memo = new Map<number, Lab>();
  const labAt = (x: number, y: number): Lab => {
    const p = (y * width + x) * 4;
    const key = (data[p]! << 16) | (data[p + 1]! << 8) | data[p + 2]!;
    let lab = memo.get(key);
    if (!lab) {
      lab = srgbToOklab(data[p]!, data[p + 1]!, data[p + 2]!);
      memo.set(key, lab);
    }
    return lab;
  };
  const opaque = (x: number, y: number) => data[(y * width + x) * 4 + 3]! >= 128;
  // One run per row (horizontal) and one per column (vertical), followed as the rows go by.
  const columnStart: Array<Lab | null> = new Array<Lab | null>(width).fill(null);
  const columnLength = new Int32Array(width);
  for (let y = 2; y < height - 2; y++) {
    let rowStart: Lab | null = null;
    let rowLength = 0;
    for (let x = 2; x < width - 2; x++) {
      const here = labAt(x, y);
      const usable = opaque(x, y) && chroma(here) >= RUN_MIN_CHROMA;
      // Along the row: the pixels above and below must match (a vertical strip of constant colour).
      const rowOk = usable && rowStart !== null && labDistance(here, labAt(x - 1, y)) <= MAX_GRADIENT_STEP && labDistance(here, labAt(x, y - 2)) <= MAX_ACROSS && labDistance(here, labAt(x, y + 2)) <= MAX_ACROSS;
      if (rowOk) {
        if (++rowLength >= MIN_GRADIENT_RUN && labDistance(here, rowStart!) >= MIN_GRADIENT_SPAN) return true;
      } else {
        rowStart = usable ? here : null;
        rowLength = 1;
      }
      const start = columnStart[x]!;
      const columnOk = usable && start !== null && labDistance(here, labAt(x, y - 1)) <= MAX_GRADIENT_STEP && labDistance(here, labAt(x - 2, y)) <= MAX_ACROSS && labDistance(here, labAt(x + 2, y)) <= MAX_ACROSS;
      if (columnOk) {
        if (++columnLength[x]! >= MIN_GRADIENT_RUN && labDistance(here, start) >= MIN_GRADIENT_SPAN) return true;
      } else {
        columnStart[x] = usable ? here : null;
        columnLength[x] = 1;
      }
    }
  }
  return false;
}

/** Adjacency lists with edge lengths (Prim's algorithm; n is small). */
function minimumSpanningTree(colours: Lab[]): Array<Array<{ to: number; length: number }>> {
  const n = colours.length;
  const tree = colours.map(() => [] as Array<{ to: number; length: number }>);
  const inTree = new Array<boolean>(n).fill(false);
  const best = new Array<number>(n).fill(Infinity);
  const from = new Array<number>(n).fill(-1);
  best[0] = 0;
  for (let added = 0; added < n; added++) {
    let next = -1;
    for (let k = 0; k < n; k++) if (!inTree[k] && (next < 0 || best[k]! < best[next]!)) next = k;
    inTree[next] = true;
    if (from[next]! >= 0) {
      tree[next]!.push({ to: from[next]!, length: best[next]! });
      tree[from[next]!]!.push({ to: next, length: best[next]! });
    }
    for (let k = 0; k < n; k++) {
      const d = labDistance(colours[next]!, colours[k]!);
      if (!inTree[k] && d < best[k]!) {
        best[k] = d;
        from[k] = next;
      }
    }
  }
  return tree;
}

/** The nodes of the tree's longest path (by length): farthest from any node, then farthest from that. */
function longestChain(tree: Array<Array<{ to: number; length: number }>>, n: number): number[] {
  const farthest = (start: number) => {
    const distance = new Array<number>(n).fill(-1);
    const parent = new Array<number>(n).fill(-1);
    distance[start] = 0;
    const stack = [start];
    while (stack.length > 0) {
      const node = stack.pop()!;
      for (const edge of tree[node]!) {
        if (distance[edge.to]! >= 0) continue;
        distance[edge.to] = distance[node]! + edge.length;
        parent[edge.to] = node;
        stack.push(edge.to);
      }
    }
    const end = distance.indexOf(Math.max(...distance));
    return { end, parent };
  };
  const { end: a } = farthest(0);
  const { end: b, parent } = farthest(a);
  const chain: number[] = [];
  for (let node = b; node >= 0; node = parent[node]!) chain.push(node);
  return chain;
}
