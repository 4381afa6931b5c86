// SuperPlots (Lord et al., J Cell Biol 2020) on a table written here: two conditions, three
// biological replicates of four cells each. What a reader of the figure sees: every cell, each
// replicate's mean as a large outlined dot at its value, the mean of the replicate means with
// its SD, a legend of the replicates titled by their column, a note saying what the large dots
// are, a test on the replicate means (n = 3, not 24 cells); and the request without a replicate
// column refused with its reason. Reference values by hand and R:
//   ctrl <- c(13, 23, 18); trt <- c(21, 32, 26)   # replicate means
//   mean(ctrl) = 18, sd(ctrl) = 5; t.test(trt, ctrl, paired = TRUE): t = 25, df = 2, p = 0.0016
import { renderChart, specFromRequest } from '../../../../engines/chart/index.ts';
import type { CircleNode, LineNode, Scene, TextNode } from '../../../../engines/chart/render/scene.ts';
import { textNodes } from '../../../../engines/chart/render/scene.ts';
import { toSvg } from '../../../../engines/chart/render/svg.ts';
import { draw, plotMarks, refusal, texts } from '../support/scenes.ts';
import { table } from '../support/tables.ts';

const CELLS: Record<string, Record<string, number[]>> = {
  Control: { R1: [10, 12, 14, 16], R2: [20, 22, 24, 26], R3: [15, 17, 19, 21] },
  Treated: { R1: [18, 20, 22, 24], R2: [30, 31, 33, 34], R3: [24, 25, 27, 28] },
};
const rowsOf = Object.entries(CELLS).flatMap(([condition, reps]) => Object.entries(reps).flatMap(([rep, values]) => values.map((area) => ({ condition, rep, area }))));
const CELL_TABLE = table({
  Condition: rowsOf.map((r) => r.condition),
  Replicate: rowsOf.map((r) => r.rep),
  Area: rowsOf.map((r) => r.area),
});

function drawn(request: string): Scene {
  return draw(CELL_TABLE, specFromRequest(CELL_TABLE, request, []));
}

/** Data value -> page y, fitted through the value axis's tick labels. */
function yOf(scene: Scene): (v: number) => number {
  const ticks = textNodes(scene.nodes).filter((t: TextNode) => t.anchor === 'end' && t.baseline === 'middle' && !t.rotate && /^[\d.]+$/.test(t.text));
  const [a, b] = [ticks[0]!, ticks[ticks.length - 1]!];
  return (v) => a.y + ((v - Number(a.text)) / (Number(b.text) - Number(a.text))) * (b.y - a.y);
}

const circles = (scene: Scene) => (plotMarks(scene)[0] ?? []).filter((n): n is CircleNode => n.type === 'circle');

