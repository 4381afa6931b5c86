// Scene -> SVG 1.1. Sizes in points with a viewBox in points, so 1 user unit = 1 pt. Text is
// <text> in "Arimo, Arial, Helvetica, sans-serif": editable in Illustrator or Inkscape, and drawn
// with our own Arimo files when raster.ts hands this SVG to resvg. Baselines are resolved here
// to an alphabetic y (fonts.ts baselineShift) rather than left to dominant-baseline, which
// editors implement unevenly; the anchor stays text-anchor so that edited text stays aligned.

import { withinClip } from './bounds.ts';
import { baselineShift, SVG_FONT_FAMILY } from './fonts.ts';
import { normalizeColor, num, opacityOf } from './format.ts';
import { hasStroke, polylineCommands, singleLine, type Paint, type PathCommand, type Scene, type SceneNode, type TextNode } from './scene.ts';

export interface SvgSize {
  /** The width and height attributes, units included ('252pt', '1050'). */
  width: string;
  height: string;
  /** 'none' to stretch the viewBox to exactly that size (rasterising to a fixed pixel size). */
  preserveAspectRatio?: 'none';
  /** The part of the page shown, in points; the whole page when absent. */
  viewBox?: { x: number; y: number; width: number; height: number };
}

/** The scene as an SVG document, sized in points. */
export function toSvg(scene: Scene): string {
  return svgDocument(scene, { width: `${num(scene.width)}pt`, height: `${num(scene.height)}pt` });
}

/** The scene as an SVG document with the given outer size (the viewBox is always in points). */
export function svgDocument(scene: Scene, size: SvgSize): string {
  const writer = new SvgWriter();
  const body: string[] = [];
  if (scene.background) {
    body.push(`  <rect x="0" y="0" width="${num(scene.width)}" height="${num(scene.height)}" fill="${normalizeColor(scene.background)}"/>`);
  }
  for (const node of scene.nodes) body.push(writer.node(node, '  '));
  const aspect = size.preserveAspectRatio ? ` preserveAspectRatio="${size.preserveAspectRatio}"` : '';
  // A part of the page is placed on a pixel grid (layers.ts): written finer than the page.
  const view = size.viewBox
    ? [size.viewBox.x, size.viewBox.y, size.viewBox.width, size.viewBox.height].map((v) => num(v, 6)).join(' ')
    : `0 0 ${num(scene.width)} ${num(scene.height)}`;
  const xlink = writer.images > 0 ? ' xmlns:xlink="http://www.w3.org/1999/xlink"' : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg"${xlink} version="1.1" width="${size.width}" height="${size.height}" viewBox="${view}"${aspect}>`,
    ...(writer.defs.length ? ['<defs>', ...writer.defs, '</defs>'] : []),
    ...body,
    '</svg>',
    '',
  ].join('\n');
}

/** Text content and attribute values with XML's special characters escaped. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The path commands as an SVG `d` attribute. */
export function pathData(commands: PathCommand[]): string {
  return commands
    .map((c) => {
      switch (c[0]) {
        case 'M':
        case 'L':
          return `${c[0]}${num(c[1])} ${num(c[2])}`;
        case 'C':
          return `C${num(c[1])} ${num(c[2])} ${num(c[3])} ${num(c[4])} ${num(c[5])} ${num(c[6])}`;
        case 'Z':
          return 'Z';
      }
    })
    .join('');
}

class SvgWriter {
  readonly defs: string[] = [];
  images = 0;
  private clipCount = 0;

