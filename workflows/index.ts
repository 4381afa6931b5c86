export { jobWorkflow } from './jobWorkflow.ts';
