// generate_chart and edit_chart: data as text or rows (sent as the data file of
// POST /charts/generations), and edits of the latest chart job.
import { z } from 'zod';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ChartEditRequest, ChartFields } from '../../contract/charts.ts';
import { chartDataFile } from '../chartData.ts';
import { ChartDataInput, ChartRowsInput, ChartTypesInput, DataFormatInput, IdempotencyKeyInput, JobResultShape } from '../schemas.ts';
import { creationAnnotations } from '../annotations.ts';
import { create, type ToolContext } from './context.ts';

const F = ChartFields.shape;

export function registerChartTools(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    'generate_chart',
    {
      title: 'Plot a chart from data',
      description:
        'Plots a chart from CSV/TSV text (data) or rows, as PNG, PDF, TIFF and EPS at journal widths, with an editor link (100 credits). Data that cannot be read costs nothing. Workbooks (XLSX, XLS) and files over 1 MB: use the HTTP API, POST /charts/generations.',
      inputSchema: z.strictObject({
        data: ChartDataInput,
        rows: ChartRowsInput,
        data_format: DataFormatInput,
        request: F.request.describe('What to plot, 1 to 16,000 characters.'),
        chart_types: ChartTypesInput,
        journal_style: F.journal_style,
        figure_width: F.figure_width,
        color_palette: F.color_palette,
        idempotency_key: IdempotencyKeyInput,
      }),
      outputSchema: JobResultShape,
      annotations: creationAnnotations({ fetchesUrls: false }),
    },
    (args) =>
      create(ctx, {
        tool: 'generate_chart',
        path: '/charts/generations',
        idempotencyKey: args.idempotency_key,
        body: async () => {
          const file = chartDataFile(args);
          const form = new FormData();
          form.set('data', new Blob([new Uint8Array(file.bytes)]), file.name);
          form.set('request', args.request);
          if (args.chart_types) form.set('chart_types', args.chart_types.join(','));
          form.set('journal_style', args.journal_style);
          form.set('figure_width', args.figure_width);
          form.set('color_palette', args.color_palette);
          return { form };
        },
      }),
  );

  server.registerTool(
    'edit_chart',
    {
      title: 'Edit a chart',
      description: 'Edits the latest version of a chart with an instruction (100 credits); data, chart types, style and palette are kept. job_id is the latest chart job of the chain.',
      inputSchema: z.strictObject({
        job_id: ChartEditRequest.shape.job,
        instruction: ChartEditRequest.shape.instruction,
        idempotency_key: IdempotencyKeyInput,
      }),
      outputSchema: JobResultShape,
      annotations: creationAnnotations({ fetchesUrls: false }),
    },
    (args) =>
      create(ctx, {
        tool: 'edit_chart',
        path: '/charts/edits',
        idempotencyKey: args.idempotency_key,
        fields: { job: 'job_id' },
        body: async () => ({ json: { job: args.job_id, instruction: args.instruction } }),
      }),
  );
}
