// The API process.
import { createServer } from 'node:http';
import { config } from '../core/config.ts';
import { closeOrm, migrate } from '../core/db/orm.ts';
import { flushAuditTrail } from '../core/audit.ts';
import { closeTemporal } from '../jobs/temporal.ts';
import { createApp } from './app.ts';
import { answerClientError } from './clientError.ts';

const cfg = config();
await migrate();
const app = createApp();
const server = createServer(app.callback());
server.requestTimeout = 120_000;
server.headersTimeout = 30_000;
server.on('clientError', answerClientError);
server.listen(cfg.port, cfg.host, () => console.log(`api: listening on http://${cfg.host}:${cfg.port}/api/v1`));

async function stop() {
  server.close();
  server.closeAllConnections();
  await closeTemporal();
  await flushAuditTrail();
  await closeOrm();
  // Requests cut off mid-wait may still have timers pending; nothing is left to finish.
  process.exit(0);
}
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
