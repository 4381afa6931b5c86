// The assignment problem, exactly: give each row its own column so that the summed cost is
// least. Recolor has at most 9 source colours and 9 palette colours, so a dynamic programme over
// the subsets of used columns (rows x 2^columns states) is instant and needs no approximation.

/** For each row, the column it gets (all different). Needs rows <= columns <= 20. */
export function assignMinCost(cost: number[][]): number[] {
  const rows = cost.length;
  const columns = cost[0]?.length ?? 0;
  if (rows === 0) return [];
  if (rows > columns || columns > 20) throw new Error(`cannot assign ${rows} rows to ${columns} columns`);
  const states = 1 << columns;
  // best[mask]: least cost of giving rows 0..popcount(mask)-1 exactly the columns in mask.
  const best = new Float64Array(states).fill(Infinity);
  const choice = new Int8Array(states).fill(-1);
  best[0] = 0;
  for (let mask = 0; mask < states; mask++) {
    const base = best[mask]!;
    if (base === Infinity) continue;
    const row = popcount(mask);
    if (row >= rows) continue;
    for (let col = 0; col < columns; col++) {
      if (mask & (1 << col)) continue;
      const next = mask | (1 << col);
      const total = base + cost[row]![col]!;
      if (total < best[next]!) {
        best[next] = total;
        choice[next] = col;
      }
    }
  }
  let end = -1;
  for (let mask = 0; mask < states; mask++) {
    if (popcount(mask) === rows && (end < 0 || best[mask]! < best[end]!)) end = mask;
  }
  const result = new Array<number>(rows);
  for (let row = rows - 1, mask = end; row >= 0; row--) {
    const col = choice[mask]!;
    result[row] = col;
    mask &= ~(1 << col);
  }
  return result;
}

function popcount(n: number): number {
  let count = 0;
  for (let v = n; v; v &= v - 1) count++;
  return count;
}
