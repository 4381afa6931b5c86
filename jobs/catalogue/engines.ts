// How each engine's jobs run: the activity the workflow schedules (a name of
// jobs/activities/index.ts, checked where the workflow calls it) and the time budget it runs
// under (a proxy of jobs/workflow/proxies.ts). The workflow bundle reads this table, so it
// imports nothing. A job's input names its engine (JobInput.engine), as it has from the first
// version: runs begun by older code find the same activities here.

/** The proxies of jobs/workflow/proxies.ts an engine activity may run under. */
export type EngineBudget = 'engines' | 'longEngines';

/** Engines whose result may arrive after the job's deadline (submitted, then awaited). */
export interface LateDelivery {
  deadlineSeconds: number;
  windowSeconds: number;
}

/**
 * A provider is handed the job, then awaited (awaitIllustration, jobs/workflow/proxies.ts)
 * until the deadline, and past it until the late-delivery window closes (SPEC, States and
 * transitions). `lateDelivery` is the timing of inputs that carry none of their own.
 */
export interface SubmittedRun {
  submit: string;
  budget: EngineBudget;
  lateDelivery: LateDelivery;
}

export type EngineRun =
  /** One activity runs the engine and settles its own success (jobs/activities/runsJob.ts). */
  | { activity: string; budget: EngineBudget }
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
