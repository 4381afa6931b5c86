// The size of a graph's unwrapped layered drawing, estimated without laying it out: layers by the
// longest path over the edges that run forward in ELK's model order (a labelled edge takes two
// layers: its label stands in one of its own), each layer as long as its longest box and as wide
// as its boxes side by side. Used only to skip a layout that cannot win (a long flow unwrapped).
import type { Direction, FlowGraph } from '../model.ts';
import { layoutOrder, spacingOf, type Sized } from './elk.ts';

export function unwrappedSize(graph: FlowGraph, sized: Sized, direction: Direction): { width: number; height: number } {
  const vertical = direction === 'TB' || direction === 'BT';
  const order = layoutOrder(graph).map((n) => n.id);
  const index = new Map(order.map((id, i) => [id, i]));
  const layer = new Map<string, number>(order.map((id) => [id, 0]));
  const forward = graph.edges.filter((e) => (index.get(e.from) ?? Infinity) < (index.get(e.to) ?? -Infinity)).sort((a, b) => (index.get(a.from) as number) - (index.get(b.from) as number));
  for (const e of forward) layer.set(e.to, Math.max(layer.get(e.to) ?? 0, (layer.get(e.from) ?? 0) + (sized.labels.has(e.id) ? 2 : 1)));
  const sp = spacingOf(sized.style);
  const layers = new Map<number, Array<{ along: number; cross: number }>>();
  for (const id of order) {
    const box = sized.nodes.get(id) ?? { width: 0, height: 0 };
    const l = layer.get(id) ?? 0;
    if (!layers.has(l)) layers.set(l, []);
    layers.get(l)?.push({ along: vertical ? box.height : box.width, cross: vertical ? box.width : box.height });
  }
  const count = Math.max(...layers.keys()) + 1;
  let along = (count - 1) * sp.betweenLayers;
  let cross = 0;
  for (const boxes of layers.values()) {
    along += Math.max(...boxes.map((b) => b.along));
    cross = Math.max(cross, boxes.reduce((s, b) => s + b.cross, 0) + (boxes.length - 1) * sp.nodeNode);
  }
  return vertical ? { width: cross, height: along } : { width: along, height: cross };
}
