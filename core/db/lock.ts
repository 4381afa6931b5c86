import type { SqlEntityManager } from '@mikro-orm/sql';
import { rows, type Row } from './sql.ts';

/**
 * Takes the write lock for a row as the transaction's first statement, and answers the row
 * as it is under the lock (undefined when there is none). On PostgreSQL a no-op update locks
 * the row like SELECT ... FOR UPDATE; on SQLite it takes the database's write lock up front,
 * where a read-then-write transaction would fail with SQLITE_BUSY instead of waiting when
 * another process writes at the same moment.
 */
export async function lockRow(tx: SqlEntityManager, table: 'accounts' | 'jobs', id: string): Promise<Row | undefined> {
  const [row] = await rows(tx, `update ${table} set id = id where id = ? returning *`, [id]);
  return row;
}
