// How well the OCR engine reads real figures: our chart engine's own PNGs, over many chart
// types at two journal widths, against the scene's text nodes (test/engines/image/support/
// chartTruth.ts). Per figure: lines read exactly (recall), the median and worst box error of
// the lines read, the texts detected that read no drawn line, and time per megapixel. The
// lines missed are listed beside the table (what was drawn, what was read there), and each
// figure's PNG is written to the results folder so that the worst ones can be looked at.
//   npx node bench/ocrCharts.bench.ts [type ...]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChartType } from '../engines/chart/chartTypes.ts';
import type { FigureWidth, JournalStyleName } from '../engines/chart/style/journals.ts';
import { closeOcr, detectText } from '../engines/image/ocr/index.ts';
import { bounds, chartFigure, scoreFigure } from '../test/engines/image/support/chartTruth.ts';
import { fmt, median, writeResults } from './support.ts';

const TYPES: ChartType[] = [
  'confusion_matrix', 'forest', 'bar', 'scatter', 'regression', 'heatmap', 'boxplot', 'kaplan_meier', 'roc', 'volcano',
  'pie', 'histogram', 'correlation', 'bland_altman', 'line', 'dose_response', 'upset', 'calendar_heatmap', 'enrichment', 'errorbar',
];
/** The narrowest sheet at a print resolution, and the widest at a screen-like one. */
const WIDTHS: Array<[JournalStyleName, FigureWidth, number]> = [
  ['science', 'single', 300],
  ['plos', 'double', 150],
];

/** Box errors above this many pixels are listed. */
const BOX_NOTED = 4;

interface Row {
  figure: string;
  lines: number;
  read: number;
  recall: number;
  medianBoxError: number;
  worstBoxError: number;
  extra: number;
  ms: number;
  msPerMp: number;
  missed: string[];
}

async function main(): Promise<void> {
  const only = process.argv.slice(2) as ChartType[];
  const types = only.length > 0 ? only : TYPES;
  const out = join(import.meta.dirname, '..', '.data', 'bench', 'ocrCharts');
  mkdirSync(out, { recursive: true });
  const rows: Row[] = [];
  // The warm worker's start is not per image.
  await detectText((await chartFigure('bar', 'science', 'single', 100)).png);
  console.log('figure                                 lines  read  recall  box med/max px  extra    ms  ms/MP');
  for (const type of types) {
    for (const [journal, width, dpi] of WIDTHS) {
      const figure = await chartFigure(type, journal, width, dpi);
      writeFileSync(join(out, `${figure.name.replace(/\W+/g, '_')}.png`), figure.png);
      const t0 = performance.now();
      const result = await detectText(figure.png);
      const ms = performance.now() - t0;
      const { scores, errors, extra, missed } = scoreFigure(figure.texts, result.texts);
      const offBoxes = scores
        .filter((s) => s.boxError !== null && s.boxError > BOX_NOTED)
        .map((s) => `${JSON.stringify(s.truth.text)} drawn at ${JSON.stringify(s.truth.box)}, found at ${JSON.stringify(bounds(s.match!.corners))}`);
      const megapixels = (figure.width * figure.height) / 1e6;
      const row: Row = {
        figure: figure.name,
        lines: scores.length,
        read: errors.length,
        recall: errors.length / Math.max(1, scores.length),
        medianBoxError: errors.length ? median(errors) : NaN,
        worstBoxError: errors.length ? Math.max(...errors) : NaN,
        extra: extra.length,
        ms,
        msPerMp: ms / megapixels,
        missed,
      };
      rows.push(row);
      console.log(
        `${row.figure.padEnd(38)} ${String(row.lines).padStart(5)} ${String(row.read).padStart(5)} ${fmt(row.recall * 100, 0).padStart(6)}% ${fmt(row.medianBoxError, 1).padStart(6)}/${fmt(row.worstBoxError, 0).padEnd(7)} ${String(row.extra).padStart(5)} ${fmt(ms, 0).padStart(5)} ${fmt(row.msPerMp, 0).padStart(6)}`,
      );
      for (const m of missed) console.log(`      missed ${m}`);
      for (const b of offBoxes) console.log(`      box off ${b}`);
    }
  }
  const lines = rows.reduce((s, r) => s + r.lines, 0);
  const read = rows.reduce((s, r) => s + r.read, 0);
  const allErrors = rows.map((r) => r.medianBoxError).filter((e) => !Number.isNaN(e));
  const totalMs = rows.reduce((s, r) => s + r.ms, 0);
  const megapixels = rows.reduce((s, r) => s + r.ms / r.msPerMp, 0);
  console.log(`all: ${read}/${lines} lines read (${fmt((read / lines) * 100, 1)}%), median of median box errors ${fmt(median(allErrors), 1)} px, ${fmt(totalMs / megapixels, 0)} ms/MP over ${fmt(megapixels, 1)} MP`);
  console.log(`pngs: ${out}`);
  console.log(`results: ${writeResults('ocrCharts', { widths: WIDTHS, rows, recall: read / lines, msPerMp: totalMs / megapixels })}`);
}

main()
  .catch((err: unknown) => {
    console.error('bench: ocrCharts failed:', err);
    process.exitCode = 1;
  })
  .finally(() => closeOcr());
