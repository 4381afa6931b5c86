// Ordinary words read as the part of a chart they name, each rule on words the corpus does not use:
// names shortened from summary words, ranges and month spans, counted groups, values in brackets,
// values sharing a first word, units as the time axis, periods, the marks asked for, the rows
// named after a value, a column named beside its own values; and what stays refused.
import { renderChart, specFromEdit, specFromRequest } from '../../../engines/chart/index.ts';
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

describe('groups counted rather than named', () => {
  test('"the prices of all five companies over time" draws a line per symbol, the only column of five values', async () => {
    const spec = specFromRequest(await data('stocks.csv'), 'the prices of all five companies over time, as lines', []);
    expect(spec.group).toBe('symbol');
  });
  test('"share prices" are stock prices, never the share of a whole', async () => {
    const stocks = await data('stocks.csv');
    let type: string | undefined;
    try {
      type = specFromRequest(stocks, 'share prices of all five companies', []).type;
    } catch {
      type = undefined;
    }
    expect(type).not.toBe('pie');
  });
  test('a count no column has ("the six companies" of five) is refused, naming the count', async () => {
    const stocks = await data('stocks.csv');
    expect(() => specFromRequest(stocks, 'the prices of the six companies over time, as lines', [])).toThrow(/six/);
  });
  test('"all 11 corporations" on a scatter draws every row, without colouring by firm', async () => {
    const spec = specFromRequest(await data('grunfeld.csv'), 'invest against value, all 11 corporations, log both axes', []);
    expect(spec.group).toBeUndefined();
    expect([spec.x, spec.y]).toEqual(['value', ['invest']]);
  });
});

describe('a column named by its values in brackets', () => {
  test('"a panel per region (Quebec / Mississippi)" is a panel per Type, the column holding those values', async () => {
    const spec = specFromRequest(await data('CO2.csv'), 'uptake against conc, a panel per region (Quebec / Mississippi), coloured by Treatment', []);
    expect(spec.facet?.column ?? spec.facet?.row).toBe('Type');
    expect(spec.group).toBe('Treatment');
  });
  test('values in brackets that no one column holds leave the word unread', async () => {
    const co2 = await data('CO2.csv');
    expect(() => specFromRequest(co2, 'uptake against conc, a panel per region (Quebec / Ontario)', [])).toThrow(/region|Ontario/);
  });
  test('means at the values of a measured x join into a line', async () => {
    const spec = specFromRequest(await data('CO2.csv'), 'average uptake at each conc, a line per Treatment', []);
    expect(spec.type).toBe('line');
  });
});

describe('the rows named after a value kept', () => {
  test('"the female penguins" keeps sex = female and names the rows', async () => {
    const spec = specFromRequest(await data('penguins.csv'), 'flipper length vs body mass of the female penguins, coloured by island', []);
    expect(spec.filters).toEqual([{ column: 'sex', op: '=', value: 'female' }]);
    expect(spec.group).toBe('island');
  });
  test('a measure after a value ("the setosa prices") is still refused: the data may lack it', async () => {
    const iris = await data('iris.csv');
    expect(() => specFromRequest(iris, 'histogram of the setosa prices', [])).toThrow(/prices/);
  });
});

describe('lines asked for as marks', () => {
  test('"girth by age, a line for each tree" is a line chart, not points', async () => {
    const spec = specFromRequest(await data('Orange.csv'), 'trunk circumference against age, a separate line per Tree', []);
    expect(spec.type).toBe('line');
    expect(spec.group).toBe('Tree');
  });
});

describe('lists of values that share their first word, and units as the time axis', () => {
  test('"Drug A, B and C" names every drug: they are compared, none left out', async () => {
    const spec = specFromRequest(await data('lab_dose_response.csv'), 'viability vs conc (nM) for Drug A, B and C in A549', []);
    expect(spec.filters).toEqual([{ column: 'Cell Line', op: '=', value: 'A549' }]);
    expect(spec.group).toBe('Drug');
  });
  test('"Drugs B or C" keeps those two', async () => {
    const spec = specFromRequest(await data('lab_dose_response.csv'), 'viability vs conc (nM) for Drugs B or C', []);
    expect(spec.filters).toEqual([{ column: 'Drug', op: 'in', value: ['Drug B', 'Drug C'] }]);
  });
  test('"fold change vs hours" puts Time (h) on x; "vs days" is refused: no column is in days', async () => {
    const qpcr = await data('lab_qpcr.csv');
    expect(specFromRequest(qpcr, 'fold change vs hours, a line per Treatment', []).x).toBe('Time (h)');
    expect(() => specFromRequest(qpcr, 'fold change vs days', [])).toThrow(/days/);
  });
});

describe('both values of a yes/no column', () => {
  test('"velocity against substrate with or without inhibitor" colours by Inhibitor, keeping every row', async () => {
    const spec = specFromRequest(await data('lab_enzyme_kinetics.csv'), 'velocity against substrate for the H57A enzyme, with or without the inhibitor', []);
    expect(spec.group).toBe('Inhibitor');
    expect(spec.filters).toEqual([{ column: 'Enzyme', op: '=', value: 'H57A' }]);
  });
});

describe('periods, month ranges and bars asked for', () => {
  test('"monthly average ozone" is the mean along Month, not a scatter of every day', async () => {
    const spec = specFromRequest(await data('airquality.csv'), 'monthly average wind speed', []);
    expect(spec.x).toBe('Month');
    expect(spec.aggregate).toBe('mean');
    expect(spec.type).not.toBe('scatter');
  });
  test('"June to August" keeps June, July and August', async () => {
    const spec = specFromRequest(await data('airquality.csv'), 'Ozone against Wind from June to August', []);
    expect(spec.filters).toEqual([{ column: 'Month', op: 'in', value: [6, 7, 8] }]);
  });
  test('"one bar per month" draws bars', async () => {
    const spec = specFromRequest(await data('airquality.csv'), 'mean solar radiation, one bar per Month', []);
    expect(spec.type).toBe('bar');
  });
});

describe('a column called cluster', () => {
  test('"mean life expectancy per cluster over the years" groups by the column and clusters nothing', async () => {
    const spec = specFromRequest(await data('gapminder.csv'), 'mean life expectancy per cluster over the years', []);
    expect(spec.group).toBe('cluster');
    expect(spec.methods?.cluster).toBeUndefined();
  });
});

describe('"by number of <column>"', () => {
  test('"mpg by number of gears" compares mpg across gear, not a scatter against it', async () => {
    const spec = specFromRequest(await data('mtcars.csv'), 'qsec by number of carburetors', []);
    expect(spec.group ?? spec.x).toBe('carb');
    expect(spec.type).not.toBe('scatter');
  });
});

describe('a column named right after one of its values', () => {
  test('"price of ideal cut diamonds by carat" keeps the ideal cuts and draws price against carat', async () => {
    const spec = specFromRequest(await data('diamonds.csv'), 'depth of premium cut diamonds by carat', []);
    expect(spec.filters).toEqual([{ column: 'cut', op: '=', value: 'Premium' }]);
    expect(spec.x).toBe('carat');
    expect([...spec.y, ...spec.mentioned]).toEqual(['depth']);
  });
});

describe('a column named before each of its values compared', () => {
  test('"breaks for wool A vs wool B at each tension" measures breaks only; wool is what is compared', async () => {
    const spec = specFromRequest(await data('warpbreaks.csv'), 'breaks for wool A vs wool B at each tension', []);
    expect(spec.y).toEqual(['breaks']);
    expect([spec.x, spec.group].sort()).toEqual(['tension', 'wool']);
  });
});

