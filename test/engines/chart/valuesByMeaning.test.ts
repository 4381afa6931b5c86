// Values of a property named by what they mean rather than as the data writes them: "women" for
// F in a gender column, "men and women in separate panels", "small" for S of a size.
import { specFromRequest } from '../../../engines/chart/index.ts';
import { table } from './support/tables.ts';

const runners = table({
  runner: ['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'R8'],
  gender: ['M', 'F', 'F', 'M', 'F', 'M', 'F', 'M'],
  club: ['Harriers', 'Harriers', 'Striders', 'Striders', 'Harriers', 'Striders', 'Harriers', 'Striders'],
  size: ['S', 'M', 'L', 'S', 'M', 'L', 'S', 'M'],
  time_min: [41.2, 44.8, 47.5, 39.9, 45.1, 42.3, 48.0, 40.7],
});

describe('values named by their meaning', () => {
  test('"for the women" keeps gender F', () => {
    const spec = specFromRequest(runners, 'time_min by club for the women, boxplot', []);
    expect(spec.filters).toEqual([{ column: 'gender', op: '=', value: 'F' }]);
  });
  test('"males only" keeps gender M', () => {
    const spec = specFromRequest(runners, 'time_min by club, males only', []);
    expect(spec.filters).toEqual([{ column: 'gender', op: '=', value: 'M' }]);
  });
  test('"men and women in separate panels" makes panels of gender, listed after another grouping', () => {
    const spec = specFromRequest(runners, 'time_min for each club, men and women in separate panels', []);
    expect(spec.facet).toEqual({ column: 'gender' });
  });
  test('"small size" is size S, the initial of what WordNet says a size can be', () => {
    const spec = specFromRequest(runners, 'time_min by club, small size only', []);
    expect(spec.filters).toEqual([{ column: 'size', op: '=', value: 'S' }]);
  });
  test('words of no value stay refused', () => {
    expect(() => specFromRequest(runners, 'time_min by club on hilly courses', [])).toThrow(/hilly/);
  });
});

describe('values coded by their initials', () => {
  const breaks = table({ breaks: [26, 30, 54, 25, 70, 52, 18, 21, 29], tension: ['L', 'M', 'H', 'L', 'M', 'H', 'L', 'M', 'H'] });
  test('"at low, medium and high tension" are L, M and H of a tension coded by one letter', () => {
    const spec = specFromRequest(breaks, 'mean breaks at low and high tension, bars', []);
    expect(spec.filters).toEqual([{ column: 'tension', op: 'in', value: ['L', 'H'] }]);
    expect(specFromRequest(breaks, 'mean breaks at low, medium and high tension, bars', []).x).toBe('tension');
  });
  test('words whose initials are no codes of it are not its values', () => {
    expect(() => specFromRequest(breaks, 'mean breaks at cold and warm tension, bars', [])).toThrow();
  });
});
