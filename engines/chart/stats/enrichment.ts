// Over-representation statistics for enrichment plots: the hypergeometric upper tail and
// clusterProfiler's GeneRatio, BgRatio and BH-adjusted p per term.

import { logGamma } from './distributions.ts';
import { pAdjust, type PAdjustMethod } from './multipleTesting.ts';
import { at } from './numeric.ts';

function logChoose(n: number, k: number): number {
  return logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1);
}

/** Over-representation p-value P(X ≥ k), X ~ Hypergeometric(N, M, n): k of the n query genes in a term of M genes out of N (one-sided Fisher; = R phyper(k − 1, M, N − M, n, lower.tail = FALSE), as clusterProfiler/DOSE enricher). */
export function hypergeometricUpper(k: number, n: number, M: number, N: number): number {
  const hi = Math.min(n, M);
  if (k <= Math.max(0, n - (N - M))) return 1;
  let s = 0;
  const base = logChoose(N, n);
  for (let x = k; x <= hi; x++) s += Math.exp(logChoose(M, x) + logChoose(N - M, n - x) - base);
  return Math.min(1, s);
}

export interface EnrichmentTerm {
  term: string;
  /** Query genes in the term (k). */
  count: number;
  /** Query genes with any annotation (n): GeneRatio = k/n. */
  querySize: number;
  /** Genes in the term (M) and in the background (N): BgRatio = M/N. */
  termSize?: number;
  backgroundSize?: number;
  p?: number;
  padj?: number;
}

export interface EnrichmentRow {
  term: string;
  count: number;
  geneRatio: number;
  bgRatio: number | null;
  /** GeneRatio / BgRatio. */
  foldEnrichment: number | null;
  /** k / M. */
  richFactor: number | null;
  p: number;
  padj: number;
  negLog10Padj: number;
}

/** Enrichment dot/bar plot table (clusterProfiler enrichResult conventions): GeneRatio k/n, BgRatio M/N, p from the hypergeometric upper tail if absent, BH-adjusted p across all terms if absent; keeps the `top` terms with smallest adjusted p, then orders them by GeneRatio descending (dotplot orderBy = "x"). */
export function enrichmentLayout(terms: readonly EnrichmentTerm[], options: { top?: number; orderBy?: 'geneRatio' | 'padj' | 'count' | 'foldEnrichment'; method?: PAdjustMethod } = {}): EnrichmentRow[] {
  const ps = terms.map((t) => {
    if (t.p !== undefined && Number.isFinite(t.p)) return t.p;
    if (t.termSize !== undefined && t.backgroundSize !== undefined) return hypergeometricUpper(t.count, t.querySize, t.termSize, t.backgroundSize);
    return NaN;
  });
  const adj = pAdjust(ps, options.method ?? 'BH');
  const rows: EnrichmentRow[] = terms.map((t, i) => {
    const padj = t.padj !== undefined && Number.isFinite(t.padj) ? t.padj : at(adj, i);
    const geneRatio = t.count / t.querySize;
    const bgRatio = t.termSize !== undefined && t.backgroundSize !== undefined ? t.termSize / t.backgroundSize : null;
    return {
      term: t.term,
      count: t.count,
      geneRatio,
      bgRatio,
      foldEnrichment: bgRatio ? geneRatio / bgRatio : null,
      richFactor: t.termSize ? t.count / t.termSize : null,
      p: at(ps, i),
      padj,
      negLog10Padj: -Math.log10(padj),
    };
  });
  const bySig = rows
    .map((r, i) => ({ r, i }))
    .filter((e) => Number.isFinite(e.r.padj))
    .sort((a, b) => a.r.padj - b.r.padj || a.i - b.i);
  const kept = bySig.slice(0, options.top ?? 10);
  const orderBy = options.orderBy ?? 'geneRatio';
  const key = (r: EnrichmentRow): number => (orderBy === 'padj' ? -r.padj : orderBy === 'count' ? r.count : orderBy === 'foldEnrichment' ? (r.foldEnrichment ?? 0) : r.geneRatio);
  return kept.sort((a, b) => key(b.r) - key(a.r) || a.i - b.i).map((e) => e.r);
}
