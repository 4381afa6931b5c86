export { admitJob } from './admission.ts';
export { markProcessing, settleJob } from './jobs.ts';
export { runConversion } from './conversion.ts';
