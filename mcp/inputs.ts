// A file parameter of a tool (image, mask, reference, attachment) to the file_id the API
// takes: a file_id is passed as it is; an https URL or a data URL is uploaded through
// POST /files first, with the caller's credential, so it counts against their upload limits.
// files:write is checked before anything is fetched. The upload's Idempotency-Key follows
// from the tool call's key, so a retry with the same key uploads nothing new and reaches the
// same job (a new upload would be a new file_id, and so a different request for the key).
import { createHash } from 'node:crypto';
import { config } from '../core/config.ts';
import { LIMITS, type UploadPurpose } from '../core/limits.ts';
import { apiBase, apiCall, ToolFailure, type ToolCaller } from './apiClient.ts';
import { fetchRemote, RemoteFetchError, type FetchRemoteOptions } from './fetchRemote.ts';
import { DATA_URL_MAX_BYTES } from './schemas.ts';

const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface FileParam {
  /** The tool parameter's name, for error details (`reference_images[1]`). */
  field: string;
  value: string;
  purpose: UploadPurpose;
}

/** Fetch options a test may widen (its local HTTPS server); production uses the defaults. */
export type RemoteOverrides = Pick<FetchRemoteOptions, 'policy' | 'ca'>;

export async function resolveFile(caller: ToolCaller, param: FileParam, toolKey: string, tool: string, remote?: RemoteOverrides): Promise<string> {
  const value = param.value.trim();
  if (FILE_ID.test(value)) return value.toLowerCase();
  const isData = /^data:/i.test(value);
  if (!isData && !/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    throw invalid(param.field, 'VALIDATION_FAILED', `${param.field} is a file_id (uuid), an https URL or a data URL.`);
  }
  if (!caller.scopes.includes('files:write')) {
    throw new ToolFailure('SCOPE_DENIED', `Uploading ${param.field} from a URL or data URL needs the scope files:write; a file_id can be passed without it.`, {
      reason: 'MISSING_SCOPE',
      scope: 'files:write',
      field: param.field,
    });
  }
  const file = isData ? decodeDataUrl(param) : await fetchUrl(param, remote);
  return upload(caller, param, file, uploadKey(tool, toolKey, param.field));
}

function uploadKey(tool: string, toolKey: string, field: string): string {
  return `mcp-upload-${createHash('sha256').update(`${tool}\n${toolKey}\n${field}`).digest('base64url')}`;
}

function invalid(field: string, reason: string, message: string, extra: Record<string, unknown> = {}): ToolFailure {
  return new ToolFailure('INVALID_REQUEST', message, { reason, field, ...extra });
}

interface LocalFile {
  bytes: Buffer;
  name: string | undefined;
}

function decodeDataUrl(param: FileParam): LocalFile {
  const match = /^data:([^,]*),(.*)$/is.exec(param.value.trim());
  if (!match) throw invalid(param.field, 'DATA_URL_INVALID', `${param.field} is not a data URL (data:<type>;base64,<data>).`);
  const [, meta = '', payload = ''] = match;
  const base64 = /;base64$/i.test(meta);
  // Four base64 characters carry three bytes: the size is known before decoding.
  const estimate = base64 ? Math.floor((payload.length * 3) / 4) : payload.length;
  if (estimate > DATA_URL_MAX_BYTES + 2) throw dataUrlTooLarge(param.field);
  let bytes: Buffer;
  if (base64) {
    if (!/^[A-Za-z0-9+/=\s_-]*$/.test(payload)) throw invalid(param.field, 'DATA_URL_INVALID', `${param.field} has characters that are not base64.`);
    bytes = Buffer.from(payload, 'base64');
  } else {
    try {
      bytes = Buffer.from(decodeURIComponent(payload), 'utf8');
    } catch {
      throw invalid(param.field, 'DATA_URL_INVALID', `${param.field} is not a readable data URL.`);
    }
  }
  if (bytes.length > DATA_URL_MAX_BYTES) throw dataUrlTooLarge(param.field);
  if (bytes.length === 0) throw invalid(param.field, 'DATA_URL_INVALID', `${param.field} is an empty data URL.`);
  return { bytes, name: undefined };
}

function dataUrlTooLarge(field: string): ToolFailure {
  return new ToolFailure('PAYLOAD_TOO_LARGE', `A data URL carries at most ${DATA_URL_MAX_BYTES} bytes; pass an https URL or upload the file and pass its file_id.`, {
    reason: 'DATA_URL_TOO_LARGE',
    field,
    max_bytes: DATA_URL_MAX_BYTES,
  });
}

async function fetchUrl(param: FileParam, remote?: RemoteOverrides): Promise<LocalFile> {
  try {
    return await fetchRemote(param.value.trim(), {
      maxBytes: LIMITS.upload[param.purpose].maxBytes,
      ownOrigins: [config().publicBaseUrl, apiBase()],
      ...remote,
    });
  } catch (err) {
    if (!(err instanceof RemoteFetchError)) throw err;
    if (err.reason === 'REMOTE_FILE_TOO_LARGE') {
      throw new ToolFailure('PAYLOAD_TOO_LARGE', err.message, { reason: err.reason, field: param.field, max_bytes: LIMITS.upload[param.purpose].maxBytes });
    }
    throw invalid(param.field, err.reason, err.message);
  }
}

async function upload(caller: ToolCaller, param: FileParam, file: LocalFile, key: string): Promise<string> {
  const form = new FormData();
  form.set('purpose', param.purpose);
  form.set('file', new Blob([new Uint8Array(file.bytes)]), file.name ?? 'upload');
  try {
    const reply = await apiCall(caller, '/files', { form, idempotencyKey: key, part: 'input' });
    return reply.body.file_id as string;
  } catch (err) {
    // The API's refusal names its own field (`file`); the caller knows the tool's.
    if (err instanceof ToolFailure && err.details.field === 'file') {
      throw new ToolFailure(err.code, err.message, { ...err.details, field: param.field }, err.retryAfter);
    }
    throw err;
  }
}
