import { invalidRequest } from '../../core/errors.ts';
import { Job, JobInput } from '../../core/db/entities.ts';
import { em } from '../../core/db/orm.ts';
import { PRICES } from '../../core/prices.ts';
import type { FlowchartParams } from '../../core/jobTypes.ts';
import { readJson } from '../body/json.ts';
import { createJob } from '../jobs/admit.ts';
import { flowchartAttachments } from '../jobs/sourceFiles.ts';
import { FlowchartEditRequest, FlowchartGenerationRequest } from '../schemas/flowcharts.ts';
import { callerOf } from '../state.ts';
import { CREATE_ERRORS, JOB_RESPONSES, route } from './route.ts';

export const createFlowchart = route({
  method: 'post',
  path: '/flowcharts/generations',
  summary: 'Draw a flowchart as an editable SVG from a description and attachments (100 credits)',
  tag: 'flowcharts',
  auth: { scope: 'flowcharts:generate', requestClass: 'create' },
  operation: 'flowcharts.generations',
  idempotencyKey: 'required',
  preferWait: true,
  body: { contentType: 'application/json', schema: FlowchartGenerationRequest },
  responses: JOB_RESPONSES,
  errors: CREATE_ERRORS,
  handler: async (ctx) => {
    // Defaults are applied by the schema: a body that spells them out is the same request.
    const body = await readJson(ctx, FlowchartGenerationRequest);
    const accountId = callerOf(ctx).accountId;
    await createJob(ctx, {
      operation: 'flowcharts.generations',
      kind: 'flowchart',
      price: PRICES.flowchart.generation,
      body,
      engine: 'flowchart',
      params: { prompt: body.prompt, aspectRatio: body.aspect_ratio, attachmentFileIds: body.attachment_file_ids } satisfies FlowchartParams,
      // An attachment that is not the caller's usable upload costs nothing: no job.
      preflight: async () => {
        await flowchartAttachments(accountId, body.attachment_file_ids, 'attachment_file_ids');
      },
    });
  },
});

export const editFlowchart = route({
  method: 'post',
  path: '/flowcharts/edits',
  summary: 'Edit the latest version of a flowchart with an instruction (100 credits)',
  tag: 'flowcharts',
  auth: { scope: 'flowcharts:generate', requestClass: 'create' },
  operation: 'flowcharts.edits',
  idempotencyKey: 'required',
  preferWait: true,
  body: { contentType: 'application/json', schema: FlowchartEditRequest },
  responses: JOB_RESPONSES,
  errors: [...CREATE_ERRORS, 'REVISION_CONFLICT'],
  handler: async (ctx) => {
    const body = await readJson(ctx, FlowchartEditRequest);
    const accountId = callerOf(ctx).accountId;
    await createJob(ctx, {
      operation: 'flowcharts.edits',
      kind: 'flowchart',
      price: PRICES.flowchart.edit,
      body,
      engine: 'flowchart',
      editOf: body.job,
      params: { parentJobId: body.job, instruction: body.instruction } satisfies FlowchartParams,
      preflight: async () => {
        const db = await em();
        const parent = await db.findOne(Job, { id: body.job, accountId, kind: 'flowchart' });
        if (!parent) throw invalidRequest('JOB_NOT_FOUND', 'job is not one of your flowchart jobs.', 'job');
        // A flowchart whose creation was refused (402, say) is a failed job: it has nothing to edit.
        if (parent.refused) throw invalidRequest('JOB_NOT_SUCCEEDED', 'The flowchart job did not succeed; only a succeeded flowchart can be edited.', 'job');
        // A finished flowchart without a stored graph (made elsewhere, before graphs were kept).
        const input = parent.inputId ? await db.findOne(JobInput, { id: parent.inputId }) : null;
        if (parent.status === 'succeeded' && !input?.params.graph) throw invalidRequest('JOB_NOT_EDITABLE', 'This flowchart has no stored graph and cannot be edited.', 'job');
      },
    });
  },
});
