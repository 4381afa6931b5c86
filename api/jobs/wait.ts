// `Prefer: wait=N`: hold the response until the job is final or N seconds pass. A job's
// workflow closes when the job is final, so the wait is one long poll on Temporal for the
// run's close event: no history event is added, and a thousand waiting requests are a
// thousand idle long polls, not thousands of queries a second.
import proto from '@temporalio/proto';
import { config } from '../../core/config.ts';
import { invalidRequest } from '../../core/errors.ts';
import { LIMITS } from '../../core/limits.ts';
import { temporalClient } from '../../core/temporal.ts';
import type { AppContext } from '../state.ts';

const CLOSE_EVENT = proto.temporal.api.enums.v1.HistoryEventFilterType.HISTORY_EVENT_FILTER_TYPE_CLOSE_EVENT;
/** While Temporal cannot be reached, ask again this often until the wait is over. */
const UNREACHABLE_RETRY_MS = 1_000;

/** Seconds asked for by `Prefer: wait=N`, or 0 when the header is absent. */
export function preferredWait(ctx: AppContext): number {
  const header = ctx.get('Prefer');
  if (!header) return 0;
  const match = /(?:^|[,;\s])wait\s*=\s*"?([^",;\s]*)"?/i.exec(header);
  if (!match) return 0;
  const n = Number(match[1]);
  const { min, max } = LIMITS.preferWaitSeconds;
  if (!Number.isInteger(n) || n < min || n > max) {
    throw invalidRequest('VALIDATION_FAILED', `Prefer: wait=N takes an integer N from ${min} to ${max}.`, 'Prefer');
  }
  return n;
}

export interface WorkflowRun {
  workflowId: string;
  runId: string | null;
}

/** Resolves when the run has closed or `seconds` have passed, whichever is first; never throws. */
export async function waitUntilClosed(run: WorkflowRun, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if (await closeEventBefore(run, deadline)) return;
    } catch {
      // Temporal away or the deadline hit mid-call: the caller answers with what the row says.
    }
    const left = deadline - Date.now();
    if (left > 0) await new Promise((r) => setTimeout(r, Math.min(UNREACHABLE_RETRY_MS, left)));
  }
}

async function closeEventBefore(run: WorkflowRun, deadline: number): Promise<boolean> {
  const client = await temporalClient();
  return client.withDeadline(deadline, async () => {
    let nextPageToken: Uint8Array | undefined;
    for (;;) {
      // The server holds this call until the run closes or its own long-poll interval ends.
      const res = await client.workflowService.getWorkflowExecutionHistory({
        namespace: config().temporalNamespace,
        execution: { workflowId: run.workflowId, ...(run.runId ? { runId: run.runId } : {}) },
        waitNewEvent: true,
        historyEventFilterType: CLOSE_EVENT,
        skipArchival: true,
        ...(nextPageToken ? { nextPageToken } : {}),
      });
      if ((res.history?.events?.length ?? 0) > 0) return true;
      nextPageToken = res.nextPageToken ?? undefined;
      if (Date.now() >= deadline) return false;
    }
  });
}
