// The flowchart reader on the corpus written blind (test/corpora/flowcharts): for each half,
// right (every box, arrow, branch label and lane as intended), refused, silently wrong, for new
// flowcharts and edits, and the reading time against parsing the same text as Mermaid.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readAttachment } from '../../engines/flowchart/attachments/index.ts';
import { applyEdit } from '../../engines/flowchart/edit/index.ts';
import { interpret } from '../../engines/flowchart/interpret/index.ts';
import type { DocumentText, FlowGraph } from '../../engines/flowchart/model.ts';
import { FLOW_CORPUS, flowCorpusHalf, type ExpectedEdit, type ExpectedGraph, type FlowCorpusItem } from '../../test/corpora/flowcharts/corpus.ts';
import { docxOf, pdfOf } from './documents.ts';
import { editDifferences, graphDifferences, graphRecall, type FlowVerdict } from './flowJudge.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function documents(item: FlowCorpusItem): Promise<DocumentText[]> {
  const out: DocumentText[] = [];
  for (const a of item.attachments ?? []) {
    const text = readFileSync(join(FLOW_CORPUS, 'attachments', a.file), 'utf8');
    const file =
      a.as === 'pdf'
        ? { bytes: await pdfOf(text), contentType: 'application/pdf' }
        : a.as === 'docx'
          ? { bytes: docxOf(text), contentType: DOCX }
          : { bytes: Buffer.from(text), contentType: a.as === 'markdown' ? 'text/markdown' : 'text/plain' };
    out.push(await readAttachment({ ...file, name: a.file }));
  }
  return out;
}

export interface FlowJudgement {
  verdict: FlowVerdict;
  why: string[];
  /** For a new flowchart drawn: intended boxes and arrows found, of all intended. */
  recall?: { nodes: [number, number]; edges: [number, number] };
}

export async function judgeFlowItem(item: FlowCorpusItem): Promise<FlowJudgement> {
  const refuses = 'refuse' in item.expect && item.expect.refuse !== undefined;
  let graph: FlowGraph;
  let parent: FlowGraph | undefined;
  try {
    if (item.edit !== undefined) {
      parent = interpret(item.parent!, []);
      graph = applyEdit(parent, item.edit);
    } else graph = interpret(item.prompt!, await documents(item));
  } catch (error) {
    const reason = `${(error as { reason?: string }).reason ?? 'error'}: ${(error as Error).message.slice(0, 140)}`;
    return { verdict: refuses ? 'right' : 'refused', why: [parent === undefined && item.edit !== undefined ? `parent ${reason}` : reason] };
  }
  if (refuses) return { verdict: 'silently wrong', why: ['drawn, where the request should be refused'] };
  if (item.edit !== undefined) {
    const why = editDifferences(parent!, graph, item.parentExpect!, item.expect as ExpectedEdit);
    return { verdict: why.length === 0 ? 'right' : 'silently wrong', why };
  }
  const why = graphDifferences(graph, item.expect as ExpectedGraph);
  return { verdict: why.length === 0 ? 'right' : 'silently wrong', why, recall: graphRecall(graph, item.expect as ExpectedGraph) };
}

export async function flowchartSection(show: boolean): Promise<void> {
  for (const half of ['dev', 'heldout'] as const) {
    const items = flowCorpusHalf(half);
    for (const kind of ['prompt', 'edit'] as const) {
      const some = items.filter((i) => (kind === 'edit') === (i.edit !== undefined));
      const counts: Record<FlowVerdict, number> = { right: 0, refused: 0, 'silently wrong': 0 };
      const problems = new Map<string, number>();
      const found = { nodes: [0, 0], edges: [0, 0] };
      for (const item of some) {
        const { verdict, why, recall } = await judgeFlowItem(item);
        counts[verdict] += 1;
        if (recall) for (const k of ['nodes', 'edges'] as const) for (const i of [0, 1]) found[k][i]! += recall[k][i]!;
        if (verdict === 'silently wrong') for (const k of new Set(why.map(problemKind))) problems.set(k, (problems.get(k) ?? 0) + 1);
        if (show && half === 'dev') console.log(`${item.id.padEnd(7)} ${verdict.padEnd(15)} ${(item.prompt ?? `${item.parent} => ${item.edit}`).replace(/\s+/g, ' ').slice(0, 110)}${why.length > 0 ? `\n        ${why.slice(0, 6).join('\n        ')}` : ''}`);
      }
      const pct = (n: number) => `${n} (${((100 * n) / Math.max(1, some.length)).toFixed(1)}%)`;
      console.log(`flowcharts ${half} ${kind}s: ${some.length}; right ${pct(counts.right)}, refused ${pct(counts.refused)}, silently wrong ${pct(counts['silently wrong'])}`);
      if (found.nodes[1]! > 0) {
        const share = (k: 'nodes' | 'edges') => `${((100 * found[k][0]!) / found[k][1]!).toFixed(0)}% (${found[k][0]} of ${found[k][1]})`;
        console.log(`flowcharts ${half} ${kind}s drawn: intended boxes found ${share('nodes')}, intended arrows found ${share('edges')}`);
      }
      if (problems.size > 0) console.log(`flowcharts ${half} ${kind}s: silently wrong in: ${[...problems].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ')}`);
    }
  }
}

/** "edge missing: ..." -> "edge missing", "arrow e1 is solid ..." -> "arrow". */
function problemKind(why: string): string {
  const head = why.split(':')[0]!;
  return head.length <= 24 ? head : why.split(' ')[0]!;
}
