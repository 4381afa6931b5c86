// Hierarchical clustering against R 4.2.2 hclust() and a hand-worked 1-D example.

import { clusteredHeatmap, dendrogramLayout, euclideanDist, hclust, zScoreRows } from '../../../../engines/chart/stats/cluster.ts';
import type { Linkage } from '../../../../engines/chart/stats/cluster.ts';

/** R datasets::USArrests (Murder, Assault, UrbanPop, Rape), the 50 states in R's row order. */
const US_ARRESTS: number[][] = [
  [13.2, 236, 58, 21.2], // Alabama
  [10, 263, 48, 44.5], // Alaska
  [8.1, 294, 80, 31], // Arizona
  [8.8, 190, 50, 19.5], // Arkansas
  [9, 276, 91, 40.6], // California
  [7.9, 204, 78, 38.7], // Colorado
  [3.3, 110, 77, 11.1], // Connecticut
  [5.9, 238, 72, 15.8], // Delaware
  [15.4, 335, 80, 31.9], // Florida
  [17.4, 211, 60, 25.8], // Georgia
  [5.3, 46, 83, 20.2], // Hawaii
  [2.6, 120, 54, 14.2], // Idaho
  [10.4, 249, 83, 24], // Illinois
  [7.2, 113, 65, 21], // Indiana
  [2.2, 56, 57, 11.3], // Iowa
  [6, 115, 66, 18], // Kansas
  [9.7, 109, 52, 16.3], // Kentucky
  [15.4, 249, 66, 22.2], // Louisiana
  [2.1, 83, 51, 7.8], // Maine
  [11.3, 300, 67, 27.8], // Maryland
  [4.4, 149, 85, 16.3], // Massachusetts
  [12.1, 255, 74, 35.1], // Michigan
  [2.7, 72, 66, 14.9], // Minnesota
  [16.1, 259, 44, 17.1], // Mississippi
  [9, 178, 70, 28.2], // Missouri
  [6, 109, 53, 16.4], // Montana
  [4.3, 102, 62, 16.5], // Nebraska
  [12.2, 252, 81, 46], // Nevada
  [2.1, 57, 56, 9.5], // New Hampshire
  [7.4, 159, 89, 18.8], // New Jersey
  [11.4, 285, 70, 32.1], // New Mexico
  [11.1, 254, 86, 26.1], // New York
  [13, 337, 45, 16.1], // North Carolina
  [0.8, 45, 44, 7.3], // North Dakota
  [7.3, 120, 75, 21.4], // Ohio
  [6.6, 151, 68, 20], // Oklahoma
  [4.9, 159, 67, 29.3], // Oregon
  [6.3, 106, 72, 14.9], // Pennsylvania
  [3.4, 174, 87, 8.3], // Rhode Island
  [14.4, 279, 48, 22.5], // South Carolina
  [3.8, 86, 45, 12.8], // South Dakota
  [13.2, 188, 59, 26.9], // Tennessee
  [12.7, 201, 80, 25.5], // Texas
  [3.2, 120, 80, 22.9], // Utah
  [2.2, 48, 32, 11.2], // Vermont
  [8.5, 156, 63, 20.7], // Virginia
  [4, 145, 73, 26.2], // Washington
  [5.7, 81, 39, 9.3], // West Virginia
  [2.6, 53, 66, 10.8], // Wisconsin
  [6.8, 161, 60, 15.6], // Wyoming
];

describe('hclust on points 0, 1, 3, 7 (worked by hand)', () => {
  // d(1,2) = 1, d(1,3) = 3, d(1,4) = 7, d(2,3) = 2, d(2,4) = 6, d(3,4) = 4.
  // complete: {1,2} at 1; {1,2}+3 at max(3, 2) = 3; +4 at max(7, 6, 4) = 7
  // single:   {1,2} at 1; {1,2}+3 at min(3, 2) = 2; +4 at min(7, 6, 4) = 4
  // average:  {1,2} at 1; {1,2}+3 at (3 + 2)/2 = 2.5; +4 at (7 + 6 + 4)/3 = 5.6667
  // ward.D2:  {1,2} at 1; {1,2}+3 at sqrt(2·(2·1/3)·(3 − 0.5)²) = 2.88675; +4 at sqrt(2·(3·1/4)·(7 − 4/3)²) = 6.94022
  // R hclust(dist(c(0, 1, 3, 7)), m): merge rows (-1, -2), (-3, 1), (-4, 2); order 4 3 1 2 for all four
  const d = euclideanDist([[0], [1], [3], [7]]);
  const cases: [Linkage, number[]][] = [
    ['complete', [1, 3, 7]],
    ['single', [1, 2, 4]],
    ['average', [1, 2.5, 17 / 3]],
    ['ward.D2', [1, 2.88675134594813, 6.94022093788567]],
  ];
  for (const [method, heights] of cases) {
    test(`${method} merges, heights and order`, () => {
      const h = hclust(d, method);
      expect(h.merge).toEqual([
        [-1, -2],
        [-3, 1],
        [-4, 2],
      ]);
      h.height.forEach((v, i) => expect(v).toBeCloseTo(heights[i] as number, 12));
      expect(h.order).toEqual([4, 3, 1, 2]);
    });
  }
});

