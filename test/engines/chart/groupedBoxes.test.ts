// Two groupings asked of one chart ("supplement on the x axis, the doses as coloured boxes",
// "mean body mass by species and sex"): drawn both, grouped side by side, or refused naming the
// one that has no place; never one of them dropped. On ToothGrowth, checked against R:
// with(ToothGrowth, tapply(len, list(supp, dose), median)).
import { filterRows } from '../../../engines/chart/transforms/filterRows.ts';
import { specFromRequest } from '../../../engines/chart/index.ts';
import { draw, flat, texts } from './support/scenes.ts';
import { data as load } from './support/tables.ts';

async function drawn(data: string, request: string) {
  const table = await load(data);
  const spec = specFromRequest(table, request, []);
  return { spec, scene: draw(filterRows(table, spec.filters), spec) };
}

describe('grouped box plots', () => {
  test('"supp on the x axis, the doses as coloured boxes": six boxes, two categories, a legend of the three doses', async () => {
    const { spec, scene } = await drawn('ToothGrowth.csv', 'boxplots of len: supp on the x axis, dose as coloured boxes');
    expect(spec).toMatchObject({ type: 'boxplot', x: 'supp', group: 'dose' });
    const words = texts(scene);
    expect(words).toEqual(expect.arrayContaining(['VC', 'OJ', 'dose', '0.5', '1', '2', 'supp', 'len']));
    // One box per (supp, dose) cell.
    const boxes = flat(scene.nodes).filter((n) => n.type === 'rect' && n.fill !== undefined && n.fill !== 'none' && (n as { fillOpacity?: number }).fillOpacity === 0.55);
    expect(boxes).toHaveLength(6);
  });
  test('"mean body mass by species and sex": species along x, the sexes as colour groups', async () => {
    expect((await drawn('penguins.csv', 'mean body mass by species and sex')).spec).toMatchObject({ type: 'bar', x: 'species', group: 'sex', aggregate: 'mean' });
  });
  test('a violin plot by two groupings is refused naming the one it cannot draw', async () => {
    const table = await load('penguins.csv');
    expect(() => specFromRequest(table, 'violins of body mass by species and island', [])).toThrow(/names species without saying how to show it/);
  });
  test('"flipper length over year by species and sex": a line has one colour grouping; the other is refused by name', async () => {
    const table = await load('penguins.csv');
    expect(() => specFromRequest(table, 'flipper length over year by species and sex', [])).toThrow(/COLUMNS_NOT_DRAWN|names species/);
  });
  test('"boxplot of body mass" on a table of two category columns is one box, not split by the first column', async () => {
    const { spec, scene } = await drawn('penguins.csv', 'boxplot of body mass');
    expect(spec.group).toBeUndefined();
    expect(texts(scene)).not.toContain('Adelie');
  });
});
