// Each role's shape as SVG, drawn on the outline the layout ended the edges on (layout/shapes.ts).
import { barInset, capRadius, fold, outline } from '../layout/shapes.ts';
import type { Box, Point } from '../layout/types.ts';
import type { NodeRole } from '../model.ts';
import { num } from './svgText.ts';

function polygonPath(points: Point[]): string {
  return `${points.map((p, i) => `${i === 0 ? 'M' : 'L'}${num(p.x)} ${num(p.y)}`).join(' ')} Z`;
}

/** The shape's elements; `paint` is the fill/stroke attribute text shared by them. */
export function shapeElements(role: NodeRole, box: Box, paint: string, linePaint: string): string {
  const { x, y, width: w, height: h } = box;
  switch (role) {
    case 'process':
      return `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="2" ${paint}/>`;
    case 'terminator':
      return `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="${num(Math.min(w, h) / 2)}" ${paint}/>`;
    case 'subprocess': {
      const d = barInset();
      return `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" ${paint}/><path d="M${num(x + d)} ${num(y)} V${num(y + h)} M${num(x + w - d)} ${num(y)} V${num(y + h)}" fill="none" ${linePaint}/>`;
    }
    case 'database': {
      const ry = capRadius(box);
      const rx = w / 2;
      const body = `M${num(x)} ${num(y + ry)} A${num(rx)} ${num(ry)} 0 0 1 ${num(x + w)} ${num(y + ry)} V${num(y + h - ry)} A${num(rx)} ${num(ry)} 0 0 1 ${num(x)} ${num(y + h - ry)} Z`;
      const rim = `M${num(x)} ${num(y + ry)} A${num(rx)} ${num(ry)} 0 0 0 ${num(x + w)} ${num(y + ry)}`;
      return `<path d="${body}" ${paint}/><path d="${rim}" fill="none" ${linePaint}/>`;
    }
    case 'connector':
      return `<circle cx="${num(x + w / 2)}" cy="${num(y + h / 2)}" r="${num(Math.min(w, h) / 2)}" ${paint}/>`;
    case 'note': {
      const f = fold();
      return `<path d="${polygonPath(outline(role, box))}" ${paint}/><path d="M${num(x + w - f)} ${num(y)} V${num(y + f)} H${num(x + w)}" fill="none" ${linePaint}/>`;
    }
    default:
      // decision, data, preparation, document: the outline itself (the document's wave sampled finely).
      return `<path d="${polygonPath(outline(role, box))}" ${paint}/>`;
  }
}
