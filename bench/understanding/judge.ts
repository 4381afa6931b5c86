// How a reading compares with what the corpus's writer expected (test/corpora/charts/README.md):
// honoured (everything the request determines is as expected), partly (the columns, type and
// summary are right, a label, scale, sort or legend is not), refused (the reader said it could
// not, naming why), or silently wrong (a figure that is not what was asked, without a word).
import type { ChartSpec } from '../../engines/chart/spec.ts';
import type { Table } from '../../engines/chart/data/types.ts';
import { filterRows } from '../../engines/chart/transforms/filterRows.ts';

export interface Expectation {
  chart?: string[];
  x?: string | null;
  y?: string[];
  color?: string | null;
  facet?: string | { row?: string; column?: string } | null;
  aggregate?: string;
  error?: string;
  filter?: Array<{ column: string; op: string; value: unknown }>;
  method?: Record<string, unknown>;
  scale?: Record<string, string>;
  range?: Record<string, [number, number]>;
  sort?: string;
  orientation?: string;
  labels?: Record<string, string | null>;
  legend?: string;
  roles?: Record<string, string>;
  refuse?: string;
}

export type Verdict = 'honoured' | 'partly' | 'refused' | 'silently wrong';

/** Chart types whose categories stand along x: a grouping column with no x is their x. */
const CATEGORY_AXIS = new Set(['bar', 'boxplot', 'violin', 'dot', 'errorbar', 'beeswarm', 'raincloud', 'pie', 'frequency_dot', 'ridgeline', 'superplot']);

/**
 * Chart types that draw all that another type draws, and more: a SuperPlot is a beeswarm of the
 * cells coloured by replicate with the replicates' means over it, so an expectation written before
 * the type existed ("superplot ..." expected as a beeswarm) is honoured by it.
 */
const DRAWS_AS_WELL: Readonly<Record<string, string>> = { superplot: 'beeswarm' };

/** Chart types that are points with one fit drawn through them: asked as points with that fit, they are what was asked. */
const FIT_CHARTS: Readonly<Record<string, string>> = { dose_response: '4pl', enzyme_kinetics: 'michaelis_menten' };

function isItsFit(type: string, expect: Expectation): boolean {
  const fit = FIT_CHARTS[type];
  return fit !== undefined && expect.method?.fit === fit && (expect.chart ?? []).some((t) => ['scatter', 'line', 'regression'].includes(t));
}

/** The columns a spec puts in each role, as the corpus names roles. */
export function rolesOf(spec: ChartSpec, table: Table): { x?: string; y: string[]; color?: string; facet?: string } {
  let x = spec.x;
  // Bars coloured by their own categories have no colour groups of their own.
  let color = spec.group === spec.x ? undefined : spec.group;
  if (!x && color && CATEGORY_AXIS.has(spec.type)) {
    x = color;
    color = undefined;
  }
  // Time charts take the data's one date column when the request named no x.
  const dates = table.columns.filter((c) => c.type === 'date');
  if (!x && ['timeseries', 'line', 'calendar_heatmap', 'stacked_area'].includes(spec.type) && dates.length === 1) x = dates[0]!.name;
  // Category charts take their categories from the first category column the request mentioned.
  if (!x && CATEGORY_AXIS.has(spec.type)) x = spec.mentioned.find((n) => table.columns.find((c) => c.name === n)?.type === 'category');
  const numeric = (n: string) => table.columns.find((c) => c.name === n)?.type === 'number';
  const y = spec.y.length > 0 ? spec.y : spec.mentioned.filter((n) => n !== x && n !== color && numeric(n));
  const facet = spec.facet?.column ?? spec.facet?.row;
  // A Manhattan plot draws p along the genome's positions, coloured by chromosome.
  if (spec.type === 'manhattan' && spec.roles.position && spec.roles.p) return { x: spec.roles.position, y: [spec.roles.p], ...(spec.roles.chromosome ? { color: spec.roles.chromosome } : {}), ...(facet ? { facet } : {}) };
  return { ...(x ? { x } : {}), y, ...(color ? { color } : {}), ...(facet ? { facet } : {}) };
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v) => b.includes(v));
}

