// Manhattan plot geometry: chromosomes in natural order laid end to end, −log10 p on y.

/** Sort key for chromosome names in natural order: 1..22 numerically, then X, Y, XY, MT (M), then others alphabetically; a leading "chr" is ignored. */
export function chromosomeSortKey(name: string): [number, number, string] {
  const s = name.trim().replace(/^chr/i, '');
  const u = s.toUpperCase();
  if (/^\d+$/.test(s)) return [0, Number(s), ''];
  const special: Record<string, number> = { X: 1, Y: 2, XY: 3, M: 4, MT: 4 };
  if (u in special) return [1, special[u] as number, ''];
  return [2, 0, u];
}

/** Compare chromosome names by chromosomeSortKey. */
export function compareChromosomes(a: string, b: string): number {
  const ka = chromosomeSortKey(a);
  const kb = chromosomeSortKey(b);
  return ka[0] - kb[0] || ka[1] - kb[1] || (ka[2] < kb[2] ? -1 : ka[2] > kb[2] ? 1 : 0);
}

export interface ManhattanInput {
  chr: string;
  pos: number;
  p: number;
}

export interface ManhattanLayout {
  points: { index: number; chr: string; pos: number; p: number; x: number; y: number; chrIndex: number }[];
  chromosomes: { name: string; offset: number; length: number; start: number; end: number; center: number }[];
  /** −log10 of the genome-wide (5e-8) and suggestive (1e-5) thresholds. */
  genomeWideLine: number;
  suggestiveLine: number;
}

/** Manhattan plot layout: chromosomes in natural order, cumulative position = pos + Σ previous chromosome lengths (given, or each chromosome's largest position) + gaps, y = −log10 p, label at the middle of each chromosome's plotted span (R Graph Gallery / qqman ≤ 0.1.4 convention); lines at 5e-8 (Risch & Merikangas 1996) and 1e-5. */
export function manhattanLayout(
  rows: readonly ManhattanInput[],
  options: { chromosomeLengths?: Record<string, number>; gap?: number; genomeWide?: number; suggestive?: number } = {},
): ManhattanLayout {
  const gap = options.gap ?? 0;
  const valid = rows.map((r, index) => ({ ...r, index })).filter((r) => Number.isFinite(r.pos) && Number.isFinite(r.p) && r.p > 0 && r.p <= 1);
  const names = [...new Set(valid.map((r) => r.chr))].sort(compareChromosomes);
  const chromosomes: ManhattanLayout['chromosomes'] = [];
  let offset = 0;
  const chrInfo = new Map<string, { offset: number; i: number }>();
  names.forEach((name, i) => {
    const ps = valid.filter((r) => r.chr === name).map((r) => r.pos);
    const length = options.chromosomeLengths?.[name] ?? Math.max(...ps);
    const start = offset + Math.min(...ps);
    const end = offset + Math.max(...ps);
    const center = options.chromosomeLengths?.[name] !== undefined ? offset + length / 2 : (start + end) / 2;
    chromosomes.push({ name, offset, length, start, end, center });
    chrInfo.set(name, { offset, i });
    offset += length + gap;
  });
  const points = valid
    .map((r) => {
      const info = chrInfo.get(r.chr) as { offset: number; i: number };
      return { index: r.index, chr: r.chr, pos: r.pos, p: r.p, x: r.pos + info.offset, y: -Math.log10(r.p), chrIndex: info.i };
    })
    .sort((a, b) => a.x - b.x || a.index - b.index);
  return {
    points,
    chromosomes,
    genomeWideLine: -Math.log10(options.genomeWide ?? 5e-8),
    suggestiveLine: -Math.log10(options.suggestive ?? 1e-5),
  };
}
