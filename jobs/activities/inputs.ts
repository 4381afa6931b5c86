import { NotFoundError } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { jsonOf, rows } from '../../core/db/sql.ts';

/** The engine parameters the API stored for a job (see JobInput in core/db/entities.ts). */
export async function loadParams<T>(em: SqlEntityManager, inputId: string, accountId: string): Promise<T> {
  const [row] = await rows(em, `select params from job_inputs where id = ? and account_id = ?`, [inputId, accountId]);
  if (!row) throw NotFoundError.findOneFailed('JobInput', { id: inputId, accountId });
  const params = jsonOf<unknown>(row.params);
  // Unparsable text would otherwise reach the engine as its parameters.
  if (!params || typeof params !== 'object') throw new Error(`job input ${inputId} has unreadable params`);
  return params as T;
}
