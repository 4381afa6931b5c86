// Labels around a circle (a pie's categories, a ring's outer names): each a leader from the rim
// out to a short elbow and the text beyond it, the labels on each side pushed apart so that none
// overlap.
import { polar } from '../plot/polar.ts';
import { lineHeight, textWidth, wrapText } from '../plot/textFit.ts';
import type { Theme } from '../plot/theme.ts';
import type { SceneNode } from '../render/scene.ts';
import { line } from './line.ts';
import { text } from './text.ts';

export interface RadialLabel {
  /** Angle of the anchor point (radians from 12 o'clock, clockwise). */
  angle: number;
  text: string;
}

/**
 * Labels outside a circle of radius r: a leader from the rim out to a short elbow, the text
 * beyond it, labels on each side pushed apart vertically so that none overlap, and kept within
 * [top, bottom]. A label too wide for the room beside the circle wraps onto more lines at the
 * body size; only a single word wider than the room is shortened, with an ellipsis.
 */
export function radialLabels(cx: number, cy: number, r: number, labels: RadialLabel[], theme: Theme, bounds: { top: number; bottom: number; left?: number; right?: number }): SceneNode[] {
  const fs = theme.fontSize;
  const lh = lineHeight(fs);
  const placed = labels.map((l) => {
    const right = Math.sin(l.angle) >= 0;
    const [x2, y] = polar(cx, cy, r + fs * 0.7, l.angle);
    const x3 = right ? Math.max(x2, cx) + fs * 0.4 : Math.min(x2, cx) - fs * 0.4;
    const tx = x3 + (right ? 2 : -2);
    const room = right ? (bounds.right ?? Infinity) - tx : tx - (bounds.left ?? -Infinity);
    const lines = wrapText(l.text, room, fs).map((line) => shortenTo(line, room, fs));
    return { ...l, right, x2, x3, tx, lines, height: lines.length * lh, y, want: y };
  });
  for (const side of [true, false]) {
    const list = placed.filter((p) => p.right === side).sort((a, b) => a.want - b.want);
    for (let k = 1; k < list.length; k++) {
      const prev = list[k - 1];
      const cur = list[k];
      const apart = prev && cur ? (prev.height + cur.height) / 2 + fs * 0.2 : 0;
      if (prev && cur && cur.y < prev.y + apart) cur.y = prev.y + apart;
    }
    const last = list[list.length - 1];
    const overflow = last ? last.y + last.height / 2 - bounds.bottom : 0;
    if (overflow > 0) for (const p of list) p.y -= overflow;
    const first = list[0];
    const under = first ? bounds.top - (first.y - first.height / 2) : 0;
    if (under > 0) for (const p of list) p.y += under;
  }
  const nodes: SceneNode[] = [];
  for (const p of placed) {
    const [x1, y1] = polar(cx, cy, r, p.angle);
    nodes.push(line([[x1, y1], [p.x2, p.y], [p.x3, p.y]], theme, { strokeWidth: theme.axisWidth * 0.7, lineJoin: 'miter' }));
    p.lines.forEach((content, k) => {
      const y = p.y + (k - (p.lines.length - 1) / 2) * lh;
      nodes.push(text(p.tx, y, content, theme, { anchor: p.right ? 'start' : 'end', baseline: 'middle' }));
    });
  }
  return nodes;
}

/**
 * Height the taller side of radialLabels needs when each label wraps at `room`: a figure
 * shorter than that cannot stack them without overlap, and grows instead.
 */
export function radialLabelsHeight(labels: RadialLabel[], theme: Theme, room: number): number {
  const fs = theme.fontSize;
  const side = (right: boolean): number =>
    labels.filter((l) => Math.sin(l.angle) >= 0 === right).reduce((h, l) => h + wrapText(l.text, room, fs).length * lineHeight(fs) + fs * 0.2, 0);
  return Math.max(side(true), side(false));
}

/** The line as it is when it fits the room, else cut with an ellipsis (a number is never cut). */
function shortenTo(line: string, room: number, size: number): string {
  if (textWidth(line, size) <= room || /^[\s(\d.,%\u2212+-]*\)?$/.test(line)) return line;
  let text = line;
  while (text.length > 2 && textWidth(`${text}\u2026`, size) > room) text = text.slice(0, -1);
  return `${text.trimEnd()}\u2026`;
}
