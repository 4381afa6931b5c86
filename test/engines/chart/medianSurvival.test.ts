// "median survival marked", "mark the median PFS of each curve": each Kaplan-Meier curve's median
// drawn (dashed at S = 0.5 to the curve and down to the time) and printed with its 95% CI, or
// "not reached"; on any other chart refused by name. "median" before a column stays a summary.
import { kaplanMeier } from '../../../engines/chart/stats/survival.ts';
import { specFromRequest } from '../../../engines/chart/index.ts';
import { sig } from '../../../engines/chart/format.ts';
import { draw, flat, texts } from './support/scenes.ts';
import { data as load } from './support/tables.ts';

describe('median survival', () => {
  test('"KM by arm with the median OS of each curve marked": two medians, each as the survival statistics give it', async () => {
    const table = await load('lab_survival_trial.csv');
    const spec = specFromRequest(table, 'Kaplan-Meier of os_months by arm, status died, with the median OS of each curve marked', []);
    expect(spec.methods?.medianSurvival).toBe(true);
    expect(spec.aggregate).toBeUndefined();
    const scene = draw(table, spec);
    const arm = table.columns.find((c) => c.name === 'arm')!;
    const time = table.columns.find((c) => c.name === 'os_months')!;
    const died = table.columns.find((c) => c.name === 'died')!;
    for (const key of ['Standard', 'Experimental']) {
      const rows = arm.values.flatMap((v, i) => (v === key ? [i] : []));
      const curve = kaplanMeier(rows.map((i) => time.values[i] as number), rows.map((i) => Number(died.values[i]) === 1));
      expect(texts(scene).some((t) => t.startsWith(`${key}: median ${sig(curve.median)}`))).toBe(true);
    }
    expect(flat(scene.nodes).filter((n) => n.type === 'line' && (n as { dash?: number[] }).dash !== undefined).length).toBeGreaterThanOrEqual(4);
  });
  test('"median survival" on a bar chart is refused, not drawn as a median bar', async () => {
    const table = await load('lab_survival_trial.csv');
    expect(() => specFromRequest(table, 'bar chart of os_months by arm with median survival', [])).toThrow(/median survival/);
  });
  test('"median age by arm" stays the median of a column', async () => {
    const table = await load('lab_survival_trial.csv');
    expect(specFromRequest(table, 'median age by arm', [])).toMatchObject({ aggregate: 'median', x: 'arm' });
  });
});

describe('a range of a column\'s values', () => {
  test('"by stage (I-IV)" names every stage: no row left out', async () => {
    const table = await load('lab_survival_trial.csv');
    const spec = specFromRequest(table, 'Kaplan-Meier of pfs_months by stage (I-IV), status progressed', []);
    expect(spec.filters ?? []).toEqual([]);
    expect(spec.group).toBe('stage');
  });
  test('"stages II to IV only" keeps II, III and IV, not the two ends', async () => {
    const table = await load('lab_survival_trial.csv');
    const spec = specFromRequest(table, 'Kaplan-Meier of pfs_months by stage, status progressed, stages II to IV only', []);
    expect(spec.filters).toEqual([{ column: 'stage', op: 'in', value: expect.arrayContaining(['II', 'III', 'IV']) }]);
    expect((spec.filters?.[0]?.value as string[]).length).toBe(3);
  });
});

describe('the curves of a Kaplan-Meier chart', () => {
  test('"KM curves by treatment arm": the arms named with a word between are the groups, stated in the spec', async () => {
    const table = await load('lab_survival_trial.csv');
    expect(specFromRequest(table, 'KM curves of os_months by treatment arm, status died', []).group).toBe('arm');
  });
  test('"overall KM curve" on a table of three possible groupings draws one curve, no grouping chosen for the client', async () => {
    const table = await load('lab_survival_trial.csv');
    const spec = specFromRequest(table, 'overall Kaplan-Meier curve of os_months, status died', []);
    expect(spec.group).toBeUndefined();
    expect(texts(draw(table, spec))).not.toContain('Experimental');
  });
});

describe('the event of the time named', () => {
  test('"PFS by arm": progression-free time is counted to progression, the event column beside it, not to death', async () => {
    const spec = specFromRequest(await load('lab_survival_trial.csv'), 'PFS by arm, with the median PFS marked', []);
    expect(spec.roles).toMatchObject({ time: 'pfs_months', event: 'progressed' });
  });
  test('"overall survival by arm" keeps death as the event', async () => {
    const spec = specFromRequest(await load('lab_survival_trial.csv'), 'overall survival by arm', []);
    expect(spec.roles).toMatchObject({ time: 'os_months', event: 'died' });
  });
});
