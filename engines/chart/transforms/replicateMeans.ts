// The numbers of a SuperPlot (Lord et al., J Cell Biol 2020): each condition's cells, each
// biological replicate's mean of its cells, and the condition's mean of those replicate means
// with its spread across replicates, so that the replicates, not the cells, are the sample.
// A SuperPlot without a replicate column, or with fewer than two replicates in every condition,
// is refused: drawn without them it would be a plain swarm of cells posing as one.
import type { ChartInput } from '../charts/types.ts';
import { crossedValueGroups } from '../columns/valueGroups.ts';
import { ChartError } from '../errors.ts';
import type { ChartSpec, ErrorKind } from '../spec.ts';
import { mean, meanSummary, type MeanSummary } from '../stats/summaries.ts';
import { halfWidth } from './groupMeans.ts';

/**
 * The most replicates told apart by colour: the smallest palette (Tol bright) has seven colours,
 * and a column with more values is rather cells, fields or images than biological replicates.
 */
export const MAX_REPLICATES = 7;

export interface ReplicateMean {
  /** The replicate's index among the replicate column's values: its colour and legend entry. */
  replicate: number;
  mean: number;
  cells: number;
}

export interface SuperplotCondition {
  name: string;
  /** Every cell's value with its replicate's index, in the data's order. */
  cells: Array<{ value: number; replicate: number }>;
  /** One mean per replicate with cells in this condition, in the replicate column's order. */
  means: ReplicateMean[];
  /** Mean, SD and SEM of the replicate means. */
  summary: MeanSummary;
  /** The error bar's half-width about the mean of replicate means (0 with one replicate). */
  err: number;
}

export interface SuperplotData {
  valueName: string;
  conditionName: string;
  replicateName: string;
  /** The replicate column's values in order (the legend's entries). */
  replicates: string[];
  conditions: SuperplotCondition[];
}

/**
 * The refusal of a SuperPlot that names fewer than two groupings: "by <column>" alone may name the
 * conditions or the replicates, so the message says both roles and names the one it has.
 */
function replicatesMissing(named: string | undefined): ChartError {
  return new ChartError(
    'REPLICATES_NOT_NAMED',
    `A SuperPlot needs two columns besides the measurement: the conditions along x and the biological replicates as the colours (each replicate's cells and mean), and the request names ${named ? `one, "${named}"` : 'neither'}. Write for example "superplot of area by condition, coloured by replicate". It is not drawn without its replicates.`,
  );
}

/** A SuperPlot's spec that names no replicates beside its conditions (REPLICATES_NOT_NAMED), from the spec alone. */
export function replicatesProblem(spec: ChartSpec): ChartError | undefined {
  if (spec.type !== 'superplot' || (spec.group && spec.x && spec.x !== spec.group)) return undefined;
  return replicatesMissing(spec.x ?? spec.group);
}

/** The SuperPlot's conditions (x), replicates (group) and means; refused without replicates. */
export function replicateMeans(input: ChartInput, kind: ErrorKind): SuperplotData {
  const { spec } = input;
  const problem = replicatesProblem(spec);
  if (problem) throw problem;
  const crossed = crossedValueGroups(input);
  if (!crossed) throw replicatesMissing(spec.x);
  if (crossed.groupKeys.length > MAX_REPLICATES) {
    throw new ChartError(
      'TOO_MANY_REPLICATES',
      `"${crossed.groupName}" has ${crossed.groupKeys.length} different values: a SuperPlot tells at most ${MAX_REPLICATES} biological replicates apart by colour. Name the column of replicates (a column with a value per cell or per image is not one).`,
    );
  }
  const conditions = crossed.categories.map((c) => {
    const cells = c.groups.flatMap((g, replicate) => g.values.map((value) => ({ value, replicate })));
    const means = c.groups.flatMap((g, replicate) => (g.values.length > 0 ? [{ replicate, mean: mean(g.values), cells: g.values.length }] : []));
    const summary = meanSummary(means.map((m) => m.mean));
    return { name: c.name, cells, means, summary, err: halfWidth(summary, kind) };
  }).filter((c) => c.cells.length > 0);
  if (!conditions.some((c) => c.means.length >= 2)) {
    throw new ChartError(
      'TOO_FEW_REPLICATES',
      `A SuperPlot compares the means of biological replicates, and no condition of "${crossed.xName}" has cells of two or more values of "${crossed.groupName}": with one replicate there is no spread across replicates to show.`,
    );
  }
  return { valueName: crossed.valueName, conditionName: crossed.xName, replicateName: crossed.groupName, replicates: crossed.groupKeys, conditions };
}
