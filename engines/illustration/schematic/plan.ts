// What a schematic will show and where, decided before anything is drawn: the prompt read into
// a scene (scene.ts), each subject's icon (or none), colour and place, its callouts, the arrows
// the scene names, the title and the note that says no image model made it. Pure and
// deterministic, so tests can check the choices without reading pixels.
import { EngineError } from '../../shared/errors.ts';
import { said } from '../../shared/said.ts';
import { pixelSize } from '../../shared/aspectRatios.ts';
import type { IllustrationRequest } from '../types.ts';
import { compareLayout } from './compareLayout.ts';
import { cycleLayout } from './cycleLayout.ts';
import { orderForArrows, sceneArrows, type ArrowLabel } from './arrows.ts';
import type { Arrangement, Arrow, Callout, LayoutItem, PlacedItem, Rect, Scale } from './geometry.ts';
import { bestGrid, placeGrid } from './gridLayout.ts';
import { matchIcon, type IconMatch } from './iconIndex.ts';
import { resolvePalette } from './palette.ts';
import type { Structure } from './prompt.ts';
import { readScene } from './scene.ts';
import type { Scene, SceneLayout, SceneSubject } from './sceneTypes.ts';
import { isKnownStyle, resolveStyle, type SchematicStyle } from './styles.ts';
import { drawable, textWidth, wrapText } from './text.ts';

/** The note every schematic carries, at least as large as its labels, so nobody takes it for a generated picture. */
export const FOOTER_TEXT = 'Schematic: icons and labels drawn without an image model';

export interface SchematicElement {
  label: string;
  /** `set:name` of the icon, or null: the element is a labelled box. */
  icon: string | null;
  /** The prompt's words the icon was chosen for. */
  matchedWord: string | null;
  matchedVia: IconMatch['via'] | null;
  color: string;
  /** Icon square, or the box of an element without icon. */
  shape: Rect;
  boxed: boolean;
  lines: string[];
  labelRect: Rect;
  /** Panel letter (A, B, ...) in the scientific style. */
  marker: string | null;
  /** Where the letter's glyph sits: outside the element's top-left, clear of its outline and label. */
  markerRect: Rect | null;
  side: number | null;
  /** How many of the thing to draw (the icon repeated, up to six). */
  count: number;
  /** The subject's parts, each a name beside the icon with a line pointing at it. */
  callouts: Callout[];
}

export interface TextBlock {
  text: string;
  lines: string[];
  rect: Rect;
  size: number;
}

export interface SchematicPlan {
  width: number;
  height: number;
  style: SchematicStyle;
  structure: Structure;
  /** The prompt as read: what every element and arrow stands for. */
  scene: Scene;
  palette: string[];
  title: TextBlock | null;
  /** The editorial style's coloured band behind the title. */
  titleBand: Rect | null;
  elements: SchematicElement[];
  arrows: Arrow[];
  /** Words naming a relation, written by its arrow ("attacking"). */
  arrowLabels: ArrowLabel[];
  panels: Rect[];
  badge: { x: number; y: number; r: number } | null;
  labelSize: number;
  iconSize: number;
  /** Font size of the panel letters. */
  markerSize: number;
  unit: number;
  footer: TextBlock;
  /** Seeds the hand-drawn styles' wobble: the same request draws the same strokes. */
  seed: string;
}

function scaleOf(width: number, height: number, count: number): Scale {
  const unit = Math.sqrt(width * height) / 1024;
  // A few elements may be drawn larger; many at that size would crowd the canvas.
  const maxIcon = (count <= 3 ? 240 : 190) * unit;
  return { unit, labelSize: Math.min(44, Math.max(13, 21 * unit)), minLabelSize: Math.max(12, 12 * unit), maxIcon };
}

const STRUCTURE: Readonly<Record<SceneLayout, Structure>> = { flow: 'flow', cycle: 'cycle', comparison: 'compare', set: 'grid', single: 'grid' };

