// The flowchart SVG as a user opens it: well-formed, safe, editable (ids, real text), the shipped
// fonts named, drawn by resvg with text visible, and the same bytes for the same graph.
import { Resvg } from '@resvg/resvg-js';
import { layoutFlowchart } from '../../../engines/flowchart/layout/index.ts';
import { renderSvg } from '../../../engines/flowchart/render/index.ts';
import type { FlowGraph } from '../../../engines/flowchart/model.ts';
import { fontFiles, undrawableCharacters } from '../../../engines/shared/fonts.ts';
import { graphOf, SAMPLES, testingRule } from './layoutSamples.ts';

/** A small well-formedness check: every tag closed in order, attributes quoted, entities known. */
function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/y;
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const text = xml.slice(i, lt === -1 ? xml.length : lt);
    for (const m of text.matchAll(/&([^;\s]*);?/g)) if (!/^(lt|gt|amp|quot|apos|#\d+|#x[0-9a-f]+)$/i.test(m[1] ?? '') || !m[0].endsWith(';')) problems.push(`bad entity ${m[0]}`);
    if (lt === -1) break;
    tag.lastIndex = lt;
    const m = tag.exec(xml);
    if (!m) {
      problems.push(`bad tag at ${lt}: ${xml.slice(lt, lt + 40)}`);
      break;
    }
    const [, closing, name, , selfClosing] = m;
    if (closing) {
      if (stack.pop() !== name) problems.push(`unbalanced </${name}>`);
    } else if (!selfClosing) stack.push(name as string);
    i = tag.lastIndex;
  }
  if (stack.length) problems.push(`unclosed ${stack.join(', ')}`);
  return problems;
}

async function svgOf(graph: FlowGraph, ratio: Parameters<typeof layoutFlowchart>[1] = 'auto'): Promise<string> {
  return renderSvg(await layoutFlowchart(graph, ratio));
}

const ids = (svg: string, kind: string) => [...svg.matchAll(new RegExp(`<g id="${kind}-([^"]+)"`, 'g'))].map((m) => m[1]);

