// What a run's checks look at, and the small helpers they share to describe it.
import type { LoadAccount } from './accounts.ts';
import type { Kill } from './chaos.ts';
import type { AccountView, DbFacts, Run } from './facts.ts';
import type { Answer, LogicalRequest } from './request.ts';
import type { ProcessEvent } from './stack.ts';
import type { StrayRun } from './strays.ts';
import type { TrackedJob } from './tracker.ts';

/** How many items of each finding the report shows. */
export const EXAMPLES = 10;

export interface Evidence {
  startedAt: number;
  accounts: LoadAccount[];
  requests: LogicalRequest[];
  uploads: LogicalRequest[];
  tracked: Map<string, TrackedJob>;
  db: DbFacts;
  runs: Run[];
  strays: StrayRun[];
  /** Each account's credit summary and job list, read at one moment through the API. */
  views: Map<string, AccountView>;
  kills: Kill[];
  events: ProcessEvent[];
  /** The service was healthy again after the last restart. */
  lastReadyAt: number;
}

export const count = <T>(items: T[], key: (item: T) => string) =>
  items.reduce<Record<string, number>>((acc, item) => ((acc[key(item)] = (acc[key(item)] ?? 0) + 1), acc), {});

export const answerLabel = (a: Answer) => (a.status === 0 ? (a.code ?? 'NETWORK') : `${a.status}${a.code ? ` ${a.code}` : ''}${a.reason ? ` ${a.reason}` : ''}`);

/** Seconds since the run started, to one decimal. */
export const seconds = (e: Evidence, t: number) => Number(((t - e.startedAt) / 1000).toFixed(1));

/** The runs of a workflow id as `STATUS/job status`, oldest first: how its job went. */
export const runsOf = (e: Evidence, workflowId: string) =>
  e.runs
    .filter((r) => r.workflowId === workflowId)
    .sort((a, b) => a.startedAt - b.startedAt)
    .map((r) => `${r.status}/${r.jobStatus ?? '?'}`);

