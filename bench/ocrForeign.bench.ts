// How well the OCR engine reads figures made by another tool: matplotlib's, in its default,
// ggplot and seaborn-like styles, PNG and JPEG, 100 to 200 dpi (test/engines/image/fixtures/
// matplotlib, drawn by make.py there, each with the texts matplotlib drew and where their ink
// is). Per figure: lines read exactly (recall), median and worst box error of the lines read,
// texts detected that read no drawn line (extra), and time per megapixel; each miss is listed
// as "drawn -> what was read over its ink", and each extra text as what it said.
//   npx node bench/ocrForeign.bench.ts [name ...]
import { closeOcr, detectText } from '../engines/image/ocr/index.ts';
import { matplotlibFigures, scoreFigure } from '../test/engines/image/support/chartTruth.ts';
import { fmt, median, writeResults } from './support.ts';

interface Row {
  figure: string;
  lines: number;
  read: number;
  recall: number;
  medianBoxError: number;
  worstBoxError: number;
  extra: string[];
  ms: number;
  msPerMp: number;
  missed: string[];
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const figures = matplotlibFigures().filter((f) => only.length === 0 || only.some((o) => f.name.startsWith(o)));
  // The warm worker's start is not per image.
  await detectText(figures[0]!.png);
  const rows: Row[] = [];
  console.log('figure                  lines  read  recall  box med/max px  extra    ms  ms/MP');
  for (const figure of figures) {
    const t0 = performance.now();
    const result = await detectText(figure.png);
    const ms = performance.now() - t0;
    const { scores, errors, extra, missed } = scoreFigure(figure.texts, result.texts);
    const row: Row = {
      figure: figure.name,
      lines: scores.length,
      read: errors.length,
      recall: errors.length / Math.max(1, scores.length),
      medianBoxError: errors.length ? median(errors) : NaN,
      worstBoxError: errors.length ? Math.max(...errors) : NaN,
      extra: extra.map((d) => d.text),
      ms,
      msPerMp: ms / ((figure.width * figure.height) / 1e6),
      missed,
    };
    rows.push(row);
    console.log(
      `${row.figure.padEnd(22)} ${String(row.lines).padStart(5)} ${String(row.read).padStart(5)} ${fmt(row.recall * 100, 0).padStart(6)}% ${fmt(row.medianBoxError, 1).padStart(6)}/${fmt(row.worstBoxError, 0).padEnd(7)} ${String(row.extra.length).padStart(5)} ${fmt(ms, 0).padStart(5)} ${fmt(row.msPerMp, 0).padStart(6)}`,
    );
    for (const m of missed) console.log(`      missed ${m}`);
    if (row.extra.length) console.log(`      extra ${row.extra.map((t) => JSON.stringify(t)).join(' ')}`);
  }
  const lines = rows.reduce((s, r) => s + r.lines, 0);
  const read = rows.reduce((s, r) => s + r.read, 0);
  const totalMs = rows.reduce((s, r) => s + r.ms, 0);
  const megapixels = rows.reduce((s, r) => s + r.ms / r.msPerMp, 0);
  const extra = rows.reduce((s, r) => s + r.extra.length, 0);
  console.log(`all: ${read}/${lines} lines read (${fmt((read / lines) * 100, 1)}%), ${extra} extra texts, median of median box errors ${fmt(median(rows.map((r) => r.medianBoxError).filter((e) => !Number.isNaN(e))), 1)} px, ${fmt(totalMs / megapixels, 0)} ms/MP over ${fmt(megapixels, 1)} MP`);
  console.log(`results: ${writeResults('ocrForeign', { rows, recall: read / lines, msPerMp: totalMs / megapixels })}`);
}

main()
  .catch((err: unknown) => {
    console.error('bench: ocrForeign failed:', err);
    process.exitCode = 1;
  })
  .finally(() => closeOcr());
