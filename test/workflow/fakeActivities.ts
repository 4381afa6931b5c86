// The activities at the Temporal boundary: an object with the names the worker registers
// (jobs/activities/index.ts), typed by that module so that a renamed or retyped activity fails
// to compile here. They answer as a test scripts them and write down what the workflow asked
// of them, in order: the job's rows as the workflow would have left them.
import { Context } from '@temporalio/activity';
import type * as activities from '../../jobs/activities/index.ts';
import type { AdmissionResult, EngineResult, JobInput, Settlement } from '../../jobs/types.ts';
import type { StoredOutput } from '../../core/db/entities.ts';

export type Activities = typeof activities;

export type Call =
  | { name: 'admitJob'; jobId: string; attempt: number; runId: string }
  | { name: 'markProcessing'; jobId: string }
  | { name: 'settleJob'; jobId: string; settlement: Settlement }
  | { name: 'deliverLate'; jobId: string; outputs: StoredOutput[] }
  | { name: 'engine'; activity: string; jobId: string; attempt: number }
  | { name: 'submitIllustration'; inputId: string }
  | { name: 'awaitIllustration'; jobId: string; providerJobId: string; until: number; workflowId: string };

/** What the job's own rows hold after the workflow's calls. */
export class Ledger {
  readonly calls: Call[] = [];

  record(call: Call): void {
    this.calls.push(call);
  }

  named<N extends Call['name']>(name: N): Array<Extract<Call, { name: N }>> {
    return this.calls.filter((c): c is Extract<Call, { name: N }> => c.name === name);
  }

  /** The settlements written, by the workflow or by an engine activity settling its own job. */
  settlements(jobId: string): Settlement[] {
    return this.named('settleJob')
      .filter((c) => c.jobId === jobId)
      .map((c) => c.settlement);
  }
}

export function output(name: string): StoredOutput {
  return { fileId: `file-${name}`, format: 'png', width: 800, height: 600 };
}

type Engine = (attempt: number, jobId: string) => Promise<EngineResult>;

export interface Script {
  /** Admission's answer; admitted with this run's id by default. */
  admit?: (input: JobInput, attempt: number) => Promise<AdmissionResult>;
  /** Every engine activity (runConversion, runChart, ...); one that settles its own job by default. */
  engine?: Engine;
  submitIllustration?: () => Promise<string>;
  awaitIllustration?: Activities['awaitIllustration'];
  deliverLate?: (jobId: string) => Promise<boolean>;
}

type EngineActivity = 'runConversion' | 'runChart' | 'runFlowchart' | 'runImageEdit' | 'runUpscale' | 'runVectorize';

/** An engine that settles its own job, as jobs/activities/runsJob.ts does. */
export function settlesItself(ledger: Ledger, outputs: StoredOutput[]): Engine {
  return async (_attempt, jobId) => {
    ledger.record({ name: 'markProcessing', jobId });
    ledger.record({ name: 'settleJob', jobId, settlement: { outcome: 'succeeded', outputs } });
    return { outputs, settled: true };
  };
}

export function fakeActivities(ledger: Ledger, script: Script = {}): Activities {
  const info = () => Context.current().info;
  const engine = (activity: EngineActivity) => async (jobId: string) => {
    const { attempt } = info();
    ledger.record({ name: 'engine', activity, jobId, attempt });
    const run = script.engine ?? settlesItself(ledger, [output(jobId)]);
    return run(attempt, jobId);
  };
  return {
    admitJob: async (input) => {
      const { attempt, workflowExecution } = info();
      const runId = workflowExecution?.runId ?? '';
      ledger.record({ name: 'admitJob', jobId: input.jobId, attempt, runId });
      if (script.admit) return script.admit(input, attempt);
      return { outcome: 'admitted', jobId: input.jobId, runId };
    },
    markProcessing: async (jobId) => {
      ledger.record({ name: 'markProcessing', jobId });
      return true;
    },
    settleJob: async (jobId, settlement) => {
      ledger.record({ name: 'settleJob', jobId, settlement });
    },
    deliverLate: async (jobId, outputs) => {
      ledger.record({ name: 'deliverLate', jobId, outputs });
      return script.deliverLate ? script.deliverLate(jobId) : true;
    },
    runConversion: engine('runConversion'),
    runChart: engine('runChart'),
    runFlowchart: engine('runFlowchart'),
    runImageEdit: engine('runImageEdit'),
    runUpscale: engine('runUpscale'),
    runVectorize: engine('runVectorize'),
    submitIllustration: async (_accountId, inputId) => {
      ledger.record({ name: 'submitIllustration', inputId });
      return script.submitIllustration ? script.submitIllustration() : `provider-${inputId}`;
    },
    awaitIllustration: async (jobId, accountId, inputId, providerJobId, until) => {
      ledger.record({ name: 'awaitIllustration', jobId, providerJobId, until, workflowId: info().workflowExecution?.workflowId ?? '' });
      if (!script.awaitIllustration) return { state: 'succeeded', outputs: [output(jobId)] };
      return script.awaitIllustration(jobId, accountId, inputId, providerJobId, until);
    },
  };
}
