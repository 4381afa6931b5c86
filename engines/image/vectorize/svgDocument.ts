// The SVG document: the source's pixel size as viewBox and as width/height, the traced colour
// layers bottom first (one path each), then the texts as real <text> elements an editor can
// change (Inkscape, Illustrator), in a family list that starts with the font they were measured in.
import type { TracedLayer } from './trace.ts';

export const TEXT_FONT_FAMILY = 'Arimo, Liberation Sans, Arial, Helvetica, sans-serif';

export interface SvgText {
  text: string;
  /** Anchor point on the baseline, image pixels. */
  x: number;
  y: number;
  /** Pixels. */
  size: number;
  weight: 'normal' | 'bold';
  fill: string;
  anchor: 'start' | 'middle' | 'end';
  /** Degrees clockwise about the anchor (-90 reads upwards). */
  angle: number;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Characters XML 1.0 cannot carry at all (control characters), dropped rather than breaking the document. */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

const num = (v: number) => String(Math.round(v * 100) / 100);

function textElement(t: SvgText): string {
  const x = num(t.x);
  const y = num(t.y);
  const turn = Math.round(t.angle * 100) / 100;
  const transform = turn === 0 ? '' : ` transform="rotate(${num(turn)} ${x} ${y})"`;
  const anchor = t.anchor === 'start' ? '' : ` text-anchor="${t.anchor}"`;
  return (
    `<text x="${x}" y="${y}" font-family="${TEXT_FONT_FAMILY}" font-size="${num(t.size)}" font-weight="${t.weight}" fill="${t.fill}"${anchor}${transform}` +
    ` xml:space="preserve">${escapeXml(t.text.replace(NOT_XML, ''))}</text>`
  );
}

export function svgDocument(width: number, height: number, layers: TracedLayer[], texts: SvgText[]): string {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">\n`,
    '<g id="shapes">\n',
  ];
  for (const layer of layers) {
    const opacity = layer.opacity < 1 ? ` fill-opacity="${layer.opacity}"` : '';
    parts.push(`<path fill="${layer.fill}"${opacity} fill-rule="evenodd" d="${layer.d}"/>\n`);
  }
  parts.push('</g>\n');
  if (texts.length > 0) {
    parts.push('<g id="texts">\n');
    for (const t of texts) parts.push(`${textElement(t)}\n`);
    parts.push('</g>\n');
  }
  parts.push('</svg>\n');
  return parts.join('');
}
