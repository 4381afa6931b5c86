// Volcano plot geometry: log2 fold change against −log10 p, each gene classed up, down or not
// significant.

import { pAdjust, type PAdjustMethod } from '../stats/multipleTesting.ts';
import { at } from '../stats/numeric.ts';

export interface VolcanoInput {
  log2FC: number;
  p: number;
  /** Adjusted p-value if already computed; otherwise BH is applied across all rows when requested. */
  padj?: number;
}

export type RegulationClass = 'up' | 'down' | 'ns';

export interface VolcanoLayout {
  points: { index: number; x: number; y: number; p: number; padj: number; cls: RegulationClass }[];
  counts: Record<RegulationClass, number>;
  /** Vertical lines at ±fcThreshold, horizontal at −log10(alpha). */
  thresholds: { fc: number; alpha: number; y: number };
}

/** Volcano plot: x = log2 fold change, y = −log10 of p or adjusted p (BH by R p.adjust unless given); up if log2FC ≥ t and p ≤ α, down if log2FC ≤ −t and p ≤ α, else ns (EnhancedVolcano/DESeq2 convention). */
export function volcanoLayout(rows: readonly VolcanoInput[], options: { fcThreshold?: number; alpha?: number; useAdjusted?: boolean; method?: PAdjustMethod } = {}): VolcanoLayout {
  const t = options.fcThreshold ?? 1;
  const alpha = options.alpha ?? 0.05;
  const useAdj = options.useAdjusted ?? true;
  const computed = pAdjust(
    rows.map((r) => r.p),
    options.method ?? 'BH',
  );
  const counts: Record<RegulationClass, number> = { up: 0, down: 0, ns: 0 };
  const points: VolcanoLayout['points'] = [];
  rows.forEach((r, index) => {
    if (!Number.isFinite(r.log2FC) || !Number.isFinite(r.p)) return;
    const padj = r.padj !== undefined && Number.isFinite(r.padj) ? r.padj : at(computed, index);
    const sig = useAdj ? padj : r.p;
    const cls: RegulationClass = sig <= alpha && r.log2FC >= t ? 'up' : sig <= alpha && r.log2FC <= -t ? 'down' : 'ns';
    counts[cls]++;
    points.push({ index, x: r.log2FC, y: -Math.log10(sig), p: r.p, padj, cls });
  });
  return { points, counts, thresholds: { fc: t, alpha, y: -Math.log10(alpha) } };
}
