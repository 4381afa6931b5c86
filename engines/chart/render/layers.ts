// Dense layers as raster images, as plotting libraries draw them (matplotlib's rasterized=True):
// a run of marks so many and so crowded that a reader sees a cloud or a band rather than marks
// (decision 93) becomes one image at the figure's raster resolution, on the same pixel grid
// as the PNG, in every format. Axes, ticks, legend, text and every sparse layer stay vector.
// In a vector file this is what keeps a 100,000-point chart a few hundred kB that any viewer
// opens at once, instead of 100,000 paths that take seconds to write and to display.
//
// A layer is drawn alone, premultiplied RGBA (PDF: an image with a soft mask; SVG: a PNG), and
// also over what the page shows beneath it (EPS: PostScript has no transparency).

import sharp from 'sharp';
import { clipBox, intersect, nodeBounds, type Box } from './bounds.ts';
import { normalizeColor, num, parseColor } from './format.ts';
import { svgPixels } from './raster.ts';
import { hasStroke, ptToPx, strokeWidthOf, type ImageNode, type Scene, type SceneNode, type ShapeNode } from './scene.ts';
import { canvasBytes, compositeOnto, newCanvas, stamp, stampable, type Device } from './stamp.ts';
import { svgDocument } from './svg.ts';

/**
 * Fewest marks (points, or vertices of lines and outlines) a run needs to be drawn as an image,
 * however crowded: below it a chart is small, and stays vector exactly as it is drawn.
 */
export const DENSE_MIN_MARKS = 10_000;

/**
 * The scene with each dense run of marks replaced by an image drawn at `dpi`; the scene itself
 * when it has none. A run is dense when it has at least DENSE_MIN_MARKS marks and their ink
 * (the area they paint, overlaps counted again) is at least the area they are shown in: the
 * marks would cover their plot once over, so no reader can tell them apart.
 */
export async function withRasterLayers(scene: Scene, dpi: number): Promise<Scene> {
  const width = ptToPx(scene.width, dpi);
  const height = ptToPx(scene.height, dpi);
  if (width < 1 || height < 1 || countMarks(scene.nodes) < DENSE_MIN_MARKS) return scene;
  // The scale resvg draws the page at: its viewBox is the page size as svg.ts writes it.
  const grid: Grid = { sx: width / Number(num(scene.width)), sy: height / Number(num(scene.height)), width, height };
  const painted: Array<Box | undefined> = [];
  const page: Box = { x0: 0, y0: 0, x1: scene.width, y1: scene.height };
  let changed = false;

  const layer = async (nodes: SceneNode[], clip: Box, path: number[]): Promise<SceneNode[]> => {
    const out: SceneNode[] = [];
    for (let i = 0; i < nodes.length; ) {
      const node = nodes[i] as SceneNode;
      if (node.type === 'group') {
        const inner = node.clip ? intersect(clip, clipBox(node.clip)) : clip;
        out.push({ ...node, children: await layer(node.children, inner, [...path, i]) });
        i++;
        continue;
      }
      if (!isMark(node)) {
        painted.push(nodeBounds(node));
        out.push(node);
        i++;
        continue;
      }
      let j = i;
      while (j < nodes.length && isMark(nodes[j] as SceneNode)) j++;
      const run = nodes.slice(i, j) as ShapeNode[];
      const bounds = boundsOf(run);
      const box = denseBox(run, bounds, intersect(clip, page));
      if (box) {
        out.push(await rasterLayer(scene, run, box, grid, painted, [...path, i]));
        changed = true;
      } else {
        // One by one: a spread of 100,000 arguments would overflow the stack.
        for (const mark of run) out.push(mark);
      }
      painted.push(bounds);
      i = j;
    }
    return out;
  };
  const nodes = await layer(scene.nodes, page, []);
  return changed ? { ...scene, nodes } : scene;
}

/** The figure's pixel grid: page points times (sx, sy) are pixels of its rasters. */
interface Grid {
  sx: number;
  sy: number;
  width: number;
  height: number;
}

function isMark(node: SceneNode): node is ShapeNode {
  return node.type === 'circle' || node.type === 'line' || node.type === 'rect' || node.type === 'polyline' || node.type === 'path';
}

function marksOf(node: ShapeNode): number {
  if (node.type === 'polyline') return node.points.length;
  if (node.type === 'path') return node.commands.length;
  return 1;
}

function countMarks(nodes: SceneNode[]): number {
  let n = 0;
  for (const node of nodes) {
    if (node.type === 'group') n += countMarks(node.children);
    else if (isMark(node)) n += marksOf(node);
  }
  return n;
}

/** The area a mark paints, in pt²: filled shapes their box, strokes their length times width. */
function inkOf(node: ShapeNode): number {
  const stroke = hasStroke(node) ? strokeWidthOf(node) : 0;
  switch (node.type) {
    case 'circle':
      return Math.PI * (node.r + stroke / 2) ** 2;
    case 'rect':
      return node.fill ? node.width * node.height : 2 * (node.width + node.height) * stroke;
    case 'line':
      return Math.hypot(node.x2 - node.x1, node.y2 - node.y1) * stroke;
    case 'polyline':
    case 'path': {
      const b = nodeBounds(node) as Box;
      if (node.fill) return (b.x1 - b.x0) * (b.y1 - b.y0);
      const pts: Array<[number, number]> = node.type === 'polyline' ? node.points : node.commands.flatMap((c) => (c[0] === 'Z' ? [] : [[c[c.length - 2], c[c.length - 1]] as [number, number]]));
      let length = 0;
      for (let k = 1; k < pts.length; k++) length += Math.hypot((pts[k] as [number, number])[0] - (pts[k - 1] as [number, number])[0], (pts[k] as [number, number])[1] - (pts[k - 1] as [number, number])[1]);
      return length * stroke;
    }
  }
}

