// POST /images/text-detections: OCR of one of the caller's images, answered at once (200)
// and stored, because a `replace_text` edit names it. Free, 20 per 15 minutes per account.
// The key's record is the detection row: a replay answers it again and counts nothing.
import { readJson } from '../body/json.ts';
import { hashRequest } from '../../jobs/requests/admit.ts';
import { singleFlight } from '../../jobs/requests/singleFlight.ts';
import { detectOnce, presentDetection } from '../../jobs/requests/textDetections.ts';
import { TextDetectionRequest, TextDetectionSchema } from '../../contract/textDetections.ts';
import { callerOf } from '../../http/state.ts';
import { CREATE_ERRORS, route } from './route.ts';

const OPERATION = 'images.text-detections';

export const createTextDetection = route({
  method: 'post',
  path: '/images/text-detections',
  summary: 'Read the text in an image (free; 20 per 15 minutes per account)',
  tag: 'images',
  auth: { scope: 'images:edit', requestClass: 'create' },
  operation: OPERATION,
  idempotencyKey: 'required',
  body: { contentType: 'application/json', schema: TextDetectionRequest },
  responses: { 200: { description: 'The texts found, in reading order', schema: TextDetectionSchema } },
  errors: CREATE_ERRORS.filter((c) => c !== 'INSUFFICIENT_CREDITS' && c !== 'CONCURRENCY_LIMITED'),
  handler: async (ctx) => {
    const body = await readJson(ctx, TextDetectionRequest);
    const { accountId } = callerOf(ctx);
    const key = ctx.state.idempotencyKey as string;
    const requestHash = hashRequest(OPERATION, body);
    const row = await singleFlight(`${OPERATION}\n${accountId}\n${key}\n${requestHash}`, () => detectOnce(accountId, key, requestHash, body.image));
    ctx.status = 200;
    ctx.body = presentDetection(row);
  },
});