describe('orders said twice, and what a column is called in other words', () => {
  const labs = table({
    lab: ['Oslo', 'Lyon', 'Turin', 'Graz', 'Oslo', 'Lyon', 'Turin', 'Graz'],
    region: ['north', 'west', 'south', 'east', 'north', 'west', 'south', 'east'],
    yield: [3, 5, 4, 6, 2, 7, 5, 4],
    recovery: [10, 12, 15, 9, 11, 14, 13, 8],
  });
  test('"sorted by mean, smallest first" is one ascending order', () => {
    expect(specFromRequest(labs, 'yield by lab as bars, sorted by mean, smallest first', []).sort).toBe('ascending');
  });
  test('"tallest first", "lightest on top" are orders of their own', () => {
    expect(specFromRequest(labs, 'yield by lab as bars, tallest first', []).sort).toBe('descending');
    expect(specFromRequest(labs, 'yield by lab as bars, lightest on top', []).sort).toBe('ascending');
  });
  test('orders that contradict each other ("sorted descending, lowest first") are refused', () => {
    expect(() => specFromRequest(labs, 'yield by lab as bars, sorted descending, lowest first', [])).toThrow(/"lowest"/);
  });
  test('"the kind of region" is the region column; "the ratio of yield" is not yield', () => {
    expect(specFromRequest(labs, 'yield by the kind of region, boxplots', []).group).toBe('region');
    expect(() => specFromRequest(labs, 'ratio of yield by lab', [])).toThrow(/ratio/);
  });
  test('"recovery time" is the recovery column; "recovery rate" and "time between recoveries" are not', () => {
    expect(specFromRequest(labs, 'recovery time by lab', []).mentioned).toEqual(['recovery']);
    expect(() => specFromRequest(labs, 'recovery rate by lab', [])).toThrow(/rate/);
    expect(() => specFromRequest(labs, 'histogram of the time between yield', [])).toThrow();
  });
});

describe('a count of the measurements drawn', () => {
  const assays = table({
    sample: ['s1', 's2', 's3', 's4', 's5', 's6'],
    glucose: [5.1, 6.2, 5.8, 7.0, 6.6, 5.5],
    insulin: [12, 15, 11, 19, 17, 13],
    leptin: [8, 9, 7, 12, 11, 9],
  });
  test('"the three hormone assays" on a correlation matrix of three numeric columns is all of them', () => {
    const spec = specFromRequest(assays, 'correlation matrix of the three hormone assays', []);
    expect(spec.type).toBe('correlation');
  });
  test('"correlations between the three hormone assays as a matrix" is a correlation matrix of all three', () => {
    expect(specFromRequest(assays, 'Kendall correlations between the three hormone assays as a matrix', []).type).toBe('correlation');
  });
  test('a count the data does not have ("the five assays" of three) is refused, naming it', () => {
    expect(() => specFromRequest(assays, 'correlation matrix of the five hormone assays', [])).toThrow(/"five"/);
  });
  test('"clustered heatmap" is a heatmap with its rows and columns clustered, not a tree alone', () => {
    const spec = specFromRequest(assays, 'clustered heatmap of glucose, insulin and leptin', []);
    expect(spec.type).toBe('heatmap');
    expect(spec.methods?.cluster).toEqual({ rows: true, columns: true });
  });
});

describe('two measurements with no side said, and a value of the column split by', () => {
  const cells = table({
    line: ['HeLa', 'HeLa', 'U2OS', 'U2OS', 'MCF7', 'MCF7', 'HeLa', 'U2OS', 'MCF7'],
    area: [310, 290, 420, 400, 350, 365, 300, 410, 340],
    perimeter: [70, 66, 82, 80, 74, 75, 68, 81, 73],
  });
  test('"are area and perimeter linked in each line?" states the first along x and the second up y', () => {
    const spec = specFromRequest(cells, 'are area and perimeter linked in each line? scatter', []);
    expect([spec.x, spec.y]).toEqual(['area', ['perimeter']]);
  });
  test('"is U2OS bigger? area for each line" draws every line: U2OS is one of the groups, not the only one', () => {
    const spec = specFromRequest(cells, 'is U2OS bigger? area for each line', []);
    expect(spec.filters ?? []).toEqual([]);
    expect([spec.x, spec.group]).toContain('line');
  });
  test('a comparative in a question about the groups drawn asks how they compare; elsewhere it is refused', () => {
    const spec = specFromRequest(cells, 'Is the perimeter of the U2OS line longer? boxplots of perimeter by line', []);
    expect(spec.type).toBe('boxplot');
    expect(spec.filters ?? []).toEqual([]);
    expect(() => specFromRequest(cells, 'the rounder cells: boxplots of perimeter by line', [])).toThrow(/"rounder"/);
  });
  test('a verb of change in a question along groups or time ("did the area go up?") asks what the chart shows', () => {
    const spec = specFromRequest(cells, 'did the area go up? mean area per line', []);
    expect([...spec.y, ...spec.mentioned]).toEqual(['area']);
    expect(() => specFromRequest(cells, 'the area went up. histogram of area', [])).toThrow(/"went"/);
  });
  test('"did" opening a question is no letter of a short name ("did blood pressure" is not DBP)', () => {
    const bp = table({ arm: ['a', 'b', 'a', 'b'], SBP: [120, 131, 118, 140], DBP: [80, 85, 79, 90] });
    expect(() => specFromRequest(bp, 'did blood pressure come down by arm?', [])).toThrow();
  });
  test('"heart rate against time" with MHR and RHR (maximum, resting) is refused naming both', () => {
    const hr = table({ minute: [0, 1, 2, 3], MHR: [150, 160, 171, 175], RHR: [60, 61, 59, 62] });
    expect(() => specFromRequest(hr, 'heart rate against minute', [])).toThrow(/MHR, RHR/);
  });
  test('"area for each line, U2OS only" keeps U2OS alone, as written', () => {
    const spec = specFromRequest(cells, 'area for each line, U2OS only', []);
    expect(spec.filters).toEqual([{ column: 'line', op: '=', value: 'U2OS' }]);
  });
});

describe('a column naming each row, before a measurement', () => {
  test('"plant height by cultivar" draws height by cultivar; the plant names whose height it is', () => {
    const plants = table({ plant: ['P1', 'P2', 'P3', 'P4', 'P5', 'P6'], cultivar: ['a', 'b', 'a', 'b', 'a', 'b'], height_cm: [31, 40, 29, 44, 33, 41] });
    const spec = specFromRequest(plants, 'plant height by cultivar, violins', []);
    expect([...spec.y, ...spec.mentioned]).toEqual(['height_cm']);
    expect([spec.x, spec.group]).toContain('cultivar');
  });
});

describe('an edit that says the rest stays as it is', () => {
  const plots = table({
    biomass: [12, 30, 8, 22, 17, 25],
    rainfall: [410, 620, 380, 540, 470, 600],
    soil: ['clay', 'sand', 'loam', 'clay', 'sand', 'loam'],
  });
  test('"add SD error bars, nothing else" adds the bars', () => {
    const parent = specFromRequest(plots, 'mean biomass by soil, bars', []);
    expect(specFromEdit(plots, parent, 'add SD error bars, nothing else').errorBars).toBe('sd');
  });
  test('"label the x axis \'Rain (mm)\' and leave the rest as it is" sets that label only', () => {
    const parent = specFromRequest(plots, 'biomass against rainfall, scatter', []);
    const edited = specFromEdit(plots, parent, "label the x axis 'Rain (mm)' and leave the rest as it is");
    expect([edited.xAxis.label, edited.yAxis.label, edited.title]).toEqual(['Rain (mm)', undefined, undefined]);
  });
  test('"the axis labels should be \'A\' and \'B\'" gives each label to the axis whose column it names', () => {
    const parent = specFromRequest(plots, 'biomass against rainfall, scatter', []);
    const edited = specFromEdit(plots, parent, "the axis labels should be 'Biomass (g)' and 'Rainfall (mm)'");
    expect([edited.xAxis.label, edited.yAxis.label]).toEqual(['Rainfall (mm)', 'Biomass (g)']);
  });
});

describe('an order said with the measure\'s adjective', () => {
  const shops = table({ shop: ['Deli', 'Cafe', 'Bakery', 'Grocer'], price: [4.2, 3.1, 2.5, 3.8] });
  test('"from most to least expensive" sorts descending; "from least to most expensive" ascending', () => {
    expect(specFromRequest(shops, 'price by shop as bars, from most to least expensive', []).sort).toBe('descending');
    expect(specFromRequest(shops, 'price by shop as bars, sorted from least to most expensive', []).sort).toBe('ascending');
  });
});

