// Radar chart geometry: one axis per variable around the circle, values rescaled to [0, 1].

export interface RadarAxis {
  name: string;
  min?: number;
  max?: number;
}

export interface RadarLayout {
  axes: { name: string; min: number; max: number; angle: number }[];
  series: { name: string; values: (number | null)[]; normalized: (number | null)[] }[];
}

/** Radar axes: each axis rescaled to [0, 1] by (v − min)/(max − min), with given limits or min = 0 (or the data minimum if negative) and max = the data maximum, as fmsb::radarchart's max/min rows; axis k at angle 2πk/K from the top, clockwise. */
export function radarLayout(series: readonly { name: string; values: readonly (number | null)[] }[], axes: readonly RadarAxis[]): RadarLayout {
  const K = axes.length;
  const ax = axes.map((a, k) => {
    const vals = series.map((s) => s.values[k]).filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
    const dataMin = vals.length ? Math.min(...vals) : 0;
    const dataMax = vals.length ? Math.max(...vals) : 1;
    const min = a.min ?? Math.min(0, dataMin);
    const max = a.max ?? dataMax;
    return { name: a.name, min, max, angle: (2 * Math.PI * k) / K };
  });
  return {
    axes: ax,
    series: series.map((s) => ({
      name: s.name,
      values: axes.map((_, k) => s.values[k] ?? null),
      normalized: ax.map((a, k) => {
        const v = s.values[k];
        if (typeof v !== 'number' || !Number.isFinite(v)) return null;
        return a.max === a.min ? 0 : (v - a.min) / (a.max - a.min);
      }),
    })),
  };
}
