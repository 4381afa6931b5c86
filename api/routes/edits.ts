// POST /images/edits: five operations on one of the caller's images, each a job of kind
// image_edit. Everything that can be refused without running the engine is refused here,
// before a job or a credit: the files, the mask's size, replace_text's ties to its detection.
import { JOB_TYPES } from '../../jobs/catalogue/jobTypes.ts';
import type { ImageEditParams } from '../../jobs/catalogue/params.ts';
import { readJson } from '../body/json.ts';
import { createJob } from '../../jobs/requests/admit.ts';
import { checkDetection, checkMask, checkReplacements } from '../../jobs/checks/imageEdit.ts';
import { usableImage } from '../../jobs/requests/sourceFiles.ts';
import { EditRequest, EditRequestDocument, type EditBody } from '../../contract/edits.ts';
import { callerOf } from '../../http/state.ts';
import { CREATE_ERRORS, JOB_RESPONSES, route } from './route.ts';

export const createEdit = route({
  method: 'post',
  path: '/images/edits',
  summary: 'Edit an image: by instruction, white background, aspect ratio, recolor or replace text (50, 75 or 100 credits by quality; 100 with a mask or for replace_text)',
  tag: 'images',
  auth: { scope: 'images:edit', requestClass: 'create' },
  operation: JOB_TYPES.imageEdit.operation,
  idempotencyKey: 'required',
  preferWait: true,
  body: { contentType: 'application/json', schema: EditRequestDocument },
  responses: JOB_RESPONSES,
  errors: [...CREATE_ERRORS, 'CONTENT_REJECTED'],
  handler: async (ctx) => {
    const body = await readJson(ctx, EditRequest);
    if (body.operation === 'replace_text') checkReplacements(body.replacements);
    const accountId = callerOf(ctx).accountId;
    await createJob(ctx, JOB_TYPES.imageEdit, {
      body,
      params: paramsOf(body),
      preflight: async () => {
        const image = await usableImage(accountId, body.image, 'image');
        if (body.operation === 'instruct' && body.mask) await checkMask(accountId, body.mask, image);
        if (body.operation === 'replace_text') await checkDetection(accountId, body.text_detection, body.replacements, image);
      },
    });
  },
});

function paramsOf(body: EditBody): ImageEditParams {
  switch (body.operation) {
    case 'instruct':
      return { operation: 'instruct', imageFileId: body.image, instruction: body.instruction, maskFileId: body.mask ?? null, quality: body.quality };
    case 'white_background':
      return { operation: 'white_background', imageFileId: body.image, quality: body.quality };
    case 'aspect_ratio':
      return { operation: 'aspect_ratio', imageFileId: body.image, aspectRatio: body.aspect_ratio, quality: body.quality };
    case 'recolor':
      return { operation: 'recolor', imageFileId: body.image, palette: body.palette ?? null, quality: body.quality };
    case 'replace_text':
      return { operation: 'replace_text', imageFileId: body.image, textDetectionId: body.text_detection, replacements: body.replacements };
  }
}