describe('columns named by what their short names shorten, and a map\'s axes', () => {
  const cars = table({ hp: [110, 93, 175, 105, 245, 62], disp: [160, 108, 360, 225, 360, 147], wt: [2.6, 2.3, 3.4, 3.5, 3.6, 3.2] });
  test('"horsepower" is hp: the initials of the two words it joins', () => {
    const spec = specFromRequest(cars, 'weight against displacement, colour the points by horsepower', []);
    expect([spec.x, spec.y, spec.group]).toEqual(['disp', ['wt'], 'hp']);
  });
  test('latitude and longitude named with no side said: longitude along x, as on a map', () => {
    const quakes = table({ lat: [-20.4, -20.6, -26.0, -18.0, -20.4, -19.7], long: [181.6, 181.0, 184.1, 181.7, 182.0, 184.3], depth: [562, 650, 42, 626, 649, 195] });
    const spec = specFromRequest(quakes, 'scatter of latitude and longitude, colour by depth', []);
    expect([spec.x, spec.y, spec.group]).toEqual(['long', ['lat'], 'depth']);
  });
  test('"shaded by" and "colour scale =" colour the points', () => {
    expect(specFromRequest(cars, 'wt against disp, points shaded by hp', []).group).toBe('hp');
    expect(specFromRequest(cars, 'wt vs disp, colour scale = hp', []).group).toBe('hp');
  });
  test('"depth percentage": a word of parts right after a measurement is its unit, not a chart of parts', () => {
    const gems = table({ carat: [0.23, 0.31, 0.7, 1.01, 0.5, 0.9, 1.2, 0.4, 0.33, 0.8, 1.5, 0.61, 0.72, 0.95], price: [326, 335, 2757, 4500, 1500, 3900, 6000, 900, 700, 3100, 9000, 1800, 2600, 4100], depth: [61.5, 59.8, 62.4, 63.3, 60.1, 61.9, 62.8, 58.7, 64.0, 60.6, 62.2, 61.1, 63.7, 59.4] });
    const spec = specFromRequest(gems, 'price as a function of carat, coloured by depth percentage', []);
    expect([spec.type, spec.x, spec.y, spec.group]).toEqual(['scatter', 'carat', ['price'], 'depth']);
  });
  test('"plot every quake: mag on the horizontal axis, depth on the vertical": the rows in the singular, the axes by where they are', () => {
    const quakes = table({ lat: [-20.4, -20.6, -26.0, -18.0], mag: [4.8, 4.2, 5.4, 4.1], depth: [562, 650, 42, 626] });
    const spec = specFromRequest(quakes, 'plot every quake: mag on the horizontal axis, depth on the vertical', []);
    expect([spec.x, spec.y]).toEqual(['mag', ['depth']]);
    // "for each city" goes through groups the data lacks: refused, never the rows.
    expect(() => specFromRequest(quakes, 'depth for each city, boxplots', [])).toThrow();
  });
  test('"the two wool types as separate colours", "the visits as colours": the column, perhaps with its group noun, in colours', () => {
    const breaks = table({ breaks: [26, 30, 54, 25, 70, 52, 18, 21, 29, 17, 12, 18], wool: ['A', 'A', 'A', 'A', 'A', 'A', 'B', 'B', 'B', 'B', 'B', 'B'], tension: ['L', 'M', 'H', 'L', 'M', 'H', 'L', 'M', 'H', 'L', 'M', 'H'] });
    expect(specFromRequest(breaks, 'mean breaks by tension, the two wool types as separate colours, bars', []).group).toBe('wool');
    expect(specFromRequest(breaks, 'mean breaks by tension, wool as colours, bars', []).group).toBe('wool');
  });
  test('"at baseline and at week 24 ... the two visits as colours": the first visit joined to another kept, and counted', () => {
    const visits = table({ arm: ['A', 'A', 'A', 'B', 'B', 'B', 'A', 'B'], visit_week: [0, 12, 24, 0, 12, 24, 24, 0], SBP_mmHg: [150, 142, 138, 151, 149, 147, 136, 153] });
    const spec = specFromRequest(visits, 'Systolic BP at baseline and at week 24 for each arm: grouped bars (arms along x, the two visits as colours), mean', []);
    expect([spec.type, spec.x, spec.group]).toEqual(['bar', 'arm', 'visit_week']);
    expect(spec.filters).toEqual([{ column: 'visit_week', op: 'in', value: [0, 24] }]);
  });
  test('"at high tension" says which rows, never that tension holds upper limits: refused until its values are read', () => {
    const breaks = table({ breaks: [26, 30, 54, 25, 70, 52], wool: ['A', 'A', 'A', 'B', 'B', 'B'], tension: ['L', 'M', 'H', 'L', 'M', 'H'] });
    expect(() => specFromRequest(breaks, 'mean breaks at high tension by wool, bars', [])).toThrow(expect.objectContaining({ reason: 'COLUMNS_NOT_DRAWN' }));
    expect(() => specFromRequest(breaks, 'boxplot of breaks by wool at low tension', [])).toThrow(expect.objectContaining({ reason: 'COLUMNS_NOT_DRAWN' }));
  });
  test('"for every country, one line each" is a line per country', () => {
    const life = table({ year: [1990, 2000, 2010, 1990, 2000, 2010], country: ['Japan', 'Japan', 'Japan', 'Chad', 'Chad', 'Chad'], life_expect: [79, 81, 83, 51, 48, 52] });
    const spec = specFromRequest(life, 'life expectancy over time for every country, one line each', []);
    expect([spec.type, spec.x, spec.y, spec.group]).toEqual(['line', 'year', ['life_expect'], 'country']);
  });
  test('"most frequent first" sorts descending, "least efficient first" ascending', () => {
    const cars = table({ class: ['suv', 'compact', 'suv', 'midsize', 'compact', 'suv'], hwy: [17, 29, 19, 27, 31, 18] });
    expect(specFromRequest(cars, 'count of cars per class as bars, most frequent first', []).sort).toBe('descending');
    expect(specFromRequest(cars, 'hwy by class as boxplots, least efficient first', []).sort).toBe('ascending');
  });
  test('"ROC curves of all four models" is a curve per model when the data has four', () => {
    const scores = table({ model: ['a', 'b', 'c', 'd', 'a', 'b', 'c', 'd'], prob: [0.9, 0.2, 0.6, 0.4, 0.1, 0.7, 0.3, 0.8], truth: [1, 0, 1, 0, 0, 1, 0, 1] });
    expect(specFromRequest(scores, 'ROC curves of all four models', []).group).toBe('model');
  });
});

describe('points sized by a column', () => {
  const quakes = table({
    lon: [165.2, 181.6, 184.1, 170.4, 179.9, 186.3, 167.8, 183.2, 175.1, 182.7, 169.9, 185.5, 178.4, 180.8],
    lat: [-12.1, -20.3, -15.9, -22.4, -26.0, -17.2, -14.8, -24.6, -19.3, -28.1, -13.5, -16.4, -23.7, -21.2],
    depth_km: [562, 650, 42, 626, 649, 195, 82, 194, 211, 622, 583, 249, 554, 600],
    mag: [4.8, 4.2, 5.4, 4.1, 4.0, 4.0, 4.8, 4.4, 4.7, 4.3, 4.4, 4.6, 4.4, 4.4],
  });
  test('"size by mag" sizes the points, draws a bubble chart and makes no groups of mag', () => {
    const spec = specFromRequest(quakes, 'lat against lon, size by mag', []);
    expect([spec.type, spec.roles.weight, spec.group]).toEqual(['bubble', 'mag', undefined]);
  });
  test('"mag as bubble size" and "bubble size is mag" on a scatter are a bubble chart too', () => {
    expect(specFromRequest(quakes, 'lat against lon, mag as bubble size', []).roles.weight).toBe('mag');
    expect(specFromRequest(quakes, 'scatter of lat against lon, bubble size is mag', []).type).toBe('bubble');
  });
  test('"lesion size by grade": "size" of a column\'s name sizes nothing', () => {
    const lesions = table({ lesion_size: [12, 30, 8, 22, 17, 25], grade: ['I', 'II', 'III', 'I', 'II', 'III'] });
    const spec = specFromRequest(lesions, 'lesion size by grade, boxplots', []);
    expect([spec.type, spec.x ?? spec.group, spec.roles.weight]).toEqual(['boxplot', 'grade', undefined]);
  });
  test('lines coloured by a measurement of many values are refused, not a key of 14 colours', () => {
    expect(() => specFromRequest(quakes, 'line chart of depth_km against lon, colour by lat', [])).toThrow(expect.objectContaining({ reason: 'GROUP_COLUMN_CONTINUOUS' }));
  });
  test('a regression coloured by a measurement of many whole numbers is one fit of all the points, on a scatter coloured along a scale', () => {
    const spec = specFromRequest(quakes, 'regression of lat on lon, colour by depth_km', []);
    expect([spec.type, spec.group, spec.methods?.fit]).toEqual(['scatter', 'depth_km', 'linear']);
  });
});

describe('what a Manhattan plot draws is stated in the reading', () => {
  test('the chromosome, position and p-value columns it finds by their headers are its roles', async () => {
    const spec = specFromRequest(await data('lab_gwas.csv'), 'manhattan plot, please', []);
    expect(spec.roles).toMatchObject({ chromosome: 'CHR', position: 'BP', p: 'P' });
  });
});

