// The columns a request named, placed where its chart type draws them, so that the stored spec
// says what is drawn and no chart type picks a column of its own instead. A summary chart's
// categories run along x: "average gross by genre" names the genres with "by", and with no x
// given they are the x (a grouping asked besides, "coloured by rating", stays the colours).
// A column named that the chart type would leave out, or a measurement of many values asked as
// colour groups, refuses the request (decision 117) rather than drawing without it.
import { EVERY_MEASURE, type ChartType } from './chartTypes.ts';
import { manhattanColumns } from './charts/manhattan.ts';
import { colouredByMeasure, distinctValues, MAX_GROUPS, SCALE_COLOURED } from './columns/colourMeasure.ts';
import { chooseFitted, FITTED_AXES, notNamedMessage, type FittedAxes } from './columns/fittedAxes.ts';
import { ChartError } from './errors.ts';
import { filterRows } from './transforms/filterRows.ts';
import type { Table } from './data/types.ts';
import { InstructionError } from './interpret/errors.ts';
import type { ChartSpec } from './spec.ts';
import { saidAs } from '../shared/said.ts';
import { sig } from './format.ts';

const SUMMARY_BY_CATEGORY: ReadonlySet<ChartType> = new Set(['bar', 'errorbar', 'dot']);

/** Chart types that draw one numeric variable (per group): a second one named would not be drawn. */
const ONE_VARIABLE: ReadonlySet<ChartType> = new Set(['histogram', 'stem_leaf', 'frequency_dot', 'calendar_heatmap']);

/**
 * Chart types of one value distribution per category of one column (a second category named would
 * not be drawn; box plots group by two), or per numeric column side by side when no group is named.
 */
const ONE_GROUPING: ReadonlySet<ChartType> = new Set(['boxplot', 'violin', 'beeswarm', 'raincloud', 'ridgeline']);

/** Chart types of points or lines in x and y: one x, and the y columns named as such. */
const X_AND_Y: ReadonlySet<ChartType> = new Set(['scatter', 'regression', 'hexbin', 'line', 'timeseries']);

function notDrawn(spec: ChartSpec, numbers: string[], what: string): InstructionError {
  return new InstructionError(
    'COLUMNS_NOT_DRAWN',
    `A ${spec.type.replace(/_/g, ' ')} chart shows ${what}, and the request names ${numbers.length} numeric columns${saidAs(`: ${numbers.join(', ')}`, '')}. Say which goes where (for example "<y> against <x>", or "by <column>" for groups); no column named is left out silently.`,
    { columns: numbers },
  );
}

