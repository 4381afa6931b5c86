// Holding an activity where a test wants the workflow to be, and waiting until it is there.

export interface Gate {
  /** Resolves once `open` is called. */
  passed: Promise<void>;
  open: () => void;
}

export function gate(): Gate {
  let open!: () => void;
  const passed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { passed, open };
}

/** Polls `check` (wall clock: the worker runs in this process) until it holds, or fails after `ms`. */
export async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
