// Identical requests that arrive together (same account, operation, key and body) share one
// admission in this process: the data is parsed, stored and counted once, and every copy
// gets the same answer. Across processes the workflow id and the key's rows keep them one job.
const inFlight = new Map<string, Promise<unknown>>();

export function singleFlight<T>(key: string, work: () => Promise<T>): Promise<T> {
  const running = inFlight.get(key) as Promise<T> | undefined;
  if (running) return running;
  const started = work().finally(() => inFlight.delete(key));
  inFlight.set(key, started);
  return started;
}