/** Refuses a spec whose chart type would leave out a numeric column the request named. */
function everyColumnDrawn(table: Table, spec: ChartSpec): void {
  const taken = new Set([spec.group, spec.facet?.row, spec.facet?.column, ...Object.values(spec.roles), ...(spec.filters ?? []).map((f) => f.column)]);
  const isNumber = (n: string) => table.columns.find((c) => c.name === n)?.type === 'number';
  const loose = [...new Set(spec.mentioned)].filter((n) => !taken.has(n) && n !== spec.x && !spec.y.includes(n) && isNumber(n));
  if (ONE_VARIABLE.has(spec.type) || SUMMARY_BY_CATEGORY.has(spec.type) || spec.type === 'superplot') {
    const numbers = [...new Set([...spec.y, ...(ONE_VARIABLE.has(spec.type) && spec.x && isNumber(spec.x) ? [spec.x] : []), ...loose])].filter((n) => !taken.has(n));
    if (numbers.length > 1) throw notDrawn(spec, numbers, 'one numeric variable');
  }
  // A category column named and given no place ("histogram of weight and feed") would not be drawn.
  if (ONE_VARIABLE.has(spec.type) || SUMMARY_BY_CATEGORY.has(spec.type) || X_AND_Y.has(spec.type) || ONE_GROUPING.has(spec.type) || spec.type === 'superplot') {
    // A column naming each row once ("provinces", "patients") names the rows themselves.
    const identifies = (n: string) => {
      const values = table.columns.find((c) => c.name === n)?.values.filter((v) => v !== null) ?? [];
      return new Set(values).size === values.length;
    };
    const categories = [...new Set(spec.mentioned)].filter((n) => !taken.has(n) && n !== spec.x && !spec.y.includes(n) && table.columns.find((c) => c.name === n)?.type === 'category' && !identifies(n));
    // Violins, swarms and ridgelines draw one grouping: categories along x and colour groups of another column would lose one
    // (box plots draw both, grouped side by side).
    if (ONE_GROUPING.has(spec.type) && spec.type !== 'boxplot' && spec.x && spec.group && spec.x !== spec.group && table.columns.find((c) => c.name === spec.x)?.type === 'category') categories.push(spec.x);
    // A summary or box chart with no categories yet takes the first category named as its categories.
    // Stacked bars keep their stacks beside it ("bars of cut stacked by clarity").
    const open = (SUMMARY_BY_CATEGORY.has(spec.type) && !spec.x && (!spec.group || spec.stack !== undefined)) || (ONE_GROUPING.has(spec.type) && !spec.x && !spec.group) ? 1 : 0;
    if (categories.length > open) {
      const left = categories.slice(open);
      throw new InstructionError(
        'COLUMNS_NOT_DRAWN',
        `The request names ${left.join(', ')} without saying how to show ${left.length === 1 ? 'it' : 'them'}: write "by ${left[0]}" for groups in colour, or "separate panels for each ${left[0]}"; no column named is left out silently.`,
        { columns: left },
      );
    }
  }
  if (X_AND_Y.has(spec.type)) {
    // Without an x or a y the chart takes them from the columns named, in order: two at most.
    const open = (spec.x ? 0 : 1) + (spec.y.length > 0 ? 0 : 1);
    if (loose.length > open && !(spec.y.length === 0 && spec.x && ['line', 'timeseries'].includes(spec.type))) throw notDrawn(spec, [...(spec.x ? [spec.x] : []), ...spec.y, ...loose], 'one x and the y columns named against it');
  }
}

/** Charts whose groups are colours of points, never lines that follow one thing each. */
const POINT_COLOURS: ReadonlySet<ChartType> = new Set(['scatter', 'bubble', 'regression']);

/** Colours for groups need few distinct values; a measurement of many is no grouping. */
function groupsCountable(table: Table, spec: ChartSpec): void {
  const group = spec.group ? table.columns.find((c) => c.name === spec.group) : undefined;
  // Whole numbers are identifiers ("one line per chick"); fractions are a measurement, and so are
  // whole numbers coloured on points ("colour by depth" in km: a key of hundreds of colours).
  const measured = group?.type === 'number' && (POINT_COLOURS.has(spec.type) || group.values.some((v) => typeof v === 'number' && !Number.isInteger(v)));
  if (!group || !measured) return;
  // The groups drawn are those of the rows kept ("in 1900 and 2000" colours two years of fifteen).
  const drawn = colouredByMeasure(keptRows(table, spec), spec);
  if (drawn) {
    // A scatter or bubble chart of one panel colours its points along a scale instead.
    if (SCALE_COLOURED.has(spec.type) && !spec.facet) return;
    throw new InstructionError(
      'GROUP_COLUMN_CONTINUOUS',
      `"${group.name}" has ${distinctValues(drawn)} different values: too many to colour as groups (at most ${MAX_GROUPS}). Colour by a column of categories, put ${group.name} on an axis, or draw a scatter or bubble chart in one panel, which colours its points along a scale of ${group.name}.`,
      { columns: [group.name] },
    );
  }
}

/** The rows the spec's filters keep; all of them when a filter keeps none (that is refused where the chart is drawn). */
function keptRows(table: Table, spec: ChartSpec): Table {
  try {
    return filterRows(table, spec.filters);
  } catch {
    return table;
  }
}

/** Chart types whose y axis is −log10 of a p-value. */
const MINUS_LOG_P_Y: ReadonlySet<ChartType> = new Set(['manhattan', 'volcano']);

