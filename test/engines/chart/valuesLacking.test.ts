// Words beside a column of categories that name a value the data lacks are refused by name, never
// read as a description of the column: a code ("Drug E", "T47D cells") or a thing WordNet names by
// two words ("the Markov chain model"). Ordinary words of kind stay descriptions ("tension level").
import { specFromRequest } from '../../../engines/chart/index.ts';
import { data } from './support/tables.ts';

async function unread(file: string, request: string): Promise<string[]> {
  try {
    specFromRequest(await data(file), request, []);
  } catch (error) {
    return ((error as { details?: { unread?: string[] } }).details?.unread ?? []) as string[];
  }
  throw new Error(`"${request}" was drawn; it names a value the data lacks`);
}

describe('values the data lacks, beside a column of categories', () => {
  test('"Drug E" and "T47D cells" are refused, named', async () => {
    expect(await unread('lab_dose_response.csv', 'dose-response curve for Drug E in T47D cells')).toEqual(expect.arrayContaining(['E', 'T47D']));
  });
  test('"the Markov chain model" is refused: no model of the table is called so', async () => {
    expect(await unread('lab_classifier.csv', 'ROC curve of the Markov chain model')).toEqual(expect.arrayContaining(['Markov', 'chain']));
  });
  test('words of kind beside a column stay its description: "total breaks per tension level"', async () => {
    const spec = specFromRequest(await data('warpbreaks.csv'), 'total breaks for each tension level, as bars', []);
    expect(spec.x).toBe('tension');
  });
});
