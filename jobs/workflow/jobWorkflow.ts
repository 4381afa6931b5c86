// One workflow per job, one run per Idempotency-Key: admit (reserve credits), run the engine,
// settle (charge or refund), and close as soon as the job is final, so that `Prefer: wait`
// can wait for the close. An illustration that misses its deadline fails with
// TASK_TIMED_OUT; lateDeliveryWorkflow then listens for its result until late_delivery_until.
import {
  ApplicationFailure,
  CancellationScope,
  ParentClosePolicy,
  allHandlersFinished,
  condition,
  isCancellation,
  patched,
  setHandler,
  startChild,
  upsertSearchAttributes,
  workflowInfo,
} from '@temporalio/workflow';
import { ENGINES } from '../catalogue/engines.ts';
import type { AdmissionResult, EngineResult, JobInput, Settlement, WorkflowOutcome, WorkflowStatus } from '../types.ts';
import { admitUpdate, statusQuery } from './definitions.ts';
import { jobError, timedOut } from './jobErrors.ts';
import { lateDeliveryWorkflow } from './lateDelivery.ts';
import { admission, awaitIllustration, bookkeeping, ENGINE_BUDGETS } from './proxies.ts';
import { ACCOUNT_ID, JOB_ID, JOB_KIND, JOB_STATUS } from './searchAttributes.ts';

/** The patch after which engine activities mark their job processing and settle its success (jobs/activities/runsJob.ts). */
const ENGINES_RUN_THEIR_JOBS = 'engines-run-their-jobs';

export async function jobWorkflow(input: JobInput): Promise<WorkflowOutcome> {
  let status: WorkflowStatus = 'admitting';
  const decided: { admission?: AdmissionResult } = {};

  setHandler(statusQuery, () => status);
  // Racing requests with one key all land here and get the one admission's answer.
  setHandler(admitUpdate, async (requestHash: string): Promise<AdmissionResult> => {
    if (requestHash !== input.requestHash) return { outcome: 'conflict', jobId: input.jobId };
    await condition(() => decided.admission !== undefined);
    return decided.admission as AdmissionResult;
  });
  const setStatus = (next: WorkflowStatus) => {
    status = next;
    upsertSearchAttributes([{ key: JOB_STATUS, value: next }]);
  };

  // Admission is the run's own first step, not the update's: an update Temporal lost (it
  // restarted before recording it) cannot leave a job admitted in the database and never
  // run. Retried, admission finds this run's row and answers the same.
  const admitted = await admission.admitJob(input).catch((): AdmissionResult => ({ outcome: 'unavailable' }));
  decided.admission = admitted;
  if (admitted.outcome !== 'admitted') return closeUnadmitted(admitted, setStatus);
  // An engine activity marks its job processing as it starts and settles it when it succeeds
  // (jobs/activities/runsJob.ts): this task then ends with admission, the job goes straight to
  // processing, and a success closes the run with no write of the workflow's own. Runs begun
  // before that, and submitted engines (illustrations, whose first activity only submits),
  // write each step here.
  const run = ENGINES[input.engine];
  const workflowMarksProcessing = 'submit' in run || !patched(ENGINES_RUN_THEIR_JOBS);
  if (workflowMarksProcessing) setStatus('queued');

  let settlement: Settlement;
  let settled = false;
  let late: LateResult | undefined;
  try {
    if (workflowMarksProcessing) await bookkeeping.markProcessing(input.jobId);
    setStatus('processing');
    const outcome = await runEngine(input, run);
    if ('lateUntil' in outcome) {
      late = outcome;
      settlement = { outcome: 'failed', error: timedOut(), lateDeliveryUntil: new Date(outcome.lateUntil).toISOString() };
    } else {
      settlement = { outcome: 'succeeded', outputs: outcome.outputs };
      settled = outcome.settled === true;
    }
  } catch (err) {
    settlement = isCancellation(err) ? { outcome: 'canceled' } : { outcome: 'failed', error: jobError(err) };
  }
  // Settlement must happen even when an operator cancels the workflow.
  await CancellationScope.nonCancellable(async () => {
    if (!settled) await bookkeeping.settleJob(input.jobId, settlement);
    if (late) await startLateDelivery(input, late);
  });
  setStatus(settlement.outcome);
  await condition(allHandlersFinished);
  return settlement.outcome;
}

/**
 * A refusal kept for the key (402, PLAN_REQUIRED) and a replay close the run as completed:
 * the key's answer is its row. Anything else (a limit, an edit-chain conflict, a database
 * away too long) wrote nothing: the run fails, so that a retry with the same key may start
 * a new run (the API starts runs with ALLOW_DUPLICATE_FAILED_ONLY).
 */
async function closeUnadmitted(result: AdmissionResult, setStatus: (s: WorkflowStatus) => void): Promise<WorkflowOutcome> {
  await condition(allHandlersFinished);
  if (result.outcome === 'refused') {
    setStatus('failed');
    return 'refused';
  }
  if (result.outcome === 'replay') return 'replay';
  setStatus('not admitted');
  throw ApplicationFailure.nonRetryable(`not admitted: ${result.outcome === 'rejected' ? result.error.code : result.outcome}`, 'NotAdmitted');
}

/** How an engine of the catalogue runs, its activity names as the table spells them. */
type EngineRunOf = (typeof ENGINES)[keyof typeof ENGINES];

/** An illustration still running at its deadline: where to ask for it, and until when. */
interface LateResult {
  providerJobId: string;
  lateUntil: number;
}

/** The engine's activity under its time budget, or a submitted engine's submit and wait. */
async function runEngine(input: JobInput, run: EngineRunOf): Promise<EngineResult | LateResult> {
  if ('submit' in run) return runSubmitted(input, run);
  return ENGINE_BUDGETS[run.budget][run.activity](input.jobId, input.accountId, input.inputId);
}

async function runSubmitted(input: JobInput, run: Extract<EngineRunOf, { submit: string }>): Promise<EngineResult | LateResult> {
  const timing = input.lateDelivery ?? run.lateDelivery;
  const providerJobId = await ENGINE_BUDGETS[run.budget][run.submit](input.accountId, input.inputId);
  // Workflow time is deterministic: Date.now() here is the time of the current workflow task.
  const first = await awaitIllustration(input, providerJobId, Date.now() + timing.deadlineSeconds * 1000);
  if (first.state === 'succeeded') return { outputs: first.outputs };
  return { providerJobId, lateUntil: Date.now() + timing.windowSeconds * 1000 };
}

/** Hands the wait for a late result to its own workflow, which outlives this one. */
async function startLateDelivery(input: JobInput, late: LateResult): Promise<void> {
  await startChild(lateDeliveryWorkflow, {
    workflowId: `${workflowInfo().workflowId}-late`,
    args: [input, late.providerJobId, late.lateUntil],
    parentClosePolicy: ParentClosePolicy.ABANDON,
    typedSearchAttributes: [
      { key: JOB_ID, value: input.jobId },
      { key: ACCOUNT_ID, value: input.accountId },
      { key: JOB_KIND, value: input.kind },
      { key: JOB_STATUS, value: 'failed' },
    ],
  });
}