/**
 * "a suggestive line at 1e-6" on a Manhattan or volcano plot is a p-value: its line lies at
 * −log10(p) on the axis drawn, labelled with the p asked for (a value of 1 or more is already on
 * the axis's scale).
 */
function pValueLines(spec: ChartSpec): ChartSpec {
  if (!MINUS_LOG_P_Y.has(spec.type) || !spec.referenceLines.some((l) => l.axis === 'y' && l.value > 0 && l.value < 1)) return spec;
  return {
    ...spec,
    referenceLines: spec.referenceLines.map((l) => (l.axis === 'y' && l.value > 0 && l.value < 1 ? { ...l, value: -Math.log10(l.value), label: l.label ?? `p = ${sig(l.value, 2)}` } : l)),
  };
}

export function placeColumns(table: Table, given: ChartSpec): ChartSpec {
  const spec = pValueLines(given);
  const timed = alongTheDate(table, conditionsKept(pairsStated(table, curvesByArm(table, curvesNotAlongCategories(table, spec)))));
  everyColumnDrawn(table, timed);
  const placed = summaryCategories(table, timed);
  groupsCountable(table, placed);
  return placed;
}

/** "co2 in 1965 as a line", "stacked area of invest by firm": lines and stacked areas run along the data's one date column. */
function alongTheDate(table: Table, spec: ChartSpec): ChartSpec {
  if (!['line', 'timeseries', 'stacked_area'].includes(spec.type) || spec.x) return spec;
  const dated = table.columns.filter((c) => c.type === 'date');
  // With no date column, the one column of numbers named for time ("year", "Time (h)").
  const dates = dated.length > 0 ? dated : table.columns.filter((c) => c.type === 'number' && /^(?:year|years|yr|time|date|day|week|month|hour)s?\b/i.test(c.name));
  if (dates.length !== 1) return spec;
  const numbers = (spec.y.length > 0 ? spec.y : spec.mentioned.filter((n) => table.columns.find((c) => c.name === n)?.type === 'number' && n !== spec.group)).filter((n) => n !== dates[0]!.name);
  if (numbers.length === 0) return spec;
  return { ...spec, x: dates[0]!.name, y: [...numbers], mentioned: spec.mentioned.filter((n) => !numbers.includes(n)) };
}

function summaryCategories(table: Table, spec: ChartSpec): ChartSpec {
  if (!SUMMARY_BY_CATEGORY.has(spec.type) || spec.x || !spec.group) return spec;
  // "bars of cut stacked by clarity": on stacked bars the category named apart from the stacks runs along x.
  const named = spec.mentioned.find((n) => n !== spec.group && table.columns.find((c) => c.name === n)?.type === 'category');
  if (named && spec.stack) return { ...spec, x: named, mentioned: spec.mentioned.filter((n) => n !== named) };
  const group = table.columns.find((c) => c.name === spec.group);
  if (!group) return spec;
  // Bars keep the column as their colours too: one colour a category, as they were drawn by group.
  if (spec.type === 'bar') return { ...spec, x: spec.group };
  const { group: categories, ...rest } = spec;
  return { ...rest, x: categories };
}

/** Chart types that draw one measurement (per group) and find it in no header of their own. */
const ONE_MEASURE: ReadonlySet<ChartType> = new Set(['histogram', 'density', 'qq', 'ecdf', 'ogive', 'stem_leaf', 'frequency_dot', 'boxplot', 'violin', 'beeswarm', 'raincloud', 'ridgeline', 'dot', 'errorbar', 'bar', 'superplot']);

/** Names of columns of time, which are where a chart is drawn along, never its measurement. */
const TIME_COLUMN = /^(?:year|years|yr|time|date|day|week|month|hour)s?\b/i;

/**
 * The measurement of a new chart that names none ("boxplot by species", "histogram"): a bar of
 * categories alone counts the rows; otherwise the data's one measurement left (no axis, group,
 * panel or time column, not filtered to one value) is the documented default, and a choice among
 * several is the client's (MEASURE_NOT_NAMED), never the first column of the file.
 */
