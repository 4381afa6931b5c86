// Thin adapter: the chart job's data and spec in, the chart engine, four files out. A
// generation's table and spec were read from the request before the job existed (the table
// travels in job_inputs until the job has drawn it, so the file is parsed once per job); an
// edit starts from its parent's spec and parses the parent's stored file. The spec drawn is
// stored with the job, for the next edit.
import { em as newEm } from '../../core/db/orm.ts';
import { Job, JobInput } from '../../core/db/entities.ts';
import { fileStorage } from '../../core/storage.ts';
import type { EngineResult } from '../types.ts';
import { chartReader } from '../../core/config.ts';
import { CHART_SPEC_VERSION, ChartError, DataError, InstructionError, isCurrentSpec, parseDataFile, readEditWithModel, renderChart, type ChartSpec, type Reading } from '../../engines/chart/index.ts';
import type { Table } from '../../engines/chart/data/types.ts';
import type { FigureWidth, JournalStyleName } from '../../engines/chart/style/journals.ts';
import type { PaletteName } from '../../engines/shared/palettes.ts';
import { saveOutput } from './outputs.ts';
import { engineFailure } from './engineFailure.ts';

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
  /** A generation's request, as written. */
  request?: string;
  /**
   * How the request (or the edit's instruction) was read into `spec`: which words made which
   * part, and by which reader. Jobs made before readings were kept have none.
   */
  reading?: Reading;
  /**
   * A generation's table as the API parsed it, until the job has drawn it (then dropped: the
   * stored file stays the source, and job_inputs stays small for the version history).
   */
  table?: Table;
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
  /** The data read, whose cells a failure's message must not repeat either. */
  let read: unknown;
  try {
    if (params.parentJobId) {
      const parent = await em.findOneOrFail(Job, { id: params.parentJobId, accountId });
      const parentParams = (await em.findOneOrFail(JobInput, { id: parent.inputId ?? '', accountId })).params as unknown as ChartParams;
      if (!parentParams.spec || !isCurrentSpec(parentParams)) throw new ChartError('JOB_NOT_EDITABLE', 'The chart being edited was made before the current chart format.');
      const table = await readTable(parentParams);
      read = table;
      // The parent's data and style, with this edit's own instruction, reading and parent kept
      // for its history (the parent's request and reading are the parent's, not this version's).
      const { instruction, parentJobId, madeBy } = params as ChartParams & { madeBy?: unknown };
      const model = chartReader();
      const fallback = (why: string) => console.warn(`chart job ${jobId}: model ${model?.model} not used, the rules read the edit: ${why}`);
      const { spec, reading } = await readEditWithModel(model, table, parentParams.spec, instruction ?? '', fallback);
      const inherited: ChartParams = { ...parentParams };
      delete inherited.request;
      params = { ...inherited, instruction, parentJobId, madeBy, spec, reading } as ChartParams;
      return { outputs: await draw(em, jobId, accountId, table, params, row) };
    }
    const table = params.table ?? (await readTable(params));
    read = table;
    return { outputs: await draw(em, jobId, accountId, table, params, row) };
  } catch (err) {
    // Engine errors are final: the engine fails the same way on the same input. An unforeseen
    // one (CHART_ENGINE_FAILED) carries the original error, which only the worker's log sees.
    if (err instanceof ChartError && err.cause !== undefined) console.error(`chart job ${jobId}: ${err.reason}:`, err.cause);
    if (err instanceof ChartError || err instanceof InstructionError || err instanceof DataError) {
      // Final: the table is not needed again (left in place if the database cannot take it now).
      if (params.table) {
        row.params = withoutTable(row.params as unknown as ChartParams);
        await em.flush().catch(() => undefined);
      }
      throw engineFailure(err, { params: row.params, read });
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
  table: Table,
  params: ChartParams,
  row: InstanceType<typeof JobInput.class>,
) {
  if (!params.spec) throw new ChartError('SPEC_MISSING', 'The chart has no spec.');
  const files = await renderChart(table, params.spec, { journal: params.journal, width: params.width, palette: params.palette });
  const outputs = [];
  for (const file of files) outputs.push(await saveOutput(em, { jobId, accountId }, file));
  row.params = withoutTable({ ...params, specVersion: CHART_SPEC_VERSION });
  await em.flush();
  return outputs;
}

function withoutTable(params: ChartParams): Record<string, unknown> {
  const kept: Partial<ChartParams> = { ...params };
  delete kept.table;
  return kept as unknown as Record<string, unknown>;
}
