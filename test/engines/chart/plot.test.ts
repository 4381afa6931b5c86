import { dateTicks } from '../../../engines/chart/plot/dateTicks.ts';
import { formatTicks } from '../../../engines/chart/format.ts';
import { niceLinear } from '../../../engines/chart/plot/ticks.ts';
import { renderChart, specFromRequest } from '../../../engines/chart/index.ts';
import { CHARTS } from '../../../engines/chart/charts/index.ts';
import { themeFor } from '../../../engines/chart/plot/theme.ts';
import { toSvg } from '../../../engines/chart/render/svg.ts';
import { samples } from '../../../engines/chart/samples.ts';

describe('axes', () => {
  test('linear ticks at 1, 2, 5 x 10^k with one number of decimals and a true minus sign', () => {
    expect(niceLinear(0.13, 0.87)).toEqual({ domain: [0, 1], ticks: [0, 0.2, 0.4, 0.6, 0.8, 1] });
    expect(formatTicks([-1, -0.5, 0, 0.5, 1])).toEqual(['\u22121.0', '\u22120.5', '0.0', '0.5', '1.0']);
  });

  test('date axes tick on years, months or days and are labelled as dates', () => {
    const day = 86_400_000;
    expect(dateTicks(Date.UTC(2010, 3, 1), Date.UTC(2021, 5, 1)).labels).toEqual(['2010', '2012', '2014', '2016', '2018', '2020', '2022']);
    expect(dateTicks(Date.UTC(2024, 0, 1), Date.UTC(2024, 0, 1) + 600 * day).labels).toEqual(['Jan 2024', 'Jul 2024', 'Jan 2025', 'Jul 2025', 'Jan 2026']);
    expect(dateTicks(Date.UTC(2024, 2, 1), Date.UTC(2024, 2, 20)).labels).toEqual(['29 Feb', '7 Mar', '14 Mar', '21 Mar']);
  });

  test('a line chart over a date column shows dates, not milliseconds', async () => {
    const days = Array.from({ length: 60 }, (_, i) => Date.UTC(2024, 0, 1) + i * 86_400_000 * 7);
    const table = {
      format: 'csv' as const,
      rowCount: days.length,
      columns: [
        { name: 'date', type: 'date' as const, values: days },
        { name: 'count', type: 'number' as const, values: days.map((_, i) => i % 9) },
      ],
    };
    const spec = specFromRequest(table, 'count against date', ['line']);
    const svg = toSvg(CHARTS.line({ table, spec, theme: themeFor('default', 'double', 'okabe_ito') }));
    expect(svg).toContain('Jan 2024');
    expect(svg).not.toMatch(/>1[0-9]{12}</);
    expect((await renderChart(table, spec, { journal: 'default', width: 'double', palette: 'okabe_ito' })).map((f) => f.format)).toEqual(['png', 'pdf', 'tiff', 'eps']);
  });

  test('a line chart with several values at one x joins their means and says so, instead of zig-zagging through them', () => {
    const times = [0, 0, 0, 1, 1, 1, 2, 2, 2, 4, 4, 4];
    const conc = [0, 0, 0, 9, 11, 10, 7, 8, 6, 3, 5, 4];
    const table = {
      format: 'csv' as const,
      rowCount: times.length,
      columns: [
        { name: 'time', type: 'number' as const, values: times },
        { name: 'conc', type: 'number' as const, values: conc },
      ],
    };
    const scene = CHARTS.line({ table, spec: specFromRequest(table, 'conc against time', ['line']), theme: themeFor('default', 'double', 'okabe_ito') });
    const lines = scene.nodes.flatMap(function walk(n): typeof scene.nodes {
      return n.type === 'group' ? n.children.flatMap(walk) : [n];
    }).filter((n) => n.type === 'polyline');
    // One line through four means, not twelve points.
    expect(lines.map((l) => (l.type === 'polyline' ? l.points.length : 0))).toEqual([4]);
    const svg = toSvg(scene);
    expect(svg).toContain('Mean conc');
    expect(svg).toContain('n = 3 per point');
  });

  test('a date column on the y axis is labelled as dates too (release date against creation date)', () => {
    const year = (y: number) => Date.UTC(y, 5, 1);
    const created = [1996, 1998, 2000, 2002, 2005, 2007, 2009, 2011, 2013, 2015].map(year);
    const table = {
      format: 'csv' as const,
      rowCount: created.length,
      columns: [
        { name: 'created', type: 'date' as const, values: created },
        { name: 'release', type: 'date' as const, values: created.map((t) => t + 400 * 86_400_000) },
      ],
    };
    const svg = toSvg(CHARTS.scatter({ table, spec: specFromRequest(table, 'release against created, scatter', ['scatter']), theme: themeFor('default', 'double', 'okabe_ito') }));
    // Both axes tick on the same years.
    expect(svg.split('>2000<').length - 1).toBe(2);
    expect(svg).not.toMatch(/e\+12|>1[0-9]{12}</);
  });
});

describe('probability charts are square', () => {
  test.each([
    ['roc', 'science', 'single'],
    ['precision_recall', 'science', 'single'],
    ['calibration_curve', 'science', 'single'],
    ['roc', 'plos', 'double'],
    ['calibration_curve', 'default', 'onehalf'],
  ] as const)('%s at %s %s: the plot is as tall as it is wide', (type, journal, width) => {
    const sample = samples()[type];
    const scene = CHARTS[type]({ table: sample.table, spec: specFromRequest(sample.table, sample.request, [type]), theme: themeFor(journal, width, 'okabe_ito') });
    // The frame's two axis lines (square caps) span the plot.
    const axes = scene.nodes.filter((n) => n.type === 'line' && n.lineCap === 'square');
    const across = axes.find((n) => n.type === 'line' && n.y1 === n.y2);
    const down = axes.find((n) => n.type === 'line' && n.x1 === n.x2);
    if (across?.type !== 'line' || down?.type !== 'line') throw new Error('no axes');
    expect(Math.abs(across.x2 - across.x1) / Math.abs(down.y2 - down.y1)).toBeCloseTo(1, 1);
  });
});
