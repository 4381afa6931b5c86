// How well the OCR engine reads figures made by another tool: matplotlib's, in its default,
// ggplot and seaborn-like styles, PNG and JPEG, 100 to 200 dpi (test/engines/image/fixtures/
// matplotlib, drawn by make.py there, each with the texts matplotlib drew and where their ink
// is). Per figure: lines read exactly (recall), median and worst box error of the lines read,
// texts detected that read no drawn line (extra), and time per megapixel; each miss is listed
// as "drawn -> what was read over its ink", and each extra text as what it said.
//   npx node bench/ocrForeign.bench.ts [name ...]
import { closeOcr, detectText } from '../engines/image/ocr/index.ts';
import { matplotlibFigures } from '../test/engines/image/support/chartTruth.ts';
import { printHeader, printRow, readFigure, summarise, type ReadingRow } from './ocrReading.ts';
import { writeResults } from './support.ts';

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const figures = matplotlibFigures().filter((f) => only.length === 0 || only.some((o) => f.name.startsWith(o)));
  // The warm worker's start is not per image.
  await detectText(figures[0]!.png);
  const rows: ReadingRow[] = [];
  printHeader(22);
  for (const figure of figures) {
    const { row } = await readFigure(figure);
    rows.push(row);
    printRow(row, 22);
    if (row.extra.length) console.log(`      extra ${row.extra.map((t) => JSON.stringify(t)).join(' ')}`);
  }
  const total = summarise(rows);
  console.log(`results: ${writeResults('ocrForeign', { rows, ...total })}`);
}

main()
  .catch((err: unknown) => {
    console.error('bench: ocrForeign failed:', err);
    process.exitCode = 1;
  })
  .finally(() => closeOcr());
