// Manhattan plots: −log10 p of each variant along the genome, chromosomes in natural order
// (1–22, X, Y, MT) in alternating colours, labelled at their middles (transforms/manhattan.ts
// manhattanLayout, as qqman); genome-wide (5 × 10⁻⁸) and suggestive (1 × 10⁻⁵) lines; the
// strongest hits past the genome-wide line named when the data has a variant-name column.
import { findColumn, require } from '../columns/find.ts';
import { numbersOf, textOf } from '../columns/values.ts';
import { dot } from '../marks/dot.ts';
import { placeLabels } from '../marks/pointLabels.ts';
import { ruleYAcross } from '../marks/rule.ts';
import { customCartesian } from '../plot/customCartesian.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { ChartError } from '../errors.ts';
import type { ContinuousScale } from '../plot/scales.ts';
import { manhattanLayout } from '../transforms/manhattan.ts';
import { P_NAMES } from './volcano.ts';
import type { ChartInput } from './types.ts';
import type { Column } from '../data/types.ts';

const CHR_NAMES = /^(chr|chrom|chromosome|#?chrom|chr_?name|seqnames?|contig)$/i;
const POS_NAMES = /^(bp|pos|position|base[\s._-]*pair|start|coordinate|loc(ation)?|ps|genpos|bp_hg\d+)$/i;
const SNP_NAMES = /^(snp|rsid|rs|marker|variant|variant_id|id|snpid|markername)$/i;

/** The chromosome, position and p-value columns a Manhattan plot draws: roles named, else headers as GWAS tools write them. */
export function manhattanColumns({ table, spec }: Pick<ChartInput, 'table' | 'spec'>): { chr: Column; pos: Column; pCol: Column } {
  const chr = require(
    findColumn(table, spec, { roles: ['chromosome'], names: CHR_NAMES, types: ['category', 'number'] }),
    'COLUMNS_MISSING',
    'A Manhattan plot needs a chromosome column (e.g. "CHR"), a base-pair position column (e.g. "BP") and a p-value column (e.g. "P").',
  );
  const pos = require(
    findColumn(table, spec, { roles: ['position'], names: POS_NAMES, types: ['number'], exclude: [chr.name] }),
    'COLUMNS_MISSING',
    'A Manhattan plot needs a base-pair position column (e.g. "BP" or "position").',
  );
  const pCol =
    findColumn(table, spec, { roles: ['p'], names: P_NAMES, types: ['number'], exclude: [chr.name, pos.name] }) ??
    table.columns.find((c) => c.type === 'number' && spec.mentioned.includes(c.name) && c.name !== chr.name && c.name !== pos.name);
  if (!pCol) throw new ChartError('COLUMNS_MISSING', 'A Manhattan plot needs a p-value column (e.g. "P" or "pvalue").');
  return { chr, pos, pCol };
}

export function manhattan({ table, spec, theme }: ChartInput): Scene {
  const { chr, pos, pCol } = manhattanColumns({ table, spec });
  const snp = findColumn(table, spec, { roles: ['label', 'source'], names: SNP_NAMES, types: ['category'], exclude: [chr.name] });
  const chrs = textOf(chr);
  const positions = numbersOf(pos);
  const ps = numbersOf(pCol);
  const layout = manhattanLayout(chrs.map((c, i) => ({ chr: c, pos: positions[i] ?? NaN, p: ps[i] ?? NaN })).map((r) => ({ ...r, chr: r.chr.trim() })));
  if (layout.points.length === 0) throw new ChartError('NO_VALUES', 'No variant has a chromosome, a position and a p-value in (0, 1].');
  const last = layout.chromosomes[layout.chromosomes.length - 1];
  const end = last ? last.offset + last.length : 1;
  // A tick at every chromosome's middle, named by it; the frame keeps each name that clears the
  // one before on the real plot (plot/axisLabels.ts clearedLabels), never moving a name.
  const ticks = layout.chromosomes.map((c) => ({ value: c.center, label: c.name.replace(/^chr/i, '') }));
  const ys = layout.points.map((p) => p.y);
  const labels = snp ? textOf(snp) : [];
  const hits = layout.points
    .filter((p) => p.y >= layout.genomeWideLine && labels[p.index])
    .sort((a, b) => b.y - a.y)
    // One name per chromosome: the peak's lead variant.
    .filter((p, i, all) => all.findIndex((q) => q.chr === p.chr) === i)
    .slice(0, 8);
  const r = layout.points.length > 5000 ? theme.markerRadius * 0.45 : theme.markerRadius * 0.65;
  return customCartesian({
    spec,
    theme,
    x: { kind: 'custom', domain: [0, end], ticks },
    y: { kind: 'continuous', values: [...ys, layout.genomeWideLine], zero: true },
    xLabel: 'Chromosome',
    yLabel: '\u2212log10 p',
    legend: [],
    marks: (scales, plot) => {
      const sx = scales.x as ContinuousScale;
      const sy = scales.y as ContinuousScale;
      const nodes: SceneNode[] = layout.points.map((p) => dot(sx.map(p.x), sy.map(p.y), theme, { r, fill: theme.color(p.chrIndex % 2), stroke: 'none' }));
      nodes.push(ruleYAcross(sy.map(layout.suggestiveLine), plot, theme, { stroke: '#888888', dash: [1.5, 1.5] }), ruleYAcross(sy.map(layout.genomeWideLine), plot, theme, { stroke: '#333333', dash: [4, 2] }));
      return nodes;
    },
    overlay: (scales, plot) => {
      const sx = scales.x as ContinuousScale;
      const sy = scales.y as ContinuousScale;
      const others = layout.points.map((p) => ({ x: sx.map(p.x), y: sy.map(p.y), r }));
      return placeLabels(hits.map((p) => ({ x: sx.map(p.x), y: sy.map(p.y), text: labels[p.index] ?? '', r })), plot, theme, undefined, others);
    },
  });
}