describe('an edit that says what is wrong before the change', () => {
  const plots = table({
    plot: ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'],
    biomass: [12, 30, 8, 22, 17, 25],
    soil: ['clay', 'sand', 'loam', 'clay', 'sand', 'loam'],
  });
  const parent = () => specFromRequest(plots, 'mean biomass by soil, bars', []);
  test('"the bars are all over the place, sort them from high to low" sorts them: the complaint is its reason', () => {
    expect(specFromEdit(plots, parent(), 'the bars are all over the place, sort them from high to low').sort).toBe('descending');
  });
  test('a complaint about a part no change touches ("the labels overlap") is refused, naming it', () => {
    expect(() => specFromEdit(plots, parent(), 'the labels overlap; call it Biomass by soil')).toThrow(/labels overlap/);
  });
  test('a clause that wishes ("I wanted them lying down") is a request, never set aside', () => {
    expect(() => specFromEdit(plots, parent(), 'the bars are standing up, I wanted them lying down, and sort them from high to low')).toThrow(/lying down/);
  });
});

describe('the base of a rate, and "at the top"', () => {
  const towns = table({
    town: ['Ely', 'Hove', 'Looe', 'Diss', 'Wem', 'Eye'],
    burglaries: [4.1, 7.3, 2.2, 5.0, 3.3, 6.1],
  });
  test('"burglaries per 100,000 residents by town, largest at the top" reads the rate\'s base and the order', () => {
    const spec = specFromRequest(towns, 'burglaries per 100,000 residents by town as bars, largest at the top', []);
    expect([...spec.y, ...spec.mentioned]).toEqual(['burglaries']);
    expect(spec.sort).toBe('descending');
  });
  test('"by town, burglaries and thefts side by side" colours by the column whose values stand side by side', () => {
    const crimes = table({ town: ['Ely', 'Ely', 'Hove', 'Hove'], kind: ['burglary', 'theft', 'burglary', 'theft'], count: [4, 9, 7, 12] });
    const spec = specFromRequest(crimes, 'count by town, kind burglary and theft side by side, bars', []);
    expect([spec.x ?? spec.group, spec.group]).toEqual(['town', 'kind']);
  });
  test('"varieties side by side in different colours" colours by that column, the words after "side by side" included', () => {
    const plots = table({ field: ['N', 'N', 'S', 'S'], variety: ['Maris', 'Avalon', 'Maris', 'Avalon'], yield_t: [7.9, 8.4, 6.8, 7.7] });
    const spec = specFromRequest(plots, 'mean yield_t for each field, varieties side by side in different colours, bars', []);
    expect([spec.x, spec.group]).toEqual(['field', 'variety']);
  });
  test('"every hive its own line" is a line for each hive, drawn along the time column', () => {
    const hives = table({ hive: ['A', 'A', 'A', 'B', 'B', 'B'], mass_kg: [20.1, 22.4, 25.0, 18.3, 19.9, 23.2], week: [1, 2, 3, 1, 2, 3] });
    const spec = specFromRequest(hives, 'line chart, every hive its own line', []);
    expect([spec.x, spec.y, spec.group]).toEqual(['week', ['mass_kg'], 'hive']);
  });
  test('"each hive one line", "every hive a line" count one line to each hive: a line for each hive', () => {
    const hives = table({ hive: ['A', 'A', 'A', 'B', 'B', 'B'], mass_kg: [20.1, 22.4, 25.0, 18.3, 19.9, 23.2], week: [1, 2, 3, 1, 2, 3] });
    for (const request of ['mass_kg by week, each hive one line', 'mass_kg by week, every hive gets a line', 'mass_kg by week with each hive a single curve']) {
      const spec = specFromRequest(hives, request, []);
      expect([spec.x, [...spec.y, ...spec.mentioned], spec.group]).toEqual(['week', ['mass_kg'], 'hive']);
    }
  });
  test('"temperature and humidity in their own colours" colours the two measurements, it groups by neither', () => {
    const weather = table({ day: [1, 2, 3, 4, 5, 6], temperature: [12.1, 13.4, 11.8, 14.2, 15.0, 13.3], humidity: [71, 65, 80, 62, 58, 66] });
    const spec = specFromRequest(weather, 'line chart of temperature and humidity over day in their own colours', []);
    expect(spec.group).toBeUndefined();
    expect(spec.y).toEqual(['temperature', 'humidity']);
  });
  test('a line for each subject and a colour for each arm ask for two sets of colours: refused, both named', () => {
    const trial = table({ subject: ['S1', 'S1', 'S2', 'S2', 'S3', 'S3', 'S4', 'S4'], arm: ['drug', 'drug', 'placebo', 'placebo', 'drug', 'drug', 'placebo', 'placebo'], week: [0, 4, 0, 4, 0, 4, 0, 4], score: [20, 26, 22, 21, 19, 27, 24, 23] });
    expect(() => specFromRequest(trial, 'score over week: each subject its own line, each arm its own colour', [])).toThrow(expect.objectContaining({ reason: 'COLUMNS_NOT_DRAWN', details: { columns: ['subject', 'arm'] } }));
  });
  test('a scale glossed after its column ("(1 = never to 4 = daily)") describes it', () => {
    const survey = table({ smoking: [1, 2, 3, 4, 1, 2, 4, 3], fev1: [3.1, 2.9, 2.5, 2.2, 3.3, 2.8, 2.0, 2.6] });
    const spec = specFromRequest(survey, 'mean fev1 by smoking (1 = never to 4 = daily), bars', []);
    expect(spec.x ?? spec.group).toBe('smoking');
    expect(() => specFromRequest(survey, 'bars of mean fev1; (1 = never to 4 = daily)', [])).toThrow();
  });
  test('"per 100k" after no column is left unread', () => {
    expect(() => specFromRequest(towns, 'per 100k, bars by town', [])).toThrow(/"100"/);
  });
});

describe('the rows drawn as points, one each', () => {
  const fish = table({ length_cm: [12, 15, 11, 19, 17, 14], mass_g: [20, 41, 18, 77, 60, 33], lake: ['N', 'S', 'N', 'S', 'N', 'S'] });
  test('"one point per fish" on a scatter says what the scatter draws', () => {
    const spec = specFromRequest(fish, 'mass_g against length_cm, one point per fish', []);
    expect([spec.type, spec.x, spec.y]).toEqual(['scatter', 'length_cm', ['mass_g']]);
  });
  test('"one point per lake" names a column: it asks for groups, and a chart of points per row is not silently drawn', () => {
    let spec;
    try {
      spec = specFromRequest(fish, 'mass_g against length_cm, one point per lake', []);
    } catch {
      spec = undefined;
    }
    expect(spec === undefined || spec.group === 'lake' || spec.aggregate !== undefined).toBe(true);
  });
  test('points asked on a pie are refused', () => {
    expect(() => specFromRequest(fish, 'pie of lake, one dot per fish', [])).toThrow(/point/);
  });
});

describe('points joined by lines for each subject', () => {
  const visits = table({
    mouse: ['m1', 'm1', 'm1', 'm2', 'm2', 'm2', 'm3', 'm3', 'm3', 'm4', 'm4', 'm4'],
    day: [0, 7, 14, 0, 7, 14, 0, 7, 14, 0, 7, 14],
    tumour_mm3: [50, 80, 120, 55, 70, 90, 48, 95, 150, 60, 66, 71],
    cage: ['a', 'a', 'a', 'b', 'b', 'b', 'a', 'a', 'a', 'b', 'b', 'b'],
  });
  test('"day 0 and day 14 for each mouse, joined by lines, paired t-test" pairs the mice across the two days', () => {
    const spec = specFromRequest(visits, 'tumour_mm3 on day 0 and day 14 for each mouse, joined by lines, paired t-test', []);
    expect(spec.type).toBe('paired_dot');
    expect(spec.roles.pair).toBe('mouse');
    expect(spec.x).toBe('day');
  });
  test('"joined by lines" on a chart that joins nothing is refused', () => {
    expect(() => specFromRequest(visits, 'histogram of tumour_mm3, joined by lines', [])).toThrow(/joined by lines/);
  });
});

