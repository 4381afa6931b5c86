// The layered frame model (plot/figure.ts) and the marks of the matrix, polar and flow charts
// (marks/sector.ts, link.ts, dendrogram.ts, radialLabels.ts): what a figure paints over what,
// and the shapes the marks draw.
import { CHARTS } from '../../../engines/chart/charts/index.ts';
import { specFromRequest } from '../../../engines/chart/index.ts';
import { dendrogram } from '../../../engines/chart/marks/dendrogram.ts';
import { link } from '../../../engines/chart/marks/link.ts';
import { radialLabels } from '../../../engines/chart/marks/radialLabels.ts';
import { sector } from '../../../engines/chart/marks/sector.ts';
import { text } from '../../../engines/chart/marks/text.ts';
import { clipped, figureScene } from '../../../engines/chart/plot/figure.ts';
import { polar } from '../../../engines/chart/plot/polar.ts';
import { themeFor } from '../../../engines/chart/plot/theme.ts';
import { textNodes, type PathCommand, type SceneNode } from '../../../engines/chart/render/scene.ts';
import { samples } from '../../../engines/chart/samples.ts';
import { euclideanDist, hclust } from '../../../engines/chart/stats/cluster.ts';

const theme = themeFor('default', 'single', 'okabe_ito');
const label = (content: string): SceneNode => text(0, 0, content, theme);
const texts = (nodes: SceneNode[]): string[] => textNodes(nodes).map((t) => t.text);

describe('a figure in layers', () => {
  test('paints background, grid, marks, axes, legends and annotations back to front, whatever order the parts give them', () => {
    const scene = figureScene(
      { width: 100, height: 50 },
      { annotations: [label('title')], marks: [label('mark 1')] },
      { legends: [label('key')], axes: [label('tick')], background: [label('shade')] },
      { marks: [label('mark 2')], grid: [label('web')] },
    );
    expect(texts(scene.nodes)).toEqual(['shade', 'web', 'mark 1', 'mark 2', 'tick', 'key', 'title']);
    expect(scene).toMatchObject({ width: 100, height: 50, background: '#FFFFFF' });
  });

  test('clips marks to the plot grown by a margin on every side', () => {
    expect(clipped({ x: 10, y: 20, width: 30, height: 40 }, 2, []).clip).toEqual({ x: 8, y: 18, width: 34, height: 44 });
  });

  test("an UpSet plot's set names and axis labels are painted over its shaded rows", () => {
    const sample = samples().upset;
    const spec = specFromRequest(sample.table, sample.request, ['upset']);
    const nodes = CHARTS.upset({ table: sample.table, spec, theme: themeFor('science', 'single', 'okabe_ito') }).nodes;
    const shades = nodes.flatMap((n, i) => (n.type === 'rect' && n.fill === '#F0F0F0' ? [i] : []));
    const labels = nodes.flatMap((n, i) => (n.type === 'text' ? [i] : []));
    expect(shades.length).toBeGreaterThan(0);
    expect(Math.min(...labels)).toBeGreaterThan(Math.max(...shades));
  });
});

/** The end points of a path's commands. */
function points(commands: PathCommand[]): Array<[number, number]> {
  return commands.flatMap((c): Array<[number, number]> => (c[0] === 'M' || c[0] === 'L' ? [[c[1], c[2]]] : c[0] === 'C' ? [[c[5], c[6]]] : []));
}

describe('marks of the polar and flow charts', () => {
  test('a pie slice runs from the rim at its first angle round to its last and back to the centre, outlined in white', () => {
    const slice = sector({ cx: 50, cy: 50, r0: 0, r1: 20, a0: 0, a1: Math.PI / 2 }, theme);
    const ends = points(slice.commands);
    expect(ends[0]?.[0]).toBeCloseTo(50);
    expect(ends[0]?.[1]).toBeCloseTo(30);
    expect(ends.at(-2)?.[0]).toBeCloseTo(70);
    expect(ends.at(-2)?.[1]).toBeCloseTo(50);
    expect(ends.at(-1)).toEqual([50, 50]);
    expect(slice).toMatchObject({ fill: theme.color(0), stroke: '#FFFFFF' });
  });

  test('a whole ring is two closed circles, the hole cut out', () => {
    const ring = sector({ cx: 0, cy: 0, r0: 5, r1: 10, a0: 0, a1: 2 * Math.PI }, theme, { fill: '#123456' });
    expect(ring.commands.filter((c) => c[0] === 'M')).toHaveLength(2);
    expect(ring.commands.filter((c) => c[0] === 'Z')).toHaveLength(2);
    for (const [x, y] of points(ring.commands)) expect([5, 10].some((r) => Math.abs(Math.hypot(x, y) - r) < 1e-9)).toBe(true);
    expect(ring.fill).toBe('#123456');
  });

  test('a Sankey link is as thick at its target as at its source', () => {
    const band = link({ x0: 10, y0: 5, x1: 90, y1: 40, width: 12 }, theme, { fillOpacity: 0.4 });
    const ends = points(band.commands);
    expect(ends).toEqual([[10, 5], [90, 40], [90, 52], [10, 17]]);
    expect(band).toMatchObject({ fill: theme.color(0), fillOpacity: 0.4 });
    expect(band.stroke).toBeUndefined();
  });

  test('a dendrogram is three rules a merge, its leaves at height 0 where `at` puts them', () => {
    const tree = hclust(euclideanDist([[0], [1], [5], [6]]), 'complete');
    const rules = dendrogram(tree, (leaf, height) => [leaf * 10, 100 - height * 10], theme);
    expect(rules).toHaveLength(3 * 3);
    const bottoms = rules.flatMap((r) => [r.y1, r.y2]).filter((y) => y === 100);
    expect(bottoms).toHaveLength(4);
    expect(rules.every((r) => r.lineCap === 'square' && r.stroke === theme.ink)).toBe(true);
  });

  test('labels around a circle never overlap on either side, however crowded their angles', () => {
    const labels = Array.from({ length: 8 }, (_, i) => ({ angle: 0.5 + i * 0.01, text: `Category ${i}` }));
    const nodes = textNodes(radialLabels(100, 100, 40, labels, theme, { top: 0, bottom: 400, left: 0, right: 300 }));
    const ys = nodes.map((n) => n.y).sort((a, b) => a - b);
    for (let i = 1; i < ys.length; i++) expect((ys[i] ?? 0) - (ys[i - 1] ?? 0)).toBeGreaterThanOrEqual(theme.fontSize);
    const [rimX] = polar(100, 100, 40, 0.5);
    expect(nodes.every((n) => n.x > rimX && n.anchor === 'start')).toBe(true);
  });
});
