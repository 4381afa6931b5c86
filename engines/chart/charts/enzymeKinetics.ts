// Enzyme kinetics: initial rate against substrate concentration with the Michaelis–Menten fit
// v = Vmax·S/(Km + S) (R's nls; stats/fit.ts) per group, Vmax and Km printed with their standard
// errors, as GraphPad Prism reports them.
import { sig } from '../format.ts';
import { fittedChart } from '../plot/fittedChart.ts';
import type { Scene } from '../render/scene.ts';
import { fitMichaelisMenten } from '../stats/fit.ts';
import { michaelisMenten } from '../stats/kinetics.ts';
import type { ChartInput } from './types.ts';

export function enzymeKinetics(input: ChartInput): Scene {
  return fittedChart(input, {
    what: 'A Michaelis–Menten fit',
    minPoints: 3,
    fromZero: true,
    fit: (s, v) => {
      const fit = fitMichaelisMenten(s, v);
      const vmax = fit.vmax.estimate;
      const km = fit.km.estimate;
      // A Km or Vmax of 0 or below is no enzyme's: the rates do not rise towards a plateau.
      if (!(vmax > 0 && km > 0)) throw new Error(`the fit gives Vmax = ${sig(vmax, 3)} and Km = ${sig(km, 3)}; both must be above 0 for rates that rise towards a plateau`);
      return {
        predict: (x) => michaelisMenten(x, vmax, km),
        text: `Vmax = ${sig(vmax, 3)} ± ${sig(fit.vmax.se, 2)}, Km = ${sig(km, 3)} ± ${sig(fit.km.se, 2)}`,
      };
    },
    corner: () => 'bottom-right',
  });
}