describe('a column and another name for it, one of them in brackets', () => {
  const cohort = table({
    resp: [151, 75, 141, 206, 135, 97, 138, 63, 110, 310],
    bmi: [32.1, 21.6, 30.5, 25.3, 23.0, 22.6, 22.0, 26.2, 23.0, 29.7],
    arm: ['a', 'b', 'a', 'b', 'a', 'b', 'a', 'b', 'a', 'b'],
  });
  test('"disease activity (the resp column) against bmi" names resp by what it means', () => {
    const spec = specFromRequest(cohort, 'disease activity (the resp column) against bmi', []);
    expect([spec.x, spec.y]).toEqual(['bmi', ['resp']]);
  });
  test('"resp against body mass (the bmi)": the x named by what it means, its column in brackets', () => {
    for (const request of ['resp against body mass (the bmi), coloured by arm', 'resp against body mass (bmi)']) {
      const spec = specFromRequest(cohort, request, []);
      expect([spec.x, spec.y]).toEqual(['bmi', ['resp']]);
    }
    expect(() => specFromRequest(cohort, 'resp against body mass (kg/m2)', [])).toThrow(expect.objectContaining({ reason: 'COLUMN_NOT_FOUND' }));
  });
  test('"the spread of resp (disease activity)" is the spread of resp', () => {
    const spec = specFromRequest(cohort, 'the spread of resp (disease activity) as a histogram', []);
    expect([spec.type, [...spec.y, ...spec.mentioned]]).toEqual(['histogram', ['resp']]);
  });
  test('words before a bracket that holds more than a name stay unread', () => {
    expect(() => specFromRequest(cohort, 'disease activity (resp by arm) against bmi', [])).toThrow(/"disease"/);
  });
  test('a bracket after no column names nothing: its words stay unread', () => {
    expect(() => specFromRequest(cohort, 'resp against bmi as dots (disease activity)', [])).toThrow(/"disease"/);
  });
  test('a value of the data before the bracket is no other name for the column', () => {
    expect(() => specFromRequest(cohort, 'mean resp of b (arm) per bmi', [])).toThrow();
  });
});

describe('the rows described by nouns before them', () => {
  const trial = table({
    months: [3, 8, 12, 20, 5, 14, 30, 9],
    died: [1, 0, 1, 0, 1, 1, 0, 0],
    therapy: ['chemo', 'radio', 'chemo', 'radio', 'chemo', 'radio', 'chemo', 'radio'],
    sex: [0, 1, 0, 1, 1, 0, 1, 0],
  });
  test('"for the larynx cancer patients": the nouns before the rows describe who the rows are', () => {
    const spec = specFromRequest(trial, 'histogram of months for the larynx cancer patients', []);
    expect([spec.type, [...spec.y, ...spec.mentioned]]).toEqual(['histogram', ['months']]);
  });
  test('an adjective before the rows may keep some of them ("the female patients"): it stays unread', () => {
    expect(() => specFromRequest(trial, 'histogram of months for the female patients', [])).toThrow(/"female"/);
  });
  test('a noun before the rows with no determiner is not read as their description', () => {
    expect(() => specFromRequest(trial, 'histogram of months, larynx cancer patients', [])).toThrow(/"larynx"/);
  });
});

describe('values of a column of many values, written as names', () => {
  const names = Array.from({ length: 70 }, (_, i) => `Country ${i}`);
  const countries = [...names, 'China', 'India', 'Japan', 'Heat', 'United States'];
  const world = table({
    year: countries.flatMap(() => [1990, 2000]),
    country: countries.flatMap((c) => [c, c]),
    life: countries.flatMap((_, i) => [50 + (i % 20), 55 + (i % 20)]),
  });
  test('"for China, India and the United States" keeps those countries, a line each', () => {
    const spec = specFromRequest(world, 'life over time for China, India and the United States', []);
    expect(spec.filters).toEqual([{ column: 'country', op: 'in', value: ['China', 'India', 'United States'] }]);
    expect(spec.group).toBe('country');
  });
  test('a word that is also a value is no value when written as a word ("Heat map of life")', () => {
    let spec;
    try {
      spec = specFromRequest(world, 'Heat map of life by year and country', []);
    } catch {
      spec = undefined;
    }
    expect(spec?.filters ?? []).toEqual([]);
  });
  test('a name the column lacks stays unread', () => {
    expect(() => specFromRequest(world, 'life over time for China and Peru', [])).toThrow(/"Peru"/);
  });
});

describe('a count per thing, the base of a rate', () => {
  const looms = table({ breaks: [26, 30, 54, 25, 70, 52, 51, 26, 67], tension: ['L', 'L', 'L', 'M', 'M', 'M', 'H', 'H', 'H'] });
  test('"breaks per loom for each tension" counts breaks on each loom; the loom is no column', () => {
    const spec = specFromRequest(looms, 'mean breaks per loom for each tension', []);
    expect([spec.x, [...spec.y, ...spec.mentioned]]).toEqual(['tension', ['breaks']]);
  });
  test('"per" before a thing after a measurement in the singular is a grouping the data lacks, refused', () => {
    const sleep = table({ extra: [0.7, -1.6, -0.2, 1.9, 0.8, 3.4], group: ['1', '1', '1', '2', '2', '2'] });
    expect(() => specFromRequest(sleep, 'mean extra per drug', [])).toThrow(/"drug"/);
  });
});

describe('a name before its unit in brackets', () => {
  const labs = table({
    'eGFR [mL/min/1.73m²]': [62, 45, 38, 71, 29, 55],
    'Potassium [mmol/L]': [4.1, 4.6, 5.0, 3.9, 5.4, 4.3],
    'Time (h)': [0, 1, 2, 0, 1, 2],
    'Time (min)': [0, 60, 120, 0, 60, 120],
  });
  test('"Potassium vs eGFR" names the columns by the words before their units', () => {
    const spec = specFromRequest(labs, 'scatter of Potassium vs eGFR', []);
    expect([spec.x, spec.y]).toEqual(['eGFR [mL/min/1.73m²]', ['Potassium [mmol/L]']]);
  });
  test('a head two names share ("Time" of "Time (h)" and "Time (min)") names neither', () => {
    let spec;
    try {
      spec = specFromRequest(labs, 'Potassium against Time', []);
    } catch {
      spec = undefined;
    }
    expect(spec?.x).toBeUndefined();
  });
});

describe('marks coloured by a column, and axes named by other verbs', () => {
  const cars = table({ mpg: [21, 22.8, 18.7, 14.3, 24.4, 30.4], hp: [110, 93, 175, 245, 62, 52], gear: ['4', '4', '3', '3', '4', '5'] });
  const parent = () => specFromRequest(cars, 'scatter of mpg against hp', []);
  test('"colour the dots by gear" colours by gear, in a request and in an edit', () => {
    expect(specFromEdit(cars, parent(), 'colour the dots by gear').group).toBe('gear');
    expect(specFromRequest(cars, 'mpg against hp, colour the points by gear', []).group).toBe('gear');
  });
  test('"name the y axis", "rename the x axis to", "give the x axis the label" set the axis labels', () => {
    expect(specFromEdit(cars, parent(), "name the y axis 'Fuel use'").yAxis.label).toBe('Fuel use');
    expect(specFromEdit(cars, parent(), "rename the x axis to 'Power'").xAxis.label).toBe('Power');
    expect(specFromEdit(cars, parent(), "give the x axis the label 'Power'").xAxis.label).toBe('Power');
  });
  test('"call the y axis \'Fuel use\'" labels the axis, never titles the chart with the words', () => {
    const spec = specFromEdit(cars, parent(), "call the y axis 'Fuel use'");
    expect([spec.yAxis.label, spec.title]).toEqual(['Fuel use', undefined]);
  });
  test('"a straight regression line" is a linear fit', () => {
    const spec = specFromRequest(cars, 'mpg against hp with a straight regression line', []);
    expect([spec.x, spec.methods?.fit]).toEqual(['hp', 'linear']);
  });
});

describe('words a rule only skips over, and reasons', () => {
  const looms = table({ breaks: [26, 30, 54, 25, 70, 52, 51, 26, 67], tension: ['L', 'L', 'L', 'M', 'M', 'M', 'H', 'H', 'H'], wool: ['A', 'B', 'A', 'B', 'A', 'B', 'A', 'B', 'A'] });
  test('words between "horizontal" and the end of its clause are still read ("for the purple looms" is refused)', () => {
    expect(() => specFromRequest(looms, 'horizontal bars of mean breaks by tension for the purple looms', [])).toThrow(/"purple"/);
  });
  test('words between "with" and "points" are still read', () => {
    expect(() => specFromRequest(looms, 'boxplot of breaks by tension with the purple looms shown as points', [])).toThrow(/"purple"/);
  });
  test('"the vertical axis" is no orientation of the bars', () => {
    const spec = specFromRequest(looms, 'mean breaks by tension as bars, the vertical axis from 0 to 80', []);
    expect(spec.orientation).toBeUndefined();
  });
  test('a clause of purpose at the end ("so the baseline is honest") is the reason; one that negates is read', () => {
    const spec = specFromRequest(looms, 'mean breaks by tension as bars so the baseline is honest', []);
    expect(spec.x).toBe('tension');
    expect(() => specFromRequest(looms, 'mean breaks by tension as bars so that it is not misleading', [])).toThrow(/"misleading"|"not"/);
  });
});

