// How each engine's jobs run: the activity the workflow schedules and the time budget it runs
// under (a proxy of jobs/workflow/proxies.ts). The workflow bundle reads this table, so it
// imports nothing but types. A job's input names its engine (JobInput.engine), as it has
// from the first version: runs begun by older code find the same activities here.
import type * as activities from '../activities/index.ts';
import type { ENGINE_BUDGETS } from '../workflow/proxies.ts';
import type { EngineResult, LateDelivery } from '../types.ts';

type Activities = typeof activities;

/** Activities that run a job's engine from its stored parameters, to its outputs. */
export type EngineActivity = {
  [K in keyof Activities]: Activities[K] extends (jobId: string, accountId: string, inputId: string) => Promise<EngineResult> ? K : never;
}[keyof Activities];

/** Activities that hand a job to a provider and answer the provider's id for it. */
export type SubmitActivity = {
  [K in keyof Activities]: Activities[K] extends (accountId: string, inputId: string) => Promise<string> ? K : never;
}[keyof Activities];

/** Which time budget an engine activity runs under. */
export type EngineBudget = keyof typeof ENGINE_BUDGETS;

/**
 * A provider is handed the job, then awaited (awaitIllustration, jobs/workflow/proxies.ts)
 * until the deadline, and past it until the late-delivery window closes (SPEC, States and
 * transitions). `lateDelivery` is the timing of inputs that carry none of their own.
 */
export interface SubmittedRun {
  submit: SubmitActivity;
  budget: EngineBudget;
  lateDelivery: LateDelivery;
}

export type EngineRun =
  /** One activity runs the engine and settles its own success (jobs/activities/runsJob.ts). */
  | { activity: EngineActivity; budget: EngineBudget }
  | SubmittedRun;

export const ENGINES = {
  conversion: { activity: 'runConversion', budget: 'engines' },
  // Tracing a large figure takes minutes of CPU.
  vectorize: { activity: 'runVectorize', budget: 'longEngines' },
  // Upscaling to 8k takes minutes of CPU.
  upscale: { activity: 'runUpscale', budget: 'longEngines' },
  illustration: { submit: 'submitIllustration', budget: 'engines', lateDelivery: { deadlineSeconds: 180, windowSeconds: 3600 } },
  chart: { activity: 'runChart', budget: 'engines' },
  image_edit: { activity: 'runImageEdit', budget: 'engines' },
  // Attachments are read for content: eight scanned pages through OCR take minutes.
  flowchart: { activity: 'runFlowchart', budget: 'longEngines' },
} as const satisfies Record<string, EngineRun>;

export type EngineName = keyof typeof ENGINES;