describe('flowchart SVG', () => {
  it.each(SAMPLES.map((s) => [s.name, s] as const))('%s: well-formed, safe and editable', async (_name, sample) => {
    const svg = await svgOf(sample.graph, sample.ratio);
    expect(xmlProblems(svg)).toEqual([]);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 [\d.]+ [\d.]+" width="[\d.]+" height="[\d.]+"/);
    expect(svg).toContain(`font-family="Arimo, &apos;Noto Sans&apos;, Arial, sans-serif"`);
    expect(svg).not.toMatch(/<script|\son\w+=|href|@import|<image|url\(/i);
    expect(ids(svg, 'node')).toHaveLength(sample.graph.nodes.length);
    expect(ids(svg, 'edge')).toHaveLength(sample.graph.edges.length);
    expect(ids(svg, 'group')).toHaveLength(sample.graph.groups.length);
    // Every label is real text.
    const texts = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]).join(' ');
    for (const node of sample.graph.nodes) for (const word of node.label.split(/\s+/).filter((w) => w.length > 3 && !/[&<>]/.test(w))) expect(texts).toContain(word);
    // Numbers have at most two decimals.
    expect(svg).not.toMatch(/\d\.\d{3}/);
  });

  it('draws group titles over the edges that enter their groups, on a pad, so no line runs through the words', async () => {
    const sample = SAMPLES.find((s) => s.name.startsWith('nested groups'));
    if (!sample) throw new Error('no sample');
    const svg = await svgOf(sample.graph);
    const lastEdge = svg.lastIndexOf('id="edge-');
    for (const g of sample.graph.groups) {
      const title = svg.indexOf(`id="title-group-${g.id}"`);
      expect({ group: g.id, afterEdges: title > lastEdge }).toEqual({ group: g.id, afterEdges: true });
    }
  });

  it('gives the same bytes for the same graph', async () => {
    const sample = SAMPLES.find((s) => s.name === 'decision rule with loops');
    if (!sample) throw new Error('no sample');
    expect(await svgOf(sample.graph)).toBe(await svgOf(structuredClone(sample.graph)));
  });

  it('keeps node and edge ids when a node is added, and makes odd ids XML-safe', async () => {
    const odd = graphOf(
      [
        ['A 1', 'First <step> & "more"'],
        ['b"c', 'Second'],
        ['A_1', 'Third'],
      ],
      [
        ['A 1', 'b"c', 'x < y'],
        ['b"c', 'A_1'],
      ],
      [],
      { title: 'Trial <flow> & co' },
    );
    const before = await svgOf(odd);
    const after = await svgOf({ ...odd, nodes: [...odd.nodes, { id: 'new', label: 'Added', role: 'process' }], edges: [...odd.edges, { id: 'en', from: 'A_1', to: 'new', line: 'solid', arrow: 'end' }] });
    expect(xmlProblems(before)).toEqual([]);
    expect(ids(before, 'node')).toEqual(['A_20_1', 'b_22_c', 'A_5f_1']);
    expect(ids(after, 'node')).toEqual([...(ids(before, 'node') as string[]), 'new']);
    expect(ids(after, 'edge').slice(0, 2)).toEqual(ids(before, 'edge'));
    expect(before).toContain('First &lt;step&gt; &amp; &quot;more&quot;');
    expect(before).toContain('<title>Trial &lt;flow&gt; &amp; co</title>');
    expect(before).toContain('x &lt; y');
  });

  it('honours classDefs and node styles', async () => {
    const graph = graphOf([['a', 'Alpha'], ['b', 'Beta']], [['a', 'b']]);
    graph.classDefs = { warn: { fill: '#ffeecc', stroke: '#aa5500' } };
    (graph.nodes[0] as FlowGraph['nodes'][number]).classes = ['warn'];
    (graph.nodes[1] as FlowGraph['nodes'][number]).style = { fill: '#ddeeff', bold: true };
    const svg = await svgOf(graph);
    expect(svg).toMatch(/<g id="node-a"[^>]*><rect[^>]*fill="#ffeecc" stroke="#aa5500"/);
    expect(svg).toMatch(/<g id="node-b"[^>]*><rect[^>]*fill="#ddeeff"[\s\S]*?font-weight="bold"/);
  });

  it('is drawn by resvg with the shipped fonts, text visible inside the nodes', async () => {
    const layout = await layoutFlowchart(testingRule(), '4:3');
    const svg = renderSvg(layout);
    const scale = 2;
    const image = new Resvg(svg, { fitTo: { mode: 'zoom', value: scale }, font: { fontFiles: fontFiles(), loadSystemFonts: false, defaultFontFamily: 'Arimo' } }).render();
    expect(image.width).toBe(Math.round(layout.width * scale));
    const px = image.pixels;
    // Dark text pixels in each node's text block.
    for (const n of layout.nodes) {
      let dark = 0;
      const t = n.text;
      for (let y = Math.round((t.center.y - t.fontSize / 2) * scale); y < (t.center.y + t.fontSize / 2) * scale; y++) {
        for (let x = Math.round((t.center.x - t.width / 2) * scale); x < (t.center.x + t.width / 2) * scale; x++) {
          const i = (y * image.width + x) * 4;
          if ((px[i] as number) < 120 && (px[i + 1] as number) < 120) dark++;
        }
      }
      expect({ node: n.node.id, dark: dark > 20 }).toEqual({ node: n.node.id, dark: true });
    }
    expect((svg.match(/<text /g) ?? []).length).toBeGreaterThanOrEqual(layout.nodes.length);
  });

  it('knows which characters neither font family draws', () => {
    expect(undrawableCharacters('Dose ≥ 5 mg, β-blocker → ✓')).toEqual(['✓']);
    expect(undrawableCharacters('Ωμ αβγ ǂ')).toEqual([]);
    expect(undrawableCharacters('治疗')).toEqual(['治', '疗']);
  });
});
