// `npm run fuzz [-- --ci] [--seed N] [--max-examples N] [--max-time S]`: schemathesis fuzzes
// the service from its own OpenAPI description, on a throw-away stack started as the test
// suite starts it. Any 5xx, or any answer off its documented status, content type, headers or
// schema, fails the run. Schemathesis is a pinned PyPI release, installed once into
// .data/tools; test/fuzz/hooks.py steers part of the generated requests to real PNG and CSV
// data and real ids so that they reach the engines.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { freePorts, ROOT, startNode, startTemporal, stopAll, waitForHttp, waitForWorker } from './stack.ts';

const SCHEMATHESIS_VERSION = '4.32.5';
const VENV = join(ROOT, '.data', 'tools', `schemathesis-${SCHEMATHESIS_VERSION}`);
/** The checks that judge the server by its description; docs/decisions.md says why the others are off. */
const CHECKS = [
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_headers_conformance',
  'response_schema_conformance',
  'ignored_auth',
];
/**
 * Keys the hooks rotate through, so that the minute limits (20 creates per key, 40 per
 * account) still admit creates after the first seconds of each minute.
 */
const ACCOUNTS = 4;
const KEYS_PER_ACCOUNT = 2;
/** The CI run stays within about five minutes on two cores, stack start included. */
const PROFILES = {
  ci: { maxExamples: 15, maxTime: 120 },
  full: { maxExamples: 100, maxTime: 900 },
};
const CSV = 'group,value\nA,1.5\nB,2.25\nC,3.1\nD,2.8\n';

