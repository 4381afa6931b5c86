// One p-value formatter for every chart: as journals print p, and never rounded across 0.05.
import { formatP } from '../../../engines/chart/format.ts';

describe('formatP', () => {
  test('p < 0.001 below a thousandth; three decimals below 0.1, two above', () => {
    expect(formatP(0.00004)).toBe('p < 0.001');
    expect(formatP(0.0321)).toBe('p = 0.032');
    expect(formatP(0.41)).toBe('p = 0.41');
    expect(formatP(0.5)).toBe('p = 0.50');
  });

  test('a value near 0.05 keeps the digits that put it on its own side of the threshold', () => {
    expect(formatP(0.0496)).toBe('p = 0.0496');
    expect(formatP(0.0504)).toBe('p = 0.0504');
    expect(formatP(0.0494)).toBe('p = 0.049');
    expect(formatP(0.05)).toBe('p = 0.050');
  });

  test('names the statistic and says NA for a missing value', () => {
    expect(formatP(0.012, 'q')).toBe('q = 0.012');
    expect(formatP(Number.NaN)).toBe('p = NA');
  });
});
