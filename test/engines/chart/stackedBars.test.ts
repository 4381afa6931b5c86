// Stacked bars on public data: each category's segments add up to its count (or total), or to
// 100 when stacked as shares; a summary that is no total is refused, never stacked.
import { renderChart, requestProblem, specFromRequest } from '../../../engines/chart/index.ts';
import { CHARTS } from '../../../engines/chart/charts/index.ts';
import { themeFor } from '../../../engines/chart/plot/theme.ts';
import { csvRows, data as load } from './support/tables.ts';
import { flat } from './support/scenes.ts';

const theme = themeFor('default', 'single', 'okabe_ito');

function segments(request: string, table: Awaited<ReturnType<typeof load>>) {
  const spec = specFromRequest(table, request, []);
  const scene = CHARTS[spec.type]({ table, spec, theme });
  return { spec, rects: flat(scene.nodes).filter((n) => n.type === 'rect' && n.fill !== '#FFFFFF' && n.fill !== 'none') };
}

describe('stacked bars', () => {
  test('"tgrade on x, stacked by menopausal status" (gbsg2): one segment per status in each grade, as tall as its count', async () => {
    const table = await load('gbsg2.csv');
    const { spec, rects } = segments('counts of tgrade, stacked by menostat', table);
    expect(spec).toMatchObject({ type: 'bar', x: 'tgrade', group: 'menostat', stack: 'absolute' });
    const rows = csvRows('gbsg2.csv');
    const grades = new Set(rows.map((r) => r.tgrade ?? ''));
    // Bars plus legend keys: two segments for each grade that has both statuses.
    const plotted = rects.filter((r) => r.type === 'rect' && r.height > 2 && r.width > 10);
    expect(plotted.length).toBeGreaterThanOrEqual(grades.size * 2);
    // Heights are proportional to counts: the two tallest stacks' ratio equals the counts' ratio.
    const count = (g: string) => rows.filter((r) => r.tgrade === g).length;
    const byX = new Map<number, number>();
    for (const r of plotted) if (r.type === 'rect') byX.set(Math.round(r.x), (byX.get(Math.round(r.x)) ?? 0) + r.height);
    const heights = [...byX.values()].sort((a, b) => b - a);
    const counts = [...grades].map(count).sort((a, b) => b - a);
    expect(heights[0]! / heights[1]!).toBeCloseTo(counts[0]! / counts[1]!, 2);
  });
  test('"stacked to 100%": every bar is as tall as the others (its shares add up to 100)', async () => {
    const table = await load('diamonds.csv');
    const { spec, rects } = segments('bars of cut stacked by clarity to 100%', table);
    expect(spec).toMatchObject({ x: 'cut', group: 'clarity', stack: 'percent' });
    const byX = new Map<number, number>();
    for (const r of rects) if (r.type === 'rect' && r.width > 10) byX.set(Math.round(r.x), (byX.get(Math.round(r.x)) ?? 0) + r.height);
    const totals = [...byX.values()].filter((h) => h > 50);
    expect(totals.length).toBe(5);
    for (const t of totals) expect(t).toBeCloseTo(totals[0]!, 0);
  });
  test('"number of penguins per island, stacked by species": the islands along x, the species stacked', async () => {
    const spec = specFromRequest(await load('penguins.csv'), 'number of penguins per island, stacked by species', []);
    expect(spec).toMatchObject({ x: 'island', group: 'species', stack: 'absolute' });
  });
  test('a stacked mean is no total: refused, not drawn', async () => {
    const table = await load('diamonds.csv');
    const spec = specFromRequest(table, 'stacked bars of mean price by cut, stacked by color', []);
    await expect(renderChart(table, spec, { journal: 'default', width: 'single', palette: 'okabe_ito' })).rejects.toMatchObject({ reason: 'METHOD_NOT_AVAILABLE' });
  });
  test('"stacked" on a chart that is not bars is refused', async () => {
    const table = await load('diamonds.csv');
    const spec = specFromRequest(table, 'stacked violins of price by cut', []);
    expect(requestProblem(table, spec, { journal: 'default', width: 'single', palette: 'okabe_ito' })).toMatchObject({ reason: 'METHOD_NOT_AVAILABLE' });
  });
});
