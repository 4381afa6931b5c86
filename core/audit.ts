// The audit trail: one row of metadata per authenticated API call (SPEC "Authentication" 8).
// Recording is best effort: calls are queued in memory and written in batches after their
// answer has gone, so a slow or failing database delays and fails no request; when it is
// down, rows are lost and said so in the log. Credits are not stored per row: a row shows
// its job's settlement, read from the ledger when the history is listed.
import { randomUUID } from 'node:crypto';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { AuditEntry } from './db/entities.ts';
import { em } from './db/orm.ts';
import { creditsForJobs, type JobCredits } from './ledger.ts';
import { LIMITS } from './limits.ts';
import type { Channel, ToolCallPart } from './channel.ts';

export type AuditCredential = { kind: 'api_key'; id: string } | { kind: 'oauth'; clientId: string };

export interface AuditCall {
  at: Date;
  accountId: string;
  /** Null for a refused credential that could not be attributed to a key or client. */
  credential: AuditCredential | null;
  channel: Channel;
  /** The route as `GET /jobs/{id}`. */
  operation: string;
  status: number;
  errorCode: string | null;
  errorReason: string | null;
  requestId: string;
  jobId: string | null;
  replayed: boolean;
}

/**
 * How an API call the MCP server made for a tool call is recorded: a tool call is one row,
 * named for the tool (`MCP generate_figure`), whatever requests it took. Its own operation
 * is that row; the credential check and the uploads of its file parameters are, only when
 * they refuse it (then the tool call ends there); downloads for its inline preview never.
 * Null: not recorded.
 */
export function toolCallOperation(toolCall: ToolCallPart, status: number): string | null {
  const recorded = toolCall.part === 'main' || ((toolCall.part === 'check' || toolCall.part === 'input') && status >= 400);
  return recorded ? `MCP ${toolCall.call}` : null;
}

/** A call whose account is found later, off the request's path (a refused key is looked up). */
export type DeferredAuditCall = () => Promise<AuditCall | undefined>;

/** Calls waiting for the next write; beyond this many (a long outage) new ones are dropped. */
const MAX_PENDING = 10_000;
const BATCH = 200;
const FLUSH_DELAY_MS = 200;

const pending: Array<AuditCall | DeferredAuditCall> = [];
let timer: NodeJS.Timeout | undefined;
let flushing: Promise<void> | undefined;
let dropped = 0;

/** Queues a call for the trail. Never throws and never waits. */
export function recordCall(call: AuditCall | DeferredAuditCall): void {
  if (pending.length >= MAX_PENDING) {
    dropped++;
    return;
  }
  pending.push(call);
  timer ??= setTimeout(() => {
    timer = undefined;
    void flushAuditTrail();
  }, FLUSH_DELAY_MS).unref();
}

/** Writes everything queued so far (at shutdown, say). Never throws. */
export async function flushAuditTrail(): Promise<void> {
  while (flushing) await flushing;
  flushing = writeAll().finally(() => (flushing = undefined));
  await flushing;
}

async function writeAll(): Promise<void> {
  if (dropped > 0) {
    console.error(`audit: ${dropped} calls not recorded (the queue was full)`);
    dropped = 0;
  }
  while (pending.length > 0) {
    const batch = pending.splice(0, BATCH);
    const calls = await Promise.all(batch.map(resolveCall));
    // One insert per account: a row the database refuses loses its account's rows, not everyone's.
    const byAccount = Map.groupBy(calls.filter((c) => c !== undefined), (c) => c.accountId);
    for (const [accountId, rows] of byAccount) {
      try {
        await (await em()).insertMany(AuditEntry, rows.map(rowOf));
      } catch (err) {
        console.error(`audit: ${rows.length} calls of account ${accountId} not recorded:`, err instanceof Error ? err.message : err);
      }
    }
  }
}

async function resolveCall(call: AuditCall | DeferredAuditCall): Promise<AuditCall | undefined> {
  if (typeof call !== 'function') return call;
  try {
    return await call();
  } catch (err) {
    console.error('audit: a refused call not recorded:', err instanceof Error ? err.message : err);
    return undefined;
  }
}

