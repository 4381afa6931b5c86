// Draws a planned schematic as SVG and rasterises it with resvg (off the event loop:
// renderAsync runs on libuv's thread pool) in the shipped Arimo fonts, never system fonts.
// Each style is a way of drawing the same plan: the badge behind each icon, the icon variant,
// the arrows and the paper (docs/illustration-schematic.md).
import { renderAsync } from '@resvg/resvg-js';
import { allFontFaces } from '../../shared/fonts.ts';
import type { Rect } from './geometry.ts';
import { LINE_HEIGHT } from './geometry.ts';
import { findIcon } from './iconSets.ts';
import { inkOn, shade } from './palette.ts';
import type { SchematicElement, SchematicPlan, TextBlock } from './plan.ts';
import { seededRandom, type Random } from './prng.ts';
import type { SchematicStyle } from './styles.ts';
import { calloutLines } from './callouts.ts';
import { arrowPaths, roundedRect, wobblyEllipse, wobblyRect } from './strokes.ts';

const f1 = (v: number) => v.toFixed(1);
const INK = '#222222';
const GRAPHITE = '#3A3A3A';

interface Look {
  paper: string;
  arrow: string;
  /** Arrow stroke width per unit. */
  arrowWidth: number;
  labelColor: string;
  /** Icons drawn as outlines rather than filled shapes. */
  outline: boolean;
  /** Hand-drawn wobble of strokes, as a fraction of their size. */
  wobble: number;
}

const LOOKS: Record<SchematicStyle, Look> = {
  flat: { paper: '#FFFFFF', arrow: '#8A8A8A', arrowWidth: 4, labelColor: INK, outline: false, wobble: 0 },
  '2-5d': { paper: '#F6F7F9', arrow: '#7A7F87', arrowWidth: 4, labelColor: INK, outline: false, wobble: 0 },
  '3d': { paper: '#FFFFFF', arrow: '#6E6E6E', arrowWidth: 4.5, labelColor: INK, outline: false, wobble: 0 },
  'line-art': { paper: '#FFFFFF', arrow: '#555555', arrowWidth: 2.2, labelColor: INK, outline: true, wobble: 0 },
  line: { paper: '#FFFFFF', arrow: INK, arrowWidth: 1.4, labelColor: INK, outline: true, wobble: 0 },
  'hand-drawn': { paper: '#FFFEF7', arrow: '#444444', arrowWidth: 3, labelColor: '#2B2B2B', outline: false, wobble: 0.05 },
  sketch: { paper: '#FAFAF6', arrow: GRAPHITE, arrowWidth: 2, labelColor: GRAPHITE, outline: true, wobble: 0.04 },
  watercolor: { paper: '#FFFCF5', arrow: '#6B6560', arrowWidth: 2.5, labelColor: '#33302C', outline: false, wobble: 0.12 },
  editorial: { paper: '#FFFFFF', arrow: '#111111', arrowWidth: 5, labelColor: '#111111', outline: false, wobble: 0 },
  scientific: { paper: '#FFFFFF', arrow: '#000000', arrowWidth: 1.6, labelColor: '#111111', outline: true, wobble: 0 },
};

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The icon's SVG placed in a square, drawn in `color`; Lucide strokes scaled by `strokeScale`. */
function iconSvg(ref: string, outline: boolean, box: Rect, color: string, strokeScale = 1): string {
  const [set, name] = ref.split(':') as [string, string];
  const icon = (outline && set === 'healthicons' ? findIcon(`${set}:${name}-outline`) : null) ?? findIcon(ref);
  if (!icon) return '';
  const body = icon.stroked ? icon.body.replace(/stroke-width="2"/g, `stroke-width="${(2 * strokeScale).toFixed(2)}"`) : icon.body;
  return `<svg x="${f1(box.x)}" y="${f1(box.y)}" width="${f1(box.width)}" height="${f1(box.height)}" viewBox="0 0 ${icon.width} ${icon.height}" color="${color}">${body}</svg>`;
}

/** `count` copies of an icon in its square: one, or a small cluster (up to six; the label states a larger number). */
function iconsSvg(count: number, ref: string, outline: boolean, box: Rect, color: string, strokeScale = 1): string {
  const n = Math.min(Math.max(1, count), 6);
  if (n === 1) return iconSvg(ref, outline, box, color, strokeScale);
  const cols = n <= 2 ? 2 : n <= 4 ? 2 : 3;
  const rows = Math.ceil(n / cols);
  const side = Math.min(box.width / cols, box.height / rows) * 0.98;
  let out = '';
  for (let k = 0; k < n; k++) {
    const row = Math.floor(k / cols);
    const inRow = Math.min(cols, n - row * cols);
    const x = box.x + (box.width - inRow * side) / 2 + (k % cols) * side;
    const y = box.y + (box.height - rows * side) / 2 + row * side;
    out += iconSvg(ref, outline, { x, y, width: side, height: side }, color, strokeScale);
  }
  return out;
}

