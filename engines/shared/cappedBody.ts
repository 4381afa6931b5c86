// Reading an outside service's answer with a ceiling: an answer larger than any legitimate
// one is cut off and refused instead of buffered whole.
import { ProviderError } from './providerError.ts';

export async function readCapped(res: Response, maxBytes: number, what: string): Promise<Buffer> {
  const tooLarge = () => new ProviderError('PROVIDER_RESPONSE_TOO_LARGE', `The image provider answered with more data than ${what} can take.`, false);
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await res.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (res.body) {
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks);
}

/** A provider's own words, safe to put in a job's error message: no control characters, bounded. */
export function cleanProviderText(value: unknown, max = 300): string {
  // \p{Cc} is every control character; they would break the job's error message.
  return typeof value === 'string' ? value.replace(/\p{Cc}+/gu, ' ').trim().slice(0, max) : '';
}
