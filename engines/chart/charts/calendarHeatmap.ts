// Calendar heatmaps: one value per day (the sum of a value column by default, the mean on
// request, or the count of rows) in a panel per calendar year, weekday rows Monday to Sunday and
// Monday-start week columns (transforms/calendar.ts calendarHeatmap), coloured by viridis with a colour
// bar below; the figure is only as tall as its panels need; days without data are pale grey. Month names sit over the week where each month begins.
import { column, findColumn, numeric, require } from '../columns/find.ts';
import { axislessFrame } from '../plot/axislessFrame.ts';
import { bar } from '../marks/bar.ts';
import { text } from '../marks/text.ts';
import { figureScene, PAGE } from '../plot/figure.ts';
import { lineHeight, textWidth } from '../plot/textFit.ts';
import { smallerText } from '../plot/theme.ts';
import type { Scene, SceneNode } from '../render/scene.ts';
import { ChartError } from '../errors.ts';
import { sampleColorMap } from '../style/colormaps.ts';
import { horizontalColorBar } from '../legends/colorBar.ts';
import { calendarHeatmap as calendarBins, type CalendarHeatmap } from '../transforms/calendar.ts';
import type { ChartInput } from './types.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
export const EMPTY_DAY = '#EEEEEE';

export function calendarData({ table, spec }: ChartInput): { bins: CalendarHeatmap; title: string } {
  const dateName = spec.roles.date ?? [spec.x, spec.group].find((n) => n !== undefined && table.columns.find((c) => c.name === n)?.type === 'date');
  const date = dateName ? column(table, dateName) : require(findColumn(table, spec, { types: ['date'] }), 'COLUMNS_MISSING', 'A date column is needed for the calendar heatmap.');
  if (date.type !== 'date') throw new ChartError('COLUMN_NOT_DATE', `Column "${date.name}" does not hold dates.`);
  const count = spec.aggregate === 'count';
  const valueName = count ? undefined : (spec.y[0] ?? spec.mentioned.find((n) => table.columns.find((c) => c.name === n)?.type === 'number') ?? table.columns.find((c) => c.type === 'number')?.name);
  const value = valueName ? numeric(table, valueName) : undefined;
  const how = value ? (spec.aggregate === 'mean' ? 'mean' : 'sum') : 'count';
  if (spec.aggregate === 'median' || spec.aggregate === 'max' || spec.aggregate === 'min') throw new ChartError('AGGREGATE_NOT_SUPPORTED', `A calendar heatmap shows the sum, mean or count per day, not the ${spec.aggregate === 'median' ? 'median' : spec.aggregate === 'max' ? 'maximum' : 'minimum'}.`);
  const rows: Array<{ date: number; value: number }> = [];
  for (let r = 0; r < table.rowCount; r++) {
    const d = date.values[r];
    if (typeof d !== 'number') continue;
    const v = value ? value.values[r] : 1;
    if (typeof v !== 'number') continue;
    rows.push({ date: d, value: v });
  }
  if (rows.length === 0) throw new ChartError('NO_VALUES', 'The calendar heatmap has no dated values.');
  const bins = calendarBins(rows, { aggregate: how });
  const title = value ? (how === 'mean' ? `${value.name} (daily mean)` : `${value.name} (daily total)`) : 'Count per day';
  return { bins, title };
}

export function calendarHeatmap(input: ChartInput): Scene {
  const { spec, theme } = input;
  const { bins, title } = calendarData(input);
  const fs = theme.fontSize;
  const { plot, layers } = axislessFrame(spec, theme, []);
  const nYears = bins.years.length;
  const small = smallerText(theme, 0.85);
  const yearW = fs * 1.6;
  const dayW = Math.max(...WEEKDAYS.map((d) => textWidth(d, small))) + fs * 0.4;
  const monthH = small * 1.4;
  const panelGap = fs * 0.6;
  const barBlock = fs * 1.2 + fs * 0.8 + theme.tickLength + fs * 1.4;
  const cols = Math.max(...bins.years.map((y) => y.columns));
  const cell = Math.max(2, Math.min((plot.width - yearW - dayW - fs * 0.5) / cols, (plot.height - barBlock - nYears * monthH - (nYears - 1) * panelGap) / (7 * nYears)));
  const left = plot.x + yearW + dayW;
  let top = plot.y;
  const span = bins.max - bins.min;
  const days: SceneNode[] = [];
  const names: SceneNode[] = [];
  // Weekday names on every row where rows are a line tall; else on every second or third row.
  const dayStep = Math.max(1, Math.ceil(lineHeight(small) / cell));
  // Month names where four weeks hold the longest one; otherwise their initials.
  const monthNames = cell * 4 > Math.max(...MONTHS.map((m) => textWidth(m, small))) + small * 0.3 ? MONTHS : MONTHS.map((m) => m.charAt(0));
  for (const year of bins.years) {
    const gridTop = top + monthH;
    for (const c of year.cells) {
      const fill = c.value === null ? EMPTY_DAY : sampleColorMap('viridis', span > 0 ? (c.value - bins.min) / span : 0.5);
      days.push(bar({ x: left + c.column * cell, y: gridTop + c.row * cell, width: cell, height: cell }, theme, { fill, stroke: PAGE, strokeWidth: Math.min(0.5, cell * 0.08) }));
      if (c.date.endsWith('-01')) names.push(text(left + c.column * cell, top + small, monthNames[c.month - 1] ?? '', theme, { size: small }));
    }
    WEEKDAYS.forEach((d, k) => {
      if (k % dayStep === 0) names.push(text(left - fs * 0.3, gridTop + (k + 0.5) * cell, d, theme, { size: small, anchor: 'end', baseline: 'middle' }));
    });
    names.push(text(plot.x + fs, gridTop + 3.5 * cell, String(year.year), theme, { weight: 'bold', anchor: 'middle', baseline: 'middle', rotate: -90 }));
    top = gridTop + 7 * cell + panelGap;
  }
  // The colour bar under the panels, right-aligned with them; the figure ends below it.
  const barY = top - panelGap + fs * 1.2;
  const barW = Math.min(cols * cell * 0.4, fs * 18);
  const gridRight = left + cols * cell;
  const key = horizontalColorBar({ map: 'viridis', domain: [bins.min, bins.max] }, title, theme, barW).draw(gridRight - barW, barY);
  const height = Math.min(theme.height, barY + fs * 0.8 + theme.tickLength + fs * 1.6);
  return figureScene({ width: theme.width, height }, layers, { marks: days, axes: names, legends: key });
}