function centred(shape: Rect, fraction: number): Rect {
  const s = shape.width * fraction;
  return { x: shape.x + (shape.width - s) / 2, y: shape.y + (shape.height - s) / 2, width: s, height: s };
}

function textLines(block: { lines: string[]; rect: Rect }, size: number, color: string, anchor: 'middle' | 'start' | 'end', weight: 'normal' | 'bold' = 'normal'): string {
  const x = anchor === 'middle' ? block.rect.x + block.rect.width / 2 : anchor === 'end' ? block.rect.x + block.rect.width : block.rect.x;
  const lh = size * (weight === 'bold' ? 1.2 : LINE_HEIGHT);
  return block.lines
    .map((line, i) => `<text x="${f1(x)}" y="${f1(block.rect.y + i * lh + size * 0.98)}" font-family="Arimo" font-size="${f1(size)}" font-weight="${weight}" fill="${color}" text-anchor="${anchor}">${escapeXml(line)}</text>`)
    .join('');
}

/** Diagonal hatching clipped to a path: the sketch style's shading. */
function hatch(id: string, clip: string, bounds: Rect, spacing: number, color: string, width: number): string {
  let lines = '';
  const span = bounds.width + bounds.height;
  for (let t = 0; t < span; t += spacing) lines += `M${f1(bounds.x + t)} ${f1(bounds.y)}L${f1(bounds.x + t - bounds.height)} ${f1(bounds.y + bounds.height)}`;
  return `<clipPath id="${id}"><path d="${clip}"/></clipPath><path d="${lines}" stroke="${color}" stroke-width="${f1(width)}" stroke-opacity="0.55" clip-path="url(#${id})"/>`;
}

