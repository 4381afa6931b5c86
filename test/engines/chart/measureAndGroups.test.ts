// Which measurement and which groups a request's words put in the chart, on public data the
// rules were not written on: a measurement never chosen for the client among several, a count of
// groups that must match the data, rows named "across" an identifier, a quantity called "density".
import { readRequest, specFromRequest, type ChartSpec } from '../../../engines/chart/index.ts';
import { data as load } from './support/tables.ts';

async function read(data: string, request: string): Promise<ChartSpec> {
  return specFromRequest(await load(data), request, []);
}

async function refusal(data: string, request: string): Promise<{ reason: string; message: string; details?: Record<string, unknown> }> {
  try {
    await read(data, request);
  } catch (error) {
    return error as { reason: string; message: string; details?: Record<string, unknown> };
  }
  throw new Error(`"${request}" was drawn; it should have been refused`);
}

describe('the measurement a chart shows is named, or the one the data has', () => {
  test('"boxplot by species" on penguins (four measurements): refused naming them, none drawn in their place', async () => {
    const refused = await refusal('penguins.csv', 'boxplot by species');
    expect(refused.reason).toBe('MEASURE_NOT_NAMED');
    expect(refused.details?.columns).toEqual(['bill_length_mm', 'bill_depth_mm', 'flipper_length_mm', 'body_mass_g']);
  });
  test('"histogram" alone on penguins is refused, not the file\'s first numeric column', async () => {
    expect((await refusal('penguins.csv', 'a histogram please')).reason).toBe('MEASURE_NOT_NAMED');
  });
  test('"violins by supplement" on ToothGrowth: len is the one measurement besides the dose', async () => {
    expect(await read('ToothGrowth.csv', 'violins by supp at dose 1')).toMatchObject({ type: 'violin', y: ['len'] });
  });
  test('"bar chart by island": bars of categories alone count the birds', async () => {
    expect(await read('penguins.csv', 'bar chart by island')).toMatchObject({ type: 'bar', x: 'island', aggregate: 'count' });
  });
});

describe('groups the request counts', () => {
  test('"ROC curves for the four models": one curve per model, the data having four', async () => {
    expect((await read('lab_classifier.csv', 'ROC curves for the four models')).group).toBe('model');
  });
  test('"for the three models" on data with four is refused, not drawn for all four', async () => {
    expect((await refusal('lab_classifier.csv', 'calibration curves for the three models')).reason).toBe('REQUEST_NOT_UNDERSTOOD');
  });
  test('"viability by conc for the three drugs": the plain "by" is along x, the counted groups the colours', async () => {
    const spec = await read('lab_dose_response.csv', 'viability by conc for the three drugs, mean and SD');
    expect([spec.x, spec.group]).toEqual(['Conc (nM)', 'Drug']);
  });
  test('"breaks at each tension for the two wool types": "at each" places along x, the wool types are the colours', async () => {
    const spec = await read('warpbreaks.csv', 'mean number of breaks at each tension for the two wool types, as lines');
    expect([spec.x, spec.group]).toEqual(['tension', 'wool']);
  });
});

describe('rows named across an identifier', () => {
  test('"correlation matrix of Murder, Assault and Rape across the states": the states are the rows, no colour groups', async () => {
    const spec = await read('USArrests.csv', 'correlation matrix of Murder, Assault and Rape across the states');
    expect(spec.type).toBe('correlation');
    expect(spec.group).toBeUndefined();
  });
});

describe('a chart type\'s word naming a quantity', () => {
  test('"mean OD600 by Strain as bars, final density": no density chart; the quantity named and not read is refused by name', async () => {
    const refused = await refusal('lab_growth_od600.csv', 'mean OD600 by Strain as bars, final density (Time (h) = 24)');
    expect(refused.details?.unread).toEqual(['density']);
  });
  test('"density of body mass" is the density chart', async () => {
    expect((await read('penguins.csv', 'density of body mass')).type).toBe('density');
  });
});

describe('a correlation coefficient named for two columns', () => {
  test('"sleep_total vs bodywt with Spearman correlation": a scatter with the coefficient, no fitted line', async () => {
    const spec = await read('msleep.csv', 'sleep_total vs brainwt with Spearman correlation');
    expect(spec).toMatchObject({ type: 'scatter', methods: { correlation: 'spearman' } });
    expect(spec.methods?.fit).toBeUndefined();
  });
});

describe('two things compared that are no values of the data', () => {
  test('"Kaplan-Meier curves of smokers vs non-smokers" on data with no smoking column is refused', async () => {
    expect((await refusal('larynx.csv', 'Kaplan-Meier curves comparing smokers vs non-smokers')).reason).toMatch(/REQUEST_NOT_UNDERSTOOD|COLUMN_NOT_FOUND/);
  });
});

describe('members, orders and shares said in other words', () => {
  test('"circumference of each tree over age, a line per tree": the trees are groups, not a second measure', async () => {
    expect(await read('Orange.csv', 'circumference of each Tree over age, a line per Tree')).toMatchObject({ y: ['circumference'], x: 'age', group: 'Tree' });
  });
  test('"sorted from high to low": the whole phrase is the order', async () => {
    expect((await read('penguins.csv', 'mean body mass by species as bars sorted from high to low')).sort).toBe('descending');
    expect((await read('penguins.csv', 'mean body mass by species as bars, sorted from low to high')).sort).toBe('ascending');
  });
  test('"what fraction of the cars falls in each drive type? pie": one slice per drv', async () => {
    expect(await read('mpg.csv', 'what fraction of the cars falls in each drv? pie chart')).toMatchObject({ type: 'pie', group: 'drv' });
  });
  test('"a correlation matrix" naming no column states every numeric column it draws', async () => {
    expect((await read('USArrests.csv', 'correlation matrix')).y).toEqual(['Murder', 'Assault', 'UrbanPop', 'Rape']);
  });
});

describe('the x and y of a chart of points or lines', () => {
  test('"scatter of body mass" on penguins: the second axis is not chosen for the client', async () => {
    const refused = await refusal('penguins.csv', 'scatter of body mass');
    expect(refused.reason).toBe('MEASURE_NOT_NAMED');
    expect(refused.details?.columns).toEqual(expect.arrayContaining(['bill_length_mm', 'flipper_length_mm']));
  });
  test('"a line chart by species" names no measurement: refused', async () => {
    expect((await refusal('penguins.csv', 'line chart by species')).reason).toBe('MEASURE_NOT_NAMED');
  });
  test('"scatter plot" of a table of two measurements draws one against the other, as R plots it', async () => {
    expect(await read('faithful.csv', 'scatter plot')).toMatchObject({ x: 'eruptions', y: ['waiting'] });
  });
});

describe('a survival word before a column on a chart of one measurement', () => {
  test('"violin of follow-up time by hormone therapy" (gbsg2) draws time, not left out as a survival role', async () => {
    const spec = await read('gbsg2.csv', 'violin of follow-up time by horTh');
    expect(spec.roles).toEqual({});
    expect([...spec.y, ...spec.mentioned]).toContain('time');
  });
  test('a misspelt word mended keeps the reading on the words as written', async () => {
    const request = 'histgram of follow-up time';
    const { reading } = readRequest(await load('gbsg2.csv'), request, []);
    const spans = reading.bindings.map((b) => request.slice(b.start, b.end));
    expect(spans).toEqual(expect.arrayContaining(['histgram', 'follow-up', 'time']));
  });
});
