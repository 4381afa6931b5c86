// The legend module (engines/chart/legends/): key legends in a column or in rows, the colour
// bar of a continuous scale, and the legend of marker size.
import { colorBar } from '../../../engines/chart/legends/colorBar.ts';
import { drawLegend, keyLegend, legendSize, type LegendEntry } from '../../../engines/chart/legends/keys.ts';
import { legendValues, sizeLegend } from '../../../engines/chart/legends/sizeLegend.ts';
import { inkOn } from '../../../engines/chart/plot/color.ts';
import { themeFor } from '../../../engines/chart/plot/theme.ts';
import { textNodes } from '../../../engines/chart/render/scene.ts';

const theme = themeFor('default', 'single', 'okabe_ito');
const entries: LegendEntry[] = ['Control', 'Treated', 'Placebo', 'Vehicle'].map((label, i) => ({ label, color: theme.color(i), shape: 'point' }));

describe('key legends', () => {
  test('one row per entry in a column; rows no wider than the room when flowed', () => {
    const column = legendSize(entries, theme);
    expect(column.height).toBeCloseTo(theme.fontSize * 1.4 * 4);
    const flowed = legendSize(entries, theme, column.width * 2.2);
    expect(flowed.height).toBeCloseTo(theme.fontSize * 1.4 * 2);
    expect(flowed.width).toBeLessThanOrEqual(column.width * 2.2);
    expect(textNodes(drawLegend({ x: 0, y: 0 }, entries, theme, column.width * 2.2)).map((t) => t.text)).toEqual(['Control', 'Treated', 'Placebo', 'Vehicle']);
  });

  test('a titled block beside the plot is as wide as its title at least', () => {
    const block = keyLegend(entries.slice(0, 1), theme, 'A rather long legend title');
    expect(block.width).toBeGreaterThan(legendSize(entries.slice(0, 1), theme).width);
    expect(textNodes(block.draw(0, 0))[0]?.text).toBe('A rather long legend title');
  });
});

describe('colour bar and size legend', () => {
  test('the colour bar ticks only values inside its domain', () => {
    const labels = textNodes(colorBar({ map: 'viridis', domain: [0.3, 9.7] }, 'Count', theme).draw(0, 0)).map((t) => t.text);
    expect(labels).toEqual(['Count', '2', '4', '6', '8']);
  });

  test('size legend values are round and within the data', () => {
    expect(legendValues(3, 120)).toEqual([8, 30, 100]);
    // A narrow range (earthquake magnitudes) gets round values across it, not the largest alone.
    expect(legendValues(4, 6.4)).toEqual([4, 5, 6]);
    const block = sizeLegend([8, 30, 100], (v) => Math.sqrt(v), 'Count', theme);
    expect(textNodes(block.draw(0, 0)).map((t) => t.text)).toEqual(['Count', '8', '30', '100']);
  });

  test('text on a fill is black or white, whichever contrasts more', () => {
    expect(inkOn('#F0E442')).toBe('#000000');
    expect(inkOn('#0072B2')).toBe('#FFFFFF');
  });
});