/** The badge behind an icon and the icon itself, in the style. */
function iconElement(el: SchematicElement, i: number, style: SchematicStyle, look: Look, unit: number, rand: Random): string {
  const s = el.shape;
  const cx = s.x + s.width / 2;
  const cy = s.y + s.height / 2;
  const r = s.width / 2;
  const ref = el.icon!;
  const c = el.color;
  switch (style) {
    case 'flat':
      return `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r)}" fill="${c}"/>${iconsSvg(el.count, ref, false, centred(s, 0.58), inkOn(c), 1.1)}`;
    case '2-5d': {
      const depth = s.width * 0.07;
      const tile = { x: s.x, y: s.y, width: s.width - depth, height: s.height - depth };
      const side = { ...tile, x: tile.x + depth, y: tile.y + depth };
      const glyph = centred(tile, 0.6);
      return (
        `<path d="${roundedRect(side, s.width * 0.18)}" fill="${shade(c, -0.35)}"/>` +
        `<path d="${roundedRect(tile, s.width * 0.18)}" fill="${c}"/>` +
        `<path d="${roundedRect({ ...tile, height: tile.height * 0.5 }, s.width * 0.18)}" fill="#FFFFFF" fill-opacity="0.12"/>` +
        iconsSvg(el.count, ref, false, { ...glyph, x: glyph.x - depth * 0.15, y: glyph.y - depth * 0.15 }, inkOn(c), 1.1)
      );
    }
    case '3d': {
      const rr = r * 0.9;
      const sy = cy - r * 0.06;
      return (
        `<ellipse cx="${f1(cx)}" cy="${f1(s.y + s.height - r * 0.1)}" rx="${f1(rr * 0.8)}" ry="${f1(r * 0.09)}" fill="#000000" fill-opacity="0.28" filter="url(#soft)"/>` +
        `<circle cx="${f1(cx)}" cy="${f1(sy)}" r="${f1(rr)}" fill="url(#sphere${i})"/>` +
        iconsSvg(el.count, ref, false, centred({ ...s, y: s.y - r * 0.06 }, 0.52), inkOn(c), 1.1)
      );
    }
    case 'line-art':
      return `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r - 1.5 * unit)}" fill="none" stroke="${c}" stroke-width="${f1(2.5 * unit)}"/>${iconsSvg(el.count, ref, true, centred(s, 0.6), c, 0.85)}`;
    case 'line':
      return `${iconsSvg(el.count, ref, true, centred(s, 0.82), INK, 0.7)}<path d="M${f1(cx - r * 0.3)} ${f1(s.y + s.height - 1.5 * unit)}H${f1(cx + r * 0.3)}" stroke="${c}" stroke-width="${f1(3 * unit)}" stroke-linecap="round"/>`;
    case 'hand-drawn': {
      const fill = wobblyEllipse(cx, cy, r * 0.94, r * 0.94, rand, look.wobble);
      const ring1 = wobblyEllipse(cx, cy, r * 0.93, r * 0.93, rand, look.wobble);
      const ring2 = wobblyEllipse(cx, cy, r * 0.95, r * 0.95, rand, look.wobble);
      return (
        `<path d="${fill}" fill="${c}" fill-opacity="0.2"/>` +
        `<path d="${ring1}" fill="none" stroke="${c}" stroke-width="${f1(3 * unit)}" stroke-linecap="round"/>` +
        `<path d="${ring2}" fill="none" stroke="${c}" stroke-width="${f1(1.5 * unit)}" stroke-opacity="0.7"/>` +
        `<g filter="url(#rough)">${iconsSvg(el.count, ref, false, centred(s, 0.56), shade(c, -0.25), 1.2)}</g>`
      );
    }
    case 'sketch': {
      const outline = wobblyEllipse(cx, cy, r * 0.93, r * 0.93, rand, look.wobble);
      let strokes = '';
      for (let pass = 0; pass < 3; pass++) strokes += `<path d="${wobblyEllipse(cx, cy, r * (0.92 + pass * 0.02), r * (0.92 + pass * 0.02), rand, look.wobble)}" fill="none" stroke="${GRAPHITE}" stroke-width="${f1((1 + pass * 0.4) * unit)}" stroke-opacity="${(0.85 - pass * 0.2).toFixed(2)}"/>`;
      return hatch(`hatch${i}`, outline, s, Math.max(5, s.width * 0.07), c, 2 * unit) + strokes + `<g filter="url(#rough)">${iconsSvg(el.count, ref, true, centred(s, 0.58), GRAPHITE, 0.9)}</g>`;
    }
    case 'watercolor': {
      let blobs = '';
      for (let k = 0; k < 3; k++) {
        const ox = (rand() - 0.5) * r * 0.16;
        const oy = (rand() - 0.5) * r * 0.16;
        blobs += `<path d="${wobblyEllipse(cx + ox, cy + oy, r * (0.84 - k * 0.08), r * (0.8 - k * 0.06), rand, look.wobble)}" fill="${c}" fill-opacity="${(0.32 + k * 0.08).toFixed(2)}"/>`;
      }
      return `<g filter="url(#wash)">${blobs}</g>${iconsSvg(el.count, ref, false, centred(s, 0.56), shade(c, -0.55), 1)}`;
    }
    case 'editorial':
      return `${iconsSvg(el.count, ref, false, centred(s, 0.86), c, 1.3)}<path d="M${f1(cx - r * 0.45)} ${f1(s.y + s.height - 2 * unit)}H${f1(cx + r * 0.45)}" stroke="#111111" stroke-width="${f1(4 * unit)}"/>`;
    case 'scientific': {
      // The ring's bounds are plan.ts scientificRing, which places the panel letter clear of it.
      return `<circle cx="${f1(cx + r * 0.08)}" cy="${f1(cy + r * 0.06)}" r="${f1(r * 0.8)}" fill="none" stroke="${c}" stroke-width="${f1(1.6 * unit)}"/>${iconsSvg(el.count, ref, true, centred({ ...s, x: s.x + r * 0.08, y: s.y + r * 0.06 }, 0.56), '#333333', 0.7)}`;
    }
  }
}

