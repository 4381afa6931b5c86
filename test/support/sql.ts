// Runs one SQL statement against the suite's database through the service's own ORM
// setup: how tests stand in for the website's shared usage, or for a damaged row.
// Usage: node test/support/sql.ts "<sql>" '<json params>'
import { closeOrm, em, migrate } from '../../core/db/orm.ts';

await migrate();
const rows = await (await em()).getConnection().execute(process.argv[2] ?? '', JSON.parse(process.argv[3] ?? '[]'));
console.log(JSON.stringify(rows));
await closeOrm();
