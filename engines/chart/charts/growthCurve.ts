// Growth curves: size against time with the three-parameter logistic fit per group (R's
// nls(y ~ SSlogis(t, Asym, xmid, scal)); stats/fit.ts), carrying capacity K = Asym and
// intrinsic rate r = 1/scal printed for each group.
import { sig } from '../format.ts';
import { fittedChart } from '../plot/fittedChart.ts';
import type { Scene } from '../render/scene.ts';
import { fitLogisticGrowth } from '../stats/fit.ts';
import { logisticGrowth } from '../stats/kinetics.ts';
import type { ChartInput } from './types.ts';

export function growthCurve(input: ChartInput): Scene {
  return fittedChart(input, {
    what: 'A logistic growth fit',
    minPoints: 4,
    fit: (t, y) => {
      const fit = fitLogisticGrowth(t, y);
      const [asym, xmid, scal] = fit.nls.parameters as [number, number, number];
      return { predict: (x) => logisticGrowth(x, asym, xmid, scal), text: `K = ${sig(fit.K.estimate, 3)}, r = ${sig(fit.r.estimate, 3)}` };
    },
    corner: () => 'top-left',
  });
}
