// Ticks for a time axis (values in Unix milliseconds, UTC): whole years, months or days,
// whichever gives about `count` ticks, labelled as a reader expects ("2024", "Mar 2024", "12 Mar").

const DAY = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function monthStart(year: number, month: number): number {
  return Date.UTC(year + Math.floor(month / 12), ((month % 12) + 12) % 12, 1);
}

export function dateTicks(lo: number, hi: number, count = 5): { domain: [number, number]; ticks: number[]; labels: string[] } {
  const span = Math.max(hi - lo, DAY);
  const years = span / (365.25 * DAY);
  const first = new Date(lo);
  const last = new Date(hi);
  if (years >= count * 0.8) {
    const step = Math.max(1, [1, 2, 5, 10, 20, 50].find((s) => years / s <= count + 1) ?? 100);
    const y0 = Math.floor(first.getUTCFullYear() / step) * step;
    const y1 = Math.ceil((last.getUTCFullYear() + (last.getUTCMonth() > 0 || last.getUTCDate() > 1 ? 1 : 0)) / step) * step;
    const ticks = [];
    for (let y = y0; y <= y1; y += step) ticks.push(Date.UTC(y, 0, 1));
    return { domain: [ticks[0] ?? lo, ticks[ticks.length - 1] ?? hi], ticks, labels: ticks.map((t) => String(new Date(t).getUTCFullYear())) };
  }
  const months = span / (30.44 * DAY);
  if (months >= count * 0.8) {
    const step = [1, 2, 3, 6].find((s) => months / s <= count + 1) ?? 12;
    const m0 = Math.floor((first.getUTCFullYear() * 12 + first.getUTCMonth()) / step) * step;
    const m1 = Math.ceil((last.getUTCFullYear() * 12 + last.getUTCMonth() + 1) / step) * step;
    const ticks = [];
    for (let m = m0; m <= m1; m += step) ticks.push(monthStart(0, m));
    return { domain: [ticks[0] ?? lo, ticks[ticks.length - 1] ?? hi], ticks, labels: ticks.map((t) => `${MONTHS[new Date(t).getUTCMonth()]} ${new Date(t).getUTCFullYear()}`) };
  }
  const days = span / DAY;
  const step = [1, 2, 7, 14].find((s) => days / s <= count + 1) ?? 28;
  const d0 = Math.floor(lo / DAY / step) * step;
  const d1 = Math.ceil(hi / DAY / step) * step;
  const ticks = [];
  for (let d = d0; d <= d1; d += step) ticks.push(d * DAY);
  return { domain: [ticks[0] ?? lo, ticks[ticks.length - 1] ?? hi], ticks, labels: ticks.map((t) => `${new Date(t).getUTCDate()} ${MONTHS[new Date(t).getUTCMonth()]}`) };
}
