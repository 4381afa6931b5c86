// `npm run bench -- understanding`: the chart request reader on the corpus of requests written
// blind (test/corpora/charts), then the flowchart reader on its corpus (test/corpora/flowcharts,
// bench/understanding/flowcharts.ts). For each half: honoured, partly, refused, silently wrong,
// and the chart reader's time per request against the time to parse the request's data file in
// the same run; then the image edit interpreter on its corpus (test/corpora/image-edits,
// bench/understanding/imageEdits.ts). Run directly (`node bench/understanding.bench.ts --show
// [--charts|--flowcharts|--image-edits] [--dev-only]`) to list each dev item's verdict and
// reason; the held-out half is only counted. Last, the
// schematic engine's reader on illustration prompts (test/corpora/illustrations,
// bench/understanding/illustrations.ts; `--illustrations` runs only it).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDataFile, requestProblem, specFromEdit, specFromRequest } from '../engines/chart/index.ts';
import type { Table } from '../engines/chart/data/types.ts';
import { CHARTS } from '../engines/chart/charts/index.ts';
import { themeFor } from '../engines/chart/plot/theme.ts';
import { filterRows } from '../engines/chart/transforms/filterRows.ts';
import { CORPUS, corpusHalf, type CorpusItem } from '../test/corpora/charts/corpus.ts';
import { flowchartSection } from './understanding/flowcharts.ts';
import { imageEditSection } from './understanding/imageEdits.ts';
import { illustrationSection } from './understanding/illustrations.ts';
import { judge, type Expectation, type Verdict } from './understanding/judge.ts';

const THEME = themeFor('default', 'double', 'okabe_ito');

const show = process.argv.includes('--show');
const onlyFlowcharts = process.argv.includes('--flowcharts');
const onlyCharts = process.argv.includes('--charts');
const onlyImageEdits = process.argv.includes('--image-edits');
const onlyIllustrations = process.argv.includes('--illustrations');
type Item = CorpusItem<Expectation>;

const tables = new Map<string, Table>();
const parseMs: number[] = [];
async function table(name: string): Promise<Table> {
  const cached = tables.get(name);
  if (cached) return cached;
  const bytes = readFileSync(join(CORPUS, 'data', name));
  const started = performance.now();
  const parsed = await parseDataFile(bytes, { fileName: name });
  parseMs.push(performance.now() - started);
  tables.set(name, parsed);
  return parsed;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : (s[Math.floor((s.length - 1) / 2)]! + s[Math.ceil((s.length - 1) / 2)]!) / 2;
};

async function run(half: 'dev' | 'heldout', list: boolean): Promise<{ counts: Record<Verdict, number>; times: number[]; total: number; wrongs: Map<string, number>; reasons: Map<string, number> }> {
  const counts: Record<Verdict, number> = { honoured: 0, partly: 0, refused: 0, 'silently wrong': 0 };
  // What a silently wrong chart got wrong, by kind (type, x, y, colour, facet, filter, method ...).
  const wrongs = new Map<string, number>();
  // Why requests were refused, by reason (REQUEST_NOT_UNDERSTOOD, COLUMN_NOT_FOUND ...).
  const reasons = new Map<string, number>();
  const times: number[] = [];
  const items: Item[] = corpusHalf<Expectation>(half);
  for (const item of items) {
    const t = await table(item.data);
    let verdict: Verdict;
    let why: string | undefined;
    const started = performance.now();
    const before = times.length;
    try {
      const spec = item.edit !== undefined ? specFromEdit(t, specFromRequest(t, item.parent ?? '', []), item.edit) : specFromRequest(t, item.request ?? '', []);
      times.push(performance.now() - started);
      // What the API refuses before a job (a method not computed, a log scale over zeros, no rows left).
      const problem = requestProblem(t, spec);
      if (problem) throw problem;
      ({ verdict, why } = judge(spec, t, item.expect, item.edit !== undefined));
      // A chart the engine cannot draw from this data fails its job with a reason (refunded): drawn
      // here without rasterising, as the job would, to count it as the client sees it.
      CHARTS[spec.type]?.({ table: filterRows(t, spec.filters), spec, theme: THEME });
    } catch (error) {
      if (times.length === before) times.push(performance.now() - started);
      verdict = 'refused';
      why = `${(error as { reason?: string }).reason ?? 'error'}: ${(error as Error).message.slice(0, 160)}`;
      if (item.expect.refuse) verdict = 'honoured';
      else {
        const reason = (error as { reason?: string }).reason ?? 'error';
        reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
      }
    }
    counts[verdict] += 1;
    if (verdict === 'silently wrong') for (const kind of new Set((why ?? '').split('; ').map((w) => w.split(' ')[0] ?? ''))) wrongs.set(kind, (wrongs.get(kind) ?? 0) + 1);
    if (list) console.log(`${item.id.padEnd(7)} ${verdict.padEnd(15)} ${(item.request ?? `${item.parent} => ${item.edit}`).slice(0, 110)}${why ? `\n        ${why}` : ''}`);
  }
  return { counts, times, total: items.length, wrongs, reasons };
}

for (const half of onlyFlowcharts || onlyIllustrations || onlyImageEdits ? [] : (['dev', 'heldout'] as const)) {
  const { counts, times, total, wrongs, reasons } = await run(half, show && half === 'dev');
  const pct = (n: number) => `${n} (${((100 * n) / Math.max(1, total)).toFixed(1)}%)`;
  console.log(
    `${half}: ${total} requests; honoured ${pct(counts.honoured)}, partly ${pct(counts.partly)}, refused ${pct(counts.refused)}, silently wrong ${pct(counts['silently wrong'])}`,
  );
  console.log(`${half}: silently wrong in: ${[...wrongs].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ') || 'nothing'}`);
  console.log(`${half}: refused for: ${[...reasons].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ') || 'nothing'}`);
  console.log(`${half}: reading a request takes ${median(times).toFixed(2)} ms at the median (p95 ${[...times].sort((a, b) => a - b)[Math.floor(times.length * 0.95)]?.toFixed(2)} ms); parsing its data file ${median(parseMs).toFixed(2)} ms: ratio ${(median(times) / median(parseMs)).toFixed(2)}`);
}

if (!onlyCharts && !onlyIllustrations && !onlyImageEdits) await flowchartSection(show);
if (!onlyCharts && !onlyFlowcharts && !onlyImageEdits) await illustrationSection(show);
if (!onlyCharts && !onlyFlowcharts && !onlyIllustrations) await imageEditSection(show, process.argv.includes('--dev-only'));
