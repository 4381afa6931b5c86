// Stacked-area geometry: series order and baselines as d3-shape's stack computes them.

function at(arr: readonly number[], i: number): number {
  return arr[i] as number;
}

export type StackOffset = 'zero' | 'diverging' | 'expand' | 'silhouette' | 'wiggle';
export type StackOrder = 'none' | 'ascending' | 'descending' | 'insideOut';

export interface StackedLayers {
  /** Series indices bottom to top. */
  order: number[];
  /** [series][x] = [y0, y1], series in input order. */
  layers: [number, number][][];
}

function seriesSum(s: readonly number[]): number {
  let t = 0;
  for (const v of s) if (v) t += v;
  return t;
}

/** Series order as d3-shape stackOrderNone/Ascending/Descending/InsideOut (insideOut: by peak position, alternately to top and bottom; Byron & Wattenberg 2008). */
export function stackOrder(series: readonly (readonly number[])[], order: StackOrder): number[] {
  const none = series.map((_, i) => i);
  const sums = series.map(seriesSum);
  if (order === 'ascending') return none.sort((a, b) => at(sums, a) - at(sums, b));
  if (order === 'descending') return none.sort((a, b) => at(sums, a) - at(sums, b)).reverse();
  if (order === 'insideOut') {
    const peaks = series.map((s) => {
      let j = 0;
      let vj = -Infinity;
      s.forEach((v, i) => {
        if (+v > vj) {
          vj = +v;
          j = i;
        }
      });
      return j;
    });
    const appearance = none.sort((a, b) => at(peaks, a) - at(peaks, b));
    let top = 0;
    let bottom = 0;
    const tops: number[] = [];
    const bottoms: number[] = [];
    for (const j of appearance) {
      if (top < bottom) {
        top += at(sums, j);
        tops.push(j);
      } else {
        bottom += at(sums, j);
        bottoms.push(j);
      }
    }
    return bottoms.reverse().concat(tops);
  }
  return none;
}

/** Stacked-area baselines as d3-shape d3.stack with offsets none ("zero"), diverging, expand (shares), silhouette (centred, ThemeRiver) and wiggle (streamgraph; Byron & Wattenberg 2008); series[i][x] are the values. */
export function stackedArea(series: readonly (readonly number[])[], options: { offset?: StackOffset; order?: StackOrder } = {}): StackedLayers {
  const n = series.length;
  const m = n ? (series[0] as readonly number[]).length : 0;
  const order = stackOrder(series, options.order ?? 'none');
  const s: [number, number][][] = series.map((row) => Array.from({ length: m }, (_, j) => [0, +(row[j] ?? 0)] as [number, number]));
  const pt = (i: number, j: number): [number, number] => (s[i] as [number, number][])[j] as [number, number];
  const stackNone = (): void => {
    for (let k = 1; k < n; k++) {
      const s0 = at(order, k - 1);
      const s1 = at(order, k);
      for (let j = 0; j < m; j++) {
        const prev = pt(s0, j);
        const cur = pt(s1, j);
        cur[0] = Number.isNaN(prev[1]) ? prev[0] : prev[1];
        cur[1] += cur[0];
      }
    }
  };
  const offset = options.offset ?? 'zero';
  if (n > 0 && m > 0) {
    if (offset === 'zero') stackNone();
    else if (offset === 'expand') {
      for (let j = 0; j < m; j++) {
        let y = 0;
        for (let i = 0; i < n; i++) y += pt(i, j)[1] || 0;
        if (y) for (let i = 0; i < n; i++) pt(i, j)[1] /= y;
      }
      stackNone();
    } else if (offset === 'silhouette') {
      const first = at(order, 0);
      for (let j = 0; j < m; j++) {
        let y = 0;
        for (let i = 0; i < n; i++) y += pt(i, j)[1] || 0;
        const p = pt(first, j);
        p[0] = -y / 2;
        p[1] += p[0];
      }
      stackNone();
    } else if (offset === 'wiggle') {
      const first = at(order, 0);
      let y = 0;
      for (let j = 1; j < m; j++) {
        let s1 = 0;
        let s2 = 0;
        for (let i = 0; i < n; i++) {
          const si = at(order, i);
          const sij0 = pt(si, j)[1] || 0;
          const sij1 = pt(si, j - 1)[1] || 0;
          let s3 = (sij0 - sij1) / 2;
          for (let k = 0; k < i; k++) {
            const sk = at(order, k);
            s3 += (pt(sk, j)[1] || 0) - (pt(sk, j - 1)[1] || 0);
          }
          s1 += sij0;
          s2 += s3 * sij0;
        }
        const p = pt(first, j - 1);
        p[0] = y;
        p[1] += y;
        if (s1) y -= s2 / s1;
      }
      const p = pt(first, m - 1);
      p[0] = y;
      p[1] += y;
      stackNone();
    } else {
      for (let j = 0; j < m; j++) {
        let yp = 0;
        let yn = 0;
        for (let i = 0; i < n; i++) {
          const d = pt(at(order, i), j);
          const dy = d[1] - d[0];
          if (dy > 0) {
            d[0] = yp;
            d[1] = yp += dy;
          } else if (dy < 0) {
            d[1] = yn;
            d[0] = yn += dy;
          } else {
            d[0] = 0;
            d[1] = dy;
          }
        }
      }
    }
  }
  return { order, layers: s };
}
