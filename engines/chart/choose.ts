// The chart type when neither chart_types nor a chart type's name in the request decides it.
// The request's words come first, each tried only when the data can carry the chart it asks
// for; then the data's shape. The rules, in this order, are the table "Choosing the chart
// type" in docs/chart-requests.md.
import { isBinary } from './columns/binary.ts';
import { levels } from './columns/values.ts';
import type { ChartType } from './chartTypes.ts';
import { survivalColumns } from './charts/kaplanMeier.ts';
import { FOLD_CHANGE_NAMES, P_NAMES, PADJ_NAMES } from './charts/volcano.ts';
import type { Column, Table } from './data/types.ts';
import type { Intent } from './interpret/vocabulary.ts';
import type { ChartSpec } from './spec.ts';

/** The table's columns as the rules see them: the ones the request named come first. */
interface Data {
  table: Table;
  spec: ChartSpec;
  named: Column[];
  numbers: Column[];
  namedNumbers: Column[];
  categories: Column[];
  dates: Column[];
}

function dataOf(table: Table, spec: ChartSpec): Data {
  const names = [spec.x, ...spec.y, ...spec.mentioned, spec.group].filter((n): n is string => Boolean(n));
  const named = [...new Set(names)].map((n) => table.columns.find((c) => c.name === n)).filter((c): c is Column => Boolean(c));
  const ordered = [...new Map([...named, ...table.columns].map((c) => [c.name, c])).values()];
  const numbers = ordered.filter((c) => c.type === 'number');
  return {
    table,
    spec,
    named,
    numbers,
    namedNumbers: named.filter((c) => c.type === 'number' && c.name !== spec.group),
    categories: ordered.filter((c) => c.type === 'category'),
    dates: ordered.filter((c) => c.type === 'date'),
  };
}

const DOSE_NAMES = /dose|conc|concentration|molar|\b[nµuμm]m\b|mg|ug|µg/i;
const MEAN_NAMES = /base[\s._-]*mean|ave[\s._-]*expr|mean|average|log[\s._-]*cpm|expression|intensity/i;
const TIME_NAMES = /time|day|week|month|year|hour|minute|visit|age/i;

const named = (cols: Column[], pattern: RegExp, not: Column[] = []) => cols.find((c) => pattern.test(c.name) && !not.includes(c));
const distinct = (c: Column) => levels(c.values).length;
const repeats = (c: Column) => distinct(c) < c.values.filter((v) => v !== null).length;
const withinUnit = (c: Column) => c.values.every((v) => v === null || (typeof v === 'number' && v >= 0 && v <= 1));

/** A continuous score (not 0/1) and a 0/1 outcome: what ROC and calibration curves read. */
function scoreAndTruth(d: Data): { score: Column; truth: Column } | undefined {
  const truth = [...d.named, ...d.table.columns].find(isBinary);
  const score = d.numbers.find((c) => !isBinary(c) && c !== truth);
  return truth && score ? { score, truth } : undefined;
}

/** Means of a number per category or x: error bars when the request asked for an interval. */
function summaryOf(d: Data): ChartType | undefined {
  if (d.numbers.length === 0 || (d.categories.length === 0 && !d.spec.x && !d.spec.group)) return undefined;
  if (d.spec.errorBars) return 'errorbar';
  // Means at the values of a measured x (doses, concentrations, ages) join into a line, as a profile.
  const x = d.spec.x ? d.table.columns.find((c) => c.name === d.spec.x) : undefined;
  return x?.type === 'number' ? 'line' : 'bar';
}

/** A number by category without a summary asked for: the values when there are several a category. */
function byCategory(d: Data): ChartType | undefined {
  const category = (d.spec.group ? d.table.columns.find((c) => c.name === d.spec.group) : undefined) ?? d.categories[0];
  if (!category || d.numbers.length === 0) return undefined;
  return repeats(category) ? 'boxplot' : 'bar';
}

/** A number along time: a line, or means ± SEM when several rows share a time. */
function alongTime(d: Data): ChartType | undefined {
  if (d.dates.length > 0 && d.numbers.length > 0) return 'timeseries';
  const xName = d.spec.x;
  const x = (xName ? d.numbers.find((c) => c.name === xName) : undefined) ?? named(d.numbers, TIME_NAMES);
  if (!x || d.numbers.length < 2) return undefined;
  return repeats(x) && !d.spec.group ? 'errorbar' : 'line';
}

