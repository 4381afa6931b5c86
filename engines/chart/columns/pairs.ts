// The data of a paired comparison (paired dot plots, paired tests between groups): each
// subject's values under each condition, from long data (subject, condition and value columns)
// or wide data (a column per condition, a row per subject). Data that cannot be paired are
// refused (PAIRS_NOT_FORMED), never paired some other way.
import type { ChartInput } from '../charts/types.ts';
import type { Column, Table } from '../data/types.ts';
import { ChartError } from '../errors.ts';
import type { ChartSpec } from '../spec.ts';
import { column, findColumns, numeric } from './find.ts';
import { levels } from './values.ts';

export interface PairedData {
  conditions: string[];
  /** One row per subject: a value per condition (null where missing). */
  subjects: Array<{ id: string; values: Array<number | null> }>;
  valueName: string;
  conditionName?: string;
}

/** Headers that name the unit measured twice: "ID", "Subject", "patient_id", "Mouse #", "pair". */
const SUBJECT_NAMES = /^(id|subject|subj|patient|participant|person|individual|animal|mouse|rat|donor|case|pair|plant|volunteer)s?[\s._#-]*(id|no\.?|number|#)?$|(^|[\s._-])id$/i;

const named = (table: Table, names: Array<string | undefined>): Column[] =>
  [...new Set(names.filter((n): n is string => Boolean(n)))].map((n) => column(table, n));

/** Whether some value of the column occurs in more than one row. */
function repeats(c: Column): boolean {
  const seen = new Set<string>();
  for (const v of c.values) {
    if (v === null) continue;
    if (seen.has(String(v))) return true;
    seen.add(String(v));
  }
  return false;
}

/** The conditions in the order a reader expects: numeric codes ascending, text as first met. */
function conditionLevels(c: Column): string[] {
  const found = levels(c.values);
  return c.type === 'number' ? found.sort((a, b) => Number(a) - Number(b)) : found;
}

/** Rows keyed by subject, one value per condition; the subjects in order of first appearance. */
function pairsBySubject(subject: Column, condition: Column, value: Column): PairedData {
  const conditions = conditionLevels(condition);
  const rows = new Map<string, Array<number | null>>();
  for (let i = 0; i < value.values.length; i++) {
    const id = subject.values[i];
    const cond = condition.values[i];
    const v = value.values[i];
    if (id === null || id === undefined || cond === null || cond === undefined || typeof v !== 'number' || !Number.isFinite(v)) continue;
    const row = rows.get(String(id)) ?? conditions.map((): number | null => null);
    const k = conditions.indexOf(String(cond));
    if (row[k] !== null) {
      throw new ChartError(
        'PAIRS_NOT_FORMED',
        `"${subject.name}" ${String(id)} has more than one "${value.name}" value under "${condition.name}" = ${String(cond)}: a paired comparison needs one value per subject and condition.`,
      );
    }
    row[k] = v;
    rows.set(String(id), row);
  }
  const subjects = [...rows].map(([id, values]) => ({ id, values }));
  if (subjects.filter((s) => s.values.filter((v) => v !== null).length >= 2).length < 2) {
    throw new ChartError(
      'PAIRS_NOT_FORMED',
      `No two "${subject.name}" values have "${value.name}" under two conditions of "${condition.name}": these are independent groups, not pairs (a box plot or an error-bar chart compares them).`,
    );
  }
  return { conditions, subjects, valueName: value.name, conditionName: condition.name };
}

/** A column of conditions: at least two levels, each met on average in two rows or more. */
function conditionLike(c: Column): boolean {
  const n = levels(c.values).length;
  return n >= 2 && n * 2 <= c.values.filter((v) => v !== null).length;
}

/** Condition and value columns of a long table (besides the subject); undefined when it is not one. */
function longColumns(table: Table, spec: ChartSpec, subject: Column | undefined): { condition: Column; value: Column } | undefined {
  const free = (c: Column) => c.name !== subject?.name && c.name !== spec.y[0];
  // The condition: x, else the "by" column, else the named (then any) column with the fewest levels.
  const fewest = (cs: Column[]) => cs.filter((c) => free(c) && conditionLike(c)).sort((a, b) => levels(a.values).length - levels(b.values).length)[0];
  const mentioned = named(table, spec.mentioned);
  const condition = fewest(named(table, [spec.x, spec.group])) ?? fewest(mentioned) ?? fewest(table.columns);
  if (!condition) return undefined;
  const isValue = (c: Column) => c.type === 'number' && free(c) && c.name !== condition.name && !SUBJECT_NAMES.test(c.name);
  const value = spec.y[0] ? numeric(table, spec.y[0]) : (mentioned.find(isValue) ?? table.columns.find(isValue));
  return value ? { condition, value } : undefined;
}

/** Whether a column can say which rows are one subject: its values repeat, each once per condition, most under two conditions or more. */
function pairsRows(c: Column, condition: Column, value: Column): boolean {
  if (c.name === condition.name || c.name === value.name) return false;
  if (c.type !== 'category' && !(c.type === 'number' && c.values.every((v) => v === null || Number.isInteger(v)))) return false;
  const seen = new Set<string>();
  const conditionsOf = new Map<string, number>();
  for (let i = 0; i < value.values.length; i++) {
    const id = c.values[i];
    const cond = condition.values[i];
    if (id === null || id === undefined || cond === null || cond === undefined || typeof value.values[i] !== 'number') continue;
    const key = `${String(id)}\u0000${String(cond)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    conditionsOf.set(String(id), (conditionsOf.get(String(id)) ?? 0) + 1);
  }
  const counts = [...conditionsOf.values()];
  return counts.filter((n) => n >= 2).length * 2 >= counts.length && counts.some((n) => n >= 2);
}

/**
 * Each subject's values under each condition. Long data (a value column, a condition column,
 * a subject column) are paired by subject: the subject is `roles.pair`, else a column named
 * like one (ID, Subject, Patient ...), else the column whose values, with the condition's,
 * name each row once. Wide data (a column per condition, a row per subject) are paired by row.
 * Data that cannot be paired are refused (PAIRS_NOT_FORMED), never paired some other way.
 */
export function pairedData(input: ChartInput): PairedData {
  const { table, spec } = input;
  const given = spec.roles.pair ? column(table, spec.roles.pair) : undefined;
  const subjectByName = given ?? [...named(table, [spec.group, spec.x, ...spec.mentioned]), ...table.columns].find((c) => SUBJECT_NAMES.test(c.name) && !spec.y.includes(c.name));
  const wide = (cols: Column[]): PairedData => {
    const subjects = Array.from({ length: table.rowCount }, (_, i) => ({
      id: subjectByName ? String(subjectByName.values[i] ?? i + 1) : String(i + 1),
      values: cols.map((c) => (typeof c.values[i] === 'number' && Number.isFinite(c.values[i]) ? (c.values[i] as number) : null)),
    })).filter((s) => s.values.some((v) => v !== null));
    return { conditions: cols.map((c) => c.name), subjects, valueName: 'Value' };
  };
  // Two or more value columns named as y: a column per condition, a row per subject.
  if (spec.y.length >= 2) return wide(spec.y.map((n) => numeric(table, n)));
  // A subject met in several rows: long data, whatever else was named.
  if (subjectByName && repeats(subjectByName)) {
    const long = longColumns(table, spec, subjectByName);
    if (!long) throw new ChartError('PAIRS_NOT_FORMED', `"${subjectByName.name}" names each subject in several rows, but no condition column and value column go with it: name the value and the condition (e.g. "<value> against <condition>").`);
    return pairsBySubject(subjectByName, long.condition, long.value);
  }
  if (given) throw new ChartError('PAIRS_NOT_FORMED', `Each "${given.name}" occurs in one row only: no subject is measured twice, so there is nothing to pair by it.`);
  // Value columns named (not the condition): a column per condition, a row per subject.
  const values = findColumns(table, spec, { types: ['number'], mentionedOnly: true, exclude: [subjectByName?.name, spec.x, spec.group] });
  if (values.length >= 2) return wide(values);
  const long = longColumns(table, spec, undefined);
  if (long) {
    if (subjectByName) {
      throw new ChartError('PAIRS_NOT_FORMED', `Each "${subjectByName.name}" occurs in one row only: no subject has "${long.value.name}" under two conditions of "${long.condition.name}", so there is nothing to pair (these are independent groups: a box plot or an error-bar chart compares them).`);
    }
    // The subject found by the shape of the data: the column whose values, with the condition's, name each row once.
    const subject = table.columns
      .filter((c) => pairsRows(c, long.condition, long.value))
      .sort((a, b) => Number(b.type === 'category') - Number(a.type === 'category') || levels(b.values).length - levels(a.values).length)[0];
    if (subject) return pairsBySubject(subject, long.condition, long.value);
    // Long data without a subject column are refused; numeric columns of a few levels each,
    // with no condition named, are rather a column per condition (scores before and after).
    if (spec.x || spec.group || spec.y[0] || !conditionLike(long.value)) {
      throw new ChartError(
        'PAIRS_NOT_FORMED',
        `A paired comparison of "${long.value.name}" across "${long.condition.name}" needs a column that says which rows are the same subject (an ID measured under each condition); the data has none. Name it as the pair (subject) column.`,
      );
    }
  }
  const cols = table.columns.filter((c) => c.type === 'number' && c.name !== subjectByName?.name);
  if (cols.length < 2) throw new ChartError('COLUMNS_MISSING', 'A paired dot plot needs two numeric columns (e.g. before and after), or subject, condition and value columns.');
  return wide(cols);
}
