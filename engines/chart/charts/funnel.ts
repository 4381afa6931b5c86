// Funnel plots: each study's effect against its standard error (0 at the top), centred on the
// inverse-variance common-effect estimate (or the DerSimonian–Laird random-effects estimate when
// the request names it; the model, I² and τ² are printed) with pseudo 95% limits estimate ± 1.96·SE (Sterne &
// Egger 2001; metafor funnel()), and Egger's regression test for asymmetry (metafor
// regtest(model = "lm")). Ratios are drawn on a log axis.
import { formatP } from '../format.ts';
import { type AxisDef, customCartesian } from '../plot/customCartesian.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { dots } from '../marks/dot.ts';
import { rule, ruleX } from '../marks/rule.ts';
import { REFERENCE_STYLE } from '../plot/guides.ts';
import type { ContinuousScale } from '../plot/scales.ts';
import { niceLinear } from '../plot/ticks.ts';
import { densify, emptiestCorner, statBlock } from '../marks/statBlock.ts';
import { requireMethods } from '../spec.ts';
import { eggerTest, funnelPlot, metaAnalysis } from '../stats/meta.ts';
import { META_MODEL_LABEL } from '../transforms/methodLabels.ts';
import { ratioAxis, readStudies } from './metaStudies.ts';
import type { ChartInput } from './types.ts';

export function funnel({ table, spec, theme }: ChartInput): Scene {
  const { studies, ratio, estimateName } = readStudies(table, spec);
  const model = requireMethods(spec).meta ?? 'fixed';
  const meta = metaAnalysis(studies);
  // The pseudo-confidence lines run to the bottom of the axis, as metafor draws them.
  const f = funnelPlot(studies, (model === 'fixed' ? meta.fixed : meta.random).estimate, { seMax: Number(niceLinear(0, Math.max(...studies.map((s) => s.sei)), 5).domain[1].toPrecision(12)) });
  const egger = studies.length >= 3 ? eggerTest(studies) : undefined;
  // Positions are on the analysis scale (log ratios for ratios, labelled with the ratios).
  const shown = (v: number) => v;
  const ends = [f.lines.lower[1].effect, f.lines.upper[1].effect];
  const xs = [...f.points.map((p) => p.effect), ...ends];
  const x: AxisDef = ratio ? ratioAxis(Math.exp(Math.min(...xs)), Math.exp(Math.max(...xs))) : { kind: 'continuous', values: xs };
  const notes = [
    `Centre: ${META_MODEL_LABEL[model]}`,
    `I\u00b2 = ${meta.I2.toFixed(1)}%, \u03c4\u00b2 = ${meta.random.tau2.toFixed(3)}`,
    ...(egger ? [`Egger's test: ${formatP(egger.p)}`] : []),
  ];
  return customCartesian({
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
      // The pseudo-confidence limits are drawn as reference lines are.
      for (const [a, b] of [f.lines.lower, f.lines.upper]) nodes.push(rule(sx.map(shown(a.effect)), sy.map(a.se), sx.map(shown(b.effect)), sy.map(b.se), theme, REFERENCE_STYLE));
      nodes.push(ruleX(sx.map(shown(f.center)), sy.map(0), sy.map(f.seMax), theme));
      nodes.push(...dots(f.points.map((p) => [sx.map(shown(p.effect)), sy.map(p.se)]), theme, { strokeWidth: theme.axisWidth * 0.5 }));
      // The notes go where neither the studies nor the funnel's lines are.
      const marks: Array<[number, number]> = [
        ...f.points.map((p) => [sx.map(p.effect), sy.map(p.se)] as [number, number]),
        ...[f.lines.lower, f.lines.upper, [{ effect: f.center, se: 0 }, { effect: f.center, se: f.seMax }] as const].flatMap(([a, b]) => densify([[sx.map(a.effect), sy.map(a.se)], [sx.map(b.effect), sy.map(b.se)]])),
      ];
      const lines = notes.map((text) => ({ text }));
      nodes.push(...statBlock(lines, plot, theme, emptiestCorner(notes, marks, plot, theme, ['top-right', 'top-left', 'bottom-right', 'bottom-left'])));
      return nodes;
    },
  });
}
