// The activities a worker registers, by name. Engine work beats (heartbeat.ts), waits for a
// CPU slot when it computes in this process (cpuSlots.ts), and carries its job from processing
// to succeeded (runsJob.ts); bookkeeping runs as local activities and needs no beat.
import { cpuBound } from './cpuSlots.ts';
import { heartbeating } from './heartbeat.ts';
import { runsJob } from './runsJob.ts';
import { runConversion as conversion } from './conversion.ts';
import { runChart as chart } from './chart.ts';
import { runFlowchart as flowchart } from './flowchart.ts';
import { runImageEdit as imageEdit } from './imageEdit.ts';
import { submitIllustration as submit } from './illustration.ts';
import { runUpscale as upscale } from './upscale.ts';
import { runVectorize as vectorize } from './vectorize.ts';

export { admitJob } from './admission.ts';
export { deliverLate, markProcessing, settleJob } from './jobs.ts';
export { awaitIllustration } from './illustration.ts';

export const runConversion = heartbeating(cpuBound(runsJob(conversion)));
export const runChart = heartbeating(cpuBound(runsJob(chart)));
export const runFlowchart = heartbeating(runsJob(flowchart));
export const runImageEdit = heartbeating(runsJob(imageEdit));
export const submitIllustration = heartbeating(submit);
export const runUpscale = heartbeating(runsJob(upscale));
export const runVectorize = heartbeating(runsJob(vectorize));
