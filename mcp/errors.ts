// A refused or failed call as a tool result (isError): the API's code, reason and message,
// the idempotency key it was made with, the job id when a job exists, and what to do next.
// The three ways on are the spec's: retry with the same key, read the job with get_job, or
// call again with a new key (a stored refusal such as INSUFFICIENT_CREDITS keeps its answer).
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import { ToolFailure } from './apiClient.ts';
import type { ToolErrorSchema } from './schemas.ts';

export type ToolErrorBody = z.infer<typeof ToolErrorSchema>;
export type NextStep = ToolErrorBody['next_step'];

const RETRY_SAME_KEY = new Set(['RATE_LIMITED', 'CONCURRENCY_LIMITED', 'SERVICE_UNAVAILABLE', 'IDEMPOTENCY_IN_PROGRESS', 'INTERNAL_ERROR']);

function nextStepFor(failure: ToolFailure, hasKey: boolean, jobId: string | undefined): { step: NextStep; advice: string } {
  const { code, reason } = failure;
  const wait = failure.retryAfter ? ` after ${failure.retryAfter} s` : '';
  if (RETRY_SAME_KEY.has(code)) {
    if (jobId) return { step: 'get_job', advice: `The job exists: call get_job with job_id ${jobId}, or call this tool again${wait} with the same idempotency_key. Do not use a new key: it would create and charge another job.` };
    if (hasKey) return { step: 'retry_same_key', advice: `Temporary: call this tool again${wait} with the same arguments and the same idempotency_key.` };
    return { step: 'retry_same_key', advice: `Temporary: call this tool again${wait}.` };
  }
  if (code === 'REVISION_CONFLICT' && reason === 'PARENT_JOB_RUNNING') {
    return { step: 'retry_same_key', advice: `The job being edited is still running: call again${wait} with the same idempotency_key once it has finished (get_job tells).` };
  }
  if (code === 'REVISION_CONFLICT') return { step: 'new_key', advice: 'Only the latest version can be edited: edit the latest job of this chain (list_figures shows it) with a new idempotency_key.' };
  if (code === 'INSUFFICIENT_CREDITS') {
    return { step: 'new_key', advice: 'Not enough credits. Top up at top_up_url, then call again with a new idempotency_key (this key keeps its refusal).' };
  }
  if (code === 'CONTENT_REJECTED') return { step: 'new_key', advice: 'The content policy refused this request: change it and call again with a new idempotency_key.' };
  if (code === 'IDEMPOTENCY_CONFLICT') return { step: 'new_key', advice: 'This idempotency_key was used with other arguments: use a new key (or the first arguments).' };
  if (code === 'PLAN_REQUIRED') return { step: 'none', advice: 'The account\'s plan does not include this option; the website\'s billing page changes plans.' };
  if (code === 'SCOPE_DENIED') return { step: 'none', advice: 'The credential this assistant uses does not permit this operation.' };
  if (code === 'INVALID_REQUEST' || code === 'PAYLOAD_TOO_LARGE' || code === 'NOT_FOUND') {
    return { step: 'fix_arguments', advice: 'Correct the arguments named here and call again.' };
  }
  return { step: 'none', advice: 'Not retryable as it is.' };
}

const PASSED_DETAILS = ['field', 'issues', 'sheet_names', 'max_bytes', 'limit', 'scope', 'required_plan', 'top_up_url'] as const;

export function errorBody(failure: ToolFailure, idempotencyKey?: string): ToolErrorBody {
  const jobId = typeof failure.details.job_id === 'string' ? failure.details.job_id : undefined;
  const { step, advice } = nextStepFor(failure, idempotencyKey !== undefined, jobId);
  const body: ToolErrorBody = {
    code: failure.code,
    ...(failure.reason ? { reason: failure.reason } : {}),
    message: failure.message,
    ...(idempotencyKey !== undefined ? { idempotency_key: idempotencyKey } : {}),
    ...(jobId ? { job_id: jobId } : {}),
    next_step: step,
    advice,
    ...(failure.retryAfter ? { retry_after_seconds: failure.retryAfter } : {}),
  };
  for (const name of PASSED_DETAILS) {
    if (failure.details[name] !== undefined) (body as unknown as Record<string, unknown>)[name] = failure.details[name];
  }
  return body;
}

export function errorResult(failure: ToolFailure, idempotencyKey?: string): CallToolResult {
  const body = errorBody(failure, idempotencyKey);
  return {
    isError: true,
    content: [{ type: 'text', text: `${body.code}${body.reason ? ` (${body.reason})` : ''}: ${body.message}\n${body.advice}\n\n${JSON.stringify(body, null, 2)}` }],
    structuredContent: { error: body },
  };
}

/**
 * A refusal in the tool's own words: the API's field names (`reference_file_ids.1`) become
 * the parameters the assistant passed (`reference_images[1]`), in `field`, `issues` and in
 * the message. Only names with an underscore are replaced in the message: a plain word such
 * as `job` is also English there.
 */
export function inToolTerms(failure: ToolFailure, names: Readonly<Record<string, string>>): ToolFailure {
  if (Object.keys(names).length === 0) return failure;
  const rename = (field: string): string => {
    const match = /^([^.]+)(?:\.(\d+))?(.*)$/.exec(field);
    const tool = match ? names[match[1]!] : undefined;
    return tool ? `${tool}${match![2] !== undefined ? `[${match![2]}]` : ''}${match![3]}` : field;
  };
  const details: Record<string, unknown> = { ...failure.details };
  if (typeof details.field === 'string') details.field = rename(details.field);
  if (Array.isArray(details.issues)) {
    details.issues = details.issues.map((issue: unknown) => {
      const field = (issue as { field?: unknown })?.field;
      return typeof field === 'string' ? { ...(issue as object), field: rename(field) } : issue;
    });
  }
  let message = failure.message;
  for (const [api, tool] of Object.entries(names)) {
    if (api.includes('_')) message = message.replace(new RegExp(`\\b${api}(?:\\.(\\d+))?\\b`, 'g'), (_all, index?: string) => (index === undefined ? tool : `${tool}[${index}]`));
  }
  return new ToolFailure(failure.code, message, details, failure.retryAfter);
}

/** Anything a tool throws: the API's refusals as they are, anything else without internals. */
export function toFailure(err: unknown): ToolFailure {
  if (err instanceof ToolFailure) return err;
  console.error('mcp tool failed:', err);
  return new ToolFailure('INTERNAL_ERROR', 'The tool failed unexpectedly.');
}
