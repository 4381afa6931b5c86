// The MCP tool annotations (hints to the client about what a call does), one place for all.
import type { ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';

/**
 * A creation adds a job (and charges for it) and changes or deletes nothing that exists.
 * Not idempotent: the hint speaks of a call repeated with the same arguments, and a call
 * without `idempotency_key` creates and charges a new job each time; only a repeat with the
 * same key returns the same job. Open world when a file parameter may be an https URL the
 * server fetches from the web; closed when everything the call uses is in the account.
 */
export function creationAnnotations(opts: { fetchesUrls: boolean }): ToolAnnotations {
  return { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: opts.fetchesUrls };
}

/** A read of the caller's own jobs or credits. */
export const READ_ANNOTATIONS: ToolAnnotations = { readOnlyHint: true, openWorldHint: false };
