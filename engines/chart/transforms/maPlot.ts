// MA plot coordinates: log ratio M against mean log intensity A.

/** MA plot coordinates from two intensities: M = log2(x + c) − log2(y + c), A = (log2(x + c) + log2(y + c))/2 (Dudoit et al. 2002); non-positive values after the pseudocount are dropped. */
export function maLayout(x: readonly number[], y: readonly number[], options: { pseudocount?: number } = {}): { index: number; A: number; M: number }[] {
  const c = options.pseudocount ?? 0;
  const out: { index: number; A: number; M: number }[] = [];
  x.forEach((xi, index) => {
    const a = xi + c;
    const b = (y[index] as number) + c;
    if (!(a > 0) || !(b > 0) || !Number.isFinite(a) || !Number.isFinite(b)) return;
    const la = Math.log2(a);
    const lb = Math.log2(b);
    out.push({ index, A: (la + lb) / 2, M: la - lb });
  });
  return out;
}
