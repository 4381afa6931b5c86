// Sankey diagrams: flows from a source column to a target column (summed value, or row counts),
// nodes and depths from stats/sets.ts sankeyGraph (columns by depth, as d3-sankey's sankeyLeft,
// so early exits stay next to their source), node heights proportional to their value on one scale for every column, and
// links as cubic Bézier bands whose width is their value on that same scale.
import { column, numeric } from '../columns/find.ts';
import { bar } from '../marks/bar.ts';
import { link as flow } from '../marks/link.ts';
import { text } from '../marks/text.ts';
import { axislessFrame } from '../plot/axislessFrame.ts';
import { figureScene } from '../plot/figure.ts';
import { lineHeight, textWidth, wrapText } from '../plot/textFit.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { ChartError } from '../errors.ts';
import { SankeyCycleError, sankeyGraph, type SankeyGraph } from '../stats/sets.ts';
import type { ChartInput } from './types.ts';

export interface SankeyBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SankeyPlacement {
  graph: SankeyGraph;
  nodes: SankeyBox[];
  /** Per link: its band's top at the source and at the target, and its width. */
  links: Array<{ y0: number; y1: number; width: number }>;
  /** Points per unit of value. */
  k: number;
}

export function sankeyRows({ table, spec }: ChartInput): { rows: Array<{ source: string; target: string; value: number }>; valueName?: string } {
  const cats = table.columns.filter((c) => c.type !== 'number');
  const named = [spec.x, spec.group, ...spec.y, ...spec.mentioned].filter((n): n is string => Boolean(n) && cats.some((c) => c.name === n));
  const roleTarget = spec.roles.target !== spec.roles.source ? spec.roles.target : undefined;
  const sourceName = spec.roles.source ?? named.find((n) => n !== roleTarget) ?? cats.find((c) => c.name !== roleTarget)?.name;
  const targetName = roleTarget ?? [...named, ...cats.map((c) => c.name)].find((n) => n !== sourceName);
  if (!sourceName || !targetName) throw new ChartError('COLUMNS_MISSING', 'A Sankey diagram needs a source column and a target column (e.g. "from Stage to Outcome").');
  const source = column(table, sourceName);
  const target = column(table, targetName);
  // A value column named in the request; else, when each (source, target) pair has one row, the
  // table's numeric column (already-summed flows); else each row counts one.
  const pairs = new Set(source.values.map((s, r) => `${String(s)}\u0000${String(target.values[r])}`));
  const aggregated = pairs.size === table.rowCount;
  const valueName =
    spec.roles.weight ?? [...spec.y, ...spec.mentioned].find((n) => table.columns.find((c) => c.name === n)?.type === 'number') ?? (aggregated ? table.columns.find((c) => c.type === 'number')?.name : undefined);
  const value = valueName ? numeric(table, valueName) : undefined;
  const rows: Array<{ source: string; target: string; value: number }> = [];
  for (let r = 0; r < table.rowCount; r++) {
    const s = source.values[r];
    const t = target.values[r];
    const v = value ? value.values[r] : 1;
    if (s === null || t === null || s === undefined || t === undefined || typeof v !== 'number') continue;
    rows.push({ source: String(s), target: String(t), value: v });
  }
  if (rows.length === 0) throw new ChartError('NO_VALUES', 'The Sankey diagram has no flows.');
  return { rows, ...(valueName ? { valueName } : {}) };
}