export function measureNamed(table: Table, given: ChartSpec): ChartSpec {
  const spec = categoriesNamed(table, ONE_MEASURE.has(given.type) ? rolesAsMentions(given) : given);
  const fitted = FITTED_AXES[spec.type];
  if (fitted) return fittedNamed(table, spec, fitted);
  if (spec.type === 'manhattan') return genomeRolesStated(table, spec);
  if (EVERY_MEASURE.has(spec.type)) return everyMeasure(table, spec);
  if (spec.type === 'bubble') return bubbleSizeNamed(table, spec);
  if (spec.type === 'pie' || spec.type === 'waterfall') return sliceValueNamed(table, spec);
  if (spec.type === 'radar') return radarNamed(table, spec);
  if (spec.type === 'stacked_area' && spec.group && spec.y.length === 0) return stackedMeasureNamed(table, spec);
  if (X_AND_Y.has(spec.type)) return xAndYNamed(table, spec);
  if (!ONE_MEASURE.has(spec.type) || spec.y.length > 0 || Object.keys(spec.roles).length > 0) return spec;
  const isNumber = (n: string | undefined) => table.columns.find((c) => c.name === n)?.type === 'number';
  if (spec.mentioned.some(isNumber) || (spec.x && isNumber(spec.x) && !['bar', 'dot', 'errorbar', 'boxplot', 'violin', 'beeswarm', 'raincloud'].includes(spec.type))) return spec;
  if (spec.type === 'bar' && (!spec.aggregate || spec.aggregate === 'count')) return spec.aggregate ? spec : { ...spec, aggregate: 'count' };
  // A table of groups as columns ("box plot" of Control and Treated): every column is a box.
  if (ONE_GROUPING.has(spec.type) && !spec.x && !spec.group && !spec.facet) return spec;
  const fixed = new Set((spec.filters ?? []).filter((f) => f.op === '=').map((f) => f.column));
  const taken = new Set([spec.x, spec.group, spec.facet?.row, spec.facet?.column, ...fixed]);
  const left = table.columns.filter((c) => c.type === 'number' && !taken.has(c.name) && !TIME_COLUMN.test(c.name)).map((c) => c.name);
  if (left.length === 1) return { ...spec, y: [left[0]!] };
  if (left.length === 0) return spec;
  throw new InstructionError(
    'MEASURE_NOT_NAMED',
    `The request names no measurement for the ${spec.type.replace(/_/g, ' ')} chart to show, and the data has ${left.length} numeric columns${saidAs(`: ${left.join(', ')}`, '')}. Name the one to draw (for example "${spec.type.replace(/_/g, ' ')} of ${left[0]}"); none is chosen for you.`,
    { columns: left },
  );
}

/** The numeric columns not drawn yet: no axis, group, panel, size, or column filtered to one value. */
function numbersLeft(table: Table, spec: ChartSpec, drawn: ReadonlyArray<string | undefined>): string[] {
  const fixed = (spec.filters ?? []).filter((f) => f.op === '=').map((f) => f.column);
  const taken = new Set([...drawn, spec.x, ...spec.y, spec.group, spec.facet?.row, spec.facet?.column, ...Object.values(spec.roles), ...fixed]);
  return table.columns.filter((c) => c.type === 'number' && !taken.has(c.name)).map((c) => c.name);
}

/** The one column left for a part of the chart, or MEASURE_NOT_NAMED naming the candidates. */
function onlyOneLeft(spec: ChartSpec, left: readonly string[], part: string, example: string): string | undefined {
  if (left.length <= 1) return left[0];
  throw new InstructionError(
    'MEASURE_NOT_NAMED',
    `The request does not say which column gives the ${part} of the ${spec.type.replace(/_/g, ' ')} chart, and the data has ${left.length} candidates${saidAs(`: ${left.join(', ')}`, '')}. Name it (for example "${example.replace('<column>', left[0]!)}"); none is chosen for you.`,
    { columns: [...left] },
  );
}

