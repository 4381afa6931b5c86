// A flowchart placed with elkjs (layered, orthogonal edges) and fitted to its aspect ratio. A
// figure is judged as printed one journal column (85 mm) wide: its smallest text must be legible
// there (MIN_PT) and is better comfortable (COMFORTABLE_PT). The direction, whether a long flow
// wraps into columns or rows, how densely it is drawn (style.ts) and how wide each layer's labels
// wrap (refit.ts) are chosen by laying the graph out candidate ways and keeping the plainest one
// that prints comfortably, or else the one that prints largest; the canvas is then filled by
// spreading the gaps, never by shrinking the text (docs/decisions.md, "Flowchart layout and fit").
import { isBand, type Direction, type FlowAspectRatio, type FlowGraph } from '../model.ts';
import { assemble, drawingSize, placeOnCanvas, ratioValue, type Drawing } from './assemble.ts';
import { answerAtStart, runElk, spacingOf, type ElkRun } from './elk.ts';
import { laneOf, lanesArePhases, layoutLanes } from './lanes.ts';
import { unwrappedSize } from './estimate.ts';
import { balancedWraps, layersOf } from './refit.ts';
import { measureGraph, type Measured } from './size.ts';
import { stylesOf, textScaleOf, type Style } from './style.ts';
import type { FlowLayout, Point } from './types.ts';

export type { FlowLayout, PlacedEdge, PlacedGroup, PlacedNode, TextBlock, Box, Point } from './types.ts';

/** A journal column, 85 mm, in pt: the width a figure is judged at. */
export const COLUMN_PT = (85 / 25.4) * 72;
/** The smallest type a figure may print at (Nature, Cell, Science ask for 5 to 7 pt). */
export const MIN_PT = 5;
/** Type this large at one column is comfortable: denser styles are not tried once a style reaches it. */
const COMFORTABLE_PT = 6;

/**
 * The sizes a graph's layout aims at: MIN_PT and COMFORTABLE_PT, times its textScale (an edit
 * asking for larger text asks for it larger than the layout would otherwise settle for).
 */
interface Aims {
  min: number;
  comfortable: number;
}

/** The fewest nodes `auto` wraps. */
const AUTO_MIN_WRAP = 9;
/** The proportions `auto` aims a wrapped flow at: a column figure, a little taller than wide. */
const AUTO_WRAP = 0.7;
/**
 * For `auto` the canvas is the drawing itself; a column figure is at most 1/0.6 times as tall as
 * wide (a page's column), so a taller drawing is judged as if printed to that height.
 */
const AUTO_MIN_RATIO = 0.6;
/**
 * A wrapped or left-to-right layout must be this much better (per rank step) to win over the
 * plainer one: clearly for `auto`, where reading matters most, slightly for a fixed ratio, where
 * filling the canvas does.
 */
const PREFERENCE = { auto: 0.9, fixed: 0.97 };
/** A denser style must print this much larger than the plainer one to be chosen over it. */
const DENSER_GAIN = 1.05;

interface Candidate {
  config: Config;
  drawing: Drawing;
  measured: Measured;
  /** The canvas's width in ems of its smallest text (see `cost`); smaller prints larger. */
  cost: number;
}

/**
 * What a candidate costs: the width of its canvas in ems of its text, which fixes how large the
 * text prints when the figure is one column wide (pt = COLUMN_PT / cost). For a fixed ratio the
 * canvas is the smallest of that ratio round the drawing; for `auto` it is the drawing, judged
 * as if it were no taller than a column figure (AUTO_MIN_RATIO).
 */
function cost(d: Drawing, ratio: number | undefined): number {
  const { width, height } = drawingSize(d);
  return Math.max(width, height * (ratio ?? AUTO_MIN_RATIO)) / d.style.fontSize;
}

/** The size a candidate's text prints at one column. */
export const pointsOf = (c: { cost: number }) => COLUMN_PT / c.cost;

/** How much more a wrapped candidate costs for each edge beyond the first that crosses one of its cuts. */
const TANGLE_COST = 0.1;

/**
 * The edges beyond one per cut that run back across a wrapped drawing's cuts: a reader follows
 * one edge from the end of a row to the start of the next, but three parallel ones (a tree cut
 * through its arms) are hard to follow. Read from the routes: segments running back against the
 * flow for over a quarter of the drawing, grouped by where they run across it.
 */