describe('bounds, places and orientations in other words', () => {
  const years = table({ year: [1996, 1998, 2000, 2002, 2004, 2006], jobless: [7.2, 6.1, 5.7, 8.4, 8.1, 7.0], region: ['n', 's', 'n', 's', 'n', 's'] });
  const parent = () => specFromRequest(years, 'jobless against year by region', []);
  test('"from 2000 onwards" and "from 2000 on" keep 2000 and after, never the one year', () => {
    for (const said of ['only from 2000 onwards', 'from 2000 on']) expect(specFromEdit(years, parent(), said).filters).toEqual([{ column: 'year', op: '>=', value: 2000 }]);
  });
  test('"put the legend underneath" and "above the chart" place the legend', () => {
    expect(specFromEdit(years, parent(), 'put the legend underneath').legend).toBe('bottom');
    expect(specFromEdit(years, parent(), 'move the legend above the chart').legend).toBe('top');
  });
  test('"label x as \'Year\'" labels the x axis', () => {
    expect(specFromEdit(years, parent(), "label x as 'Year'").xAxis.label).toBe('Year');
  });
  test('"lay the boxes on their side" lies them down; "as well" means also', () => {
    const boxes = specFromRequest(years, 'boxplot of jobless by region', []);
    const spec = specFromEdit(years, boxes, 'lay the boxes on their side and show the points as well');
    expect([spec.orientation, spec.showPoints]).toEqual(['horizontal', true]);
  });
  test('"hist" is a histogram', () => {
    expect(specFromRequest(years, 'hist of jobless', []).type).toBe('histogram');
  });
});

describe('counts that a column holds', () => {
  const quadrats = table({ orchids: [0, 3, 5, 1, 8, 2], pH: [5.1, 6.2, 7.0, 5.5, 7.4, 6.0], habitat: ['fen', 'heath', 'chalk', 'fen', 'chalk', 'heath'] });
  test('"orchid counts against soil pH" plots the orchids column, never a count of rows', () => {
    const spec = specFromRequest(quadrats, 'orchid counts against soil pH with a loess smooth', []);
    expect([spec.type, spec.x, spec.y, spec.aggregate]).toEqual(['scatter', 'pH', ['orchids'], undefined]);
  });
  test('"the count of quadrats per habitat" still counts rows', () => {
    expect(specFromRequest(quadrats, 'count of quadrats per habitat as bars', []).aggregate).toBe('count');
  });
});

describe('the rows kept, named by a word a column shares', () => {
  const flanker = table({
    trial: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    congruency: ['congruent', 'incongruent', 'neutral', 'congruent', 'incongruent', 'neutral', 'congruent', 'incongruent', 'neutral', 'congruent', 'incongruent', 'neutral'],
    rt_ms: [443, 512, 460, 430, 540, 455, 470, 530, 449, 438, 505, 462],
  });
  test('"for incongruent trials" keeps those rows; the trial column is not drawn', () => {
    const spec = specFromRequest(flanker, 'rt_ms distribution for incongruent trials', []);
    expect([...spec.y, ...spec.mentioned]).toEqual(['rt_ms']);
    expect(spec.filters).toEqual([{ column: 'congruency', op: '=', value: 'incongruent' }]);
  });
});

describe('chart names and time columns in the names researchers use', () => {
  test('"an interaction plot" is a line of means per level, a line for each other factor', async () => {
    const spec = specFromRequest(await data('CO2.csv'), 'interaction plot: mean uptake by Treatment with a separate line for each Type', []);
    expect([spec.type, spec.x, spec.group, spec.aggregate]).toEqual(['line', 'Treatment', 'Type', 'mean']);
  });
  test('an interaction plot without "mean" is drawn: lines along categories join each level\'s mean', async () => {
    const co2 = await data('CO2.csv');
    const spec = specFromRequest(co2, 'interaction plot of uptake by Treatment, a separate line for each Type', []);
    const files = await renderChart(co2, spec, { journal: 'default', width: 'single', palette: 'okabe_ito' });
    expect(files.map((f) => f.format)).toContain('png');
  });
  test('"over time" is the one column named for a unit of time, written with an underscore ("visit_week")', () => {
    const visits = table({ patient: ['p1', 'p1', 'p2', 'p2'], visit_week: [0, 4, 0, 4], sbp: [150, 141, 160, 149] });
    const spec = specFromRequest(visits, 'sbp over time, one line per patient', []);
    expect([spec.type, spec.x, spec.group]).toEqual(['line', 'visit_week', 'patient']);
  });
});

describe('the data called by its own name', () => {
  test('"Amazon\'s stock" in stocks.csv is its one measurement, the price; "Sunspots" in sunspots.csv its activity', async () => {
    const stock = specFromRequest(await data('stocks.csv'), "Amazon's stock in 2008 and 2009", []);
    expect([...stock.y, ...stock.mentioned]).toEqual(['price']);
    const sun = specFromRequest(await data('sunspots.csv'), 'Sunspots since 1900 with a loess smoother through them', []);
    expect([...sun.y, ...sun.mentioned]).toEqual(['SUNACTIVITY']);
  });
  test('beside a measurement named, the data\'s name is left to be read, and refused', async () => {
    const stocks = await data('stocks.csv');
    expect(() => specFromRequest(stocks, 'price of each stock over time, one line per symbol', [])).toThrow(/"stock"/);
  });
  test('with several measurements and none named, the data\'s name is refused, never a guess', async () => {
    const census = await data('population.csv');
    expect(() => specFromRequest(census, 'Give me a pie of the 1990 population split by sex', [])).toThrow(/"population"/);
  });
  test('a file without a name changes nothing: "stock" is refused', async () => {
    const unnamed = { ...(await data('stocks.csv')), name: undefined };
    expect(() => specFromRequest(unnamed, "Amazon's stock in 2008 and 2009", [])).toThrow(/stock/);
  });
});

describe('axis labels given as quoted words', () => {
  test('"y axis \'Sepal length (cm)\'" labels the y axis', async () => {
    const spec = specFromRequest(await data('iris.csv'), "sepal length for each of the three species as a raincloud plot, y axis 'Sepal length (cm)'", []);
    expect(spec.yAxis.label).toBe('Sepal length (cm)');
  });
  test('"axis titles \'A\' and \'B\'" go to the axes whose columns they name, in either order', async () => {
    const trees = await data('trees.csv');
    const spec = specFromRequest(trees, "Volume ~ Girth, quadratic fit. axis titles 'Volume (cu ft)' and 'Girth (in)'", []);
    expect([spec.xAxis.label, spec.yAxis.label]).toEqual(['Girth (in)', 'Volume (cu ft)']);
    expect(() => specFromRequest(trees, "Volume ~ Girth. axis titles 'Size' and 'Amount'", [])).toThrow(/axis/);
  });
});

describe('curves with an x of their own', () => {
  test('"ROC curves of the four models" draws a curve per model, never the models along x', async () => {
    const spec = specFromRequest(await data('lab_classifier.csv'), 'ROC curves of the four models, validation cohort only', []);
    expect([spec.type, spec.x, spec.group]).toEqual(['roc', undefined, 'model']);
  });
});

describe('groups, panels and types said after what they split', () => {
  test('"give each cell line its own panel" splits the chart into panels by Cell Line', async () => {
    const doses = await data('lab_dose_response.csv');
    const parent = specFromRequest(doses, 'dose-response of % Viability vs Conc (nM) coloured by Drug with 4PL fits', []);
    const spec = specFromEdit(doses, parent, 'give each cell line its own panel');
    expect([spec.facet?.column, spec.group]).toEqual(['Cell Line', 'Drug']);
  });
  test('"now split each box by sex" colours the boxes by sex', async () => {
    const penguins = await data('penguins.csv');
    const spec = specFromEdit(penguins, specFromRequest(penguins, 'boxplot of body_mass_g by species', []), 'now split each box by sex');
    expect([spec.x, spec.group]).toEqual(['species', 'sex']);
  });
  test('"chilled v. nonchilled colour": "v." joins the values compared, which are the colours', async () => {
    const spec = specFromRequest(await data('CO2.csv'), 'uptake against conc, chilled v. nonchilled colour', []);
    expect([spec.x, spec.y, spec.group]).toEqual(['conc', ['uptake'], 'Treatment']);
  });
  test('", line pls" asks for a line chart; "a trend line" does not', async () => {
    const sun = await data('sunspots.csv');
    expect(specFromRequest(sun, 'sunspot activity since 1900, line pls', []).type).toBe('line');
    expect(specFromRequest(sun, 'sunspot activity since 1900 with a trend line, please', []).type).toBe('regression');
  });
});