function arrange(structure: Structure, items: LayoutItem[], sides: Array<number | null>, area: Rect, scale: Scale, roomForArrows: boolean): Arrangement | null {
  if (structure === 'compare') {
    const count = Math.max(...sides.map((s) => s ?? 0)) + 1;
    const order = Array.from({ length: count }, (_, k) => items.map((_, i) => i).filter((i) => (sides[i] ?? 0) === k));
    const laid = compareLayout(order.map((side) => side.map((i) => items[i]!)), area, scale);
    if (!laid) return null;
    // The panels hold their items side by side; each item goes back to its thing's place in the scene.
    const placed: PlacedItem[] = new Array(items.length);
    order.flat().forEach((i, k) => (placed[i] = laid.items[k]!));
    return { ...laid, items: placed };
  }
  if (structure === 'cycle') {
    const cycle = cycleLayout(items, area, scale);
    if (cycle) return cycle;
  }
  const sequence = structure === 'flow' || structure === 'cycle';
  const arrows = sequence || roomForArrows;
  const sizing = bestGrid(items, area, scale, { arrows }) ?? bestGrid(items, area, { ...scale, minLabelSize: 10 }, { arrows });
  return sizing ? placeGrid(items, area, sizing, arrows, sequence) : null;
}

/** The bounds of the ring the scientific style draws round an icon (render.ts draws it from the icon's square). */
export function scientificRing(square: Rect): Rect {
  const r = square.width / 2;
  return { x: square.x + r * 0.28, y: square.y + r * 0.26, width: r * 1.6, height: r * 1.6 };
}

/** A panel letter's glyph box, up and to the left of the element's outline, a clear gap from it. */
function markerPlace(letter: string, size: number, outline: Rect): Rect {
  const width = textWidth(letter, size, 'bold');
  const height = size * 0.72;
  const gap = Math.max(5, size * 0.3);
  return { x: outline.x - width - gap, y: outline.y - height - gap * 0.6, width, height };
}