function extraWrapEdges(d: Drawing, direction: Direction): number {
  const vertical = direction === 'TB' || direction === 'BT';
  const sign = direction === 'TB' || direction === 'LR' ? 1 : -1;
  const size = drawingSize(d);
  const long = 0.25 * (vertical ? size.height : size.width);
  const at: number[] = [];
  for (const e of d.edges) {
    for (let i = 1; i < e.points.length; i++) {
      const a = e.points[i - 1] as Point;
      const b = e.points[i] as Point;
      const back = -sign * (vertical ? b.y - a.y : b.x - a.x);
      if (back > long) {
        at.push(vertical ? a.x : a.y);
        break;
      }
    }
  }
  at.sort((p, q) => p - q);
  let extra = 0;
  for (let i = 1; i < at.length; i++) if ((at[i] as number) - (at[i - 1] as number) < 2 * d.style.fontSize) extra++;
  return extra;
}

/**
 * Whether ELK's drawing is sound: every edge running from its source to its target with
 * horizontal and vertical segments only (but where it ends on a slanted outline), and every
 * label at its own route, clear of the other labels and crossed by no other edge. ELK's
 * wrapping sometimes breaks these for edges that cross a cut; such a candidate is not used.
 */
function sound(d: Drawing): boolean {
  const boxes = new Map([...d.nodes.map((n) => [n.node.id, n.box] as const), ...d.groups.map((g) => [g.group.id, g.box] as const)]);
  const touches = (id: string, p: Point | undefined) => {
    const b = boxes.get(id);
    return !b || (p !== undefined && p.x >= b.x - 1 && p.x <= b.x + b.width + 1 && p.y >= b.y - 1 && p.y <= b.y + b.height + 1);
  };
  for (const e of d.edges) {
    if (!touches(e.edge.from, e.points[0]) || !touches(e.edge.to, e.points.at(-1))) return false;
    const inner = e.points.slice(1, -1);
    const pts = e.points;
    for (let i = 1; i < inner.length; i++) {
      const a = inner[i - 1] as Point;
      const b = inner[i] as Point;
      if (Math.abs(a.x - b.x) > 0.5 && Math.abs(a.y - b.y) > 0.5) return false;
    }
    if (!e.label) continue;
    const box = e.label.box;
    // (A decision's answer stands beside its edge's start, a little off the line.)
    const slack = 0.6 * d.style.fontSize;
    const near = pts.some((p, i) => {
      const q = pts[i + 1];
      if (!q) return false;
      const x0 = Math.min(p.x, q.x) - slack;
      const x1 = Math.max(p.x, q.x) + slack;
      const y0 = Math.min(p.y, q.y) - slack;
      const y1 = Math.max(p.y, q.y) + slack;
      return x0 <= box.x + box.width && x1 >= box.x && y0 <= box.y + box.height && y1 >= box.y;
    });
    if (!near) return false;
    // No other label on it, and no other edge through it.
    for (const other of d.edges) {
      const b = other.label?.box;
      if (other !== e && b && b.x < box.x + box.width && box.x < b.x + b.width && b.y < box.y + box.height && box.y < b.y + b.height) return false;
    }
    for (const other of d.edges) {
      if (other === e) continue;
      for (let i = 1; i < other.points.length; i++) {
        const a = other.points[i - 1] as Point;
        const b = other.points[i] as Point;
        if (Math.max(a.x, b.x) > box.x && Math.min(a.x, b.x) < box.x + box.width && Math.max(a.y, b.y) > box.y && Math.min(a.y, b.y) < box.y + box.height) return false;
      }
    }
  }
  return true;
}

