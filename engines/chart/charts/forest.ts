// Forest plots: each study's estimate and 95% CI, its square sized by its weight in the pooled
// estimate; the pooled estimate as a diamond, by DerSimonian–Laird random effects (metafor
// rma(method = "DL"), the default) or the inverse-variance common effect (rma(method = "FE"))
// as the request names it; the line of no effect at 0, or at 1 for ratios on a log axis; estimates
// with CIs and weights in columns beside the plot; heterogeneity (I², τ², Cochran's Q p) below.
import { estimateInterval, fixed, formatP, formatTicks } from '../format.ts';
import { headerNodes, layoutHeader } from '../plot/frame.ts';
import { guideMarks, valuesShown } from '../plot/guides.ts';
import { lineHeight, textWidth, wrapInto } from '../plot/textFit.ts';
import { area } from '../marks/area.ts';
import { bar } from '../marks/bar.ts';
import { ruleX, ruleY } from '../marks/rule.ts';
import { text } from '../marks/text.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { niceLinear } from '../plot/ticks.ts';
import { thinnedTicks } from '../plot/axisLabels.ts';
import { requireMethods } from '../spec.ts';
import { metaAnalysis } from '../stats/meta.ts';
import { META_MODEL_LABEL } from '../transforms/methodLabels.ts';
import { ratioAxis, readStudies } from './metaStudies.ts';
import type { ChartInput } from './types.ts';

/** "1.20 [0.90, 1.60]" as its estimate and its bracketed interval. */
function ciLines(text: string): string[] {
  const at = text.indexOf(' [');
  return at < 0 ? [text] : [text.slice(0, at), text.slice(at + 1)];
}

function width(text: string, size: number, bold = false): number {
  return textWidth(text, size, bold ? 'bold' : 'normal');
}

