// The chart engine: (table, request or parent spec, journal style, width, palette) to one
// figure in PNG, PDF, TIFF and EPS. A plain function: no Temporal, no HTTP, no database.
import type { ChartType } from './chartTypes.ts';
import { CHARTS } from './charts/index.ts';
import { chooseType } from './choose.ts';
import { colouredByMeasure } from './columns/colourMeasure.ts';
import type { Table } from './data/types.ts';
import { ChartError, unforeseen } from './errors.ts';
import { featureProblem, InstructionError, interpretRequest, readInstruction, tableWords } from './interpret/index.ts';
import type { Binding } from './interpret/reading.ts';
import { withColumnScales } from './interpret/columnScales.ts';
import { editByModel, ModelReaderUnavailable, readByModel, type ModelReaderOptions } from './interpret/modelReader.ts';
import { readingOf, type Reading } from './storedReading.ts';
import { measureNamed, placeColumns } from './placeColumns.ts';
import { themeFor, type FigureOptions } from './plot/theme.ts';
import { filterRows } from './transforms/filterRows.ts';
import { toEps } from './render/eps.ts';
import { withRasterLayers } from './render/layers.ts';
import { toPdf } from './render/pdf.ts';
import { pngFromPixels, rasterize, tiffFromPixels } from './render/raster.ts';
import { methodProblem, type ChartSpec } from './spec.ts';

export { ChartError } from './errors.ts';
export { InstructionError } from './interpret/index.ts';
export { parseDataFile, DataError } from './data/index.ts';
export { requestProblem } from './requestProblems.ts';
export type { ChartSpec } from './spec.ts';
export { CHART_SPEC_VERSION, isCurrentSpec } from './spec.ts';
export { readingPhrases, storedReading, type Reading, type ReadingBinding, type ReadingPhrase } from './storedReading.ts';
export type { ModelReaderOptions } from './interpret/modelReader.ts';

/** Raster outputs are drawn at 600 dpi: the line-art resolution most journals ask for. */
export const RASTER_DPI = 600;

export type { FigureOptions } from './plot/theme.ts';

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

/** A request or edit read: the chart's spec, and which words made which part of it. */
export interface ChartReading {
  spec: ChartSpec;
  reading: Reading;
}

/** The plain chart of each mark, and the types along an x it stands in for when that mark is asked. */
const MARK_CHARTS: ReadonlyArray<[ChartType, readonly ChartType[]]> = [
  ['line', ['scatter', 'bar', 'errorbar', 'dot']],
  ['bar', ['line', 'scatter', 'dot']],
];

/**
 * The type chosen, or the plain chart of the marks the request asked for ("a line for each tree",
 * "one bar per month") when the type chosen draws other marks along the same x.
 */
function withMarksAsked(type: ChartType, spec: ChartSpec, bindings: readonly Binding[]): ChartType {
  // "each patient's two values joined by lines, paired t-test": the subjects' points joined are a paired dot plot.
  const paired = spec.roles.pair !== undefined || spec.methods?.test === 'paired_t' || spec.methods?.test === 'wilcoxon';
  if (paired && bindings.some((b) => b.part.endsWith(': points joined by lines'))) return 'paired_dot';
  const asked = bindings.map((b) => /^drawn by ([\w ]+?): /.exec(b.part)?.[1]?.split(' or ')).filter((t): t is string[] => t !== undefined && !t.includes(type));
  const plain = MARK_CHARTS.find(([mark, instead]) => instead.includes(type) && asked.some((types) => types.includes(mark)));
  if (plain && spec.x) return plain[0];
  // "invest, each firm one line": lines asked along no x named run along the data's time column.
  return !spec.x && asked.some((types) => types.includes('line')) ? 'line' : type;
}

/** Points sized by a column ("size by magnitude", "bubble size = pop") are a bubble chart: a scatter draws no sizes. */
function sizedType(spec: ChartSpec): ChartType {
  return spec.roles.weight && spec.type === 'scatter' ? 'bubble' : spec.type;
}

/**
 * "wt against disp, coloured by hp, with a linear trend line": a regression fits a line per colour
 * group, and points coloured along a scale have none, so the fit of all the points is a scatter's
 * (which draws it with its R²). Not when the client's chart_types leave out the scatter.
 */
function scaleColouredFit(table: Table, spec: ChartSpec, chartTypes: readonly ChartType[]): ChartSpec {
  if (spec.type !== 'regression' || spec.facet || (chartTypes.length > 0 && !chartTypes.includes('scatter'))) return spec;
  if (!colouredByMeasure(filterRows(table, spec.filters), spec)) return spec;
  return { ...spec, type: 'scatter', methods: { ...spec.methods, fit: spec.methods?.fit ?? 'linear' } };
}