describe('bars turned and set beside each other', () => {
  test('"flip it so the bars go sideways" lays the bars down', async () => {
    const cars = await data('mtcars.csv');
    const spec = specFromEdit(cars, specFromRequest(cars, 'bar chart of mean mpg by cyl', []), 'can you flip it so the bars go sideways');
    expect(spec.orientation).toBe('horizontal');
  });
  test('"the two years next to each other" sets the years side by side in colour', async () => {
    const spec = specFromRequest(await data('barley.csv'), 'Mean yield at each site, the two years next to each other', []);
    expect([spec.type, spec.x, spec.group, spec.aggregate]).toEqual(['bar', 'site', 'year', 'mean']);
  });
});

describe("R's words for a model and for panels", () => {
  test('"hp ~ disp | am, lm fit": a linear fit in a panel for each am', async () => {
    const spec = specFromRequest(await data('mtcars.csv'), 'hp ~ disp | am, lm fit', []);
    expect([spec.x, spec.y, spec.facet?.column, spec.methods?.fit]).toEqual(['disp', ['hp'], 'am', 'linear']);
  });
});

describe('a visit schedule compared across arms', () => {
  test('"mean systolic pressure at each visit week for placebo, low dose and high dose": weeks along x, arms in colour, no dose-response', async () => {
    const spec = specFromRequest(await data('lab_trial_visits.csv'), 'Mean systolic pressure at each visit week for placebo, low dose and high dose, with 95% CI', []);
    expect([spec.x, spec.group, [...spec.y, ...spec.mentioned], spec.aggregate, spec.errorBars]).toEqual(['visit_week', 'arm', ['SBP_mmHg'], 'mean', 'ci95']);
    expect(spec.type).not.toBe('dose_response');
  });
});

describe('sentences that tell the story around a request', () => {
  test('a sentence naming nothing of the data or the chart is set aside beside one that asks', async () => {
    const trees = await data('trees.csv');
    const spec = specFromRequest(trees, 'Our forestry class is meeting on Friday. Volume against Girth with a linear fit.', []);
    expect([spec.x, spec.y, spec.methods?.fit]).toEqual(['Girth', ['Volume'], 'linear']);
  });
  test('a story with a word about the figure, a question, or nothing else asked is still read, and refused', async () => {
    const trees = await data('trees.csv');
    expect(() => specFromRequest(trees, 'Our forestry class prefers bigger fonts. Volume against Girth.', [])).toThrow(/bigger|fonts/);
    const cars = await data('mtcars.csv');
    expect(() => specFromRequest(cars, 'do heavier cars burn more fuel? show me, one point per car', [])).toThrow(/burn|fuel/);
  });
  test('a question naming nothing of the data, beside a sentence naming the chart that answers it, is set aside', async () => {
    const trees = await data('trees.csv');
    const spec = specFromRequest(trees, 'Will the new thinning regime pay off? Scatter of Volume against Girth with a linear fit.', []);
    expect([spec.x, spec.y, spec.methods?.fit]).toEqual(['Girth', ['Volume'], 'linear']);
    expect(() => specFromRequest(trees, 'Are taller trees heavier? Scatter of Volume against Girth.', [])).toThrow(/taller|heavier/);
  });
});

describe('short names and kinds of columns with units in their names', () => {
  test('"PVF" is "Peak vertical force (%BW)"; "treatment group" is the treatment column', async () => {
    const spec = specFromRequest(await data('canine_oa_trial.csv'), 'mean PVF by treatment group +/- SEM', []);
    expect([spec.x, [...spec.y, ...spec.mentioned], spec.aggregate, spec.errorBars]).toEqual(['treatment', ['Peak vertical force (%BW)'], 'mean', 'sem']);
  });
});

describe('words of other forms, never mended into the reader\'s own', () => {
  test('"both axis in logarithm" puts both axes on log scales', async () => {
    const spec = specFromRequest(await data('diamonds.csv'), 'price against carat, both axis in logarithm', []);
    expect([spec.xAxis.scale, spec.yAxis.scale]).toEqual(['log', 'log']);
  });
  test('"depending" is no misspelt "descending": a request with it unread is refused naming it', async () => {
    const diamonds = await data('diamonds.csv');
    expect(() => specFromRequest(diamonds, 'How is depending the price from the carat? scatter', [])).toThrow(/"depending"/);
  });
});

describe('summaries pooled over a column, and a sort key', () => {
  test('"mean over sites" pools the sites, which are no axis; "sorted by yield" is the order, no groups', async () => {
    const spec = specFromRequest(await data('barley.csv'), 'yield by variety, 1931 only, horizontal bars sorted by yield, mean over sites', []);
    expect([spec.type, spec.x, [...spec.y, ...spec.mentioned], spec.aggregate, spec.sort]).toEqual(['bar', 'variety', ['yield'], 'mean', 'descending']);
  });
});

describe('axes by where they are, bars of standard error, and a bare "box"', () => {
  test('"pH along the bottom, H_shannon up the side" places x and y', async () => {
    const spec = specFromRequest(await data('field_quadrats.csv'), 'pH along the bottom, H_shannon up the side, colour by site', []);
    expect([spec.x, spec.y, spec.group]).toEqual(['pH', ['H_shannon'], 'site']);
  });
  test('"standard-error bars" are SEM bars; ", box" asks for a box plot', async () => {
    const spec = specFromRequest(await data('tensile_specimens.csv'), 'bar chart of mean UTS (MPa) by Material with standard-error bars', []);
    expect(spec.errorBars).toBe('sem');
    expect(specFromRequest(await data('ToothGrowth.csv'), 'len by supp, box', []).type).toBe('boxplot');
  });
});

describe('words of the flanker task read as its columns and values', () => {
  const flanker = () => data('flanker_rt_long.csv');
  test('"RT" is rt_ms, the short form before its unit; "reaction time" is the same column, the short form of one noun', async () => {
    const table = await flanker();
    expect(specFromRequest(table, 'mean RT by congruency', []).x).toBe('congruency');
    expect(specFromRequest(table, 'mean reaction time by session', []).x).toBe('session');
  });
  test('"congruent" is a value of congruency, not a near miss of its name: both values are kept', async () => {
    const spec = specFromRequest(await flanker(), 'RT distributions for congruent vs incongruent trials, density curves', []);
    expect(spec.filters).toEqual([{ column: 'congruency', op: 'in', value: ['congruent', 'incongruent'] }]);
  });
  test('"correct trials only" keeps the rows where the 0/1 column correct is 1', async () => {
    const spec = specFromRequest(await flanker(), 'mean reaction time for correct trials only, by congruency', []);
    expect(spec.filters).toEqual([{ column: 'correct', op: '=', value: 1 }]);
  });
  test('"incongruent minus congruent" asks for a difference, refused by name', async () => {
    await expect(flanker().then((t) => specFromRequest(t, 'reaction time for incongruent minus congruent trials per subject', []))).rejects.toThrow(/"minus"/);
  });
  test('"by trial type" on a column of trial numbers is refused: the numbers are no types', async () => {
    await expect(flanker().then((t) => specFromRequest(t, 'reaction time by trial type', []))).rejects.toMatchObject({ reason: 'GROUP_COLUMN_CONTINUOUS' });
  });
});

