import formidable, { errors as formidableErrors } from 'formidable';
import { readFile, rm } from 'node:fs/promises';
import { invalidRequest, payloadTooLarge } from '../../core/errors.ts';
import type { AppContext } from '../state.ts';
import { discardBody } from './discard.ts';

export interface MultipartBody {
  fields: Record<string, string>;
  file?: { bytes: Buffer; name: string | null; field: string };
}

/**
 * Parses multipart/form-data with one file of at most `maxFileBytes` and a few short text
 * fields. Temporary files are removed before this returns.
 */
export async function readMultipart(
  ctx: AppContext,
  opts: { fileField: string; maxFileBytes: number; fields: readonly string[]; tooLargeReason?: string },
): Promise<MultipartBody> {
  const tooLarge = opts.tooLargeReason ?? 'FILE_TOO_LARGE';
  if (!ctx.is('multipart/form-data')) {
    throw invalidRequest('UNSUPPORTED_MEDIA_TYPE', 'Send the body as multipart/form-data.', 'body');
  }
  const overhead = 64 * 1024;
  if (Number(ctx.get('Content-Length') || 0) > opts.maxFileBytes + overhead) {
    await discardBody(ctx);
    throw payloadTooLarge(opts.maxFileBytes, tooLarge);
  }
  const form = formidable({
    maxFiles: 1,
    maxFileSize: opts.maxFileBytes,
    maxTotalFileSize: opts.maxFileBytes,
    maxFields: opts.fields.length + 2,
    maxFieldsSize: 64 * 1024,
    allowEmptyFiles: true,
    minFileSize: 0,
  });
  let fields: formidable.Fields;
  let files: formidable.Files;
  try {
    [fields, files] = await form.parse(ctx.req);
  } catch (err) {
    const code = (err as { code?: number }).code;
    if (code === formidableErrors.biggerThanMaxFileSize || code === formidableErrors.biggerThanTotalMaxFileSize) {
      await discardBody(ctx);
      throw payloadTooLarge(opts.maxFileBytes, tooLarge);
    }
    throw invalidRequest('MALFORMED_MULTIPART', 'The multipart body could not be read.', 'body');
  }
  const uploaded = Object.values(files).flat().filter((f): f is formidable.File => Boolean(f));
  try {
    const unknownField = [...Object.keys(fields), ...Object.keys(files)].find((k) => k !== opts.fileField && !opts.fields.includes(k));
    if (unknownField) throw invalidRequest('VALIDATION_FAILED', `Unknown field ${unknownField}.`, unknownField);
    const flat: Record<string, string> = {};
    for (const [key, values] of Object.entries(fields)) {
      if (!values || values.length !== 1) throw invalidRequest('VALIDATION_FAILED', `Send ${key} once.`, key);
      flat[key] = values[0] as string;
    }
    const entry = files[opts.fileField]?.[0];
    const file = entry ? { bytes: await readFile(entry.filepath), name: entry.originalFilename, field: opts.fileField } : undefined;
    return { fields: flat, ...(file ? { file } : {}) };
  } finally {
    await Promise.all(uploaded.map((f) => rm(f.filepath, { force: true })));
  }
}
