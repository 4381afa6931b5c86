// A job as a tool result: what happened and what to do next in words, the finished image
// inline, every download link (and the editor link of charts and flowcharts) as resource
// links, and the job itself as structuredContent. Without jobs:read the outputs are withheld:
// the result says so, and does not ask for wider access.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { previewPng } from '../jobs/previews.ts';
import { apiDownload, type ToolCaller } from './apiClient.ts';

/** Finished images up to this size are shown as they are (SPEC "MCP tools", rule 6). */
export const INLINE_MAX_BYTES = 1024 * 1024;
/** The long edge of a preview, and a smaller one when that is still over the inline size. */
const PREVIEW_EDGES = [1024, 640, 400];
/** Outputs larger than this are not downloaded for a preview (an 8k upscale is tens of MB). */
const PREVIEW_SOURCE_MAX_BYTES = 64 * 1024 * 1024;

const MIME: Record<string, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  tiff: 'image/tiff',
  pdf: 'application/pdf',
  eps: 'application/postscript',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};
/** Formats a preview can be drawn from, best first. */
const PREVIEWABLE = ['png', 'svg', 'jpeg', 'jpg', 'webp', 'tiff'];

export interface JobOutput {
  file_id: string;
  format: string;
  download_url: string;
  expires_at: string;
  width?: number;
  height?: number;
  editor_url?: string;
}

export interface ApiJob {
  id: string;
  kind: string;
  status: string;
  created_at: string;
  credits: { reserved: number; charged: number; refunded: number };
  outputs: JobOutput[];
  error: { code: string; message: string; details: Record<string, unknown> } | null;
  late_delivery_until?: string;
}

type Content = CallToolResult['content'][number];

export function canReadJobs(caller: ToolCaller): boolean {
  return caller.scopes.includes('jobs:read');
}

const WITHHELD = 'Its outputs cannot be shown here: this credential does not have the jobs:read scope.';

/** What to do next, in words, for a job in this state. */
function nextStep(job: ApiJob, created: boolean, readable: boolean): string {
  switch (job.status) {
    case 'queued':
    case 'processing':
      if (!readable) return `The job continues. ${WITHHELD} Do not call the creation tool again: that would create and charge a new job.`;
      return `Still running (illustrations take 20 to 90 s, charts and flowcharts 30 to 120 s). Call get_job with job_id ${job.id} in a few seconds.${created ? ' Calling this tool again would create and charge a new job.' : ''}`;
    case 'succeeded':
      return readable ? 'Done. The download links work without credentials for one hour; get_job gives fresh ones.' : `Done. ${WITHHELD}`;
    case 'failed':
      return failedStep(job);
    default:
      return 'The job was canceled and refunded.';
  }
}

function failedStep(job: ApiJob): string {
  const code = job.error?.code;
  if (code === 'TASK_TIMED_OUT' && job.late_delivery_until && Date.parse(job.late_delivery_until) > Date.now()) {
    return `Timed out and refunded, but the result may still arrive, free, until ${job.late_delivery_until}: call get_job until then instead of creating a new job.`;
  }
  if (code === 'ADMISSION_INCOMPLETE') return 'The job never started (no credits used): call the tool again with the same arguments and idempotency_key.';
  if (code === 'CONTENT_REJECTED') return 'The content policy refused the result (refunded): change the request and call again with a new idempotency_key.';
  return 'The job failed and was refunded: change the request if the error says why, and call again with a new idempotency_key.';
}

export async function jobResult(caller: ToolCaller, job: ApiJob, opts: { idempotencyKey?: string; created: boolean }): Promise<CallToolResult> {
  const readable = canReadJobs(caller);
  const step = nextStep(job, opts.created, readable);
  const { outputs, ...rest } = job;
  const structured = {
    job: readable ? job : rest,
    ...(opts.idempotencyKey !== undefined ? { idempotency_key: opts.idempotencyKey } : {}),
    next_step: step,
    ...(readable ? {} : { outputs_withheld: true }),
  };
  const lines = [`Job ${job.id} (${job.kind}): ${job.status}. Credits: ${job.credits.reserved} reserved, ${job.credits.charged} charged, ${job.credits.refunded} refunded.`];
  if (job.error) lines.push(`Error ${job.error.code}${typeof job.error.details?.reason === 'string' ? ` (${job.error.details.reason})` : ''}: ${job.error.message}`);
  if (opts.idempotencyKey !== undefined) lines.push(`idempotency_key: ${opts.idempotencyKey}`);
  lines.push(step);
  const content: Content[] = [];
  if (readable && job.status === 'succeeded') {
    for (const output of outputs) lines.push(`${output.format}: ${output.download_url}${output.width ? ` (${output.width}×${output.height})` : ''}`);
    const editor = outputs.find((o) => o.editor_url)?.editor_url;
    if (editor) lines.push(`Open in the editor (signed-in owner only): ${editor}`);
    const preview = await inlineImage(caller, outputs);
    if (preview.note) lines.push(preview.note);
    content.push({ type: 'text', text: lines.join('\n') });
    if (preview.image) content.push(preview.image);
    content.push(...outputs.map((o) => downloadLink(job, o)));
    if (editor) content.push({ type: 'resource_link', uri: editor, name: `editor-${job.id}`, title: 'Open in the website editor', mimeType: 'text/html' });
  } else {
    content.push({ type: 'text', text: lines.join('\n') });
  }
  return { content, structuredContent: structured, ...(job.status === 'failed' || job.status === 'canceled' ? { isError: true } : {}) };
}

function downloadLink(job: ApiJob, output: JobOutput): Content {
  return {
    type: 'resource_link',
    uri: output.download_url,
    name: `${job.kind}-${output.file_id}.${output.format}`,
    title: `${output.format.toUpperCase()} download (valid until ${output.expires_at})`,
    ...(MIME[output.format] ? { mimeType: MIME[output.format] } : {}),
  };
}

async function inlineImage(caller: ToolCaller, outputs: JobOutput[]): Promise<{ image?: Content; note?: string }> {
  const output = PREVIEWABLE.map((f) => outputs.find((o) => o.format === f)).find((o) => o !== undefined);
  if (!output) return {};
  const bytes = await apiDownload(caller, output.file_id, PREVIEW_SOURCE_MAX_BYTES);
  if (bytes === 'too_large') return { note: 'No inline preview: the output is too large to preview here; use the download link.' };
  if (!bytes) return { note: 'No inline preview: the output could not be fetched for one just now; use the download link.' };
  if (output.format === 'png' && bytes.length <= INLINE_MAX_BYTES) {
    return { image: { type: 'image', data: bytes.toString('base64'), mimeType: 'image/png' } };
  }
  try {
    const preview = await previewPng(bytes, output.format, PREVIEW_EDGES, INLINE_MAX_BYTES);
    return { image: { type: 'image', data: preview.png.toString('base64'), mimeType: 'image/png' }, note: `Shown inline: a ${preview.width}×${preview.height} PNG preview of the ${output.format} output.` };
  } catch {
    return { note: 'No inline preview could be drawn; use the download link.' };
  }
}
