// Paired dot plots (before/after): each subject's values under two or more conditions, joined
// by a line. Data either wide (one numeric column per condition, a row per subject) or long (a
// subject column, a condition column and a value column). With two conditions the paired
// t-test (as R t.test(after, before, paired = TRUE)) is printed above the points, or the Wilcoxon
// signed-rank test when the request names it (methods.test; other tests are refused).
import { pairedData } from '../columns/pairs.ts';
import { compact, formatP } from '../format.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { ChartError } from '../errors.ts';
import { cartesian } from '../plot/cartesian.ts';
import type { BandScale } from '../plot/scales.ts';
import { emptiestCorner, statBlock } from '../marks/statBlock.ts';
import { dot, line as lineMark } from '../marks/index.ts';
import { pairedTTest } from '../stats/groupTests.ts';
import { groupTest } from '../transforms/groupTest.ts';
import type { ChartInput } from './types.ts';

export { pairedData, type PairedData } from '../columns/pairs.ts';
export { pairedTTest, type PairedTest } from '../stats/groupTests.ts';

export function pairedDot(input: ChartInput): Scene {
  const { spec, theme } = input;
  const data = pairedData(input);
  const values = data.subjects.flatMap((s) => s.values.filter((v): v is number => v !== null));
  if (values.length === 0) throw new ChartError('NO_VALUES', 'The paired columns have no numbers.');
  const test = data.conditions.length === 2 ? pairedTTest(data.subjects.map((s) => s.values[0] ?? null), data.subjects.map((s) => s.values[1] ?? null)) : undefined;
  // A paired test named in the request (transforms/groupTest.ts: refused when these data cannot take it); else the paired t with two conditions.
  const asked = spec.methods?.test
    ? groupTest(
        input,
        data.conditions.map((name, k) => ({ name, values: data.subjects.flatMap((s) => (typeof s.values[k] === 'number' ? [s.values[k] as number] : [])) })),
      )
    : undefined;
  const line = asked?.test === 'wilcoxon' ? asked.lines[0] : test ? `Paired t-test: t(${test.df}) = ${compact(test.t)}, ${formatP(test.p)}; mean difference ${compact(test.meanDifference)}` : undefined;
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  // Room above the points for the test's line.
  const pad = (hi - lo || 1) * 0.03;
  const extent = [...values, lo - pad, line ? hi + (hi - lo || 1) * 0.15 : hi + pad];
  return cartesian({
    spec,
    theme,
    x: { categories: data.conditions },
    y: { values: extent },
    ...(data.conditionName ? { xLabel: data.conditionName } : {}),
    yLabel: data.valueName,
    legend: [],
    marks: (scales, plot) => {
      const sx = scales.x as BandScale;
      const sy = scales.y;
      const nodes: SceneNode[] = [];
      const cx = (c: string) => sx.map(c) + sx.bandwidth / 2;
      for (const s of data.subjects) {
        const pts = s.values
          .map((v, k): [number, number] | undefined => (v === null ? undefined : [cx(data.conditions[k] ?? ''), sy.map(v)]))
          .filter((p): p is [number, number] => p !== undefined);
        if (pts.length > 1) nodes.push(lineMark(pts, theme, { stroke: '#8C8C8C', strokeWidth: theme.lineWidth * 0.7 }));
      }
      data.conditions.forEach((c, k) => {
        for (const s of data.subjects) {
          const v = s.values[k];
          if (v === null || v === undefined) continue;
          nodes.push(dot(cx(c), sy.map(v), theme, { fill: theme.color(k), strokeWidth: theme.axisWidth * 0.5 }));
        }
      });
      if (line) {
        const text = line;
        const marks = data.conditions.flatMap((c, k) => data.subjects.flatMap((s) => (typeof s.values[k] === 'number' ? [[cx(c), sy.map(s.values[k] as number)] as [number, number]] : [])));
        nodes.push(...statBlock([{ text }], plot, theme, emptiestCorner([text], marks, plot, theme, ['top-left', 'top-right', 'bottom-left', 'bottom-right'])));
      }
      return nodes;
    },
  });
}
