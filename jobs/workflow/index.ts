export { jobWorkflow } from './jobWorkflow.ts';
export { lateDeliveryWorkflow } from './lateDelivery.ts';