/** A new chart read by the rules: the request read against the table, the type chosen if not named. */
export function readRequest(table: Table, request: string, chartTypes: readonly ChartType[]): ChartReading {
  const { spec, typeGiven, intents, bindings } = interpretRequest(request, tableWords(table.columns, table.name), chartTypes);
  if (!typeGiven) spec.type = withMarksAsked(chooseType(filterRows(table, spec.filters), spec, intents), spec, bindings);
  spec.type = sizedType(spec);
  const fitted = scaleColouredFit(table, spec, chartTypes);
  const feature = featureProblem(bindings, fitted.type);
  if (feature) throw feature;
  // A survival curve draws its pointwise 95% CI as a band when an interval is asked for.
  if (spec.type === 'kaplan_meier' && bindings.some((b) => b.part.endsWith(': the 95% confidence band'))) spec.errorBars ??= 'ci95';
  // A request that names neither a chart type nor any column ("plot this") is the automatic choice (docs/chart-requests.md).
  const namesNothing = !typeGiven && !spec.x && spec.y.length === 0 && !spec.group && spec.mentioned.length === 0 && !spec.facet && Object.keys(spec.roles).length === 0;
  const placed = placeColumns(table, fitted);
  return { spec: withColumnScales(namesNothing ? placed : measureNamed(table, placed), bindings), reading: readingOf(request, bindings, 'rules') };
}

/** An edit read by the rules: the parent's spec changed by the instruction (InstructionError if it cannot be). */
export function readEdit(table: Table, parent: ChartSpec, instruction: string, chartTypes: readonly ChartType[] = []): ChartReading {
  try {
    const { spec, bindings } = readInstruction(parent, instruction, tableWords(table.columns, table.name), chartTypes);
    spec.type = sizedType(spec);
    const placed = placeColumns(table, spec);
    // Another chart type takes its columns as a new chart does (a bubble's sizes, a fitted curve's x and y).
    return { spec: withColumnScales(spec.type === parent.type ? placed : measureNamed(table, placed), bindings), reading: readingOf(instruction, bindings, 'rules') };
  } catch (error) {
    throw error instanceof InstructionError || error instanceof ChartError ? error : unforeseen(error);
  }
}

/** The spec of a new chart: the request read against the table, the type chosen if not named. */
export function specFromRequest(table: Table, request: string, chartTypes: readonly ChartType[]): ChartSpec {
  return readRequest(table, request, chartTypes).spec;
}

/** The spec of an edit: the parent's, changed by the instruction (InstructionError if it cannot be). */
export function specFromEdit(table: Table, parent: ChartSpec, instruction: string): ChartSpec {
  return readEdit(table, parent, instruction).spec;
}

/**
 * A new chart read by the configured chat model (interpret/modelReader.ts), held to the rules
 * reader's checks; read by the rules when no model is configured, or when it does not answer
 * usably (timeout, HTTP error, an answer outside its schema). A refusal of the model's reading
 * (a column the data lacks, words bound to nothing) is the request's refusal.
 */
export async function readRequestWithModel(
  model: ModelReaderOptions | undefined,
  table: Table,
  request: string,
  chartTypes: readonly ChartType[],
  /** Told why the model was not used, before the rules read (and perhaps refuse) the request. */
  onFallback?: (why: string) => void,
): Promise<ChartReading> {
  if (!model) return readRequest(table, request, chartTypes);
  try {
    const read = await readByModel(model, table, request, chartTypes, availableTypes());
    return { spec: measureNamed(table, placeColumns(table, read.spec)), reading: readingOf(request, read.bindings, `model ${model.model}`) };
  } catch (error) {
    if (!(error instanceof ModelReaderUnavailable)) throw error;
    onFallback?.(error.message);
    const rules = readRequest(table, request, chartTypes);
    return { spec: rules.spec, reading: { ...rules.reading, modelFailure: error.message } };
  }
}

/** An edit read by the configured chat model (given the parent's spec), else by the rules, as readRequestWithModel. */
export async function readEditWithModel(model: ModelReaderOptions | undefined, table: Table, parent: ChartSpec, instruction: string, onFallback?: (why: string) => void, chartTypes: readonly ChartType[] = []): Promise<ChartReading> {
  if (!model) return readEdit(table, parent, instruction, chartTypes);
  try {
    const read = await editByModel(model, table, parent, instruction, chartTypes);
    return { spec: placeColumns(table, read.spec), reading: readingOf(instruction, read.bindings, `model ${model.model}`) };
  } catch (error) {
    if (!(error instanceof ModelReaderUnavailable)) throw error;
    onFallback?.(error.message);
    const rules = readEdit(table, parent, instruction, chartTypes);
    return { spec: rules.spec, reading: { ...rules.reading, modelFailure: error.message } };
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
