// Ordinary ways of saying a part of a chart, on public data, in words that are not the corpus's:
// "on the same axes", "counting", "fit a line", "across the years", a threshold a Manhattan plot
// draws of itself stated at another value, a p-value line on a −log10 axis, and an English word
// never mended into one of the reader's own ("progression" is not "regression").
import { renderChart, specFromEdit, specFromRequest } from '../../../engines/chart/index.ts';
import { data as load } from './support/tables.ts';

async function refusedWords(data: string, request: string): Promise<string[]> {
  try {
    specFromRequest(await load(data), request, []);
  } catch (error) {
    return ((error as { details?: { unread?: string[] } }).details?.unread ?? []) as string[];
  }
  throw new Error(`"${request}" was read; it should have been refused`);
}

describe('plain phrases', () => {
  test('"GNP and POP through the years, together on one graph": two lines along YEAR', async () => {
    const spec = specFromRequest(await load('longley.csv'), 'GNP and POP through the years, together on one graph', []);
    expect(spec.x).toBe('YEAR');
    expect([...spec.y, ...spec.mentioned]).toEqual(expect.arrayContaining(['GNP', 'POP']));
    expect(spec.facet).toBeUndefined();
  });
  test('"bars counting the cars of each origin" counts rows', async () => {
    const spec = specFromRequest(await load('cars.csv'), 'bars counting the cars of each Origin', []);
    expect(spec.aggregate).toBe('count');
  });
  test('"the number of" before a numeric column and its modifiers names the column, even after the other measure', async () => {
    const spec = specFromRequest(await load('gbsg2.csv'), 'tumour size vs number of positive lymph nodes, colour by tumour grade', []);
    expect([spec.x, spec.y, spec.aggregate]).toEqual(['pnodes', ['tsize'], undefined]);
  });
  test('"recurrence free survival" is read whole, as survival, not "recurrence" and a stray "free"', async () => {
    const spec = specFromRequest(await load('gbsg2.csv'), 'recurrence free survival by tumour grade', []);
    expect([spec.type, spec.group]).toEqual(['kaplan_meier', 'tgrade']);
  });
  test('"does mpg drop with wt?", "mpg falls as wt increases": the measure that moves is y, what it moves with is x', async () => {
    const mtcars = await load('mtcars.csv');
    for (const request of ['does mpg drop with wt?', 'does mpg fall as wt increases?', 'mpg rises with qsec', 'mpg decreases as wt goes up']) {
      const spec = specFromRequest(mtcars, request, []);
      expect([request, spec.y[0] ?? spec.mentioned[0], spec.x]).toEqual([request, 'mpg', request.includes('qsec') ? 'qsec' : 'wt']);
    }
  });
  test('"Conc on a log axis, viability on y": the axis named after the comma is another column\'s, not the log one', async () => {
    const spec = specFromRequest(await load('lab_dose_response.csv'), 'Conc on a log axis, viability on y', []);
    expect([spec.x, spec.y, spec.xAxis.scale, spec.yAxis.scale]).toEqual(['Conc (nM)', ['% Viability'], 'log', 'linear']);
  });
  test('"yield by variety, 1931 vs 1932": the years set against each other are the colours, the grouping runs along x', async () => {
    const spec = specFromRequest(await load('barley.csv'), 'mean yield by variety, 1931 vs 1932, bars', []);
    expect([spec.x, spec.group]).toEqual(['variety', 'year']);
  });
  test('"weight by arm, males vs females": values set against each other after a grouping are the colours, the grouping runs along x', async () => {
    const visits = await load('lab_trial_visits.csv');
    const spec = specFromRequest(visits, 'weight_kg by arm, males vs females', []);
    expect([spec.x, spec.group, spec.filters ?? []]).toEqual(['arm', 'sex', []]);
    const dosed = specFromRequest(visits, 'SBP_mmHg by site, placebo vs high dose', []);
    expect([dosed.x, dosed.group]).toEqual(['site', 'arm']);
  });
  test('"by day", "over the weeks": a unit of time placed as a grouping names the one column of elapsed time; "per day" is a rate, left unread', async () => {
    const chicks = await load('ChickWeight.csv');
    expect(specFromRequest(chicks, 'average weight by day for the four diets', []).x).toBe('Time');
    expect(() => specFromRequest(chicks, 'weight gain per day by diet', [])).toThrow(/day/);
  });
  test('"fit a straight line through petal width against petal length" is a linear fit', async () => {
    const spec = specFromRequest(await load('iris.csv'), 'scatter of Petal.Width against Petal.Length and fit a straight line', []);
    expect(spec.methods?.fit).toBe('linear');
  });
  test('an edit "put a straight line on top of the points" adds a linear fit', async () => {
    const msleep = await load('msleep.csv');
    const parent = specFromRequest(msleep, 'scatter of brainwt against bodywt', []);
    expect(specFromEdit(msleep, parent, 'log both axes and put a straight line on top of the points').methods?.fit).toBe('linear');
  });
  test('"across the mammals" on a scatter names the rows; "across the cultivars" on box plots is refused', async () => {
    const spec = specFromRequest(await load('msleep.csv'), 'sleep_total against bodywt across the mammals', []);
    expect(spec.x).toBe('bodywt');
    expect(await refusedWords('wine.csv', 'box plots of alcohol across the cultivars')).toEqual(['cultivars']);
  });
});

