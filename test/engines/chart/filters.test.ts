// The rows a chart request keeps, as a client sees them: the spec's filters, the rows drawn
// (counted here from the data file itself, not by the engine), the words of the request each
// filter was read from, and the refusal of a number no column can be placed for. The requests are
// written in the forms researchers use (adjectives of quantity, units, bounds after the number,
// years, days and weeks, time points) on public data sets the reader's rules were not written for.
import { readRequest, requestProblem, type ChartSpec } from '../../../engines/chart/index.ts';
import { filterRows } from '../../../engines/chart/transforms/filterRows.ts';
import { csvRows, data as load } from './support/tables.ts';

async function read(data: string, request: string): Promise<{ spec: ChartSpec; rows: number; said: Record<string, string> }> {
  const table = await load(data);
  const { spec, reading } = readRequest(table, request, []);
  const said: Record<string, string> = {};
  for (const b of reading.bindings) if (b.part.startsWith('filter') || b.part === 'unit') said[b.words.trim()] = b.part;
  return { spec, rows: filterRows(table, spec.filters).rowCount, said };
}

async function refusal(data: string, request: string): Promise<{ reason: string; details?: Record<string, unknown> }> {
  const table = await load(data);
  try {
    const { spec } = readRequest(table, request, []);
    const problem = requestProblem(table, spec);
    if (problem) return problem as { reason: string };
  } catch (error) {
    return error as { reason: string; details?: Record<string, unknown> };
  }
  throw new Error(`"${request}" was read; it should have been refused`);
}

/** Rows of a data file that satisfy a test, counted from the file's text. */
function count(data: string, keep: (row: Record<string, string>) => boolean): number {
  return csvRows(data).filter(keep).length;
}

describe('an adjective of quantity stands for the column that measures it', () => {
  test('"trees taller than 75 ft" keeps the trees whose Height is over 75; girth and volume are drawn', async () => {
    const { spec, rows, said } = await read('trees.csv', 'girth against volume for trees taller than 75 ft');
    expect(spec.filters).toEqual([{ column: 'Height', op: '>', value: 75 }]);
    expect(rows).toBe(count('trees.csv', (r) => Number(r.Height) > 75));
    expect(said['taller than 75 ft']).toBe('filter: Height > 75');
    expect(spec).toMatchObject({ y: ['Girth'], x: 'Volume' });
  });
  test('"shallower than 100 km" is depth below 100', async () => {
    const { spec, rows } = await read('quakes.csv', 'stations against mag, shallower than 100 km');
    expect(spec.filters).toEqual([{ column: 'depth', op: '<', value: 100 }]);
    expect(rows).toBe(count('quakes.csv', (r) => Number(r.depth) < 100));
  });
  test('"days warmer than 85 °F" bounds Temp; the days are the rows, Day is not drawn', async () => {
    const { spec, rows, said } = await read('airquality.csv', 'Ozone against Wind on days warmer than 85 °F');
    expect(spec.filters).toEqual([{ column: 'Temp', op: '>', value: 85 }]);
    expect(rows).toBe(count('airquality.csv', (r) => Number(r.Temp) > 85));
    expect(said['warmer than 85 °F']).toBe('filter: Temp > 85');
    expect([spec.x, ...spec.y, spec.group, ...spec.mentioned]).not.toContain('Day');
  });
  test('"heavier" on a chart of body weight is bodywt, though brainwt is a weight too', async () => {
    const { spec } = await read('msleep.csv', 'sleep_total against bodywt for animals heavier than 50 kg');
    expect(spec.filters).toEqual([{ column: 'bodywt', op: '>', value: 50 }]);
  });
  test('an adjective whose quantity the data lacks is refused, with its number: mtcars has no age', async () => {
    const refused = await refusal('mtcars.csv', 'mpg against hp for cars older than 3');
    expect(refused.reason).toBe('REQUEST_NOT_UNDERSTOOD');
    expect(refused.details?.unread).toEqual(expect.arrayContaining(['older', '3']));
  });
  test('"the long eruptions (more than 3 minutes)": the column named before the bound, the adjective read with it, the column not drawn', async () => {
    const { spec, rows, said } = await read('faithful.csv', 'histogram of waiting for the long eruptions (more than 3 minutes)');
    expect(spec.filters).toEqual([{ column: 'eruptions', op: '>', value: 3 }]);
    expect(rows).toBe(count('faithful.csv', (r) => Number(r.eruptions) > 3));
    expect(said.long).toMatch(/^filter: eruptions/);
    expect([...spec.y, ...spec.mentioned]).toEqual(['waiting']);
  });
});

