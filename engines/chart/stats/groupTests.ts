// Tests between groups, each as R computes it (the R call is named at each function): Welch's
// and Student's two-sample t, the paired t, Mann-Whitney U (Wilcoxon rank sum) and the Wilcoxon
// signed rank test, one-way ANOVA, Tukey's HSD with its compact letter display (multcompView's
// insert-and-absorb), and Kruskal-Wallis. Two-group statistics are of the second sample minus
// (or over) the first: t.test(second, first), wilcox.test(second, first), as the paired dot plot
// has always printed "after − before". Plain functions on numbers; the chart layer
// (transforms/groupTest.ts) chooses the groups and refuses what a test cannot take.
import { averageRanks, chiSquareSf, fSf, normalCdf, normalSf, studentizedRangeSf, tSf } from './numeric.ts';
import { mean, meanSummary, variance } from './summaries.ts';

/** Two-sided p of a t statistic. */
const tP = (t: number, df: number): number => Math.min(1, 2 * tSf(Math.abs(t), df));

export interface TTest {
  t: number;
  df: number;
  p: number;
  /** Mean of the second sample minus the first's (paired: the mean of the differences). */
  difference: number;
}

/** Welch's unequal-variances t (R t.test(second, first)): Welch–Satterthwaite df. */
export function welchTTest(first: readonly number[], second: readonly number[]): TTest {
  const [n1, n2] = [first.length, second.length];
  const a = variance(first) / n1;
  const b = variance(second) / n2;
  const difference = mean(second) - mean(first);
  const t = difference / Math.sqrt(a + b);
  const df = (a + b) ** 2 / (a ** 2 / (n1 - 1) + b ** 2 / (n2 - 1));
  return { t, df, p: tP(t, df), difference };
}

/** Student's t with the pooled variance (R t.test(second, first, var.equal = TRUE)). */
export function studentTTest(first: readonly number[], second: readonly number[]): TTest {
  const [n1, n2] = [first.length, second.length];
  const df = n1 + n2 - 2;
  const pooled = ((n1 - 1) * variance(first) + (n2 - 1) * variance(second)) / df;
  const difference = mean(second) - mean(first);
  const t = difference / Math.sqrt(pooled * (1 / n1 + 1 / n2));
  return { t, df, p: tP(t, df), difference };
}

export interface PairedTest {
  n: number;
  meanDifference: number;
  t: number;
  df: number;
  p: number;
  ciLower: number;
  ciUpper: number;
}

/** The differences after − before over the subjects with both values. */
function differences(before: ReadonlyArray<number | null>, after: ReadonlyArray<number | null>): number[] {
  const d: number[] = [];
  before.forEach((b, i) => {
    const a = after[i];
    if (typeof b === 'number' && typeof a === 'number') d.push(a - b);
  });
  return d;
}

/** Paired t-test of the second condition minus the first (R t.test(after, before, paired = TRUE)), over subjects with both values. */
export function pairedTTest(before: ReadonlyArray<number | null>, after: ReadonlyArray<number | null>): PairedTest | undefined {
  const d = differences(before, after);
  if (d.length < 2) return undefined;
  const s = meanSummary(d);
  if (!(s.sem > 0)) return undefined;
  const t = s.mean / s.sem;
  return { n: s.n, meanDifference: s.mean, t, df: s.df, p: tP(t, s.df), ciLower: s.ciLower, ciUpper: s.ciUpper };
}

export interface RankTest {
  /** U of the second sample (R's W of wilcox.test(second, first)), or the signed-rank V. */
  statistic: number;
  p: number;
  /** The exact distribution (no ties, no zero differences, fewer than 50 values), else the normal approximation with continuity correction. */
  exact: boolean;
  /** Values the test used (the signed-rank test drops zero differences, as R). */
  n: number;
}

/** Sizes below which R's wilcox.test uses the exact distribution when nothing is tied. */
const EXACT_BELOW = 50;

const hasTies = (ranks: readonly number[]) => ranks.some((r) => !Number.isInteger(r));

/** Σ (t³ − t) over the groups of tied values among the ranks. */
function tieSum(ranks: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
  let sum = 0;
  for (const t of counts.values()) sum += t ** 3 - t;
  return sum;
}