describe('values named, then drawn beside each other', () => {
  test('"females and males next to each other" colours the sexes as grouped bars along species', async () => {
    const spec = specFromRequest(await data('penguins.csv'), 'mean bill depth with SD, grouped bars, species along the bottom and females and males next to each other', []);
    expect([spec.x, spec.group]).toEqual(['species', 'sex']);
  });
  test('"wool A and B side by side" colours the wool types beside each other', async () => {
    const spec = specFromRequest(await data('warpbreaks.csv'), 'mean breaks by tension, wool A and B side by side', []);
    expect([spec.x, spec.group]).toEqual(['tension', 'wool']);
  });
  test('"wool type in colour", "wool in two colours" colour by wool; a count of colours wool has not is left unread', async () => {
    const warp = await data('warpbreaks.csv');
    for (const request of ['mean breaks by tension, wool type in colour', 'mean breaks by tension, wool in two colours']) {
      const spec = specFromRequest(warp, request, []);
      expect([spec.x, spec.group]).toEqual(['tension', 'wool']);
    }
    expect(() => specFromRequest(warp, 'mean breaks by tension, wool in three colours', [])).toThrow(/"three"/);
  });
  test('years that are the codes of a survey wave, "2022 and 2024 in two colours", keep and colour those waves', () => {
    const survey = table({ wave: [2022, 2022, 2024, 2024, 2023, 2023], item: ['a', 'b', 'a', 'b', 'a', 'b'], score: [3, 4, 4, 5, 2, 3] });
    const spec = specFromRequest(survey, 'mean score for each item, 2022 and 2024 waves in two colours, dots', []);
    expect([spec.x, spec.group, spec.filters]).toEqual(['item', 'wave', [{ column: 'wave', op: 'in', value: [2022, 2024] }]]);
    expect(() => specFromRequest(survey, 'mean score for each item, 2022 and 2024 in three colours, dots', [])).toThrow(/"three"/);
  });
  test('"separate bars for each supp", "separate bars for OJ and VC", "split colour by session" colour by that column', async () => {
    const teeth = await data('ToothGrowth.csv');
    for (const request of ['mean len at each dose, separate bars for each supp', 'mean len +/- SD at each dose, separate bars for OJ and VC']) {
      const spec = specFromRequest(teeth, request, []);
      expect([spec.x, spec.group]).toEqual(['dose', 'supp']);
    }
    const rt = table({ session: ['caffeine', 'placebo', 'caffeine', 'placebo'], congruency: ['congruent', 'congruent', 'incongruent', 'incongruent'], rt_ms: [431, 455, 498, 530] });
    expect(specFromRequest(rt, 'mean rt_ms by congruency, split colour by session', []).group).toBe('session');
  });
  test('an edit "split each dose by supplement, side by side" colours the boxes of each dose by supplement', async () => {
    const teeth = await data('ToothGrowth.csv');
    const parent = specFromRequest(teeth, 'boxplot of len per dose', []);
    const edited = specFromEdit(teeth, parent, 'split each dose by supp, side by side');
    expect([edited.x, edited.group]).toEqual(['dose', 'supp']);
  });
  test('"for congruent, incongruent and neutral trials, younger vs older side by side": every value named runs along x, "trials" names the rows, the values beside each other are the colours', () => {
    const rt = table({ trial: [1, 2, 3, 4, 5, 6], age_group: ['younger', 'older', 'younger', 'older', 'younger', 'older'], congruency: ['congruent', 'congruent', 'incongruent', 'incongruent', 'neutral', 'neutral'], rt_ms: [431, 455, 498, 530, 440, 470] });
    const spec = specFromRequest(rt, 'mean rt_ms for congruent, incongruent and neutral trials, younger vs older adults side by side', []);
    expect([spec.x, spec.group, spec.filters]).toEqual(['congruency', 'age_group', undefined]);
  });
  test('edits "remove the colours", "forget the species colours", "all in one colour" drop the colour groups; another column\'s colours are left unread', () => {
    const penguins = table({ species: ['Adelie', 'Gentoo', 'Adelie', 'Gentoo'], island: ['Dream', 'Biscoe', 'Biscoe', 'Dream'], flipper_mm: [190, 217, 188, 221], mass_g: [3700, 5100, 3600, 5400] });
    const parent = specFromRequest(penguins, 'mass_g against flipper_mm, coloured by species', []);
    for (const edit of ['remove the colours', 'forget the species colours, please', 'all in one colour']) expect(specFromEdit(penguins, parent, edit).group).toBeUndefined();
    expect(() => specFromEdit(penguins, parent, 'remove the island colours')).toThrow(expect.objectContaining({ reason: 'INSTRUCTION_NOT_UNDERSTOOD' }));
  });
  test('edits "undo the log scale, that was a mistake", "no log scale on y" put the log axes said, else every log axis, back to linear', () => {
    const films = table({ budget: [1e6, 5e6, 2e7, 8e7], gross: [3e6, 9e6, 6e7, 2e8], genre: ['Drama', 'Comedy', 'Drama', 'Action'] });
    const parent = specFromRequest(films, 'gross vs budget, log-log, coloured by genre', []);
    const undone = specFromEdit(films, parent, 'Undo the log scale, that was a mistake.');
    expect([undone.xAxis.scale, undone.yAxis.scale, undone.group]).toEqual(['linear', 'linear', 'genre']);
    const onY = specFromEdit(films, parent, 'no log scale on y');
    expect([onY.xAxis.scale, onY.yAxis.scale]).toEqual(['log', 'linear']);
    expect(specFromEdit(films, parent, 'forget the genre colours, too busy').group).toBeUndefined();
  });
  test('an edit "flip it so the boxes lie horizontally" lays the boxes on their side', async () => {
    const air = await data('airquality.csv');
    const edited = specFromEdit(air, specFromRequest(air, 'Ozone by Month as boxes', []), "flip it so the boxes lie horizontally, and add the title 'Ozone, New York, May–Sep 1973'");
    expect([edited.orientation, edited.title]).toEqual(['horizontal', 'Ozone, New York, May–Sep 1973']);
  });
  test('an edit "narrow it down to 2015 only" keeps 2015 of the years kept before', async () => {
    const days = await data('seattle_weather.csv');
    const parent = specFromRequest(days, 'temp_max 2012-2015 as a line', []);
    expect(specFromEdit(days, parent, 'narrow it down to 2015 only').filters).toEqual([{ column: 'date', op: 'between', value: ['2015-01-01', '2015-12-31'] }]);
  });
  test('"OD600 vs t": t, as lab notebooks write time, is the data\'s one column of time', async () => {
    const growth = await data('lab_growth_od600.csv');
    const spec = specFromRequest(growth, 'OD600 vs t, one line per strain, log y', []);
    expect([spec.x, spec.y, spec.group, spec.yAxis.scale]).toEqual(['Time (h)', ['OD600'], 'Strain', 'log']);
  });
  test('"mean bodyweight against days since hatching": a compound ending in a column\'s name names it; days since an event are the column of elapsed days', async () => {
    const chicks = await data('ChickWeight.csv');
    const spec = specFromRequest(chicks, 'mean bodyweight against days since hatching, one line for each Diet', []);
    expect([spec.x, spec.y, spec.group, spec.aggregate]).toEqual(['Time', ['weight'], 'Diet', 'mean']);
    // A word the dictionary knows is no compound: "marriage" holds no age.
    expect(specFromRequest(await data('fair.csv'), 'mean affairs by marriage rating, bars', []).x).toBe('rate_marriage');
  });
  test('"by dose group", "by dose" of an arm of Placebo, Low dose and High dose group by the arm; an x of visits is no dose-response', async () => {
    const visits = await data('lab_trial_visits.csv');
    for (const request of ['Systolic pressure over the visits by dose group, mean ± SEM', 'Systolic pressure over the visits by dose, mean ± SEM']) {
      const spec = specFromRequest(visits, request, []);
      expect([spec.x, spec.y, spec.group, spec.type === 'dose_response']).toEqual(['visit_week', ['SBP_mmHg'], 'arm', false]);
    }
  });
  test('"Chick weight over time": the subjects\' column before a measurement says whose it is; "Week-24" keeps that week', async () => {
    const chicks = await data('ChickWeight.csv');
    const spec = specFromRequest(chicks, 'Chick weight over time in days for each diet, mean ± SEM', []);
    expect([spec.x, spec.y, spec.group]).toEqual(['Time', ['weight'], 'Diet']);
    const visits = await data('lab_trial_visits.csv');
    expect(specFromRequest(visits, 'Week-24 systolic pressure by site and arm, grouped bars', []).filters).toEqual([{ column: 'visit_week', op: '=', value: 24 }]);
  });
  test('"the waiting time between eruptions": the events a time is between are no column drawn', async () => {
    const faithful = await data('faithful.csv');
    for (const request of ['histogram of the waiting times between eruptions, 5-minute bins', 'histogram of teh waiting time between eruptoins, 20 bins is fine']) {
      const spec = specFromRequest(faithful, request, []);
      expect([spec.type, [...spec.y, ...spec.mentioned]]).toEqual(['histogram', ['waiting']]);
    }
  });
});
