// A threshold in words or signs, and two thresholds that split the values between them.
import { complementaryThresholds, threshold } from '../../../engines/language/index.ts';

describe('thresholds as people write them', () => {
  test('signs, words before the number and words after it', () => {
    expect(threshold('compliance is under 80%')).toEqual({ value: 80, side: 'below', inclusive: false });
    expect(threshold('80% or more')).toEqual({ value: 80, side: 'above', inclusive: true });
    expect(threshold('Wells ≤ 4')).toEqual({ value: 4, side: 'below', inclusive: true });
    expect(threshold('CrCl >= 60 mL/min')).toEqual({ value: 60, side: 'above', inclusive: true });
    expect(threshold('at least 1,000 cells')).toEqual({ value: 1000, side: 'above', inclusive: true });
    expect(threshold('fewer than 5 colonies')).toEqual({ value: 5, side: 'below', inclusive: false });
    expect(threshold('the patient is febrile')).toBeUndefined();
    expect(threshold('between 4 and 7')).toBeUndefined();
  });

  test('the same number on opposite sides splits the values; another number or the same side does not', () => {
    expect(complementaryThresholds('compliance is under 80%', '80% or more')).toBe(true);
    expect(complementaryThresholds('Wells > 4', 'Wells ≤ 4')).toBe(true);
    expect(complementaryThresholds('score below 5', 'score above 7')).toBe(false);
    expect(complementaryThresholds('over 65', 'at least 65')).toBe(false);
  });
});
