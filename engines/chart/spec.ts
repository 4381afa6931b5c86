// What to draw, resolved from the request (and edits) against the table's columns. A plain
// value: stored with each chart job so that an edit starts from its parent's spec.
import type { ChartType } from './chartTypes.ts';
import { ChartError } from './errors.ts';

export type Legend = 'auto' | 'none' | 'top' | 'bottom' | 'left' | 'right' | 'inside';
export type ScaleKind = 'linear' | 'log';
export type ErrorKind = 'sd' | 'sem' | 'ci95';
export type Aggregate = 'mean' | 'median' | 'sum' | 'count' | 'max' | 'min';

export interface ReferenceLine {
  axis: 'x' | 'y';
  value: number;
  label?: string;
}

export interface Annotation {
  text: string;
  x: number;
  y: number;
}

/** Rows kept before drawing: "2015 only", "drug 2", "Europe and Asia", "dose above 10". */
export type FilterOp = '=' | '!=' | 'in' | '>' | '>=' | '<' | '<=' | 'between';
export interface Filter {
  column: string;
  op: FilterOp;
  /** A value of the column; a list for `in`; [low, high] for `between`. Dates as ISO text. */
  value: string | number | boolean | Array<string | number | boolean>;
}

/** Small multiples: one panel per value of a column, in rows and/or columns, axes shared. */
export interface Facet {
  row?: string;
  column?: string;
}

export interface AxisSpec {
  label?: string;
  scale: ScaleKind;
  range?: [number, number];
}

export type CorrelationMethod = 'pearson' | 'spearman' | 'kendall';
/** Inverse-variance common (fixed) effect, or DerSimonian–Laird random effects. */
export type MetaModel = 'fixed' | 'random';
/** The curves a request can ask to be fitted: least squares of degree 1 to 3, LOESS, the four-parameter logistic. */
export const FIT_MODELS = ['linear', 'quadratic', 'cubic', 'loess', '4pl'] as const;
export type FitModel = (typeof FIT_MODELS)[number];

/** The statistical methods the request named; a chart type that cannot honour one refuses it. */
export interface Methods {
  /** A correlation coefficient to compute and print. */
  correlation?: CorrelationMethod;
  meta?: MetaModel;
  /** The curve fitted through y against x. */
  fit?: FitModel;
  /** Values standardised within each row or each column before colouring. */
  zScore?: 'row' | 'column';
  /** Hierarchical clustering (Euclidean, complete linkage) reorders rows and/or columns. */
  cluster?: { rows: boolean; columns: boolean };
  /** A test between the groups of a summary chart, printed on it (p-values, letters). */
  test?: StatisticalTest;
  /** A method the request named that the engine does not compute (e.g. "REML"): refused, never replaced. */
  unavailable?: string;
  /** Each survival curve's median marked (dashed at S = 0.5) and printed with its 95% CI, or "not reached". */
  medianSurvival?: boolean;
}

/**
 * Tests between groups: Welch's and Student's t, the paired t, Mann-Whitney U, Wilcoxon signed
 * rank, one-way ANOVA, ANOVA with Tukey's HSD letters, Kruskal-Wallis.
 */
export type StatisticalTest = 'welch' | 't' | 'paired_t' | 'mann_whitney' | 'wilcoxon' | 'anova' | 'tukey' | 'kruskal';

/** The categories kept after summarising: the n largest or smallest ("top 10", "the lowest 15"). */
export interface TopN {
  n: number;
  by: 'largest' | 'smallest';
}

/**
 * The format of ChartSpec as stored with each chart job (`specVersion` beside it). Raise it when
 * a stored spec of the previous format can no longer be read as today's: those charts are then
 * shown but not editable (JOB_NOT_EDITABLE), never edited from a misread spec.
 */
export const CHART_SPEC_VERSION = 1;

/** Whether a chart job's stored spec is of today's format, so that an edit may start from it. */
export function isCurrentSpec(params: { spec?: unknown; specVersion?: unknown } | undefined): boolean {
  return !!params?.spec && params.specVersion === CHART_SPEC_VERSION;
}

export interface ChartSpec {
  type: ChartType;
  /** Column roles: x, y (several y columns are several series), group, and type-specific
   *  roles such as time, event, score, truth, lower, upper, label, weight. */
  x?: string;
  y: string[];
  group?: string;
  roles: Record<string, string>;
  title?: string;
  xAxis: AxisSpec;
  yAxis: AxisSpec;
  legend: Legend;
  /** The legend's title; without it the legend is titled by the column it keys. */
  legendTitle?: string;
  aggregate?: Aggregate;
  errorBars?: ErrorKind;
  /** The error of summaries along a numeric x drawn as bars at each point (the default), or as a shaded band joining them ("mean line with an SEM band"). */
  errorStyle?: 'bars' | 'band';
  referenceLines: ReferenceLine[];
  annotations: Annotation[];
  /** Points drawn over summaries (bar, boxplot ...). */
  showPoints?: boolean;
  orientation?: 'vertical' | 'horizontal';
  /** Bars of groups stacked within each category, as counts or totals, or as shares of it (100%). */
  stack?: 'absolute' | 'percent';
  /** Categories ordered by their value rather than as the data lists them. */
  sort?: 'ascending' | 'descending';
  /** Only the n categories of largest (or smallest) value, after summarising. */
  top?: TopN;
  /** The number of histogram bins asked for ("50 bins"), or their width in the data's units ("5-minute bins"). */
  bins?: { count?: number; width?: number };
  /** Rows kept before anything is drawn or computed; every filter's column is a column of the data. */
  filters?: Filter[];
  facet?: Facet;
  /** Columns the request named without a role; each chart type decides what they are. */
  mentioned: string[];
  /** Absent in specs stored before methods were read: every method then takes its default. */
  methods?: Methods;
}

