import { JobInput } from '../core/db/entities.ts';
import type { SqlEntityManager } from '@mikro-orm/sql';

/** The engine parameters the API stored for a job (see JobInput in core/db/entities.ts). */
export async function loadParams<T>(em: SqlEntityManager, inputId: string, accountId: string): Promise<T> {
  const row = await em.findOneOrFail(JobInput, { id: inputId, accountId });
  return row.params as T;
}
