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

describe('a code beside a measurement, shaped like the codes of a column', () => {
  test('"IL-10 fold change" on genes IL6, CXCL8, TNF ... is refused naming IL-10, never all genes pooled', async () => {
    expect(await unread('lab_qpcr.csv', 'IL-10 fold change over time, one line per treatment')).toEqual(['IL-10']);
  });
  test('"IL-6 fold change" keeps the IL6 rows: a code\'s letters and number may be written apart', async () => {
    const spec = specFromRequest(await data('lab_qpcr.csv'), 'IL-6 fold change over time, one line per treatment', []);
    expect(spec.filters).toEqual([{ column: 'Gene', op: '=', value: 'IL6' }]);
  });
  test('"CO2 uptake" on plants Qn1, Mc2 ... stays a description: CO2 is no code of their shape', async () => {
    const spec = specFromRequest(await data('CO2.csv'), 'CO2 uptake against conc', []);
    expect([spec.x, spec.y]).toEqual(['conc', ['uptake']]);
  });
});

describe('values compared, one of which the data lacks', () => {
  test('"the neural network against logistic regression" is refused naming the neural network, never a curve of logistic regression alone', async () => {
    expect(await unread('lab_classifier.csv', 'ROC of the neural network against logistic regression, validation cohort')).toEqual(['neural', 'network']);
  });
  test('"random forest against logistic regression" draws the two models', async () => {
    const spec = specFromRequest(await data('lab_classifier.csv'), 'ROC of random forest against logistic regression', []);
    expect(spec.filters).toEqual([{ column: 'model', op: 'in', value: ['Random forest', 'Logistic regression'] }]);
  });
});
