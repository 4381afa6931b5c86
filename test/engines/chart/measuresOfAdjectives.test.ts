// An adjective asked about ("how old") or compared ("heavier", "the longest") names the measure it
// is a value of, as WordNet's attributes say: old of age, heavy of weight, long of length.
import { specFromRequest } from '../../../engines/chart/index.ts';
import { table } from './support/tables.ts';

const hives = table({
  hive: ['H1', 'H2', 'H3', 'H4', 'H5', 'H6'],
  apiary: ['Moor', 'Moor', 'Vale', 'Vale', 'Moor', 'Vale'],
  queen_age_months: [10, 22, 14, 30, 8, 18],
  weight_kg: [31.2, 28.4, 35.0, 26.1, 33.3, 29.9],
  comb_length_cm: [41, 38, 45, 36, 43, 39],
  brood_cells: [5200, 4100, 6100, 3900, 5600, 4500],
});

describe('adjectives that name a measure', () => {
  test('"how heavy are the hives in each apiary" is weight_kg by apiary', () => {
    const spec = specFromRequest(hives, 'how heavy are the hives in each apiary? boxes please', []);
    expect(spec.x ?? spec.group).toBe('apiary');
    expect([...spec.y, ...spec.mentioned]).toContain('weight_kg');
  });
  test('"are the Vale hives heavier than the Moor ones" compares weight_kg between the apiaries', () => {
    const spec = specFromRequest(hives, 'are the Vale hives heavier than the Moor ones? boxplot', []);
    expect(spec.x ?? spec.group).toBe('apiary');
    expect([...spec.y, ...spec.mentioned]).toContain('weight_kg');
  });
  test('"brood_cells against how heavy the hive is": asked with "how", the measure is named beside another', () => {
    const spec = specFromRequest(hives, 'brood_cells against how heavy the hive is', []);
    expect([spec.x, spec.y]).toEqual(['weight_kg', ['brood_cells']]);
  });
  test('a degree word beside another measure named is not read as a second measure', () => {
    expect(() => specFromRequest(hives, 'do heavier hives have more brood_cells? scatter', [])).toThrow(/heavier/);
  });
  test('"longer comb" right before the comb length is part of its name, not another column', () => {
    const spec = specFromRequest(hives, 'is the longer comb in the Vale apiary? comb length by apiary, boxplot', []);
    expect(spec.x ?? spec.group).toBe('apiary');
    expect([...spec.y, ...spec.mentioned]).toEqual(['comb_length_cm']);
  });
  test('a superlative beside a measure the request names asks of that measure, adding no second one', () => {
    const spec = specFromRequest(hives, 'which apiary is the heaviest? mean brood_cells per apiary as bars', []);
    expect(spec.x).toBe('apiary');
    expect([...spec.y, ...spec.mentioned].filter((c) => c !== 'apiary')).toEqual(['brood_cells']);
  });
  test('an adjective of a measure the data lacks stays refused by name', () => {
    expect(() => specFromRequest(hives, 'how tall are the hives in each apiary?', [])).toThrow(/tall/);
  });
});
