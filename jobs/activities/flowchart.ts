// Thin adapter: the flowchart job's prompt and attachments (or its parent's graph and an
// instruction) in, the flowchart engine, one SVG out. The graph drawn and the aspect ratio are
// stored with the job, for the next edit.
import type { SqlEntityManager } from '@mikro-orm/sql';
import { em as newEm } from '../../core/db/orm.ts';
import { accountFileOrFail } from '../../core/files.ts';
import { fileStorage } from '../../core/storage.ts';
import type { EngineResult } from '../types.ts';
import type { FlowchartParams } from '../catalogue/params.ts';
import { loadParams, parentParams, saveParams } from '../inputs.ts';
import { editFlowchart, generateFlowchart, FlowchartError, type Attachment, type FlowchartResult, type FlowAspectRatio } from '../../engines/flowchart/index.ts';
import { EngineError } from '../../engines/shared/errors.ts';
import { saveOutput } from './outputs.ts';
import { engineFailure } from './engineFailure.ts';

export async function runFlowchart(jobId: string, accountId: string, inputId: string): Promise<EngineResult> {
  const em = await newEm();
  const params = await loadParams(em, 'flowchart', inputId, accountId);
  /** The request's words and the graph it edits: a failure's message repeats neither. */
  const asked: unknown[] = [params];
  try {
    const { drawn, aspectRatio } = params.parentJobId ? await edit(em, accountId, params.parentJobId, params, asked) : await generate(em, accountId, params);
    const output = await saveOutput(em, { jobId, accountId }, { bytes: Buffer.from(drawn.svg, 'utf8'), contentType: 'image/svg+xml', format: 'svg' });
    await saveParams(em, inputId, accountId, { ...params, aspectRatio, graph: drawn.graph } satisfies FlowchartParams);
    return { outputs: [output] };
  } catch (err) {
    // The engine fails the same way on the same input: final, refunded, with its reason.
    if (err instanceof FlowchartError || err instanceof EngineError) throw engineFailure(err, asked);
    throw err;
  }
}

async function generate(em: SqlEntityManager, accountId: string, params: FlowchartParams): Promise<{ drawn: FlowchartResult; aspectRatio: FlowAspectRatio }> {
  const aspectRatio = params.aspectRatio ?? 'auto';
  const attachments: Attachment[] = [];
  for (const id of params.attachmentFileIds ?? []) {
    const file = await accountFileOrFail(em, accountId, id);
    attachments.push({ bytes: await fileStorage().get(file.id), contentType: file.contentType });
  }
  return { drawn: await generateFlowchart({ prompt: params.prompt ?? '', attachments, aspectRatio }), aspectRatio };
}

/** The parent's graph and aspect ratio, changed by the instruction. */
async function edit(em: SqlEntityManager, accountId: string, parentJobId: string, params: FlowchartParams, asked: unknown[]): Promise<{ drawn: FlowchartResult; aspectRatio: FlowAspectRatio }> {
  const stored = await parentParams(em, 'flowchart', 'flowchart', parentJobId, accountId);
  if (!stored.graph) throw new FlowchartError('JOB_NOT_EDITABLE', 'The flowchart being edited has no stored graph.');
  asked.push(stored.prompt, stored.graph);
  const aspectRatio = stored.aspectRatio ?? 'auto';
  return { drawn: await editFlowchart(stored.graph, params.instruction ?? '', aspectRatio), aspectRatio };
}
