import { createHash } from 'node:crypto';

/**
 * A uuid that is a function of its parts (SHA-256, laid out as an RFC 9562 version 8 uuid),
 * for rows that a retried request must find again rather than write twice.
 */
export function uuidFrom(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  const b = hash.digest().subarray(0, 16);
  b[6] = (b[6]! & 0x0f) | 0x80;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = b.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
