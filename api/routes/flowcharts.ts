import { PRICES } from '../../core/prices.ts';
import type { FlowchartParams } from '../../jobs/types.ts';
import { readJson } from '../body/json.ts';
import { createJob, requesterOf, sendJobAnswer } from '../../jobs/requests/admit.ts';
import { createFlowchartEdit } from '../../jobs/requests/edits.ts';
import { flowchartAttachments } from '../../jobs/requests/sourceFiles.ts';
import { FlowchartEditRequest, FlowchartGenerationRequest } from '../../contract/flowcharts.ts';
import { callerOf } from '../../http/state.ts';
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
    sendJobAnswer(ctx, await createFlowchartEdit(requesterOf(ctx), body));
  },
});
