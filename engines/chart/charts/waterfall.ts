// Waterfall plots as clinical papers print them: one bar a patient, the best % change from
// baseline, sorted from the largest growth (left) to the deepest shrinkage (right), coloured by
// the group or response category the request names, with dashed RECIST 1.1 lines at +20 %
// (progressive disease) and −30 % (partial response). Bars above +100 % are drawn to +100 % and
// marked with a triangle. The step-by-step running total (runningTotalWaterfall.ts) is drawn
// instead when the request asks for one ("running total", "bridge": spec.aggregate "sum") or
// the table has a relative/total/absolute measure column.
import { column } from '../columns/find.ts';
import { levels } from '../columns/values.ts';
import type { Column } from '../data/types.ts';
import { ChartError } from '../errors.ts';
import { area } from '../marks/area.ts';
import { bar } from '../marks/bar.ts';
import { ruleYAcross } from '../marks/rule.ts';
import { text } from '../marks/text.ts';
import { cartesian } from '../plot/cartesian.ts';
import type { Rect } from '../plot/frame.ts';
import type { BandScale, ContinuousScale } from '../plot/scales.ts';
import { textWidth } from '../plot/textFit.ts';
import type { Theme } from '../plot/theme.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { responseBars } from '../transforms/waterfall.ts';
import { measureColumn, runningTotalWaterfall } from './runningTotalWaterfall.ts';
import type { ChartInput } from './types.ts';

/** Growth drawn at most, in %: beyond it one patient's bar would flatten every other. */
export const RESPONSE_CAP = 100;

/** RECIST 1.1 thresholds on the change in the sum of target-lesion diameters. */
export const RECIST_LINES = [
  { value: 20, label: '+20% PD' },
  { value: -30, label: '\u221230% PR' },
];

const CHANGE_NAMES = /change|response|pct|percent|%|sld|shrink|growth|best/i;
const PATIENT_NAMES = /patient|subject|case|^id$|_id$|participant|pt/i;

const STANDARD_LABEL = 'Best change from baseline (%)';

/** Says, right of the plot at +100 %, what the triangles on capped bars mean. */
const CAP_NOTE = `\u25B2 >${RESPONSE_CAP}%`;

function valueColumn({ table, spec }: ChartInput): Column {
  const name = spec.y[0] ?? spec.mentioned.find((n) => table.columns.find((c) => c.name === n)?.type === 'number');
  if (name) return column(table, name);
  const numbers = table.columns.filter((c) => c.type === 'number');
  const found = numbers.find((c) => CHANGE_NAMES.test(c.name)) ?? numbers[0];
  if (!found) throw new ChartError('COLUMNS_MISSING', 'A waterfall needs a numeric column with each patient’s best change from baseline (%).');
  return found;
}

/** The column naming each patient: the x the request gave, or a category with one row a value. */
function patientColumn({ table, spec }: ChartInput, exclude: string[]): Column | undefined {
  if (spec.x) return column(table, spec.x);
  const unique = table.columns.filter((c) => c.type === 'category' && !exclude.includes(c.name) && levels(c.values).length === c.values.filter((v) => v !== null).length);
  return unique.find((c) => PATIENT_NAMES.test(c.name)) ?? unique[0];
}

export function waterfall(input: ChartInput): Scene {
  if (input.spec.aggregate === 'sum' || measureColumn(input)) return runningTotalWaterfall(input);
  return tumourResponseWaterfall(input);
}

interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/**
 * A line's label at the first of its candidate places (right or left end, above or below the
 * line) that no bar and no placed label touches; on a white patch at the first place when
 * every place is taken.
 */
function lineLabel(label: string, py: number, plot: Rect, theme: Theme, taken: Box[], prefer: Array<['start' | 'end', boolean]>, color: string): SceneNode[] {
  const fs = theme.fontSize;
  const w = textWidth(label, fs);
  const h = fs * 0.9;
  const boxOf = ([side, above]: ['start' | 'end', boolean]): Box => {
    const x0 = side === 'end' ? plot.x + plot.width - 2 - w : plot.x + 2;
    const y0 = above ? py - 1.5 - h : py + 1.5;
    return { x0, x1: x0 + w, y0, y1: y0 + h };
  };
  const place = prefer.find((p) => !taken.some((t) => overlaps(t, boxOf(p)))) ?? prefer[0] ?? ['end', true];
  const box = boxOf(place);
  const free = prefer.includes(place) && !taken.some((t) => overlaps(t, box));
  taken.push(box);
  const node = text(box.x0, box.y1 - fs * 0.2, label, theme, { color });
  return free ? [node] : [bar({ x: box.x0 - 1, y: box.y0, width: w + 2, height: h }, theme, { fill: '#FFFFFF', stroke: 'none' }), node];
}

/**
 * One bar a patient of a change from baseline: a column of measurements (weights in kg, all
 * positive, no name of a change) or patients measured at several visits would draw levels or
 * visits as if they were each patient's response, so they are refused.
 */
