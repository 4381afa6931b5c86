// What the chart reader makes of the ways researchers ask, on public data the reader's author did
// not choose (test/corpora/charts/data, gathered by the corpus's writers). Each case is a pattern
// an outside review found drawn as something else without a word; each now reads as asked, or is
// refused naming what was not understood.
import { requestProblem, specFromEdit, specFromRequest, type ChartSpec } from '../../../engines/chart/index.ts';
import { filterRows } from '../../../engines/chart/transforms/filterRows.ts';
import { draw, texts } from './support/scenes.ts';
import { data as load } from './support/tables.ts';

async function read(data: string, request: string): Promise<ChartSpec> {
  return specFromRequest(await load(data), request, []);
}

/** The words a reader of the drawn figure sees. */
async function wordsDrawn(data: string, request: string): Promise<string[]> {
  const table = await load(data);
  const spec = specFromRequest(table, request, []);
  return texts(draw(filterRows(table, spec.filters), spec));
}

async function refusal(data: string, request: string): Promise<{ reason: string; message: string; details?: Record<string, unknown> }> {
  const table = await load(data);
  try {
    const spec = specFromRequest(table, request, []);
    const problem = requestProblem(table, spec);
    if (problem) return { reason: problem.reason, message: problem.message };
  } catch (error) {
    return error as { reason: string; message: string; details?: Record<string, unknown> };
  }
  throw new Error(`"${request}" was drawn; it should have been refused`);
}

describe('a summary by category is one mark per category, not one per row', () => {
  test('"average worldwide gross by genre": the mean of Worldwide Gross per Major Genre', async () => {
    const spec = await read('movies.csv', 'average worldwide gross by genre');
    expect(spec).toMatchObject({ aggregate: 'mean', x: 'Major Genre', type: 'bar' });
    expect([...spec.y, ...spec.mentioned]).toContain('Worldwide Gross');
  });
  test('"count by origin": one bar per origin counting the cars', async () => {
    expect(await read('cars.csv', 'count by origin')).toMatchObject({ aggregate: 'count', x: 'Origin', type: 'bar' });
    const words = await wordsDrawn('cars.csv', 'count by origin');
    expect(words).toEqual(expect.arrayContaining(['USA', 'Europe', 'Japan', 'Count']));
    expect(words.some((w) => /chevrolet|ford/i.test(w))).toBe(false);
  });
  test('the figure of "average worldwide gross by genre" says it shows means, one per genre', async () => {
    const words = await wordsDrawn('movies.csv', 'average worldwide gross by genre');
    expect(words.some((w) => /^Mean Worldwide Gross/.test(w))).toBe(true);
    expect(words).toEqual(expect.arrayContaining(['Drama', 'Comedy']));
  });
  test('"only setosa" draws the setosa rows alone', async () => {
    const table = await load('iris.csv');
    const spec = specFromRequest(table, 'petal length against petal width, only setosa', []);
    expect(filterRows(table, spec.filters).rowCount).toBe(50);
  });
});

describe('a grouping, colour, facet or time asked for is drawn or refused, never dropped', () => {
  test('"for the 4 diets": the count matches the data and every diet is kept', async () => {
    const spec = await read('ChickWeight.csv', 'weight over Time for the 4 diets, one line per Diet');
    expect(spec).toMatchObject({ y: ['weight'], x: 'Time', group: 'Diet' });
    expect(spec.filters ?? []).toEqual([]);
  });
  test('"the 5 diets" on data with 4 is refused', async () => {
    expect((await refusal('ChickWeight.csv', 'weight over Time for the 5 diets')).reason).toBe('REQUEST_NOT_UNDERSTOOD');
  });
  test('"one line per tree"', async () => {
    expect(await read('Orange.csv', 'circumference against age, one line per tree')).toMatchObject({ y: ['circumference'], x: 'age', group: 'Tree' });
  });
  test('"colour by month"', async () => {
    expect(await read('airquality.csv', 'Ozone against Temp, colour by month')).toMatchObject({ y: ['Ozone'], x: 'Temp', group: 'Month' });
  });
  test('"separate charts by cylinders" is a faceted chart', async () => {
    expect(await read('cars.csv', 'horsepower against weight, separate charts by cylinders')).toMatchObject({ y: ['Horsepower'], x: 'Weight_in_lbs', facet: { column: 'Cylinders' } });
  });
  test('"small multiples by Type" puts nothing on y but what was asked', async () => {
    const spec = await read('CO2.csv', 'Small multiples by Type: uptake vs conc');
    expect(spec).toMatchObject({ y: ['uptake'], x: 'conc', facet: { column: 'Type' } });
  });
});

