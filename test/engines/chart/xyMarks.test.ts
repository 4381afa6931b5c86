// The marks and the transform the x–y charts share (engines/chart/marks/, transforms/step.ts):
// lines through data values, confidence bands, rules across the plot, and step lines.
import { band, curve, ruleXAcross, ruleYAcross } from '../../../engines/chart/marks/index.ts';
import { continuous } from '../../../engines/chart/plot/scales.ts';
import { themeFor } from '../../../engines/chart/plot/theme.ts';
import { stepAfter, stepBefore } from '../../../engines/chart/transforms/step.ts';

const theme = themeFor('nature', 'single', 'okabe_ito');
const plot = { x: 40, y: 10, width: 200, height: 150 };
const sx = continuous([0, 10], [0, 100], { fixed: [0, 10] });
const sy = continuous([0, 10], [100, 0], { fixed: [0, 10] });

describe('lines through data values', () => {
  test('a curve maps each (x, y) on the scales and leaves out values that are not finite', () => {
    const node = curve([0, 5, 10, 2], [0, NaN, 10, Infinity], sx, sy, theme);
    expect(node.points).toEqual([[0, 100], [100, 0]]);
    expect(node).toMatchObject({ stroke: theme.ink, strokeWidth: theme.lineWidth, lineJoin: 'round' });
  });

  test('a band runs along the upper limit and back along the lower one, faint and without an outline', () => {
    const node = band([0, 10], [1, 2], [3, 4], sx, sy, theme);
    expect(node.points).toEqual([[0, 70], [100, 60], [100, 80], [0, 90]]);
    expect(node).toMatchObject({ closed: true, fill: theme.color(0), fillOpacity: 0.2 });
    expect(node).not.toHaveProperty('stroke');
    expect(band([0, 10], [1, 2], [3, 4], sx, sy, theme, { fill: '#FF0000', fillOpacity: 0.1 })).toMatchObject({ fill: '#FF0000', fillOpacity: 0.1 });
  });
});

describe('rules across the plot', () => {
  test('span the whole width or height of the plot, in ink at the axis width unless told otherwise', () => {
    expect(ruleYAcross(50, plot, theme)).toEqual({ type: 'line', x1: 40, y1: 50, x2: 240, y2: 50, stroke: theme.ink, strokeWidth: theme.axisWidth });
    expect(ruleXAcross(70, plot, theme, { dash: [3, 2] })).toMatchObject({ x1: 70, y1: 10, x2: 70, y2: 160, dash: [3, 2] });
  });
});

describe('step lines', () => {
  test('step-after holds each value until the next point, then to the end', () => {
    expect(stepAfter([[0, 1], [2, 0.8], [5, 0.5]], 9)).toEqual([[0, 1], [2, 1], [2, 0.8], [5, 0.8], [5, 0.5], [9, 0.5]]);
  });

  test('step-after passes over a point that does not change the value, and ends at the last point without an end', () => {
    expect(stepAfter([[0, 1], [2, 1], [3, 0.5], [4, 0.5]])).toEqual([[0, 1], [3, 1], [3, 0.5], [4, 0.5]]);
  });

  test('step-before reaches each value at the previous point, then holds it up to its own', () => {
    expect(stepBefore([[0, 1], [0.5, 0.8], [1, 0.6]])).toEqual([[0, 1], [0, 0.8], [0.5, 0.8], [0.5, 0.6], [1, 0.6]]);
  });

  test('no points, no vertices', () => {
    expect(stepAfter([])).toEqual([]);
    expect(stepBefore([])).toEqual([]);
  });
});
