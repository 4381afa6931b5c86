import { invalidRequest } from '../../core/errors.ts';
import { sha256 } from '../../core/files.ts';
import { CHART_DATA_MAX_BYTES, readChartRequest } from '../../jobs/checks/chart.ts';
import { readJson } from '../body/json.ts';
import { readMultipart } from '../body/multipart.ts';
import { validationError } from '../body/validation.ts';
import { createJob, requesterOf, sendJobAnswer } from '../../jobs/requests/admit.ts';
import { createChartEdit } from '../../jobs/requests/edits.ts';
import { ChartEditRequest, ChartFields, ChartGenerationRequest, CHART_FIELD_NAMES } from '../../contract/charts.ts';
import { callerOf } from '../../http/state.ts';
import { CREATE_ERRORS, JOB_RESPONSES, route } from './route.ts';
import { JOB_TYPES } from '../../jobs/catalogue/jobTypes.ts';

export const createChart = route({
  method: 'post',
  path: '/charts/generations',
  summary: 'Plot a chart from a data file and a sentence (100 credits): PNG, PDF, TIFF and EPS',
  tag: 'charts',
  auth: { scope: 'charts:generate', requestClass: 'create' },
  operation: JOB_TYPES.chartGeneration.operation,
  idempotencyKey: 'required',
  preferWait: true,
  body: { contentType: 'multipart/form-data', schema: ChartGenerationRequest },
  responses: JOB_RESPONSES,
  errors: CREATE_ERRORS,
  handler: async (ctx) => {
    const caller = callerOf(ctx);
    const body = await readMultipart(ctx, { fileField: 'data', maxFileBytes: CHART_DATA_MAX_BYTES, fields: CHART_FIELD_NAMES, tooLargeReason: 'DATA_FILE_TOO_LARGE' });
    const parsed = ChartFields.safeParse(body.fields);
    if (!parsed.success) throw validationError(parsed.error);
    // An empty file is the parser's to refuse (DATACHART_EMPTY); a missing one is the request's fault.
    if (!body.file) throw invalidRequest('VALIDATION_FAILED', 'Send the data file in the field `data`.', 'data');
    const fields = parsed.data;
    const data = body.file;
    await createJob(ctx, JOB_TYPES.chartGeneration, {
      body: { ...fields, data_sha256: sha256(data.bytes) },
      params: {
        journal: fields.journal_style,
        width: fields.figure_width,
        palette: fields.color_palette,
        ...(fields.sheet_name ? { sheetName: fields.sheet_name } : {}),
      },
      // The data is read before any job exists: a file the parser refuses costs nothing.
      preflight: (requestKey) => readChartRequest(caller.accountId, requestKey, data, fields),
    });
  },
});

export const editChart = route({
  method: 'post',
  path: '/charts/edits',
  summary: 'Edit the latest version of a chart with an instruction (100 credits)',
  tag: 'charts',
  auth: { scope: 'charts:generate', requestClass: 'create' },
  operation: JOB_TYPES.chartEdit.operation,
  idempotencyKey: 'required',
  preferWait: true,
  body: { contentType: 'application/json', schema: ChartEditRequest },
  responses: JOB_RESPONSES,
  errors: [...CREATE_ERRORS, 'REVISION_CONFLICT'],
  handler: async (ctx) => {
    const body = await readJson(ctx, ChartEditRequest);
    sendJobAnswer(ctx, await createChartEdit(requesterOf(ctx), body));
  },
});
