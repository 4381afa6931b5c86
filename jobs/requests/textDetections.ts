// Text detections: OCR of one of the caller's images, stored because a `replace_text` edit
// names it. The key's record is the detection row: a replay answers it again and counts nothing.
import { randomUUID } from 'node:crypto';
import { ApiError, invalidRequest } from '../../core/errors.ts';
import { increment, windowOf } from '../../core/counters.ts';
import { TextDetection } from '../../core/db/entities.ts';
import { em } from '../../core/db/orm.ts';
import { LIMITS } from '../../core/limits.ts';
import { detectText } from '../../engines/ocr/index.ts';
import { EngineError } from '../../engines/shared/errors.ts';
import { usableImage } from './sourceFiles.ts';

type DetectionRow = InstanceType<typeof TextDetection.class>;

/** The detection this key made, or a new one: at most one per (account, key), counted once. */
export async function detectOnce(accountId: string, key: string, requestHash: string, imageId: string): Promise<DetectionRow> {
  const previous = await keyRecord(accountId, key, requestHash);
  if (previous) return previous;
  const source = await usableImage(accountId, imageId, 'image');
  await countDetection(accountId);
  let found;
  try {
    found = await detectText(source.bytes);
  } catch (err) {
    if (err instanceof EngineError) throw invalidRequest(err.reason, err.message, 'image');
    throw err;
  }
  const db = await em();
  const row = db.create(TextDetection, {
    id: randomUUID(),
    accountId,
    fileId: source.file.id,
    idempotencyKey: key,
    requestHash,
    width: found.width,
    height: found.height,
    texts: found.texts,
    createdAt: new Date(),
  });
  try {
    await db.flush();
    return row;
  } catch (err) {
    // Another process answered the same key first (the unique index let one through).
    const winner = await keyRecord(accountId, key, requestHash);
    if (winner) return winner;
    throw err;
  }
}

/** The detection already made under this key, or null; another body under it is a conflict. */
async function keyRecord(accountId: string, key: string, requestHash: string): Promise<DetectionRow | null> {
  const row = await (await em()).findOne(TextDetection, { accountId, idempotencyKey: key });
  if (row && row.requestHash !== requestHash) {
    throw new ApiError('IDEMPOTENCY_CONFLICT', 'This Idempotency-Key was used with another body.');
  }
  return row;
}

/** A fixed 15-minute window per account; the refusal says when the window ends. */
async function countDetection(accountId: string): Promise<void> {
  const { perWindow, windowSeconds } = LIMITS.textDetections;
  const now = Date.now();
  const window = windowOf(now, windowSeconds * 1000);
  const count = await increment(await em(), `text-detections:account:${accountId}`, window);
  if (count > perWindow) {
    throw new ApiError('RATE_LIMITED', `At most ${perWindow} text detections per ${windowSeconds / 60} minutes.`, { limit: perWindow }, Math.max(1, Math.ceil((window.end - now) / 1000)));
  }
}

export function presentDetection(row: DetectionRow) {
  return { id: row.id, object: 'text_detection' as const, width: row.width, height: row.height, texts: row.texts };
}
