// Names shared by the workflow and its callers.
import { defineQuery, defineUpdate } from '@temporalio/workflow';
import type { AdmissionResult, WorkflowStatus } from '../types.ts';

/** Admits the job: the API's update-with-start waits for this answer. Argument: request hash. */
export const admitUpdate = defineUpdate<AdmissionResult, [string]>('admit');

/** The job's status as the workflow sees it (no history event, unlike an update). */
export const statusQuery = defineQuery<WorkflowStatus>('status');
