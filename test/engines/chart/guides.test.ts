// Reference lines and annotations asked in a request are drawn where they were asked, or the
// request is refused with a reason, before a job exists (requestProblem: 400 INVALID_REQUEST) and
// while drawing (an edit's job fails with the same reason): never left out. On a category axis a
// value counts categories, x from the left and y from the bottom (docs/chart-requests.md).
// Data: R's datasets::PlantGrowth and mtcars; the gallery's enrichment sample (engines/chart/samples.ts).
import type { ChartType } from '../../../engines/chart/chartTypes.ts';
import type { Table } from '../../../engines/chart/data/types.ts';
import { ChartError, renderChart, requestProblem, specFromEdit, specFromRequest } from '../../../engines/chart/index.ts';
import { REFERENCE_STYLE } from '../../../engines/chart/plot/guides.ts';
import type { CircleNode, LineNode, Scene, SceneNode, TextNode } from '../../../engines/chart/render/scene.ts';
import { samples } from '../../../engines/chart/samples.ts';
import { draw, flat, frames, plotMarks } from './support/scenes.ts';
import { data } from './support/tables.ts';

const FIGURE = { journal: 'science', width: 'single', palette: 'okabe_ito' } as const;
const enrichment = samples().enrichment!.table;
const ENRICHMENT = 'gene_ratio by term, size count, p-value padj';


/** The figure a request draws, at Science's single column. */
function drawn(table: Table, request: string, type: ChartType): Scene {
  return draw(table, specFromRequest(table, request, [type]), FIGURE.journal, FIGURE.width);
}

/** The dashed reference rules inside the plot. */
function referenceRules(scene: Scene): LineNode[] {
  return flat(plotMarks(scene).flat()).filter((n): n is LineNode => n.type === 'line' && n.stroke === REFERENCE_STYLE.stroke && n.dash?.join() === REFERENCE_STYLE.dash.join());
}

function textOf(scene: Scene, words: string): TextNode | undefined {
  return flat(scene.nodes).find((n): n is TextNode => n.type === 'text' && n.text === words);
}

/** The reason a request is refused before a job, and the reason its drawing fails (the same, or the test fails). */
async function refusedBothWays(table: Table, request: string, type: ChartType): Promise<ChartError> {
  const spec = specFromRequest(table, request, [type]);
  const before = requestProblem(table, spec, FIGURE);
  const during = await renderChart(table, spec, FIGURE).then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(during).toBeInstanceOf(ChartError);
  expect(before?.reason).toBe((during as ChartError).reason);
  return before!;
}

describe('a category axis places guides by counting its categories', () => {
  test('enrichment (terms down y): a line at y = 2.5 runs between the second and third terms from the bottom, across the plot', () => {
    const scene = drawn(enrichment, `${ENRICHMENT}, horizontal line at y = 2.5 labelled "cut-off"`, 'enrichment');
    const [rule] = referenceRules(scene);
    const frame = frames(scene)[0]!;
    expect(rule).toBeDefined();
    expect(rule!.y1).toBe(rule!.y2);
    expect([rule!.x1, rule!.x2]).toEqual([frame.x, frame.x + frame.width]);
    // One dot per term, each on its row's centre line; counted from the bottom.
    const rows = flat(plotMarks(scene).flat())
      .filter((n): n is CircleNode => n.type === 'circle')
      .map((c) => c.cy)
      .sort((a, b) => b - a);
    expect(rule!.y1).toBeCloseTo((rows[1]! + rows[2]!) / 2, 6);
    expect(textOf(scene, 'cut-off')).toBeDefined();
  });

  test('enrichment: an annotation at (x, 3) sits on the third term from the bottom, at its gene ratio', () => {
    const scene = drawn(enrichment, `${ENRICHMENT}, annotate "strongest" at (0.1, 3)`, 'enrichment');
    const note = textOf(scene, 'strongest');
    const rows = flat(plotMarks(scene).flat())
      .filter((n): n is CircleNode => n.type === 'circle')
      .map((c) => c.cy)
      .sort((a, b) => b - a);
    expect(note).toBeDefined();
    expect(note!.y).toBeCloseTo(rows[2]!, 6);
    expect(note!.baseline).toBe('middle');
  });

  test('a bar chart of PlantGrowth: a line at x = 1.5 falls halfway between the ctrl and trt1 bars', async () => {
    const plants = await data('PlantGrowth.csv');
    const scene = drawn(plants, 'mean weight by group, vertical line at x = 1.5', 'bar');
    const [rule] = referenceRules(scene);
    const bars = flat(plotMarks(scene).flat())
      .filter((n): n is Extract<SceneNode, { type: 'rect' }> => n.type === 'rect')
      .map((r) => r.x + r.width / 2)
      .sort((a, b) => a - b);
    expect(rule).toBeDefined();
    expect(rule!.x1).toBeCloseTo((bars[0]! + bars[1]!) / 2, 6);
  });

  test('a horizontal box plot keeps its annotation: x is the value, y the row from the bottom', async () => {
    const plants = await data('PlantGrowth.csv');
    const scene = drawn(plants, 'weight by group, horizontal boxes, annotate "highest" at (6, 3)', 'boxplot');
    const note = textOf(scene, 'highest');
    const ctrl = textOf(scene, 'ctrl');
    expect(note).toBeDefined();
    // The first group is drawn at the top: the third row from the bottom of three.
    expect(note!.y).toBeCloseTo(ctrl!.y, 1);
  });
});

