// The vectorisation bench's baseline: VTracer's own colour mode on the whole image, with its
// default settings, through its authors' Python package (bench/vtracerColour.py). The package
// is installed once from PyPI into <DATA_DIR>/bench/vtracer-python (a version pinned here).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { python } from '../scripts/pypiWheel.ts';

const PACKAGE = 'vtracer==0.6.15';

export interface VtracerRun {
  name: string;
  /** Best of the repeats, bytes in to SVG text out: wall clock, and CPU time of the process. */
  seconds: number;
  cpuSeconds: number;
  svg: string;
}

function installed(): { py: string; path: string } {
  const py = python();
  if (!py) throw new Error(`The vtracer baseline needs Python 3 with pip (python3 -m pip) to install ${PACKAGE}.`);
  const path = resolve(process.env.DATA_DIR ?? '.data', 'bench', 'vtracer-python');
  if (!existsSync(join(path, 'vtracer'))) {
    mkdirSync(path, { recursive: true });
    const pip = spawnSync(py, ['-m', 'pip', 'install', '--no-deps', '--only-binary=:all:', '-q', '--target', path, PACKAGE], { stdio: 'inherit' });
    if (pip.status !== 0) throw new Error(`pip could not install ${PACKAGE}.`);
  }
  return { py, path };
}

/** Each image traced by VTracer's colour mode, timed as the best of `repeats` runs. */
export function vtracerColour(images: Array<{ name: string; bytes: Buffer; ext: string }>, repeats: number): Map<string, VtracerRun> {
  const { py, path } = installed();
  const dir = mkdtempSync(join(tmpdir(), 'vtracer-bench-'));
  try {
    const list = images.map((image, i) => {
      const file = join(dir, `in${i}.${image.ext}`);
      writeFileSync(file, image.bytes);
      return { name: image.name, path: file };
    });
    const run = spawnSync(py, [join(import.meta.dirname, 'vtracerColour.py'), dir, String(repeats)], {
      input: JSON.stringify(list),
      env: { ...process.env, PYTHONPATH: path },
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    });
    if (run.status !== 0) throw new Error(`vtracer failed: ${run.stderr}`);
    const out = new Map<string, VtracerRun>();
    for (const line of run.stdout.trim().split('\n')) {
      const r = JSON.parse(line) as { name: string; seconds: number; cpuSeconds: number; svg: string };
      out.set(r.name, { name: r.name, seconds: r.seconds, cpuSeconds: r.cpuSeconds, svg: readFileSync(r.svg, 'utf8') });
    }
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
