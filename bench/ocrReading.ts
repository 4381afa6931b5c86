// What the two OCR benches share: read one figure with known texts, score it, print its row,
// and sum the rows up (bench/ocrCharts.bench.ts, bench/ocrForeign.bench.ts).
import { detectText } from '../engines/ocr/index.ts';
import { scoreFigure, type ChartFigure, type LineScore } from '../test/engines/image/support/chartTruth.ts';
import { fmt, median } from './support.ts';

export interface ReadingRow {
  figure: string;
  lines: number;
  read: number;
  recall: number;
  medianBoxError: number;
  worstBoxError: number;
  /** Texts detected that match no drawn line. */
  extra: string[];
  ms: number;
  msPerMp: number;
  missed: string[];
}

/** Reads `figure` once, timed, and scores the reading against what was drawn. */
export async function readFigure(figure: ChartFigure): Promise<{ row: ReadingRow; scores: LineScore[] }> {
  const t0 = performance.now();
  const result = await detectText(figure.png);
  const ms = performance.now() - t0;
  const { scores, errors, extra, missed } = scoreFigure(figure.texts, result.texts);
  const row: ReadingRow = {
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
  return { row, scores };
}

export function printHeader(nameWidth: number): void {
  console.log(`${'figure'.padEnd(nameWidth)} lines  read  recall  box med/max px  extra    ms  ms/MP`);
}

/** One figure's line, then each line it missed. */
export function printRow(row: ReadingRow, nameWidth: number): void {
  console.log(
    `${row.figure.padEnd(nameWidth)} ${String(row.lines).padStart(5)} ${String(row.read).padStart(5)} ${fmt(row.recall * 100, 0).padStart(6)}% ${fmt(row.medianBoxError, 1).padStart(6)}/${fmt(row.worstBoxError, 0).padEnd(7)} ${String(row.extra.length).padStart(5)} ${fmt(row.ms, 0).padStart(5)} ${fmt(row.msPerMp, 0).padStart(6)}`,
  );
  for (const m of row.missed) console.log(`      missed ${m}`);
}

/** The rows summed up, printed as the bench's closing line, and returned for its results file. */
export function summarise(rows: ReadingRow[]): { recall: number; msPerMp: number } {
  const lines = rows.reduce((s, r) => s + r.lines, 0);
  const read = rows.reduce((s, r) => s + r.read, 0);
  const totalMs = rows.reduce((s, r) => s + r.ms, 0);
  const megapixels = rows.reduce((s, r) => s + r.ms / r.msPerMp, 0);
  const extra = rows.reduce((s, r) => s + r.extra.length, 0);
  const boxes = median(rows.map((r) => r.medianBoxError).filter((e) => !Number.isNaN(e)));
  console.log(
    `all: ${read}/${lines} lines read (${fmt((read / lines) * 100, 1)}%), ${extra} extra texts, median of median box errors ${fmt(boxes, 1)} px, ${fmt(totalMs / megapixels, 0)} ms/MP over ${fmt(megapixels, 1)} MP`,
  );
  return { recall: read / lines, msPerMp: totalMs / megapixels };
}
