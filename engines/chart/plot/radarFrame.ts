// The polar frame of a radar chart: spokes from the centre, concentric polygonal grid lines at
// fractions of each axis's range, and axis names (with their range) around the outside, placed
// by angle so that they never run into the web. Axis k sits at angle[k] (radians from 12 o'clock,
// clockwise), as transforms/radar.ts radarLayout gives it. The web is the figure's grid layer and
// the names its axes layer (figure.ts).
import { area } from '../marks/area.ts';
import { rule } from '../marks/rule.ts';
import { text } from '../marks/text.ts';
import type { SceneNode } from '../render/scene.ts';
import type { Layers } from './figure.ts';
import type { Rect } from './rect.ts';
import { polar } from './polar.ts';
import { textWidth } from './textFit.ts';
import { smallerText, type Theme } from './theme.ts';

export interface RadarFrameAxis {
  name: string;
  angle: number;
  /** Second line under the name, e.g. the axis range. */
  note?: string;
}

export interface RadarFrame {
  cx: number;
  cy: number;
  r: number;
  layers: Layers;
}

/** The largest web that fits in `room` with its labels, the web's lines and the labels. */
export function radarFrame(room: Rect, axes: RadarFrameAxis[], theme: Theme, rings = 4): RadarFrame {
  const fs = theme.fontSize;
  const gap = fs * 0.5;
  const noteSize = smallerText(theme, 0.85);
  // Long names on a small web break at the space nearest their middle.
  const nameLines = axes.map((a) => {
    if (!a.name.includes(' ') || textWidth(a.name, fs) <= room.width * 0.2) return [a.name];
    const spaces = [...a.name.matchAll(/ /g)].map((m) => m.index ?? 0);
    const cut = spaces.reduce((best, i) => (Math.abs(i - a.name.length / 2) < Math.abs(best - a.name.length / 2) ? i : best), spaces[0] ?? 0);
    return [a.name.slice(0, cut), a.name.slice(cut + 1)];
  });
  const linesOf = (k: number): string[] => [...(nameLines[k] ?? []), ...(axes[k]?.note ? [axes[k]?.note ?? ''] : [])];
  // The radius where every label fits: for each axis, the room its label needs across and along.
  let r = Math.min(room.width, room.height) / 2;
  axes.forEach((a, k) => {
    const lines = linesOf(k);
    const labelH = fs * 1.2 * lines.length;
    const w = Math.max(...lines.map((l, i) => textWidth(l, i < (nameLines[k]?.length ?? 1) ? fs : noteSize)));
    const sx = Math.abs(Math.sin(a.angle));
    const cy = Math.abs(Math.cos(a.angle));
    const needX = sx > 0.2 ? w + gap : w / 2;
    const needY = cy > 0.2 ? labelH + gap : labelH / 2;
    r = Math.min(r, (room.width / 2 - needX) / Math.max(sx, 1e-6), (room.height / 2 - needY) / Math.max(cy, 1e-6));
  });
  r = Math.max(10, r);
  const cx = room.x + room.width / 2;
  const cy = room.y + room.height / 2;
  const web: SceneNode[] = [];
  const labels: SceneNode[] = [];
  const grid = '#BBBBBB';
  for (let k = 1; k <= rings; k++) {
    const rr = (r * k) / rings;
    web.push(area(axes.map((a) => polar(cx, cy, rr, a.angle)), theme, { fill: 'none', stroke: grid, strokeWidth: theme.axisWidth * (k === rings ? 1 : 0.6), lineJoin: 'miter' }));
  }
  axes.forEach((a, k) => {
    const [x, y] = polar(cx, cy, r, a.angle);
    web.push(rule(cx, cy, x, y, theme, { stroke: grid, strokeWidth: theme.axisWidth * 0.6 }));
    const [lx, ly] = polar(cx, cy, r + gap, a.angle);
    const s = Math.sin(a.angle);
    const c = Math.cos(a.angle);
    const anchor = s > 0.2 ? 'start' : s < -0.2 ? 'end' : 'middle';
    const lines = linesOf(k);
    const nameCount = nameLines[k]?.length ?? 1;
    const labelH = fs * 1.2 * lines.length;
    // Top labels grow upwards, bottom labels downwards, side labels centred on the spoke.
    const top = c > 0.2 ? ly - labelH : c < -0.2 ? ly : ly - labelH / 2;
    lines.forEach((line, i) => {
      const note = i >= nameCount;
      labels.push(text(lx, top + fs * 0.95 + i * fs * 1.2, line, theme, { size: note ? noteSize : fs, anchor, color: note ? '#555555' : theme.ink }));
    });
  });
  return { cx, cy, r, layers: { grid: web, axes: labels } };
}
