// Thin adapter: the chart job's data and spec in, the chart engine, four files out. A
// generation's table and spec were read from the request before the job existed (the table
// travels in job_inputs until the job has drawn it, so the file is parsed once per job); an
// edit starts from its parent's spec and parses the parent's stored file. The spec drawn is
// stored with the job, for the next edit.
import { em as newEm } from '../../core/db/orm.ts';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { fileStorage } from '../../core/storage.ts';
import type { EngineResult } from '../types.ts';
import { chartReader } from '../../core/config.ts';
import { CHART_SPEC_VERSION, ChartError, DataError, InstructionError, isCurrentSpec, parseDataFile, readEditWithModel, renderChart } from '../../engines/chart/index.ts';
import type { Table } from '../../engines/chart/data/types.ts';
import type { ChartParams, DrawnChartParams } from '../catalogue/params.ts';
import { loadParams, parentParams, saveParams } from '../inputs.ts';
import { saveOutput } from './outputs.ts';
import { engineFailure } from './engineFailure.ts';

export async function runChart(jobId: string, accountId: string, inputId: string): Promise<EngineResult> {
  const em = await newEm();
  const stored = await loadParams(em, 'chart', inputId, accountId);
  /** The data read, whose cells a failure's message must not repeat either. */
  let read: unknown;
  try {
    if (stored.parentJobId) {
      const parent = await parentParams(em, 'chart', 'chart', stored.parentJobId, accountId);
      if (!('journal' in parent) || !parent.spec || !isCurrentSpec(parent)) throw new ChartError('JOB_NOT_EDITABLE', 'The chart being edited was made before the current chart format.');
      const table = await readTable(parent);
      read = table;
      // The parent's data and style, with this edit's own instruction, reading and parent kept
      // for its history (the parent's request and reading are the parent's, not this version's).
      const { instruction, parentJobId, madeBy } = stored;
      const model = chartReader();
      const fallback = (why: string) => console.warn(`chart job ${jobId}: model ${model?.model} not used, the rules read the edit: ${why}`);
      const { spec, reading } = await readEditWithModel(model, table, parent.spec, instruction ?? '', fallback, parent.chartTypes ?? []);
      const inherited: DrawnChartParams = { ...parent };
      delete inherited.request;
      const params: DrawnChartParams = { ...inherited, instruction, parentJobId, madeBy, spec, reading };
      return { outputs: await draw(em, { jobId, accountId, inputId }, table, params) };
    }
    if (!('journal' in stored)) throw new Error(`chart job ${jobId} has neither data nor a parent`);
    const table = stored.table ?? (await readTable(stored));
    read = table;
    return { outputs: await draw(em, { jobId, accountId, inputId }, table, stored) };
  } catch (err) {
    // Engine errors are final: the engine fails the same way on the same input. An unforeseen
    // one (CHART_ENGINE_FAILED) carries the original error, which only the worker's log sees.
    if (err instanceof ChartError && err.cause !== undefined) console.error(`chart job ${jobId}: ${err.reason}:`, err.cause);
    if (err instanceof ChartError || err instanceof InstructionError || err instanceof DataError) {
      // Final: the table is not needed again (left in place if the database cannot take it now).
      if ('table' in stored && stored.table) await saveParams(em, inputId, accountId, withoutTable(stored)).catch(() => undefined);
      throw engineFailure(err, { params: stored, read });
    }
    throw err;
  }
}

async function readTable(params: DrawnChartParams) {
  return parseDataFile(await fileStorage().get(params.dataFileId), {
    ...(params.dataFileName ? { fileName: params.dataFileName } : {}),
    ...(params.sheetName ? { sheetName: params.sheetName } : {}),
  });
}

async function draw(em: SqlEntityManager, job: { jobId: string; accountId: string; inputId: string }, table: Table, params: DrawnChartParams) {
  if (!params.spec) throw new ChartError('SPEC_MISSING', 'The chart has no spec.');
  const files = await renderChart(table, params.spec, { journal: params.journal, width: params.width, palette: params.palette });
  const outputs = [];
  for (const file of files) outputs.push(await saveOutput(em, job, file));
  await saveParams(em, job.inputId, job.accountId, withoutTable({ ...params, specVersion: CHART_SPEC_VERSION }));
  return outputs;
}

function withoutTable(params: DrawnChartParams): ChartParams {
  const kept = { ...params };
  delete kept.table;
  return kept;
}