describe('a guide the chart cannot place is refused, before the job and while drawing', () => {
  test('a line past the last term of an enrichment chart: GUIDE_OUTSIDE_AXES naming the terms', async () => {
    const error = await refusedBothWays(enrichment, `${ENRICHMENT}, horizontal line at y = 0.05`, 'enrichment');
    expect(error.reason).toBe('GUIDE_OUTSIDE_AXES');
    expect(error.message).toContain('y = 0.05');
    expect(error.message).toMatch(/the y axis shows \d+ categories, at 1 to \d+ counted from the bottom/);
  });

  test('a bar chart line at a value no category has: GUIDE_OUTSIDE_AXES', async () => {
    const plants = await data('PlantGrowth.csv');
    const error = await refusedBothWays(plants, 'mean weight by group, vertical line at x = 5', 'bar');
    expect(error.reason).toBe('GUIDE_OUTSIDE_AXES');
    expect(error.message).toContain('1 (ctrl) to 3 (trt2)');
    // A failed job's message names no value of the data (docs/decisions.md 135).
    expect(error.jobMessage).toContain('3 categories, at 1 to 3.');
    expect(error.jobMessage).not.toContain('ctrl');
  });

  test('a scatter line beyond its axis: refused with the axis range and how to widen it; within it, drawn', async () => {
    const mtcars = await data('mtcars.csv');
    const error = await refusedBothWays(mtcars, 'mpg against wt, horizontal line at y = 100', 'scatter');
    expect(error.reason).toBe('GUIDE_OUTSIDE_AXES');
    expect(error.message).toMatch(/the y axis shows values from \d+ to \d+\. .*set the y axis range to include 100/);
    const widened = 'mpg against wt, horizontal line at y = 100, y axis from 0 to 120';
    expect(requestProblem(mtcars, specFromRequest(mtcars, widened, ['scatter']), FIGURE)).toBeUndefined();
    expect(referenceRules(drawn(mtcars, widened, 'scatter'))).toHaveLength(1);
  });

  test('a pie has no axes: a reference line or an annotation is GUIDE_NOT_AVAILABLE', async () => {
    const plants = await data('PlantGrowth.csv');
    for (const guide of ['horizontal line at y = 2', 'annotate "most" at (1, 1)']) {
      const error = await refusedBothWays(plants, `count of group, ${guide}`, 'pie');
      expect(error.reason).toBe('GUIDE_NOT_AVAILABLE');
      expect(error.message).toContain('pie chart');
    }
  });

  test('an edit asking for a line past the terms fails its drawing with the same reason', async () => {
    const parent = specFromRequest(enrichment, ENRICHMENT, ['enrichment']);
    const edited = specFromEdit(enrichment, parent, 'add a horizontal line at y = 40');
    await expect(renderChart(enrichment, edited, FIGURE)).rejects.toMatchObject({ reason: 'GUIDE_OUTSIDE_AXES' });
  });
});
