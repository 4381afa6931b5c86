// Thin adapter: the chart job's data and spec in, the chart engine, four files out. A
// generation's spec was read from the request before the job existed; an edit starts from its
// parent's spec. The spec drawn is stored with the job, for the next edit.
import { ApplicationFailure } from '@temporalio/activity';
import { em as newEm } from '../core/db/orm.ts';
import { Job, JobInput } from '../core/db/entities.ts';
import { fileStorage } from '../core/storage.ts';
import type { EngineResult } from '../core/jobTypes.ts';
import { CHART_SPEC_VERSION, ChartError, DataError, InstructionError, isCurrentSpec, parseDataFile, renderChart, specFromEdit, type ChartSpec } from '../engines/chart/index.ts';
import type { FigureWidth, JournalStyleName } from '../engines/chart/style/journals.ts';
import type { PaletteName } from '../engines/chart/style/palettes.ts';
import { saveOutput } from './outputs.ts';

/** What a chart job keeps in job_inputs once it has run: enough to draw it again or edit it. */
export interface ChartParams {
  dataFileId: string;
  /** The uploaded name: it breaks ties between delimiters, so the job reads what the API read. */
  dataFileName?: string;
  sheetName?: string;
  journal: JournalStyleName;
  width: FigureWidth;
  palette: PaletteName;
  spec?: ChartSpec;
  /** The format of `spec` (CHART_SPEC_VERSION when it was drawn); older or none: not editable. */
  specVersion?: number;
  /** Edits only, until they run: the instruction. */
  instruction?: string;
  parentJobId?: string;
}

export async function runChart(jobId: string, accountId: string, inputId: string): Promise<EngineResult> {
  const em = await newEm();
  const row = await em.findOneOrFail(JobInput, { id: inputId, accountId });
  let params = row.params as unknown as ChartParams;
  try {
    if (params.parentJobId) {
      const parent = await em.findOneOrFail(Job, { id: params.parentJobId, accountId });
      const parentParams = (await em.findOneOrFail(JobInput, { id: parent.inputId ?? '', accountId })).params as unknown as ChartParams;
      if (!parentParams.spec || !isCurrentSpec(parentParams)) throw new ChartError('JOB_NOT_EDITABLE', 'The chart being edited was made before the current chart format.');
      const table = await readTable(parentParams);
      // The parent's data and style, with this edit's own instruction and parent kept for its history.
      const { instruction, parentJobId, madeBy } = params as ChartParams & { madeBy?: unknown };
      params = { ...parentParams, instruction, parentJobId, madeBy, spec: specFromEdit(table, parentParams.spec, instruction ?? '') } as ChartParams;
      return { outputs: await draw(em, jobId, accountId, table, params, row) };
    }
    const table = await readTable(params);
    return { outputs: await draw(em, jobId, accountId, table, params, row) };
  } catch (err) {
    // Engine errors are final: the engine fails the same way on the same input. An unforeseen
    // one (CHART_ENGINE_FAILED) carries the original error, which only the worker's log sees.
    if (err instanceof ChartError && err.cause !== undefined) console.error(`chart job ${jobId}: ${err.reason}:`, err.cause);
    if (err instanceof ChartError || err instanceof InstructionError || err instanceof DataError) {
      throw ApplicationFailure.nonRetryable(err.message, 'EngineError', err.reason);
    }
    throw err;
  }
}

async function readTable(params: ChartParams) {
  return parseDataFile(await fileStorage().get(params.dataFileId), {
    ...(params.dataFileName ? { fileName: params.dataFileName } : {}),
    ...(params.sheetName ? { sheetName: params.sheetName } : {}),
  });
}

async function draw(
  em: Awaited<ReturnType<typeof newEm>>,
  jobId: string,
  accountId: string,
  table: Awaited<ReturnType<typeof parseDataFile>>,
  params: ChartParams,
  row: InstanceType<typeof JobInput.class>,
) {
  if (!params.spec) throw new ChartError('SPEC_MISSING', 'The chart has no spec.');
  const files = await renderChart(table, params.spec, { journal: params.journal, width: params.width, palette: params.palette });
  const outputs = [];
  for (const file of files) outputs.push(await saveOutput(em, { jobId, accountId }, file));
  row.params = { ...params, specVersion: CHART_SPEC_VERSION } as unknown as Record<string, unknown>;
  await em.flush();
  return outputs;
}
