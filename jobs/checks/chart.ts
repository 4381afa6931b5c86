// A chart request read before its job exists: the data file parsed (a file the parser refuses
// costs nothing), the sentence read against the data's columns (by the configured model
// reader, held to the same checks, else the rules), what cannot be drawn refused, and the data
// stored once for the job.
import { ApiError, invalidRequest, payloadTooLarge } from '../../core/errors.ts';
import { em } from '../../core/db/orm.ts';
import { fileForKey, saveFile } from '../../core/files.ts';
import { chartReader } from '../../core/config.ts';
import { countUpload } from '../../core/uploadCounts.ts';
import { availableTypes, DataError, InstructionError, parseDataFile, readRequestWithModel, requestProblem, type FigureOptions } from '../../engines/chart/index.ts';
import { DATA_LIMITS } from '../../engines/chart/data/index.ts';
import type { ChartType } from '../../engines/chart/chartTypes.ts';

/** The largest data file a chart request may send. */
export const CHART_DATA_MAX_BYTES = DATA_LIMITS.MAX_FILE_BYTES;

/** What the reader needs of a chart request's fields. */
interface ChartRequestFields {
  request: string;
  chart_types?: ChartType[] | undefined;
  sheet_name?: string | undefined;
  /** The figure the job will draw (a guide's place depends on its axes, and they on its size). */
  journal_style: FigureOptions['journal'];
  figure_width: FigureOptions['width'];
  color_palette: FigureOptions['palette'];
}

/** A data file the parser refuses: 400 with the parser's reason, or 413 when it is too large. */
function dataError(err: DataError): ApiError {
  if (err.reason === 'DATA_FILE_TOO_LARGE') return payloadTooLarge(DATA_LIMITS.MAX_FILE_BYTES, 'DATA_FILE_TOO_LARGE');
  return invalidRequest(err.reason, err.message, 'data', err.sheetNames ? { sheet_names: err.sheetNames } : undefined);
}

/** The data and the request read; what it returns is added to the job's params. */
export async function readChartRequest(accountId: string, requestKey: string, data: { bytes: Buffer; name?: string | null }, request: ChartRequestFields) {
  const table = await parseDataFile(data.bytes, { ...(data.name ? { fileName: data.name } : {}), ...(request.sheet_name ? { sheetName: request.sheet_name } : {}) }).catch(
    (err: unknown) => {
      throw err instanceof DataError ? dataError(err) : err;
    },
  );
  // A request naming columns the data lacks is refused here, with the data's columns. The
  // configured model reader, if any, reads it first, held to the same checks; without an
  // answer from it the rules read it.
  const model = chartReader();
  const fallback = (why: string) => console.warn(`chart reader: model ${model?.model} not used, the rules read the request: ${why}`);
  const { spec, reading } = await readRequestWithModel(model, table, request.request, request.chart_types ?? [], fallback).catch((err: unknown) => {
    throw err instanceof InstructionError ? invalidRequest(err.reason, err.message, 'request', err.details) : err;
  });
  if (!availableTypes().includes(spec.type)) {
    throw invalidRequest('CHART_TYPE_NOT_AVAILABLE', `The ${spec.type} chart is not available yet; available: ${availableTypes().join(', ')}.`, request.chart_types ? 'chart_types' : 'request');
  }
  // What the request asks of this data cannot be drawn (a log scale over zeros): no job.
  const problem = requestProblem(table, spec, { journal: request.journal_style, width: request.figure_width, palette: request.color_palette });
  if (problem) throw invalidRequest(problem.reason, problem.message, 'request');
  const file = await storeDataOnce(accountId, requestKey, data.bytes);
  // The table goes with the job's params: the activity draws it without parsing again.
  // The request and how it was read are kept with the spec: the workspace shows them.
  // The chart types it allowed stay the chart's: an edit may ask for another one among them.
  return { dataFileId: file.id, ...(data.name ? { dataFileName: data.name } : {}), spec, request: request.request, reading, table, ...(request.chart_types?.length ? { chartTypes: request.chart_types } : {}) };
}

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
