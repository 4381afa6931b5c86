// The test between groups that the request names (spec.methods.test), on the groups a summary
// chart draws (boxes, violins, swarms, rainclouds, bars of means, means with error bars, dots):
// which groups it takes, what it refuses, and the lines and letters the figure prints
// (marks/testResult.ts sets them). A test is done as named or refused with its reason, never
// swapped for another:
//
// - Two-group tests (welch, t, paired_t, mann_whitney, wilcoxon) take exactly two groups
//   (TEST_NEEDS_TWO_GROUPS); the others take two or more (TEST_NEEDS_GROUPS).
// - The statistic is of the second group drawn minus (or over) the first, as R's
//   t.test(second, first): left to right, or top to bottom when categories run down the y axis.
// - Paired tests pair the two groups' values by subject as the paired dot plot does
//   (spec.roles.pair, a subject column, or rows of wide data: columns/pairs.ts pairedData);
//   data that cannot be paired are refused (PAIRS_NOT_FORMED).
// - t-tests and ANOVA need two values in each group (TEST_TOO_FEW_VALUES); values with no spread
//   within the groups, or all tied, give no statistic (TEST_NO_SPREAD).
import type { ChartInput } from '../charts/types.ts';
import { pairedData } from '../columns/pairs.ts';
import type { ValueGroup } from '../columns/valueGroups.ts';
import { ChartError } from '../errors.ts';
import { requireMethods, type ChartSpec, type StatisticalTest } from '../spec.ts';
import { kruskalWallis, mannWhitney, oneWayAnova, pairedTTest, studentTTest, tukeyHsd, tukeyLetters, welchTTest, wilcoxonSignedRank } from '../stats/groupTests.ts';
import type { SummarySeries } from './groupMeans.ts';
import { anovaLabel, kruskalLabel, rankTestLabel, TEST_NAME, tTestLabel, tukeyLegend } from './methodLabels.ts';

/** The level at which Tukey's letters part two groups (multcompView's default). */
export const TUKEY_ALPHA = 0.05;

export interface GroupTestResult {
  test: StatisticalTest;
  /** The result as a paper prints it, one line each ("Welch's t(17.8) = 2.31, p = 0.033"). */
  lines: string[];
  /** Tukey's compact letters by group name: groups sharing a letter do not differ. */
  letters?: Map<string, string>;
}

const TWO_GROUPS: ReadonlySet<StatisticalTest> = new Set(['welch', 't', 'paired_t', 'mann_whitney', 'wilcoxon']);
const PARAMETRIC: ReadonlySet<StatisticalTest> = new Set(['welch', 't', 'anova', 'tukey']);

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const listed = (groups: readonly ValueGroup[]): string => groups.map((g) => `"${g.name}"`).join(', ');

function noSpread(test: StatisticalTest, why: string): ChartError {
  return new ChartError('TEST_NO_SPREAD', `${capitalised(TEST_NAME[test])} gives no statistic here: ${why}.`);
}

/** The two groups' values paired by subject, the first group's as `before`. */
function pairsOf(input: ChartInput, test: StatisticalTest, groups: readonly ValueGroup[]): { before: Array<number | null>; after: Array<number | null> } {
  const data = pairedData(input);
  const at = groups.map((g) => data.conditions.indexOf(g.name));
  if (at.some((k) => k < 0)) {
    throw new ChartError(
      'PAIRS_NOT_FORMED',
      `${capitalised(TEST_NAME[test])} pairs the values of ${listed(groups)} by subject, but the pairs found in the data are of ${data.conditions.map((c) => `"${c}"`).join(', ')}: name the subject column as the pair.`,
    );
  }
  const column = (k: number) => data.subjects.map((s) => s.values[k] ?? null);
  return { before: column(at[0] as number), after: column(at[1] as number) };
}

/**
 * The test the spec names between `groups`, in the order drawn; undefined when it names none.
 * Refused with a ChartError when the chart type cannot show a test (METHOD_NOT_AVAILABLE) or
 * these groups cannot take it (see the head of this file).
 */
