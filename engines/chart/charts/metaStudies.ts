// The studies of a meta-analysis read from a table, for forest and funnel plots: one row per
// study with an estimate and either its 95% CI (lower, upper) or its standard error. Ratios
// (odds, risk, hazard ratios: by the column's name, or a log scale asked for, with every value
// positive) are analysed on the log scale, as metafor does, and shown back on the ratio scale.
import { findColumn, require } from '../columns/find.ts';
import { numbersOf, textOf } from '../columns/values.ts';
import type { AxisDef } from '../plot/customCartesian.ts';
import { ChartError } from '../errors.ts';
import type { ChartSpec } from '../spec.ts';
import type { Table } from '../data/types.ts';
import { effectFromEstimate, seFromCI, type StudyEffect } from '../stats/meta.ts';

export const LOWER_NAMES = /lower|lcl|\blow\b|ci[\s._-]*l(ow)?\b|^ll$|^lci$|_lo$|\blo\b/i;
export const UPPER_NAMES = /upper|ucl|\bhigh\b|ci[\s._-]*(u|up|hi)\b|^ul$|^uci$|_hi$|\bhi\b/i;
export const SE_NAMES = /^se$|^sei$|std[\s._-]*err|standard[\s._-]*error|^s\.?e\.?$/i;
const RATIO_NAMES = /(^|[\s._-])(or|rr|hr|irr)($|[\s._-])|odds|risk[\s._-]*ratio|hazard|ratio/i;
const ESTIMATE_NAMES = /^(or|rr|hr|irr|es|smd|md|rd|estimate|effect|est|beta|yi)$|odds|ratio|effect|estimate|mean[\s._-]*diff|difference/i;
const STUDY_NAMES = /study|trial|author|source|name|cohort|reference|^id$/i;

export interface MetaStudies {
  studies: StudyEffect[];
  /** Shown on the ratio scale (exp of the analysis scale, null at 1). */
  ratio: boolean;
  estimateName: string;
  /** The CI each study gives, on the shown scale (the data's own numbers when it has them). */
  shown: Array<{ estimate: number; lower: number; upper: number }>;
}

export function readStudies(table: Table, spec: ChartSpec): MetaStudies {
  const lower = findColumn(table, spec, { roles: ['lower'], names: LOWER_NAMES, types: ['number'] });
  const upper = findColumn(table, spec, { roles: ['upper'], names: UPPER_NAMES, types: ['number'], exclude: [lower?.name] });
  const se = findColumn(table, spec, { names: SE_NAMES, types: ['number'], exclude: [lower?.name, upper?.name] });
  const others = [lower?.name, upper?.name, se?.name];
  const fromY = spec.y[0] && !others.includes(spec.y[0]) ? table.columns.find((c) => c.name === spec.y[0] && c.type === 'number') : undefined;
  const estimate = require(
    fromY ?? findColumn(table, spec, { names: ESTIMATE_NAMES, types: ['number'], exclude: others }) ?? findColumn(table, spec, { types: ['number'], exclude: others }),
    'COLUMNS_MISSING',
    'A forest or funnel plot needs an estimate column per study and its 95% CI (lower and upper columns) or standard error (an "se" column).',
  );
  if (!(lower && upper) && !se) {
    throw new ChartError('COLUMNS_MISSING', `Each study's estimate ("${estimate.name}") needs its 95% CI (columns such as "lower" and "upper") or its standard error (a column "se").`);
  }
  const nameCol =
    (spec.group ? table.columns.find((c) => c.name === spec.group && c.type === 'category') : undefined) ??
    findColumn(table, spec, { roles: ['label', 'source'], names: STUDY_NAMES, types: ['category'] }) ??
    findColumn(table, spec, { types: ['category'] });
  const names = nameCol ? textOf(nameCol) : [];
  const est = numbersOf(estimate);
  const lo = lower ? numbersOf(lower) : [];
  const hi = upper ? numbersOf(upper) : [];
  const ses = se ? numbersOf(se) : [];
  const positive = est.every((v, i) => !Number.isFinite(v) || (v > 0 && (!lower || (lo[i] ?? 0) > 0) && (!upper || (hi[i] ?? 0) > 0)));
  const logAsked = spec.xAxis.scale === 'log' || spec.yAxis.scale === 'log';
  // A column already on the log scale ("logOR", "log_HR") is drawn as it is, null at 0.
  const ratio = positive && !/log/i.test(estimate.name) && (RATIO_NAMES.test(estimate.name) || logAsked);
  const studies: StudyEffect[] = [];
  const shown: MetaStudies['shown'] = [];
  for (let i = 0; i < table.rowCount; i++) {
    const e = est[i] ?? NaN;
    if (!Number.isFinite(e)) continue;
    const name = names[i] || `Study ${i + 1}`;
    const l = lo[i] ?? NaN;
    const u = hi[i] ?? NaN;
    let s = ses[i] ?? NaN;
    if (!Number.isFinite(s) && Number.isFinite(l) && Number.isFinite(u)) s = seFromCI(l, u, { log: ratio });
    if (!(s > 0)) throw new ChartError('BAD_VALUES', `Study "${name}" has no usable CI or standard error (the CI must have lower < upper).`);
    const effect = effectFromEstimate(name, ratio ? Math.log(e) : e, s);
    studies.push(effect);
    const hasCI = Number.isFinite(l) && Number.isFinite(u);
    shown.push({
      estimate: e,
      lower: hasCI ? l : ratio ? Math.exp(effect.ciLower) : effect.ciLower,
      upper: hasCI ? u : ratio ? Math.exp(effect.ciUpper) : effect.ciUpper,
    });
  }
  if (studies.length < 2) throw new ChartError('NO_VALUES', 'A meta-analysis needs at least two studies with an estimate and a CI or standard error.');
  return { studies, ratio, estimateName: estimate.name, shown };
}

/** Ticks for a ratio axis on the log scale: 1-2-5 values (or powers of ten when there are many). */
export function ratioTicks(lo: number, hi: number): number[] {
  const all: number[] = [];
  for (let k = -4; k <= 4; k++) for (const m of [1, 2, 5]) all.push(Number((m * 10 ** k).toPrecision(6)));
  let ticks = all.filter((t) => t >= lo * 0.999 && t <= hi * 1.001);
  if (ticks.length > 7) ticks = ticks.filter((t) => Math.abs(Math.log10(t) - Math.round(Math.log10(t))) < 1e-9);
  return ticks;
}

/** A log-ratio axis (positions in natural-log units) between the 1-2-5 ratios bracketing [lo, hi], labelled with the ratios. */
export function ratioAxis(lo: number, hi: number): Extract<AxisDef, { kind: 'custom' }> {
  const series = [-4, -3, -2, -1, 0, 1, 2, 3].flatMap((k) => [1, 2, 5].map((m) => Number((m * 10 ** k).toPrecision(6))));
  const t0 = [...series].reverse().find((t) => t <= lo * 1.0001) ?? lo;
  const t1 = series.find((t) => t >= hi / 1.0001) ?? hi;
  const ticks = ratioTicks(t0, t1);
  return { kind: 'custom', domain: [Math.log(t0), Math.log(t1)], ticks: ticks.map((t) => ({ value: Math.log(t), label: String(t) })) };
}
