// Columns and values named the way a request writes them rather than as the data stores them:
// "high dose" for a value HD, "the control mice" for ctrl, "the batches" for a column whose values
// are batch_1, batch_2 and batch_3. And nouns after "across"/"between" that name groups the data
// does not have are refused by name, never read as the rows (one box of everything).
import { specFromRequest } from '../../../engines/chart/index.ts';
import { table } from './support/tables.ts';

const yields = table({
  yield: [4.1, 3.9, 5.2, 5.6, 6.3, 6.0, 4.4, 5.1, 6.6],
  regimen: ['LD', 'LD', 'HD', 'HD', 'HD', 'HD', 'ctrl', 'ctrl', 'HD'],
  lot: ['batch_1', 'batch_2', 'batch_3', 'batch_1', 'batch_2', 'batch_3', 'batch_1', 'batch_2', 'batch_3'],
});

async function refusedWords(request: string): Promise<string[]> {
  try {
    await specFromRequest(yields, request, []);
  } catch (error) {
    return ((error as { details?: { unread?: string[] } }).details?.unread ?? []) as string[];
  }
  throw new Error(`"${request}" was read; it should have been refused`);
}

describe('values written out in full', () => {
  test('"high dose and low dose" are the values HD and LD', async () => {
    const spec = await specFromRequest(yields, 'box plot of yield for high dose and low dose', []);
    expect(spec.filters).toEqual([{ column: 'regimen', op: 'in', value: ['HD', 'LD'] }]);
  });
  test('"control only" keeps the rows of ctrl', async () => {
    const spec = await specFromRequest(yields, 'histogram of yield, control only', []);
    expect(spec.filters).toEqual([{ column: 'regimen', op: '=', value: 'ctrl' }]);
  });
  test('a word that is no shortened value stays unread: "medium dose"', async () => {
    expect(await refusedWords('box plot of yield for medium dose')).toEqual(expect.arrayContaining(['medium']));
  });
});

describe('a column named by the word its values begin with', () => {
  test('"across the batches" groups by the column of batch_1, batch_2, batch_3', async () => {
    const spec = await specFromRequest(yields, 'box plots of yield across the three batches', []);
    expect(spec.type).toBe('boxplot');
    expect(spec.x ?? spec.group).toBe('lot');
  });
  test('"batch 2" is the value batch_2 written with a space, not the column', async () => {
    const spec = await specFromRequest(yields, 'histogram of yield for batch 2', []);
    expect(spec.filters).toEqual([{ column: 'lot', op: '=', value: 'batch_2' }]);
  });
});

describe('groups the data does not have', () => {
  test('"across the cultivars" is refused by name, not read as the rows', async () => {
    expect(await refusedWords('box plots of yield across the cultivars')).toEqual(['cultivars']);
  });
});

describe('a value that is one word of a chart’s name', () => {
  test('"standard curve" on a plate whose Type column holds Standard keeps every row (no filter on Type)', async () => {
    const plate = table({ Type: ['Standard', 'Standard', 'Standard', 'Unknown'], conc: [1, 2, 4, 8], signal: [0.2, 0.4, 0.8, 1.5] });
    const spec = await specFromRequest(plate, 'standard curve of signal against conc', []);
    expect(spec.type).toBe('standard_curve');
    expect(spec.filters ?? []).toEqual([]);
  });
});