export function groupTest(input: ChartInput, groups: readonly ValueGroup[]): GroupTestResult | undefined {
  const test = requireMethods(input.spec).test;
  if (!test) return undefined;
  const name = capitalised(TEST_NAME[test]);
  if (TWO_GROUPS.has(test) && groups.length !== 2) {
    const more = groups.length > 2 ? " For three or more groups ask for one-way ANOVA, Tukey's HSD or the Kruskal\u2013Wallis test." : '';
    throw new ChartError('TEST_NEEDS_TWO_GROUPS', `${name} compares two groups, and this chart has ${groups.length === 1 ? 'one' : groups.length} (${listed(groups)}).${more}`);
  }
  if (groups.length < 2) {
    throw new ChartError('TEST_NEEDS_GROUPS', `${name} compares groups, and this chart has one (${listed(groups)}): group the values by a column (e.g. "by treatment").`);
  }
  if (PARAMETRIC.has(test)) {
    const short = groups.find((g) => g.values.length < 2);
    if (short) throw new ChartError('TEST_TOO_FEW_VALUES', `${name} needs at least two values in each group; "${short.name}" has ${short.values.length}.`);
  }
  const values = groups.map((g) => g.values);
  const [first, second] = values as [number[], number[]];
  switch (test) {
    case 'welch':
    case 't': {
      const result = test === 'welch' ? welchTTest(first, second) : studentTTest(first, second);
      if (!Number.isFinite(result.t)) throw noSpread(test, 'the values within each group are all the same');
      return { test, lines: [tTestLabel(test, result)] };
    }
    case 'paired_t': {
      const { before, after } = pairsOf(input, test, groups);
      const result = pairedTTest(before, after);
      if (!result) {
        const complete = before.filter((b, i) => b !== null && after[i] !== null).length;
        if (complete < 2) throw new ChartError('TEST_TOO_FEW_VALUES', `${name} needs two or more subjects with values in both ${listed(groups)}; the data has ${complete}.`);
        throw noSpread(test, 'every subject differs by the same amount');
      }
      return { test, lines: [tTestLabel(test, result)] };
    }
    case 'mann_whitney': {
      const result = mannWhitney(first, second);
      if (!Number.isFinite(result.p)) throw noSpread(test, 'all the values are tied');
      return { test, lines: [rankTestLabel(test, result)] };
    }
    case 'wilcoxon': {
      const { before, after } = pairsOf(input, test, groups);
      const result = wilcoxonSignedRank(before, after);
      if (!result || !Number.isFinite(result.p)) throw noSpread(test, 'no subject has a non-zero difference between the two groups');
      return { test, lines: [rankTestLabel(test, result)] };
    }
    case 'kruskal': {
      const result = kruskalWallis(values);
      if (!Number.isFinite(result.h)) throw noSpread(test, 'all the values are tied');
      return { test, lines: [kruskalLabel(result)] };
    }
    case 'anova':
    case 'tukey': {
      const anova = oneWayAnova(values);
      if (!(anova.mse > 0)) throw noSpread(test, 'the values within each group are all the same');
      if (test === 'anova') return { test, lines: [anovaLabel(anova)] };
      const letters = tukeyLetters(values, tukeyHsd(values, anova), TUKEY_ALPHA);
      return { test, lines: [anovaLabel(anova), tukeyLegend(TUKEY_ALPHA)], letters: new Map(groups.map((g, i) => [g.name, letters[i] ?? ''])) };
    }
  }
}

/**
 * The groups of a summary chart (bars of means, means with error bars) for a test: one per
 * category of its single series. Bars split by a second grouping (dodged) are refused: which
 * groups a test compares there is a choice the request did not make (TEST_NEEDS_ONE_GROUPING),
 * as are bars of counts, which have no values to compare (TEST_NEEDS_VALUES).
 */
export function summaryGroups(input: ChartInput, series: readonly SummarySeries[], counts = false): ValueGroup[] {
  const test = input.spec.methods?.test;
  if (!test) return [];
  if (counts) throw new ChartError('TEST_NEEDS_VALUES', `${capitalised(TEST_NAME[test])} compares the values within each bar, and bars of counts have none: name the numeric column whose means the bars show.`);
  const drawn = series.filter((s) => s.points.length > 0);
  return oneGrouping(
    input,
    (drawn[0]?.points ?? []).map((p) => ({ name: p.key, values: p.values })),
    drawn.map((s) => s.name),
  );
}

/**
 * The groups of a chart for a test, when they are of one grouping: categories also split by a
 * second grouping (`splits`, its values: dodged bars, coloured dots) are refused
 * (TEST_NEEDS_ONE_GROUPING), since which groups to compare is a choice the request did not make.
 */
export function oneGrouping(input: ChartInput, groups: ValueGroup[], splits: readonly string[]): ValueGroup[] {
  const test = input.spec.methods?.test;
  if (test && splits.length > 1) {
    throw new ChartError(
      'TEST_NEEDS_ONE_GROUPING',
      `${capitalised(TEST_NAME[test])} compares the groups of one grouping, and these are split twice (${splits.map((s) => `"${s}"`).join(', ')} within each category): draw one grouping, or one panel per "${input.spec.group ?? 'group'}" (a facet), each with its own test.`,
    );
  }
  return groups;
}

/** Share of the value axis kept above the highest mark for Tukey's letters (more for several letters side by side). */
function letterShare(result: GroupTestResult, horizontal: boolean): number {
  const longest = Math.max(1, ...[...(result.letters?.values() ?? [])].map((l) => l.length));
  return 0.14 + (horizontal ? 0.04 * Math.max(0, longest - 1) : 0);
}

/**
 * The values the value axis shows, with room beyond the highest for letters above each group
 * (none without letters, or when the request fixed the axis's range). The value axis is y, or x
 * when the categories run down the y axis (`horizontal`; the axis may then be named either way).
 */
export function withLetterRoom(values: number[], result: GroupTestResult | undefined, spec: ChartSpec, horizontal = spec.orientation === 'horizontal'): number[] {
  const log = horizontal ? spec.xAxis.scale === 'log' || spec.yAxis.scale === 'log' : spec.yAxis.scale === 'log';
  const fixed = horizontal ? Boolean(spec.yAxis.range ?? spec.xAxis.range) : Boolean(spec.yAxis.range);
  if (!result?.letters || fixed) return values;
  let lo = Infinity;
  let hi = -Infinity;
  for (const v of values) {
    if (!Number.isFinite(v) || (log && v <= 0)) continue;
    lo = Math.min(lo, v);
    hi = Math.max(hi, v);
  }
  if (!(hi >= lo)) return values;
  const share = letterShare(result, horizontal);
  if (log) return [...values, hi * (hi > lo ? (hi / lo) ** share : 1.5)];
  return [...values, hi + (hi > lo ? (hi - lo) * share : Math.abs(hi) * 0.2 || 1)];
}