export async function layoutFlowchart(graph: FlowGraph, aspectRatio: FlowAspectRatio): Promise<FlowLayout> {
  const ratio = ratioValue(aspectRatio);
  const aims: Aims = { min: MIN_PT * textScaleOf(graph), comfortable: COMFORTABLE_PT * textScaleOf(graph) };
  // The plain style, every way, unless its boxes are too many for it to print comfortably; then
  // (or when it does not) the dense style, only the ways that did best (the shape of the flow
  // decides those, not the style). The plainest comfortable candidate wins; failing that, the one
  // printing largest (the dense style only when clearly larger).
  const [plain, dense] = stylesOf(graph) as [Style, Style];
  const start = crowding(graph, plain, ratio, aims) <= MAX_CROWDING ? plain : dense;
  const all = await candidatesIn(graph, start, ratio, configsOf(graph, ratio));
  let best = choose(all, ratio, aims);
  const pool = [...all];
  if (start === plain && !settled(best, ratio, aims)) {
    // The best way, and the next best when within 15% of it; a wrapped best way is also aimed a
    // little beyond its ratio, on the side its drawing missed (ELK cuts whole layers).
    const sorted = [...all].sort((a, b) => pointsOf(b) - pointsOf(a));
    const top = sorted[0] as Candidate;
    const configs = [...new Map(sorted.filter((c) => pointsOf(c) > pointsOf(top) / 1.15).map((c) => [configKey(c.config), c.config])).values()].slice(0, 2);
    if (top.config.wrap !== undefined) {
      const { width, height } = drawingSize(top.drawing);
      const vertical = top.config.direction === 'TB' || top.config.direction === 'BT';
      // (A vertical flow wrapped wider than aimed at has a column too many: aim lower.)
      configs.push({ ...top.config, wrap: top.config.wrap * ((width / height > top.config.wrap) === vertical ? 0.7 : 1.4) });
    }
    const tried = await candidatesIn(graph, dense, ratio, configs);
    pool.push(...tried);
    if (tried.length) {
      const found = choose(tried, ratio, aims);
      if (pointsOf(found) > pointsOf(best) * (pointsOf(best) < aims.min ? 1 : DENSER_GAIN)) best = found;
    }
  }
  // Labels rewrapped to their layers: the chosen candidate, and the best one laid out another way
  // (a tree too wide top to bottom may fit once its leaves' labels are narrower).
  if (!settled(best, ratio, aims)) {
    const other = pool.filter((c) => configKey(c.config) !== configKey(best.config)).reduce<Candidate | undefined>((a, b) => (!a || pointsOf(b) > pointsOf(a) ? b : a), undefined);
    for (const c of other && !hopeless(best, aims) && pointsOf(other) > 0.8 * pointsOf(best) ? [best, other] : [best]) {
      const found = await refitted(graph, c, ratio);
      // (A way less plain than the chosen one must be clearly better, unless the chosen one is illegible.)
      const gain = found.config.rank > best.config.rank && pointsOf(best) >= aims.min ? DENSER_GAIN : 1;
      if (pointsOf(found) > pointsOf(best) * gain) best = found;
    }
  }
  const run = best.config.run;
  const drawing = ratio !== undefined && run ? await spreadToRatio(graph, best.measured, run, best.drawing, ratio) : best.drawing;
  return { ...placeOnCanvas(drawing, ratio), direction: best.config.direction, wrapped: best.config.wrap !== undefined };
}

/**
 * Whether a candidate needs no denser style or rewrapping: its text prints comfortably at one
 * column and, for a fixed ratio, its drawing is not far off the canvas's shape (a landscape
 * drawing on a portrait canvas leaves most of it empty; narrower labels can make it taller).
 */
function settled(c: Candidate, ratio: number | undefined, aims: Aims): boolean {
  if (pointsOf(c) < aims.comfortable) return false;
  if (ratio === undefined) return true;
  const { width, height } = drawingSize(c.drawing);
  return Math.max(width / height / ratio, ratio / (width / height)) <= MAX_MISFIT;
}

/**
 * Whether a candidate is so far below legible (under 60% of the least size aimed at: a long
 * pipeline of hundreds of steps) that no other way could bring it there: only its own labels are
 * then rewrapped, sparing the layouts that cannot help.
 */
const hopeless = (c: Candidate, aims: Aims) => pointsOf(c) < 0.6 * aims.min;

/** How far (as a factor) a drawing's proportions may be from a fixed ratio's before it is worked on further. */
const MAX_MISFIT = 1.6;

/**
 * A layered flowchart's boxes rarely cover more than 45% of its canvas (its arrows, gaps and
 * ragged layers take the rest), so a style whose boxes alone would cover more than 30% of a
 * canvas printing at the least size aimed at cannot print comfortably (6/5 = sqrt(0.45/0.3)):
 * the plain style is then not tried.
 */
const MAX_CROWDING = 0.3;

/** The share of a canvas whose text prints at the least size aimed at (one column wide) that a style's boxes and labels alone would cover. */
function crowding(graph: FlowGraph, style: Style, ratio: number | undefined, aims: Aims): number {
  const m = measureGraph(graph, false, style);
  let area = 0;
  for (const size of [...m.nodes.values(), ...m.labels.values()]) area += size.width * size.height;
  const side = (COLUMN_PT / aims.min) * style.fontSize;
  return area / ((side * side) / (ratio ?? AUTO_MIN_RATIO));
}

/** One way of laying a graph out: a direction, and unwrapped or wrapped aiming at a ratio. */
interface Config {
  direction: Direction;
  /** ELK's graph wrapping aimed at this ratio; undefined is unwrapped. */
  wrap?: number;
  /** Lower ranks win ties: top-to-bottom unwrapped reads most plainly. */
  rank: number;
  /** The ELK run that made it (undefined for lanes, which make their own). */
  run?: ElkRun;
}

