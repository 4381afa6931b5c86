// POST /images/upscales: super-resolution of one of the caller's images to a long edge of
// 2048, 4096 or 8192 pixels, a job of kind image_upscale. A source already that large, or
// too small for the result to be more than a blur, is refused before any job.
import { invalidRequest } from '../../core/errors.ts';
import { UPSCALE_SCALES } from '../../core/upscaleScales.ts';
import { JOB_TYPES } from '../../jobs/catalogue/jobTypes.ts';
import { planUpscale } from '../../engines/image/upscale/plan.ts';
import { EngineError } from '../../engines/shared/errors.ts';
import { readJson } from '../body/json.ts';
import { createJob } from '../../jobs/requests/admit.ts';
import { usableImage } from '../../jobs/requests/sourceFiles.ts';
import { UpscaleRequest } from '../../contract/upscales.ts';
import { callerOf } from '../../http/state.ts';
import { CREATE_ERRORS, JOB_RESPONSES, route } from './route.ts';

/** Beyond this factor a network invents detail instead of restoring it (decisions.md). */
const MAX_FACTOR = 16;

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
      preflight: async () => {
        const image = await usableImage(accountId, body.image, 'image');
        const longEdge = Math.max(image.width, image.height);
        if (longEdge >= scale.longEdge) {
          throw invalidRequest(
            'ALREADY_AT_SCALE',
            `The image's long edge is already ${longEdge} pixels, at or above ${body.scale} (${scale.longEdge}); choose a larger scale or keep the image.`,
            'scale',
          );
        }
        try {
          planUpscale(image.width, image.height);
        } catch (err) {
          if (err instanceof EngineError) throw invalidRequest(err.reason, err.message, 'image');
          throw err;
        }
        if (longEdge * MAX_FACTOR < scale.longEdge) {
          throw invalidRequest(
            'UPSCALE_FACTOR_TOO_LARGE',
            `The image's long edge is ${longEdge} pixels; ${body.scale} would enlarge it more than ${MAX_FACTOR} times. Start from a source of at least ${Math.ceil(scale.longEdge / MAX_FACTOR)} pixels.`,
            'image',
          );
        }
      },
    });
  },
});