  node(node: SceneNode, indent: string): string {
    switch (node.type) {
      case 'line':
        return `${indent}<line x1="${num(node.x1)}" y1="${num(node.y1)}" x2="${num(node.x2)}" y2="${num(node.y2)}"${paint({ ...node, fill: undefined })}/>`;
      case 'polyline': {
        const points = node.points.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');
        if (node.closed) return `${indent}<polygon points="${points}"${paint(node)}/>`;
        // An open polyline is a line: never filled, whatever the paint says.
        if (!node.fill) return `${indent}<polyline points="${points}"${paint(node)}/>`;
        return `${indent}<path d="${pathData(polylineCommands(node))}"${paint(node)}/>`;
      }
      case 'path': {
        const rule = node.fillRule === 'evenodd' ? ' fill-rule="evenodd"' : '';
        return `${indent}<path d="${pathData(node.commands)}"${rule}${paint(node)}/>`;
      }
      case 'rect':
        return `${indent}<rect x="${num(node.x)}" y="${num(node.y)}" width="${num(node.width)}" height="${num(node.height)}"${paint(node)}/>`;
      case 'circle':
        return `${indent}<circle cx="${num(node.cx)}" cy="${num(node.cy)}" r="${num(node.r)}"${paint(node)}/>`;
      case 'text':
        return `${indent}${text(node)}`;
      case 'image': {
        this.images++;
        // Placed on the pixel grid at its own size: drawn pixel for pixel, never resampled.
        const box = `x="${num(node.x, 6)}" y="${num(node.y, 6)}" width="${num(node.width, 6)}" height="${num(node.height, 6)}"`;
        return `${indent}<image ${box} preserveAspectRatio="none" image-rendering="optimizeSpeed" xlink:href="data:image/png;base64,${node.png.toString('base64')}"/>`;
      }
      case 'group': {
        let attrs = '';
        const children: string[] = [];
        // A clip that clips nothing is left out: resvg draws a clipped group through a layer
        // the size of the page, which costs more than the rest of a small chart.
        if (node.clip && !withinClip(node.children, node.clip)) {
          const id = `clip${this.clipCount++}`;
          const { x, y, width, height } = node.clip;
          const box = `x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}"`;
          this.defs.push(`  <clipPath id="${id}"><rect ${box}/></clipPath>`);
          attrs += ` clip-path="url(#${id})"`;
          // resvg 2.6 aborts the whole process (a Rust panic, geom.rs) on a clipped group whose
          // content all lies outside the clip, as every point does when a fixed range excludes
          // the data. An invisible rect inside the clip keeps the group from being empty.
          children.push(`${indent}  <rect ${box} fill="#FFFFFF" fill-opacity="0"/>`);
        }
        if (node.opacity !== undefined && opacityOf(node.opacity) < 1) attrs += ` opacity="${num(opacityOf(node.opacity))}"`;
        for (const child of node.children) children.push(this.node(child, `${indent}  `));
        return [`${indent}<g${attrs}>`, ...children, `${indent}</g>`].join('\n');
      }
    }
  }
}

function paint(p: Paint): string {
  let out = ` fill="${p.fill ? normalizeColor(p.fill) : 'none'}"`;
  if (p.fill && p.fillOpacity !== undefined && opacityOf(p.fillOpacity) < 1) out += ` fill-opacity="${num(opacityOf(p.fillOpacity))}"`;
  if (p.stroke && hasStroke(p)) {
    out += ` stroke="${normalizeColor(p.stroke)}" stroke-width="${num(p.strokeWidth ?? 1)}"`;
    if (p.dash && p.dash.length > 0) out += ` stroke-dasharray="${p.dash.map((d) => num(d)).join(' ')}"`;
    if (p.lineCap && p.lineCap !== 'butt') out += ` stroke-linecap="${p.lineCap}"`;
    if (p.lineJoin && p.lineJoin !== 'miter') out += ` stroke-linejoin="${p.lineJoin}"`;
  }
  if (p.opacity !== undefined && opacityOf(p.opacity) < 1) out += ` opacity="${num(opacityOf(p.opacity))}"`;
  return out;
}

function text(node: TextNode): string {
  const y = node.y + baselineShift(node.baseline, node.size, node.weight, node.italic);
  let attrs = `x="${num(node.x)}" y="${num(y)}" font-family="${SVG_FONT_FAMILY}" font-size="${num(node.size)}"`;
  if (node.weight === 'bold') attrs += ' font-weight="bold"';
  if (node.italic) attrs += ' font-style="italic"';
  if (node.anchor !== 'start') attrs += ` text-anchor="${node.anchor}"`;
  attrs += ` fill="${normalizeColor(node.color)}"`;
  if (node.opacity !== undefined && opacityOf(node.opacity) < 1) attrs += ` fill-opacity="${num(opacityOf(node.opacity))}"`;
  if (node.rotate) attrs += ` transform="rotate(${num(node.rotate)} ${num(node.x)} ${num(node.y)})"`;
  return `<text ${attrs} xml:space="preserve">${escapeXml(singleLine(node.text))}</text>`;
}
