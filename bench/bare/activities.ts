// The baseline's only activity: nothing at all.
export async function noop(n: number): Promise<number> {
  return n;
}