/** A bubble chart's x and y as for any chart of points, and its sizes named ("bubble size = pop") or the one column left. */
function bubbleSizeNamed(table: Table, spec: ChartSpec): ChartSpec {
  const placed = xAndYNamed(table, spec);
  if (placed.roles.weight) return placed;
  const isNumber = (n: string) => table.columns.find((c) => c.name === n)?.type === 'number';
  const named = placed.mentioned.filter((n) => isNumber(n) && n !== placed.x && !placed.y.includes(n));
  if (!placed.x || placed.y.length === 0) return placed;
  const size = named.length === 1 ? named[0] : onlyOneLeft(placed, numbersLeft(table, placed, []), 'bubble sizes', 'bubble size = <column>');
  return size ? { ...placed, roles: { ...placed.roles, weight: size }, mentioned: placed.mentioned.filter((n) => n !== size) } : placed;
}

/**
 * Pie slices and waterfall steps of a table with one row per category ("share of revenue by
 * region" on a table of regions): their sizes are the measurement named, else the one left; a
 * category that repeats is counted.
 */
function sliceValueNamed(table: Table, spec: ChartSpec): ChartSpec {
  const isNumber = (n: string | undefined) => table.columns.find((c) => c.name === n)?.type === 'number';
  if (spec.y.length > 0 || spec.roles.weight || spec.mentioned.some(isNumber)) return spec;
  const name = spec.x ?? spec.group ?? spec.mentioned.find((n) => table.columns.find((c) => c.name === n)?.type === 'category');
  const category = table.columns.find((c) => c.name === name);
  if (!category) return spec;
  const present = category.values.filter((v) => v !== null);
  if (new Set(present).size < present.length) return spec;
  const y = onlyOneLeft(spec, numbersLeft(table, spec, [category.name]), spec.type === 'pie' ? 'slice sizes' : 'step sizes', `${spec.type} of <column> by ${category.name}`);
  return y ? { ...spec, y: [y] } : spec;
}

/**
 * A radar chart's axes are the measurements named (three or more), or every one when none is
 * named; its polygons are the groups named, else the table's one column of categories (none:
 * one polygon a row). One or two named are refused rather than made up to three.
 */
function radarNamed(table: Table, spec: ChartSpec): ChartSpec {
  const isNumber = (n: string) => table.columns.find((c) => c.name === n)?.type === 'number';
  const named = [...new Set([...spec.y, ...spec.mentioned.filter(isNumber)])];
  if (named.length > 0 && named.length < 3) {
    throw new InstructionError('COLUMNS_NOT_DRAWN', `A radar chart draws three or more measurements as its axes, and the request names ${named.length}${saidAs(`: ${named.join(', ')}`, '')}. Name at least three, or none for every numeric column; none is added for you.`, { columns: named });
  }
  if (spec.group || (spec.x && table.columns.find((c) => c.name === spec.x)?.type === 'category')) return spec;
  const fixed = new Set((spec.filters ?? []).filter((f) => f.op === '=').map((f) => f.column));
  const categories = table.columns.filter((c) => c.type === 'category' && !fixed.has(c.name) && c.name !== spec.facet?.row && c.name !== spec.facet?.column && !spec.mentioned.includes(c.name)).map((c) => c.name);
  const mentionedCategory = spec.mentioned.find((n) => table.columns.find((c) => c.name === n)?.type === 'category');
  if (mentionedCategory) return { ...spec, group: mentionedCategory, mentioned: spec.mentioned.filter((n) => n !== mentionedCategory) };
  const group = onlyOneLeft(spec, categories, 'polygons (one per group)', 'radar chart by <column>');
  return group ? { ...spec, group } : spec;
}

/** Stacked areas by a group stack one measurement: the one named, or the one column left. */
function stackedMeasureNamed(table: Table, spec: ChartSpec): ChartSpec {
  const isNumber = (n: string) => table.columns.find((c) => c.name === n)?.type === 'number';
  if (spec.mentioned.some((n) => isNumber(n) && n !== spec.x)) return spec;
  const y = onlyOneLeft(spec, numbersLeft(table, spec, []), 'stacked values', 'stacked areas of <column>');
  return y ? { ...spec, y: [y] } : spec;
}

