// Axes named the short way people name them in a request or an edit: "(B on x)" for the one
// word that tells two named columns apart, "label it ..." after the axis just named, "the x one"
// after a y label, and a label removed with the title in one breath.
import { specFromEdit, specFromRequest } from '../../../engines/chart/index.ts';
import { table } from './support/tables.ts';

const readings = table({
  'Probe A reading (mV)': [1.2, 2.3, 3.1, 4.4, 5.2, 6.1],
  'Probe B reading (mV)': [1.4, 2.2, 3.5, 4.1, 5.6, 6.0],
  site: ['north', 'north', 'south', 'south', 'east', 'east'],
});

describe('the word that tells two columns apart', () => {
  test('"Probe A against Probe B (B on x)": B names Probe B, on the x axis', async () => {
    const spec = await specFromRequest(readings, 'Probe A against Probe B (B on x), with a linear fit', []);
    expect(spec.x).toBe('Probe B reading (mV)');
    expect(spec.y).toEqual(['Probe A reading (mV)']);
  });
  test('"put B on the y axis" swaps the roles', async () => {
    const spec = await specFromRequest(readings, 'scatter of Probe A and Probe B, B on the y axis', []);
    expect(spec.y).toEqual(['Probe B reading (mV)']);
    expect(spec.x).toBe('Probe A reading (mV)');
  });
});

describe('axis labels in an edit', () => {
  const parent = () => specFromRequest(readings, 'scatter of Probe A reading against Probe B reading', []);
  test('"log the y axis and label it ..." labels the y axis', async () => {
    const spec = specFromEdit(readings, await parent(), "put the y axis on a log scale and label it 'Signal (mV, log)'");
    expect(spec.yAxis).toMatchObject({ scale: 'log', label: 'Signal (mV, log)' });
  });
  test('"the y axis title to ... and the x one to ..." sets both', async () => {
    const spec = specFromEdit(readings, await parent(), "change the y axis title to 'Probe A' and the x one to 'Probe B'");
    expect(spec.yAxis.label).toBe('Probe A');
    expect(spec.xAxis.label).toBe('Probe B');
  });
  test('"get rid of the title and the x label" removes both', async () => {
    const titled = specFromEdit(readings, await parent(), "title it 'Probe agreement'");
    const spec = specFromEdit(readings, titled, 'get rid of the title and the x label');
    expect(spec.title).toBeUndefined();
    expect(spec.xAxis.label).toBe('');
    expect(spec.yAxis.label).toBeUndefined();
  });
});

describe('"log" said of the column after it', () => {
  test('"Probe A against log Probe B" puts Probe B on x, on a log scale, and y stays linear', () => {
    const spec = specFromRequest(readings, 'Probe A against log Probe B', []);
    expect(spec.x).toBe('Probe B reading (mV)');
    expect(spec.y).toEqual(['Probe A reading (mV)']);
    expect([spec.xAxis.scale, spec.yAxis.scale]).toEqual(['log', 'linear']);
  });
  test('"log Probe A against Probe B" logs the y axis only', () => {
    const spec = specFromRequest(readings, 'log Probe A against Probe B', []);
    expect([spec.xAxis.scale, spec.yAxis.scale]).toEqual(['linear', 'log']);
  });
});

describe('a scale said of a column before the chart places it', () => {
  test('"Probe B on a log axis, Probe A on y" logs the axis Probe B ends on (x), not y', () => {
    const spec = specFromRequest(readings, 'Probe B on a log axis, Probe A on y', []);
    expect(spec.x).toBe('Probe B reading (mV)');
    expect([spec.xAxis.scale, spec.yAxis.scale]).toEqual(['log', 'linear']);
  });
  test('a log scale on a column the chart draws on no axis is refused, naming it', () => {
    expect(() => specFromRequest(readings, 'box plots of Probe A by site, Probe B on a log scale', [])).toThrow(/log scale on Probe B reading \(mV\)/);
  });
});