export function forest({ table, spec, theme }: ChartInput): Scene {
  const { studies, ratio, estimateName, shown } = readStudies(table, spec);
  const model = requireMethods(spec).meta ?? 'random';
  const meta = metaAnalysis(studies);
  const pooled = model === 'fixed' ? meta.fixed : meta.random;
  const POOLED_LABEL = META_MODEL_LABEL[model];
  const back = (v: number) => (ratio ? Math.exp(v) : v);
  const pooledShown = { estimate: back(pooled.estimate), lower: back(pooled.ciLower), upper: back(pooled.ciUpper) };
  const fs = theme.fontSize;
  const ink = theme.ink;
  const digits = 2;
  const ciText = (s: { estimate: number; lower: number; upper: number }) => estimateInterval(s.estimate, s.lower, s.upper, (v) => fixed(v, digits));
  const rowsText = shown.map(ciText);
  const pooledText = ciText(pooledShown);
  const weightText = pooled.weights.map((w) => `${w.toFixed(1)}%`);
  const measure = ratio ? `${estimateName}` : estimateName;
  const estHeader = `${measure} [95% CI]`;
  const hetero = `Heterogeneity: I\u00b2 = ${meta.I2.toFixed(1)}%, \u03c4\u00b2 = ${meta.random.tau2.toFixed(3)}, ${formatP(meta.pQ)}`;
  const overall = `Overall effect: z = ${fixed(pooled.z, 2)}, ${formatP(pooled.p)}`;

  // Columns: study names | plot | estimate [CI] | weight.
  const pad = 2;
  const gap = fs * 0.8;
  // Names wrap onto two lines beyond 30% of the width (the rows are two lines tall then).
  const nameRoom = theme.width * 0.3;
  const nameLines = (name: string, bold = false) => (width(name, fs, bold) > nameRoom ? wrapInto(name, nameRoom, fs, 2, bold ? 'bold' : 'normal') : [name]);
  const names = studies.map((s) => nameLines(s.name));
  const pooledName = nameLines(POOLED_LABEL, true);
  const nameWidth = Math.max(width('Study', fs, true), ...pooledName.map((l) => width(l, fs, true)), ...names.flat().map((l) => width(l, fs)));
  const wWidth = Math.max(width('Weight', fs, true), ...weightText.map((t) => width(t, fs)));
  const plotX = pad + nameWidth + gap;
  // On a narrow figure the interval goes under its estimate, so that the plot keeps its room.
  const oneLineCi = Math.max(width(estHeader, fs, true), width(pooledText, fs, true), ...rowsText.map((t) => width(t, fs)));
  const stacked = theme.width - plotX - gap - oneLineCi - gap - wWidth - pad < fs * 8;
  const twoLineRows = stacked || names.some((n) => n.length > 1) || pooledName.length > 1;
  const ciWidth = stacked
    ? Math.max(...ciLines(estHeader).map((l) => width(l, fs, true)), ...ciLines(pooledText).map((l) => width(l, fs, true)), ...rowsText.flatMap(ciLines).map((l) => width(l, fs)))
    : oneLineCi;
  const plotW = Math.max(fs * 4, theme.width - plotX - gap - ciWidth - gap - wWidth - pad);
  const ciX = plotX + plotW + gap;
  const wX = ciX + ciWidth + gap + wWidth;

  // Rows: header, studies, a gap, pooled, then the axis and the heterogeneity lines.
  // A title wrapped to the page as every frame wraps it (plot/frame.ts layoutHeader).
  const header = layoutHeader({ title: spec.title }, theme);
  const top = spec.title ? header.top : pad + fs * 0.4;
  const below = theme.tickLength + 3 + fs * 1.2 + fs * 1.5 + fs * 1.4 * 2 + pad;
  const slots = studies.length + 3;
  let rowH = Math.min(fs * 2, (theme.height - top - below) / slots);
  rowH = Math.max(rowH, twoLineRows ? lineHeight(fs) * 2.2 : fs * 1.3);
  const height = top + rowH * slots + below;
  const rowY = (i: number) => top + rowH * (i + 1.5);
  const pooledY = rowY(studies.length + 1);
  const axisY = top + rowH * slots;

  // The effect axis.
  const lows = [...shown.map((s) => s.lower), pooledShown.lower];
  const highs = [...shown.map((s) => s.upper), pooledShown.upper];
  const nullValue = ratio ? 1 : 0;
  let lo = Math.min(...lows, nullValue);
  let hi = Math.max(...highs, nullValue);
  if (spec.xAxis.range && (!ratio || spec.xAxis.range[0] > 0)) [lo, hi] = spec.xAxis.range;
  let ticks: number[];
  let toX: (v: number) => number;
  let tickLabels: string[];
  /** The axis's ends, as values (what a reference line beyond them is told). */
  let ends: [number, number];
  if (ratio) {
    // The axis runs between the 1-2-5 values that bracket the data.
    const axis = ratioAxis(lo, hi);
    const [d0, d1] = axis.domain;
    ticks = axis.ticks.map((t) => Number(t.label));
    tickLabels = axis.ticks.map((t) => t.label);
    toX = (v) => plotX + ((Math.log(v) - d0) / (d1 - d0)) * plotW;
    ends = [Math.exp(d0), Math.exp(d1)];
  } else {
    const nice = niceLinear(lo, hi, 5);
    ticks = nice.ticks;
    tickLabels = formatTicks(ticks);
    const [d0, d1] = nice.domain;
    toX = (v) => plotX + ((v - d0) / (d1 - d0 || 1)) * plotW;
    ends = [d0, d1];
  }
  const clampX = (px: number) => Math.min(plotX + plotW, Math.max(plotX, px));

  const nodes: SceneNode[] = [];
  /** A cell of the table beside the plot, centred on its row. */
  const cell = (x: number, y: number, t: string, anchor: 'start' | 'middle' | 'end', bold = false): SceneNode => text(x, y, t, theme, { anchor, baseline: 'middle', weight: bold ? 'bold' : 'normal' });
  nodes.push(...headerNodes(header, { x: 0, y: 0, width: theme.width, height: theme.height }, theme));
  // An estimate and its interval: one line, or two (stacked) centred on the row.
  const lines = (x: number, y: number, ls: string[], bold: boolean): SceneNode[] =>
    ls.map((l, k) => cell(x, y + (k - (ls.length - 1) / 2) * lineHeight(fs), l, 'start', bold));
  const ciText2 = (x: number, y: number, t: string, bold: boolean): SceneNode[] => {
    if (!stacked) return [cell(x, y, t, 'end', bold)];
    const lines = ciLines(t);
    return lines.map((l, k) => cell(x, y + (k - (lines.length - 1) / 2) * lineHeight(fs), l, 'end', bold));
  };
  const headY = top + rowH * 0.5;
  nodes.push(cell(pad, headY, 'Study', 'start', true), ...ciText2(ciX + ciWidth, headY, estHeader, true), cell(wX, headY, 'Weight', 'end', true));
  // Line of no effect, behind the studies.
  const nullX = toX(nullValue);
  nodes.push(ruleX(nullX, top + rowH, axisY, theme));
  // The pooled estimate as a dotted guide through the studies.
  const pooledX = toX(pooledShown.estimate);
  nodes.push(ruleX(pooledX, top + rowH, axisY, theme, { stroke: '#888888', strokeWidth: theme.axisWidth * 0.8, dash: [2, 2] }));

  const maxW = Math.max(...pooled.weights);
  const maxSide = Math.min(rowH * 0.7, fs * 1.3);
  studies.forEach((s, i) => {
    const y = rowY(i);
    const sh = shown[i] as { estimate: number; lower: number; upper: number };
    const x0 = toX(sh.lower);
    const x1 = toX(sh.upper);
    nodes.push(ruleY(y, clampX(x0), clampX(x1), theme, { strokeWidth: theme.lineWidth * 0.8 }));
    const side = Math.max(fs * 0.35, maxSide * Math.sqrt((pooled.weights[i] ?? 0) / maxW));
    const cx = toX(sh.estimate);
    if (cx >= plotX && cx <= plotX + plotW) nodes.push(bar({ x: cx - side / 2, y: y - side / 2, width: side, height: side }, theme, { strokeWidth: theme.axisWidth * 0.5 }));
    nodes.push(...lines(pad, y, names[i] ?? [s.name], false), ...ciText2(ciX + ciWidth, y, rowsText[i] ?? '', false), cell(wX, y, weightText[i] ?? '', 'end'));
  });
  // The pooled diamond.
  const dh = Math.min(rowH * 0.7, fs * 1.1) / 2;
  nodes.push(
    area(
      [
        [clampX(toX(pooledShown.lower)), pooledY],
        [toX(pooledShown.estimate), pooledY - dh],
        [clampX(toX(pooledShown.upper)), pooledY],
        [toX(pooledShown.estimate), pooledY + dh],
      ],
      theme,
      { fill: ink, stroke: ink, strokeWidth: theme.axisWidth * 0.5, lineJoin: 'miter' },
    ),
  );
  nodes.push(...lines(pad, pooledY, pooledName, true), ...ciText2(ciX + ciWidth, pooledY, pooledText, true), cell(wX, pooledY, '100.0%', 'end', true));

  // Axis with outward ticks, below the rows.
  nodes.push(ruleY(axisY, plotX, plotX + plotW, theme, { lineCap: 'square' }));
  const inside = ticks.map((t, i) => ({ t, label: tickLabels[i] ?? '' })).filter(({ t }) => toX(t) >= plotX - 0.01 && toX(t) <= plotX + plotW + 0.01);
  const axis = thinnedTicks({ ticks: inside.map((k) => k.t), labels: inside.map((k) => k.label), map: toX }, fs, 'x');
  axis.ticks.forEach((t, i) => {
    const x = toX(t);
    nodes.push(ruleX(x, axisY, axisY + theme.tickLength, theme));
    nodes.push(text(x, axisY + theme.tickLength + 3, axis.labels[i] ?? '', theme, { anchor: 'middle', baseline: 'hanging' }));
  });
  const xLabel = spec.xAxis.label ?? (ratio ? `${estimateName} (log scale)` : estimateName);
  const labelY = axisY + theme.tickLength + 3 + fs * 1.4;
  nodes.push(text(plotX + plotW / 2, labelY, xLabel, theme, { anchor: 'middle', baseline: 'hanging' }));
  nodes.push(text(pad, labelY + fs * 1.6, hetero, theme, { baseline: 'hanging' }));
  nodes.push(text(pad, labelY + fs * 3, overall, theme, { baseline: 'hanging' }));
  for (const note of spec.annotations) nodes.push(text(toX(note.x), axisY - rowH * 0.3, note.text, theme, { anchor: 'middle' }));
  // Reference lines on the effect axis only: the rows are studies, not values.
  const rows = { x: plotX, y: top + rowH, width: plotW, height: axisY - top - rowH };
  nodes.push(...guideMarks({ ...spec, annotations: [] }, { x: { at: toX, shows: valuesShown(...ends) } }, rows, theme));
  return { width: theme.width, height, background: '#FFFFFF', nodes };
}