export function planSchematic(request: IllustrationRequest): SchematicPlan {
  if (!isKnownStyle(request.style)) throw new EngineError('STYLE_UNKNOWN', `The style ${said(request.style ?? '', 'asked for')} is not one the schematic engine draws.`);
  const { width, height } = pixelSize(request.aspectRatio, request.quality);
  const style = resolveStyle(request.style, request.prompt);
  const palette = resolvePalette(request.palette);
  const read = readScene(request.prompt);
  const scene: Scene = { ...read, subjects: read.subjects.map((x) => ({ ...x, label: drawable(x.label), parts: x.parts.map(drawable).filter(Boolean), caption: x.caption ? drawable(x.caption) : null })) };
  if (scene.subjects.length === 0 || scene.subjects.some((x) => x.label.length === 0)) {
    throw new EngineError('NOTHING_TO_DRAW', 'The prompt names nothing the schematic engine can draw; name the things the figure should show, for example "cell, virus, antibody".');
  }
  // Arrows read forwards: a subject is placed before those it points at.
  const order = orderForArrows(scene.subjects.length, scene.arrows);
  const subjects = order.map((k) => scene.subjects[k]!);
  const structure = STRUCTURE[scene.layout];
  const scale = scaleOf(width, height, subjects.length);
  const margin = Math.max(16, Math.round(0.045 * Math.min(width, height)));

  // The note is set at the largest label size and in the labels' ink: as readable as any label.
  const footerSize = scale.labelSize;
  const footerLines = wrapText(FOOTER_TEXT, footerSize, width - 2 * margin, 2);
  const footerW = Math.max(...footerLines.map((l) => textWidth(l, footerSize)));
  const footerH = footerLines.length * footerSize * 1.25;
  const footerRect = { x: (width - footerW) / 2, y: height - margin * 0.6 - footerH, width: footerW, height: footerH };
  const footer = { text: FOOTER_TEXT, lines: footerLines, rect: footerRect, size: footerSize };

  let top = margin;
  let title: TextBlock | null = null;
  let titleBand: Rect | null = null;
  const titleText = scene.title ? drawable(scene.title) : '';
  if (titleText || style === 'editorial') {
    // The editorial style always leads with a headline: the prompt's own heading, or the prompt.
    const text = titleText || drawable(request.prompt.replace(/\s*(?:-{1,2}|=)>\s*/g, ' → ').replace(/\s+/g, ' ').trim().replace(/^./, (c) => c.toUpperCase()));
    const size = Math.min(64, Math.max(17, 30 * scale.unit));
    const lines = wrapText(text, size, width - 2 * margin, 2, 'bold');
    const lineW = Math.max(...lines.map((l) => textWidth(l, size, 'bold')));
    const blockH = lines.length * size * 1.2;
    if (style === 'editorial') {
      const bandH = margin * 0.7 + blockH + margin * 0.6;
      titleBand = { x: 0, y: 0, width, height: bandH };
      title = { text, lines, rect: { x: margin, y: margin * 0.7, width: lineW, height: blockH }, size };
      top = bandH + margin * 0.7;
    } else {
      title = { text, lines, rect: { x: (width - lineW) / 2, y: margin, width: lineW, height: blockH }, size };
      top = margin + blockH + size * 0.6;
    }
  }
  const area: Rect = { x: margin, y: top, width: width - 2 * margin, height: footerRect.y - margin * 0.5 - top };

  const matches = subjects.map((p) => matchIcon(p));
  // A cycle has no room beside its elements: parts are named in the label.
  const labelOf = (x: SceneSubject) => {
    const caption = x.caption ? ` “${x.caption}”` : '';
    const parts = structure === 'cycle' && x.parts.length > 0 ? ` (${x.parts.join(', ')})` : '';
    return `${x.label}${caption}${parts}`;
  };
  const items: LayoutItem[] = subjects.map((p, i) => ({ label: labelOf(p), boxed: matches[i] === null, ...(structure === 'cycle' ? {} : { callouts: p.parts }) }));
  const sides = subjects.map((p) => p.side ?? null);
  const chain = scene.arrows.length === subjects.length - 1 && scene.arrows.every((a) => order.indexOf(a.to) === order.indexOf(a.from) + 1);
  const sequence = structure === 'cycle' || (structure === 'flow' && chain);
  const arrangement = arrange(structure === 'flow' && !sequence ? 'grid' : structure, items, sides, area, scale, scene.arrows.length > 0);
  if (!arrangement) throw new EngineError('SCHEMATIC_DOES_NOT_FIT', 'The prompt names more things than fit this aspect ratio; name fewer or choose a larger ratio.');

  const markerSize = Math.max(13, arrangement.labelSize * 1.25);
  const elements: SchematicElement[] = subjects.map((p, i) => {
    const placed = arrangement.items[i]!;
    const marker = style === 'scientific' ? String.fromCharCode(65 + i) : null;
    const match = matches[i] ?? null;
    const colourIndex = structure === 'compare' ? (p.side ?? 0) : i;
    return {
      label: items[i]!.label,
      icon: match?.ref ?? null,
      matchedWord: match?.word ?? null,
      matchedVia: match?.via ?? null,
      color: palette[colourIndex % palette.length]!,
      shape: placed.shape,
      boxed: placed.boxed,
      lines: placed.lines,
      labelRect: placed.label,
      marker,
      markerRect: marker ? markerPlace(marker, markerSize, placed.boxed ? placed.shape : scientificRing(placed.shape)) : null,
      side: p.side ?? null,
      count: p.count,
      callouts: placed.callouts ?? [],
    };
  });
  // The scene's arrows between placed elements, unless the layout already drew them in sequence.
  const drawn = sequence ? { arrows: arrangement.arrows, labels: [] } : sceneArrows(scene.arrows, order, arrangement.items, arrangement.labelSize);

  return {
    width,
    height,
    style,
    structure,
    scene,
    palette,
    title,
    titleBand,
    elements,
    arrows: drawn.arrows,
    arrowLabels: drawn.labels,
    panels: arrangement.panels,
    badge: arrangement.badge,
    labelSize: arrangement.labelSize,
    iconSize: arrangement.iconSize,
    markerSize,
    unit: scale.unit,
    footer,
    seed: [request.prompt, request.aspectRatio, request.quality, style, palette.join(',')].join('|'),
  };
}
