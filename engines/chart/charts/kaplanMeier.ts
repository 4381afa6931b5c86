// Kaplan–Meier survival curves: step functions per group (R survfit conventions), censored
// times as ticks, the pointwise 95% CI as a band when the request asks for it, the log-rank
// p-value for two or more groups, and the numbers at risk under the plot when there is room.
import { binaryValues, isBinary } from '../columns/binary.ts';
import { column, findColumns } from '../columns/find.ts';
import { levels } from '../columns/values.ts';
import { formatP, sig } from '../format.ts';
import { areaBetween } from '../marks/area.ts';
import { line } from '../marks/line.ts';
import { ruleX, ruleY } from '../marks/rule.ts';
import { densify, statBlockClearOf } from '../marks/statBlock.ts';
import { text } from '../marks/text.ts';
import { widestText } from '../plot/textFit.ts';
import type { Column, Table } from '../data/types.ts';
import { ChartError } from '../errors.ts';
import { cartesian, type CartesianInput } from '../plot/cartesian.ts';
import { cartesianPanel, type Panel } from '../plot/panel.ts';
import type { Rect } from '../plot/frame.ts';
import type { ContinuousScale } from '../plot/scales.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import type { ChartSpec } from '../spec.ts';
import { kaplanMeier as kmFit, logRankTest, numberAtRisk, type KaplanMeierCurve } from '../stats/survival.ts';
import { facetColumnNames } from '../transforms/facets.ts';
import { stepAfter } from '../transforms/step.ts';
import type { ChartInput } from './types.ts';

function byName(cols: Column[], pattern: RegExp): Column | undefined {
  return cols.find((c) => pattern.test(c.name));
}

/**
 * The event column written beside the time column named ("pfs_months, progressed" after
 * "os_months, died"): tables of several endpoints keep each time next to its event, and the
 * progression-free time is no time to death. Right after the time first, else right before.
 */
function eventBeside(table: Table, timeName: string | undefined, group: string | undefined): Column | undefined {
  const at = timeName ? table.columns.findIndex((c) => c.name === timeName) : -1;
  if (at < 0) return undefined;
  return [table.columns[at + 1], table.columns[at - 1]].find((c): c is Column => c !== undefined && c.name !== group && isBinary(c));
}

/** Time, event and (optional) group columns of a survival table. */
export function survivalColumns(table: Table, spec: ChartSpec): { time: Column; event: Column; group?: Column } {
  const numbers = findColumns(table, spec, { types: ['number'], exclude: [spec.group] });
  const eventName = spec.roles.event;
  const event =
    (eventName ? column(table, eventName) : undefined) ??
    eventBeside(table, spec.roles.time ?? spec.x ?? numbers.find((c) => spec.mentioned.includes(c.name) && !isBinary(c))?.name, spec.group) ??
    byName(
      table.columns.filter((c) => isBinary(c) && c.name !== spec.group),
      /status|event|dead|death|died|censor|relapse|outcome/i,
    ) ??
    numbers.find((c) => isBinary(c) && c.name !== spec.roles.time && c.name !== spec.x);
  if (!event) throw new ChartError('COLUMNS_MISSING', 'A Kaplan–Meier curve needs an event column (1 = event, 0 = censored), e.g. "status column status".');
  const timeName = spec.roles.time ?? spec.x;
  const others = numbers.filter((c) => c.name !== event.name && !isBinary(c));
  const time = timeName ? column(table, timeName) : (byName(others, /time|day|month|year|week|follow|surviv|duration/i) ?? others[0]);
  if (!time || time.type !== 'number') throw new ChartError('COLUMNS_MISSING', 'A Kaplan–Meier curve needs a numeric follow-up time column, e.g. "time column months".');
  let group = spec.group ? column(table, spec.group) : undefined;
  if (!group) {
    // A column of 2-8 arms the request named without "by" ("KM by treatment arm"), else the table's only such
    // column; with several and none named, which is the client's to say: one curve of all the rows.
    const facets = facetColumnNames(spec.facet);
    const arms = (c: Column | undefined): c is Column => c !== undefined && c.type === 'category' && c.name !== event.name && !facets.includes(c.name) && levels(c.values).length >= 2 && levels(c.values).length <= 8;
    const candidates = table.columns.filter(arms);
    group = spec.mentioned.map((n) => table.columns.find((c) => c.name === n)).find(arms) ?? (candidates.length === 1 ? candidates[0] : undefined);
  }
  return { time, event, ...(group ? { group } : {}) };
}

interface Arm {
  key: string;
  curve: KaplanMeierCurve;
  times: number[];
  end: number;
}

