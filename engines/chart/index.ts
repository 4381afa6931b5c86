// The chart engine: (table, request or parent spec, journal style, width, palette) to one
// figure in PNG, PDF, TIFF and EPS. A plain function: no Temporal, no HTTP, no database.
import type { ChartType } from './chartTypes.ts';
import { CHARTS } from './charts/index.ts';
import { chooseType } from './choose.ts';
import type { Table } from './data/types.ts';
import { ChartError, unforeseen } from './errors.ts';
import { applyInstruction, featureProblem, InstructionError, interpretRequest, tableWords } from './interpret/index.ts';
import { themeFor } from './plot/theme.ts';
import { filterRows } from './transforms/filterRows.ts';
import { toEps } from './render/eps.ts';
import { withRasterLayers } from './render/layers.ts';
import { toPdf } from './render/pdf.ts';
import { pngFromPixels, rasterize, tiffFromPixels } from './render/raster.ts';
import { methodProblem, type ChartSpec } from './spec.ts';
import type { FigureWidth, JournalStyleName } from './style/journals.ts';
import type { PaletteName } from './style/palettes.ts';

export { ChartError } from './errors.ts';
export { InstructionError } from './interpret/index.ts';
export { parseDataFile, DataError } from './data/index.ts';
export { requestProblem } from './requestProblems.ts';
export type { ChartSpec } from './spec.ts';
export { CHART_SPEC_VERSION, isCurrentSpec } from './spec.ts';

/** Raster outputs are drawn at 600 dpi: the line-art resolution most journals ask for. */
export const RASTER_DPI = 600;

export interface FigureOptions {
  journal: JournalStyleName;
  width: FigureWidth;
  palette: PaletteName;
}

export interface ChartFile {
  format: 'png' | 'pdf' | 'tiff' | 'eps';
  contentType: string;
  bytes: Buffer;
  width?: number;
  height?: number;
}

/** Chart types this engine draws today; the others are refused before a job is made. */
export function availableTypes(): ChartType[] {
  return Object.keys(CHARTS) as ChartType[];
}

/** The spec of a new chart: the request read against the table, the type chosen if not named. */
export function specFromRequest(table: Table, request: string, chartTypes: readonly ChartType[]): ChartSpec {
  const { spec, typeGiven, intents, bindings } = interpretRequest(request, tableWords(table.columns), chartTypes);
  if (!typeGiven) spec.type = chooseType(filterRows(table, spec.filters), spec, intents);
  const feature = featureProblem(bindings, spec.type);
  if (feature) throw feature;
  return spec;
}

/** The spec of an edit: the parent's, changed by the instruction (InstructionError if it cannot be). */
export function specFromEdit(table: Table, parent: ChartSpec, instruction: string): ChartSpec {
  try {
    return applyInstruction(parent, instruction, tableWords(table.columns));
  } catch (error) {
    throw error instanceof InstructionError || error instanceof ChartError ? error : unforeseen(error);
  }
}

/** The figure in four formats. Fails only with a ChartError: its reason, or CHART_ENGINE_FAILED. */
export async function renderChart(table: Table, spec: ChartSpec, options: FigureOptions): Promise<ChartFile[]> {
  try {
    return await drawFigure(table, spec, options);
  } catch (error) {
    throw error instanceof ChartError ? error : unforeseen(error);
  }
}

async function drawFigure(table: Table, spec: ChartSpec, options: FigureOptions): Promise<ChartFile[]> {
  const draw = CHARTS[spec.type];
  // The rows the request kept; every chart type draws and computes on them alone.
  table = filterRows(table, spec.filters);
  if (!draw) throw new ChartError('CHART_TYPE_NOT_AVAILABLE', `The ${spec.type} chart is not available yet.`);
  // Every chart type refuses a method it cannot honour, not only those that read methods.
  const method = methodProblem(spec);
  if (method) throw method;
  // Dense layers become images at the raster resolution, the same in every format (layers.ts).
  const scene = await withRasterLayers(draw({ table, spec, theme: themeFor(options.journal, options.width, options.palette) }), RASTER_DPI);
  const title = spec.title ?? spec.type;
  // One drawing of the pixels for the PNG and the TIFF; the encoders run on libuv's threads
  // while this thread writes the PDF and the EPS.
  const raster = rasterize(scene, RASTER_DPI).then((pixels) => Promise.all([pngFromPixels(pixels, RASTER_DPI), tiffFromPixels(pixels, RASTER_DPI)]));
  // Settled even when the vector writers throw first, so that no rejection goes unhandled.
  raster.catch(() => undefined);
  const pdf = toPdf(scene, { title });
  const eps = toEps(scene, { title });
  const [[png, tiff], pdfBytes] = await Promise.all([raster, pdf]);
  return [
    { format: 'png', contentType: 'image/png', bytes: png.bytes, width: png.width, height: png.height },
    { format: 'pdf', contentType: 'application/pdf', bytes: pdfBytes },
    { format: 'tiff', contentType: 'image/tiff', bytes: tiff.bytes, width: tiff.width, height: tiff.height },
    { format: 'eps', contentType: 'application/postscript', bytes: eps },
  ];
}
