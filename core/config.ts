// Configuration from the environment, with the embedded defaults of `npm start`.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { createOnce } from './secretFiles.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://... selects PostgreSQL; otherwise SQLite in dataDir. */
  databaseUrl: string | undefined;
  sqlitePath: string;
  filesDir: string;
  temporalAddress: string;
  temporalNamespace: string;
  taskQueue: string;
  /** Key for download-link signatures; generated once per data directory when not given. */
  signingSecret: Buffer;
  /** Public address of this API, used in Location and download_url. */
  publicBaseUrl: string;
  /** The companion website: top-up and editor links point there; by default this service's own (web/). */
  websiteUrl: string;
  /** Image model for illustrations: `openai` or `replicate` (docs/illustration-provider.md); without one the schematic engine answers. */
  illustrationProvider: string | undefined;
  illustrationProviderUrl: string | undefined;
  illustrationProviderKey: string | undefined;
  illustrationModel: string | undefined;
  /** An illustration not delivered by then fails with TASK_TIMED_OUT... */
  illustrationDeadlineSeconds: number;
  /** ...and may still arrive, free, for this long afterwards. */
  lateDeliveryWindowSeconds: number;
  /** An OpenAI-compatible images edit API for `instruct` edits; without one the local interpreter answers. */
  imageEditProviderUrl: string | undefined;
  imageEditProviderKey: string | undefined;
  imageEditModel: string;
  /**
   * An OpenAI-compatible chat model that reads chart requests and edits (engines/chart/interpret/modelReader.ts):
   * its base URL (with /v1), model and key. Unset: the rules reader alone, the embedded default.
   */
  chartReaderUrl: string | undefined;
  chartReaderModel: string | undefined;
  chartReaderKey: string | undefined;
  /** How long one reading may take before the rules read the request instead. */
  chartReaderTimeoutSeconds: number;
  /** `id:base64key,...`, the first encrypting; unset: the ring file below (core/codec/keyRing.ts). */
  payloadKeys: string | undefined;
  payloadKeysFile: string;
  /** The one browser origin allowed to call the codec endpoint: the Temporal UI's. */
  temporalUiOrigin: string;
  /** How long an operator's browser sign-in on /codec/session lasts. */
  codecSessionSeconds: number;
  /** The HTTP API the MCP server's tools call (with the caller's credential): this process's own by default. */
  mcpApiBaseUrl: string;
  /** Engine jobs a worker draws in its own event loop at once (jobs/activities/cpuSlots.ts); a core is left for admissions. */
  engineCpuSlots: number;
}

function secretFor(dataDir: string): Buffer {
  if (process.env.SIGNING_SECRET) return Buffer.from(process.env.SIGNING_SECRET, 'utf8');
  const path = join(dataDir, 'signing-secret');
  createOnce(path, () => randomBytes(32).toString('hex'));
  return Buffer.from(readFileSync(path, 'utf8').trim(), 'utf8');
}

function cpuSlots(value: string | undefined): number {
  if (value === undefined || value === '') return Math.max(1, availableParallelism() - 1);
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`ENGINE_CPU_SLOTS must be a whole number of at least 1, not ${value}`);
  return n;
}

function chartReaderModel(url: string | undefined, model: string | undefined): string | undefined {
  // A model server serves several models: which one reads requests is not guessed.
  if (url && !model) throw new Error('CHART_READER_MODEL must name the model when CHART_READER_URL is set');
  return model;
}

function positiveSeconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number of seconds, not ${value}`);
  return n;
}

function sessionSeconds(hours: string | undefined): number {
  const seconds = Math.round(Number(hours ?? 8) * 3600);
  // A mistyped value would otherwise make every sign-in fail, or never end.
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`CODEC_SESSION_HOURS must be a positive number of hours, not ${hours}`);
  return seconds;
}

/** An address this machine can call the API on: a wildcard listen address is not one. */
function loopbackFor(host: string): string {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

let cached: Config | undefined;

export function config(): Config {
  if (cached) return cached;
  const env = process.env;
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '127.0.0.1';
  const publicBaseUrl = (env.PUBLIC_BASE_URL ?? `http://${host}:${port}`).replace(/\/$/, '');
  cached = {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    sqlitePath: env.SQLITE_PATH ?? join(dataDir, 'figures.db'),
    filesDir: env.FILES_DIR ?? join(dataDir, 'files'),
    temporalAddress: env.TEMPORAL_ADDRESS ?? '127.0.0.1:7233',
    temporalNamespace: env.TEMPORAL_NAMESPACE ?? 'default',
    taskQueue: env.TASK_QUEUE ?? 'figures',
    signingSecret: secretFor(dataDir),
    publicBaseUrl,
    // The website is served by this service (web/), so its links point here unless told otherwise.
    websiteUrl: (env.WEBSITE_URL ?? publicBaseUrl).replace(/\/$/, ''),
    illustrationProvider: env.ILLUSTRATION_PROVIDER || undefined,
    illustrationProviderUrl: env.ILLUSTRATION_PROVIDER_URL || undefined,
    illustrationProviderKey: env.ILLUSTRATION_PROVIDER_KEY || undefined,
    illustrationModel: env.ILLUSTRATION_MODEL || undefined,
    illustrationDeadlineSeconds: Number(env.ILLUSTRATION_DEADLINE_SECONDS ?? 180),
    lateDeliveryWindowSeconds: Number(env.LATE_DELIVERY_WINDOW_SECONDS ?? 3600),
    imageEditProviderUrl: env.IMAGE_EDIT_PROVIDER_URL || undefined,
    imageEditProviderKey: env.IMAGE_EDIT_PROVIDER_KEY || undefined,
    imageEditModel: env.IMAGE_EDIT_MODEL || 'gpt-image-1',
    chartReaderUrl: env.CHART_READER_URL || undefined,
    chartReaderModel: chartReaderModel(env.CHART_READER_URL || undefined, env.CHART_READER_MODEL || undefined),
    chartReaderKey: env.CHART_READER_KEY || undefined,
    chartReaderTimeoutSeconds: positiveSeconds('CHART_READER_TIMEOUT_SECONDS', env.CHART_READER_TIMEOUT_SECONDS, 20),
    payloadKeys: env.PAYLOAD_KEYS || undefined,
    payloadKeysFile: join(dataDir, 'payload-keys'),
    // What `npm start` serves the UI on (scripts/start.ts passes the real one to its children).
    temporalUiOrigin: (env.TEMPORAL_UI_ORIGIN ?? 'http://127.0.0.1:8233').replace(/\/$/, ''),
    codecSessionSeconds: sessionSeconds(env.CODEC_SESSION_HOURS),
    mcpApiBaseUrl: (env.MCP_API_BASE_URL ?? `http://${loopbackFor(host)}:${port}/api/v1`).replace(/\/$/, ''),
    engineCpuSlots: cpuSlots(env.ENGINE_CPU_SLOTS),
  };
  return cached;
}

/** The chart model reader's settings, when one is configured (CHART_READER_URL and CHART_READER_MODEL). */
export function chartReader(): { url: string; model: string; apiKey: string | undefined; timeoutMs: number } | undefined {
  const c = config();
  if (!c.chartReaderUrl || !c.chartReaderModel) return undefined;
  return { url: c.chartReaderUrl, model: c.chartReaderModel, apiKey: c.chartReaderKey, timeoutMs: c.chartReaderTimeoutSeconds * 1000 };
}
