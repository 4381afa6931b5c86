// The number formats of engines/chart/format.ts besides formatP: one function per meaning.
import { compact, estimateInterval, fixed, formatTicks, interval, percent, sig } from '../../../engines/chart/format.ts';

describe('fixed', () => {
  test('fixed decimals with a true minus sign and no negative zero', () => {
    expect(fixed(-1.234, 2)).toBe('\u22121.23');
    expect(fixed(-0.004, 2)).toBe('0.00');
    expect(fixed(0.5, 0)).toBe('1');
  });

  test('a million and more in exponent notation, to keep a label short', () => {
    expect(fixed(2_500_000, 0)).toBe('2.50e+6');
    expect(fixed(-2_500_000, 2)).toBe('\u22122.50e+6');
  });
});

describe('formatTicks', () => {
  test('one number of decimals across an axis, from the step', () => {
    expect(formatTicks([0, 0.5, 1])).toEqual(['0.0', '0.5', '1.0']);
    expect(formatTicks([0.001, 0.01, 0.1, 1], true)).toEqual(['0.001', '0.01', '0.1', '1']);
  });
});

describe('sig and compact', () => {
  test('sig keeps trailing zeros (they state the precision) and writes powers of ten out', () => {
    expect(sig(1.5)).toBe('1.50');
    expect(sig(-0.012345, 2)).toBe('\u22120.012');
    expect(sig(1.5e7)).toBe('1.50 × 10⁷');
    // The exponent as superscripts, as printed in a paper, never a caret.
    expect(sig(-2.5e-13, 2)).toBe('\u22122.5 × 10⁻¹³');
    expect(sig(NaN)).toBe('NA');
  });

  test('compact drops trailing zeros', () => {
    expect(compact(1.5)).toBe('1.5');
    expect(compact(-0.31234)).toBe('\u22120.312');
    expect(compact(123456)).toBe('1.23e+5');
  });
});

describe('intervals and percentages', () => {
  test('a range, and an estimate with its interval as forest plots print it', () => {
    expect(interval(0.53, 0.97, (v) => fixed(v, 2))).toBe('0.53–0.97');
    expect(estimateInterval(0.12, 0.05, 0.19, (v) => fixed(v, 2))).toBe('0.12 [0.05, 0.19]');
  });

  test('a share as a percentage with one decimal', () => {
    expect(percent(0.423)).toBe('42.3%');
    expect(percent(1)).toBe('100.0%');
  });
});
