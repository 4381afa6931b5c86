// Scene -> PDF with pdfkit. One page the size of the scene, in points. The Arimo faces are
// embedded as TrueType (pdfkit subsets them: FontFile2, with a ToUnicode map), so the labels are
// real, extractable, editable text. Fixed CreationDate and Producer: the same scene and options
// give the same bytes (pdfkit's file ID is a hash of the info dictionary).
//
// PDF group opacity would need transparency groups, which pdfkit does not expose: a group's
// opacity is multiplied into each child instead (the same where children do not overlap).

import { deflate } from 'node:zlib';
import { promisify } from 'node:util';
import PDFDocument from 'pdfkit';
import { anchorShift, baselineShift, fontFace, type FontWeight } from './fonts.ts';
import { normalizeColor, opacityOf } from './format.ts';
import { hasStroke, polylineCommands, singleLine, strokeWidthOf, type ImageNode, type Paint, type PathCommand, type Scene, type SceneNode, type TextNode } from './scene.ts';

export const PRODUCER = 'Figure service';
/** The creation date written when none is given, so that output is reproducible. */
export const FIXED_CREATION_DATE = new Date('2000-01-01T00:00:00Z');

export interface PdfOptions {
  title?: string;
  creationDate?: Date;
}

type Doc = PDFKit.PDFDocument;

const deflated = promisify(deflate);

/** A raster layer's pixels as PDF wants them: straight RGB and its alpha (the soft mask), deflated. */
interface ImageStreams {
  rgb: Buffer;
  alpha: Buffer;
}

/** The scene as a one-page PDF. */
export async function toPdf(scene: Scene, options: PdfOptions = {}): Promise<Buffer> {
  const images = new Map<ImageNode, ImageStreams>();
  await Promise.all(imageNodes(scene.nodes).map(async (node) => images.set(node, await imageStreams(node))));
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
      // The process's parsed font (fonts.ts), not its bytes: pdfkit would parse them again for
      // every document and decode the layout tables anew for the first text it shapes.
      doc.registerFont(face.postscriptName, face.font as unknown as Buffer);
      fonts.add(face.postscriptName);
    }
    return face.postscriptName;
  };
  let layers = 0;
  const drawImage = (node: ImageNode, opacity: number): void => {
    const streams = images.get(node) as ImageStreams;
    const size = { Width: node.pixelWidth, Height: node.pixelHeight, BitsPerComponent: 8, Filter: 'FlateDecode' };
    const mask = doc.ref({ Type: 'XObject', Subtype: 'Image', ...size, ColorSpace: 'DeviceGray' });
    mask.end(streams.alpha);
    const image = doc.ref({ Type: 'XObject', Subtype: 'Image', ...size, ColorSpace: 'DeviceRGB', SMask: mask });
    image.end(streams.rgb);
    const label = `Layer${++layers}`;
    // pdfkit's own images are registered the same way; its typings do not show the page's resources.
    (doc.page as unknown as { xobjects: Record<string, unknown> }).xobjects[label] = image;
    doc.save();
    if (opacity < 1) doc.fillOpacity(opacity);
    // The image's unit square, its first row at the top (pdfkit's user space runs y down).
    doc.transform(node.width, 0, 0, -node.height, node.x, node.y + node.height);
    doc.addContent(`/${label} Do`);
    doc.restore();
  };
  if (scene.background) doc.rect(0, 0, scene.width, scene.height).fill(normalizeColor(scene.background));
  for (const node of scene.nodes) drawNode(doc, node, 1, useFont, drawImage);
  doc.end();
  return done;
}

type DrawImage = (node: ImageNode, opacity: number) => void;

function drawNode(doc: Doc, node: SceneNode, inherited: number, useFont: (w: FontWeight, i: boolean) => string, drawImage: DrawImage): void {
  switch (node.type) {
    case 'group': {
      doc.save();
      if (node.clip) doc.rect(node.clip.x, node.clip.y, node.clip.width, node.clip.height).clip();
      const opacity = inherited * opacityOf(node.opacity);
      for (const child of node.children) drawNode(doc, child, opacity, useFont, drawImage);
      doc.restore();
      return;
    }
    case 'image':
      drawImage(node, inherited);
      return;
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

function imageNodes(nodes: SceneNode[]): ImageNode[] {
  return nodes.flatMap((n) => (n.type === 'image' ? [n] : n.type === 'group' ? imageNodes(n.children) : []));
}

async function imageStreams(node: ImageNode): Promise<ImageStreams> {
  const { rgba } = node;
  const pixels = node.pixelWidth * node.pixelHeight;
  const rgb = Buffer.alloc(pixels * 3);
  const alpha = Buffer.allocUnsafe(pixels);
  for (let p = 0; p < pixels; p++) {
    const a = rgba[p * 4 + 3] as number;
    alpha[p] = a;
    if (a === 0) continue;
    // Back from premultiplied: PDF composites the soft mask itself.
    rgb[p * 3] = Math.min(255, Math.round(((rgba[p * 4] as number) * 255) / a));
    rgb[p * 3 + 1] = Math.min(255, Math.round(((rgba[p * 4 + 1] as number) * 255) / a));
    rgb[p * 3 + 2] = Math.min(255, Math.round(((rgba[p * 4 + 2] as number) * 255) / a));
  }
  const [rgbStream, alphaStream] = await Promise.all([deflated(rgb), deflated(alpha)]);
  return { rgb: rgbStream, alpha: alphaStream };
}