/**
 * The categories along a bar, error-bar or dot chart that names none ("bar chart of mean body
 * mass"): the table's one column of categories (its row names on a table of one row each), else
 * the client's choice (CATEGORY_NOT_NAMED), never the first such column of the file.
 */
function categoriesNamed(table: Table, spec: ChartSpec): ChartSpec {
  if (!SUMMARY_BY_CATEGORY.has(spec.type) || spec.x || spec.group) return spec;
  const isCategory = (n: string) => table.columns.find((c) => c.name === n)?.type === 'category';
  const named = spec.mentioned.filter(isCategory);
  if (named.length > 0) return spec;
  const fixed = new Set((spec.filters ?? []).filter((f) => f.op === '=').map((f) => f.column));
  const left = table.columns.filter((c) => c.type === 'category' && !fixed.has(c.name) && c.name !== spec.facet?.row && c.name !== spec.facet?.column).map((c) => c.name);
  if (left.length <= 1) return left[0] ? { ...spec, x: left[0] } : spec;
  throw new InstructionError(
    'CATEGORY_NOT_NAMED',
    `The request does not say which categories the ${spec.type.replace(/_/g, ' ')} chart compares, and the data has ${left.length} columns of them${saidAs(`: ${left.join(', ')}`, '')}. Name one (for example "by ${left[0]}"); none is chosen for you.`,
    { columns: left },
  );
}

/** The roles a chart of one measurement draws of itself: labels, weights and interval bounds. */
const ONE_MEASURE_ROLES = new Set(['label', 'weight', 'lower', 'upper', 'pair']);

/**
 * "distribution of follow-up time": a role word of another chart type ("follow-up" is a survival
 * curve's time) before a column names that column; a chart of one measurement has no such role, so
 * the column is one the request named, to be drawn as such rather than left out.
 */
function rolesAsMentions(spec: ChartSpec): ChartSpec {
  const foreign = Object.entries(spec.roles).filter(([role]) => !ONE_MEASURE_ROLES.has(role));
  if (foreign.length === 0) return spec;
  const roles = Object.fromEntries(Object.entries(spec.roles).filter(([role]) => ONE_MEASURE_ROLES.has(role)));
  const mentioned = [...spec.mentioned, ...foreign.map(([, column]) => column).filter((c): c is string => typeof c === 'string' && !spec.mentioned.includes(c))];
  return { ...spec, roles, mentioned };
}

/** A fitted curve's x and y, written into the spec: the request's, or the one column each the headers point to. */
function fittedNamed(table: Table, spec: ChartSpec, axes: FittedAxes): ChartSpec {
  const choice = chooseFitted(table, spec, axes);
  if ('open' in choice) throw new InstructionError('MEASURE_NOT_NAMED', notNamedMessage(spec.type, axes, choice.open, choice.options), { columns: choice.options });
  const { x, y } = choice;
  const { group, ...rest } = spec;
  return { ...rest, ...(group && group !== x.name ? { group } : {}), x: x.name, y: spec.y.length > 0 ? spec.y : [y.name], mentioned: spec.mentioned.filter((n) => n !== x.name && n !== y.name) };
}

/** The measurements a chart of all of them draws, stated in the spec ("the four arrest variables"); Bland-Altman compares exactly two. */
function everyMeasure(table: Table, spec: ChartSpec): ChartSpec {
  const isNumber = (n: string | undefined) => table.columns.find((c) => c.name === n)?.type === 'number';
  if (spec.y.length > 0 || spec.mentioned.some(isNumber) || Object.keys(spec.roles).length > 0) return spec;
  const numbers = table.columns.filter((c) => c.type === 'number').map((c) => c.name);
  if (spec.type === 'bland_altman' && numbers.length !== 2) return spec;
  return numbers.length >= 2 ? { ...spec, y: numbers } : spec;
}

