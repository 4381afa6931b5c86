// What the service holds after the run, read from its three sources of truth: the database
// (through the SQL helper), Temporal's visibility store (every run of every job workflow) and
// the API (each account's credit summary).
import { Client, Connection } from '@temporalio/client';
import { JOB_ID, JOB_STATUS } from '../../jobs/workflow/searchAttributes.ts';
import type { LoadAccount } from './accounts.ts';
import type { Operator } from './operator.ts';
import type { JobBody } from './request.ts';

export interface DbJob {
  id: string;
  accountId: string;
  kind: string;
  operation: string;
  idempotencyKey: string;
  status: string;
  refused: boolean;
  workflowId: string;
  error: { code: string; details?: { reason?: string } } | null;
  outputs: Array<{ fileId: string }>;
  createdAt: number;
  updatedAt: number;
  /** Sums of its ledger entries by kind; `entries` rows of `kinds` distinct kinds. */
  ledger: { reserve: number; charge: number; refund: number; entries: number; kinds: number };
}

export interface DbFacts {
  jobs: DbJob[];
  outputs: DbOutputFile[];
  /** Job ids that ledger entries name but no job row has. */
  entriesWithoutJob: string[];
}

export interface DbOutputFile {
  id: string;
  jobId: string | null;
}

export interface Run {
  workflowId: string;
  runId: string;
  /** RUNNING, COMPLETED, FAILED, TERMINATED ... */
  status: string;
  startedAt: number;
  closedAt?: number;
  /** The job id the run was started with, and the job status it last reported (search attributes). */
  jobId?: string;
  jobStatus?: string;
}

export interface Credits {
  balance: number;
  reserved: number;
}

/** SQLite gives JSON columns as text and dates as milliseconds; PostgreSQL as objects and ISO text. */
function json<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
function millis(value: unknown): number {
  return typeof value === 'number' ? value : Date.parse(String(value));
}
const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');

const perKind = (kind: string) => `(select coalesce(sum(amount), 0) from ledger_entries l where l.job_id = j.id and l.kind = '${kind}') as ${kind}`;

/**
 * The jobs of the accounts, each with its ledger sums in the same statement (one snapshot: a job
 * settled between two reads would look charged but unfinished), then the output files and the
 * ledger entries of jobs that do not exist. Files and entries are written before or with their
 * job's final state and never removed, so reading them later adds nothing inconsistent.
 */
export async function readDatabase(op: Operator, accounts: LoadAccount[]): Promise<DbFacts> {
  const ids = accounts.map((a) => a.accountId);
  const mine = `account_id in (${marks(ids.length)})`;
  const jobs = await op.sql(
    `select j.id, j.account_id, j.kind, j.operation, j.idempotency_key, j.status, j.refused, j.workflow_id, j.error, j.outputs, j.created_at, j.updated_at,
       ${['reserve', 'charge', 'refund'].map(perKind).join(', ')},
       (select count(*) from ledger_entries l where l.job_id = j.id) as entries,
       (select count(distinct l.kind) from ledger_entries l where l.job_id = j.id) as entry_kinds
     from jobs j where j.${mine}`,
    ids,
  );
  const outputs = await op.sql(`select id, job_id from files where purpose = 'output' and ${mine}`, ids);
  const strayEntries = await op.sql(
    `select distinct job_id from ledger_entries le where le.${mine} and le.job_id is not null and not exists (select 1 from jobs j where j.id = le.job_id)`,
    ids,
  );
  return {
    jobs: jobs.map((r) => ({
      id: String(r.id),
      accountId: String(r.account_id),
      kind: String(r.kind),
      operation: String(r.operation),
      idempotencyKey: String(r.idempotency_key),
      status: String(r.status),
      refused: r.refused === true || r.refused === 1,
      workflowId: String(r.workflow_id),
      error: r.error === null ? null : json(r.error),
      outputs: json(r.outputs) ?? [],
      createdAt: millis(r.created_at),
      updatedAt: millis(r.updated_at),
      ledger: { reserve: Number(r.reserve), charge: Number(r.charge), refund: Number(r.refund), entries: Number(r.entries), kinds: Number(r.entry_kinds) },
    })),
    outputs: outputs.map((r) => ({ id: String(r.id), jobId: r.job_id === null ? null : String(r.job_id) })),
    entriesWithoutJob: strayEntries.map((r) => String(r.job_id)),
  };
}

/** Every run of the job workflow, open or closed; `query` narrows it (e.g. to running ones). */
export async function readRuns(temporalAddress: string, query = "WorkflowType = 'jobWorkflow'"): Promise<Run[]> {
  const connection = await Connection.connect({ address: temporalAddress, connectTimeout: 5000 });
  try {
    const client = new Client({ connection });
    const runs: Run[] = [];
    for await (const wf of client.workflow.list({ query })) {
      const jobId = wf.typedSearchAttributes.get(JOB_ID);
      const jobStatus = wf.typedSearchAttributes.get(JOB_STATUS);
      runs.push({
        workflowId: wf.workflowId,
        runId: wf.runId,
        status: wf.status.name,
        startedAt: wf.startTime.getTime(),
        ...(wf.closeTime ? { closedAt: wf.closeTime.getTime() } : {}),
        ...(jobId ? { jobId } : {}),
        ...(jobStatus ? { jobStatus } : {}),
      });
    }
    return runs;
  } finally {
    await connection.close();
  }
}

export interface AccountView {
  credits: Credits;
  /** Every job of the account as GET /jobs lists it, with its credits. */
  jobs: JobBody[];
}

async function get<T>(url: string, keys: string[]): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(url, { headers: { Authorization: `Bearer ${keys[attempt % keys.length]}` }, signal: AbortSignal.timeout(10_000) }).catch(() => undefined);
    if (res?.status === 200) return (await res.json()) as T;
    await res?.arrayBuffer();
    if (attempt >= 20) throw new Error(`GET ${url} did not answer 200`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/**
 * The credit summary and the job list of each account as a client reads them. The summary is
 * read before and after the list; when the two differ a job settled meanwhile, and it is read
 * again, so that the summary and the jobs' credits describe one moment.
 */
export async function readAccountViews(base: string, accounts: LoadAccount[]): Promise<Map<string, AccountView>> {
  const views = new Map<string, AccountView>();
  for (const account of accounts) {
    for (let attempt = 0; ; attempt++) {
      const before = await get<Credits>(`${base}/credits`, account.keys);
      const jobs: JobBody[] = [];
      let cursor: string | null = null;
      do {
        const page: { data: JobBody[]; next_cursor: string | null } = await get(`${base}/jobs?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, account.keys);
        jobs.push(...page.data);
        cursor = page.next_cursor;
      } while (cursor);
      const after = await get<Credits>(`${base}/credits`, account.keys);
      if ((before.balance === after.balance && before.reserved === after.reserved) || attempt >= 10) {
        views.set(account.accountId, { credits: { balance: after.balance, reserved: after.reserved }, jobs });
        break;
      }
    }
  }
  return views;
}