/** Step-function vertices of S(t) (or of a CI limit) from time 0 to the last follow-up. */
function stepPoints(arm: Arm, start: number, value: (s: KaplanMeierCurve['steps'][number]) => number, initial: number): Array<[number, number]> {
  return stepAfter([[start, initial], ...arm.curve.steps.map((st) => [st.time, value(st)] as [number, number])], arm.end);
}

/**
 * The curves of the rows (with the log-rank test) as a Cartesian chart's input; `captured`
 * gives the x scale and the plot the marks were last drawn on (for the numbers at risk).
 */
function survival({ table, spec, theme, figure }: ChartInput): { input: CartesianInput; arms: Arm[]; captured: () => { sx: ContinuousScale; plot: Rect } | undefined } {
  // The panels of a faceted figure use the columns the whole figure's rows call for.
  const chosen = survivalColumns(figure ?? table, spec);
  const time = column(table, chosen.time.name);
  const event = column(table, chosen.event.name);
  const group = chosen.group ? column(table, chosen.group.name) : undefined;
  const ev = binaryValues(event, 'event status');
  const keys = group ? levels(group.values).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)) : [''];
  const allT: number[] = [];
  const allE: boolean[] = [];
  const allG: string[] = [];
  const arms: Arm[] = keys.flatMap((key) => {
    const t: number[] = [];
    const e: boolean[] = [];
    for (let i = 0; i < table.rowCount; i++) {
      const tv = time.values[i];
      const evv = ev.values[i];
      if (typeof tv !== 'number' || !Number.isFinite(tv) || evv === null || evv === undefined) continue;
      if (group && (group.values[i] === null || String(group.values[i]) !== key)) continue;
      t.push(tv);
      e.push(evv);
    }
    if (t.length === 0) return [];
    allT.push(...t);
    allE.push(...e);
    allG.push(...t.map(() => key));
    return [{ key, curve: kmFit(t, e), times: t, end: Math.max(...t) }];
  });
  if (arms.length === 0) throw new ChartError('NO_VALUES', `No rows have both a time in "${time.name}" and an event status in "${event.name}".`);
  const start = Math.min(0, ...allT);
  // Without a single event the log-rank statistic is 0/0 (its variance matrix is zero): no p-value to print.
  const p = arms.length > 1 && allE.includes(true) ? logRankTest(allT, allE, allG).p : undefined;
  const showCi = spec.errorBars !== undefined;
  const fs = theme.fontSize;
  // A panel of a grouped faceted figure is grouped even where it holds one arm.
  const grouped = arms.length > 1 || (figure !== undefined && group !== undefined);
  let captured: { sx: ContinuousScale; plot: Rect } | undefined;

  const input: CartesianInput = {
    spec: { ...spec, yAxis: { ...spec.yAxis, scale: 'linear', range: spec.yAxis.range ?? [0, 1] } },
    theme,
    x: { values: [start, ...allT] },
    y: { values: [0, 1] },
    xLabel: time.name,
    yLabel: 'Survival probability',
    legend: grouped ? arms.map((a, i) => ({ label: a.key, color: theme.color(i), shape: 'line' as const })) : [],
    legendBy: group?.name ?? null,
    marks: (scales, plot) => {
      const sx = scales.x as ContinuousScale;
      const sy = scales.y;
      captured = { sx, plot };
      const nodes: SceneNode[] = [];
      const color = (i: number) => (grouped ? theme.color(i) : theme.ink);
      if (showCi) {
        arms.forEach((arm, i) => {
          // The band stops where R reports NA (S = 0).
          const cut = arm.curve.steps.findIndex((s) => !Number.isFinite(s.lower) || !Number.isFinite(s.upper));
          const steps = cut >= 0 ? arm.curve.steps.slice(0, cut) : arm.curve.steps;
          const end = cut >= 0 ? (arm.curve.steps[cut]?.time ?? arm.end) : arm.end;
          const clipped: Arm = { ...arm, curve: { ...arm.curve, steps }, end };
          const upper = stepPoints(clipped, start, (s) => s.upper, 1);
          const lower = stepPoints(clipped, start, (s) => s.lower, 1);
          const onPage = (pts: Array<[number, number]>) => pts.map(([x, y]) => [sx.map(x), sy.map(y)] as [number, number]);
          nodes.push(areaBetween(onPage(upper), onPage(lower), theme, { fill: color(i), fillOpacity: 0.15 }));
        });
      }
      const obstacles: Array<[number, number]> = [];
      arms.forEach((arm, i) => {
        const pts = stepPoints(arm, start, (s) => s.survival, 1).map(([x, y]) => [sx.map(x), sy.map(y)] as [number, number]);
        for (const point of densify(pts)) obstacles.push(point);
        nodes.push(line(pts, theme, { stroke: color(i), lineJoin: 'miter' }));
        // Censored times as ticks across the curve.
        const tick = fs * 0.3;
        for (const st of arm.curve.steps) {
          if (st.nCensor === 0) continue;
          const cy = sy.map(st.survival);
          nodes.push(ruleX(sx.map(st.time), cy - tick, cy + tick, theme, { stroke: color(i), strokeWidth: theme.lineWidth * 0.8 }));
        }
      });
      const stats = p !== undefined ? [{ text: `Log-rank ${formatP(p)}` }] : [];
      if (spec.methods?.medianSurvival) {
        // Each median: dashed from S = 0.5 across to the curve and down to the time axis; its value and CI printed.
        arms.forEach((arm, i) => {
          const m = arm.curve.median;
          const name = grouped ? `${arm.key}: ` : '';
          if (!Number.isFinite(m)) {
            stats.push({ text: `${name}median not reached`, ...(grouped ? { color: color(i) } : {}) });
            return;
          }
          const dash = [fs * 0.25, fs * 0.2];
          nodes.push(ruleY(sy.map(0.5), sx.map(start), sx.map(m), theme, { stroke: color(i), strokeWidth: theme.lineWidth * 0.6, dash }));
          nodes.push(ruleX(sx.map(m), sy.map(0.5), sy.map(0), theme, { stroke: color(i), strokeWidth: theme.lineWidth * 0.6, dash }));
          const ci = Number.isFinite(arm.curve.medianLower) ? ` (95% CI ${sig(arm.curve.medianLower)}–${Number.isFinite(arm.curve.medianUpper) ? sig(arm.curve.medianUpper) : 'NR'})` : '';
          stats.push({ text: `${name}median ${sig(m)}${ci}`, ...(grouped ? { color: color(i) } : {}) });
        });
      }
      if (stats.length > 0) nodes.push(...statBlockClearOf(stats, obstacles, plot, theme, ['bottom-left', 'top-right', 'bottom-right']));
      return nodes;
    },
  };
  return { input, arms, captured: () => captured };
}