const { values: args } = parseArgs({
  options: {
    ci: { type: 'boolean', default: false },
    seed: { type: 'string', default: '20240601' },
    'max-examples': { type: 'string' },
    'max-time': { type: 'string' },
    workers: { type: 'string', default: '2' },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(`Usage: npm run fuzz -- [--ci] [--seed N] [--max-examples N] [--max-time S] [--workers N]
  --ci              the short preset of .ci/run (${PROFILES.ci.maxExamples} examples per operation, ${PROFILES.ci.maxTime} s)
  default preset    ${PROFILES.full.maxExamples} examples per operation, ${PROFILES.full.maxTime} s
  --seed N          schemathesis seed (default 20240601)
Exit code 0 only when no check failed.`);
  process.exit(0);
}
const profile = PROFILES[args.ci ? 'ci' : 'full'];
const maxExamples = args['max-examples'] ?? String(profile.maxExamples);
const maxTime = args['max-time'] ?? String(profile.maxTime);

function works(bin: string): boolean {
  return spawnSync(bin, ['--version'], { stdio: 'ignore' }).status === 0;
}

/**
 * Schemathesis closes with pytest's banner ("===== 2 warnings in 120.02s ====="), which CI
 * reads as a pytest run that executed no test; the same facts in other words say it too.
 */
function unbannered(line: string): string {
  const banner = /^=+ (.*?)(?: in ([\d.]+s))? =+$/.exec(line);
  if (!banner) return line;
  const [, words = '', time] = banner;
  return time ? `schemathesis closed after ${time}: ${words}` : words;
}

/** The schemathesis CLI of the pinned version, installed from PyPI into a venv the first time. */
function schemathesis(): string {
  const bin = join(VENV, 'bin', 'schemathesis');
  if (works(bin)) return bin;
  console.log(`Installing schemathesis ${SCHEMATHESIS_VERSION} from PyPI into ${VENV} (once)...`);
  rmSync(VENV, { recursive: true, force: true });
  mkdirSync(join(ROOT, '.data', 'tools'), { recursive: true });
  const steps = [
    ['python3', ['-m', 'venv', VENV]],
    [join(VENV, 'bin', 'python'), ['-m', 'pip', 'install', '--disable-pip-version-check', '-q', `schemathesis==${SCHEMATHESIS_VERSION}`]],
  ] as const;
  for (const [cmd, cmdArgs] of steps) {
    if (spawnSync(cmd, cmdArgs, { stdio: 'inherit' }).status !== 0) {
      rmSync(VENV, { recursive: true, force: true });
      throw new Error(`could not install schemathesis: \`${cmd} ${cmdArgs.join(' ')}\` failed (needs python3 with venv and access to PyPI)`);
    }
  }
  if (!works(bin)) throw new Error(`${bin} does not run after installing`);
  return bin;
}

function admin(env: NodeJS.ProcessEnv, ...cli: string[]): Record<string, string> {
  const r = spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', join(ROOT, 'scripts/admin.ts'), ...cli, '--json'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`admin ${cli.join(' ')} failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as Record<string, string>;
}

interface Account {
  key: string;
  image: string;
  chart_job: string;
}

/** One account's real upload and chart job, the ids the hooks put into generated requests. */
async function accountFixtures(base: string, key: string, png: Buffer): Promise<Account> {
  const auth = { Authorization: `Bearer ${key}` };
  const upload = new FormData();
  upload.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'figure.png');
  const file = await fetch(`${base}/files`, { method: 'POST', headers: auth, body: upload });
  const fileBody = (await file.json()) as { file_id?: string };
  if (file.status !== 201 || !fileBody.file_id) throw new Error(`fixture upload answered ${file.status}: ${JSON.stringify(fileBody)}`);

  const chart = new FormData();
  chart.set('data', new Blob([CSV], { type: 'text/csv' }), 'data.csv');
  chart.set('request', 'bar chart of value by group');
  const job = await fetch(`${base}/charts/generations`, { method: 'POST', headers: { ...auth, 'Idempotency-Key': randomUUID(), Prefer: 'wait=30' }, body: chart });
  const jobBody = (await job.json()) as { id?: string; status?: string };
  if (![200, 202].includes(job.status) || !jobBody.id) {
    // Chart edits are still fuzzed, with ids that name no chart of the caller.
    console.warn(`warning: the fixture chart answered ${job.status} ${JSON.stringify(jobBody)}; chart edits get no real parent`);
  } else if (jobBody.status !== 'succeeded') {
    console.warn(`warning: the fixture chart job is ${jobBody.status}`);
  }
  return { key, image: fileBody.file_id, chart_job: jobBody.id ?? randomUUID() };
}

/** An outsider's check of /openapi.yaml: PyYAML (a YAML 1.1 reader) must read the JSON document. */
function yamlMatchesJson(base: string): boolean {
  const script = `import json, sys, urllib.request, yaml
get = lambda p: urllib.request.urlopen(sys.argv[1] + p).read()
same = yaml.safe_load(get('/openapi.yaml')) == json.loads(get('/openapi.json'))
print('openapi.yaml read by PyYAML ' + ('equals' if same else 'DIFFERS FROM') + ' openapi.json')
sys.exit(0 if same else 1)`;
  return spawnSync(join(VENV, 'bin', 'python'), ['-c', script, base], { stdio: 'inherit' }).status === 0;
}

async function main(): Promise<number> {
  const bin = schemathesis();
  const dataDir = mkdtempSync(join(tmpdir(), 'figures-fuzz-'));
  const children: ChildProcess[] = [];
  try {
    const [temporalPort, apiPort] = (await freePorts(2)) as [number, number];
    children.push(await startTemporal({ port: temporalPort, dbFile: join(dataDir, 'temporal.db'), log: 'ignore' }));
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(apiPort),
      TEMPORAL_ADDRESS: `127.0.0.1:${temporalPort}`,
      WEBSITE_URL: 'https://figures.example.com',
      WORKER_LOG_LEVEL: 'ERROR',
    };
    // The admin CLI creates the schema before the worker and the API open the database.
    const accountKeys = Array.from({ length: ACCOUNTS }, (_, i) => {
      const account = admin(env, 'account', 'create', '--name', `fuzz-${i}`, '--plan', 'pro', '--credits', '10000000');
      return Array.from({ length: KEYS_PER_ACCOUNT }, () => admin(env, 'key', 'create', '--account', account.account_id as string, '--scopes', 'all', '--expires', '30').key as string);
    });
    const worker = startNode('worker/main.ts', env, 'ignore');
    const api = startNode('server/main.ts', env, 'ignore');
    children.push(api, worker);
    const base = `http://127.0.0.1:${apiPort}/api/v1`;
    await waitForHttp(`${base}/pricing`, api);
    await waitForWorker(env.TEMPORAL_ADDRESS, 'figures', worker);

    const png = await sharp({ create: { width: 192, height: 128, channels: 4, background: '#3366aa' } })
      .composite([{ input: Buffer.from('<svg width="40" height="30"><rect width="40" height="30" fill="#ffcc00"/></svg>'), left: 10, top: 10 }])
      .png()
      .toBuffer();
    const pngPath = join(dataDir, 'fixture.png');
    const csvPath = join(dataDir, 'fixture.csv');
    writeFileSync(pngPath, png);
    writeFileSync(csvPath, CSV);
    const owned = await Promise.all(accountKeys.map((keys) => accountFixtures(base, keys[0] as string, png)));
    const accounts = accountKeys.flatMap((keys, i) => keys.map((key) => ({ ...owned[i], key })));
    const fixtures = join(dataDir, 'fixtures.json');
    writeFileSync(fixtures, JSON.stringify({ png: pngPath, csv: csvPath, accounts }));

    const yamlOk = yamlMatchesJson(base);
    const run = [
      'run',
      `${base}/openapi.json`,
      '--checks',
      CHECKS.join(','),
      '--max-examples',
      maxExamples,
      '--max-time',
      maxTime,
      '--seed',
      args.seed,
      '--workers',
      args.workers,
      '--generation-database',
      'none',
      '--request-timeout',
      '60',
      '--no-color',
    ];
    console.log(`schemathesis ${run.join(' ')}`);
    const child = spawn(bin, run, {
      stdio: ['ignore', 'pipe', 'inherit'],
      // Hypothesis and report files go to the throw-away directory.
      cwd: dataDir,
      // No __pycache__ next to the hooks in the source tree.
      env: { ...process.env, SCHEMATHESIS_HOOKS: 'hooks', PYTHONPATH: join(ROOT, 'test', 'fuzz'), PYTHONDONTWRITEBYTECODE: '1', FUZZ_FIXTURES: fixtures },
    });
    for await (const line of createInterface({ input: child.stdout })) console.log(unbannered(line));
    const [status] = child.exitCode === null ? await once(child, 'exit') : [child.exitCode];
    return status === 0 && yamlOk ? 0 : 1;
  } finally {
    await stopAll([...children].reverse());
    rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  process.exitCode = await main();
} catch (err) {
  console.error(`fuzz: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 2;
}
