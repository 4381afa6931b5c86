// A laid-out flowchart as an editable SVG: a viewBox in px with matching width/height, one group
// per group, edge and node (ids from the graph's, made XML-safe), real <text> in the two shipped
// families, no scripts, no external references. The same layout gives the same bytes.
import { capHeight, SVG_FONT_FAMILY_WITH_FALLBACK } from '../../shared/fonts.ts';
import { isBand } from '../model.ts';
import type { FlowLayout, PlacedEdge, PlacedGroup, PlacedNode, Point, TextBlock } from '../layout/types.ts';
import { edgeColour, GROUP_FILL, GROUP_STROKE, INK, LANE_FILLS, LANE_HEADER_FILL, nodePaint, STROKE_WIDTH } from './palette.ts';
import { shapeElements } from './shapes.ts';
import { idToken, num, xmlText } from './svgText.ts';

/** Arrowhead length and half-width, in units of the edge's stroke width (with a floor). */
const ARROW_LENGTH = 7;
const ARROW_HALF_WIDTH = 3.2;

function textElement(t: TextBlock, colour: string, extra = ''): string {
  if (t.lines.length === 0) return '';
  // Lines are centred on the block's centre; a line's visual middle is half the cap height above its baseline.
  const shift = capHeight(t.fontSize, t.bold ? 'bold' : 'normal') / 2;
  const first = t.center.y - ((t.lines.length - 1) * t.lineHeight) / 2 + shift;
  const spans = t.lines.map((line, i) => `<tspan x="${num(t.center.x)}" y="${num(first + i * t.lineHeight)}">${xmlText(line)}</tspan>`).join('');
  const weight = t.bold ? ' font-weight="bold"' : '';
  return `<text text-anchor="middle" font-size="${num(t.fontSize)}"${weight} fill="${colour}"${extra}>${spans}</text>`;
}

function groupElement(g: PlacedGroup, laneIndex: number): string {
  const id = idToken(g.group.id);
  const { box, header } = g;
  if (isBand(g.group)) {
    const fill = LANE_FILLS[laneIndex % LANE_FILLS.length];
    return (
      `<g id="group-${id}" class="group lane">` +
      `<rect x="${num(box.x)}" y="${num(box.y)}" width="${num(box.width)}" height="${num(box.height)}" fill="${fill}" stroke="${GROUP_STROKE}" stroke-width="1"/>` +
      `<rect x="${num(header.x)}" y="${num(header.y)}" width="${num(header.width)}" height="${num(header.height)}" fill="${LANE_HEADER_FILL}" stroke="${GROUP_STROKE}" stroke-width="1"/>` +
      `${textElement(g.text, INK)}</g>`
    );
  }
  return `<g id="group-${id}" class="group"><rect x="${num(box.x)}" y="${num(box.y)}" width="${num(box.width)}" height="${num(box.height)}" rx="4" fill="${GROUP_FILL}" stroke="${GROUP_STROKE}" stroke-width="1"/></g>`;
}

/**
 * A group's title, drawn over the edges on a pad of the group's fill: an edge entering the group
 * crosses its header band, and would otherwise run through the words.
 */
function groupTitleElement(g: PlacedGroup): string {
  const t = g.text;
  const pad = 0.2 * t.fontSize;
  const height = t.lines.length * t.lineHeight;
  const x = t.center.x - t.width / 2 - pad;
  const y = t.center.y - height / 2;
  return (
    `<g id="title-group-${idToken(g.group.id)}" class="group-title">` +
    `<rect x="${num(x)}" y="${num(y)}" width="${num(t.width + 2 * pad)}" height="${num(height)}" fill="${GROUP_FILL}"/>` +
    `${textElement(t, INK)}</g>`
  );
}