export function kaplanMeierPanel(chart: ChartInput): Panel {
  const { input, arms } = survival(chart);
  return cartesianPanel(input, arms.map((a) => a.key));
}

export function kaplanMeier(chart: ChartInput): Scene {
  const { theme } = chart;
  const { input, arms, captured: last } = survival(chart);
  const fs = theme.fontSize;
  // Numbers at risk: one row per arm under the plot, when it leaves the plot most of the height.
  const rowH = fs * 1.35;
  const tableHeight = (arms.length + 1) * rowH + fs * 0.6;
  const withTable = tableHeight <= theme.height * 0.32;
  const plotTheme = withTable ? { ...theme, height: theme.height - tableHeight } : theme;
  const scene = cartesian({ ...input, theme: plotTheme });
  const captured = last();
  if (!withTable || !captured) return scene;

  const { sx, plot } = captured;
  const ticks = sx.ticks.filter((t) => t >= sx.domain[0] && t <= sx.domain[1]);
  // Under the frame as drawn: a frame grows taller than asked when its text needs the room.
  const top = scene.height + fs * 0.3;
  const nodes: SceneNode[] = [text(2, top + rowH / 2, 'Number at risk', theme, { weight: 'bold', baseline: 'middle' })];
  // Row labels end clear of the numbers centred on the first tick.
  const labelRoom = plot.x - widestText([String(Math.max(...arms.map((a) => a.times.length)))], fs) / 2 - fs * 0.6;
  const labelsFit = widestText(arms.map((a) => a.key), fs) <= labelRoom - 2;
  arms.forEach((arm, i) => {
    const y = top + rowH * (i + 1.5);
    const color = arms.length > 1 ? theme.color(i) : theme.ink;
    if (arms.length > 1) {
      if (labelsFit) nodes.push(text(labelRoom, y, arm.key, theme, { anchor: 'end', baseline: 'middle', color }));
      else nodes.push(ruleY(y, labelRoom - fs * 1.2, labelRoom, theme, { stroke: color, strokeWidth: theme.lineWidth * 1.5 }));
    }
    const atRisk = numberAtRisk(arm.times, ticks);
    ticks.forEach((t, k) => {
      nodes.push(text(sx.map(t), y, String(atRisk[k] ?? 0), theme, { anchor: 'middle', baseline: 'middle', color }));
    });
  });
  return { ...scene, height: scene.height + tableHeight, nodes: [...scene.nodes, ...nodes] };
}
