// Scene -> PDF with pdfkit. One page the size of the scene, in points. The Arimo faces are
// embedded as TrueType (pdfkit subsets them: FontFile2, with a ToUnicode map), so the labels are
// real, extractable, editable text. Fixed CreationDate and Producer: the same scene and options
// give the same bytes (pdfkit's file ID is a hash of the info dictionary).
//
// PDF group opacity would need transparency groups, which pdfkit does not expose: a group's
// opacity is multiplied into each child instead (the same where children do not overlap).

import PDFDocument from 'pdfkit';
import { anchorShift, baselineShift, fontFace, type FontWeight } from './fonts.ts';
import { normalizeColor, opacityOf } from './format.ts';
import { hasStroke, polylineCommands, singleLine, strokeWidthOf, type Paint, type PathCommand, type Scene, type SceneNode, type TextNode } from './scene.ts';

export const PRODUCER = 'Figure service';
/** The creation date written when none is given, so that output is reproducible. */
export const FIXED_CREATION_DATE = new Date('2000-01-01T00:00:00Z');

export interface PdfOptions {
  title?: string;
  creationDate?: Date;
}

type Doc = PDFKit.PDFDocument;

/** The scene as a one-page PDF. */
export function toPdf(scene: Scene, options: PdfOptions = {}): Promise<Buffer> {
  const info: PDFKit.DocumentInfo = { Producer: PRODUCER, Creator: PRODUCER, CreationDate: options.creationDate ?? FIXED_CREATION_DATE };
  if (options.title) info.Title = options.title;
  const doc = new PDFDocument({ size: [scene.width, scene.height], margin: 0, pdfVersion: '1.4', compress: true, info });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fonts = new Set<string>();
  const useFont = (weight: FontWeight, italic: boolean): string => {
    const face = fontFace(weight, italic);
    if (!fonts.has(face.postscriptName)) {
      doc.registerFont(face.postscriptName, face.data);
      fonts.add(face.postscriptName);
    }
    return face.postscriptName;
  };
  if (scene.background) doc.rect(0, 0, scene.width, scene.height).fill(normalizeColor(scene.background));
  for (const node of scene.nodes) drawNode(doc, node, 1, useFont);
  doc.end();
  return done;
}

function drawNode(doc: Doc, node: SceneNode, inherited: number, useFont: (w: FontWeight, i: boolean) => string): void {
  switch (node.type) {
    case 'group': {
      doc.save();
      if (node.clip) doc.rect(node.clip.x, node.clip.y, node.clip.width, node.clip.height).clip();
      const opacity = inherited * opacityOf(node.opacity);
      for (const child of node.children) drawNode(doc, child, opacity, useFont);
      doc.restore();
      return;
    }
    case 'text':
      drawText(doc, node, inherited, useFont);
      return;
    case 'line':
      drawShape(doc, [['M', node.x1, node.y1], ['L', node.x2, node.y2]], { ...node, fill: undefined }, inherited);
      return;
    case 'polyline':
      drawShape(doc, polylineCommands(node), node, inherited);
      return;
    case 'path':
      drawShape(doc, node.commands, node, inherited, node.fillRule);
      return;
    case 'rect':
      doc.save();
      doc.rect(node.x, node.y, node.width, node.height);
      paintCurrentPath(doc, node, inherited);
      doc.restore();
      return;
    case 'circle':
      doc.save();
      doc.circle(node.cx, node.cy, node.r);
      paintCurrentPath(doc, node, inherited);
      doc.restore();
      return;
  }
}

function drawShape(doc: Doc, commands: PathCommand[], paint: Paint, inherited: number, rule?: 'nonzero' | 'evenodd'): void {
  doc.save();
  for (const c of commands) {
    if (c[0] === 'M') doc.moveTo(c[1], c[2]);
    else if (c[0] === 'L') doc.lineTo(c[1], c[2]);
    else if (c[0] === 'C') doc.bezierCurveTo(c[1], c[2], c[3], c[4], c[5], c[6]);
    else doc.closePath();
  }
  paintCurrentPath(doc, paint, inherited, rule);
  doc.restore();
}

/** Fill and/or stroke the path just built, with the paint's colours, widths and opacities. */
function paintCurrentPath(doc: Doc, p: Paint, inherited: number, rule: 'nonzero' | 'evenodd' = 'nonzero'): void {
  const opacity = inherited * opacityOf(p.opacity);
  const stroke = hasStroke(p) ? p.stroke : undefined;
  if (stroke) {
    doc.lineWidth(strokeWidthOf(p));
    doc.lineCap(p.lineCap ?? 'butt');
    doc.lineJoin(p.lineJoin ?? 'miter');
    const dash = (p.dash ?? []).filter((d) => d > 0);
    // pdfkit takes a whole dash array here; its typings only know dash(length, { space }).
    if (dash.length > 0) doc.dash(dash as unknown as number, {});
    doc.strokeColor(normalizeColor(stroke), opacity);
  }
  if (p.fill) doc.fillColor(normalizeColor(p.fill), opacity * opacityOf(p.fillOpacity));
  if (p.fill && stroke) doc.fillAndStroke(rule);
  else if (p.fill) doc.fill(rule);
  else if (stroke) doc.stroke();
}

function drawText(doc: Doc, node: TextNode, inherited: number, useFont: (w: FontWeight, i: boolean) => string): void {
  const text = singleLine(node.text);
  if (text.length === 0) return;
  const italic = node.italic ?? false;
  doc.save();
  if (node.rotate) doc.rotate(node.rotate, { origin: [node.x, node.y] });
  doc.font(useFont(node.weight, italic)).fontSize(node.size);
  doc.fillColor(normalizeColor(node.color), inherited * opacityOf(node.opacity));
  const x = node.x - anchorShift(node);
  const y = node.y + baselineShift(node.baseline, node.size, node.weight, italic);
  // features: [] makes pdfkit shape the whole string at once, as fonts.ts measures it.
  doc.text(text, x, y, { lineBreak: false, baseline: 'alphabetic', features: [] });
  doc.restore();
}
