// Names the data shortened from summary words ("total sales" for TOTSALES, "median income" for
// MEDINC), and a range written after a column's number ("year 1940-1955", "Month 5 to 7") kept
// as the rows between its ends, whether or not the data holds the ends.
import { specFromRequest } from '../../../engines/chart/index.ts';
import { data, table } from './support/tables.ts';

const regions = table({
  REGION: ['north', 'south', 'east', 'west'],
  TOTSALES: [120, 90, 75, 140],
  MEDINC: [41, 38, 45, 52],
});

describe('names shortened from summary words', () => {
  test('"total sales by region" is TOTSALES', () => {
    const spec = specFromRequest(regions, 'total sales by region, as bars', []);
    expect([...spec.y, ...spec.mentioned]).toContain('TOTSALES');
    expect(spec.x).toBe('REGION');
  });
  test('"median income for each region" is MEDINC, not a median of another column', () => {
    const spec = specFromRequest(regions, 'median income for each region', []);
    expect([...spec.y, ...spec.mentioned]).toEqual(['MEDINC']);
  });
});

describe('ranges after a column and a number', () => {
  test('"GNP by year 1940-1955" keeps the years from 1940 to 1955, though 1940 is not in the data', async () => {
    const spec = specFromRequest(await data('longley.csv'), 'GNP by year 1940-1955', []);
    expect(spec.x).toBe('YEAR');
    expect(spec.filters).toEqual([{ column: 'YEAR', op: 'between', value: [1940, 1955] }]);
  });
  test('"... year 1950 to 1955" is the same range; the year is still the x axis', async () => {
    const spec = specFromRequest(await data('longley.csv'), 'unemployment (UNEMP) by year 1950 to 1955 as a line', []);
    expect(spec.x).toBe('YEAR');
    expect(spec.filters).toEqual([{ column: 'YEAR', op: 'between', value: [1950, 1955] }]);
  });
  test('"Month 5-7" on a scatter keeps the summer months, nothing else', async () => {
    const spec = specFromRequest(await data('airquality.csv'), 'Ozone against Temp for Month 5-7', []);
    expect([spec.x, spec.y]).toEqual(['Temp', ['Ozone']]);
    expect(spec.filters).toEqual([{ column: 'Month', op: 'between', value: [5, 7] }]);
  });
});
