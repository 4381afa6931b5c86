// Engine work runs at a lower CPU priority than the worker's event loop, so that while images
// are converted or models compute, the admission of new jobs (local activities and workflow
// tasks on the event loop, the API and Temporal beside it) still gets the CPU at once. Linux
// keeps a nice value per thread, and a thread starts with its creator's.
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { setPriority } from 'node:os';

/** Well below the event loop's 0, yet not starved (19 is the floor). */
export const ENGINE_NICE = 10;

/** Threads that do engine work in the background: libuv's pool (sharp's calls, file I/O) and libvips' own. */
const ENGINE_THREAD_NAMES = new Set(['libuv-worker', 'libvips worker']);

/** Lowers the calling thread (an engine's worker thread) and the threads it will start. */
export function lowerThisThread(): void {
  try {
    setPriority(ENGINE_NICE); // pid 0: the calling thread only, on Linux
  } catch {
    // A system that refuses it runs the thread at the process's priority.
  }
}

/**
 * Starts libuv's thread pool (any file read does) and lowers each of its threads, and any
 * libvips thread already there; libvips starts its threads from the pool's, so they inherit it.
 * Linux only; elsewhere it does nothing.
 */
export async function lowerEngineThreads(): Promise<void> {
  if (process.platform !== 'linux') return;
  await readFile(import.meta.filename);
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      if (ENGINE_THREAD_NAMES.has(readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim())) setPriority(Number(tid), ENGINE_NICE);
    } catch {
      // The thread ended meanwhile, or the system refuses: it keeps its priority.
    }
  }
}
