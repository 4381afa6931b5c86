// Labels beside chosen points (the top genes of a volcano plot, the lead SNPs of a Manhattan
// plot), placed greedily so that none overlaps another label or a labelled point.
import type { Rect } from '../plot/frame.ts';
import { smallerText, type Theme } from '../plot/theme.ts';
import { textWidth } from '../plot/textFit.ts';
import type { SceneNode } from '../render/scene.ts';
import { rule } from './rule.ts';
import { text } from './text.ts';

export interface LabelTarget {
  x: number;
  y: number;
  text: string;
  /** Radius of the point being labelled, to keep clear of it. */
  r: number;
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

/**
 * Labels beside their points, in the order given (most important first), each at the first of
 * several positions around the point that stays inside the plot and clear of labels already
 * placed and of the labelled points; labels with no free position are left out. A thin leader
 * joins a label set further out to its point. Positions clear of the other data points
 * (`avoid`) are preferred, so that a label hides no data where it need not.
 */
export function placeLabels(targets: LabelTarget[], plot: Rect, theme: Theme, size = smallerText(theme, 0.85), avoid: Array<{ x: number; y: number; r: number }> = []): SceneNode[] {
  const placed: Box[] = [];
  const points: Box[] = targets.map((t) => ({ x0: t.x - t.r, y0: t.y - t.r, x1: t.x + t.r, y1: t.y + t.r }));
  const nodes: SceneNode[] = [];
  // The box a reader's software gives a word: the font's ascent to its descent, and a little air.
  const h = size * 1.2;
  const air = size * 0.15;
  for (const t of targets) {
    const w = textWidth(t.text, size) + 2 * air;
    const candidates: Array<[number, number]> = [];
    for (const d of [1, 2.2, 3.6]) {
      const gap = t.r + size * 0.3 * d;
      candidates.push([gap, 0], [-gap - w, 0], [-w / 2, -gap - h / 2], [-w / 2, gap + h / 2], [gap * 0.8, -gap * 0.8], [-gap * 0.8 - w, -gap * 0.8], [gap * 0.8, gap * 0.8], [-gap * 0.8 - w, gap * 0.8]);
    }
    const boxAt = ([dx, dy]: [number, number]): Box => ({ x0: t.x + dx, y0: t.y + dy - h / 2, x1: t.x + dx + w, y1: t.y + dy + h / 2 });
    const free = (box: Box): boolean =>
      box.x0 >= plot.x && box.x1 <= plot.x + plot.width && box.y0 >= plot.y && box.y1 <= plot.y + plot.height && !placed.some((b) => overlaps(b, box)) && !points.some((b) => overlaps(b, box));
    const hidesData = (box: Box): boolean => avoid.some((p) => p.x + p.r > box.x0 && p.x - p.r < box.x1 && p.y + p.r > box.y0 && p.y - p.r < box.y1);
    const open = candidates.filter((c) => free(boxAt(c)));
    const chosen = open.find((c) => !hidesData(boxAt(c))) ?? open[0];
    if (chosen) {
      const [dx, dy] = chosen;
      const box = boxAt(chosen);
      placed.push(box);
      const far = Math.hypot(dx + (dx < 0 ? w : 0), dy) > t.r + size * 0.9;
      if (far) {
        const lx = Math.min(Math.max(t.x, box.x0), box.x1);
        const ly = Math.min(Math.max(t.y, box.y0), box.y1);
        nodes.push(rule(t.x, t.y, lx, ly, theme, { stroke: '#666666', strokeWidth: theme.axisWidth * 0.5 }));
      }
      nodes.push(text(box.x0 + air, (box.y0 + box.y1) / 2, t.text, theme, { size, baseline: 'middle' }));
    }
  }
  return nodes;
}
