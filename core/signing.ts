// Signed download links: HMAC-SHA256 over the file id and the expiry, valid one hour.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from './config.ts';
import { LIMITS } from './limits.ts';

function signature(fileId: string, exp: number): string {
  return createHmac('sha256', config().signingSecret).update(`${fileId}:${exp}`).digest('base64url');
}

export function signedDownload(fileId: string, now = Date.now()): { url: string; expiresAt: Date } {
  const exp = Math.floor(now / 1000) + LIMITS.downloadLinkSeconds;
  const url = `${config().publicBaseUrl}/api/v1/files/${fileId}?exp=${exp}&sig=${signature(fileId, exp)}`;
  return { url, expiresAt: new Date(exp * 1000) };
}

/** True when `sig` was made by us for this file and `exp` has not passed. */
export function verifyDownload(fileId: string, exp: string, sig: string, now = Date.now()): boolean {
  if (!/^\d{1,12}$/.test(exp)) return false;
  const expected = Buffer.from(signature(fileId, Number(exp)));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) && Number(exp) * 1000 > now;
}
