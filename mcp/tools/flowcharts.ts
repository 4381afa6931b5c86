// generate_flowchart and edit_flowchart: POST /flowcharts/generations and /flowcharts/edits,
// attachments given as file_id, https URL or data URL.
import { z } from 'zod';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { FlowchartEditRequest, FlowchartGenerationRequest, MAX_FLOWCHART_ATTACHMENTS } from '../../contract/flowcharts.ts';
import { AttachmentInput, IdempotencyKeyInput, JobResultShape } from '../schemas.ts';
import { creationAnnotations } from '../annotations.ts';
import { create, type ToolContext } from './context.ts';

const G = FlowchartGenerationRequest.shape;
const E = FlowchartEditRequest.shape;

export function registerFlowchartTools(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    'generate_flowchart',
    {
      title: 'Draw a flowchart',
      description: 'Draws a flowchart as an editable SVG from a description and optional documents (100 credits), with an editor link.',
      inputSchema: z.strictObject({
        prompt: G.prompt,
        aspect_ratio: G.aspect_ratio,
        attachments: z.array(AttachmentInput).min(1).max(MAX_FLOWCHART_ATTACHMENTS).optional().describe('Up to 8 documents to draw from: file_id, https URL or data URL each.'),
        idempotency_key: IdempotencyKeyInput,
      }),
      outputSchema: JobResultShape,
      annotations: creationAnnotations({ fetchesUrls: true }),
    },
    (args) =>
      create(ctx, {
        tool: 'generate_flowchart',
        path: '/flowcharts/generations',
        idempotencyKey: args.idempotency_key,
        fields: { attachment_file_ids: 'attachments' },
        body: async (_key, file) => {
          const attachments: string[] = [];
          for (const [i, value] of (args.attachments ?? []).entries()) attachments.push(await file({ field: `attachments[${i}]`, value, purpose: 'flowchart_attachment' }));
          return { json: { prompt: args.prompt, aspect_ratio: args.aspect_ratio, ...(attachments.length > 0 ? { attachment_file_ids: attachments } : {}) } };
        },
      }),
  );

  server.registerTool(
    'edit_flowchart',
    {
      title: 'Edit a flowchart',
      description: 'Edits the latest version of a flowchart with an instruction (100 credits); its aspect ratio is kept. job_id is the latest flowchart job of the chain.',
      inputSchema: z.strictObject({
        job_id: E.job,
        instruction: E.instruction,
        idempotency_key: IdempotencyKeyInput,
      }),
      outputSchema: JobResultShape,
      annotations: creationAnnotations({ fetchesUrls: false }),
    },
    (args) =>
      create(ctx, {
        tool: 'edit_flowchart',
        path: '/flowcharts/edits',
        idempotencyKey: args.idempotency_key,
        fields: { job: 'job_id' },
        body: async () => ({ json: { job: args.job_id, instruction: args.instruction } }),
      }),
  );
}
