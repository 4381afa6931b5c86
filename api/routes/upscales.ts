// POST /images/upscales: super-resolution of one of the caller's images to a long edge of
// 2048, 4096 or 8192 pixels, a job of kind image_upscale. A source already that large, or
// too small for the result to be more than a blur, is refused before any job.
import { UPSCALE_SCALES } from '../../core/upscaleScales.ts';
import { JOB_TYPES } from '../../jobs/catalogue/jobTypes.ts';
import { readJson } from '../body/json.ts';
import { createJob } from '../../jobs/requests/admit.ts';
import { checkUpscaleSource } from '../../jobs/checks/upscale.ts';
import { UpscaleRequest } from '../../contract/upscales.ts';
import { callerOf } from '../../http/state.ts';
import { CREATE_ERRORS, JOB_RESPONSES, route } from './route.ts';

export const createUpscale = route({
  method: 'post',
  path: '/images/upscales',
  summary: 'Upscale an image to a long edge of 2048, 4096 or 8192 pixels (50, 100 or 150 credits)',
  tag: 'images',
  auth: { scope: 'images:edit', requestClass: 'create' },
  operation: JOB_TYPES.upscale.operation,
  idempotencyKey: 'required',
  preferWait: true,
  body: { contentType: 'application/json', schema: UpscaleRequest },
  responses: JOB_RESPONSES,
  errors: CREATE_ERRORS,
  handler: async (ctx) => {
    const body = await readJson(ctx, UpscaleRequest);
    const scale = UPSCALE_SCALES[body.scale];
    const accountId = callerOf(ctx).accountId;
    await createJob(ctx, JOB_TYPES.upscale, {
      body,
      params: { sourceFileId: body.image, longEdge: scale.longEdge },
      preflight: () => checkUpscaleSource(accountId, body.image, body.scale),
    });
  },
});
