// `Prefer: wait=N`: hold the response until the job is final or N seconds pass. A job turns
// final in one of two events of its workflow's history: an engine activity that succeeds has
// settled its job before it completes (jobs/activities/runsJob.ts), and every other end is settled
// by the workflow before it closes. So the wait is a long poll on Temporal for the run's new
// events, and the job's row is read when an activity completes or the run closes: no event is
// added, a thousand waiting requests are a thousand idle long polls, and a success is answered
// without waiting for the workflow task that closes its run.
import proto from '@temporalio/proto';
import { config } from '../../core/config.ts';
import { invalidRequest } from '../../core/errors.ts';
import { LIMITS } from '../../core/limits.ts';
import { temporalClient } from '../temporal.ts';
import type { AppContext } from '../../http/state.ts';

const ALL_EVENTS = proto.temporal.api.enums.v1.HistoryEventFilterType.HISTORY_EVENT_FILTER_TYPE_ALL_EVENT;
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

/**
 * Resolves when `isFinal` says yes after one of the run's activities completed, when the run
 * has closed, or when `seconds` have passed, whichever is first; never throws.
 */
export async function waitUntilFinal(run: WorkflowRun, seconds: number, isFinal: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if (await finalBefore(run, deadline, isFinal)) return;
    } catch {
      // Temporal away or the deadline hit mid-call: the caller answers with what the row says.
    }
    const left = deadline - Date.now();
    if (left > 0) await new Promise((r) => setTimeout(r, Math.min(UNREACHABLE_RETRY_MS, left)));
  }
}

async function finalBefore(run: WorkflowRun, deadline: number, isFinal: () => Promise<boolean>): Promise<boolean> {
  const client = await temporalClient();
  return client.withDeadline(deadline, async () => {
    let nextPageToken: Uint8Array | undefined;
    for (;;) {
      // The history so far, then, page by page, each new batch of events: the server holds the
      // call until the run has a new event or its own long-poll interval ends.
      const res = await client.workflowService.getWorkflowExecutionHistory({
        namespace: config().temporalNamespace,
        execution: { workflowId: run.workflowId, ...(run.runId ? { runId: run.runId } : {}) },
        waitNewEvent: true,
        historyEventFilterType: ALL_EVENTS,
        skipArchival: true,
        ...(nextPageToken ? { nextPageToken } : {}),
      });
      const events = res.history?.events ?? [];
      if (events.some(closesRun)) return true;
      if (events.some((e) => e.activityTaskCompletedEventAttributes) && (await isFinal())) return true;
      nextPageToken = res.nextPageToken?.length ? res.nextPageToken : undefined;
      // A closed run's last page has no token; a running one's always has.
      if (!nextPageToken || Date.now() >= deadline) return false;
    }
  });
}

function closesRun(event: proto.temporal.api.history.v1.IHistoryEvent): boolean {
  return Boolean(
    event.workflowExecutionCompletedEventAttributes ||
      event.workflowExecutionFailedEventAttributes ||
      event.workflowExecutionTimedOutEventAttributes ||
      event.workflowExecutionCanceledEventAttributes ||
      event.workflowExecutionTerminatedEventAttributes ||
      event.workflowExecutionContinuedAsNewEventAttributes,
  );
}