/** Two-sided p of a normal approximation with continuity correction: z = (stat − mean − ½·sign) / sd. */
function correctedNormalP(centred: number, sd: number): number {
  const z = (centred - Math.sign(centred) * 0.5) / sd;
  return Math.min(1, 2 * Math.min(normalCdf(z), normalSf(z)));
}

/** Two-sided exact p from counts of each value of a symmetric statistic 0..max (R: 2·P(≤ s), or 2·P(≥ s) above the centre). */
function exactP(counts: Float64Array, statistic: number): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const max = counts.length - 1;
  let tail = 0;
  if (statistic > max / 2) for (let v = Math.ceil(statistic); v <= max; v++) tail += counts[v] as number;
  else for (let v = 0; v <= Math.floor(statistic); v++) tail += counts[v] as number;
  return Math.min(1, (2 * tail) / total);
}

/** Counts of U = 0..mn over all ways to choose the m ranks of the first sample among m + n. */
function rankSumCounts(m: number, n: number): Float64Array {
  const N = m + n;
  const maxSum = (m * (2 * N - m + 1)) / 2;
  // ways[j][s]: subsets of size j of the ranks seen so far summing to s.
  const ways = Array.from({ length: m + 1 }, () => new Float64Array(maxSum + 1));
  (ways[0] as Float64Array)[0] = 1;
  for (let r = 1; r <= N; r++) {
    for (let j = Math.min(r, m); j >= 1; j--) {
      const to = ways[j] as Float64Array;
      const from = ways[j - 1] as Float64Array;
      for (let s = maxSum; s >= r; s--) to[s] = (to[s] as number) + (from[s - r] as number);
    }
  }
  const low = (m * (m + 1)) / 2;
  return (ways[m] as Float64Array).slice(low, low + m * n + 1);
}

/**
 * Mann-Whitney U as R's wilcox.test(second, first): U (R's W) counts the pairs in which the second
 * sample's value is the larger, ties counting ½. Exact when both samples have fewer than 50
 * values and nothing is tied (R's default); otherwise the normal approximation with the tie
 * correction and the continuity correction (R's exact = FALSE, correct = TRUE).
 */
export function mannWhitney(first: readonly number[], second: readonly number[]): RankTest {
  const [n1, n2] = [first.length, second.length];
  const ranks = averageRanks([...second, ...first]);
  const statistic = ranks.slice(0, n2).reduce((a, b) => a + b, 0) - (n2 * (n2 + 1)) / 2;
  const n = n1 + n2;
  if (n1 < EXACT_BELOW && n2 < EXACT_BELOW && !hasTies(ranks)) {
    return { statistic, p: exactP(rankSumCounts(n2, n1), statistic), exact: true, n };
  }
  const sd = Math.sqrt(((n1 * n2) / 12) * (n + 1 - tieSum(ranks) / (n * (n - 1))));
  return { statistic, p: correctedNormalP(statistic - (n1 * n2) / 2, sd), exact: false, n };
}

/** Counts of V = 0..n(n+1)/2 over the 2^n signs of the ranks 1..n. */
function signedRankCounts(n: number): Float64Array {
  const max = (n * (n + 1)) / 2;
  const counts = new Float64Array(max + 1);
  counts[0] = 1;
  for (let r = 1; r <= n; r++) for (let s = max; s >= r; s--) counts[s] = (counts[s] as number) + (counts[s - r] as number);
  return counts;
}

/**
 * Wilcoxon signed rank test of after − before as R's wilcox.test(after, before, paired = TRUE):
 * zero differences dropped, V the sum of the ranks of |d| over the positive d. Exact with fewer
 * than 50 differences, none tied and none zero; otherwise normal with the tie and continuity
 * corrections (R's exact = FALSE, correct = TRUE). Undefined when no difference is non-zero.
 */
export function wilcoxonSignedRank(before: ReadonlyArray<number | null>, after: ReadonlyArray<number | null>): RankTest | undefined {
  const all = differences(before, after);
  const d = all.filter((v) => v !== 0);
  const n = d.length;
  if (n === 0) return undefined;
  const ranks = averageRanks(d.map(Math.abs));
  const statistic = ranks.reduce((sum, r, i) => ((d[i] as number) > 0 ? sum + r : sum), 0);
  if (n < EXACT_BELOW && !hasTies(ranks) && d.length === all.length) {
    return { statistic, p: exactP(signedRankCounts(n), statistic), exact: true, n };
  }
  const sd = Math.sqrt((n * (n + 1) * (2 * n + 1)) / 24 - tieSum(ranks) / 48);
  return { statistic, p: correctedNormalP(statistic - (n * (n + 1)) / 4, sd), exact: false, n };
}

