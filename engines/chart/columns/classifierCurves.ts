// The data of classifier charts (ROC, precision–recall, calibration): a 0/1 truth column and
// one or more score columns, as (label, score) pairs per curve.
import type { Column, Table } from '../data/types.ts';
import { ChartError } from '../errors.ts';
import type { ChartSpec } from '../spec.ts';
import { binaryValues, isBinary } from './binary.ts';
import { column, groupColumn, roleColumn } from './find.ts';
import { rowsByGroup } from './values.ts';

export interface ClassifierCurveData {
  /** Legend name: the score column, the group, or '' for a single curve. */
  name: string;
  labels: boolean[];
  scores: number[];
}

const TRUTH_NAMES = /truth|outcome|label|class|status|disease|actual|diagnos|observed|event|case|target|response/i;

/**
 * Scores and 0/1 truth: one curve per score column (role score, y, or named columns), or per
 * group when there is a single score column.
 */
export function classifierCurves(table: Table, spec: ChartSpec, what: string): { curves: ClassifierCurveData[]; truth: Column; positive: string; scoreNames: string[] } {
  const binaryCols = table.columns.filter((c) => isBinary(c) && c.name !== spec.group && c.name !== spec.roles.score && !spec.y.includes(c.name));
  const truth = roleColumn(table, spec, 'truth') ?? binaryCols.find((c) => TRUTH_NAMES.test(c.name)) ?? binaryCols[0];
  if (!truth) throw new ChartError('COLUMNS_MISSING', `A ${what} needs a 0/1 (or two-valued) outcome column, e.g. "outcome column disease".`);
  const named = [spec.roles.score, ...spec.y, ...spec.mentioned]
    .filter((n): n is string => Boolean(n))
    .map((n) => column(table, n))
    .filter((c) => c.type === 'number' && c.name !== truth.name);
  let scoreCols = [...new Map(named.map((c) => [c.name, c])).values()];
  if (scoreCols.length === 0) scoreCols = table.columns.filter((c) => c.type === 'number' && c.name !== truth.name && !isBinary(c)).slice(0, 8);
  if (scoreCols.length === 0) throw new ChartError('COLUMNS_MISSING', `A ${what} needs a numeric score (predicted value) column, e.g. "score column risk".`);
  const { values: truthValues, positive } = binaryValues(truth, what);
  const group = scoreCols.length === 1 ? groupColumn(table, spec) : undefined;
  const curves: ClassifierCurveData[] = [];
  for (const score of scoreCols) {
    for (const { key, rows } of rowsByGroup(table, group)) {
      const labels: boolean[] = [];
      const scores: number[] = [];
      for (const i of rows) {
        const s = score.values[i];
        const l = truthValues[i];
        if (typeof s !== 'number' || !Number.isFinite(s) || l === null || l === undefined) continue;
        labels.push(l);
        scores.push(s);
      }
      if (!labels.includes(true) || !labels.includes(false)) {
        throw new ChartError('OUTCOME_ONE_CLASS', `${key ? `Group "${key}"` : `Column "${score.name}"`} has ${labels.includes(true) ? 'no negative' : 'no positive'} cases in "${truth.name}"; a ${what} needs both.`);
      }
      curves.push({ name: group ? key : scoreCols.length > 1 ? score.name : '', labels, scores });
    }
  }
  return { curves, truth, positive, scoreNames: scoreCols.map((c) => c.name) };
}
