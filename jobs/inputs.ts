// A job's parameters (the `job_inputs` table of core/db/entities.ts): stored once per request
// before the job exists, read by its engine's activity as the catalogue's schema says
// (jobs/catalogue/params.ts), rewritten by engines that keep what they drew for the next edit.
// The workflow's history holds only the row's id.
import { NotFoundError } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { changed, jsonOf, rows } from '../core/db/sql.ts';
import type { VersionedKind } from '../core/jobKinds.ts';
import { ENGINE_PARAMS, type ParamsOf } from './catalogue/params.ts';
import { jobFromRow, type JobRow } from './rows.ts';
import type { EngineName } from './catalogue/engines.ts';

/**
 * Stores a request's parameters under `id` (derived from the request: a retry before its job
 * exists, or a racing copy in another process, finds the row instead of adding one).
 */
export async function storeParams(em: SqlEntityManager, id: string, accountId: string, params: object): Promise<void> {
  await changed(em, `insert into job_inputs (id, account_id, params, created_at) values (?, ?, ?, ?) on conflict (id) do nothing`, [
    id,
    accountId,
    JSON.stringify(params),
    new Date(),
  ]);
}

/** The parameters stored for a job of `engine`, as that engine reads them. */
export async function loadParams<E extends EngineName>(em: SqlEntityManager, engine: E, inputId: string, accountId: string): Promise<ParamsOf<E>> {
  const [row] = await rows(em, `select params from job_inputs where id = ? and account_id = ?`, [inputId, accountId]);
  if (!row) throw NotFoundError.findOneFailed('JobInput', { id: inputId, accountId });
  return paramsOf(engine, jsonOf<unknown>(row.params), `job input ${inputId}`);
}

/**
 * The version an edit names: the account's job `parentJobId` of the edit's own kind, with its
 * stored parameters as stored (undefined when it has none); null when there is no such job.
 */
export async function editedVersion(em: SqlEntityManager, kind: VersionedKind, parentJobId: string, accountId: string): Promise<{ job: JobRow; params: unknown } | null> {
  const [row] = await rows(
    em,
    `select j.*, i.params as input_params from jobs j left join job_inputs i on i.id = j.input_id and i.account_id = j.account_id
      where j.id = ? and j.account_id = ? and j.kind = ?`,
    [parentJobId, accountId, kind],
  );
  if (!row) return null;
  return { job: jobFromRow(row), params: row.input_params === null || row.input_params === undefined ? undefined : jsonOf<unknown>(row.input_params) };
}

/** The stored parameters of the version an edit starts from, read as its engine reads them. */
export async function parentParams<E extends EngineName>(em: SqlEntityManager, engine: E, kind: VersionedKind, parentJobId: string, accountId: string): Promise<ParamsOf<E>> {
  const parent = await editedVersion(em, kind, parentJobId, accountId);
  if (!parent) throw NotFoundError.findOneFailed('Job', { id: parentJobId, accountId, kind });
  return paramsOf(engine, parent.params, `the parameters of job ${parentJobId}`);
}

/** Replaces a job's stored parameters (with what its engine drew, for the next edit). */
export async function saveParams(em: SqlEntityManager, inputId: string, accountId: string, params: object): Promise<void> {
  await changed(em, `update job_inputs set params = ? where id = ? and account_id = ?`, [JSON.stringify(params), inputId, accountId]);
}

function paramsOf<E extends EngineName>(engine: E, stored: unknown, what: string): ParamsOf<E> {
  // Parameters that do not fit their engine's schema would reach the engine as something else.
  const parsed = ENGINE_PARAMS[engine].safeParse(stored);
  if (!parsed.success) throw new Error(`${what} cannot be read as ${engine} parameters: ${parsed.error.issues.map((i) => i.path.join('.') || '(root)').join(', ')}`);
  return parsed.data as ParamsOf<E>;
}
