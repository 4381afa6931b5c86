// The panels of a multi-panel figure: their boxes from the pixels (layout.ts), their rows and
// columns, their reading order (left to right, top to bottom by rows) and, when asked, their
// letters read by OCR (letters.ts). A figure of one panel has one.
import type { Raster } from '../../shared/raster.ts';
import { panelBoxes } from './layout.ts';
import { panelLetters } from './letters.ts';
import type { PanelLayout } from './types.ts';

export type { Box } from './layout.ts';
export type { Panel, PanelLayout } from './types.ts';
export { choosePanels, namesLetters, type PanelSelection } from './select.ts';

/** Groups spans into lines: each span joins the group whose span overlaps most of the shorter of the two. */
function groups(spans: Array<[number, number]>): number[] {
  const order = spans.map((_, i) => i).sort((a, b) => spans[a]![0] - spans[b]![0]);
  const group = new Array<number>(spans.length).fill(-1);
  const extents: Array<[number, number]> = [];
  for (const i of order) {
    const [s, e] = spans[i]!;
    const at = extents.findIndex(([gs, ge]) => Math.min(e, ge) - Math.max(s, gs) > 0.5 * Math.min(e - s, ge - gs));
    if (at >= 0) {
      group[i] = at;
      extents[at] = [Math.min(s, extents[at]![0]), Math.max(e, extents[at]![1])];
    } else {
      group[i] = extents.length;
      extents.push([s, e]);
    }
  }
  return group;
}

export async function findPanels(raster: Raster, withLetters: boolean): Promise<PanelLayout> {
  const boxes = panelBoxes(raster);
  const row = groups(boxes.map((b) => [b.y0, b.y1]));
  const column = groups(boxes.map((b) => [b.x0, b.x1]));
  const reading = boxes.map((_, i) => i).sort((a, b) => row[a]! - row[b]! || boxes[a]!.x0 - boxes[b]!.x0);
  const letters = withLetters ? await panelLetters(raster, boxes) : boxes.map(() => null);
  const panels = reading.map((i, order) => ({ box: boxes[i]!, letter: letters[i]!, row: row[i]!, column: column[i]!, order }));
  return { panels, rows: new Set(row).size, columns: new Set(column).size, lettered: withLetters };
}
