// Waterfall plots as read from the scene: the tumour-response waterfall (one bar a patient,
// sorted from largest growth to deepest shrinkage, coloured by the named group, RECIST lines
// at +20 % and −30 %, growth above +100 % capped and marked) and the running total, reached
// only by "running total"/"bridge" or a measure column. No text under 5 pt, none overlapping.
import { CHARTS } from '../../../engines/chart/charts/index.ts';
import type { Column, Table } from '../../../engines/chart/data/types.ts';
import { renderChart, specFromRequest } from '../../../engines/chart/index.ts';
import { themeFor } from '../../../engines/chart/plot/theme.ts';
import { textWidth } from '../../../engines/chart/plot/textFit.ts';
import { textNodes, type RectNode, type Scene, type SceneNode, type TextNode } from '../../../engines/chart/render/scene.ts';
import type { FigureWidth } from '../../../engines/chart/style/journals.ts';

function table(columns: Record<string, Array<number | string | null>>): Table {
  const cols: Column[] = Object.entries(columns).map(([name, values]) => ({ name, type: values.every((v) => v === null || typeof v === 'number') ? 'number' : 'category', values }));
  return { format: 'csv', rowCount: cols[0]?.values.length ?? 0, columns: cols };
}

function draw(t: Table, request: string, width: FigureWidth = 'single'): Scene {
  const spec = specFromRequest(t, request, []);
  return CHARTS[spec.type]({ table: t, spec, theme: themeFor('nature', width, 'okabe_ito') });
}

const flat = (nodes: SceneNode[]): SceneNode[] => nodes.flatMap((n) => (n.type === 'group' ? flat(n.children) : [n]));
/** The plot's bars: rects inside the plotting area's group (legend swatches are outside it). */
const bars = (scene: Scene) => flat(scene.nodes.filter((n) => n.type === 'group')).filter((n): n is RectNode => n.type === 'rect' && n.fill !== '#FFFFFF');
const dashed = (scene: Scene) => flat(scene.nodes).filter((n) => n.type === 'line' && (n.dash?.length ?? 0) > 0);

/** Text boxes on the page (rotated axis titles excluded: they stand alone beside the axis). */
function boxes(scene: Scene): Array<{ t: TextNode; x0: number; x1: number; y0: number; y1: number }> {
  return textNodes(scene.nodes)
    .filter((t) => !t.rotate)
    .map((t) => {
      const w = textWidth(t.text, t.size);
      const x0 = t.anchor === 'start' ? t.x : t.anchor === 'end' ? t.x - w : t.x - w / 2;
      const y0 = t.baseline === 'hanging' ? t.y : t.baseline === 'middle' ? t.y - t.size * 0.4 : t.y - t.size * 0.75;
      return { t, x0, x1: x0 + w, y0, y1: y0 + t.size * 0.75 };
    });
}

function expectReadable(scene: Scene): void {
  const all = boxes(scene);
  for (const t of textNodes(scene.nodes)) expect(t.size).toBeGreaterThanOrEqual(5);
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      const [a, b] = [all[i]!, all[j]!];
      const overlap = a.x0 < b.x1 - 0.5 && b.x0 < a.x1 - 0.5 && a.y0 < b.y1 - 0.5 && b.y0 < a.y1 - 0.5;
      if (overlap) throw new Error(`"${a.t.text}" overlaps "${b.t.text}"`);
    }
  }
}

// 24 patients of two arms, best % change of the target lesions; P07 grew 180 %.
const values = [-62, 35, -12, 8, -45, 22, 180, -100, -31, 4, -28, 15, -55, 60, -8, -33, 12, -70, 27, -19, 2, -40, 48, -5];
const trial = table({
  patient: values.map((_, i) => `P${String(i + 1).padStart(2, '0')}`),
  arm: values.map((_, i) => (i % 2 ? 'Combination' : 'Monotherapy')),
  best_pct_change: values,
});

