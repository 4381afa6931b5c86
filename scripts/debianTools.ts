// Command-line tools the test suite runs as a reader would (poppler's pdftoppm draws PDFs to
// pixels, ghostscript renders EPS, the website's browser tests drive Chromium), installed
// from Debian's packages when missing, as the Temporal CLI is from PyPI.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';

const TOOLS: Record<string, string> = { pdftoppm: 'poppler-utils', pdftotext: 'poppler-utils', gs: 'ghostscript', chromium: 'chromium' };

function has(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

export function debianTools(): void {
  const missing = [...new Set(Object.entries(TOOLS).filter(([command]) => !has(command)).map(([, pkg]) => pkg))];
  if (missing.length === 0) return;
  const root = process.getuid?.() === 0;
  if (!root || !has('apt-get')) {
    console.error(`The tests need Debian's ${missing.join(', ')}: install them (apt-get install ${missing.join(' ')}) and run again.`);
    process.exit(1);
  }
  console.log(`installing ${missing.join(', ')} from Debian's packages`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const quiet: SpawnSyncOptions = { stdio: ['ignore', 'ignore', 'inherit'], env };
  const update = spawnSync('apt-get', ['update', '-qq'], quiet);
  const install = spawnSync('apt-get', ['install', '-y', '-qq', ...missing], quiet);
  if (update.status !== 0 || install.status !== 0) {
    console.error(`could not install ${missing.join(', ')}`);
    process.exit(1);
  }
}