/** Columns by layer, nodes in order of first appearance within a column, heights k·value with a fixed gap. */
export function placeSankey(graph: SankeyGraph, area: SankeyBox, nodeWidth: number): SankeyPlacement {
  const cols = Math.max(1, graph.columns);
  const byLayer: number[][] = Array.from({ length: cols }, () => []);
  graph.nodes.forEach((n, i) => byLayer[n.depth]?.push(i));
  // Within a column, nodes follow the value-weighted mean position of their sources (one sweep
  // left to right, ties in order of first appearance), which removes most crossings.
  const rank = new Map<number, number>();
  byLayer.forEach((layer, c) => {
    if (c > 0) {
      const centre = (i: number): number => {
        const ins = graph.links.filter((l) => l.target === i);
        const w = ins.reduce((s, l) => s + l.value, 0);
        return w > 0 ? ins.reduce((s, l) => s + l.value * (rank.get(l.source) ?? 0), 0) / w : Infinity;
      };
      const keyed = layer.map((i, pos) => ({ i, pos, key: centre(i) }));
      keyed.sort((a, b) => a.key - b.key || a.pos - b.pos);
      byLayer[c] = keyed.map((e) => e.i);
    }
    (byLayer[c] ?? []).forEach((i, pos) => rank.set(i, pos / Math.max(1, (byLayer[c] ?? []).length - 1)));
  });
  const gap = Math.min(area.height * 0.06, 8);
  const k = Math.min(...byLayer.filter((l) => l.length > 0).map((l) => (area.height - gap * (l.length - 1)) / l.reduce((s, i) => s + (graph.nodes[i]?.value ?? 0), 0)));
  const nodes: SankeyBox[] = graph.nodes.map(() => ({ x: 0, y: 0, width: nodeWidth, height: 0 }));
  byLayer.forEach((layer, c) => {
    const total = layer.reduce((s, i) => s + (graph.nodes[i]?.value ?? 0) * k, 0) + gap * (layer.length - 1);
    let y = area.y + (area.height - total) / 2;
    const x = cols === 1 ? area.x : area.x + ((area.width - nodeWidth) * c) / (cols - 1);
    for (const i of layer) {
      const h = (graph.nodes[i]?.value ?? 0) * k;
      nodes[i] = { x, y, width: nodeWidth, height: h };
      y += h + gap;
    }
  });
  // Links leave a node ordered by their target's position and enter ordered by their source's,
  // so that bands do not cross at the nodes.
  const links = graph.links.map(() => ({ y0: 0, y1: 0, width: 0 }));
  const mid = (i: number): number => (nodes[i]?.y ?? 0) + (nodes[i]?.height ?? 0) / 2;
  graph.nodes.forEach((_, i) => {
    const outs = graph.links.map((l, j) => ({ l, j })).filter((e) => e.l.source === i).sort((a, b) => mid(a.l.target) - mid(b.l.target));
    let y = nodes[i]?.y ?? 0;
    for (const { l, j } of outs) {
      const link = links[j];
      if (!link) continue;
      link.y0 = y;
      link.width = l.value * k;
      y += l.value * k;
    }
    const ins = graph.links.map((l, j) => ({ l, j })).filter((e) => e.l.target === i).sort((a, b) => mid(a.l.source) - mid(b.l.source));
    y = nodes[i]?.y ?? 0;
    for (const { l, j } of ins) {
      const link = links[j];
      if (!link) continue;
      link.y1 = y;
      y += l.value * k;
    }
  });
  return { graph, nodes, links, k };
}

export function sankey(input: ChartInput): Scene {
  return drawSankey(input, 0);
}

