// get_job, list_figures, get_credit_balance: the API's reads, with its scopes.
import { z } from 'zod';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { JobListQuery, JobParams } from '../../contract/account.ts';
import { READ_ANNOTATIONS } from '../annotations.ts';
import { apiCall } from '../apiClient.ts';
import { errorResult, toFailure } from '../errors.ts';
import { jobResult, type ApiJob } from '../results.ts';
import { CreditResultShape, JobPageResultShape, JobResultShape } from '../schemas.ts';
import type { ToolContext } from './context.ts';

export function registerReadTools(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    'get_job',
    {
      title: 'Read a job',
      description: 'A job\'s status, credits and, once finished, its outputs (shown inline, with download links). Poll no faster than every 3 seconds.',
      inputSchema: z.strictObject({ job_id: JobParams.shape.id }),
      outputSchema: JobResultShape,
      annotations: READ_ANNOTATIONS,
    },
    async (args) => {
      try {
        const reply = await apiCall(ctx.caller, `/jobs/${encodeURIComponent(args.job_id.toLowerCase())}`);
        return await jobResult(ctx.caller, reply.body, { created: false });
      } catch (err) {
        return errorResult(toFailure(err));
      }
    },
  );

  server.registerTool(
    'list_figures',
    {
      title: 'List jobs',
      description: 'The caller\'s jobs, newest first, 1 to 20 per page (10 by default); pass next_cursor as cursor for the next page.',
      inputSchema: z.strictObject({ limit: JobListQuery.shape.limit.unwrap().optional(), cursor: JobListQuery.shape.cursor }),
      outputSchema: JobPageResultShape,
      annotations: READ_ANNOTATIONS,
    },
    async (args) => {
      try {
        const query = new URLSearchParams();
        if (args.limit !== undefined) query.set('limit', String(args.limit));
        if (args.cursor !== undefined) query.set('cursor', args.cursor);
        const reply = await apiCall(ctx.caller, `/jobs${query.size > 0 ? `?${query}` : ''}`);
        const page = reply.body as { data: ApiJob[]; next_cursor: string | null };
        const lines = page.data.map((job) => `${job.id}  ${job.kind}  ${job.status}  ${job.created_at}${job.error ? `  ${job.error.code}` : ''}`);
        const more = page.next_cursor ? `\nMore: call list_figures with cursor ${page.next_cursor}` : '';
        return { content: [{ type: 'text', text: `${page.data.length} jobs, newest first:\n${lines.join('\n')}${more}` }], structuredContent: reply.body };
      } catch (err) {
        return errorResult(toFailure(err));
      }
    },
  );

  server.registerTool(
    'get_credit_balance',
    {
      title: 'Credit balance',
      description: 'Credits available and reserved, the plan, its limits, and the top-up link.',
      inputSchema: z.strictObject({}),
      outputSchema: CreditResultShape,
      annotations: READ_ANNOTATIONS,
    },
    async () => {
      try {
        const reply = await apiCall(ctx.caller, '/credits');
        const c = reply.body as { balance: number; reserved: number; plan: string; limits: { concurrent_tasks: number; tasks_per_hour: number }; top_up_url: string };
        const text = `Balance: ${c.balance} credits (${c.reserved} reserved). Plan: ${c.plan}; ${c.limits.concurrent_tasks} tasks at once, ${c.limits.tasks_per_hour} per hour. Top up: ${c.top_up_url}`;
        return { content: [{ type: 'text', text }], structuredContent: reply.body };
      } catch (err) {
        return errorResult(toFailure(err));
      }
    },
  );
}
