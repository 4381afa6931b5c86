// The chart request corpus stays well formed: every request parses, names a data file that is
// there, and expects only columns that file has. The test reads both halves to check their form;
// it prints nothing of the held-out requests.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHART_TYPES } from '../../../engines/chart/chartTypes.ts';
import { CORPUS, corpusHalf, type CorpusItem } from '../../corpora/charts/corpus.ts';

type Item = CorpusItem;

function header(file: string): string[] {
  const first = readFileSync(join(CORPUS, 'data', file), 'utf8').split(/\r?\n/, 1)[0] ?? '';
  return first.split(',').map((h) => h.replace(/^"|"$/g, ''));
}

function columnsExpected(expect: Record<string, unknown>): string[] {
  const named: string[] = [];
  const add = (v: unknown) => {
    if (typeof v === 'string') named.push(v);
  };
  add(expect.x);
  add(expect.color);
  for (const y of (expect.y as unknown[] | undefined) ?? []) add(y);
  const facet = expect.facet;
  if (typeof facet === 'string') add(facet);
  else if (facet && typeof facet === 'object') Object.values(facet).forEach(add);
  Object.values((expect.roles as Record<string, unknown> | undefined) ?? {}).forEach(add);
  for (const f of (expect.filter as Array<{ column: unknown }> | undefined) ?? []) add(f.column);
  return named;
}

const halves = (['dev', 'heldout'] as const).map((half) => ({ half, items: corpusHalf(half) as Item[] }));

describe('the chart request corpus', () => {
  test('has at least 400 requests and 80 edits, split in two halves of the same size', () => {
    const all = halves.flatMap((h) => h.items);
    expect(all.filter((i) => i.request !== undefined).length).toBeGreaterThanOrEqual(400);
    expect(all.filter((i) => i.edit !== undefined).length).toBeGreaterThanOrEqual(80);
    expect(halves[0]!.items.length).toBe(halves[1]!.items.length);
    expect(new Set(all.map((i) => i.data)).size).toBeGreaterThanOrEqual(30);
  });

  test.each(halves.map((h) => [h.half, h.items] as const))('%s: every item names a data file it has and columns that file has', (_half, items) => {
    const problems: string[] = [];
    for (const item of items) {
      if (!existsSync(join(CORPUS, 'data', item.data))) {
        problems.push(`${item.id}: no data file ${item.data}`);
        continue;
      }
      const columns = header(item.data);
      for (const name of columnsExpected(item.expect)) if (!columns.includes(name)) problems.push(`${item.id}: expects a column the data lacks`);
      for (const type of (item.expect.chart as string[] | undefined) ?? []) if (!(CHART_TYPES as readonly string[]).includes(type)) problems.push(`${item.id}: unknown chart type`);
      if (!item.request && !(item.parent && item.edit)) problems.push(`${item.id}: neither a request nor a parent and an edit`);
    }
    // Ids only: the held-out requests themselves are never printed.
    expect(problems).toEqual([]);
  });
});
