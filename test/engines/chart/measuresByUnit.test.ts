// A quantity named by its meaning ("fuel economy", "temperature", "speed") is the one column
// whose unit measures it (Miles_per_Gallon, "Temp (°C)", wind_kmh): people name what a column
// measures, data files name its unit.
import { specFromRequest } from '../../../engines/chart/index.ts';
import { table } from './support/tables.ts';

const fleet = table({
  Name: ['a', 'b', 'c', 'd', 'e', 'f'],
  Miles_per_Gallon: [18, 15, 24, 31, 27, 22],
  Horsepower: [130, 165, 95, 65, 88, 110],
  Weight_in_lbs: [3504, 3693, 2372, 1835, 2130, 2600],
  Origin: ['USA', 'USA', 'Japan', 'Europe', 'Japan', 'Europe'],
});

const bench = table({
  car: ['a', 'b', 'c', 'd', 'e', 'f'],
  mpg: [21, 22.8, 18.7, 24.4, 30.4, 15.2],
  wt: [2.62, 2.32, 3.44, 3.19, 1.62, 3.78],
  cyl: [6, 4, 8, 4, 4, 8],
});

const kiln = table({
  run: ['r1', 'r2', 'r3', 'r4', 'r5', 'r6'],
  'Peak (°C)': [1180, 1205, 1222, 1190, 1240, 1210],
  strength_MPa: [41, 44, 47, 42, 49, 45],
  clay: ['red', 'red', 'buff', 'buff', 'red', 'buff'],
});

const vehicles = table({
  displ: [1.8, 2.0, 2.8, 3.1, 4.2, 5.3],
  fl: ['p', 'r', 'r', 'p', 'r', 'e'],
  cty: [18, 21, 16, 18, 14, 11],
  hwy: [29, 31, 26, 27, 20, 15],
});

const roads = table({
  city_mpg: [18, 21, 15, 28, 25, 19],
  hwy_mpg: [26, 29, 20, 36, 33, 27],
  class: ['suv', 'compact', 'pickup', 'compact', 'compact', 'suv'],
});

describe('a quantity named by what it measures', () => {
  test('"fuel economy" is the column in miles per gallon, written out as its name', () => {
    const spec = specFromRequest(fleet, 'fuel economy against horsepower, European cars only', []);
    expect([spec.x, spec.y]).toEqual(['Horsepower', ['Miles_per_Gallon']]);
  });
  test('"fuel efficiency" is the column named by the unit\'s short form (mpg)', () => {
    const spec = specFromRequest(bench, 'fuel efficiency by number of cylinders, boxplot', []);
    expect([...spec.y, ...spec.mentioned]).toEqual(['mpg']);
    expect(spec.x ?? spec.group).toBe('cyl');
  });
  test('"temperature" is the one column in degrees', () => {
    const spec = specFromRequest(kiln, 'strength against firing temperature, coloured by clay', []);
    expect([spec.x, spec.y, spec.group]).toEqual(['Peak (°C)', ['strength_MPa'], 'clay']);
  });
  test('two columns in the quantity\'s unit: the word is refused, naming neither in its place', () => {
    expect(() => specFromRequest(roads, 'fuel economy by class, boxplot', [])).toThrow(/fuel economy|economy/);
  });
  test('a quantity the data has no column of stays refused by name', () => {
    expect(() => specFromRequest(kiln, 'strength against fuel economy', [])).toThrow(/economy/);
  });
  test('"highway fuel economy": the phrase is the highway column\'s, never "fuel" read as the short form fl', () => {
    const spec = specFromRequest(vehicles, 'does highway fuel economy drop as displacement goes up?', []);
    expect([spec.x, spec.y]).toEqual(['displ', ['hwy']]);
    expect(() => specFromRequest(vehicles, 'fuel economy against displ', [])).toThrow(/economy/);
  });
});