describe('the columns asked for are the columns drawn', () => {
  test('"ozone against temperature" draws Temp, not Solar.R', async () => {
    expect(await read('airquality.csv', 'ozone against temperature')).toMatchObject({ y: ['Ozone'], x: 'Temp' });
  });
  test('"mpg vs wt" is versus, not the column vs', async () => {
    expect(await read('mtcars.csv', 'mpg vs wt')).toMatchObject({ y: ['mpg'], x: 'wt' });
  });
  test('"horsepower on the x axis" places the column, it names no column "x axis"', async () => {
    expect(await read('cars.csv', 'scatter of acceleration with horsepower on the x axis')).toMatchObject({ x: 'Horsepower', y: ['Acceleration'] });
  });
  test('a formula "Ozone ~ Wind" is y against x', async () => {
    expect(await read('airquality.csv', 'Ozone ~ Wind')).toMatchObject({ y: ['Ozone'], x: 'Wind' });
  });
});

describe('a named method is done or refused, never replaced', () => {
  test('a four-parameter logistic fit is a dose-response curve, never a straight line', async () => {
    expect((await read('lab_dose_response.csv', '4PL fit of % Viability against Conc (nM) with EC50')).type).toBe('dose_response');
  });
  test('a 4PL asked of a chart that cannot draw one is refused', async () => {
    const table = await load('lab_dose_response.csv');
    expect(() => specFromRequest(table, '4PL fit of % Viability against Conc (nM)', ['scatter'])).toThrow(expect.objectContaining({ reason: 'METHOD_NOT_AVAILABLE' }));
  });
  test('ANOVA with Tukey letters is the Tukey test, Kruskal-Wallis its own', async () => {
    expect((await read('PlantGrowth.csv', 'boxplot of weight by group, ANOVA with Tukey letters')).methods?.test).toBe('tukey');
    expect((await read('InsectSprays.csv', 'count by spray as a violin, Kruskal-Wallis')).methods?.test).toBe('kruskal');
  });
  test('a test nobody computes here is refused by name', async () => {
    expect((await refusal('warpbreaks.csv', 'breaks by tension, two-way ANOVA')).message).toMatch(/two-way ANOVA/i);
  });
  test('a paired t-test on the sleep data pairs by ID', async () => {
    expect((await read('sleep.csv', 'paired t-test of extra by group, paired by ID')).methods?.test).toBe('paired_t');
  });
  test('"z-score the columns" standardises columns, not rows', async () => {
    expect((await read('USArrests.csv', 'heatmap of Murder, Assault and Rape by state, z-score the columns')).methods?.zScore).toBe('column');
  });
});

describe('values, synonyms and typos link to the data', () => {
  test('a value names its rows: "only setosa"', async () => {
    expect((await read('iris.csv', 'petal length against petal width, only setosa')).filters).toEqual([{ column: 'Species', op: '=', value: 'setosa' }]);
  });
  test('misspelt and shortened names: "sepal lenght", "IMBD rating", "wordwide gross", "budget"', async () => {
    expect(await read('iris.csv', 'sepal lenght against sepal width')).toMatchObject({ y: ['Sepal.Length'], x: 'Sepal.Width' });
    expect(await read('movies.csv', 'IMBD rating vs Rotten Tomatoes rating')).toMatchObject({ y: ['IMDB Rating'], x: 'Rotten Tomatoes Rating' });
    expect(await read('movies.csv', 'wordwide gross against budget')).toMatchObject({ y: ['Worldwide Gross'], x: 'Production Budget' });
  });
  test('a year on a date column keeps that year', async () => {
    const spec = await read('seattle_weather.csv', 'precipitation over time in 2014');
    expect(spec.filters).toEqual([{ column: 'date', op: 'between', value: ['2014-01-01', '2014-12-31'] }]);
  });
  test('a word that names nothing in the data is refused with the nearest names', async () => {
    const r = await refusal('mtcars.csv', 'mpg by country of origin');
    expect(r.reason).toBe('REQUEST_NOT_UNDERSTOOD');
    expect(r.details?.unread).toEqual(expect.arrayContaining(['country', 'origin']));
  });
});

describe('edits change what they say, clause by clause, or nothing', () => {
  test('"rename the legend title to Dose" sets the legend title, not the figure title', async () => {
    const table = await load('ToothGrowth.csv');
    const edited = specFromEdit(table, specFromRequest(table, 'len by dose, coloured by supp', []), 'rename the legend title to Supplement');
    expect(edited.legendTitle).toBe('Supplement');
    expect(edited.title).toBeUndefined();
  });
  test('"change the x-axis label to \'Concentration\' and get rid of the title" is two changes', async () => {
    const table = await load('Puromycin.csv');
    const parent = specFromRequest(table, "rate against conc, titled 'Puromycin'", []);
    const edited = specFromEdit(table, parent, "change the x-axis label to 'Concentration' and get rid of the title");
    expect(edited.xAxis.label).toBe('Concentration');
    expect(edited.title).toBeUndefined();
  });
  test('an edit with a word it cannot place changes nothing', async () => {
    const table = await load('mtcars.csv');
    const parent = specFromRequest(table, 'mpg against wt', []);
    expect(() => specFromEdit(table, parent, 'log scale on y and make it pop')).toThrow(expect.objectContaining({ reason: 'INSTRUCTION_NOT_UNDERSTOOD' }));
  });
});
