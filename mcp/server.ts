// One MCP server for one HTTP request (stateless: SPEC "MCP tools", DESIGN "MCP"), with the
// twelve tools bound to the caller of that request.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { ToolFailure } from './apiClient.ts';
import { errorResult } from './errors.ts';
import { registerChartTools } from './tools/charts.ts';
import { registerFlowchartTools } from './tools/flowcharts.ts';
import { registerImageTools } from './tools/images.ts';
import { registerReadTools } from './tools/reads.ts';
import type { ToolContext } from './tools/context.ts';

const INSTRUCTIONS = [
  'Creates scientific figures: illustrations, image edits, upscales, conversions, charts from data and flowcharts. Every creation is a paid job (prices in each tool\'s description).',
  'Creation tools wait up to 25 seconds; a job still running is read later with get_job (no faster than every 3 seconds). Calling a creation tool again creates and charges a new job: to retry safely, pass the same idempotency_key.',
  'Images are given as a file_id, an https URL or a data URL.',
].join(' ');

export function buildServer(ctx: ToolContext): McpServer {
  const server = new McpServer({ name: 'figure-service', title: 'Figure service', version: '1.0.0' }, { instructions: INSTRUCTIONS });
  // The SDK answers arguments its input schema refuses (and an unknown tool) through this
  // method, with text only; ours is the same refusal as every other, structuredContent included.
  (server as unknown as { createToolError: (message: string) => CallToolResult }).createToolError = (message) =>
    errorResult(new ToolFailure('INVALID_REQUEST', message, { reason: 'VALIDATION_FAILED' }));
  registerImageTools(server, ctx);
  registerChartTools(server, ctx);
  registerFlowchartTools(server, ctx);
  registerReadTools(server, ctx);
  return server;
}
