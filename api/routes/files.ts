import { ApiError, invalidRequest, notFound, payloadTooLarge } from '../../core/errors.ts';
import { Account, StoredFile } from '../../core/db/entities.ts';
import { em } from '../../core/db/orm.ts';
import { accountFile, fileForKey, isUsable, saveFile, sha256, type FileRow } from '../../core/files.ts';
import { probeImage } from '../../core/imageProbe.ts';
import { LIMITS, UPLOAD_PURPOSES, type UploadPurpose } from '../../core/limits.ts';
import { sniffContentType } from '../../core/sniff.ts';
import { verifyDownload } from '../../core/signing.ts';
import { fileStorage } from '../../core/storage.ts';
import compose from 'koa-compose';
import { readMultipart } from '../body/multipart.ts';
import { countUpload } from '../../core/uploadCounts.ts';
import { authenticate, requireScope } from '../middleware/auth.ts';
import { rateLimit } from '../middleware/rateLimit.ts';
import { FileParams, FileQuery, FileRecordSchema, FileUploadRequest } from '../../contract/files.ts';
import { callerOf, type AppContext } from '../../http/state.ts';
import { AUTH_ERRORS, route, WRITE_ERRORS } from './route.ts';

const LARGEST_UPLOAD = Math.max(...UPLOAD_PURPOSES.map((p) => LIMITS.upload[p].maxBytes));
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

export const uploadFile = route({
  method: 'post',
  path: '/files',
  summary: 'Upload an image, mask or flowchart attachment (usable for 24 hours)',
  tag: 'files',
  auth: { scope: 'files:write', requestClass: 'create' },
  idempotencyKey: 'optional',
  body: { contentType: 'multipart/form-data', schema: FileUploadRequest },
  responses: { 201: { description: 'The uploaded file record', schema: FileRecordSchema } },
  errors: [...WRITE_ERRORS, 'INVALID_REQUEST', 'IDEMPOTENCY_KEY_REQUIRED', 'IDEMPOTENCY_CONFLICT', 'PAYLOAD_TOO_LARGE'],
  handler: async (ctx) => {
    const caller = callerOf(ctx);
    const body = await readMultipart(ctx, { fileField: 'file', maxFileBytes: LARGEST_UPLOAD, fields: ['purpose'] });
    const purpose = (body.fields.purpose ?? 'image') as UploadPurpose;
    if (!UPLOAD_PURPOSES.includes(purpose)) {
      throw invalidRequest('VALIDATION_FAILED', `purpose is one of ${UPLOAD_PURPOSES.join(', ')}.`, 'purpose');
    }
    if (!body.file) throw invalidRequest('VALIDATION_FAILED', 'Send the file in the field `file`.', 'file');
    const { bytes, name } = body.file;
    const rule = LIMITS.upload[purpose];
    if (bytes.length > rule.maxBytes) throw payloadTooLarge(rule.maxBytes, 'FILE_TOO_LARGE');
    if (bytes.length === 0) throw invalidRequest('VALIDATION_FAILED', 'The file is empty.', 'file');

    const key = ctx.state.idempotencyKey;
    const db = await em();
    if (key) {
      const previous = await fileForKey(db, caller.accountId, purpose, key);
      if (previous) return replayUpload(ctx, previous, bytes);
    }

    const contentType = sniffContentType(bytes, name ?? undefined);
    if (!contentType || !(rule.types as readonly string[]).includes(contentType)) {
      throw invalidRequest('UNSUPPORTED_FILE_TYPE', `A ${purpose} upload must be one of: ${rule.types.join(', ')}.`, 'file');
    }
    if (IMAGE_TYPES.has(contentType)) {
      const probe = await probeImage(bytes);
      if (!probe.ok) throw invalidRequest(probe.reason, probe.reason === 'IMAGE_TOO_LARGE' ? 'The image has too many pixels.' : 'The image cannot be decoded.', 'file');
    }
    await countUpload(caller.accountId, purpose);
    const now = Date.now();
    let row: FileRow;
    try {
      row = await saveFile(db, {
        accountId: caller.accountId,
        purpose,
        contentType,
        bytes,
        idempotencyKey: key ?? null,
        expiresAt: new Date(now + LIMITS.uploadUsableSeconds * 1000),
      });
    } catch (err) {
      // Two uploads raced with one key: the unique index let one through; answer as its replay.
      const winner = key ? await fileForKey(db, caller.accountId, purpose, key) : null;
      if (!winner) throw err;
      return replayUpload(ctx, winner, bytes);
    }
    ctx.status = 201;
    ctx.body = fileRecord(row);
  },
});

