// Which panels a researcher named: by letter ("panel B", "panels A and C"), by place ("the
// top-left panel", "the top row", "the left two panels", "the right column") or by order ("the
// second panel"). The answer is a set of panels whose joint box holds no other panel, since a
// crop keeps one rectangle; anything else is refused naming what the figure has.
import { EngineError } from '../../shared/errors.ts';
import type { Box } from './layout.ts';
import type { Panel, PanelLayout } from './types.ts';

export type Vertical = 'top' | 'middle' | 'bottom';
export type Horizontal = 'left' | 'middle' | 'right';

export type PanelSelection =
  | { by: 'letters'; letters: string[] }
  /** `unit` panel: one panel at that place; row / column: the whole row or column; `count`: that many panels from that side. */
  | { by: 'place'; vertical?: Vertical; horizontal?: Horizontal; unit: 'panel' | 'row' | 'column' | 'panels'; count?: number }
  /** 0-based place in reading order; -1 the last. `count`: that many panels from there ("the first two", "the last three"). */
  | { by: 'order'; index: number; count?: number }
  /** 0-based places in reading order that are not one run: "panels 1 and 3". */
  | { by: 'orders'; indices: number[] }
  /** A row, a column, or the panel where they cross, by 0-based number (-1 the last): "the second row", "row 2, column 1". */
  | { by: 'grid'; row?: number; column?: number }
  /** Every panel but those named: "remove panel D", "drop the bottom row". */
  | { by: 'except'; selection: Exclude<PanelSelection, { by: 'except' }> };

/** Whether the selection names panels by letter, so that the letters must be read. */
export function namesLetters(selection: PanelSelection): boolean {
  return selection.by === 'letters' || (selection.by === 'except' && namesLetters(selection.selection));
}

function describe(layout: PanelLayout): string {
  const { panels, rows, columns } = layout;
  const lettered = panels.filter((p) => p.letter);
  const shape = panels.length === 1 ? 'one panel' : `${panels.length} panels (${rows} ${rows === 1 ? 'row' : 'rows'}, ${columns} ${columns === 1 ? 'column' : 'columns'})`;
  if (!layout.lettered) return `The figure has ${shape}.`;
  if (lettered.length === 0) return `The figure has ${shape} and no panel letters were read.`;
  return `The figure has ${shape}, lettered ${lettered.map((p) => p.letter).join(', ')}${lettered.length < panels.length ? ` (${panels.length - lettered.length} without a letter read)` : ''}.`;
}

function refuse(layout: PanelLayout, what: string): never {
  throw new EngineError('PANEL_NOT_FOUND', `${what} ${describe(layout)}`);
}

/** The extreme line (row or column index) on one side, or the middle one of an odd count. */
function line(side: Vertical | Horizontal, count: number, layout: PanelLayout, what: string): number {
  if (side === 'top' || side === 'left') return 0;
  if (side === 'bottom' || side === 'right') return count - 1;
  if (count % 2 === 0) refuse(layout, `There is no middle ${what}: the figure has ${count}.`);
  return (count - 1) / 2;
}

function byPlace(layout: PanelLayout, s: Extract<PanelSelection, { by: 'place' }>): Panel[] {
  const { panels, rows, columns } = layout;
  const named = `the ${[s.vertical, s.horizontal].filter(Boolean).join('-')} ${s.unit === 'panels' ? `${s.count ?? ''} panels`.replace('  ', ' ') : s.unit}`.replace(/\s+/g, ' ');
  if (s.unit === 'row') {
    if (!s.vertical) refuse(layout, `Which row is ${named}?`);
    return panels.filter((p) => p.row === line(s.vertical!, rows, layout, 'row'));
  }
  if (s.unit === 'column') {
    if (!s.horizontal) refuse(layout, `Which column is ${named}?`);
    return panels.filter((p) => p.column === line(s.horizontal!, columns, layout, 'column'));
  }
  if (s.unit === 'panels' && s.count !== undefined) {
    // "The left two panels": the left column when it has that many, else the first panels of a single row.
    const n = s.count;
    const side = s.horizontal ?? s.vertical;
    const candidates: Panel[][] = [];
    if (s.horizontal) {
      const c = line(s.horizontal, columns, layout, 'column');
      candidates.push(panels.filter((p) => p.column === c));
      if (rows === 1) candidates.push([...panels].sort((a, b) => (s.horizontal === 'right' ? b.box.x0 - a.box.x0 : a.box.x0 - b.box.x0)).slice(0, n));
    }
    if (s.vertical) {
      const r = line(s.vertical, rows, layout, 'row');
      candidates.push(panels.filter((p) => p.row === r));
      if (columns === 1) candidates.push([...panels].sort((a, b) => (s.vertical === 'bottom' ? b.box.y0 - a.box.y0 : a.box.y0 - b.box.y0)).slice(0, n));
    }
    const fit = candidates.find((c) => c.length === n);
    if (!fit || !side) refuse(layout, `There are no ${n} panels that are ${named}.`);
    return fit;
  }
  // One panel by its place: the row first, then the column within that row.
  let pool = panels;
  if (s.vertical) {
    const r = line(s.vertical, rows, layout, 'row');
    pool = pool.filter((p) => p.row === r);
  }
  if (s.horizontal) {
    const inPool = [...new Set(pool.map((p) => p.column))].sort((a, b) => a - b);
    const c = inPool[line(s.horizontal, inPool.length, layout, 'column')];
    pool = pool.filter((p) => p.column === c);
  }
  if (s.unit === 'panels') return pool;
  if (pool.length !== 1) refuse(layout, `${named[0]!.toUpperCase()}${named.slice(1)} is not one panel: ${pool.length === 0 ? 'none is there' : `${pool.length} panels are`}.`);
  return pool;
}

