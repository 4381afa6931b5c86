// The columns a chart draws that the request did not name (a fitted curve's x and y, a bubble's
// size, stacked values): the headers that say what they hold or the one column left, never a
// replicate number or the file's first column, and a refusal naming the candidates when several
// fit. Tables written here, in the shapes lab files have.
import { readRequest, renderChart, specFromRequest } from '../../../engines/chart/index.ts';
import { table } from './support/tables.ts';

const substrate = [0.1, 0.25, 0.5, 1, 2, 5, 10, 20];
const kinetics = table({
  run: substrate.flatMap((_, i) => [1, 2, 3].map(() => i + 1)),
  'S (µM)': substrate.flatMap((s) => [s, s, s]),
  replicate: substrate.flatMap(() => [1, 2, 3]),
  'initial rate (nmol/min)': substrate.flatMap((s) => [0.98, 1, 1.02].map((k) => (k * 50 * s) / (3 + s))),
});

describe('a fitted curve draws the columns its headers point to', () => {
  test('"Michaelis-Menten plot": the rate against the substrate, never the replicate number', () => {
    const { spec } = readRequest(kinetics, 'Michaelis-Menten plot', []);
    expect(spec.type).toBe('enzyme_kinetics');
    expect(spec.x).toBe('S (µM)');
    expect(spec.y).toEqual(['initial rate (nmol/min)']);
  });
  test('two columns that could be the response: refused naming both, none chosen', () => {
    const two = table({ ...Object.fromEntries(kinetics.columns.map((c) => [c.name, c.values as number[]])), 'rate corrected': (kinetics.columns[3]!.values as number[]).map((v) => v * 0.9) });
    expect(() => specFromRequest(two, 'Michaelis-Menten fit', [])).toThrow(expect.objectContaining({ reason: 'MEASURE_NOT_NAMED', details: { columns: ['initial rate (nmol/min)', 'rate corrected'] } }));
  });
  test('rates that do not rise towards a plateau: the fit is refused, no Km of 0 or below printed', async () => {
    const flat = table({ 'S (µM)': substrate, 'initial rate (nmol/min)': substrate.map(() => 2) });
    const spec = specFromRequest(flat, 'Michaelis-Menten fit', []);
    await expect(renderChart(flat, spec, { journal: 'default', width: 'single', palette: 'okabe_ito' })).rejects.toMatchObject({ reason: 'FIT_FAILED' });
  });
});

describe('values compared on a fitted curve', () => {
  test('"in LB vs M9" (every value of a column) colours the curves by that column', () => {
    const hours = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    const growth = table({
      medium: hours.flatMap(() => ['LB', 'M9']),
      'time (h)': hours.flatMap((t) => [t, t]),
      OD600: hours.flatMap((t) => [1.2 / (1 + Math.exp(-(t - 4))), 0.8 / (1 + Math.exp(-(t - 5)))]),
    });
    const spec = specFromRequest(growth, 'growth curves in LB vs M9', []);
    expect(spec.group).toBe('medium');
    expect(spec.y).toEqual(['OD600']);
  });
});

describe('other parts of a chart never filled with the first column of the file', () => {
  const countries = table({
    country: ['A', 'B', 'C', 'D', 'E', 'F'],
    gdp: [1.2, 3.4, 2.2, 5.1, 0.8, 2.9],
    life: [61, 72, 68, 79, 58, 70],
    population: [12, 40, 8, 65, 20, 33],
    area: [100, 350, 80, 500, 240, 120],
  });
  test('a bubble chart whose size is not named, among two columns left: refused naming them', () => {
    expect(() => specFromRequest(countries, 'bubble chart of life against gdp', [])).toThrow(expect.objectContaining({ reason: 'MEASURE_NOT_NAMED', details: { columns: ['population', 'area'] } }));
  });
  test('a third measurement named is the bubble size', () => {
    const spec = specFromRequest(countries, 'bubble chart of life against gdp and population', []);
    expect(spec.roles.weight).toBe('population');
  });
  test('a pie of one row per country with two measurements and none named: refused naming them', () => {
    expect(() => specFromRequest(countries, 'pie chart by country', [])).toThrow(expect.objectContaining({ reason: 'MEASURE_NOT_NAMED' }));
    const named = specFromRequest(countries, 'pie chart of population by country', []);
    expect([...named.y, ...named.mentioned]).toContain('population');
  });
  test('a radar chart of two measurements is refused, never made up to three with others', () => {
    expect(() => specFromRequest(countries, 'radar chart of gdp and life by country', [])).toThrow(expect.objectContaining({ reason: 'COLUMNS_NOT_DRAWN', details: { columns: ['gdp', 'life'] } }));
  });
  test('a radar chart without groups named takes the one category column as its polygons', () => {
    expect(specFromRequest(countries, 'radar chart of gdp, life and area', []).group).toBe('country');
  });
  test('bars, error bars and dots of a measurement with no categories named, among several columns of them: refused naming them', () => {
    const trial = table({ arm: ['A', 'A', 'B', 'B'], site: ['x', 'y', 'x', 'y'], sbp: [120, 130, 125, 140] });
    for (const request of ['bar chart of mean sbp', 'mean ± SEM of sbp', 'dot plot of sbp']) {
      expect(() => specFromRequest(trial, request, [])).toThrow(expect.objectContaining({ reason: 'CATEGORY_NOT_NAMED', details: { columns: ['arm', 'site'] } }));
    }
    expect(specFromRequest(table({ arm: ['A', 'A', 'B', 'B'], sbp: [120, 130, 125, 140] }), 'bar chart of mean sbp', []).x).toBe('arm');
  });
  test('stacked areas of a measurement by a group run along the data\'s one time column, not along another measurement', () => {
    const sales = table({ year: [2020, 2020, 2021, 2021], region: ['N', 'S', 'N', 'S'], revenue: [3, 4, 5, 6], units: [30, 40, 50, 60] });
    const spec = specFromRequest(sales, 'stacked area of revenue by region', []);
    expect(spec.x).toBe('year');
    expect(spec.y).toEqual(['revenue']);
  });
  test('stacked areas by a group with several measurements and none named: refused', () => {
    const sales = table({ year: [2020, 2020, 2021, 2021], region: ['N', 'S', 'N', 'S'], revenue: [3, 4, 5, 6], units: [30, 40, 50, 60] });
    expect(() => specFromRequest(sales, 'stacked area over year by region', [])).toThrow(expect.objectContaining({ reason: 'MEASURE_NOT_NAMED' }));
  });
});
