// Funnel plots: each study's effect against its standard error (0 at the top), centred on the
// inverse-variance fixed-effect estimate with pseudo 95% limits estimate ± 1.96·SE (Sterne &
// Egger 2001; metafor funnel()), and Egger's regression test for asymmetry (metafor
// regtest(model = "lm")). Ratios are drawn on a log axis.
import type { Scene, SceneNode } from '../render/scene.ts';
import { omicsFrame, type OmicsAxis } from '../plot/omicsFrame.ts';
import type { ContinuousScale } from '../plot/scales.ts';
import { niceLinear } from '../plot/ticks.ts';
import { eggerTest, funnelPlot, metaAnalysis } from '../stats/meta.ts';
import { formatP } from '../format.ts';
import { ratioAxis, readStudies } from './metaStudies.ts';
import type { ChartInput } from './types.ts';

export function funnel({ table, spec, theme }: ChartInput): Scene {
  const { studies, ratio, estimateName } = readStudies(table, spec);
  const meta = metaAnalysis(studies);
  // The pseudo-confidence lines run to the bottom of the axis, as metafor draws them.
  const f = funnelPlot(studies, meta.fixed.estimate, { seMax: Number(niceLinear(0, Math.max(...studies.map((s) => s.sei)), 5).domain[1].toPrecision(12)) });
  const egger = studies.length >= 3 ? eggerTest(studies) : undefined;
  // Positions are on the analysis scale (log ratios for ratios, labelled with the ratios).
  const shown = (v: number) => v;
  const ends = [f.lines.lower[1].effect, f.lines.upper[1].effect];
  const xs = [...f.points.map((p) => p.effect), ...ends];
  const x: OmicsAxis = ratio ? ratioAxis(Math.exp(Math.min(...xs)), Math.exp(Math.max(...xs))) : { kind: 'continuous', values: xs };
  const note = egger ? `Egger's test: ${formatP(egger.p)}` : undefined;
  return omicsFrame({
    spec: { ...spec, xAxis: { ...spec.xAxis, scale: 'linear' }, yAxis: { ...spec.yAxis, scale: 'linear' } },
    theme,
    x,
    y: { kind: 'continuous', values: [0, f.seMax], zero: true, reverse: true },
    xLabel: ratio ? `${estimateName} (log scale)` : estimateName,
    yLabel: 'Standard error',
    legend: [],
    marks: (scales, plot) => {
      const sx = scales.x as ContinuousScale;
      const sy = scales.y as ContinuousScale;
      const nodes: SceneNode[] = [];
      const guide = { stroke: '#555555', strokeWidth: theme.axisWidth, dash: [3, 2] };
      for (const [a, b] of [f.lines.lower, f.lines.upper]) {
        nodes.push({ type: 'line', x1: sx.map(shown(a.effect)), y1: sy.map(a.se), x2: sx.map(shown(b.effect)), y2: sy.map(b.se), ...guide });
      }
      const cx = sx.map(shown(f.center));
      nodes.push({ type: 'line', x1: cx, y1: sy.map(0), x2: cx, y2: sy.map(f.seMax), stroke: theme.ink, strokeWidth: theme.axisWidth });
      for (const p of f.points) nodes.push({ type: 'circle', cx: sx.map(shown(p.effect)), cy: sy.map(p.se), r: theme.markerRadius, fill: theme.color(0), stroke: theme.ink, strokeWidth: theme.axisWidth * 0.5 });
      if (note) nodes.push({ type: 'text', x: plot.x + plot.width - 2, y: plot.y + theme.fontSize, text: note, size: theme.fontSize, weight: 'normal', anchor: 'end', baseline: 'alphabetic', color: theme.ink });
      return nodes;
    },
  });
}