function replayUpload(ctx: AppContext, previous: FileRow, bytes: Buffer): void {
  ctx.state.replayed = true;
  if (previous.sha256 !== sha256(bytes)) {
    throw new ApiError('IDEMPOTENCY_CONFLICT', 'This Idempotency-Key was already used for a different file.');
  }
  if (!isUsable(previous)) throw invalidRequest('FILE_EXPIRED', 'The upload made with this key has expired; upload again with a new key.', 'file');
  ctx.status = 201;
  ctx.body = fileRecord(previous);
}

function fileRecord(row: FileRow) {
  return {
    file_id: row.id,
    purpose: row.purpose,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    expires_at: row.expiresAt ? row.expiresAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * GET /files/{file_id}: by a signed link (no credential) or by the owner's credential.
 * A link that is altered or expired, or whose account is unavailable, is a 404.
 */
const OWNER_SCOPE = 'jobs:read';
const ownerRead = compose([authenticate, requireScope(OWNER_SCOPE), rateLimit('read')]);

export const downloadFile = route({
  method: 'get',
  path: '/files/{file_id}',
  summary: 'Download a file by signed link or with the owner credential',
  tag: 'files',
  auth: 'public',
  optionalBearer: { scope: OWNER_SCOPE },
  params: FileParams,
  query: FileQuery,
  responses: { 200: { description: 'The file content, with its own media type', contentType: '*/*' } },
  errors: [...AUTH_ERRORS, 'NOT_FOUND'],
  handler: async (ctx) => {
    const fileId = (ctx.params.file_id ?? '').toLowerCase();
    const { sig, exp } = ctx.query;
    const db = await em();
    if (sig !== undefined || exp !== undefined) {
      if (typeof sig !== 'string' || typeof exp !== 'string' || !FileParams.safeParse({ file_id: fileId }).success || !verifyDownload(fileId, exp, sig)) {
        throw notFound('file');
      }
      const file = await db.findOne(StoredFile, { id: fileId });
      const account = file && (await db.findOne(Account, { id: file.accountId }));
      if (!file || account?.status !== 'active') throw notFound('file');
      return sendFile(ctx, file);
    }
    // No signature: the owner's credential, with the same checks as any read.
    await ownerRead(ctx, async () => undefined);
    if (!FileParams.safeParse({ file_id: fileId }).success) throw notFound('file');
    const file = await accountFile(db, callerOf(ctx).accountId, fileId);
    if (!file) throw notFound('file');
    return sendFile(ctx, file);
  },
});

async function sendFile(ctx: AppContext, file: FileRow): Promise<void> {
  const bytes = await fileStorage().get(file.id).catch(() => {
    throw notFound('file');
  });
  ctx.status = 200;
  ctx.type = file.contentType;
  ctx.set('Content-Disposition', `attachment; filename="${file.id}.${file.format ?? extensionFor(file.contentType)}"`);
  ctx.set('X-Content-Type-Options', 'nosniff');
  // An SVG or HTML-like upload must never run script if someone opens it in a browser.
  ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
  ctx.body = bytes;
}

function extensionFor(contentType: string): string {
  return contentType.split('/')[1]?.replace('svg+xml', 'svg').replace('jpeg', 'jpg') ?? 'bin';
}
