// Words that name what a table's rows are ("the penguins", "male birds", "Gentoo penguins") read as
// the rows, from WordNet's kinds of nouns; words that name a measure the data lacks ("the salaries",
// "prices by island") are refused by name, never taken for the rows and counted in their place.
import { specFromRequest } from '../../../engines/chart/index.ts';
import { data as load } from './support/tables.ts';

async function read(data: string, request: string) {
  return specFromRequest(await load(data), request, []);
}

async function unread(data: string, request: string): Promise<string[]> {
  try {
    await read(data, request);
  } catch (error) {
    return ((error as { details?: { unread?: string[] } }).details?.unread ?? []) as string[];
  }
  throw new Error(`"${request}" was read; it should have been refused`);
}

describe('nouns naming the rows', () => {
  test('"flipper length of the birds, Gentoo only": the birds are the rows, Gentoo their species', async () => {
    const spec = await read('penguins.csv', 'histogram of flipper length of the birds, Gentoo only');
    expect(spec.filters).toEqual([{ column: 'species', op: '=', value: 'Gentoo' }]);
  });
  test('"the Gentoo birds": a noun of countable things after a value kept names the rows kept', async () => {
    const spec = await read('penguins.csv', 'histogram of flipper length of the Gentoo birds');
    expect(spec.filters).toEqual([{ column: 'species', op: '=', value: 'Gentoo' }]);
  });
  test('"the Gentoo salaries": a measure after a value is refused by name, never passed over', async () => {
    expect(await unread('penguins.csv', 'histogram of the Gentoo salaries')).toEqual(['salaries']);
  });
  test('"body mass of female animals by island": animals name the rows', async () => {
    const spec = await read('penguins.csv', 'boxplot of body mass of female animals by island');
    expect(spec.filters).toEqual([{ column: 'sex', op: '=', value: 'female' }]);
  });
  test('"the mammals ..., carni only": a plural noun after "the" names the rows', async () => {
    const spec = await read('msleep.csv', 'total sleep of the mammals against body weight, carni only');
    expect(spec.filters).toEqual([{ column: 'vore', op: '=', value: 'carni' }]);
  });
});

describe('events and works are rows too', () => {
  test('"IMDB rating of all the films" (movies): the films are the rows', async () => {
    const spec = await read('movies.csv', 'histogram of the IMDB Rating of all the films');
    expect([...spec.y, ...spec.mentioned]).toContain('IMDB Rating');
  });
  test('"the quakes" read as rows, "the magnitudes" as a column', async () => {
    const spec = await read('quakes.csv', 'histogram of the magnitudes of the earthquakes');
    expect([...spec.y, ...spec.mentioned]).toContain('mag');
  });
});

describe('nouns naming a measure the data lacks', () => {
  test('"the prices by island" on penguins: "prices" is refused, not counted as rows', async () => {
    expect(await unread('penguins.csv', 'the prices by island')).toEqual(['prices']);
  });
  test('"average of the salaries per species": refused naming "salaries"', async () => {
    expect(await unread('penguins.csv', 'average of the salaries per species')).toEqual(['salaries']);
  });
  test('"the wingspans of the birds by island": refused naming "wingspans", the birds being the rows', async () => {
    expect(await unread('penguins.csv', 'the wingspans of the birds by island')).toEqual(['wingspans']);
  });
});

describe('names the data shortened', () => {
  test('"total sleep against body weight" on msleep: sleep_total against bodywt', async () => {
    expect(await read('msleep.csv', 'total sleep against body weight')).toMatchObject({ x: 'bodywt', y: ['sleep_total'] });
  });
  test('"brain weight vs body weight" on msleep: brainwt against bodywt', async () => {
    expect(await read('msleep.csv', 'brain weight vs body weight')).toMatchObject({ x: 'bodywt', y: ['brainwt'] });
  });
  test('"urban population" on USArrests is UrbanPop', async () => {
    expect(await read('USArrests.csv', 'histogram of urban population')).toMatchObject({ type: 'histogram' });
    expect([...(await read('USArrests.csv', 'histogram of urban population')).y, ...(await read('USArrests.csv', 'histogram of urban population')).mentioned]).toContain('UrbanPop');
  });
  test('"deeper than" names no column called depth: a lower-case English word is no short form', async () => {
    const table = await load('quakes.csv');
    expect(() => specFromRequest(table, 'magnitude of quakes deeper than the rest', [])).toThrow();
  });
});

describe('marks named beside what is shown', () => {
  test('"points coloured by species" on a scatter: the points are the scatter\'s', async () => {
    expect(await read('penguins.csv', 'bill length against flipper length, points coloured by species')).toMatchObject({ type: 'scatter', group: 'species' });
  });
  test('"histogram of body mass with the points": a histogram draws no points, refused by name', async () => {
    const table = await load('penguins.csv');
    expect(() => specFromRequest(table, 'histogram of body mass with the points', [])).toThrow(/individual points, which the histogram chart does not draw/);
  });
  test('"line with points": the line marks its observations', async () => {
    expect(await read('economics.csv', 'psavert over date, line with points')).toMatchObject({ type: 'line', showPoints: true });
  });
});
