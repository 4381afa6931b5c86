import { getCapabilities, getCredits } from './account.ts';
import { createChart, editChart } from './charts.ts';
import { createConversion } from './conversions.ts';
import { createEdit } from './edits.ts';
import { createFlowchart, editFlowchart } from './flowcharts.ts';
import { downloadFile, uploadFile } from './files.ts';
import { createGeneration } from './generations.ts';
import { getJob, listJobs } from './jobs.ts';
import { describingRoutes } from './public.ts';
import { createTextDetection } from './textDetections.ts';
import { createUpscale } from './upscales.ts';
import type { RouteSpec } from './route.ts';

export const ROUTES: RouteSpec[] = [
  createGeneration,
  createEdit,
  createTextDetection,
  createUpscale,
  createConversion,
  createChart,
  editChart,
  createFlowchart,
  editFlowchart,
  uploadFile,
  downloadFile,
  getJob,
  listJobs,
  getCredits,
  getCapabilities,
  ...describingRoutes(() => ROUTES),
];