describe('a unit after the number fits the column and is converted to its unit', () => {
  test('"above 1 uM" against Conc (nM) keeps concentrations above 1000 nM', async () => {
    const { spec, rows } = await read('lab_dose_response.csv', '% Viability against Conc (nM) for concentrations above 1 uM');
    expect(spec.filters).toEqual([{ column: 'Conc (nM)', op: '>', value: 1000 }]);
    expect(rows).toBe(count('lab_dose_response.csv', (r) => Number(r['Conc (nM)']) > 1000));
  });
  test('a unit of another kind is no bound of the column: "Height over 3 kg" is refused', async () => {
    const refused = await refusal('trees.csv', 'Girth against Volume, Height over 3 kg');
    expect(refused.reason).toBe('REQUEST_NOT_UNDERSTOOD');
    expect(refused.details?.unread).toEqual(expect.arrayContaining(['3']));
  });
  test('a unit names the column measured in it: "at 0.5 mg/day" is the dose', async () => {
    const { spec, rows } = await read('ToothGrowth.csv', 'len by supp at 0.5 mg/day');
    expect(spec.filters).toEqual([{ column: 'dose', op: '=', value: 0.5 }]);
    expect(rows).toBe(count('ToothGrowth.csv', (r) => Number(r.dose) === 0.5));
  });
});

describe('bounds written after the number, negated, or in scientific notation', () => {
  test('"aged 40 and over": the column named by the verb\'s lemma, at least 40', async () => {
    const { spec, rows, said } = await read('fair.csv', 'affairs against yrs_married for women aged 40 and over');
    expect(spec.filters).toEqual([{ column: 'age', op: '>=', value: 40 }]);
    expect(rows).toBe(count('fair.csv', (r) => Number(r.age) >= 40));
    expect(Object.values(said)).toContain('filter: age ≥ 40');
  });
  test('"married 5 years or less" is yrs_married at most 5', async () => {
    const { spec } = await read('fair.csv', 'affairs against age for women married 5 years or less');
    expect(spec.filters).toEqual([{ column: 'yrs_married', op: '<=', value: 5 }]);
  });
  test('"leaving out animals of 1 kg or less" keeps bodywt over 1', async () => {
    const { spec, rows } = await read('msleep.csv', 'sleep_total against bodywt, leaving out animals of 1 kg or less');
    expect(spec.filters).toEqual([{ column: 'bodywt', op: '>', value: 1 }]);
    expect(rows).toBe(count('msleep.csv', (r) => r.bodywt !== 'NA' && r.bodywt !== '' && Number(r.bodywt) > 1));
  });
  test('"P < 1e-5" is one number', async () => {
    const { spec, rows } = await read('lab_gwas.csv', 'histogram of BETA for P < 1e-5');
    expect(spec.filters).toEqual([{ column: 'P', op: '<', value: 1e-5 }]);
    expect(rows).toBe(count('lab_gwas.csv', (r) => Number(r.P) < 1e-5));
  });
  test('a bound no column can be placed for is refused, never dropped', async () => {
    const refused = await refusal('mtcars.csv', 'more than 3, mpg against hp');
    expect(refused.reason).toBe('REQUEST_NOT_UNDERSTOOD');
    expect(refused.details?.unread).toEqual(expect.arrayContaining(['3']));
  });
});

describe('years, decades and centuries of the one time column', () => {
  test('"in 2008 and 2009" on a date column is one span of both years', async () => {
    const { spec, rows } = await read('stocks.csv', 'price of AMZN in 2008 and 2009');
    expect(spec.filters).toEqual(expect.arrayContaining([{ column: 'date', op: 'between', value: ['2008-01-01', '2009-12-31'] }]));
    expect(rows).toBe(count('stocks.csv', (r) => r.symbol === 'AMZN' && /^200[89]/.test(r.date ?? '')));
  });
  test('"since 1900" bounds the years, not the column named before it', async () => {
    const { spec, rows } = await read('sunspots.csv', 'SUNACTIVITY since 1900 as a line');
    expect(spec.filters).toEqual([{ column: 'YEAR', op: '>=', value: 1900 }]);
    expect(rows).toBe(count('sunspots.csv', (r) => Number(r.YEAR) >= 1900));
  });
  test('"the 1990s" is a decade; "the 1800s" a century', async () => {
    expect((await read('gapminder.csv', 'life_expect by cluster in the 1990s')).spec.filters).toEqual([{ column: 'year', op: 'between', value: [1990, 1999] }]);
    expect((await read('population.csv', 'people by age in the 1800s')).spec.filters).toEqual([{ column: 'year', op: 'between', value: [1800, 1899] }]);
  });
  test('two years of a column of years are both kept and compared', async () => {
    const { spec, rows } = await read('population.csv', 'people by age in 1900 and 2000');
    expect(spec.filters).toEqual([{ column: 'year', op: 'in', value: [1900, 2000] }]);
    expect(rows).toBe(count('population.csv', (r) => r.year === '1900' || r.year === '2000'));
  });
});

