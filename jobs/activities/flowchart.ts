// Thin adapter: the flowchart job's prompt and attachments (or its parent's graph and an
// instruction) in, the flowchart engine, one SVG out. The graph drawn and the aspect ratio are
// stored with the job, for the next edit.
import type { SqlEntityManager } from '@mikro-orm/sql';
import { em as newEm } from '../../core/db/orm.ts';
import { Job, JobInput } from '../../core/db/entities.ts';
import { accountFileOrFail } from '../../core/files.ts';
import { fileStorage } from '../../core/storage.ts';
import type { EngineResult, FlowchartParams } from '../types.ts';
import { editFlowchart, generateFlowchart, FlowchartError, type Attachment, type FlowchartResult, type FlowAspectRatio } from '../../engines/flowchart/index.ts';
import { EngineError } from '../../engines/shared/errors.ts';
import { saveOutput } from './outputs.ts';
import { engineFailure } from './engineFailure.ts';

export async function runFlowchart(jobId: string, accountId: string, inputId: string): Promise<EngineResult> {
  const em = await newEm();
  const row = await em.findOneOrFail(JobInput, { id: inputId, accountId });
  const params = row.params as FlowchartParams;
  /** The request's words and the graph it edits: a failure's message repeats neither. */
  const asked: unknown[] = [params];
  try {
    const { drawn, aspectRatio } = params.parentJobId ? await edit(em, accountId, params, asked) : await generate(em, accountId, params);
    const output = await saveOutput(em, { jobId, accountId }, { bytes: Buffer.from(drawn.svg, 'utf8'), contentType: 'image/svg+xml', format: 'svg' });
    row.params = { ...params, aspectRatio, graph: drawn.graph } satisfies FlowchartParams as Record<string, unknown>;
    await em.flush();
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
async function edit(em: SqlEntityManager, accountId: string, params: FlowchartParams, asked: unknown[]): Promise<{ drawn: FlowchartResult; aspectRatio: FlowAspectRatio }> {
  const parent = await em.findOneOrFail(Job, { id: params.parentJobId, accountId, kind: 'flowchart' });
  const stored = (await em.findOneOrFail(JobInput, { id: parent.inputId ?? '', accountId })).params as FlowchartParams;
  if (!stored.graph) throw new FlowchartError('JOB_NOT_EDITABLE', 'The flowchart being edited has no stored graph.');
  asked.push(stored.prompt, stored.graph);
  const aspectRatio = stored.aspectRatio ?? 'auto';
  return { drawn: await editFlowchart(stored.graph, params.instruction ?? '', aspectRatio), aspectRatio };
}
