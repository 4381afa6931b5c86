import { config } from '../../core/config.ts';
import { invalidRequest } from '../../core/errors.ts';
import { JOB_TYPES } from '../../jobs/catalogue/jobTypes.ts';
import { readJson } from '../body/json.ts';
import { createJob } from '../../jobs/requests/admit.ts';
import { checkPalette } from '../../jobs/checks/illustration.ts';
import { usableImage } from '../../jobs/requests/sourceFiles.ts';
import { GenerationRequest } from '../../contract/generations.ts';
import { callerOf } from '../../http/state.ts';
import { CREATE_ERRORS, JOB_RESPONSES, route } from './route.ts';

export const createGeneration = route({
  method: 'post',
  path: '/images/generations',
  summary: 'Generate an illustration from a text prompt (50, 75 or 100 credits by quality)',
  tag: 'images',
  auth: { scope: 'images:generate', requestClass: 'create' },
  operation: JOB_TYPES.illustration.operation,
  idempotencyKey: 'required',
  preferWait: true,
  body: { contentType: 'application/json', schema: GenerationRequest },
  responses: JOB_RESPONSES,
  errors: [...CREATE_ERRORS, 'CONTENT_REJECTED'],
  handler: async (ctx) => {
    const body = await readJson(ctx, GenerationRequest);
    checkPalette(body.palette);
    const cfg = config();
    const references = body.reference_file_ids ?? [];
    const accountId = callerOf(ctx).accountId;
    await createJob(ctx, JOB_TYPES.illustration, {
      body,
      params: {
        prompt: body.prompt,
        aspectRatio: body.aspect_ratio,
        quality: body.quality,
        style: body.style ?? null,
        palette: body.palette ?? null,
        referenceFileIds: references,
      },
      preflight: async () => {
        if (references.length > 0 && !cfg.illustrationProvider && !cfg.illustrationProviderUrl) {
          throw invalidRequest(
            'REFERENCES_UNSUPPORTED',
            'No image model is configured, and the local schematic engine cannot use reference images; send the request without reference_file_ids.',
            'reference_file_ids',
          );
        }
        for (const [i, id] of references.entries()) await usableImage(accountId, id, `reference_file_ids.${i}`);
      },
    });
  },
});
