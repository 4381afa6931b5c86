export { admitJob } from './admission.ts';
export { deliverLate, markProcessing, settleJob } from './jobs.ts';
export { runConversion } from './conversion.ts';
export { awaitIllustration, submitIllustration } from './illustration.ts';
export { runChart } from './chart.ts';
