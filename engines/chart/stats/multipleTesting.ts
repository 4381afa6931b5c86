// Multiple-testing adjustment of p-values, as R's p.adjust.
import { at } from './numeric.ts';

export type PAdjustMethod = 'BH' | 'BY' | 'bonferroni' | 'holm' | 'hochberg' | 'none';

/** Adjusted p-values exactly as R p.adjust (Benjamini & Hochberg 1995 step-up "BH", Benjamini & Yekutieli 2001 "BY", Bonferroni, Holm 1979, Hochberg 1988); NaN/missing values are kept and not counted in n. */
export function pAdjust(pValues: readonly number[], method: PAdjustMethod = 'BH'): number[] {
  const idx: number[] = [];
  pValues.forEach((p, i) => {
    if (Number.isFinite(p)) idx.push(i);
  });
  const p = idx.map((i) => pValues[i] as number);
  const n = p.length;
  const out = pValues.map((v) => (Number.isFinite(v) ? v : NaN));
  if (n <= 1 || method === 'none') return out;
  let adj: number[];
  const orderAsc = p.map((_, i) => i).sort((a, b) => at(p, a) - at(p, b) || a - b);
  const orderDesc = p.map((_, i) => i).sort((a, b) => at(p, b) - at(p, a) || a - b);
  if (method === 'bonferroni') adj = p.map((v) => Math.min(1, n * v));
  else if (method === 'holm') {
    adj = new Array<number>(n);
    let run = -Infinity;
    orderAsc.forEach((o, k) => {
      run = Math.max(run, (n - k) * at(p, o));
      adj[o] = Math.min(1, run);
    });
  } else {
    // Step-up methods walk from the largest p down with a running minimum.
    const q = method === 'BY' ? Array.from({ length: n }, (_, k) => 1 / (k + 1)).reduce((a, b) => a + b, 0) : 1;
    adj = new Array<number>(n);
    let run = Infinity;
    orderDesc.forEach((o, k) => {
      const i = n - k;
      const v = method === 'hochberg' ? (n + 1 - i) * at(p, o) : ((q * n) / i) * at(p, o);
      run = Math.min(run, v);
      adj[o] = Math.min(1, run);
    });
  }
  idx.forEach((orig, k) => (out[orig] = at(adj, k)));
  return out;
}