export interface Anova {
  f: number;
  df1: number;
  df2: number;
  p: number;
  /** The residual mean square (the pooled within-group variance). */
  mse: number;
}

/** One-way ANOVA (R summary(aov(y ~ group))): F = between-group over within-group mean square. */
export function oneWayAnova(groups: ReadonlyArray<readonly number[]>): Anova {
  const all = groups.flat();
  const grand = mean(all);
  let between = 0;
  let within = 0;
  for (const g of groups) {
    const m = mean(g);
    between += g.length * (m - grand) ** 2;
    for (const v of g) within += (v - m) ** 2;
  }
  const df1 = groups.length - 1;
  const df2 = all.length - groups.length;
  const mse = within / df2;
  const f = between / df1 / mse;
  return { f, df1, df2, p: fSf(f, df1, df2), mse };
}

export interface KruskalWallis {
  /** H, corrected for ties (R's "Kruskal-Wallis chi-squared"). */
  h: number;
  df: number;
  p: number;
}

/** Kruskal-Wallis rank sum test (R kruskal.test(y ~ group)): H with the tie correction, against χ² with k − 1 df. */
export function kruskalWallis(groups: ReadonlyArray<readonly number[]>): KruskalWallis {
  const all = groups.flat();
  const n = all.length;
  const ranks = averageRanks(all);
  let at = 0;
  let sum = 0;
  for (const g of groups) {
    const r = ranks.slice(at, at + g.length).reduce((a, b) => a + b, 0);
    sum += (r * r) / g.length;
    at += g.length;
  }
  const h = ((12 / (n * (n + 1))) * sum - 3 * (n + 1)) / (1 - tieSum(ranks) / (n ** 3 - n));
  const df = groups.length - 1;
  return { h, df, p: chiSquareSf(h, df) };
}

export interface TukeyPair {
  /** Indices into the groups: the comparison is groups[second] − groups[first], first < second. */
  first: number;
  second: number;
  difference: number;
  /** Adjusted p (the studentized range's upper tail). */
  p: number;
}

/**
 * Tukey's honestly significant differences (R TukeyHSD(aov(y ~ group))), Tukey–Kramer for
 * unequal sizes: q = |mean_j − mean_i| / √(MSE/2 · (1/n_i + 1/n_j)), p = P(Q_{k, N−k} > q).
 */
export function tukeyHsd(groups: ReadonlyArray<readonly number[]>, anova: Anova = oneWayAnova(groups)): TukeyPair[] {
  const means = groups.map((g) => mean(g));
  const pairs: TukeyPair[] = [];
  for (let i = 0; i < groups.length; i++) {
    for (let j = i + 1; j < groups.length; j++) {
      const difference = (means[j] as number) - (means[i] as number);
      const se = Math.sqrt((anova.mse / 2) * (1 / (groups[i] as readonly number[]).length + 1 / (groups[j] as readonly number[]).length));
      pairs.push({ first: i, second: j, difference, p: studentizedRangeSf(Math.abs(difference) / se, groups.length, anova.df2) });
    }
  }
  return pairs;
}

/** a..z, A..Z, "." as multcompView's default; more letter sets than that are made as it makes them ("a.", ...). */
const LETTERS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.'];

function letterNames(count: number, letters: readonly string[] = LETTERS): string[] {
  const last = letters[letters.length - 1] as string;
  if (count < letters.length) return letters.slice(0, count);
  const next = [...letters.slice(0, -1).map((l) => last + l), last];
  return [...letters.slice(0, -1), ...letterNames(count - letters.length + 1, next)];
}

/** Columns (letters) as sets of group indices: a letter marks the groups in its column. */
type LetterMatrix = boolean[][];

const column = (m: LetterMatrix, c: number): boolean[] => m.map((row) => row[c] as boolean);
const withoutColumn = (m: LetterMatrix, c: number): LetterMatrix => m.map((row) => row.filter((_, k) => k !== c));