/** An element without icon: a rounded box with its label inside. */
function boxElement(el: SchematicElement, i: number, style: SchematicStyle, look: Look, unit: number, labelSize: number, rand: Random): string {
  const s = el.shape;
  const c = el.color;
  const radius = Math.min(s.height * 0.3, 18 * unit);
  const path = roundedRect(s, radius);
  let shape: string;
  let text = look.labelColor;
  switch (style) {
    case 'flat':
    case 'editorial':
      shape = `<path d="${path}" fill="${c}"/>`;
      text = inkOn(c);
      break;
    case '2-5d': {
      const depth = Math.min(s.width, s.height) * 0.08;
      const tile = { ...s, width: s.width - depth, height: s.height - depth };
      shape = `<path d="${roundedRect({ ...tile, x: tile.x + depth, y: tile.y + depth }, radius)}" fill="${shade(c, -0.35)}"/><path d="${roundedRect(tile, radius)}" fill="${c}"/>`;
      text = inkOn(c);
      break;
    }
    case '3d':
      shape = `<path d="${roundedRect({ ...s, y: s.y + s.height * 0.06 }, radius)}" fill="#000000" fill-opacity="0.2" filter="url(#soft)"/><path d="${path}" fill="url(#slab${i})"/>`;
      text = inkOn(c);
      break;
    case 'line-art':
      shape = `<path d="${path}" fill="#FFFFFF" stroke="${c}" stroke-width="${f1(2.5 * unit)}"/>`;
      break;
    case 'line':
      shape = `<path d="${path}" fill="none" stroke="${INK}" stroke-width="${f1(1.4 * unit)}"/>`;
      break;
    case 'scientific':
      shape = `<path d="${roundedRect(s, radius * 0.4)}" fill="#FFFFFF" stroke="${c}" stroke-width="${f1(1.6 * unit)}"/>`;
      break;
    case 'hand-drawn':
      shape = `<path d="${wobblyRect(s, rand, 3 * unit)}" fill="${c}" fill-opacity="0.2" stroke="${c}" stroke-width="${f1(2.5 * unit)}"/><path d="${wobblyRect(s, rand, 3 * unit)}" fill="none" stroke="${c}" stroke-width="${f1(1.2 * unit)}" stroke-opacity="0.7"/>`;
      break;
    case 'sketch': {
      const outline = wobblyRect(s, rand, 2.5 * unit);
      shape = hatch(`hatch${i}`, outline, s, Math.max(5, labelSize * 0.5), c, 2 * unit) + `<path d="${outline}" fill="none" stroke="${GRAPHITE}" stroke-width="${f1(1.4 * unit)}"/><path d="${wobblyRect(s, rand, 2.5 * unit)}" fill="none" stroke="${GRAPHITE}" stroke-width="${f1(unit)}" stroke-opacity="0.6"/>`;
      break;
    }
    case 'watercolor':
      shape = `<g filter="url(#wash)"><path d="${wobblyRect(s, rand, 6 * unit)}" fill="${c}" fill-opacity="0.35"/><path d="${wobblyRect({ x: s.x + s.width * 0.05, y: s.y + s.height * 0.08, width: s.width * 0.9, height: s.height * 0.84 }, rand, 6 * unit)}" fill="${c}" fill-opacity="0.3"/></g>`;
      break;
  }
  return shape + textLines({ lines: el.lines, rect: el.labelRect }, labelSize, text, 'middle');
}

/** Each part's name beside the icon and a leader line from it to a dot inside the icon. */
function callouts(el: SchematicElement, size: number, color: string, unit: number): string {
  return el.callouts
    .map((c) => {
      const right = c.rect.x > el.shape.x + el.shape.width / 2;
      const line = `<path d="M${f1(c.from.x)} ${f1(c.from.y)}L${f1(c.to.x)} ${f1(c.to.y)}" stroke="${color}" stroke-width="${f1(Math.max(1, 1.5 * unit))}"/><circle cx="${f1(c.to.x)}" cy="${f1(c.to.y)}" r="${f1(Math.max(2, 3.2 * unit))}" fill="${color}"/>`;
      return line + textLines({ lines: calloutLines(c.text, size), rect: c.rect }, size, color, right ? 'start' : 'end');
    })
    .join('');
}

/** The panel letter, its baseline at the bottom of the glyph box the plan placed. */
function marker(el: SchematicElement, size: number): string {
  if (!el.marker || !el.markerRect) return '';
  const m = el.markerRect;
  return `<text x="${f1(m.x)}" y="${f1(m.y + m.height)}" font-family="Arimo" font-size="${f1(size)}" font-weight="bold" fill="#000000">${el.marker}</text>`;
}

function defs(plan: SchematicPlan): string {
  const u = plan.unit;
  let out = `<filter id="soft" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${f1(plan.iconSize * 0.03)}"/></filter>`;
  out += `<filter id="wash" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${f1(Math.max(1.5, plan.iconSize * 0.035))}"/></filter>`;
  out += `<filter id="rough" x="-10%" y="-10%" width="120%" height="120%"><feTurbulence type="fractalNoise" baseFrequency="${(0.03 / u).toFixed(4)}" numOctaves="2" seed="7" result="noise"/><feDisplacementMap in="SourceGraphic" in2="noise" scale="${f1(Math.max(2, plan.iconSize * 0.05))}" xChannelSelector="R" yChannelSelector="G"/></filter>`;
  if (plan.style === '3d') {
    plan.elements.forEach((el, i) => {
      out += `<radialGradient id="sphere${i}" cx="50%" cy="50%" r="55%" fx="34%" fy="28%"><stop offset="0" stop-color="${shade(el.color, 0.55)}"/><stop offset="0.55" stop-color="${el.color}"/><stop offset="1" stop-color="${shade(el.color, -0.4)}"/></radialGradient>`;
      out += `<linearGradient id="slab${i}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(el.color, 0.35)}"/><stop offset="1" stop-color="${shade(el.color, -0.3)}"/></linearGradient>`;
    });
  }
  return `<defs>${out}</defs>`;
}

