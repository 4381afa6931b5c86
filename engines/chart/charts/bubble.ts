// Bubble charts: y against x, each bubble's area proportional to a size column (the weight
// role: "size pop"), coloured by group, with a size legend of round values.
import { colouredByMeasure, measureScale } from '../columns/colourMeasure.ts';
import { column, findColumn, numeric, require } from '../columns/find.ts';
import { levels } from '../columns/values.ts';
import { formatTicks } from '../format.ts';
import { colorBar } from '../legends/colorBar.ts';
import { keyLegend, legendTitle } from '../legends/keys.ts';
import type { SideBlock } from '../legends/sideBlock.ts';
import { legendValues, sizeLegend } from '../legends/sizeLegend.ts';
import { customCartesian } from '../plot/customCartesian.ts';
import { dot } from '../marks/dot.ts';
import { colorOf } from '../plot/color.ts';
import type { Scene } from '../render/scene.ts';
import { ChartError } from '../errors.ts';
import type { ContinuousScale } from '../plot/scales.ts';
import type { ChartInput } from './types.ts';

/** Bubbles up to this many are drawn at full size; more are shrunk by the square root of the excess. */
const CROWD = 80;

export function bubble({ table, spec, theme }: ChartInput): Scene {
  const x = spec.x ? numeric(table, spec.x) : require(findColumn(table, spec, { types: ['number', 'date'] }), 'COLUMNS_MISSING', 'A bubble chart needs numeric x and y columns and a size column.');
  const y = spec.y[0] ? numeric(table, spec.y[0]) : require(findColumn(table, spec, { types: ['number'], exclude: [x.name] }), 'COLUMNS_MISSING', 'A bubble chart needs a numeric y column.');
  const size = spec.roles.weight
    ? numeric(table, spec.roles.weight)
    : require(findColumn(table, spec, { types: ['number'], exclude: [x.name, y.name] }), 'COLUMNS_MISSING', 'A bubble chart needs a numeric column for the bubble sizes (e.g. "size population").');
  // A measurement of many values colours the bubbles along a scale ("coloured by depth"), not as groups.
  const measure = colouredByMeasure(table, spec);
  const scale = measure ? measureScale(measure) : undefined;
  const group = spec.group && !measure ? column(table, spec.group) : undefined;
  const keys = group ? levels(group.values) : [];
  const bubbles: Array<{ x: number; y: number; s: number; g: number; c: number }> = [];
  for (let i = 0; i < table.rowCount; i++) {
    const xv = x.values[i];
    const yv = y.values[i];
    const sv = size.values[i];
    const cv = measure?.values[i];
    if (typeof xv !== 'number' || typeof yv !== 'number' || typeof sv !== 'number' || !(sv >= 0) || (measure && typeof cv !== 'number')) continue;
    bubbles.push({ x: xv, y: yv, s: sv, g: group ? keys.indexOf(String(group.values[i])) : 0, c: typeof cv === 'number' ? cv : 0 });
  }
  if (bubbles.length === 0) throw new ChartError('NO_VALUES', `No row has x ("${x.name}"), y ("${y.name}") and a non-negative size ("${size.name}").`);
  const maxS = Math.max(...bubbles.map((b) => b.s)) || 1;
  // Many bubbles are drawn smaller, so that hundreds (a catalogue of earthquakes) do not cover the panel.
  const rMax = theme.fontSize * 1.3 * Math.max(0.35, Math.min(1, Math.sqrt(CROWD / bubbles.length)));
  // Area, not radius, proportional to the value.
  const radius = (s: number) => Math.max(0.6, rMax * Math.sqrt(s / maxS));
  bubbles.sort((a, b) => b.s - a.s);
  const pad = (values: number[]) => {
    const lo = Math.min(...values);
    const hi = Math.max(...values);
    const span = hi - lo || Math.abs(hi) || 1;
    return [...values, lo - span * 0.06, hi + span * 0.06];
  };
  const entries = keys.map((k, i) => ({ label: k, color: theme.color(i), shape: 'point' as const }));
  const onSide = spec.legend === 'auto' || spec.legend === 'right';
  const legendTicks = legendValues(Math.min(...bubbles.map((b) => b.s)), maxS, 3);
  const labels = formatTicks(legendTicks);
  const side: SideBlock[] = [
    ...(onSide && entries.length > 1 ? [keyLegend(entries, theme, legendTitle(spec, group?.name ?? null))] : []),
    ...(measure && scale ? [colorBar(scale, measure.name, theme, { height: Math.min(theme.height * 0.4, theme.fontSize * 10) })] : []),
    sizeLegend(legendTicks, radius, size.name, theme, (v) => labels[legendTicks.indexOf(v)] ?? String(v)),
  ];
  return customCartesian({
    spec,
    theme,
    x: { kind: 'continuous', values: spec.xAxis.scale === 'log' ? bubbles.map((b) => b.x) : pad(bubbles.map((b) => b.x)) },
    y: { kind: 'continuous', values: spec.yAxis.scale === 'log' ? bubbles.map((b) => b.y) : pad(bubbles.map((b) => b.y)) },
    xLabel: x.name,
    yLabel: y.name,
    legend: onSide ? [] : entries,
    side,
    marks: (scales) => {
      const sx = scales.x as ContinuousScale;
      const sy = scales.y as ContinuousScale;
      return bubbles.map((b) => dot(sx.map(b.x), sy.map(b.y), theme, { r: radius(b.s), fill: scale ? colorOf(scale, b.c) : theme.color(b.g), fillOpacity: 0.7 }));
    },
  });
}
