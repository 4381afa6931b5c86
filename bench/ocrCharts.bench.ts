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
import { closeOcr, detectText } from '../engines/ocr/index.ts';
import { bounds, chartFigure } from '../test/engines/image/support/chartTruth.ts';
import { printHeader, printRow, readFigure, summarise, type ReadingRow } from './ocrReading.ts';
import { writeResults } from './support.ts';

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

async function main(): Promise<void> {
  const only = process.argv.slice(2) as ChartType[];
  const types = only.length > 0 ? only : TYPES;
  const out = join(import.meta.dirname, '..', '.data', 'bench', 'ocrCharts');
  mkdirSync(out, { recursive: true });
  const rows: ReadingRow[] = [];
  // The warm worker's start is not per image.
  await detectText((await chartFigure('bar', 'science', 'single', 100)).png);
  printHeader(38);
  for (const type of types) {
    for (const [journal, width, dpi] of WIDTHS) {
      const figure = await chartFigure(type, journal, width, dpi);
      writeFileSync(join(out, `${figure.name.replace(/\W+/g, '_')}.png`), figure.png);
      const { row, scores } = await readFigure(figure);
      rows.push(row);
      printRow(row, 38);
      for (const s of scores.filter((s) => s.boxError !== null && s.boxError > BOX_NOTED)) {
        console.log(`      box off ${JSON.stringify(s.truth.text)} drawn at ${JSON.stringify(s.truth.box)}, found at ${JSON.stringify(bounds(s.match!.corners))}`);
      }
    }
  }
  const total = summarise(rows);
  console.log(`pngs: ${out}`);
  console.log(`results: ${writeResults('ocrCharts', { widths: WIDTHS, rows, ...total })}`);
}

main()
  .catch((err: unknown) => {
    console.error('bench: ocrCharts failed:', err);
    process.exitCode = 1;
  })
  .finally(() => closeOcr());
