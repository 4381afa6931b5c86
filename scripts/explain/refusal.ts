/** A refusal as a client would get it: reason, message and details; exits 1. */
export function printRefusal(error: unknown): never {
  const e = error as { reason?: string; message: string; details?: unknown };
  console.log(`refused: ${e.reason ?? 'error'}\n  ${e.message}${e.details ? `\n  details: ${JSON.stringify(e.details)}` : ''}`);
  process.exit(1);
}