/** The diagram on a figure `grown` points taller than the theme's height. */
function drawSankey(input: ChartInput, grown: number): Scene {
  const { spec } = input;
  const theme = grown > 0 ? { ...input.theme, height: input.theme.height + grown } : input.theme;
  const { rows } = sankeyRows(input);
  let graph: SankeyGraph;
  try {
    graph = sankeyGraph(rows);
  } catch (e) {
    if (e instanceof SankeyCycleError) throw new ChartError('SANKEY_CYCLE', e.message);
    if (e instanceof RangeError) throw new ChartError('NEGATIVE_VALUES', e.message);
    throw e;
  }
  const { plot, layers } = axislessFrame(spec, theme, []);
  const fs = theme.fontSize;
  const valueText = (i: number): string => String(Number((graph.nodes[i]?.value ?? 0).toPrecision(6)));
  // A label is "Name (value)" on one line, or the name (wrapped to the room) over "(value)".
  const lines = (i: number, room: number): string[] => {
    const name = graph.nodes[i]?.name ?? '';
    const one = `${name} (${valueText(i)})`;
    return textWidth(one, fs) <= room ? [one] : [...wrapText(name, room, fs), `(${valueText(i)})`];
  };
  const blockWidth = (ls: string[]): number => Math.max(...ls.map((l) => textWidth(l, fs)));
  // Labels point outwards at both ends (first column left of its nodes, last column right) and
  // right of the nodes in between; the end columns' labels get their room at the sides.
  const nodeWidth = Math.max(3, Math.min(fs * 0.9, plot.width * 0.02));
  const endRoom = plot.width * 0.22;
  const ends = graph.columns > 1;
  const firstWidth = ends ? Math.max(0, ...graph.nodes.map((n, i) => (n.depth === 0 ? blockWidth(lines(i, endRoom)) : 0))) + fs * 0.4 : 0;
  const lastWidth = Math.max(0, ...graph.nodes.map((n, i) => (n.depth === graph.columns - 1 ? blockWidth(lines(i, endRoom)) : 0))) + fs * 0.4;
  const area = { x: plot.x + firstWidth, y: plot.y + fs * 0.3, width: plot.width - firstWidth - lastWidth, height: plot.height - fs * 0.6 };
  // Labels between columns wrap to an even share of the width; each gap is then as wide as its
  // column's labels need, the rest of the width shared out evenly.
  const evenGap = (area.width - nodeWidth) / Math.max(1, graph.columns - 1) - nodeWidth - fs * 0.6;
  const middleRoom = (i: number): number => (graph.nodes[i]?.depth === 0 && ends) || graph.nodes[i]?.depth === graph.columns - 1 ? endRoom : evenGap;
  const labelLines = graph.nodes.map((_, i) => lines(i, middleRoom(i)));
  const gapNeed = Array.from({ length: Math.max(0, graph.columns - 1) }, (_, c) =>
    Math.max(fs * 1.5, ...graph.nodes.map((n, i) => (n.depth === c && !(ends && c === 0) ? blockWidth(labelLines[i] ?? []) + fs * 0.6 : 0))),
  );
  const gaps = fillGaps(gapNeed, area.width - nodeWidth * graph.columns);
  const columnX = gaps.reduce<number[]>((xs, g) => [...xs, (xs[xs.length - 1] ?? area.x) + nodeWidth + g], [area.x]);
  // Each node must be as tall as its label, so that labels stacked in a column stay apart: a
  // figure too short for that grows (once, to at most twice its height).
  const labelHeight = (i: number): number => (labelLines[i]?.length ?? 1) * lineHeight(fs) + fs * 0.3;
  const k = Math.max(...graph.nodes.map((n, i) => labelHeight(i) / Math.max(n.value, 1e-9)));
  const gap = Math.min(area.height * 0.06, 8);
  const tallest = Math.max(...Array.from({ length: graph.columns }, (_, c) => graph.nodes.filter((n) => n.depth === c).reduce((h, n) => h + n.value * k + gap, -gap)));
  if (tallest > area.height + 0.5 && grown === 0) return drawSankey(input, Math.min(tallest - area.height + fs, theme.height));
  const place = placeSankey(graph, area, nodeWidth);
  if (graph.columns > 1) place.nodes.forEach((box, i) => (box.x = columnX[graph.nodes[i]?.depth ?? 0] ?? box.x));
  const out: SceneNode[] = [];
  graph.links.forEach((l, j) => {
    const a = place.nodes[l.source];
    const b = place.nodes[l.target];
    const link = place.links[j];
    if (!a || !b || !link) return;
    out.push(flow({ x0: a.x + a.width, y0: link.y0, x1: b.x, y1: link.y1, width: link.width }, theme, { fill: theme.color(l.source), fillOpacity: 0.4 }));
  });
  graph.nodes.forEach((_, i) => {
    const box = place.nodes[i];
    if (box) out.push(bar({ ...box, height: Math.max(box.height, 0.5) }, theme, { fill: theme.color(i), strokeWidth: theme.axisWidth * 0.5 }));
  });
  // Labels over every node and band.
  const labels: SceneNode[] = [];
  graph.nodes.forEach((n, i) => {
    const box = place.nodes[i];
    if (!box) return;
    const cy = box.y + box.height / 2;
    const first = ends && n.depth === 0;
    const ls = labelLines[i] ?? [];
    const x = first ? box.x - fs * 0.3 : box.x + box.width + fs * 0.3;
    ls.forEach((line, k) => labels.push(text(x, cy + (k - (ls.length - 1) / 2) * lineHeight(fs), line, theme, { anchor: first ? 'end' : 'start', baseline: 'middle' })));
  });
  return figureScene(theme, layers, { marks: [...out, ...labels] });
}

/**
 * Gaps between columns that add up to `total`, each at least its need where the width allows: the width left over
 * goes first to the narrowest gaps (level t with every gap max(need, t)), so that flows between
 * unlabelled columns get room too.
 */
function fillGaps(needs: number[], total: number): number[] {
  const sum = (t: number): number => needs.reduce((s, n) => s + Math.max(n, t), 0);
  if (needs.length === 0) return needs;
  // Too narrow for every need: all gaps give up the same share, rather than the page's edge.
  if (sum(0) >= total) return needs.map((n) => (n * total) / sum(0));
  let lo = 0;
  let hi = total;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (sum(mid) > total) hi = mid;
    else lo = mid;
  }
  return needs.map((n) => Math.max(n, lo));
}
