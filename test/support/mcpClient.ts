// What a test uses to act as an assistant: the MCP SDK's own client over real HTTP.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { BASE } from './client.ts';

export const MCP_URL = BASE.replace(/\/api\/v1$/, '/mcp');

export async function mcpClient(key: string | null): Promise<Client> {
  const client = new Client({ name: 'figure-service-tests', version: '1.0.0' });
  const headers: Record<string, string> = key ? { Authorization: `Bearer ${key}` } : {};
  await client.connect(new StreamableHTTPClientTransport(new URL(MCP_URL), { requestInit: { headers } }));
  return client;
}

/** A tool call as an assistant makes it; creation tools wait up to 25 s, so allow more. */
export async function callTool(client: Client, name: string, args: Record<string, unknown> = {}): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args }, undefined, { timeout: 120_000 })) as CallToolResult;
}

/** A tool result's structured content, as a test reads it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function structured(result: CallToolResult): any {
  return result.structuredContent;
}

/** The job once final, read through get_job every 3 s (Retry-After) for up to 10 minutes. */
export async function finishedTool(client: Client, result: CallToolResult): Promise<CallToolResult> {
  let current = result;
  for (let i = 0; i < 200 && ['queued', 'processing'].includes(structured(current).job.status); i++) {
    await new Promise((r) => setTimeout(r, 3000));
    current = await callTool(client, 'get_job', { job_id: structured(current).job.id });
  }
  return current;
}

/** The JSON part of an error result's text (mcp/errors.ts writes it after a blank line). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function toolError(result: CallToolResult): any {
  expect(result.isError).toBe(true);
  const text = result.content.find((c) => c.type === 'text')?.text ?? '';
  return JSON.parse(text.slice(text.indexOf('\n\n') + 2));
}

export function textOf(result: CallToolResult): string {
  return result.content
    .filter((c) => c.type === 'text')
    .map((c) => (c as { text: string }).text)
    .join('\n');
}

/** A raw JSON-RPC POST to /mcp, for what the SDK's client hides (status codes, headers). */
export function rawPost(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(MCP_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
};

/** A raw response's JSON body, as a test reads it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function jsonOf(res: Response): Promise<any> {
  return res.json();
}
