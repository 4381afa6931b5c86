// What our flowchart layout and drawing cost over elkjs itself. For generated pipelines of 10,
// 50 and 200 nodes: layoutFlowchart + renderSvg (text measured and wrapped, the direction,
// wrapping and density candidates laid out, the best fitted and drawn), against the baseline
// measured in the same run: one elkjs layered layout of the same graph with default options and
// fixed node sizes. The two run in turns (bench/support.ts interleaved); medians of 5 after 1
// warm-up. Also what the time buys: the smallest text in pt when the SVG is printed one journal
// column (85 mm) wide.
// Mermaid's CLI (mmdc) is not compared: it needs a headless browser download, which this
// machine cannot make.
//   node bench/flowchart.bench.ts
import { createRequire } from 'node:module';
import type { ELK } from 'elkjs/lib/elk-api.js';
import { COLUMN_PT, layoutFlowchart } from '../engines/flowchart/layout/index.ts';
import { renderSvg } from '../engines/flowchart/render/index.ts';
import type { FlowAspectRatio, FlowGraph } from '../engines/flowchart/model.ts';
import { pipeline } from '../test/engines/flowchart/layoutSamples.ts';
import { fmt, interleaved, median, ratio, writeResults } from './support.ts';

const ElkConstructor = createRequire(import.meta.url)('elkjs/lib/elk.bundled.js') as new () => ELK;
const elk = new ElkConstructor();

async function bareElk(graph: FlowGraph): Promise<number> {
  const t0 = performance.now();
  await elk.layout({
    id: 'root',
    layoutOptions: { 'elk.algorithm': 'layered' },
    children: graph.nodes.map((n) => ({ id: n.id, width: 150, height: 40 })),
    edges: graph.edges.map((e) => ({ id: e.id, sources: [e.from], targets: [e.to] })),
  });
  return performance.now() - t0;
}

async function ours(graph: FlowGraph, aspect: FlowAspectRatio): Promise<{ ms: number; bytes: number; pt: number }> {
  const t0 = performance.now();
  const layout = await layoutFlowchart(graph, aspect);
  const svg = renderSvg(layout);
  const ms = performance.now() - t0;
  const smallest = Math.min(...[...layout.nodes.map((n) => n.text), ...layout.edges.flatMap((e) => (e.label ? [e.label.text] : []))].map((t) => t.fontSize));
  return { ms, bytes: svg.length, pt: (smallest * COLUMN_PT) / layout.width };
}

async function main(): Promise<void> {
  const rows = [];
  console.log(`${'graph'.padEnd(22)}${'ratio'.padEnd(7)}${'ours ms'.padStart(10)}${'elkjs ms'.padStart(10)}${'x elkjs'.padStart(9)}${'SVG kB'.padStart(9)}${'pt@85mm'.padStart(9)}`);
  for (const size of [10, 50, 200]) {
    const graph = pipeline(size);
    for (const aspect of ['auto', '16:9'] as const) {
      const { service, bare } = await interleaved(5, 1, () => ours(graph, aspect), () => bareElk(graph));
      const row = { nodes: size, aspect, oursMs: median(service.map((s) => s.ms)), elkMs: median(bare), svgBytes: service[0]?.bytes ?? 0, minPt: service[0]?.pt ?? 0 };
      rows.push(row);
      console.log(`${`pipeline ${size} nodes`.padEnd(22)}${aspect.padEnd(7)}${fmt(row.oursMs).padStart(10)}${fmt(row.elkMs).padStart(10)}${ratio(row.oursMs, row.elkMs).padStart(9)}${fmt(row.svgBytes / 1024).padStart(9)}${row.minPt.toFixed(1).padStart(9)}`);
    }
  }
  console.log('Mermaid CLI (mmdc): not run, it needs a headless Chromium download this machine cannot make.');
  console.log(`results: ${writeResults('flowchart', rows)}`);
}

await main();
