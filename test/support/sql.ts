// Runs one SQL statement against the suite's database through the service's own ORM
// setup: how tests stand in for the website's shared usage, or for a damaged row.
// Usage: node test/support/sql.ts "<sql>" '<json params>'
// A parameter {"$date": "<ISO time>"} is bound as a date column expects it on either database
// (SQLite keeps Unix milliseconds, PostgreSQL a timestamptz).
import { closeOrm, em, isPostgres, migrate } from '../../core/db/orm.ts';

function bind(value: unknown): unknown {
  if (value && typeof value === 'object' && '$date' in value) {
    const iso = String((value as { $date: string }).$date);
    return isPostgres() ? new Date(iso) : Date.parse(iso);
  }
  return value;
}

await migrate();
const params = (JSON.parse(process.argv[3] ?? '[]') as unknown[]).map(bind);
const rows = await (await em()).getConnection().execute(process.argv[2] ?? '', params);
console.log(JSON.stringify(rows));
await closeOrm();
