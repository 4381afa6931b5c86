// Jobs still running when a new worker version starts are replayed by the new workflow code:
// a change that reorders or drops a step must be behind `patched()`, or those jobs fail with
// a nondeterminism error. Each fixture is the history of a real job made by an earlier
// version of jobWorkflow (test/fixtures/histories, its payloads encrypted under the fixture
// key below, which guards nothing), replayed by today's code through scripts/replay.ts, the
// check an operator runs before deploying.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '..');
const FIXTURES = resolve(ROOT, 'test/fixtures/histories');
const FIXTURE_KEY = `replay-fixture:${'A'.repeat(43)}=`;
const fixtures = readdirSync(FIXTURES).filter((name) => name.endsWith('.json'));

test('every fixture history replays with today\'s workflow code', async () => {
  expect(fixtures.length).toBeGreaterThan(0);
  const { stdout } = await run(process.execPath, ['--disable-warning=ExperimentalWarning', resolve(ROOT, 'scripts/replay.ts'), ...fixtures.map((f) => resolve(FIXTURES, f))], {
    env: { ...process.env, PAYLOAD_KEYS: FIXTURE_KEY },
  });
  expect(stdout.trim().split('\n').sort()).toEqual(fixtures.map((f) => `ok ${f}`).sort());
}, 120_000);

test('a history the code cannot replay fails the check', async () => {
  // The conversion's history with its engine activity renamed: the code schedules another.
  const dir = mkdtempSync(resolve(tmpdir(), 'replay-'));
  try {
    const text = readFileSync(resolve(FIXTURES, 'conversion-2026-11-engines-run-their-jobs.json'), 'utf8').replaceAll('"runConversion"', '"runUpscale"');
    writeFileSync(resolve(dir, 'changed.json'), text);
    const failed = await run(process.execPath, ['--disable-warning=ExperimentalWarning', resolve(ROOT, 'scripts/replay.ts'), resolve(dir, 'changed.json')], {
      env: { ...process.env, PAYLOAD_KEYS: FIXTURE_KEY },
    }).then(
      () => undefined,
      (err: { code: number; stdout: string }) => err,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toMatch(/^FAIL changed\.json: .*[Nn]ondetermin/m);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
