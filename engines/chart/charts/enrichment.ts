// Enrichment dot plots (clusterProfiler dotplot): terms on y, gene ratio on x, dot area by the
// number of genes, colour by −log10 adjusted p. The ten terms with the smallest adjusted p are
// kept and ordered by gene ratio (stats/enrichment.ts enrichmentLayout); adjusted p from the data,
// or Benjamini–Hochberg of its p-values. GeneRatio may be a number or clusterProfiler's "k/n".
import { findColumn, require } from '../columns/find.ts';
import { numbersOf } from '../columns/values.ts';
import { colorBar } from '../legends/colorBar.ts';
import { legendValues, sizeLegend } from '../legends/sizeLegend.ts';
import { type ColorScale, colorOf } from '../plot/color.ts';
import { customCartesian } from '../plot/customCartesian.ts';
import { dot } from '../marks/dot.ts';
import type { Scene } from '../render/scene.ts';
import { ChartError } from '../errors.ts';
import type { BandScale, ContinuousScale } from '../plot/scales.ts';
import { enrichmentLayout, type EnrichmentTerm } from '../stats/enrichment.ts';
import { P_NAMES, PADJ_NAMES } from './volcano.ts';
import type { ChartInput } from './types.ts';

const TERM_NAMES = /description|term|pathway|name|^go|category|process|function|gene[\s._-]*set/i;
const RATIO_NAMES = /gene[\s._-]*ratio|^ratio$|rich[\s._-]*factor|ratio/i;
const COUNT_NAMES = /^count$|^n$|gene[\s._-]*count|overlap|hits|^k$|^size$|genes?$/i;
const MAX_TERM = 80;

function ratioOf(v: number | string | null): { k?: number; n?: number; r: number } {
  if (typeof v === 'number') return { r: v };
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(String(v ?? ''));
  if (m) return { k: Number(m[1]), n: Number(m[2]), r: Number(m[1]) / Number(m[2]) };
  return { r: NaN };
}

export function enrichment({ table, spec, theme }: ChartInput): Scene {
  const ratioCol = findColumn(table, spec, { names: RATIO_NAMES, types: ['number', 'category'] });
  const termCol = require(
    findColumn(table, spec, { roles: ['label', 'source'], names: TERM_NAMES, types: ['category'], exclude: [ratioCol?.name] }) ?? findColumn(table, spec, { types: ['category'], exclude: [ratioCol?.name] }),
    'COLUMNS_MISSING',
    'An enrichment plot needs a column of term names (e.g. "Description"), a gene count ("Count") or gene ratio ("GeneRatio"), and p-values ("p.adjust" or "pvalue").',
  );
  const countCol = findColumn(table, spec, { roles: ['weight'], names: COUNT_NAMES, types: ['number'], exclude: [ratioCol?.name] });
  const padjCol = findColumn(table, spec, { names: PADJ_NAMES, types: ['number'] });
  const pCol = findColumn(table, spec, { roles: ['p'], names: P_NAMES, types: ['number'], exclude: [padjCol?.name] });
  if (!padjCol && !pCol) throw new ChartError('COLUMNS_MISSING', 'An enrichment plot needs adjusted p-values (e.g. "p.adjust") or p-values ("pvalue").');
  if (!ratioCol && !countCol) throw new ChartError('COLUMNS_MISSING', 'An enrichment plot needs a gene ratio ("GeneRatio") or gene count ("Count") column.');
  const counts = countCol ? numbersOf(countCol) : [];
  const padjs = padjCol ? numbersOf(padjCol) : [];
  const ps = pCol ? numbersOf(pCol) : [];
  const terms: EnrichmentTerm[] = [];
  for (let i = 0; i < table.rowCount; i++) {
    const term = termCol.values[i];
    if (term === null || term === undefined) continue;
    const ratio = ratioCol ? ratioOf(ratioCol.values[i] ?? null) : undefined;
    const count = counts[i] ?? ratio?.k ?? NaN;
    // Without a ratio, x is the count itself (query size 1).
    const querySize = ratio ? (ratio.n ?? count / ratio.r) : 1;
    if (!Number.isFinite(count) || !(querySize > 0)) continue;
    terms.push({ term: String(term), count, querySize, ...(pCol ? { p: ps[i] ?? NaN } : {}), ...(padjCol ? { padj: padjs[i] ?? NaN } : {}) });
  }
  const rows = enrichmentLayout(terms, { top: 10 });
  if (rows.length === 0) throw new ChartError('NO_VALUES', 'No term has a count or gene ratio and a p-value.');
  // Names wrap beside the axis (plot/frame.ts); only a name beyond MAX_TERM characters is cut.
  const label = (t: string) => (t.length > MAX_TERM ? `${t.slice(0, MAX_TERM - 1).trimEnd()}\u2026` : t);
  const categories = rows.map((r) => label(r.term));
  // Terms with the same shortened name stay apart.
  const unique = categories.map((c, i) => (categories.indexOf(c) === i ? c : `${c} (${i + 1})`));
  const sig = rows.map((r) => Math.min(r.negLog10Padj, 300));
  const lo = Math.min(...sig);
  const hi = Math.max(...sig);
  const scale: ColorScale = { map: 'viridis', domain: hi > lo ? [lo, hi] : [lo - 0.5, hi + 0.5] };
  const maxCount = Math.max(...rows.map((r) => r.count));
  const minCount = Math.min(...rows.map((r) => r.count));
  const rMax = theme.fontSize * 0.6;
  const radius = (c: number) => Math.max(theme.markerRadius * 0.6, rMax * Math.sqrt(c / maxCount));
  const fs = theme.fontSize;
  const ratios = rows.map((r) => r.geneRatio);
  const span = Math.max(...ratios) - Math.min(...ratios) || Math.max(...ratios) || 1;
  const barHeight = Math.min(theme.height * 0.3, fs * 8);
  const side = [colorBar(scale, '\u2212log10 adj. p', theme, { height: barHeight }), sizeLegend(legendValues(minCount, maxCount, 3), radius, 'Count', theme)];
  return customCartesian({
    spec,
    theme,
    // Room for the largest dots at either end.
    x: { kind: 'continuous', values: [...ratios, Math.min(...ratios) - span * 0.08, Math.max(...ratios) + span * 0.08].filter((v) => v >= 0) },
    y: { kind: 'bands', categories: unique, padding: 0 },
    xLabel: ratioCol ? 'Gene ratio' : 'Count',
    legend: [],
    side,
    marks: (scales) => {
      const sx = scales.x as ContinuousScale;
      const sy = scales.y as BandScale;
      return rows.map((r, i) => dot(sx.map(r.geneRatio), sy.map(unique[i] ?? '') + sy.bandwidth / 2, theme, { r: radius(r.count), fill: colorOf(scale, sig[i] ?? 0) }));
    },
  });
}
