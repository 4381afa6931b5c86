// Step lines: the vertices of a line that holds each value until the next (Observable Plot's
// curve "step-after", d3.curveStepAfter) or from the previous position up to its own ("step-
// before"), for survival curves, precision–recall curves and their bands. In data or page
// coordinates alike: the vertices are the points' own coordinates, recombined.

type Points = ReadonlyArray<readonly [number, number]>;

/**
 * Each y holds from its x to the next point's x, and the last to `end` (its own x by default):
 * across, then up or down. A point that does not change y adds no corner and is passed over.
 */
export function stepAfter(points: Points, end?: number): Array<[number, number]> {
  const first = points[0];
  if (!first) return [];
  const out: Array<[number, number]> = [[first[0], first[1]]];
  let current = first[1];
  for (const [x, y] of points.slice(1)) {
    if (y === current) continue;
    out.push([x, current], [x, y]);
    current = y;
  }
  const last = points[points.length - 1] as readonly [number, number];
  out.push([end ?? last[0], current]);
  return out;
}

/** Each y holds from the previous point's x up to its own: up or down at the previous x, then across. */
export function stepBefore(points: Points): Array<[number, number]> {
  const first = points[0];
  if (!first) return [];
  const out: Array<[number, number]> = [[first[0], first[1]]];
  for (let k = 1; k < points.length; k++) {
    const [x0] = points[k - 1] as readonly [number, number];
    const [x1, y1] = points[k] as readonly [number, number];
    out.push([x0, y1], [x1, y1]);
  }
  return out;
}
