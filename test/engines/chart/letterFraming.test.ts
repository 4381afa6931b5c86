// A request pasted from a letter or written as a figure legend: the greeting, the sign-off and the
// name after it, the figure's number and the sentence about the data attached frame the request
// and are set aside; the rest is read as any request, and nothing framed is drawn or filtered on.
import { specFromRequest } from '../../../engines/chart/index.ts';
import { data } from './support/tables.ts';

describe('letters and legends', () => {
  let iris: Awaited<ReturnType<typeof data>>;
  beforeAll(async () => {
    iris = await data('iris.csv');
  });
  test('a letter asking for survival curves is read without its greeting, attachment sentence and signature', async () => {
    const request = 'Hello Priya,\n\nI have put the trial data in the attached file. Could you plot progression-free survival by arm (pfs_months, progressed = event) with 95% confidence bands?\n\nMany thanks,\nJonas';
    const spec = specFromRequest(await data('lab_survival_trial.csv'), request, []);
    expect(spec.type).toBe('kaplan_meier');
    expect(spec.group).toBe('arm');
    expect(spec.errorBars).toBe('ci95');
    expect(spec.filters ?? []).toEqual([]);
  });
  test('"Fig. 3b:" before a legend is the figure\'s number, never a value kept', async () => {
    const spec = specFromRequest(await data('mtcars.csv'), 'Fig. 3b: mpg against wt, coloured by cyl', []);
    expect([spec.x, spec.y, spec.group]).toEqual(['wt', ['mpg'], 'cyl']);
    expect(spec.filters ?? []).toEqual([]);
  });
  test('"Supplementary Figure S4 |" is a number too', async () => {
    const spec = specFromRequest(await data('iris.csv'), 'Supplementary Figure S4 | Petal.Length against Petal.Width.', []);
    expect([spec.x, spec.y]).toEqual(['Petal.Width', ['Petal.Length']]);
  });
  test('a sentence about the attachment that also names columns is read, and its other words must mean something', async () => {
    expect(() => specFromRequest(iris, 'Attached are the iris data: Petal.Length against Petal.Width.', [])).toThrow(/Attached/);
  });
});
