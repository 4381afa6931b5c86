// Failures carry messages and stack traces, and an engine's message can quote what the user
// sent (a column name, say). With this converter their text travels as an encoded payload,
// which the encryption codec seals like every other one. Loaded by path (the Temporal SDK
// needs it inside the workflow sandbox too): see jobs/temporal.ts and worker/run.ts.
import { DefaultFailureConverter } from '@temporalio/common';

export const failureConverter = new DefaultFailureConverter({ encodeCommonAttributes: true });
