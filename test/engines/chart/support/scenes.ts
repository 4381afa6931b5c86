// A chart drawn as the tests draw it, by its chart type on a journal's theme, and read as a
// reader of the figure reads it: its words, its plots' frames and the marks in each; and a
// drawing refused, with its reason.
import type { ChartType } from '../../../../engines/chart/chartTypes.ts';
import { CHARTS } from '../../../../engines/chart/charts/index.ts';
import type { Table } from '../../../../engines/chart/data/types.ts';
import { ChartError } from '../../../../engines/chart/index.ts';
import { themeFor } from '../../../../engines/chart/plot/theme.ts';
import { textNodes, type LineNode, type Scene, type SceneNode } from '../../../../engines/chart/render/scene.ts';
import { emptySpec, type ChartSpec } from '../../../../engines/chart/spec.ts';
import type { FigureWidth, JournalStyleName } from '../../../../engines/chart/style/journals.ts';

/** A spec of `type` with `extra` set and the rest as a new spec has it. */
export function spec(type: ChartType, extra: Partial<ChartSpec>): ChartSpec {
  return { ...emptySpec(type), ...extra };
}

/** The chart of `s` drawn from `table` at a journal's style and width, in the Okabe–Ito palette. */
export function draw(table: Table, s: ChartSpec, journal: JournalStyleName = 'default', width: FigureWidth = 'double'): Scene {
  return CHARTS[s.type]({ table, spec: s, theme: themeFor(journal, width, 'okabe_ito') });
}

/** The ChartError that `run` throws (any other error is thrown on); a run that throws none fails. */
export function refusal(run: () => unknown): ChartError {
  try {
    run();
  } catch (error) {
    if (error instanceof ChartError) return error;
    throw error;
  }
  throw new Error('not refused');
}

/** Every text of the figure, in drawing order. */
export function texts(scene: Scene): string[] {
  return textNodes(scene.nodes).map((t) => t.text);
}

/** Every mark of a scene, groups opened, in drawing order. */
export function flat(nodes: readonly SceneNode[]): SceneNode[] {
  return nodes.flatMap((n) => (n.type === 'group' ? flat(n.children) : [n]));
}

export interface Frame {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The plots' frames: each plot's (each panel's) two axis lines, square-capped and drawn outside
 * the clipped marks; top to bottom, left to right.
 */
export function frames(scene: Scene): Frame[] {
  const axes = scene.nodes.filter((n): n is LineNode => n.type === 'line' && n.lineCap === 'square');
  return axes
    .filter((l) => l.y1 === l.y2)
    .map((b) => {
      const left = axes.find((l) => l.x1 === l.x2 && l.x1 === b.x1 && Math.abs(l.y2 - b.y1) < 1e-6);
      return { x: b.x1, y: left?.y1 ?? NaN, width: b.x2 - b.x1, height: b.y1 - (left?.y1 ?? NaN) };
    })
    .sort((a, b) => a.y - b.y || a.x - b.x);
}

/** The marks of each plot (each panel): the children of the clipped groups, top to bottom, left to right. */
export function plotMarks(scene: Scene): SceneNode[][] {
  return scene.nodes
    .filter((n): n is Extract<SceneNode, { type: 'group' }> => n.type === 'group' && n.clip !== undefined)
    .sort((a, b) => (a.clip?.y ?? 0) - (b.clip?.y ?? 0) || (a.clip?.x ?? 0) - (b.clip?.x ?? 0))
    .map((g) => g.children);
}
