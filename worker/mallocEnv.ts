// The allocators' settings for the worker (glibc's, and mimalloc's inside resvg), one place for every way it is started (scripts/
// stack.ts, scripts/start.ts, the Dockerfile and docker-compose.yml all run worker/main.ts).
// The allocator reads them once, when the process starts, so a worker started without them
// starts itself again with them (execve: the same process id, nothing in between).
//  - MALLOC_ARENA_MAX: glibc gives each thread that allocates at once an arena of its own, up to
//    eight per core, and keeps what each arena ever held; libvips, resvg and the engine threads
//    would otherwise leave a dozen arenas of tens of MB each behind a large job.
//  - MALLOC_MMAP_THRESHOLD_: blocks from this size up are mapped on their own and unmapped when
//    freed. Left to itself glibc raises the threshold after each large free (up to 32 MB), so
//    a large job's buffers end up inside the arenas, where freeing them returns nothing.
//  - MALLOC_TRIM_THRESHOLD_: free memory at the top of an arena beyond this goes back at once.
//  - MIMALLOC_PURGE_DELAY: resvg (flowchart SVGs, chart rasters) brings its own allocator,
//    mimalloc, which returns freed pages to the system only at a later allocation (10 ms
//    after the free at the earliest); an idle worker allocates nothing, so a drawn page's
//    pixels would stay resident. 0: returned at once.
// A value the operator set is kept.
export const MALLOC_DEFAULTS: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
  MIMALLOC_PURGE_DELAY: '0',
};

/** Returns when the settings are in force; otherwise the process is replaced by one with them. */
export function withMallocDefaults(): void {
  const missing = Object.entries(MALLOC_DEFAULTS).filter(([name]) => process.env[name] === undefined);
  // glibc only (Linux); elsewhere the variables mean nothing and execve may not exist.
  if (missing.length === 0 || process.platform !== 'linux' || typeof process.execve !== 'function') return;
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], { ...process.env, ...Object.fromEntries(missing) });
}
