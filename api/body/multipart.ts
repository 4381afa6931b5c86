import { Writable } from 'node:stream';
import { koaBody } from 'koa-body';
import { errors as formidableErrors } from 'formidable';
import { ApiError, invalidRequest, payloadTooLarge } from '../../core/errors.ts';
import { LIMITS } from '../../core/limits.ts';
import type { AppContext } from '../../http/state.ts';
import { discardBody } from '../../http/discardBody.ts';
import { PartSorter } from './parts.ts';

export interface MultipartBody {
  fields: Record<string, string>;
  file?: { bytes: Buffer; name: string | null; field: string };
}

export interface MultipartOptions {
  fileField: string;
  maxFileBytes: number;
  fields: readonly string[];
  tooLargeReason?: string;
}

/** Part headers (boundaries, Content-Disposition, Content-Type) around the file and the fields. */
const PART_HEADERS_BYTES = 8 * 1024;

/**
 * Parses multipart/form-data with koa-body (formidable underneath): one file of at most
 * `maxFileBytes` in `fileField` and a few short text fields. The file is held in memory, never
 * written to a temporary file. Which part is the file is decided by PartSorter (parts.ts),
 * not by whether the client sent a Content-Type for it.
 */
export async function readMultipart(ctx: AppContext, opts: MultipartOptions): Promise<MultipartBody> {
  const tooLarge = opts.tooLargeReason ?? 'FILE_TOO_LARGE';
  if (!ctx.is('multipart/form-data')) {
    throw invalidRequest('UNSUPPORTED_MEDIA_TYPE', 'Send the body as multipart/form-data.', 'body');
  }
  if (Number(ctx.get('Content-Length') || 0) > opts.maxFileBytes + LIMITS.multipartFieldsBytes + PART_HEADERS_BYTES) {
    await discardBody(ctx);
    throw payloadTooLarge(opts.maxFileBytes, tooLarge);
  }

  const sorter = new PartSorter(opts.fileField, opts.fields);
  const held = new Map<object, Buffer[]>();
  const parse = koaBody({
    multipart: true,
    json: false,
    urlencoded: false,
    text: false,
    multipartTypes: ['multipart/form-data'],
    patchNode: false,
    patchKoa: true,
    formidable: {
      maxFiles: 1,
      maxFileSize: opts.maxFileBytes,
      maxTotalFileSize: opts.maxFileBytes,
      // One more than the endpoint knows, so that an extra field is seen (and named) before formidable stops.
      maxFields: opts.fields.length + 1,
      maxFieldsSize: LIMITS.multipartFieldsBytes,
      allowEmptyFiles: true,
      minFileSize: 0,
      fileWriteStreamHandler: (file) => {
        const chunks: Buffer[] = [];
        if (file) held.set(file, chunks);
        return new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
        });
      },
      // Every part goes on to formidable, so that its size limits bound every part.
      onPart: (part, handlePart) => {
        sorter.sort(part);
        handlePart(part);
      },
    },
  });

  let failure: unknown;
  try {
    await parse(ctx, async () => undefined);
  } catch (err) {
    failure = err;
  }
  // formidable stops reading at its first error; the client is still sending.
  if (failure) await discardBody(ctx);
  if (sorter.problem) throw sorter.problem;
  if (failure) throw multipartError(failure, opts.maxFileBytes, tooLarge);

  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries((ctx.request.body ?? {}) as Record<string, unknown>)) {
    if (typeof value !== 'string') throw invalidRequest('VALIDATION_FAILED', `Send ${name} once.`, name);
    fields[name] = value;
  }
  const entry = ctx.request.files?.[opts.fileField];
  if (Array.isArray(entry)) throw invalidRequest('VALIDATION_FAILED', `Send ${opts.fileField} once.`, opts.fileField);
  if (!entry) return { fields };
  const bytes = Buffer.concat(held.get(entry) ?? []);
  return { fields, file: { bytes, name: entry.originalFilename || null, field: opts.fileField } };
}

function multipartError(err: unknown, maxFileBytes: number, tooLarge: string): ApiError {
  const code = (err as { code?: unknown }).code;
  if (code === formidableErrors.biggerThanMaxFileSize || code === formidableErrors.biggerThanTotalMaxFileSize) {
    return payloadTooLarge(maxFileBytes, tooLarge);
  }
  if (code === formidableErrors.maxFieldsSizeExceeded) return payloadTooLarge(LIMITS.multipartFieldsBytes, 'FIELDS_TOO_LARGE');
  return invalidRequest('MALFORMED_MULTIPART', 'The multipart body could not be read.', 'body');
}