describe('values of elapsed time named with their unit, spans and time points', () => {
  test('"at day 10" is Time = 10 in a table whose Time counts days', async () => {
    const { spec, rows, said } = await read('ChickWeight.csv', 'weight by Diet at day 10');
    expect(spec.filters).toEqual([{ column: 'Time', op: '=', value: 10 }]);
    expect(rows).toBe(count('ChickWeight.csv', (r) => r.Time === '10'));
    expect(said['day 10']).toBe('filter: Time = 10');
  });
  test('"week 4 and week 12" are values of visit_week, which is not drawn', async () => {
    const { spec, rows } = await read('lab_trial_visits.csv', 'weight_kg by arm at week 4 and week 12');
    expect(spec.filters).toEqual([{ column: 'visit_week', op: 'in', value: [4, 12] }]);
    expect(rows).toBe(count('lab_trial_visits.csv', (r) => r.visit_week === '4' || r.visit_week === '12'));
    expect([spec.x, ...spec.y, ...spec.mentioned]).not.toContain('visit_week');
  });
  test('"t = 6 h" is the column of hours', async () => {
    const { spec } = await read('lab_growth_od600.csv', 'mean OD600 by Strain at t = 6 h');
    expect(spec.filters).toEqual([{ column: 'Time (h)', op: '=', value: 6 }]);
  });
  test('"the first 360 minutes" is the first 6 hours of Time (h)', async () => {
    const { spec, rows } = await read('lab_growth_od600.csv', 'OD600 against Time (h) by Strain for the first 360 minutes');
    expect(spec.filters).toEqual([{ column: 'Time (h)', op: '<=', value: 6 }]);
    expect(rows).toBe(count('lab_growth_od600.csv', (r) => Number(r['Time (h)']) <= 6));
  });
  test('"at the end of the study" is the last time point', async () => {
    const { spec, said } = await read('ChickWeight.csv', 'weight by Diet at the end of the study');
    expect(spec.filters).toEqual([{ column: 'Time', op: '=', value: 21 }]);
    expect(said['at the end of the study']).toBe('filter: Time = 21 (the last)');
  });
  test('a time point that disagrees with the value given is refused: day 10 is not the end', async () => {
    const refused = await refusal('ChickWeight.csv', 'weight by Diet at the end of the study (day 10)');
    expect(refused.reason).toBe('REQUEST_NOT_UNDERSTOOD');
    expect(refused.details?.unread).toEqual(expect.arrayContaining(['end']));
  });
  test('"at the first measurement (age 118 days)" agrees with the data, and age is not drawn', async () => {
    const { spec, said } = await read('Orange.csv', 'circumference by Tree at the first measurement (age 118 days), bars');
    expect(spec.filters).toEqual([{ column: 'age', op: '=', value: 118 }]);
    expect(said['at the first measurement']).toBe('filter: age = 118 (the first)');
    expect([spec.x, ...spec.y, ...spec.mentioned]).not.toContain('age');
  });
});

describe('values joined by "or" are one subset, pooled', () => {
  test('"patients with ECOG 0 or 1" keeps those rows and compares nothing: the curves stay one per arm', async () => {
    const { spec, rows } = await read('lab_survival_trial.csv', 'overall survival by arm for patients with ECOG 0 or 1');
    expect(spec.filters).toEqual([{ column: 'ECOG', op: 'in', value: [0, 1] }]);
    expect(spec.group).toBe('arm');
    expect(rows).toBe(csvRows('lab_survival_trial.csv').filter((r) => r.ECOG === '0' || r.ECOG === '1').length);
  });
});

describe('the baseline, as the data writes it', () => {
  test('"baseline diastolic pressure by arm" keeps week 0 of visit_week, though the patients\' age is in years too', async () => {
    const { spec } = await read('lab_trial_visits.csv', 'DBP at baseline by arm, box plots');
    expect(spec.filters).toEqual([{ column: 'visit_week', op: '=', value: 0 }]);
  });
  test('"at the baseline visit" with visits Baseline, Month 6 and Month 12 keeps the Baseline rows', async () => {
    const { spec, rows } = await read('renal_clinic_labs.csv', 'Haemoglobin by ckd_stage at the baseline visit, boxplots');
    expect(spec.filters).toEqual([{ column: 'visit', op: '=', value: 'Baseline' }]);
    expect(rows).toBe(csvRows('renal_clinic_labs.csv').filter((r) => r.visit === 'Baseline').length);
  });
});