describe('hclust(dist(USArrests[1:6, ]))', () => {
  const d = euclideanDist(US_ARRESTS.slice(0, 6));
  test('distances equal R dist(): d(Alabama, Alaska) = sqrt(3.2² + 27² + 10² + 23.3²)', () => {
    expect(d.values[0]).toBeCloseTo(Math.sqrt(3.2 ** 2 + 27 ** 2 + 10 ** 2 + 23.3 ** 2), 12);
    expect(d.values).toHaveLength(15);
  });
  // R: for (m in c("complete", "single", "average", "ward.D2")) hclust(dist(USArrests[1:6, ]), m)
  const expected: Record<string, { merge: [number, number][]; height: number[]; order: number[] }> = {
    complete: {
      merge: [[-3, -5], [-4, -6], [-1, -2], [1, 3], [2, 4]],
      height: [23.1941803045505, 36.734860827285, 37.1770090243957, 63.0083327822598, 108.851917759863],
      order: [4, 6, 3, 5, 1, 2],
    },
    single: {
      merge: [[-3, -5], [-4, -6], [-1, -2], [2, 3], [1, 4]],
      height: [23.1941803045505, 36.734860827285, 37.1770090243957, 41.9325649108184, 45.1022172403974],
      order: [3, 5, 4, 6, 1, 2],
    },
    average: {
      merge: [[-3, -5], [-4, -6], [-1, -2], [1, 3], [2, 4]],
      height: [23.1941803045505, 36.734860827285, 37.1770090243957, 52.556951983821, 75.3145325225694],
      order: [4, 6, 3, 5, 1, 2],
    },
    'ward.D2': {
      merge: [[-3, -5], [-4, -6], [-1, -2], [1, 3], [2, 4]],
      height: [23.1941803045505, 36.734860827285, 37.1770090243957, 68.3301543976011, 115.388055418806],
      order: [4, 6, 3, 5, 1, 2],
    },
  };
  for (const [method, e] of Object.entries(expected)) {
    test(`${method} equals R hclust(dist(USArrests[1:6, ]), "${method}")`, () => {
      const h = hclust(d, method as Linkage);
      expect(h.merge).toEqual(e.merge);
      h.height.forEach((v, i) => expect(v).toBeCloseTo(e.height[i] as number, 10));
      expect(h.order).toEqual(e.order);
    });
  }
});

describe('hclust(dist(USArrests), "complete") over all 50 states', () => {
  test('order, heights and last merge equal R', () => {
    const h = hclust(euclideanDist(US_ARRESTS), 'complete');
    expect(h.order).toEqual([
      9, 33, 8, 1, 18, 2, 24, 40, 20, 3, 31, 5, 13, 32, 22, 28, 25, 4, 42, 10, 6, 43, 39, 50, 37, 36, 46, 47, 21, 30, 35, 44, 7, 38, 27, 17, 26, 12, 14, 16, 11, 23,
      49, 15, 29, 48, 19, 41, 34, 45,
    ]);
    expect(h.height[0]).toBeCloseTo(2.29128784747792, 12);
    expect(h.height[9]).toBeCloseTo(11.4564392373896, 12);
    expect(h.height[48]).toBeCloseTo(293.622751162099, 10);
    expect(h.merge[48]).toEqual([47, 48]);
  });
});

describe('dendrogram layout', () => {
  test('leaves at 1..n in hclust order, merges centred over their children (plot.hclust)', () => {
    const h = hclust(euclideanDist([[0], [1], [3], [7]]), 'complete');
    const l = dendrogramLayout(h);
    // order 4 3 1 2: observation 4 at x = 1, 3 at 2, 1 at 3, 2 at 4
    expect(l.leafX).toEqual([3, 4, 2, 1]);
    expect(l.nodes).toEqual([
      { x: 3.5, y: 1 },
      { x: 2.75, y: 3 },
      { x: 1.875, y: 7 },
    ]);
    expect(l.segments).toHaveLength(9);
    expect(l.segments.slice(0, 3)).toEqual([
      { x1: 3, y1: 0, x2: 3, y2: 1 },
      { x1: 3, y1: 1, x2: 4, y2: 1 },
      { x1: 4, y1: 0, x2: 4, y2: 1 },
    ]);
  });
});

describe('clustered heatmap', () => {
  test('row z-scores use the row mean and SD (n − 1)', () => {
    const z = zScoreRows([[1, 2, 3]]);
    expect(z[0]?.map((v) => +v.toFixed(12))).toEqual([-1, 0, 1]);
  });
  test('row and column orders are the hclust orders of the (scaled) rows and columns', () => {
    const m = US_ARRESTS.slice(0, 6);
    const hm = clusteredHeatmap(m);
    expect(hm.rowOrder).toEqual([3, 5, 2, 4, 0, 1]);
    expect(hm.rowTree?.order).toEqual([4, 6, 3, 5, 1, 2]);
    expect(hm.values[0]).toEqual(hm.colOrder.map((j) => (m[3] as number[])[j]));
    const scaled = clusteredHeatmap(m, { scale: 'row', clusterCols: false });
    expect(scaled.colOrder).toEqual([0, 1, 2, 3]);
    const z = zScoreRows(m);
    expect(scaled.values[0]).toEqual(z[scaled.rowOrder[0] as number]);
  });
});
