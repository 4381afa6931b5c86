// The MCP server as a process of its own, in front of an API elsewhere (MCP_API_BASE_URL).
// `npm start` does not need it: the API process serves /mcp itself.
import { createServer } from 'node:http';
import Koa from 'koa';
import { config } from '../core/config.ts';
import { requestId } from '../http/requestId.ts';
import { mcpEndpoint } from './http.ts';

const cfg = config();
const app = new Koa({ proxy: false });
app.silent = true;
app.use(requestId);
app.use(mcpEndpoint());
const server = createServer(app.callback());
server.requestTimeout = 120_000;
server.listen(cfg.port, cfg.host, () => console.log(`mcp: listening on http://${cfg.host}:${cfg.port}/mcp, calling the API at ${cfg.mcpApiBaseUrl}`));

function stop() {
  server.close();
  server.closeAllConnections();
  process.exit(0);
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
