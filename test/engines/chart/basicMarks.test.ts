// The marks charts compose (engines/chart/marks/): their defaults come from the journal's theme,
// options override them, 'none' removes them, and composite marks lie either way.
import { box, dot, dots, errorBarAt, ON_PAGE, rule, text, violin, type Placement } from '../../../engines/chart/marks/index.ts';
import { themeFor } from '../../../engines/chart/plot/theme.ts';
import type { SceneNode } from '../../../engines/chart/render/scene.ts';
import { goldenOffsets, jitter } from '../../../engines/chart/transforms/jitter.ts';

const theme = themeFor('nature', 'single', 'okabe_ito');

/** u along y and v along x, as a chart lying down places its bands. */
const lyingDown: Placement = {
  point: (u, v) => [v, u],
  rect: (u0, u1, v0, v1) => ({ x: Math.min(v0, v1), y: Math.min(u0, u1), width: Math.abs(v1 - v0), height: Math.abs(u1 - u0) }),
};

describe('basic marks', () => {
  test('a rule is ink at the journal axis width unless told otherwise', () => {
    expect(rule(0, 1, 2, 3, theme)).toEqual({ type: 'line', x1: 0, y1: 1, x2: 2, y2: 3, stroke: '#000000', strokeWidth: theme.axisWidth });
    expect(rule(0, 0, 1, 0, theme, { stroke: '#888888', dash: [3, 2] })).toMatchObject({ stroke: '#888888', strokeWidth: theme.axisWidth, dash: [3, 2] });
  });

  test("a dot takes the theme's marker size and first colour; 'none' drops its outline", () => {
    expect(dot(5, 6, theme)).toEqual({ type: 'circle', cx: 5, cy: 6, r: theme.markerRadius, fill: theme.color(0), stroke: '#000000', strokeWidth: theme.axisWidth * 0.4 });
    const plain = dot(5, 6, theme, { stroke: 'none', fill: '#FF0000' });
    expect(plain).not.toHaveProperty('stroke');
    expect(plain).not.toHaveProperty('strokeWidth');
  });

  test('other symbols have the area of the circle of the same radius', () => {
    const r = 3;
    for (const symbol of ['square', 'diamond', 'triangle'] as const) {
      const [shape] = dots([[10, 10]], theme, { r, symbol });
      if (shape?.type !== 'polyline') throw new Error(`${symbol} is not a polygon`);
      const p = shape.points;
      const area = Math.abs(p.reduce((s, [x, y], i) => s + x * (p[(i + 1) % p.length]?.[1] ?? 0) - (p[(i + 1) % p.length]?.[0] ?? 0) * y, 0)) / 2;
      expect(area).toBeCloseTo(Math.PI * r * r, 6);
    }
  });

  test("text is one line in the journal's body size and ink", () => {
    expect(text(1, 2, 'n = 12', theme, { anchor: 'end' })).toEqual({ type: 'text', x: 1, y: 2, text: 'n = 12', size: theme.fontSize, weight: 'normal', anchor: 'end', baseline: 'alphabetic', color: '#000000' });
  });
});

describe('composite marks', () => {
  const stats = { stats: [1, 2, 3, 4, 5] as [number, number, number, number, number], out: [9] };

  test('an error bar is a stem and a cap at each end, lying down too', () => {
    const upright = errorBarAt(ON_PAGE, 10, 20, 40, 2, theme);
    expect(upright.map((l) => [l.x1, l.y1, l.x2, l.y2])).toEqual([[10, 20, 10, 40], [8, 20, 12, 20], [8, 40, 12, 40]]);
    const flat = errorBarAt(lyingDown, 10, 20, 40, 2, theme);
    expect(flat.map((l) => [l.x1, l.y1, l.x2, l.y2])).toEqual([[20, 10, 40, 10], [20, 8, 20, 12], [40, 8, 40, 12]]);
  });

  test('a box is two whiskers, staples when asked, the box, a thicker median and open outliers', () => {
    const nodes: SceneNode[] = box(ON_PAGE, stats, theme, { u: 50, width: 10, cap: 2.5 });
    expect(nodes.map((n) => n.type)).toEqual(['line', 'line', 'line', 'line', 'rect', 'line', 'circle']);
    expect(nodes[4]).toMatchObject({ x: 45, y: 2, width: 10, height: 2 });
    expect(nodes[5]).toMatchObject({ x1: 45, x2: 55, y1: 3, strokeWidth: theme.axisWidth * 2 });
    expect(nodes[6]).toMatchObject({ cx: 50, cy: 9, fill: '#FFFFFF' });
    expect(box(ON_PAGE, stats, theme, { u: 50, width: 10, outliers: 'none' }).map((n) => n.type)).toEqual(['line', 'line', 'rect', 'line']);
  });

  test('a violin is symmetric about its centre; the half violin stays on one side', () => {
    const shape = { values: [0, 1, 2], widths: [0, 4, 0] };
    const [outline] = violin(ON_PAGE, shape, theme, { u: 10 });
    if (outline?.type !== 'polyline') throw new Error('no outline');
    expect(outline.points.map(([x]) => x)).toEqual([10, 14, 10, 10, 6, 10]);
    const [half] = violin(ON_PAGE, shape, theme, { u: 10, side: 'after' });
    if (half?.type !== 'polyline') throw new Error('no outline');
    expect(Math.min(...half.points.map(([x]) => x))).toBe(10);
    expect(violin(ON_PAGE, shape, theme, { u: 10, quartiles: [0.5, 1, 1.5] }).map((n) => n.type)).toEqual(['polyline', 'rect', 'circle']);
  });
});

describe('jitter', () => {
  test('spreads n values evenly across the width, the same every time, and leaves one value in place', () => {
    const offsets = jitter(50, 10);
    expect(Math.min(...offsets)).toBeGreaterThanOrEqual(-5);
    expect(Math.max(...offsets)).toBeLessThan(5);
    // Even: every tenth of the width holds some of the 50 values.
    for (let k = 0; k < 10; k++) expect(offsets.some((o) => o >= -5 + k && o < -4 + k)).toBe(true);
    expect(jitter(50, 10)).toEqual(offsets);
    expect(goldenOffsets(1)).toEqual([0]);
  });
});