/** Which chart types honour each method; any other type refuses it. */
const HONOURED_BY: Record<Exclude<keyof Methods, 'unavailable'>, readonly ChartType[]> = {
  correlation: ['correlation', 'scatter', 'regression'],
  meta: ['forest', 'funnel'],
  fit: ['regression', 'scatter', 'standard_curve', 'dose_response'],
  zScore: ['heatmap', 'dendrogram'],
  cluster: ['heatmap', 'dendrogram'],
  test: ['boxplot', 'violin', 'beeswarm', 'raincloud', 'bar', 'errorbar', 'dot', 'paired_dot', 'superplot'],
  medianSurvival: ['kaplan_meier'],
};

/** The curves each chart type fits: a standard curve a line or a 4PL, a dose-response curve its 4PL. */
const FITS_DRAWN: Partial<Record<ChartType, readonly FitModel[]>> = {
  regression: ['linear', 'quadratic', 'cubic', 'loess'],
  scatter: ['linear', 'quadratic', 'cubic', 'loess'],
  standard_curve: ['linear', '4pl'],
  dose_response: ['4pl'],
};

const FIT_WORDS: Record<FitModel, string> = {
  linear: 'a straight line',
  quadratic: 'a quadratic fit',
  cubic: 'a cubic fit',
  loess: 'a LOESS smoother',
  '4pl': 'a four-parameter logistic fit',
};

/** Chart types that show only some of the tests: a paired dot plot shows paired tests. */
const TESTS_SHOWN: Partial<Record<ChartType, readonly StatisticalTest[]>> = {
  paired_dot: ['paired_t', 'wilcoxon'],
};

const METHOD_WORDS: Record<Exclude<keyof Methods, 'unavailable'>, string> = {
  correlation: 'a correlation coefficient',
  meta: 'a meta-analysis model',
  fit: 'a fitted curve',
  zScore: 'z-scores',
  cluster: 'clustering',
  test: 'a statistical test between groups',
  medianSurvival: 'the median survival of each curve',
};

/** Which chart types order, cut or bin their categories as the spec asks; any other type refuses. */
const ARRANGED_BY: Record<'sort' | 'top' | 'bins' | 'stack', readonly ChartType[]> = {
  sort: ['bar', 'dot', 'pie', 'boxplot', 'violin', 'errorbar'],
  top: ['bar', 'dot', 'pie', 'boxplot', 'violin', 'errorbar'],
  bins: ['histogram', 'ogive'],
  stack: ['bar'],
};

const ARRANGEMENT_WORDS: Record<keyof typeof ARRANGED_BY, string> = {
  sort: 'its categories sorted by value',
  top: 'only its largest or smallest categories',
  bins: 'bins of a chosen number or width',
  stack: 'its groups stacked (stacked_area stacks values over x)',
};

/** The method this spec asks for that its chart type cannot honour (METHOD_NOT_AVAILABLE), if any. */
export function methodProblem(spec: ChartSpec): ChartError | undefined {
  for (const key of Object.keys(ARRANGED_BY) as Array<keyof typeof ARRANGED_BY>) {
    if (spec[key] === undefined || ARRANGED_BY[key].includes(spec.type)) continue;
    const can = ARRANGED_BY[key];
    return new ChartError('METHOD_NOT_AVAILABLE', `The ${spec.type} chart cannot show ${ARRANGEMENT_WORDS[key]}${can.length > 0 ? `; ${can.join(', ')} charts can` : ''}.`);
  }
  const methods = spec.methods ?? {};
  if (methods.unavailable) {
    return new ChartError('METHOD_NOT_AVAILABLE', `The request asks for ${methods.unavailable}, which this service does not compute; it draws nothing in its place. See docs/chart-requests.md ("Methods") for the methods it has.`);
  }
  for (const key of Object.keys(HONOURED_BY) as Array<keyof typeof HONOURED_BY>) {
    if (methods[key] === undefined || HONOURED_BY[key].includes(spec.type)) continue;
    return new ChartError('METHOD_NOT_AVAILABLE', `The ${spec.type} chart cannot show ${METHOD_WORDS[key]}${HONOURED_BY[key].length > 0 ? `; ${HONOURED_BY[key].join(', ')} charts can` : ''}.`);
  }
  const fits = FITS_DRAWN[spec.type];
  if (methods.fit && fits && !fits.includes(methods.fit)) {
    const can = (Object.keys(FITS_DRAWN) as ChartType[]).filter((t) => FITS_DRAWN[t]!.includes(methods.fit!));
    return new ChartError('METHOD_NOT_AVAILABLE', `The ${spec.type.replace(/_/g, ' ')} chart cannot draw ${FIT_WORDS[methods.fit]}; ${can.map((t) => t.replace(/_/g, ' ')).join(', ')} charts can.`);
  }
  const shown = TESTS_SHOWN[spec.type];
  if (methods.test && shown && !shown.includes(methods.test)) {
    return new ChartError('METHOD_NOT_AVAILABLE', `The ${spec.type} chart shows paired tests (${shown.join(', ')}), not ${methods.test}, which compares independent groups: a box plot or a bar chart of the groups shows it.`);
  }
  return undefined;
}

/** Throws methodProblem's error: called by the chart types that honour methods, before drawing. */
export function requireMethods(spec: ChartSpec): Methods {
  const problem = methodProblem(spec);
  if (problem) throw problem;
  return spec.methods ?? {};
}

export function emptySpec(type: ChartType): ChartSpec {
  return { type, y: [], roles: {}, xAxis: { scale: 'linear' }, yAxis: { scale: 'linear' }, legend: 'auto', referenceLines: [], annotations: [], mentioned: [] };
}