describe('SuperPlot', () => {
  test('every cell drawn, and each replicate mean as a larger outlined dot at the mean of its cells', () => {
    const scene = drawn('superplot of Area by Condition, coloured by Replicate');
    const y = yOf(scene);
    const dots = circles(scene);
    const small = Math.min(...dots.map((d) => d.r));
    const cells = dots.filter((d) => d.r === small);
    const means = dots.filter((d) => d.r > small * 1.5);
    expect(cells).toHaveLength(24);
    expect(means).toHaveLength(6);
    expect(means.every((m) => m.stroke !== undefined && m.stroke !== 'none')).toBe(true);
    const byColour = (fill: string | undefined) => means.filter((m) => m.fill === fill).map((m) => m.cy).sort((p, q) => q - p);
    // Left to right: Control then Treated; each replicate's colour is its own.
    expect(means.map((m) => m.cy).sort((p, q) => q - p)).toEqual([13, 18, 21, 23, 26, 32].map((v) => expect.closeTo(y(v), 6)));
    expect(new Set(means.map((m) => m.fill)).size).toBe(3);
    expect(byColour(means.find((m) => Math.abs(m.cy - y(13)) < 1e-6)?.fill)).toEqual([expect.closeTo(y(13), 6), expect.closeTo(y(21), 6)]);
  });

  test('the mean of the replicate means as a line with its SD bar', () => {
    const scene = drawn('superplot of Area by Condition, coloured by Replicate');
    const y = yOf(scene);
    const lines = (plotMarks(scene)[0] ?? []).filter((n): n is LineNode => n.type === 'line');
    const level = (v: number) => lines.filter((l) => Math.abs(l.y1 - y(v)) < 1e-6 && Math.abs(l.y2 - y(v)) < 1e-6);
    // Control: the line at 18 and the SD bar's caps at 13 and 23.
    expect(level(18).length).toBeGreaterThanOrEqual(1);
    expect(level(13)).toHaveLength(1);
    expect(level(23)).toHaveLength(1);
    expect(lines.some((l) => l.x1 === l.x2 && Math.abs(Math.min(l.y1, l.y2) - y(23)) < 1e-6 && Math.abs(Math.max(l.y1, l.y2) - y(13)) < 1e-6)).toBe(true);
  });

  test('a legend of the replicates titled by their column, and a note of what the large dots and the line are', () => {
    const words = texts(drawn('superplot of Area by Condition, coloured by Replicate'));
    expect(words).toEqual(expect.arrayContaining(['Replicate', 'R1', 'R2', 'R3', 'Control', 'Treated', 'Condition', 'Area']));
    expect(words).toEqual(expect.arrayContaining(['Large dots: replicate means', 'Line and bar: their mean \u00b1 SD', 'n = 3 replicates per condition']));
    expect(texts(drawn('superplot of Area by Condition, coloured by Replicate, with SEM'))).toContain('Line and bar: their mean \u00b1 SEM');
  });

  test('a paired t-test compares the replicate means, paired by replicate (n = 3, df = 2)', () => {
    const words = texts(drawn('superplot of Area by Condition, coloured by Replicate, paired t-test'));
    expect(words.join(' ')).toMatch(/t\(2\) = 25\.0/);
  });

  test('without a replicate column it is refused, with what to name', () => {
    const error = refusal(() => drawn('superplot of Area by Condition'));
    expect(error.reason).toBe('REPLICATES_NOT_NAMED');
    expect(error.message).toMatch(/conditions along x and the biological replicates as the colours.*names one, "Condition"/);
    expect(refusal(() => drawn('superplot of Area')).reason).toBe('REPLICATES_NOT_NAMED');
  });

  test('its cells hidden, or a median asked, is refused rather than drawn otherwise', () => {
    expect(refusal(() => drawn('superplot of Area by Condition, coloured by Replicate, hide the points')).reason).toBe('POINTS_NOT_HIDDEN');
    expect(refusal(() => drawn('superplot of median Area by Condition, coloured by Replicate')).reason).toBe('METHOD_NOT_AVAILABLE');
  });

  test('a replicate column of a value per cell is no set of replicates', () => {
    const many = table({ Condition: CELL_TABLE.columns[0]!.values as string[], Cell: rowsOf.map((_, i) => `c${i}`), Area: rowsOf.map((r) => r.area) });
    const error = refusal(() => draw(many, specFromRequest(many, 'superplot of Area by Condition, coloured by Cell', [])));
    expect(error.reason).toBe('TOO_MANY_REPLICATES');
  });

  test('drawn to PNG, PDF and SVG like every chart', async () => {
    const spec = specFromRequest(CELL_TABLE, 'superplot of Area by Condition, coloured by Replicate', []);
    const files = await renderChart(CELL_TABLE, spec, { journal: 'default', width: 'single', palette: 'okabe_ito' });
    expect(files.map((f) => f.format)).toEqual(['png', 'pdf', 'tiff', 'eps']);
    expect(files.every((f) => f.bytes.length > 1000)).toBe(true);
    expect(toSvg(draw(CELL_TABLE, spec))).toMatch(/<svg[\s\S]*Large dots: replicate means[\s\S]*<\/svg>\s*$/);
  });
});
