// Plain statements for the steps every job takes. An entity manager call (find, count, create
// and flush) costs about ten times the statement it runs; on a job's path those calls were a
// third of the API's and the worker's CPU. The entities (entities.ts) still define the tables;
// a plain statement names their columns, and reads its values through the helpers below,
// which hide how SQLite (integers, text) and PostgreSQL (timestamptz, jsonb, boolean) store
// them.
import type { SqlEntityManager } from '@mikro-orm/sql';

export type Row = Record<string, unknown>;

/** The rows a statement answers, inside `em`'s transaction when it has one. */
export async function rows<T extends Row = Row>(em: SqlEntityManager, sql: string, params: readonly unknown[] = []): Promise<T[]> {
  return (await em.getConnection().execute(sql, [...params], 'all', em.getTransactionContext())) as T[];
}

/** How many rows a write changed. */
export async function changed(em: SqlEntityManager, sql: string, params: readonly unknown[] = []): Promise<number> {
  const result = (await em.getConnection().execute(sql, [...params], 'run', em.getTransactionContext())) as { affectedRows?: number };
  return result.affectedRows ?? 0;
}

/** Inserts one row, its values named by column (JSON columns as text). */
export async function insertRow(em: SqlEntityManager, table: string, values: Row): Promise<void> {
  const names = Object.keys(values);
  await changed(em, `insert into ${table} (${names.join(', ')}) values (${placeholders(names.length)})`, Object.values(values));
}

/** Sets columns of the row with this id, named as in the table (JSON columns as text). */
export async function updateRow(em: SqlEntityManager, table: string, id: string, values: Row): Promise<void> {
  const names = Object.keys(values);
  await changed(em, `update ${table} set ${names.map((name) => `${name} = ?`).join(', ')} where id = ?`, [...Object.values(values), id]);
}

/** `?, ?, ?` for a list of n values. */
export function placeholders(n: number): string {
  return Array.from({ length: n }, () => '?').join(', ');
}

/** A datetime column: SQLite keeps Unix milliseconds, PostgreSQL answers a Date. Unreadable stays as stored. */
export function dateOf(value: unknown): Date {
  if (value instanceof Date) return value;
  const date = typeof value === 'number' || typeof value === 'string' ? new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : (value as Date);
}

export function dateOrNull(value: unknown): Date | null {
  return value === null || value === undefined ? null : dateOf(value);
}

/** A JSON column: text in SQLite, parsed by PostgreSQL's driver. Unparsable stays as stored, for the reader to refuse. */
export function jsonOf<T>(value: unknown): T {
  if (typeof value !== 'string') return value as T;
  try {
    return JSON.parse(value) as T;
  } catch {
    return value as T;
  }
}

/** A count or sum: PostgreSQL answers bigints as text. */
export function numberOf(value: unknown): number {
  return value === null || value === undefined ? 0 : Number(value);
}

/** A boolean column: 0/1 in SQLite. */
export function boolOf(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 't';
}
