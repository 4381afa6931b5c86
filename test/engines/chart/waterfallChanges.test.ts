// A response waterfall draws one bar a patient of the change from baseline. Measurements that
// are no change (weights in kg), or patients measured at several visits, are refused with the
// reason, never drawn as if each row were a patient's response against RECIST lines.
import { renderChart, specFromRequest } from '../../../engines/chart/index.ts';
import { data, table } from './support/tables.ts';

const options = { journal: 'nature', width: 'single', palette: 'okabe_ito' } as const;

async function failure(t: Awaited<ReturnType<typeof data>>, spec: ReturnType<typeof specFromRequest>): Promise<{ reason?: string; message: string }> {
  try {
    await renderChart(t, spec, options as never);
  } catch (error) {
    return error as { reason?: string; message: string };
  }
  throw new Error('the waterfall was drawn');
}

describe('response waterfalls', () => {
  test('weights at visits, asked as "weight change from baseline", are refused: no column holds a change', async () => {
    const visits = await data('lab_trial_visits.csv');
    const spec = specFromRequest(visits, 'weight change from baseline by arm', []);
    expect(spec.type).toBe('waterfall');
    const e = await failure(visits, spec);
    expect(e.reason).toBe('COLUMNS_MISSING');
    expect(e.message).toMatch(/weight_kg/);
  });
  test('changes with patients on several rows are refused: one bar is one patient', async () => {
    const repeated = table({ patient: ['P1', 'P1', 'P2', 'P2'], pct_change: [-10, -35, 25, 5] });
    const spec = specFromRequest(repeated, 'waterfall of pct_change', []);
    expect((await failure(repeated, spec)).reason).toBe('PATIENTS_REPEATED');
  });
  test('one change a patient is drawn', async () => {
    const once = table({ patient: ['P1', 'P2', 'P3'], pct_change: [-40, 10, 30] });
    const files = await renderChart(once, specFromRequest(once, 'waterfall of pct_change', []), options as never);
    expect(files.length).toBeGreaterThan(0);
  });
});