function changesPerPatient({ table }: ChartInput, value: Column): void {
  const numbers = value.values.filter((v): v is number => typeof v === 'number');
  if (!CHANGE_NAMES.test(value.name) && !numbers.some((v) => v < 0)) {
    throw new ChartError('COLUMNS_MISSING', `A response waterfall draws each patient's change from baseline (%); "${value.name}" is no change (its name says none and no value is below zero). Name the column of changes, or ask for a running total.`);
  }
  const ids = table.columns.find((c) => c.type === 'category' && PATIENT_NAMES.test(c.name) && levels(c.values).length < c.values.filter((v) => v !== null).length);
  if (ids) throw new ChartError('PATIENTS_REPEATED', `A response waterfall draws one bar a patient; "${ids.name}" names patients on several rows (visits or samples). Keep one row a patient (a filter) or draw the change over time.`);
}

function tumourResponseWaterfall(input: ChartInput): Scene {
  const { table, spec, theme } = input;
  const value = valueColumn(input);
  const group = spec.group ? column(table, spec.group) : undefined;
  const patient = patientColumn(input, [value.name, ...(group ? [group.name] : [])]);
  changesPerPatient(input, value);
  const rows: Array<{ patient: string; value: number; group?: string }> = [];
  for (let r = 0; r < table.rowCount; r++) {
    const v = value.values[r];
    if (typeof v !== 'number' || !Number.isFinite(v)) continue;
    const g = group?.values[r];
    rows.push({ patient: String(patient?.values[r] ?? r + 1), value: v, ...(group ? { group: g === null || g === undefined ? '(missing)' : String(g) } : {}) });
  }
  if (rows.length === 0) throw new ChartError('NO_VALUES', `Column "${value.name}" has no numbers.`);
  const bars = responseBars(rows, RESPONSE_CAP);
  const n = bars.length;
  const groups = group ? levels(bars.map((b) => b.group ?? null)) : [];
  const fs = theme.fontSize;
  const capped = bars.some((b) => b.capped);
  // Patients by name when every name fits its bar's slot upright (the plot is at most ~85 % of
  // the figure); otherwise by rank, 1 to n, which the frame can tick without crowding.
  const byName = Boolean(patient) && bars.every((b) => textWidth(b.patient, fs) <= (theme.width * 0.85) / n - 2);
  const names = bars.map((b, i) => (bars.findIndex((o) => o.patient === b.patient) === i ? b.patient : `${b.patient} (${i + 1})`));
  const yValues = [...bars.map((b) => b.drawn), 0, ...RECIST_LINES.map((l) => l.value * 1.15), ...(capped ? [RESPONSE_CAP * 1.1] : [])];
  const rankSpec = { ...spec, xAxis: { ...spec.xAxis, range: [0.5, n + 0.5] as [number, number] } };
  return cartesian({
    spec: byName ? spec : rankSpec,
    theme,
    x: byName ? { categories: names } : { values: [0.5, n + 0.5] },
    y: { values: yValues, zero: true },
    xLabel: byName ? (patient?.name ?? 'Patient') : 'Patients, ranked by best change',
    yLabel: CHANGE_NAMES.test(value.name) ? STANDARD_LABEL : value.name,
    legend: groups.map((g, i) => ({ label: g, color: theme.color(i), shape: 'box' as const })),
    marks: (scales, plot) => {
      const sy = scales.y;
      const slot = (i: number): [number, number] => {
        if (scales.x.kind === 'band') return [(scales.x as BandScale).map(names[i] ?? ''), (scales.x as BandScale).bandwidth];
        const sx = scales.x as ContinuousScale;
        const step = Math.abs(sx.map(2) - sx.map(1));
        return [sx.map(i + 1) - step * 0.42, step * 0.84];
      };
      const nodes: SceneNode[] = [];
      const taken: Box[] = [];
      const zero = sy.map(0);
      bars.forEach((b, i) => {
        const [left, width] = slot(i);
        const top = sy.map(b.drawn);
        nodes.push(bar({ x: left, y: Math.min(top, zero), width, height: Math.max(Math.abs(zero - top), theme.axisWidth * 0.5) }, theme, { fill: theme.color(group ? groups.indexOf(b.group ?? '') : 0), stroke: 'none' }));
        taken.push({ x0: left, x1: left + width, y0: Math.min(top, zero), y1: Math.max(top, zero) });
        if (b.capped) {
          const cx = left + width / 2;
          const half = Math.max(1, Math.min(width / 2, fs * 0.3));
          nodes.push(area([[cx - half, top - 1], [cx + half, top - 1], [cx, top - 1 - half * 1.7]], theme, { fill: theme.ink }));
          taken.push({ x0: cx - half, x1: cx + half, y0: top - 1 - half * 1.7, y1: top });
        }
      });
      const labels: SceneNode[] = [];
      RECIST_LINES.forEach((line, k) => {
        const py = sy.map(line.value);
        if (py < plot.y || py > plot.y + plot.height) return;
        nodes.push(ruleYAcross(py, plot, theme, { stroke: '#555555', dash: [3, 2] }));
        // Growth is drawn on the left, shrinkage on the right: +20 % is usually clear above
        // the line at the right, −30 % below it at the left.
        const prefer: Array<['start' | 'end', boolean]> = k === 0 ? [['end', true], ['end', false], ['start', true]] : [['start', false], ['start', true], ['end', false]];
        labels.push(...lineLabel(line.label, py, plot, theme, taken, prefer, '#555555'));
      });
      if (capped) labels.push(...lineLabel(CAP_NOTE, sy.map(RESPONSE_CAP * 1.05), plot, theme, taken, [['end', false], ['end', true]], theme.ink));
      return [...nodes, ...labels];
    },
  });
}
