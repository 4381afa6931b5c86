// "mean line with an SEM band", "95% CI ribbons": the error of means along a numeric x drawn as a
// shaded band joining them, not as bars at each point; on categories a band joins nothing and is
// refused by name.
import { CHARTS } from '../../../engines/chart/charts/index.ts';
import { ChartError, requestProblem, specFromRequest, type ChartSpec } from '../../../engines/chart/index.ts';
import { themeFor } from '../../../engines/chart/plot/theme.ts';
import type { Scene, SceneNode } from '../../../engines/chart/render/scene.ts';
import type { Table } from '../../../engines/chart/data/types.ts';
import { table } from './support/tables.ts';

const chicks: Table = table({
  weight: [42, 51, 59, 64, 40, 49, 58, 72, 43, 39, 55, 61, 41, 50, 62, 70],
  Time: [0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6, 0, 2, 4, 6],
  Chick: [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4],
  Diet: ['1', '1', '1', '1', '1', '1', '1', '1', '2', '2', '2', '2', '2', '2', '2', '2'],
});

const pens: Table = table({
  gain: [1.2, 1.4, 1.1, 1.9, 2.1, 1.8],
  feed: ['hay', 'hay', 'hay', 'silage', 'silage', 'silage'],
});

function walk(nodes: SceneNode[], out: SceneNode[] = []): SceneNode[] {
  for (const n of nodes) {
    out.push(n);
    if ('children' in n && Array.isArray(n.children)) walk(n.children as SceneNode[], out);
  }
  return out;
}

function draw(data: Table, spec: ChartSpec): Scene {
  return CHARTS[spec.type]!({ table: data, spec, theme: themeFor('default', 'single', 'okabe_ito') });
}

const closedAreas = (scene: Scene) => walk(scene.nodes).filter((n) => n.type === 'polyline' && (n as { closed?: boolean }).closed);

describe('error bands', () => {
  test('"mean weight over time for each diet, mean line with an SEM band": one shaded band per diet', () => {
    const spec = specFromRequest(chicks, 'mean weight over time for each diet, mean line with an SEM band', []);
    expect([spec.x, spec.y, spec.group, spec.aggregate, spec.errorBars, spec.errorStyle]).toEqual(['Time', ['weight'], 'Diet', 'mean', 'sem', 'band']);
    expect(closedAreas(draw(chicks, spec))).toHaveLength(2);
  });
  test('"with 95% CI ribbons", "shaded ± SD" are bands of that interval', () => {
    const ribbons = specFromRequest(chicks, 'mean weight against Time for each Diet with 95% CI ribbons', []);
    expect([ribbons.errorBars, ribbons.errorStyle]).toEqual(['ci95', 'band']);
    const shaded = specFromRequest(chicks, 'mean weight against Time for each Diet, shaded ± SD', []);
    expect([shaded.errorBars, shaded.errorStyle]).toEqual(['sd', 'band']);
  });
  test('"with SEM error bars" stays bars: no band is drawn', () => {
    const spec = specFromRequest(chicks, 'mean weight against Time for each Diet with SEM error bars', []);
    expect(spec.errorStyle).toBeUndefined();
    expect(closedAreas(draw(chicks, spec))).toHaveLength(0);
  });
  test('a band over categories is refused by name, never drawn as bars', () => {
    const spec = specFromRequest(pens, 'mean gain by feed with an SD band', []);
    expect(() => draw(pens, spec)).toThrow(ChartError);
    expect(() => draw(pens, spec)).toThrow(/band/);
    expect(requestProblem(pens, spec)?.reason).toBe('METHOD_NOT_AVAILABLE');
  });
  test('a band asked of bars is refused before a job: bars carry no band', () => {
    const spec = specFromRequest(pens, 'bar chart of mean gain by feed with an SD band', []);
    expect(requestProblem(pens, spec)?.message).toMatch(/band/);
  });
});
