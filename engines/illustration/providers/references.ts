// Reference images as sent to a model: a model uses them for guidance, not pixels, so they
// travel at most 1536 pixels on the long edge (a large upload would only slow the request
// and, as a data URL, exceed what Replicate takes inline).
import sharp from 'sharp';
import { LIMITS } from '../../../core/limits.ts';
import { ProviderError } from '../../shared/providerError.ts';

const MAX_EDGE = 1536;

export interface SentReference {
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg';
}

/** PNG keeps transparency (OpenAI edits take it); JPEG keeps a data URL small (Replicate). */
export async function sentReferences(references: Buffer[], format: 'png' | 'jpeg'): Promise<SentReference[]> {
  return Promise.all(
    references.map(async (bytes, i) => {
      try {
        const image = sharp(bytes, { limitInputPixels: LIMITS.maxInputPixels })
          .rotate()
          .resize(MAX_EDGE, MAX_EDGE, { fit: 'inside', withoutEnlargement: true });
        return format === 'png'
          ? { bytes: await image.png().toBuffer(), contentType: 'image/png' as const }
          : { bytes: await image.flatten({ background: '#ffffff' }).jpeg({ quality: 88 }).toBuffer(), contentType: 'image/jpeg' as const };
      } catch {
        throw new ProviderError('REFERENCE_UNREADABLE', `Reference image ${i + 1} cannot be read as PNG, JPEG or WebP.`, false);
      }
    }),
  );
}
