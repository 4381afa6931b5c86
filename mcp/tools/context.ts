// What every tool is given, and the one way a creation tool calls the API.
import { randomUUID } from 'node:crypto';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { apiCall, type ApiRequest, type ToolCaller } from '../apiClient.ts';
import { errorResult, inToolTerms, toFailure } from '../errors.ts';
import { resolveFile, type FileParam, type RemoteOverrides } from '../inputs.ts';
import { jobResult } from '../results.ts';

export interface ToolContext {
  caller: ToolCaller;
  /** Only tests widen where URLs may be fetched from (mcp/fetchRemote.ts). */
  remote?: RemoteOverrides;
}

export interface Creation {
  tool: string;
  path: string;
  idempotencyKey: string | undefined;
  /** API field names the tool calls otherwise (`reference_file_ids` is `reference_images`): refusals name the tool's. */
  fields?: Readonly<Record<string, string>>;
  /** The request body, given the call's key (file parameters are uploaded with keys derived from it). */
  body: (key: string, file: (param: FileParam) => Promise<string>) => Promise<Pick<ApiRequest, 'json' | 'form'>>;
}

/** A creation: a fresh key unless one is given; the job, or the refusal with what to do next. */
export async function create(ctx: ToolContext, creation: Creation): Promise<CallToolResult> {
  const key = creation.idempotencyKey ?? randomUUID();
  try {
    const file = (param: FileParam) => resolveFile(ctx.caller, param, key, creation.tool, ctx.remote);
    const request = await creation.body(key, file);
    const reply = await apiCall(ctx.caller, creation.path, { ...request, idempotencyKey: key });
    return await jobResult(ctx.caller, reply.body, { idempotencyKey: key, created: true });
  } catch (err) {
    return errorResult(inToolTerms(toFailure(err), creation.fields ?? {}), key);
  }
}

/** Drops the keys whose value is undefined: the API's bodies forbid what the caller did not give. */
export function defined<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
