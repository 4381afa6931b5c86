import { z } from 'zod';
import { UPLOAD_PURPOSES } from '../../core/limits.ts';

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
export const FileQuery = z.object({ sig: z.string().optional(), exp: z.string().optional() });