/** The first thing that differs from the expectation, in the order a reader of the figure notices. */
export function judge(spec: ChartSpec, table: Table, expect: Expectation, edit = false): { verdict: Verdict; why?: string } {
  if (expect.refuse) return { verdict: 'silently wrong', why: `drew a chart where the request should be refused (${expect.refuse})` };
  const roles = rolesOf(spec, table);
  const major: string[] = [];
  const minor: string[] = [];
  if (expect.chart && !expect.chart.includes(spec.type) && !expect.chart.includes(DRAWS_AS_WELL[spec.type] ?? '') && !isItsFit(spec.type, expect)) major.push(`type ${spec.type}, expected ${expect.chart.join('|')}`);
  const specialRoles = new Set(Object.values(expect.roles ?? {}));
  // An edit's expectation lists what changes: roles it does not name are the parent's.
  // A chart type's own encoding (a Manhattan plot's colours by chromosome) is no column drawn unasked.
  const intrinsic = spec.type === 'manhattan' ? spec.roles.chromosome : undefined;
  const drawn = (name: string | undefined) => name !== undefined && !specialRoles.has(name) && name !== intrinsic && !edit;
  if ('x' in expect ? (expect.x ?? undefined) !== roles.x && drawn(roles.x ?? expect.x ?? undefined) : drawn(roles.x) && roles.x !== expect.color) major.push(`x ${roles.x}, expected ${expect.x ?? 'none'}`);
  if (edit && 'x' in expect && (expect.x ?? undefined) !== roles.x) major.push(`x ${roles.x}, expected ${expect.x ?? 'none'}`);
  if (edit && expect.color !== undefined && (expect.color ?? undefined) !== roles.color) major.push(`colour ${roles.color ?? 'none'}, expected ${expect.color ?? 'none'}`);
  if (expect.y ? !sameSet(expect.y, roles.y) : roles.y.some(drawn)) {
    if (expect.y || roles.y.length > 0) major.push(`y ${roles.y.join('+') || 'none'}, expected ${(expect.y ?? []).join('+') || 'none'}`);
  }
  const expectedFacet = typeof expect.facet === 'string' ? expect.facet : (expect.facet?.column ?? expect.facet?.row);
  if ((expect.color ?? undefined) !== roles.color && drawn(roles.color ?? expect.color ?? undefined)) major.push(`colour ${roles.color ?? 'none'}, expected ${expect.color ?? 'none'}`);
  if ((!edit || expect.facet !== undefined) && (expectedFacet ?? undefined) !== roles.facet) major.push(`facet ${roles.facet ?? 'none'}, expected ${expectedFacet ?? 'none'}`);
  // A pie of the rows' counts is drawn as each category's share of them.
  const pieShare = spec.type === 'pie' && (spec.aggregate ?? 'count') === 'count' && roles.y.length === 0 ? 'share' : undefined;
  if (expect.aggregate && expect.aggregate !== (pieShare ?? (spec.stack === 'percent' ? 'share' : undefined) ?? spec.aggregate ?? (spec.type === 'bar' && roles.y.length > 0 ? 'mean' : spec.type === 'bar' ? 'count' : undefined))) major.push(`aggregate ${spec.aggregate ?? 'none'}, expected ${expect.aggregate}`);
  if (expect.error && expect.error !== spec.errorBars) major.push(`error ${spec.errorBars ?? 'none'}, expected ${expect.error}`);
  for (const f of expect.filter ?? []) {
    // "top 10 by murders": the categories kept after summarising.
    if (f.op === 'top' || f.op === 'bottom') {
      if (spec.top?.n !== Number(f.value) || spec.top.by !== (f.op === 'top' ? 'largest' : 'smallest')) major.push(`not the ${f.op} ${String(f.value)}`);
      continue;
    }
    if (!(spec.filters ?? []).some((g) => g.column === f.column)) major.push(`no filter on ${f.column}`);
  }
  // A filter nobody asked for changes the figure only when it leaves rows out.
  for (const g of spec.filters ?? []) {
    if ((expect.filter ?? []).some((f) => f.column === g.column)) continue;
    const kept = (() => {
      try {
        return filterRows(table, [g]).rowCount;
      } catch {
        return 0;
      }
    })();
    if (kept < table.rowCount) major.push(`unasked filter on ${g.column}`);
  }
  for (const [key, value] of Object.entries(expect.method ?? {})) {
    const methods = (spec.methods ?? {}) as Record<string, unknown>;
    // Some chart types are their method: Kaplan-Meier prints the log-rank test's p, enzyme kinetics
    // fits Michaelis-Menten, dose-response the four-parameter logistic.
    if (key === 'test' && value === 'logrank' && spec.type === 'kaplan_meier') continue;
    if (key === 'fit' && ((value === 'michaelis_menten' && spec.type === 'enzyme_kinetics') || (value === '4pl' && spec.type === 'dose_response'))) continue;
    // A t-test names Welch's unless it says Student's: both are what "t" asks for.
    if (key === 'test' && value === 't' && (methods.test === 'welch' || methods.test === 't')) continue;
    // A 95% band: regression and standard curves draw it always, Kaplan-Meier when an interval is asked, others as a 95% CI.
    const band = ['regression', 'standard_curve'].includes(spec.type) || (spec.type === 'kaplan_meier' && spec.errorBars !== undefined) || spec.errorBars === 'ci95';
    const got = key === 'ci_band' ? band : key === 'test' ? methods.test : key === 'fit' ? methods.fit : key === 'correlation' ? methods.correlation : key === 'zscore' ? methods.zScore : key === 'meta' ? methods.meta : key === 'cluster' ? Boolean(methods.cluster) : key === 'median_survival' ? Boolean(methods.medianSurvival) : undefined;
    if (got !== value) major.push(`method ${key} ${String(got ?? 'none')}, expected ${String(value)}`);
  }
  for (const [role, column] of Object.entries(expect.roles ?? {})) {
    const got = spec.roles[role] ?? (role === 'label' ? undefined : undefined);
    if (got !== undefined && got !== column) major.push(`role ${role} ${got}, expected ${column}`);
  }
  for (const [axis, scale] of Object.entries(expect.scale ?? {})) {
    const got = axis === 'x' ? spec.xAxis.scale : axis === 'y' ? spec.yAxis.scale : undefined;
    if (got !== scale) minor.push(`${axis} scale ${got ?? 'none'}, expected ${scale}`);
  }
  for (const [axis, range] of Object.entries(expect.range ?? {})) {
    const got = axis === 'x' ? spec.xAxis.range : spec.yAxis.range;
    if (!got || got[0] !== range[0] || got[1] !== range[1]) minor.push(`${axis} range`);
  }
  if (expect.sort && expect.sort !== spec.sort) minor.push(`sort ${spec.sort ?? 'none'}, expected ${expect.sort}`);
  if (expect.orientation && expect.orientation !== (spec.orientation ?? 'vertical')) minor.push(`orientation`);
  for (const [which, text] of Object.entries(expect.labels ?? {})) {
    const got = which === 'title' ? spec.title : which === 'x' ? spec.xAxis.label : which === 'y' ? spec.yAxis.label : spec.legendTitle;
    if ((got ?? null) !== (text === null ? null : text) && !(text === null && (got === '' || got === undefined))) minor.push(`${which} label ${JSON.stringify(got ?? null)}, expected ${JSON.stringify(text)}`);
  }
  if (expect.legend && expect.legend !== spec.legend) minor.push(`legend ${spec.legend}, expected ${expect.legend}`);
  if (major.length > 0) return { verdict: 'silently wrong', why: major.join('; ') };
  if (minor.length > 0) return { verdict: 'partly', why: minor.join('; ') };
  return { verdict: 'honoured' };
}