describe('tumour-response waterfall', () => {
  const scene = draw(trial, 'waterfall of best_pct_change coloured by arm');

  test('one bar a patient, largest growth on the left, deepest shrinkage on the right', () => {
    const b = bars(scene);
    expect(b).toHaveLength(values.length);
    const lefts = b.map((r) => r.x);
    expect([...lefts].sort((p, q) => p - q)).toEqual(lefts);
    // The first bar grows from the zero line up; each bar's other end is its value, and the
    // values' ends must go down the page from left to right.
    const zero = b[0]!.y + b[0]!.height;
    const ends = b.map((r) => (Math.abs(r.y - zero) < 0.01 ? r.y + r.height : r.y));
    for (let i = 1; i < ends.length; i++) expect(ends[i]!).toBeGreaterThanOrEqual(ends[i - 1]! - 1e-6);
  });

  test('bars take the colour of their arm; the legend names both arms', () => {
    const theme = themeFor('nature', 'single', 'okabe_ito');
    const sorted = values.map((v, i) => ({ v, arm: i % 2 ? 'Combination' : 'Monotherapy' })).sort((a, b) => b.v - a.v);
    const first = sorted[0]!.arm;
    const colour = (arm: string) => theme.color(arm === first ? 0 : 1);
    expect(bars(scene).map((r) => r.fill)).toEqual(sorted.map((s) => colour(s.arm)));
    expect(textNodes(scene.nodes).map((t) => t.text)).toEqual(expect.arrayContaining(['Monotherapy', 'Combination']));
  });

  test('dashed RECIST lines at +20 % and −30 %, labelled', () => {
    expect(dashed(scene)).toHaveLength(2);
    const texts = textNodes(scene.nodes).map((t) => t.text);
    expect(texts).toEqual(expect.arrayContaining(['+20% PD', '\u221230% PR', 'Best change from baseline (%)']));
  });

  test('growth above +100 % is drawn to +100 % and marked', () => {
    const tallest = bars(scene)[0]!;
    const second = bars(scene)[1]!;
    expect(tallest.height / second.height).toBeCloseTo(100 / 60, 1);
    // One triangle, on the capped bar.
    expect(flat(scene.nodes).filter((n) => n.type === 'polyline' && n.closed === true && n.points.length === 3)).toHaveLength(1);
    expect(textNodes(scene.nodes).map((t) => t.text)).toContain('\u25B2 >100%');
  });

  test.each(['single', 'double'] as const)('no text under 5 pt and none overlapping (%s width)', (width) => {
    expectReadable(draw(trial, 'waterfall of best_pct_change coloured by arm', width));
  });

  test('a few patients are named under their bars; many are ranked', () => {
    const few = table({ patient: ['A', 'B', 'C', 'D'], best_pct_change: [-40, 10, 25, -5] });
    const named = textNodes(draw(few, 'waterfall of best_pct_change').nodes).map((t) => t.text);
    expect(named).toEqual(expect.arrayContaining(['C', 'B', 'D', 'A', 'patient']));
    expect(textNodes(scene.nodes).map((t) => t.text)).toContain('Patients, ranked by best change');
  });

  test('"best change from baseline" chooses the waterfall without naming it', async () => {
    const spec = specFromRequest(trial, 'best change from baseline per patient', []);
    expect(spec.type).toBe('waterfall');
    const files = await renderChart(trial, spec, { journal: 'nature', width: 'single', palette: 'okabe_ito' });
    expect(files.map((f) => f.format)).toEqual(['png', 'pdf', 'tiff', 'eps']);
  });
});

describe('running-total waterfall', () => {
  const budget = table({ item: ['Start', 'Grant A', 'Grant B', 'Salaries', 'Consumables', 'End'], amount: [50, 120, 80, -150, -40, null] });

  test('"running total" / "bridge" draw floating steps with connectors', () => {
    for (const request of ['waterfall of amount by item, running total', 'bridge of amount by item']) {
      const scene = draw(budget, request);
      expect(bars(scene)).toHaveLength(6);
      expect(dashed(scene)).toHaveLength(4);
      expect(textNodes(scene.nodes).map((t) => t.text)).toEqual(expect.arrayContaining(['+120', '\u2212150', '60']));
    }
  });

  test('value labels at the text size, or none when they would not fit their bars', () => {
    const many = table({ item: Array.from({ length: 40 }, (_, i) => `Step ${i + 1}`), amount: Array.from({ length: 40 }, (_, i) => (i % 3 ? 12.5 : -7.25)) });
    const scene = draw(many, 'running total of amount by item');
    expect(textNodes(scene.nodes).some((t) => t.text === '+12.50')).toBe(false);
    expectReadable(draw(budget, 'bridge of amount by item'));
  });
});
