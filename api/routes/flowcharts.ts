import { JOB_TYPES } from '../../jobs/catalogue/jobTypes.ts';
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
  operation: JOB_TYPES.flowchartGeneration.operation,
  idempotencyKey: 'required',
  preferWait: true,
  body: { contentType: 'application/json', schema: FlowchartGenerationRequest },
  responses: JOB_RESPONSES,
  errors: CREATE_ERRORS,
  handler: async (ctx) => {
    // Defaults are applied by the schema: a body that spells them out is the same request.
    const body = await readJson(ctx, FlowchartGenerationRequest);
    const accountId = callerOf(ctx).accountId;
    await createJob(ctx, JOB_TYPES.flowchartGeneration, {
      body,
      params: { prompt: body.prompt, aspectRatio: body.aspect_ratio, attachmentFileIds: body.attachment_file_ids },
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
  operation: JOB_TYPES.flowchartEdit.operation,
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