/** The panels of a row or column by its number, or the one where a row and a column cross. */
function byGrid(layout: PanelLayout, s: Extract<PanelSelection, { by: 'grid' }>): Panel[] {
  const at = (index: number, count: number, what: string): number => {
    const i = index < 0 ? count + index : index;
    if (i < 0 || i >= count) refuse(layout, `There is no ${what} ${index + 1}.`);
    return i;
  };
  const row = s.row === undefined ? null : at(s.row, layout.rows, 'row');
  const column = s.column === undefined ? null : at(s.column, layout.columns, 'column');
  const chosen = layout.panels.filter((p) => (row === null || p.row === row) && (column === null || p.column === column));
  if (chosen.length === 0) refuse(layout, `No panel is in row ${row! + 1}, column ${column! + 1}.`);
  return chosen;
}

function select(layout: PanelLayout, s: PanelSelection): Panel[] {
  const { panels } = layout;
  if (s.by === 'except') {
    const dropped = select(layout, s.selection);
    const kept = panels.filter((p) => !dropped.includes(p));
    if (kept.length === 0) refuse(layout, 'That removes every panel.');
    return kept;
  }
  if (s.by === 'letters') {
    const missing = s.letters.filter((l) => !panels.some((p) => p.letter === l));
    if (missing.length > 0) refuse(layout, `The figure has no panel ${missing.join(', ')}.`);
    return panels.filter((p) => s.letters.includes(p.letter!));
  }
  if (s.by === 'order') {
    const n = s.count ?? 1;
    const i = s.index < 0 ? panels.length - n : s.index;
    if (panels.length < 2 || i < 0 || i + n > panels.length) refuse(layout, n > 1 ? `There are not ${n} panels there.` : `There is no panel number ${s.index + 1}.`);
    return panels.slice(i, i + n);
  }
  if (s.by === 'orders') {
    const missing = s.indices.filter((i) => i >= panels.length);
    if (panels.length < 2 || missing.length > 0) refuse(layout, `There is no panel number ${missing.map((i) => i + 1).join(', ') || s.indices[0]! + 1}.`);
    return s.indices.map((i) => panels[i]!);
  }
  if (panels.length < 2) refuse(layout, 'Only a figure of several panels has panels to choose from.');
  if (s.by === 'grid') return byGrid(layout, s);
  return byPlace(layout, s);
}

function union(boxes: Box[]): Box {
  return { x0: Math.min(...boxes.map((b) => b.x0)), y0: Math.min(...boxes.map((b) => b.y0)), x1: Math.max(...boxes.map((b) => b.x1)), y1: Math.max(...boxes.map((b) => b.y1)) };
}

function overlaps(a: Box, b: Box): boolean {
  return Math.min(a.x1, b.x1) > Math.max(a.x0, b.x0) && Math.min(a.y1, b.y1) > Math.max(a.y0, b.y0);
}

/** The box to crop to for the selection: the panels chosen, with no other panel inside. */
export function choosePanels(layout: PanelLayout, selection: PanelSelection): Box {
  const chosen = select(layout, selection);
  const box = union(chosen.map((p) => p.box));
  const intruder = layout.panels.find((p) => !chosen.includes(p) && overlaps(p.box, box));
  if (intruder && selection.by === 'except') {
    refuse(layout, `The panels left do not form one rectangle, so no crop removes ${intruder.letter ? `panel ${intruder.letter}` : 'that panel'}; blanking it needs a mask over it ("remove" with a mask).`);
  }
  if (intruder) refuse(layout, `The panels named do not form one rectangle: ${intruder.letter ? `panel ${intruder.letter}` : 'another panel'} lies between them.`);
  return box;
}