function rowOf(call: AuditCall) {
  return {
    id: randomUUID(),
    accountId: call.accountId,
    createdAt: call.at,
    credentialKind: call.credential?.kind ?? null,
    credentialId: call.credential ? (call.credential.kind === 'api_key' ? call.credential.id : call.credential.clientId) : null,
    channel: call.channel,
    operation: call.operation.slice(0, 128),
    status: call.status,
    errorCode: call.errorCode?.slice(0, 64) ?? null,
    errorReason: call.errorReason?.slice(0, 128) ?? null,
    requestId: call.requestId,
    jobId: call.jobId,
    replayed: call.replayed,
  };
}

/** A recorded call as the history lists it: its own id and time, the credential as one label. */
export interface HistoryRow extends Omit<AuditCall, 'at' | 'accountId' | 'credential'> {
  id: string;
  time: Date;
  credential: { kind: 'api_key' | 'oauth'; id: string } | null;
  /** The job's settlement as the ledger has it now; null for a call without a job. */
  credits: JobCredits | null;
}

export interface HistoryPage {
  rows: HistoryRow[];
  nextCursor: string | null;
}

/** A cursor this module did not make. */
export class HistoryCursorInvalid extends Error {
  override readonly name = 'HistoryCursorInvalid';
}

/** An account's calls, newest first; `cursor` is the `nextCursor` of the page before. */
export async function historyPage(accountId: string, page: { limit?: number; cursor?: string | null } = {}): Promise<HistoryPage> {
  const limit = Math.max(1, Math.min(page.limit ?? 10, 100));
  const after = page.cursor ? decodeCursor(page.cursor) : undefined;
  const db = await em();
  const where = after
    ? { accountId, $or: [{ createdAt: { $lt: after.time } }, { createdAt: after.time, id: { $lt: after.id } }] }
    : { accountId };
  const found = await db.find(AuditEntry, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: limit + 1 });
  const rows = found.slice(0, limit);
  const credits = await creditsForJobs(db, [...new Set(rows.flatMap((r) => (r.jobId ? [r.jobId] : [])))]);
  const last = rows.at(-1);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      time: r.createdAt,
      credential: r.credentialKind && r.credentialId ? { kind: r.credentialKind as 'api_key' | 'oauth', id: r.credentialId } : null,
      channel: r.channel as Channel,
      operation: r.operation,
      status: r.status,
      errorCode: r.errorCode ?? null,
      errorReason: r.errorReason ?? null,
      requestId: r.requestId,
      jobId: r.jobId ?? null,
      credits: r.jobId ? (credits.get(r.jobId) ?? null) : null,
      replayed: r.replayed,
    })),
    nextCursor: found.length > limit && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}

/**
 * Credits charged for the jobs of these rows, each job once: a replay, a read of the job and
 * its creation all show the same settlement, which was spent once.
 */
export function spentOn(rows: readonly HistoryRow[]): number {
  const charged = new Map<string, number>();
  for (const row of rows) if (row.jobId && row.credits && !row.replayed) charged.set(row.jobId, row.credits.charged);
  let total = 0;
  for (const amount of charged.values()) total += amount;
  return total;
}

function encodeCursor(time: Date, id: string): string {
  return Buffer.from(`${time.getTime()}:${id}`).toString('base64url');
}

function decodeCursor(raw: string): { time: Date; id: string } {
  const match = /^(\d{1,15}):([0-9a-f-]{36})$/.exec(Buffer.from(raw, 'base64url').toString('utf8'));
  if (!match) throw new HistoryCursorInvalid('cursor is not a nextCursor of historyPage');
  return { time: new Date(Number(match[1])), id: match[2]! };
}

/** Rows older than the retention (SPEC Limits: request metadata, 30 days), a batch at a time. */
export async function pruneAuditTrail(db: SqlEntityManager, now: number): Promise<number> {
  const cutoff = new Date(now - LIMITS.requestMetadataDays * 86_400_000);
  let removed = 0;
  for (;;) {
    const old = await db.find(AuditEntry, { createdAt: { $lt: cutoff } }, { fields: ['id'], limit: 1000 });
    if (old.length === 0) return removed;
    removed += await db.nativeDelete(AuditEntry, { id: { $in: old.map((r) => r.id) } });
  }
}