function panels(plan: SchematicPlan, look: Look): string {
  let out = '';
  plan.panels.forEach((p, i) => {
    const c = plan.palette[i % plan.palette.length]!;
    const dashed = plan.style === 'sketch' || plan.style === 'hand-drawn' ? ` stroke-dasharray="${f1(10 * plan.unit)} ${f1(6 * plan.unit)}"` : '';
    out += `<path d="${roundedRect(p, 22 * plan.unit)}" fill="${c}" fill-opacity="${look.outline ? 0.04 : 0.09}" stroke="${c}" stroke-opacity="0.6" stroke-width="${f1(2 * plan.unit)}"${dashed}/>`;
  });
  if (plan.badge) {
    const { x, y, r } = plan.badge;
    out += `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(r)}" fill="#333333"/><text x="${f1(x)}" y="${f1(y + r * 0.3)}" font-family="Arimo" font-size="${f1(r * 0.85)}" font-weight="bold" fill="#FFFFFF" text-anchor="middle">vs</text>`;
  }
  return out;
}

function arrows(plan: SchematicPlan, look: Look, rand: Random): string {
  const w = look.arrowWidth * plan.unit;
  const head = Math.max(9, w * 3.2);
  return plan.arrows
    .map((a) => {
      const { shaft, head: tip } = arrowPaths(a.points, head, look.wobble > 0 ? rand : null, 0.04);
      return `<path d="${shaft}" fill="none" stroke="${look.arrow}" stroke-width="${f1(w)}" stroke-linecap="round" stroke-linejoin="round"/><path d="${tip}" fill="${look.arrow}" stroke="${look.arrow}" stroke-width="${f1(w * 0.5)}" stroke-linejoin="round"/>`;
    })
    .join('');
}

function title(plan: SchematicPlan, block: TextBlock): string {
  if (plan.titleBand) {
    const band = plan.titleBand;
    const primary = plan.palette[0]!;
    return `<rect x="0" y="0" width="${band.width}" height="${f1(band.height)}" fill="${primary}"/>${textLines(block, block.size, inkOn(primary), 'start', 'bold')}`;
  }
  return textLines(block, block.size, plan.style === 'scientific' ? '#000000' : '#1F1F1F', 'middle', 'bold');
}

/** The plan as one SVG document, at the output's pixel size. */
export function schematicSvg(plan: SchematicPlan): string {
  const look = LOOKS[plan.style];
  const rand = seededRandom(plan.seed);
  const parts: string[] = [defs(plan), `<rect width="100%" height="100%" fill="${look.paper}"/>`, panels(plan, look), arrows(plan, look, rand)];
  plan.elements.forEach((el, i) => {
    if (el.boxed) parts.push(boxElement(el, i, plan.style, look, plan.unit, plan.labelSize, rand));
    else {
      parts.push(iconElement(el, i, plan.style, look, plan.unit, rand));
      parts.push(textLines({ lines: el.lines, rect: el.labelRect }, plan.labelSize, look.labelColor, 'middle'));
    }
    parts.push(callouts(el, plan.labelSize, look.labelColor, plan.unit));
    parts.push(marker(el, plan.markerSize));
  });
  for (const label of plan.arrowLabels) parts.push(textLines(label, label.size, look.labelColor, 'middle'));
  if (plan.title) parts.push(title(plan, plan.title));
  // The note is in the labels' ink and size: the reader sees it as clearly as what it qualifies.
  parts.push(textLines(plan.footer, plan.footer.size, look.labelColor, 'middle'));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${plan.width}" height="${plan.height}" viewBox="0 0 ${plan.width} ${plan.height}">${parts.join('')}</svg>`;
}

/** The plan drawn as PNG bytes of exactly the plan's size. */
export async function renderSchematic(plan: SchematicPlan): Promise<Buffer> {
  const rendered = await renderAsync(schematicSvg(plan), {
    font: { fontFiles: allFontFaces().map((f) => f.file), loadSystemFonts: false, defaultFontFamily: 'Arimo' },
    logLevel: 'off',
  });
  return Buffer.from(rendered.asPng());
}
