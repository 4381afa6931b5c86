// Polar geometry for pies, rings and radar charts: angles in radians from 12 o'clock,
// clockwise (as transforms/ gives them), ring sectors drawn as cubic Béziers, and labels
// set outside a circle with leaders.
import { lineHeight, textWidth, wrapText } from './textFit.ts';
import type { PathCommand, SceneNode } from '../render/scene.ts';
import type { Theme } from './theme.ts';

/** A point at radius r and angle a (radians from 12 o'clock, clockwise). */
export function polar(cx: number, cy: number, r: number, a: number): [number, number] {
  return [cx + r * Math.sin(a), cy - r * Math.cos(a)];
}

/** Arc commands from a0 to a1 at radius r (no initial move), split into Bézier pieces of at most 90°. */
function arcCommands(cx: number, cy: number, r: number, a0: number, a1: number): PathCommand[] {
  const out: PathCommand[] = [];
  const pieces = Math.max(1, Math.ceil(Math.abs(a1 - a0) / (Math.PI / 2)));
  const step = (a1 - a0) / pieces;
  const k = (4 / 3) * Math.tan(step / 4);
  for (let i = 0; i < pieces; i++) {
    const s = a0 + i * step;
    const e = s + step;
    const [x0, y0] = polar(cx, cy, r, s);
    const [x3, y3] = polar(cx, cy, r, e);
    // Tangent of (sin a, −cos a) along increasing a is (cos a, sin a).
    out.push(['C', x0 + k * r * Math.cos(s), y0 + k * r * Math.sin(s), x3 - k * r * Math.cos(e), y3 - k * r * Math.sin(e), x3, y3]);
  }
  return out;
}

/** A ring sector (a pie slice when r0 = 0) between angles a0 < a1. */
export function sectorPath(cx: number, cy: number, r0: number, r1: number, a0: number, a1: number): PathCommand[] {
  const full = a1 - a0 >= 2 * Math.PI - 1e-9;
  const commands: PathCommand[] = [['M', ...polar(cx, cy, r1, a0)], ...arcCommands(cx, cy, r1, a0, a1)];
  if (full) {
    commands.push(['Z']);
    if (r0 > 0) commands.push(['M', ...polar(cx, cy, r0, a1)], ...arcCommands(cx, cy, r0, a1, a0), ['Z']);
    return commands;
  }
  if (r0 > 0) commands.push(['L', ...polar(cx, cy, r0, a1)], ...arcCommands(cx, cy, r0, a1, a0));
  else commands.push(['L', cx, cy]);
  commands.push(['Z']);
  return commands;
}

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
    nodes.push({ type: 'polyline', points: [[x1, y1], [p.x2, p.y], [p.x3, p.y]], stroke: theme.ink, strokeWidth: theme.axisWidth * 0.7 });
    p.lines.forEach((text, k) => {
      const y = p.y + (k - (p.lines.length - 1) / 2) * lh;
      nodes.push({ type: 'text', x: p.tx, y, text, size: fs, weight: 'normal', anchor: p.right ? 'start' : 'end', baseline: 'middle', color: theme.ink });
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
