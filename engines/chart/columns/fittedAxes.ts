// The x (predictor) and y (response) of the charts that fit a curve of y against x: named by the
// request, else found by what the headers say they hold (a dose, a substrate concentration, a
// time; a response, a rate, an optical density), else the one numeric column left. Replicate
// numbers, wells and identifiers are never a response. A choice among several is the client's
// (MEASURE_NOT_NAMED): a curve fitted to the wrong column is a plausible wrong figure.
import type { ChartType } from '../chartTypes.ts';
import type { Column, Table } from '../data/types.ts';
import { ChartError } from '../errors.ts';
import type { ChartSpec } from '../spec.ts';
import { numeric } from './find.ts';

export interface FittedAxes {
  /** Words for messages: "dose", "response". */
  xWord: string;
  yWord: string;
  /** A role that can name the x column (growth curves: time). */
  xRole?: string;
  /** Headers of columns that hold the predictor and the response. */
  xHint?: RegExp;
  yHint?: RegExp;
}

/** What each fitted chart type plots against what. */
export const FITTED_AXES: Partial<Record<ChartType, FittedAxes>> = {
  dose_response: {
    xWord: 'dose',
    yWord: 'response',
    xHint: /dose|conc|agonist|antagonist|inhibitor|drug|ligand|\b(m|mm|µm|um|nm|pm)\b|molar/i,
    yHint: /respon|viab|inhib|signal|activity|surviv|effect|%|percent|binding|od\d*|absorb|fluor|lumin/i,
  },
  growth_curve: {
    xWord: 'time',
    yWord: 'size',
    xRole: 'time',
    xHint: /time|hour|hrs?\b|day|min|week|\bh\b|\bt\b/i,
    yHint: /\bod\d*|od\d{3}|density|count|cfu|size|biomass|absorb|weight|length|height|diameter|volume|area|population/i,
  },
  enzyme_kinetics: {
    xWord: 'substrate',
    yWord: 'rate',
    xHint: /subst|conc|\[s\]|\b(m|mm|µm|um|nm)\b/i,
    yHint: /veloc|rate|\bv0?\b|activity|product|turnover|flux/i,
  },
  standard_curve: {
    xWord: 'concentration',
    yWord: 'signal',
    xHint: /conc|standard|std|amount|\b(mg|µg|ug|ng|pg)\b|\/m?l\b/i,
    yHint: /signal|\bod\d*|od\d{3}|absorb|fluor|lumin|intensity|count|respon|area|peak/i,
  },
};

/** Headers of columns that number replicates, wells, plates or subjects: labels, never a response. */
const NOT_A_RESPONSE = /^(?:rep|reps|replicate|replicates|run|well|id|index|plate|sample|subject|patient|animal|mouse|n|no|number|order|seq|batch)\b|_id$|\bid$/i;

function choose(options: readonly Column[], hint: RegExp | undefined): Column | undefined {
  if (options.length === 1) return options[0];
  const hinted = hint ? options.filter((c) => hint.test(c.name)) : [];
  return hinted.length === 1 ? hinted[0] : undefined;
}

/** The refusal of a fitted chart whose x or y the request left open among several columns. */
export function notNamedMessage(type: ChartType, axes: FittedAxes, which: string, options: readonly string[]): string {
  return `A ${type.replace(/_/g, ' ')} chart fits the ${axes.yWord} against the ${axes.xWord}, and the request does not say which column is the ${which}; the data has ${options.length} candidates${options.length > 0 ? `: ${options.join(', ')}` : ''}. Write "<${axes.yWord}> against <${axes.xWord}>"; none is chosen for you.`;
}

export type FittedChoice = { x: Column; y: Column } | { open: string; options: string[] };

/**
 * The x and y columns of a fitted chart, from the spec when it names them, else by the rules
 * above; or which of them is left open, among which columns. Columns the request named
 * (mentioned) are tried before the rest of the table.
 */
export function chooseFitted(table: Table, spec: ChartSpec, axes: FittedAxes): FittedChoice {
  const fixed = new Set((spec.filters ?? []).filter((f) => f.op === '=').map((f) => f.column));
  const taken = new Set([spec.group, spec.facet?.row, spec.facet?.column, ...fixed]);
  const numbers = table.columns.filter((c) => c.type === 'number' && !taken.has(c.name));
  const mentioned = numbers.filter((c) => spec.mentioned.includes(c.name));
  // "viability by dose": a grouping by a column of numbers is the predictor of a fitted curve.
  const numericGroup = table.columns.find((c) => c.name === spec.group && c.type === 'number')?.name;
  const xName = spec.x ?? (axes.xRole ? spec.roles[axes.xRole] : undefined) ?? numericGroup;
  const pick = (pool: readonly Column[], hint: RegExp | undefined) => choose(pool.filter((c) => mentioned.includes(c)), hint) ?? choose(pool, hint);
  const predictors = numbers.filter((c) => !spec.y.includes(c.name));
  const x = xName ? numeric(table, xName) : pick(predictors, axes.xHint);
  if (!x) return { open: axes.xWord, options: predictors.map((c) => c.name) };
  const responses = numbers.filter((c) => c.name !== x.name && !NOT_A_RESPONSE.test(c.name));
  const y = spec.y[0] ? numeric(table, spec.y[0]) : pick(responses, axes.yHint);
  if (!y) return { open: axes.yWord, options: responses.map((c) => c.name) };
  return { x, y };
}

/** The x and y columns of a fitted chart as it is drawn; MEASURE_NOT_NAMED when one is left open. */
export function fittedColumns(table: Table, spec: ChartSpec, axes: FittedAxes): { x: Column; y: Column } {
  const choice = chooseFitted(table, spec, axes);
  if ('open' in choice) throw new ChartError('MEASURE_NOT_NAMED', notNamedMessage(spec.type, axes, choice.open, choice.options));
  return choice;
}
