// UpSet intersections against UpSetR 1.4.0 (R 4.2.2) and Sankey aggregation worked by hand.

import { isMember, sankeyGraph, SankeyCycleError, upsetFromLists, upsetFromMembership } from '../../../../engines/chart/stats/sets.ts';

// UpSetR vignette example: listInput <- list(one = c(1, 2, 3, 5, 7, 8, 11, 12, 13), two = c(1, 2, 4, 5, 10), three = c(1, 5, 6, 7, 8, 9, 10, 12, 13))
const LIST_INPUT: Record<string, number[]> = {
  one: [1, 2, 3, 5, 7, 8, 11, 12, 13],
  two: [1, 2, 4, 5, 10],
  three: [1, 5, 6, 7, 8, 9, 10, 12, 13],
};
const ELEMENTS = Array.from({ length: 13 }, (_, i) => i + 1);

describe('UpSet intersections', () => {
  // R: m <- UpSetR::fromList(listInput); colSums(m) = one 9, two 5, three 9;
  // sort(table(apply(m, 1, paste, collapse = "")), decreasing = TRUE): 101 → 4, 001 → 2, 100 → 2, 111 → 2, 010 → 1, 011 → 1, 110 → 1
  const expected = [
    { sets: ['one', 'three'], size: 4 },
    { sets: ['one'], size: 2 },
    { sets: ['three'], size: 2 },
    { sets: ['one', 'two', 'three'], size: 2 },
    { sets: ['two'], size: 1 },
    { sets: ['one', 'two'], size: 1 },
    { sets: ['two', 'three'], size: 1 },
  ];
  test('exclusive intersection sizes and set sizes from membership columns equal UpSetR fromList(listInput)', () => {
    const r = upsetFromMembership(
      Object.entries(LIST_INPUT).map(([name, members]) => ({ name, values: ELEMENTS.map((e) => (members.includes(e) ? 1 : 0)) })),
    );
    expect(r.sets).toEqual([
      { name: 'one', size: 9 },
      { name: 'two', size: 5 },
      { name: 'three', size: 9 },
    ]);
    expect(r.intersections.map(({ sets, size }) => ({ sets, size }))).toEqual(expected);
    expect(r.intersections[0]?.elements.map((i) => (ELEMENTS[i] as number))).toEqual([7, 8, 12, 13]);
    expect(r.intersections.reduce((s, i) => s + i.size, 0)).toBe(13);
    expect(r.emptyCount).toBe(0);
  });
  test('a list-of-sets column gives the same intersections', () => {
    const cells = ELEMENTS.map((e) =>
      Object.entries(LIST_INPUT)
        .filter(([, m]) => m.includes(e))
        .map(([n]) => n)
        .join(';'),
    );
    const r = upsetFromLists(cells, { setOrder: ['one', 'two', 'three'] });
    expect(r.intersections.map(({ sets, size }) => ({ sets, size }))).toEqual(expected);
    expect(r.intersections.map((i) => i.degree)).toEqual([2, 1, 1, 3, 1, 2, 2]);
  });
  test('empty elements are counted apart and shown only on request; limit and minSize trim', () => {
    const r = upsetFromLists(['a', 'a|b', '', null, 'b', 'a'], {});
    expect(r.emptyCount).toBe(2);
    expect(r.intersections.map((i) => [i.sets, i.size])).toEqual([
      [['a'], 2],
      [['b'], 1],
      [['a', 'b'], 1],
    ]);
    const withEmpty = upsetFromLists(['a', 'a|b', '', null, 'b', 'a'], { empty: true, limit: 2 });
    // ties by degree: the empty intersection (degree 0) before {a}
    expect(withEmpty.intersections.map((i) => [i.sets, i.size])).toEqual([
      [[], 2],
      [['a'], 2],
    ]);
    expect(upsetFromLists(['a', 'a|b', 'b', 'a'], { minSize: 2 }).intersections).toHaveLength(1);
  });
  test('membership cells: true, non-zero numbers and yes/1/x words', () => {
    expect([true, 1, 2, 'yes', 'X', 'TRUE', '1'].every(isMember)).toBe(true);
    expect([false, 0, NaN, '', 'no', '0', null, undefined].some(isMember)).toBe(false);
  });
});

describe('Sankey aggregation', () => {
  test('duplicate links are summed; node values, depths, heights and justified layers as d3-sankey', () => {
    const g = sankeyGraph([
      { source: 'A', target: 'B', value: 5 },
      { source: 'A', target: 'C', value: 3 },
      { source: 'B', target: 'D', value: 4 },
      { source: 'C', target: 'D', value: 2 },
      { source: 'A', target: 'B', value: 1 },
      { source: 'B', target: 'E', value: 2 },
      { source: 'A', target: 'E', value: 1 },
    ]);
    expect(g.links).toEqual([
      { source: 0, target: 1, value: 6 },
      { source: 0, target: 2, value: 3 },
      { source: 1, target: 3, value: 4 },
      { source: 2, target: 3, value: 2 },
      { source: 1, target: 4, value: 2 },
      { source: 0, target: 4, value: 1 },
    ]);
    expect(g.nodes.map((n) => [n.name, n.value, n.valueIn, n.valueOut, n.depth, n.height, n.layer])).toEqual([
      ['A', 10, 0, 10, 0, 2, 0],
      ['B', 6, 6, 6, 1, 1, 1],
      ['C', 3, 3, 2, 1, 1, 1],
      ['D', 6, 6, 0, 2, 0, 2],
      ['E', 3, 3, 0, 2, 0, 2],
    ]);
    expect(g.columns).toBe(3);
  });
  test('a sink in an early column is justified to the last column', () => {
    const g = sankeyGraph([
      { source: 'A', target: 'B', value: 1 },
      { source: 'B', target: 'C', value: 1 },
      { source: 'A', target: 'X', value: 1 },
    ]);
    expect(g.nodes.find((n) => n.name === 'X')).toMatchObject({ depth: 1, layer: 2 });
  });
  test('cycles are refused with the cycle named', () => {
    expect(() =>
      sankeyGraph([
        { source: 'A', target: 'B', value: 1 },
        { source: 'B', target: 'C', value: 1 },
        { source: 'C', target: 'A', value: 1 },
      ]),
    ).toThrow('Sankey links form a cycle: A → B → C → A');
    expect(() => sankeyGraph([{ source: 'A', target: 'A', value: 1 }])).toThrow(SankeyCycleError);
    expect(() => sankeyGraph([{ source: 'A', target: 'B', value: -1 }])).toThrow(/negative/);
  });
});