/**
 * The x and y of a chart of points or lines that names fewer than it draws ("scatter of body
 * mass", "line chart by species"): the data's numeric columns left fill them only when they are
 * exactly as many as needed (R's plot of a two-column table); otherwise MEASURE_NOT_NAMED.
 */
function xAndYNamed(table: Table, spec: ChartSpec): ChartSpec {
  if (Object.keys(spec.roles).length > 0) return spec;
  const numberNames = table.columns.filter((c) => c.type === 'number' || c.type === 'date').map((c) => c.name);
  const isNumber = (n: string | undefined) => n !== undefined && numberNames.includes(n);
  const named = new Set([...(isNumber(spec.x) ? [spec.x!] : []), ...spec.y, ...spec.mentioned.filter(isNumber)]);
  const needs = 2 - Math.min(2, (spec.x ? 1 : 0) + spec.y.length + spec.mentioned.filter((n) => isNumber(n) && n !== spec.x && !spec.y.includes(n)).length);
  if (needs <= 0) return pairStated(table, spec);
  const fixed = new Set((spec.filters ?? []).filter((f) => f.op === '=').map((f) => f.column));
  const left = table.columns.filter((c) => c.type === 'number' && !named.has(c.name) && c.name !== spec.group && !fixed.has(c.name) && c.name !== spec.facet?.row && c.name !== spec.facet?.column).map((c) => c.name);
  if (left.length === needs) {
    // Time goes along x ("line chart, one line per chick": weight over Time), else the file's order.
    const [first, second] = needs === 2 && left.filter((n) => TIME_COLUMN.test(n)).length === 1 ? [...left].sort((a, b) => Number(TIME_COLUMN.test(b)) - Number(TIME_COLUMN.test(a))) : left;
    if (!spec.x) return { ...spec, x: first, ...(spec.y.length === 0 && second ? { y: [second] } : {}) };
    return { ...spec, y: [first!] };
  }
  if (left.length === 0) return spec;
  throw new InstructionError(
    'MEASURE_NOT_NAMED',
    `A ${spec.type.replace(/_/g, ' ')} chart draws a y against an x, and the request names ${named.size === 0 ? 'neither' : `only ${[...named].join(', ')}`}; the data has ${left.length} other numeric columns${saidAs(`: ${left.join(', ')}`, '')}. Name them (for example "${left[0]} against ${left[1] ?? left[0]}"); none is chosen for you.`,
    { columns: left },
  );
}

/**
 * "how are petal length and petal width related": two measurements named with no side said are
 * drawn the first along x, the second up y (as R's plot(a, b) and the renderers place them), but
 * for a map's latitude and longitude; the spec states it, so that what is drawn is what the reading shows.
 */
function pairStated(table: Table, spec: ChartSpec): ChartSpec {
  if (spec.x || spec.y.length > 0 || !['scatter', 'regression', 'hexbin'].includes(spec.type)) return spec;
  const numbers = spec.mentioned.filter((n) => n !== spec.group && table.columns.find((c) => c.name === n)?.type === 'number');
  if (numbers.length !== 2) return spec;
  // Latitude and longitude are a map's axes whichever is named first: longitude along x.
  const [x, y] = LATITUDE.test(numbers[0]!) && LONGITUDE.test(numbers[1]!) ? [numbers[1]!, numbers[0]!] : [numbers[0]!, numbers[1]!];
  return { ...spec, x, y: [y], mentioned: spec.mentioned.filter((n) => !numbers.includes(n)) };
}

const LATITUDE = /^lat(?:itude)?(?![a-z])/i;
const LONGITUDE = /^(?:lon|long|lng|longitude)(?![a-z])/i;

/**
 * A Manhattan plot's chromosome, position and p-value columns, stated as the renderer finds them
 * (named roles, else GWAS headers), so that the reading shows what is drawn. Data lacking one is
 * refused when the chart is drawn, with the renderer's reason.
 */
function genomeRolesStated(table: Table, spec: ChartSpec): ChartSpec {
  try {
    const { chr, pos, pCol } = manhattanColumns({ table, spec });
    const roles = { ...spec.roles, chromosome: chr.name, position: pos.name, p: pCol.name };
    return { ...spec, roles, mentioned: spec.mentioned.filter((n) => ![chr.name, pos.name, pCol.name].includes(n)) };
  } catch (error) {
    if (error instanceof ChartError) return spec;
    throw error;
  }
}