const configKey = (c: Config) => `${c.direction}/${c.wrap ?? '-'}`;

/** Every way the plain style tries: each direction, unwrapped and wrapped. */
function configsOf(graph: FlowGraph, ratio: number | undefined): Config[] {
  const directions: Direction[] = graph.direction ? [graph.direction] : ['TB', 'LR'];
  const configs: Config[] = [];
  // ELK wraps only a flat graph's layers (not lanes or groups); the wrapped drawing aims at the
  // ratio itself. For `auto`, a short flow reads better unwrapped whatever its shape.
  const wraps = graph.groups.length === 0 && graph.nodes.length >= (ratio === undefined ? AUTO_MIN_WRAP : 4);
  const targets = [ratio ?? AUTO_WRAP];
  for (const [i, direction] of directions.entries()) {
    configs.push({ direction, rank: i * 2 });
    if (wraps) for (const wrap of targets) configs.push({ direction, wrap, rank: i * 2 + 1 });
  }
  return configs;
}

/** The candidates of some ways in one style (a wrapped way only where the unwrapped drawing is too long for the ratio). */
async function candidatesIn(graph: FlowGraph, style: Style, ratio: number | undefined, configs: Config[]): Promise<Candidate[]> {
  const candidates: Candidate[] = [];
  const unwrapped = new Map<Direction, number>();
  const skipped: Config[] = [];
  for (const config of configs) {
    const vertical = config.direction === 'TB' || config.direction === 'BT';
    const measured = measure(graph, config.direction, style);
    // A long flow unwrapped (estimated four times too long for the ratio) cannot win: only its wrapped ways are laid out.
    if (config.wrap === undefined && configs.some((c) => c.direction === config.direction && c.wrap !== undefined)) {
      const est = unwrappedSize(graph, measured, config.direction);
      const aim = ratio ?? AUTO_MIN_RATIO;
      if (vertical ? est.width / est.height < aim / 4 : est.width / est.height > aim * 4) {
        unwrapped.set(config.direction, est.width / est.height);
        skipped.push(config);
        continue;
      }
    }
    // Wrapping makes a vertical flow wider and a horizontal one taller: not tried where that cannot help.
    const shape = unwrapped.get(config.direction);
    if (config.wrap !== undefined && shape !== undefined && (vertical ? shape >= config.wrap : shape <= config.wrap)) continue;
    const found = await candidate(graph, measured, config, ratio);
    if (!found) continue;
    if (config.wrap === undefined) unwrapped.set(config.direction, drawingSize(found.drawing).width / drawingSize(found.drawing).height);
    candidates.push(found);
  }
  // (Were every wrapped way unsound, the unwrapped ones after all.)
  if (candidates.length === 0) for (const config of skipped) candidates.push((await candidate(graph, measure(graph, config.direction, style), config, ratio)) as Candidate);
  return candidates;
}

/** The graph measured for a direction: lane titles stand in a narrow header at the left of rows (lanes alongside a horizontal flow, or phases across a vertical one). */
function measure(graph: FlowGraph, direction: Direction, style: Style, wraps?: Map<string, number>): Measured {
  const vertical = direction === 'TB' || direction === 'BT';
  return measureGraph(graph, graph.groups.some(isBand) && vertical === lanesArePhases(graph), style, wraps);
}

/** The graph laid out one way, or undefined when ELK's wrapping broke an edge or a label (see `sound`). */
async function candidate(graph: FlowGraph, measured: Measured, config: Config, ratio: number | undefined): Promise<Candidate | undefined> {
  if (graph.groups.some(isBand)) {
    const { elk, bands } = await layoutLanes(graph, measured, config.direction);
    const drawing = assemble(graph, measured, elk, bands);
    return { config, drawing, measured, cost: cost(drawing, ratio) };
  }
  let run: ElkRun = { direction: config.direction, wrapping: config.wrap === undefined ? 'off' : { aspectRatio: config.wrap }, compound: graph.groups.length > 0 };
  let drawing = assemble(graph, measured, await runElk(graph, measured, run));
  // A decision's answers at its edges' start can meet (two edges leaving one side close
  // together): then they stand in mid-edge.
  if (config.wrap === undefined && !sound(drawing) && graph.edges.some((e) => answerAtStart(graph, e, measured.labels.get(e.id), run))) {
    run = { ...run, midLabels: true };
    drawing = assemble(graph, measured, await runElk(graph, measured, run));
  }
  if (config.wrap !== undefined && !sound(drawing)) return undefined;
  const tangle = config.wrap === undefined ? 0 : extraWrapEdges(drawing, config.direction);
  return { config: { ...config, run }, drawing, measured, cost: cost(drawing, ratio) * (1 + TANGLE_COST * tangle) };
}

