// Marks shared by chart types (engines/chart/marks/): the block of statistics that goes where
// the data leave room, and labels placed beside points without overlapping.
import { errorBar } from '../../../engines/chart/marks/errorBar.ts';
import { placeLabels } from '../../../engines/chart/marks/pointLabels.ts';
import { densify, emptiestCorner, statBlock } from '../../../engines/chart/marks/statBlock.ts';
import { themeFor } from '../../../engines/chart/plot/theme.ts';
import { textNodes } from '../../../engines/chart/render/scene.ts';

const theme = themeFor('default', 'single', 'okabe_ito');
const plot = { x: 40, y: 10, width: 200, height: 150 };

describe('statistic block', () => {
  test('goes to the preferred corner the marks leave emptiest', () => {
    const crowdedTopLeft = Array.from({ length: 20 }, (_, i) => [plot.x + 5 + i, plot.y + 5] as [number, number]);
    expect(emptiestCorner(['R² = 0.98'], crowdedTopLeft, plot, theme, ['top-left', 'top-right'])).toBe('top-right');
    expect(emptiestCorner(['R² = 0.98'], [], plot, theme, ['bottom-left', 'top-right'])).toBe('bottom-left');
  });

  test('lines are set right-aligned in a right corner, one row apart', () => {
    const nodes = textNodes(statBlock([{ text: 'a' }, { text: 'b' }], plot, theme, 'top-right'));
    expect(nodes.map((n) => n.anchor)).toEqual(['end', 'end']);
    expect((nodes[1]?.y ?? 0) - (nodes[0]?.y ?? 0)).toBeCloseTo(theme.fontSize * 1.3);
  });

  test('a long line counts as obstacles along its length, and a runaway one stays bounded', () => {
    expect(densify([[0, 0], [10, 0]]).length).toBe(6);
    expect(densify([[0, 0], [1e9, 0]]).length).toBeLessThanOrEqual(1001);
  });
});

describe('error bars and point labels', () => {
  test('an error bar is the bar and two caps', () => {
    expect(errorBar(10, 20, 5, 2, '#000000', 0.5)).toHaveLength(3);
  });

  test('labels stay inside the plot and never overlap', () => {
    const targets = Array.from({ length: 6 }, (_, i) => ({ x: plot.x + 100 + i * 3, y: plot.y + 70, text: `GENE${i}`, r: 2 }));
    const texts = textNodes(placeLabels(targets, plot, theme));
    expect(texts.length).toBeGreaterThan(1);
    for (const t of texts) expect(t.x).toBeGreaterThanOrEqual(plot.x);
  });
});
