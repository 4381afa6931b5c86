import { ApiError, invalidRequest, payloadTooLarge } from '../../core/errors.ts';
import { em } from '../../core/db/orm.ts';
import { fileForKey, saveFile, sha256 } from '../../core/files.ts';
import { chartReader } from '../../core/config.ts';
import { availableTypes, DataError, InstructionError, parseDataFile, readRequestWithModel, requestProblem } from '../../engines/chart/index.ts';
import { DATA_LIMITS } from '../../engines/chart/data/index.ts';
import { readJson } from '../body/json.ts';
import { readMultipart } from '../body/multipart.ts';
import { validationError } from '../body/validation.ts';
import { createJob, requesterOf, sendJobAnswer } from '../../jobs/requests/admit.ts';
import { createChartEdit } from '../../jobs/requests/edits.ts';
import { ChartEditRequest, ChartFields, ChartGenerationRequest, CHART_FIELD_NAMES } from '../../contract/charts.ts';
import { callerOf } from '../../http/state.ts';
import { countUpload } from '../uploads.ts';
import { CREATE_ERRORS, JOB_RESPONSES, route } from './route.ts';
import { JOB_TYPES } from '../../jobs/catalogue/jobTypes.ts';

/** A data file the parser refuses: 400 with the parser's reason, or 413 when it is too large. */
function dataError(err: DataError): ApiError {
  if (err.reason === 'DATA_FILE_TOO_LARGE') return payloadTooLarge(DATA_LIMITS.MAX_FILE_BYTES, 'DATA_FILE_TOO_LARGE');
  return invalidRequest(err.reason, err.message, 'data', err.sheetNames ? { sheet_names: err.sheetNames } : undefined);
}

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
    const body = await readMultipart(ctx, { fileField: 'data', maxFileBytes: DATA_LIMITS.MAX_FILE_BYTES, fields: CHART_FIELD_NAMES, tooLargeReason: 'DATA_FILE_TOO_LARGE' });
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
      preflight: async (requestKey) => {
        const table = await parseDataFile(data.bytes, { ...(data.name ? { fileName: data.name } : {}), ...(fields.sheet_name ? { sheetName: fields.sheet_name } : {}) }).catch(
          (err: unknown) => {
            throw err instanceof DataError ? dataError(err) : err;
          },
        );
        // A request naming columns the data lacks is refused here, with the data's columns. The
        // configured model reader, if any, reads it first, held to the same checks; without an
        // answer from it the rules read it.
        const model = chartReader();
        const fallback = (why: string) => console.warn(`chart reader: model ${model?.model} not used, the rules read the request: ${why}`);
        const { spec, reading } = await readRequestWithModel(model, table, fields.request, fields.chart_types ?? [], fallback).catch((err: unknown) => {
          throw err instanceof InstructionError ? invalidRequest(err.reason, err.message, 'request', err.details) : err;
        });
        if (!availableTypes().includes(spec.type)) {
          throw invalidRequest('CHART_TYPE_NOT_AVAILABLE', `The ${spec.type} chart is not available yet; available: ${availableTypes().join(', ')}.`, fields.chart_types ? 'chart_types' : 'request');
        }
        // What the request asks of this data cannot be drawn (a log scale over zeros): no job.
        const problem = requestProblem(table, spec);
        if (problem) throw invalidRequest(problem.reason, problem.message, 'request');
        const file = await storeDataOnce(caller.accountId, requestKey, data.bytes);
        // The table goes with the job's params: the activity draws it without parsing again.
        // The request and how it was read are kept with the spec: the workspace shows them.
        return { dataFileId: file.id, ...(data.name ? { dataFileName: data.name } : {}), spec, request: fields.request, reading, table };
      },
    });
  },
});

/**
 * The data file of a request, stored and counted against the upload limits once: a retry or a
 * racing copy of the same request (same key, same body) finds the first one's file.
 */
async function storeDataOnce(accountId: string, requestKey: string, bytes: Buffer) {
  const db = await em();
  const previous = await fileForKey(db, accountId, 'chart_data', requestKey);
  if (previous) return previous;
  await countUpload(accountId, 'chart_data');
  try {
    return await saveFile(db, { accountId, purpose: 'chart_data', contentType: 'application/octet-stream', bytes, idempotencyKey: requestKey, expiresAt: null });
  } catch (err) {
    // Another process stored the same request's file first (the key's unique index).
    const winner = await fileForKey(db, accountId, 'chart_data', requestKey);
    if (!winner) throw err;
    return winner;
  }
}

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