/** The candidate with its labels rewrapped to its layers (refit.ts), when that prints larger. */
async function refitted(graph: FlowGraph, c: Candidate, ratio: number | undefined): Promise<Candidate> {
  // Lanes alongside the flow (not phases, whose bands run across it) each take one width.
  const bands = graph.groups.some(isBand) && !lanesArePhases(graph) ? graph.groups.filter(isBand) : [];
  const lanes = bands.length ? [...bands.map((b) => graph.nodes.filter((n) => laneOf(graph, n) === b)), graph.nodes.filter((n) => !laneOf(graph, n))].filter((l) => l.length).map((l) => l.map((n) => n.id)) : undefined;
  const wraps = balancedWraps(graph, c.drawing, c.config.direction, ratio ?? AUTO_MIN_RATIO, lanes);
  if (!wraps) return c;
  const found = await candidate(graph, measure(graph, c.config.direction, c.drawing.style, wraps), c.config, ratio);
  return found && found.cost < c.cost ? found : c;
}

/**
 * The plainest candidate, unless another is clearly better (by PREFERENCE per rank step); but
 * one whose text would print below the least size aimed at only when none reaches it, and then
 * the largest.
 */
function choose(candidates: Candidate[], ratio: number | undefined, aims: Aims): Candidate {
  const preference = ratio === undefined ? PREFERENCE.auto : PREFERENCE.fixed;
  const score = (c: Candidate) => c.cost * Math.pow(1 / preference, c.config.rank);
  const legible = candidates.filter((c) => pointsOf(c) >= aims.min);
  if (legible.length === 0) return candidates.reduce((a, b) => (pointsOf(b) > pointsOf(a) ? b : a));
  return legible.reduce((a, b) => (score(b) < score(a) ? b : a));
}

/** How much of its canvas's short side a drawing should fill before its spacing is widened. */
const FILL_TARGET = 0.8;
const MAX_SPREAD = 12;

/**
 * A drawing narrower (or flatter) than its fixed ratio, laid out again with wider gaps in the
 * short direction so that it fills the canvas instead of standing in a thin strip. The spacing
 * factor is estimated from the drawing's layers (how many gaps lie across it), never beyond
 * MAX_SPREAD; when that overshoots, it is corrected once by the gain the run showed.
 */
async function spreadToRatio(graph: FlowGraph, measured: Measured, run: ElkRun, drawing: Drawing, ratio: number): Promise<Drawing> {
  const size = drawingSize(drawing);
  const tooNarrow = size.width / size.height < ratio * FILL_TARGET;
  const tooFlat = size.width / size.height > ratio / FILL_TARGET;
  if (!tooNarrow && !tooFlat) return drawing;
  const vertical = run.direction === 'TB' || run.direction === 'BT';
  // Widening a vertical flow spreads the nodes of a layer; flattening it, the layers.
  const key: 'inLayer' | 'betweenLayers' = tooNarrow === vertical ? 'inLayer' : 'betweenLayers';
  const extent = (d: Drawing) => (tooNarrow ? drawingSize(d).width : drawingSize(d).height);
  const target = tooNarrow ? size.height * ratio * FILL_TARGET : (size.width / ratio) * FILL_TARGET;
  const sp = spacingOf(measured.style);
  const layers = layersOf(drawing, vertical);
  const gaps = key === 'inLayer' ? Math.max(...layers.map((l) => l.length)) - 1 : layers.length - 1;
  const fits = (d: Drawing) => {
    const after = drawingSize(d);
    // Spreading must not make the other side the longer one.
    return Math.max(after.width, after.height * ratio) <= Math.max(size.width, size.height * ratio) * 1.001;
  };
  const attempt = async (factor: number) => {
    const spread = { inLayer: 1, betweenLayers: 1, [key]: factor };
    const d = assemble(graph, measured, await runElk(graph, measured, { ...run, spread }));
    return sound(d) ? d : undefined;
  };
  if (gaps < 1) return drawing;
  const factorFor = (gain: number) => Math.min(MAX_SPREAD, Math.max(1, 1 + (target - extent(drawing)) / gain));
  const first = factorFor(gaps * (key === 'inLayer' ? sp.nodeNode : sp.betweenLayers));
  if (first <= 1.05) return drawing;
  const spread = await attempt(first);
  if (!spread) return drawing;
  if (fits(spread)) return spread;
  const gain = (extent(spread) - extent(drawing)) / (first - 1);
  if (gain <= 1) return drawing;
  const again = await attempt(factorFor(gain));
  return again && fits(again) ? again : drawing;
}