/** Drops a column whose groups all share another column, until none does (multcompView's absorb). */
function absorb(m: LetterMatrix): LetterMatrix {
  for (;;) {
    const k = m[0]?.length ?? 0;
    let dropped = false;
    outer: for (let i = 0; i < k - 1; i++) {
      for (let j = i + 1; j < k; j++) {
        const ci = column(m, i);
        const cj = column(m, j);
        if (cj.every((on, r) => !on || ci[r])) {
          m = withoutColumn(m, j);
          dropped = true;
          break outer;
        }
        if (ci.every((on, r) => !on || cj[r])) {
          m = withoutColumn(m, i);
          dropped = true;
          break outer;
        }
      }
    }
    if (!dropped) return m;
  }
}

/** The first row marked in a column (past the end when none is). */
const firstRow = (m: LetterMatrix, c: number, from = 0): number => {
  for (let r = from; r < m.length; r++) if (m[r]?.[c]) return r;
  return Infinity;
};

/** Columns in order of their first marked row, ties broken below that row (multcompView's sortCols), in place on rows `from`... */
function sortColumns(m: LetterMatrix, cols: number[], from: number): number[] {
  const order = cols.map((c, i) => ({ c, i, first: firstRow(m, c, from) })).sort((a, b) => a.first - b.first || a.i - b.i);
  const sorted = order.map((o) => o.c);
  for (let i = 0; i + 1 < order.length; i++) {
    const here = order[i] as { first: number };
    if (here.first !== (order[i + 1] as { first: number }).first || !Number.isFinite(here.first)) continue;
    const block = sortColumns(m, sorted.slice(i, i + 2), here.first + 1);
    sorted.splice(i, 2, ...block);
  }
  return sorted;
}

/**
 * The compact letter display of pairwise tests, as multcompView's multcompLetters (Piepho's
 * insert-and-absorb): groups that share a letter do not differ at `alpha`. `order` lists the
 * groups as they are lettered (multcompLetters4 after TukeyHSD: by mean, highest first, so the
 * highest mean gets "a"); `different(i, j)` says whether groups i and j differ.
 */
export function compactLetters(order: readonly number[], different: (i: number, j: number) => boolean): Map<number, string> {
  const n = order.length;
  let m: LetterMatrix = order.map(() => [true]);
  // Pairs in multcompView's order: each group against every later one.
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      if (!different(order[a] as number, order[b] as number)) continue;
      const shared = (m[0] as boolean[]).map((_, c) => (m[a]?.[c] ?? false) && (m[b]?.[c] ?? false));
      if (!shared.some(Boolean)) continue;
      // Each column holding both splits in two: one without a, the other (in place) without b.
      const copies = m.map((row, r) => row.filter((_, c) => shared[c]).map((on) => on && r !== a));
      m = m.map((row, r) => [...row.map((on, c) => (r === b && shared[c] ? false : on)), ...(copies[r] as boolean[])]);
      m = absorb(m);
    }
  }
  const cols = sortColumns(m, (m[0] as boolean[]).map((_, c) => c), 0);
  const names = letterNames(cols.length);
  const out = new Map<number, string>();
  order.forEach((g, r) => out.set(g, cols.map((c, k) => (m[r]?.[c] ? names[k] : '')).join('')));
  return out;
}

/** Tukey letters at alpha 0.05 for the groups, lettered from the highest mean down (multcompLetters4(aov, TukeyHSD(aov))). */
export function tukeyLetters(groups: ReadonlyArray<readonly number[]>, pairs: readonly TukeyPair[], alpha = 0.05): string[] {
  const means = groups.map((g) => mean(g));
  // R's order(means, decreasing = TRUE): stable, so equal means keep the data's order.
  const order = groups.map((_, i) => i).sort((a, b) => (means[b] as number) - (means[a] as number) || a - b);
  const p = new Map(pairs.map((q) => [`${q.first},${q.second}`, q.p]));
  const letters = compactLetters(order, (i, j) => (p.get(`${Math.min(i, j)},${Math.max(i, j)}`) ?? 1) < alpha);
  return groups.map((_, i) => letters.get(i) ?? '');
}
