import { z } from 'zod';
import { UPLOAD_PURPOSES } from '../core/limits.ts';

export const UploadPurpose = z.enum(UPLOAD_PURPOSES as [string, ...string[]]);

export const FileUploadRequest = z
  .strictObject({
    file: z.string().meta({ format: 'binary', description: 'The file; its type is read from its bytes' }),
    purpose: UploadPurpose.default('image'),
  })
  .meta({ id: 'FileUpload' });

export const FileRecordSchema = z
  .object({
    file_id: z.uuid(),
    purpose: UploadPurpose,
    content_type: z.string(),
    size_bytes: z.int(),
    expires_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'FileRecord' });

export const FileParams = z.object({ file_id: z.uuid() });
/** The two halves of a signed download_url (core/signing.ts): the handler checks them together. */
export const FileQuery = z.object({
  sig: z.string().optional().meta({ description: 'Signature of a download_url' }),
  exp: z.int().min(0).optional().meta({ description: 'Expiry of a download_url, in Unix seconds' }),
});