/**
 * "week 0 and week 24 for each patient, joined by lines": on a paired dot plot the column the
 * request goes through one by one ("for each patient") is the subjects paired, and a column kept
 * to exactly two values is the two conditions compared. Stated, so the pairs are the ones asked.
 */
function pairsStated(table: Table, spec: ChartSpec): ChartSpec {
  if (spec.type !== 'paired_dot') return spec;
  let placed = spec;
  if (isSubjects(table, spec)) {
    const { group, ...rest } = spec;
    placed = { ...rest, roles: { ...spec.roles, pair: group! } };
  }
  const two = (placed.filters ?? []).filter((f) => f.op === 'in' && Array.isArray(f.value) && f.value.length === 2 && f.column !== placed.roles.pair);
  return !placed.x && two.length === 1 ? { ...placed, x: two[0]!.column, mentioned: placed.mentioned.filter((n) => n !== two[0]!.column) } : placed;
}

/**
 * "SuperPlot of cell area: Control, siRNA-1 and siRNA-2, coloured by replicate": the conditions of
 * a SuperPlot named only by their values are the one column kept to two or more of its values (as
 * a paired dot plot's two conditions are). Stated, so that what is drawn is what the reading shows.
 */
function conditionsKept(spec: ChartSpec): ChartSpec {
  if (spec.type !== 'superplot' || spec.x || !spec.group) return spec;
  const kept = [...new Set((spec.filters ?? []).filter((f) => f.op === 'in' && Array.isArray(f.value) && f.value.length >= 2 && f.column !== spec.group).map((f) => f.column))];
  return kept.length === 1 ? { ...spec, x: kept[0]!, mentioned: spec.mentioned.filter((n) => n !== kept[0]) } : spec;
}

/** Whether the groups named are subjects: many values, each in a few of the rows kept ("by group" of Control/Treated is not). */
function isSubjects(table: Table, spec: ChartSpec): boolean {
  if (spec.roles.pair || !spec.group || table.columns.find((c) => c.name === spec.group)?.type !== 'category') return false;
  const counts = new Map<string, number>();
  for (const v of filterRows(table, spec.filters ?? []).columns.find((c) => c.name === spec.group)?.values ?? []) if (v !== null) counts.set(String(v), (counts.get(String(v)) ?? 0) + 1);
  return counts.size >= 3 && Math.max(...counts.values()) <= 4;
}

/** Curves whose x is a statistic of their own (1 − specificity, recall, predicted probability, time to event). */
const OWN_X_CURVES: ReadonlySet<ChartType> = new Set(['roc', 'precision_recall', 'calibration_curve', 'kaplan_meier']);

/** "ROC curves of the four models": on curves with an x of their own, a column of categories read as x splits the curves. */
function curvesNotAlongCategories(table: Table, spec: ChartSpec): ChartSpec {
  if (!OWN_X_CURVES.has(spec.type) || !spec.x || (spec.group && spec.group !== spec.x)) return spec;
  if (table.columns.find((c) => c.name === spec.x)?.type !== 'category') return spec;
  const { x: groups, ...rest } = spec;
  return { ...rest, group: groups };
}

/** "KM curves by treatment arm": a column of arms named beside survival curves splits them, stated as the spec's groups. */
function curvesByArm(table: Table, spec: ChartSpec): ChartSpec {
  if (spec.type !== 'kaplan_meier' || spec.group) return spec;
  const arms = spec.mentioned.find((n) => {
    const c = table.columns.find((col) => col.name === n);
    const count = c ? new Set(c.values.filter((v) => v !== null)).size : 0;
    return c?.type === 'category' && count >= 2 && count <= 8 && n !== spec.roles.event;
  });
  return arms ? { ...spec, group: arms, mentioned: spec.mentioned.filter((n) => n !== arms) } : spec;
}