describe('the largest and smallest value of each group', () => {
  test('"the maximum petal length of each species" draws bars of the maximum, titled so', async () => {
    const iris = await load('iris.csv');
    const spec = specFromRequest(iris, 'bar chart of the maximum Petal.Length of each Species', []);
    expect(spec.aggregate).toBe('max');
    const files = await renderChart(iris, spec, { journal: 'default', width: 'single', palette: 'okabe_ito' });
    expect(files.map((f) => f.format)).toContain('pdf');
    expect(specFromRequest(iris, 'min Sepal.Width per Species as bars', []).aggregate).toBe('min');
  });
});

describe('names the data shortened, written out in another order', () => {
  test('"mpg" names Miles_per_Gallon: the request shortens a name of several words', async () => {
    const spec = specFromRequest(await load('cars.csv'), 'mpg against Weight_in_lbs', []);
    expect(spec.y).toEqual(['Miles_per_Gallon']);
  });
  test('"daily high temperature" and "max temperature" name temp_max; the word of an extreme is no summary there', async () => {
    const weather = await load('seattle_weather.csv');
    expect(specFromRequest(weather, 'daily high temperature over time', []).y).toEqual(['temp_max']);
    const violins = specFromRequest(weather, 'max temperature by weather as violins', []);
    expect([...violins.y, ...violins.mentioned]).toEqual(['temp_max']);
    expect(violins.aggregate).toBeUndefined();
  });
  test('"the adjusted p-values" name padj', async () => {
    const spec = specFromRequest(await load('lab_de_results.csv'), 'volcano plot of the adjusted p-values', []);
    expect([spec.x, ...spec.y, ...spec.mentioned]).toContain('padj');
  });
});

describe('groupings said in other words', () => {
  test('"density curves of the three species" draws one per species (the count matches)', async () => {
    const spec = specFromRequest(await load('iris.csv'), 'density curves of Petal.Length of the three Species', []);
    expect(spec.group).toBe('Species');
  });
  test('"weight by diet for each time point": the plain "by" along x, "for each" the colours', async () => {
    const spec = specFromRequest(await load('ChickWeight.csv'), 'boxplots of weight by Diet for each Chick', []);
    expect(spec).toMatchObject({ x: 'Diet', group: 'Chick' });
  });
  test('"yearly GNP": the column of years named with one measurement is a line along it', async () => {
    const spec = specFromRequest(await load('longley.csv'), 'yearly GNP', []);
    expect(spec).toMatchObject({ type: 'line', x: 'YEAR', y: ['GNP'] });
  });
  test('films released in a decade (a date filter on rows that are no series) keep the histogram of one measurement', async () => {
    const spec = specFromRequest(await load('movies.csv'), 'running times of films released in the 2000s', []);
    expect(spec.type).toBe('histogram');
  });
  test('one measurement kept over a span of years, no chart named: a line along the years', async () => {
    const spec = specFromRequest(await load('longley.csv'), 'GNP from 1950 to 1960', []);
    expect(spec).toMatchObject({ type: 'line', x: 'YEAR', y: ['GNP'] });
  });
});

describe('words around a column', () => {
  test('"coloured by vehicle class" colours by class; "ozone levels" is Ozone', async () => {
    expect(specFromRequest(await load('mpg.csv'), 'hwy against displ, coloured by vehicle class', []).group).toBe('class');
    const spec = specFromRequest(await load('airquality.csv'), 'Ozone levels by Month as boxplots', []);
    expect([...spec.y, ...spec.mentioned]).toEqual(['Ozone']);
  });
  test('"(line)" and "line of ..." name a line chart', async () => {
    expect(specFromRequest(await load('economics.csv'), 'line of unemploy over date', []).type).toBe('line');
    expect(specFromRequest(await load('economics.csv'), 'psavert over the years (line)', []).type).toBe('line');
  });
});

describe('panels named by their values', () => {
  test('"separate panels for Biscoe and Dream" makes a panel per island, only those two', async () => {
    const spec = specFromRequest(await load('penguins.csv'), 'flipper_length_mm against body_mass_g, separate panels for Biscoe and Dream', []);
    expect(spec.facet).toEqual({ column: 'island' });
    expect(spec.group).toBeUndefined();
    expect(spec.filters).toEqual([{ column: 'island', op: 'in', value: ['Biscoe', 'Dream'] }]);
  });
});

describe('thresholds and p-values on −log10 axes', () => {
  test('a suggestive line at a p other than the plot’s own (1e-5) is refused, not drawn at 1e-5', async () => {
    expect(await refusedWords('lab_gwas.csv', 'Manhattan plot of P with a suggestive line at 1e-6')).toContain('suggestive');
  });
  test('"a line at p = 1e-6" lies at 6 on the −log10 p axis, labelled with the p asked for', async () => {
    const spec = specFromRequest(await load('lab_gwas.csv'), 'Manhattan plot of P with a reference line at y = 1e-6', []);
    expect(spec.referenceLines).toEqual([{ axis: 'y', value: 6, label: 'p = 1.0 × 10⁻⁶' }]);
  });
});

describe('spelling', () => {
  test('"progression" is an English word: refused by name, never mended into "regression" and drawn as one', async () => {
    expect(await refusedWords('diabetes.csv', 'progression of target against bmi')).toContain('progression');
  });
});
