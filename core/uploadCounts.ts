import { ApiError } from './errors.ts';
import { DAY, increment, MINUTE, windowOf } from './counters.ts';
import { em } from './db/orm.ts';
import { UPLOAD_LIMITS, type UploadPurpose } from './limits.ts';

/**
 * Counts an upload against the website's limits (uploads per minute; documents per day).
 * Callers count only new uploads: a replay by Idempotency-Key is not counted again.
 */
export async function countUpload(accountId: string, purpose: UploadPurpose | 'chart_data'): Promise<void> {
  const now = Date.now();
  const db = await em();
  const minute = windowOf(now, MINUTE);
  if ((await increment(db, `uploads:${accountId}`, minute)) > UPLOAD_LIMITS.perMinutePerAccount) {
    throw new ApiError('RATE_LIMITED', 'Too many uploads in this minute.', { reason: 'UPLOAD_RATE_LIMITED' }, Math.max(1, Math.ceil((minute.end - now) / 1000)));
  }
  if (purpose === 'flowchart_attachment' || purpose === 'chart_data') {
    const day = windowOf(now, DAY);
    if ((await increment(db, `uploads-daily:${accountId}`, day)) > UPLOAD_LIMITS.documentsPerDay) {
      throw new ApiError('RATE_LIMITED', 'Too many uploads today.', { reason: 'UPLOAD_DAILY_LIMIT_REACHED' }, Math.max(1, Math.ceil((day.end - now) / 1000)));
    }
  }
}

