// Crop to panels of a multi-panel figure: the panels are found in the pixels (and their letters
// read, when the instruction names letters) and the crop keeps their joint box, with a few
// pixels of the gutter around it so that no anti-aliased edge is cut.
import { choosePanels, findPanels, namesLetters, type Box, type PanelSelection } from '../panels/index.ts';
import { cropRect, type Canvas } from './geometry.ts';

/** Gutter kept around the panels, at most this many pixels and never more than half the way to another panel. */
const MARGIN = 6;

function margin(box: Box, others: Box[], width: number, height: number): Box {
  const room = (side: 'x0' | 'y0' | 'x1' | 'y1'): number => {
    let limit = MARGIN;
    for (const o of others) {
      const overlapY = Math.min(o.y1, box.y1) > Math.max(o.y0, box.y0);
      const overlapX = Math.min(o.x1, box.x1) > Math.max(o.x0, box.x0);
      if (side === 'x0' && overlapY && o.x1 <= box.x0) limit = Math.min(limit, Math.floor((box.x0 - o.x1) / 2));
      if (side === 'x1' && overlapY && o.x0 >= box.x1) limit = Math.min(limit, Math.floor((o.x0 - box.x1) / 2));
      if (side === 'y0' && overlapX && o.y1 <= box.y0) limit = Math.min(limit, Math.floor((box.y0 - o.y1) / 2));
      if (side === 'y1' && overlapX && o.y0 >= box.y1) limit = Math.min(limit, Math.floor((o.y0 - box.y1) / 2));
    }
    return Math.max(0, limit);
  };
  return {
    x0: Math.max(0, box.x0 - room('x0')),
    y0: Math.max(0, box.y0 - room('y0')),
    x1: Math.min(width, box.x1 + room('x1')),
    y1: Math.min(height, box.y1 + room('y1')),
  };
}

export async function cropToPanels(canvas: Canvas, selection: PanelSelection): Promise<Canvas> {
  const { raster } = canvas;
  const layout = await findPanels(raster, namesLetters(selection));
  const box = choosePanels(layout, selection);
  const others = layout.panels.map((p) => p.box).filter((b) => b.x1 <= box.x0 || b.x0 >= box.x1 || b.y1 <= box.y0 || b.y0 >= box.y1);
  const kept = margin(box, others, raster.width, raster.height);
  return cropRect(canvas, kept.x0, kept.y0, kept.x1 - kept.x0, kept.y1 - kept.y0);
}
