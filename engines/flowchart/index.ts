// Flowchart engine (SPEC "POST /flowcharts/generations" and "/edits"): a description and its
// attachments in, a graph and its SVG out. Plain functions: no Temporal, HTTP or storage.
//   attachments/  a file's text, with its Markdown structure (PDF, DOCX, DOC, Markdown, text, SVG, images by OCR)
//   interpret/    prompt and documents to a graph, by the grammar of docs/flowchart-requests.md
//   edit/         an instruction applied to a graph, by the same document's edit grammar
//   layout/       the graph placed with elkjs, fitted to the aspect ratio
//   render/       the placed graph drawn as an editable SVG with the two shipped font families
import { readAttachment, type Attachment } from './attachments/index.ts';
import { applyEdit } from './edit/index.ts';
import { FlowchartError } from './errors.ts';
import { interpret } from './interpret/index.ts';
import { layoutFlowchart } from './layout/index.ts';
import { MAX_NODES, type FlowAspectRatio, type FlowGraph } from './model.ts';
import { renderSvg } from './render/index.ts';
import { undrawableCharacters, nameCharacters } from '../shared/fonts.ts';

export { FlowchartError } from './errors.ts';
export type { Attachment } from './attachments/index.ts';
export type { FlowAspectRatio, FlowGraph } from './model.ts';

export interface FlowchartResult {
  graph: FlowGraph;
  svg: string;
}

export async function generateFlowchart(input: { prompt: string; attachments: Attachment[]; aspectRatio: FlowAspectRatio }): Promise<FlowchartResult> {
  const documents = [];
  for (const attachment of input.attachments) documents.push(await readAttachment(attachment));
  const graph = interpret(input.prompt, documents);
  return { graph, svg: await drawFlowchart(graph, input.aspectRatio) };
}

/** The latest version's graph changed by one instruction, drawn at the chain's aspect ratio. */
export async function editFlowchart(graph: FlowGraph, instruction: string, aspectRatio: FlowAspectRatio): Promise<FlowchartResult> {
  const next = applyEdit(graph, instruction);
  return { graph: next, svg: await drawFlowchart(next, aspectRatio) };
}

export async function drawFlowchart(graph: FlowGraph, aspectRatio: FlowAspectRatio): Promise<string> {
  if (graph.nodes.length === 0) throw new FlowchartError('FLOWCHART_NO_GRAPH', 'The description gives no steps to draw.');
  if (graph.nodes.length > MAX_NODES) throw new FlowchartError('FLOWCHART_TOO_LARGE', `A flowchart has at most ${MAX_NODES} steps; this one has ${graph.nodes.length}.`);
  // Text is measured and converted with the two shipped families: what they cannot draw would
  // be boxes sized for the wrong glyphs, so it is refused, naming the characters.
  const missing = undrawableCharacters(graphText(graph));
  if (missing.length > 0) {
    throw new FlowchartError('TEXT_CHARACTERS_UNSUPPORTED', `The flowchart's fonts (Arimo, Noto Sans) cannot draw ${nameCharacters(missing.slice(0, 10))}${missing.length > 10 ? ' and others' : ''}.`);
  }
  return renderSvg(await layoutFlowchart(graph, aspectRatio));
}

function graphText(graph: FlowGraph): string {
  return [graph.title ?? '', ...graph.nodes.map((n) => n.label), ...graph.edges.map((e) => e.label ?? ''), ...graph.groups.map((g) => g.label)].join('\n');
}
