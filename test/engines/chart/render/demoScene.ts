// A small figure that uses every kind of scene node: axes with ticks and labels, a line, points,
// a rotated axis title, a clip group and a translucent band. Rendered to every format by the tests.

import { mmToPt, type Scene, type SceneNode } from '../../../../engines/chart/render/scene.ts';
import { palettes } from '../../../../engines/shared/palettes.ts';

export const DEMO_LABELS = {
  title: 'Growth of culture A',
  xAxis: 'Time (h)',
  yAxis: 'Optical density',
  legend: 'Fit µ = 0.42 h⁻¹',
};

/** An 89 mm x 60 mm figure (Nature single column). */
export function demoScene(): Scene {
  const width = mmToPt(89);
  const height = mmToPt(60);
  const plot = { left: 42, top: 22, right: width - 10, bottom: height - 30 };
  const [c1, c2] = palettes.okabe_ito.colors;
  const x = (t: number): number => plot.left + (t / 10) * (plot.right - plot.left);
  const y = (v: number): number => plot.bottom - (v / 1.2) * (plot.bottom - plot.top);
  const nodes: SceneNode[] = [];
  const axis = { stroke: '#000000', strokeWidth: 0.5, lineCap: 'square' as const };
  nodes.push({ type: 'line', x1: plot.left, y1: plot.bottom, x2: plot.right, y2: plot.bottom, ...axis });
  nodes.push({ type: 'line', x1: plot.left, y1: plot.bottom, x2: plot.left, y2: plot.top, ...axis });
  for (let t = 0; t <= 10; t += 2) {
    nodes.push({ type: 'line', x1: x(t), y1: plot.bottom, x2: x(t), y2: plot.bottom + 3, stroke: '#000000', strokeWidth: 0.5 });
    nodes.push({ type: 'text', x: x(t), y: plot.bottom + 5, text: String(t), size: 6, weight: 'normal', anchor: 'middle', baseline: 'hanging', color: '#000000' });
  }
  for (let v = 0; v <= 1.2001; v += 0.4) {
    nodes.push({ type: 'line', x1: plot.left - 3, y1: y(v), x2: plot.left, y2: y(v), stroke: '#000000', strokeWidth: 0.5 });
    nodes.push({ type: 'text', x: plot.left - 5, y: y(v), text: v.toFixed(1), size: 6, weight: 'normal', anchor: 'end', baseline: 'middle', color: '#000000' });
  }
  nodes.push({ type: 'text', x: (plot.left + plot.right) / 2, y: height - 8, text: DEMO_LABELS.xAxis, size: 7, weight: 'normal', anchor: 'middle', baseline: 'alphabetic', color: '#000000' });
  nodes.push({ type: 'text', x: 12, y: (plot.top + plot.bottom) / 2, text: DEMO_LABELS.yAxis, size: 7, weight: 'normal', anchor: 'middle', baseline: 'hanging', rotate: -90, color: '#000000' });
  nodes.push({ type: 'text', x: plot.left, y: 12, text: DEMO_LABELS.title, size: 7, weight: 'bold', anchor: 'start', baseline: 'alphabetic', color: '#000000' });
  const times = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  const od = times.map((t) => 1.2 / (1 + Math.exp(-0.9 * (t - 5))));
  const data: SceneNode[] = [
    // A confidence band that runs past the plot edges: the clip must cut it.
    { type: 'path', commands: [['M', x(-1), y(0.2)], ['C', x(3), y(0.1), x(6), y(1.0), x(11), y(1.4)], ['L', x(11), y(1.0)], ['C', x(6), y(0.7), x(3), y(0.0), x(-1), y(-0.1)], ['Z']], fill: c2 ?? '#56B4E9', fillOpacity: 0.3 },
    { type: 'polyline', points: times.map((t, i) => [x(t), y((od[i] ?? 0) * 1.02)]), stroke: c1 ?? '#E69F00', strokeWidth: 1, lineJoin: 'round', dash: [3, 1.5] },
    ...times.map((t, i): SceneNode => ({ type: 'circle', cx: x(t), cy: y(od[i] ?? 0), r: 1.8, fill: c1 ?? '#E69F00', stroke: '#FFFFFF', strokeWidth: 0.3 })),
  ];
  nodes.push({ type: 'group', clip: { x: plot.left, y: plot.top, width: plot.right - plot.left, height: plot.bottom - plot.top }, children: data });
  // Legend, top left inside the plot, where the data leave room.
  nodes.push({ type: 'rect', x: plot.left + 6, y: plot.top + 4, width: 10, height: 5, fill: c2 ?? '#56B4E9', fillOpacity: 0.3, stroke: '#000000', strokeWidth: 0.25 });
  nodes.push({ type: 'text', x: plot.left + 19, y: plot.top + 6.5, text: DEMO_LABELS.legend, size: 6, weight: 'normal', italic: true, anchor: 'start', baseline: 'middle', color: '#000000' });
  return { width, height, background: '#FFFFFF', nodes };
}
