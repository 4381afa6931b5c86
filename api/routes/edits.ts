// POST /images/edits: five operations on one of the caller's images, each a job of kind
// image_edit. Everything that can be refused without running the engine is refused here,
// before a job or a credit: the files, the mask's size, replace_text's ties to its detection.
import { invalidRequest } from '../../core/errors.ts';
import { TextDetection } from '../../core/db/entities.ts';
import { em } from '../../core/db/orm.ts';
import { probeImage } from '../../core/imageProbe.ts';
import { JOB_TYPES } from '../../jobs/catalogue/jobTypes.ts';
import type { ImageEditParams } from '../../jobs/catalogue/params.ts';
import { missingCharacters } from '../../engines/shared/fonts.ts';
import { fileStorage } from '../../core/storage.ts';
import { readJson } from '../body/json.ts';
import { createJob } from '../../jobs/requests/admit.ts';
import { usableFile, usableImage, type ImageSource } from '../../jobs/requests/sourceFiles.ts';
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
        if (body.operation === 'replace_text') await checkDetection(accountId, body, image);
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

/** Each index at most once, and only characters the replacement font can draw. */
function checkReplacements(replacements: Array<{ index: number; text: string }>): void {
  const seen = new Set<number>();
  for (const [i, r] of replacements.entries()) {
    if (seen.has(r.index)) throw invalidRequest('DUPLICATE_INDEX', `Text ${r.index} is replaced more than once; name each index at most once.`, `replacements.${i}.index`);
    seen.add(r.index);
    const missing = missingCharacters(r.text.replace(/\s+/g, ' '));
    if (missing.length > 0) {
      throw invalidRequest(
        'TEXT_CHARACTERS_UNSUPPORTED',
        `The replacement font (Arimo) cannot draw ${missing.map((c) => `"${c}"`).join(', ')}.`,
        `replacements.${i}.text`,
      );
    }
  }
}

async function checkMask(accountId: string, maskId: string, image: ImageSource): Promise<void> {
  const file = await usableFile(accountId, maskId, 'mask', ['mask']);
  const probe = await probeImage(await fileStorage().get(file.id));
  if (!probe.ok) throw invalidRequest(probe.reason, 'The mask cannot be read as a PNG image.', 'mask');
  const mask = probe.displayed;
  if (mask.width !== image.width || mask.height !== image.height) {
    throw invalidRequest(
      'MASK_SIZE_MISMATCH',
      `The mask is ${mask.width}x${mask.height} pixels and the image ${image.width}x${image.height}; a mask must have the image's size.`,
      'mask',
    );
  }
}

/** The detection must be the caller's, of this very image, and name every replaced index. */
async function checkDetection(accountId: string, body: Extract<EditBody, { operation: 'replace_text' }>, image: ImageSource): Promise<void> {
  const detection = await (await em()).findOne(TextDetection, { id: body.text_detection, accountId });
  if (!detection) throw invalidRequest('TEXT_DETECTION_NOT_FOUND', 'text_detection is not one of your text detections.', 'text_detection');
  if (detection.fileId !== image.file.id) {
    throw invalidRequest('TEXT_DETECTION_OTHER_IMAGE', 'text_detection was made on another image; detect the text of this image first.', 'text_detection');
  }
  const indexes = new Set(detection.texts.map((t) => t.index));
  for (const [i, r] of body.replacements.entries()) {
    if (!indexes.has(r.index)) {
      const range = detection.texts.length === 0 ? 'the detection found no text' : `the detection has indexes 0 to ${detection.texts.length - 1}`;
      throw invalidRequest('TEXT_INDEX_UNKNOWN', `Text ${r.index} is not in the detection (${range}).`, `replacements.${i}.index`);
    }
  }
}