/** A filled arrowhead with its tip on `tip`, pointing away from `from`. */
function arrowhead(tip: Point, from: Point, width: number, colour: string): { path: string; base: Point } {
  const dx = tip.x - from.x;
  const dy = tip.y - from.y;
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len;
  const uy = dy / len;
  const l = Math.min(13, Math.max(8, ARROW_LENGTH * width));
  const hw = Math.min(6, Math.max(3.6, ARROW_HALF_WIDTH * width));
  const base = { x: tip.x - ux * l, y: tip.y - uy * l };
  const path = `<path d="M${num(tip.x)} ${num(tip.y)} L${num(base.x - uy * hw)} ${num(base.y + ux * hw)} L${num(base.x + uy * hw)} ${num(base.y - ux * hw)} Z" fill="${colour}"/>`;
  return { path, base: { x: tip.x - ux * l * 0.8, y: tip.y - uy * l * 0.8 } };
}

function edgeElement(e: PlacedEdge): string {
  const colour = edgeColour(e.edge.style?.stroke);
  const width = e.edge.style?.strokeWidth ?? (e.edge.line === 'thick' ? 2.8 : STROKE_WIDTH);
  const points = e.points.map((p) => ({ ...p }));
  const heads: string[] = [];
  const n = points.length;
  if (n >= 2 && (e.edge.arrow === 'end' || e.edge.arrow === 'both')) {
    const head = arrowhead(points[n - 1] as Point, points[n - 2] as Point, width, colour);
    heads.push(head.path);
    points[n - 1] = head.base;
  }
  if (n >= 2 && e.edge.arrow === 'both') {
    const head = arrowhead(e.points[0] as Point, e.points[1] as Point, width, colour);
    heads.push(head.path);
    points[0] = head.base;
  }
  const d = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${num(p.x)} ${num(p.y)}`).join(' ');
  const dash = e.edge.line === 'dotted' ? ` stroke-dasharray="${num(width * 2.5)} ${num(width * 2.5)}"` : '';
  let label = '';
  if (e.label) {
    const b = e.label.box;
    label = `<rect x="${num(b.x)}" y="${num(b.y)}" width="${num(b.width)}" height="${num(b.height)}" rx="2" fill="#ffffff"/>${textElement(e.label.text, INK)}`;
  }
  return `<g id="edge-${idToken(e.edge.id)}" class="edge"><path d="${d}" fill="none" stroke="${colour}" stroke-width="${num(width)}" stroke-linejoin="round"${dash}/>${heads.join('')}${label}</g>`;
}

function nodeElement(layout: FlowLayout, n: PlacedNode): string {
  const p = nodePaint(layout.graph, n.node);
  const dash = p.dashed || n.node.role === 'note' ? ` stroke-dasharray="${num(p.strokeWidth * 3)} ${num(p.strokeWidth * 2)}"` : '';
  const paint = `fill="${p.fill}" stroke="${p.stroke}" stroke-width="${num(p.strokeWidth)}"${dash}`;
  const linePaint = `stroke="${p.stroke}" stroke-width="${num(p.strokeWidth)}"`;
  return `<g id="node-${idToken(n.node.id)}" class="node ${n.node.role}">${shapeElements(n.node.role, n.box, paint, linePaint)}${textElement(n.text, p.color)}</g>`;
}

export function renderSvg(layout: FlowLayout): string {
  const w = num(layout.width);
  const h = num(layout.height);
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" font-family="${SVG_FONT_FAMILY_WITH_FALLBACK.replace(/'/g, '&apos;')}" font-size="${num(layout.fontSize)}">`,
  ];
  if (layout.graph.title?.trim()) out.push(`<title>${xmlText(layout.graph.title)}</title>`);
  out.push(`<rect width="${w}" height="${h}" fill="#ffffff"/>`);
  if (layout.title) out.push(`<g id="title" class="title">${textElement(layout.title, INK)}</g>`);
  let lane = 0;
  for (const g of layout.groups) out.push(groupElement(g, isBand(g.group) ? lane++ : 0));
  for (const e of layout.edges) out.push(edgeElement(e));
  for (const g of layout.groups) if (!isBand(g.group)) out.push(groupTitleElement(g));
  for (const n of layout.nodes) out.push(nodeElement(layout, n));
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
