// Calendar heatmap geometry: values per UTC day in weekday rows and week columns, one panel per
// year, with ISO 8601 week numbers.

const DAY_MS = 86400000;

/** ISO 8601 week-numbering year, week (1–53) and weekday (1 = Monday … 7 = Sunday) of a UTC date (as R format(x, "%G", "%V", "%u")). */
export function isoWeek(ms: number): { isoYear: number; week: number; weekday: number } {
  const d = new Date(Math.floor(ms / DAY_MS) * DAY_MS);
  const weekday = ((d.getUTCDay() + 6) % 7) + 1;
  const thursday = new Date(d.getTime() + (4 - weekday) * DAY_MS);
  const isoYear = thursday.getUTCFullYear();
  const jan1 = Date.UTC(isoYear, 0, 1);
  const week = Math.floor((thursday.getTime() - jan1) / DAY_MS / 7) + 1;
  return { isoYear, week, weekday };
}

function parseDay(date: number | string): number {
  if (typeof date === 'number') return Math.floor(date / DAY_MS) * DAY_MS;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) throw new RangeError(`not a date: ${date}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

function ymd(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export interface CalendarCell {
  date: string;
  /** 0 = Monday … 6 = Sunday (row). */
  row: number;
  /** Week column within the year panel: Monday-start weeks, the week holding 1 January is 0. */
  column: number;
  isoYear: number;
  isoWeek: number;
  month: number;
  /** Aggregated value, null for days without data. */
  value: number | null;
  n: number;
}

export interface CalendarHeatmap {
  years: { year: number; columns: number; cells: CalendarCell[] }[];
  min: number;
  max: number;
}

/** Calendar heatmap bins: values aggregated per UTC day (sum, mean or count), one panel per calendar year with every day, weekday rows Monday–Sunday and Monday-start week columns, with ISO 8601 week numbers attached. */
export function calendarHeatmap(rows: readonly { date: number | string; value: number }[], options: { aggregate?: 'sum' | 'mean' | 'count' } = {}): CalendarHeatmap {
  const agg = options.aggregate ?? 'sum';
  const days = new Map<number, { sum: number; n: number }>();
  for (const r of rows) {
    if (r.date === null || r.date === undefined) continue;
    const day = parseDay(r.date);
    if (!Number.isFinite(day)) continue;
    const v = Number.isFinite(r.value) ? r.value : null;
    if (v === null && agg !== 'count') continue;
    const e = days.get(day) ?? { sum: 0, n: 0 };
    e.sum += v ?? 0;
    e.n++;
    days.set(day, e);
  }
  const yearsSet = [...new Set([...days.keys()].map((d) => new Date(d).getUTCFullYear()))].sort((a, b) => a - b);
  let min = Infinity;
  let max = -Infinity;
  const years = yearsSet.map((year) => {
    const jan1 = Date.UTC(year, 0, 1);
    const wdJan1 = (new Date(jan1).getUTCDay() + 6) % 7;
    const end = Date.UTC(year + 1, 0, 1);
    const cells: CalendarCell[] = [];
    for (let d = jan1; d < end; d += DAY_MS) {
      const doy = Math.round((d - jan1) / DAY_MS);
      const iso = isoWeek(d);
      const e = days.get(d);
      let value: number | null = null;
      if (e) {
        value = agg === 'sum' ? e.sum : agg === 'mean' ? e.sum / e.n : e.n;
        min = Math.min(min, value);
        max = Math.max(max, value);
      }
      cells.push({
        date: ymd(d),
        row: iso.weekday - 1,
        column: Math.floor((doy + wdJan1) / 7),
        isoYear: iso.isoYear,
        isoWeek: iso.week,
        month: new Date(d).getUTCMonth() + 1,
        value,
        n: e?.n ?? 0,
      });
    }
    return { year, columns: Math.max(...cells.map((c) => c.column)) + 1, cells };
  });
  return { years, min, max };
}
