// Two-valued columns read as outcomes (0/1, yes/no, dead/alive, case/control).
import type { Column } from '../data/types.ts';
import { ChartError } from '../errors.ts';
import { levels } from './values.ts';

const POSITIVE = /^(1|true|yes|y|positive|pos|event|dead|death|died|deceased|relapse|relapsed|progressed|progression|case|cases|disease|diseased|malignant|cancer|failure|failed|recurrence|abnormal)$/i;
const NEGATIVE = /^(0|false|no|n|negative|neg|alive|censored|censor|control|controls|healthy|normal|benign|none|survived|living)$/i;

/** Whether a column can be read as a 0/1 outcome (two values at most). */
export function isBinary(col: Column): boolean {
  const values = levels(col.values);
  if (values.length < 1 || values.length > 2) return false;
  if (col.type === 'number') return values.every((v) => v === '0' || v === '1');
  return col.type === 'category';
}

/**
 * A two-valued column as booleans (null where empty): 0/1 numbers, or two categories where
 * the positive one is recognised by its word (yes, dead, case, positive ...) or, failing
 * that, is the second in sorted order (pROC's rule: levels are controls then cases).
 */
export function binaryValues(col: Column, what: string): { values: Array<boolean | null>; positive: string } {
  const lv = levels(col.values);
  if (col.type === 'number') {
    if (!lv.every((v) => v === '0' || v === '1')) throw new ChartError('COLUMN_NOT_BINARY', `Column "${col.name}" must hold 0 and 1 for the ${what}.`);
    return { values: col.values.map((v) => (typeof v === 'number' ? v === 1 : null)), positive: '1' };
  }
  if (lv.length !== 2) throw new ChartError('COLUMN_NOT_BINARY', `Column "${col.name}" must hold exactly two values for the ${what}; it has ${lv.length}.`);
  const [a, b] = lv as [string, string];
  let positive: string;
  if (POSITIVE.test(a.trim()) || NEGATIVE.test(b.trim())) positive = a;
  else if (POSITIVE.test(b.trim()) || NEGATIVE.test(a.trim())) positive = b;
  else positive = [a, b].sort()[1] as string;
  return { values: col.values.map((v) => (v === null ? null : String(v) === positive)), positive };
}