function boundsOf(run: ShapeNode[]): Box {
  const box = { ...(nodeBounds(run[0] as ShapeNode) as Box) };
  for (let k = 1; k < run.length; k++) {
    const b = nodeBounds(run[k] as ShapeNode) as Box;
    if (b.x0 < box.x0) box.x0 = b.x0;
    if (b.y0 < box.y0) box.y0 = b.y0;
    if (b.x1 > box.x1) box.x1 = b.x1;
    if (b.y1 > box.y1) box.y1 = b.y1;
  }
  return box;
}

/** Where a dense run shows (its bounds within the clip), or undefined when the run is not dense. */
function denseBox(run: ShapeNode[], bounds: Box, clip: Box): Box | undefined {
  let marks = 0;
  for (const node of run) marks += marksOf(node);
  if (marks < DENSE_MIN_MARKS) return undefined;
  const shown = intersect(bounds, clip);
  if (!(shown.x1 > shown.x0 && shown.y1 > shown.y0)) return undefined;
  let ink = 0;
  for (const node of run) ink += inkOf(node);
  return ink >= (shown.x1 - shown.x0) * (shown.y1 - shown.y0) ? shown : undefined;
}

function overlaps(a: Box | undefined, b: Box): boolean {
  // Text has no box here: it may lie anywhere.
  if (!a) return true;
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

/** The nodes painted before the one at `path` (groups kept, with their clips). */
function prefix(nodes: SceneNode[], path: number[]): SceneNode[] {
  const [at, ...rest] = path as [number, ...number[]];
  const before = nodes.slice(0, at);
  const group = nodes[at];
  if (rest.length === 0 || group?.type !== 'group') return before;
  return [...before, { ...group, children: prefix(group.children, rest) }];
}

async function rasterLayer(scene: Scene, run: ShapeNode[], shown: Box, grid: Grid, painted: Array<Box | undefined>, path: number[]): Promise<ImageNode> {
  // The box on the pixel grid: each pixel of the layer is a pixel of the PNG.
  const px0 = Math.max(0, Math.floor(shown.x0 * grid.sx));
  const py0 = Math.max(0, Math.floor(shown.y0 * grid.sy));
  const px1 = Math.min(grid.width, Math.ceil(shown.x1 * grid.sx));
  const py1 = Math.min(grid.height, Math.ceil(shown.y1 * grid.sy));
  const w = px1 - px0;
  const h = py1 - py0;
  const device: Device = { sx: grid.sx, sy: grid.sy, ox: px0, oy: py0 };
  const view = { x: px0 / grid.sx, y: py0 / grid.sy, width: w / grid.sx, height: h / grid.sy };
  const crop = (nodes: SceneNode[], background?: string) =>
    svgPixels(svgDocument({ ...scene, background: undefined, nodes } as Scene, { width: String(w), height: String(h), preserveAspectRatio: 'none', viewBox: view }), w, h, background);

  const canvas = newCanvas(w, h);
  for (let k = 0; k < run.length; ) {
    const node = run[k] as ShapeNode;
    if (stampable(node)) {
      // Group opacity is the image's own, applied where it is drawn, as for any node.
      stamp(canvas, device, node, 1);
      k++;
      continue;
    }
    // Marks stamp.ts does not draw (lines through many points, outlines, dashes) go to resvg.
    let m = k;
    while (m < run.length && !stampable(run[m] as ShapeNode)) m++;
    compositeOnto(canvas, (await crop(run.slice(k, m))).data);
    k = m;
  }
  const rgba = canvasBytes(canvas);

  // Beneath the layer: the page's background, or what was painted there before it.
  const background = normalizeColor(scene.background ?? '#FFFFFF');
  const beneath = painted.some((b) => overlaps(b, { x0: view.x, y0: view.y, x1: view.x + view.width, y1: view.y + view.height }))
    ? (await crop(prefix(scene.nodes, path), background)).data
    : undefined;
  const [br, bg, bb] = parseColor(background);
  const flat = Buffer.allocUnsafe(w * h * 3);
  for (let i = 0, o = 0; i < rgba.length; i += 4, o += 3) {
    const keep = 1 - (rgba[i + 3] as number) / 255;
    flat[o] = Math.round((rgba[i] as number) + (beneath ? (beneath[i] as number) : br) * keep);
    flat[o + 1] = Math.round((rgba[i + 1] as number) + (beneath ? (beneath[i + 1] as number) : bg) * keep);
    flat[o + 2] = Math.round((rgba[i + 2] as number) + (beneath ? (beneath[i + 2] as number) : bb) * keep);
  }
  const png = await sharp(rgba, { raw: { width: w, height: h, channels: 4, premultiplied: true } }).png({ compressionLevel: 1 }).toBuffer();
  return { type: 'image', x: view.x, y: view.y, width: view.width, height: view.height, pixelWidth: w, pixelHeight: h, rgba, flat, png };
}