const WORD_RULES: Array<[Intent, (d: Data) => ChartType | undefined]> = [
  ['running_total', (d) => (d.categories.length > 0 && d.numbers.length > 0 ? 'waterfall' : undefined)],
  ['tumour_response', (d) => (d.numbers.length > 0 ? 'waterfall' : undefined)],
  ['effect_sizes', (d) => (d.categories.length > 0 && d.numbers.length >= 3 ? 'forest' : undefined)],
  [
    'survival',
    (d) => {
      try {
        const { time, event } = survivalColumns(d.table, d.spec);
        d.spec.roles.time ??= time.name;
        d.spec.roles.event ??= event.name;
        return 'kaplan_meier';
      } catch {
        return undefined;
      }
    },
  ],
  ['agreement', (d) => (d.numbers.length >= 2 ? 'bland_altman' : undefined)],
  ['discrimination', (d) => (scoreAndTruth(d) ? 'roc' : undefined)],
  [
    'calibration',
    (d) => {
      const pair = scoreAndTruth(d);
      if (pair && withinUnit(pair.score)) return 'calibration_curve';
      return d.numbers.length >= 2 ? 'standard_curve' : undefined;
    },
  ],
  [
    'dose',
    (d) => {
      // "SBP over the visits by dose": an x of time is no dose, whatever the words say of doses.
      const x = d.spec.x ? d.numbers.find((c) => c.name === d.spec.x) : undefined;
      if (x && TIME_NAMES.test(x.name) && !DOSE_NAMES.test(x.name)) return undefined;
      const dose = x ?? named(d.numbers, DOSE_NAMES);
      return dose && distinct(dose) >= 4 && d.numbers.length >= 2 ? 'dose_response' : undefined;
    },
  ],
  ['enrichment', (d) => (d.categories.length > 0 && d.numbers.length > 0 ? 'enrichment' : undefined)],
  [
    'differential_expression',
    (d) => {
      const fc = named(d.numbers, FOLD_CHANGE_NAMES);
      if (!fc) return undefined;
      if (named(d.numbers, P_NAMES, [fc]) ?? named(d.numbers, PADJ_NAMES, [fc])) return 'volcano';
      return named(d.numbers, MEAN_NAMES, [fc]) ? 'ma_plot' : undefined;
    },
  ],
  ['summary', summaryOf],
  [
    'correlation',
    (d) => {
      const cols = d.namedNumbers.length >= 2 ? d.namedNumbers : d.numbers;
      if (cols.length >= 3) return 'correlation';
      // A coefficient named ("with Spearman correlation") is the scatter's to print; no fitted line was asked for.
      if (cols.length === 2 && d.spec.methods?.correlation && !d.spec.methods.fit) return 'scatter';
      return cols.length === 2 ? 'regression' : undefined;
    },
  ],
  [
    'distribution',
    (d) => {
      if (d.numbers.length === 0) return undefined;
      if (d.spec.group || d.namedNumbers.length >= 2) return 'boxplot';
      return d.categories.length > 0 && d.namedNumbers.length === 0 ? 'boxplot' : 'histogram';
    },
  ],
  ['over_time', alongTime],
  ['trend', alongTime],
  [
    'composition',
    (d) => {
      const category = d.categories[0];
      if (!category) return undefined;
      const negative = d.namedNumbers.some((c) => c.values.some((v) => typeof v === 'number' && v < 0));
      return distinct(category) <= 6 && !negative ? 'pie' : 'bar';
    },
  ],
  ['relationship', (d) => (d.namedNumbers.length >= 2 || (d.namedNumbers.length === 0 && d.numbers.length === 2) ? 'scatter' : byCategory(d))],
  ['comparison', byCategory],
];

/** The chart the table's shape suggests when the words suggest none it can carry. */
function byShape(d: Data): ChartType {
  const x = d.spec.x ? d.table.columns.find((c) => c.name === d.spec.x) : undefined;
  if (x && d.spec.y.length > 0) {
    if (x.type === 'date') return 'timeseries';
    if (x.type === 'number') return TIME_NAMES.test(x.name) ? (alongTime(d) ?? 'scatter') : 'scatter';
    return byCategory(d) ?? 'bar';
  }
  const cols = d.named.length > 0 ? d.named : d.table.columns;
  const numbers = cols.filter((c) => c.type === 'number' && c.name !== d.spec.group).length;
  const hasCategory = cols.some((c) => c.type === 'category') || Boolean(d.spec.group);
  // A date that keys the rows (one row a date) is the x of a number even when not named.
  // A date column the request only filters on ("films released in the 2000s") says which rows, not the x.
  const filtered = new Set((d.spec.filters ?? []).map((f) => f.column));
  const series = cols.some((c) => c.type === 'date') || d.dates.some((c) => !repeats(c) && !filtered.has(c.name));
  if (series && numbers > 0) return 'timeseries';
  // "sunspot activity for 1900 to 2000": one measurement kept over a span of a time column that keys
  // the rows (one row a year: a series) runs along it; films released in the 2000s are no series.
  const spanOfTime = (d.spec.filters ?? []).some((f) => f.op !== '=' && d.table.columns.some((c) => c.name === f.column && !repeats(c) && (c.type === 'date' || (c.type === 'number' && /^(?:year|yr|date|time)s?\b/i.test(c.name)))));
  if (spanOfTime && numbers === 1 && !hasCategory) return alongTime(d) ?? 'line';
  // "yearly sunspot activity": a measurement named with the column of years that keys the rows is a line along them.
  const years = cols.find((c) => c.type === 'number' && /^(?:year|years|yr)$/i.test(c.name) && !repeats(c));
  if (years && numbers === 2 && !hasCategory) return 'line';
  if (numbers >= 2) return 'scatter';
  if (hasCategory && numbers === 1) return byCategory(d) ?? 'bar';
  if (numbers === 1) return 'histogram';
  return 'bar';
}

/**
 * The chart type for a spec whose request named none. Where the chosen type needs columns the
 * request did not place (a survival curve's time and event), they are written into spec.roles,
 * so that the stored spec says what was drawn.
 */
export function chooseType(table: Table, spec: ChartSpec, requested: readonly Intent[]): ChartType {
  const d = dataOf(table, spec);
  const intents = new Set(requested);
  if (spec.errorBars || spec.aggregate) intents.add('summary');
  // A distribution asked for first ("distribution of follow-up time") is not a survival curve.
  const first = requested[0];
  if (first === 'distribution' && intents.has('survival')) intents.delete('survival');
  for (const [intent, rule] of WORD_RULES) {
    const type = intents.has(intent) ? rule(d) : undefined;
    if (type) return type;
  }
  return byShape(d);
}
