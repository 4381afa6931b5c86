// Scene -> Encapsulated PostScript 3.0, written by hand: no maintained library emits EPS with
// embedded TrueType fonts, and journals (Nature: "Embed fonts (True Type 2 or 42)") want text
// kept as text. Text is shown with Type 42 fonts built from our Arimo files (type42.ts), so it
// stays editable and searchable; shapes are plain PostScript paths.
//
// The page is drawn in the scene's own coordinates: the setup flips the y axis (origin at the
// top left, y down) and each font is selected with a mirrored matrix so glyphs stay upright.
// PostScript has no transparency: a translucent colour is drawn as it would look over white,
// and a raster layer (layers.ts) as it looks over what lies beneath it. A figure with a raster
// layer is PostScript language level 3 (its pixels are Flate-compressed); others level 2.

import { deflateSync } from 'node:zlib';
import { anchorShift, baselineShift, fontFace, shapeText } from './fonts.ts';
import { num, opacityOf, overWhite } from './format.ts';
import { FIXED_CREATION_DATE, PRODUCER } from './pdf.ts';
import { hasStroke, polylineCommands, singleLine, strokeWidthOf, type ImageNode, type Paint, type PathCommand, type Scene, type SceneNode, type TextNode } from './scene.ts';
import { Type42Face, type EncodedRun } from './type42.ts';

export interface EpsOptions {
  title?: string;
  creationDate?: Date;
}

const PROLOG = [
  '/FigureServiceDict 16 dict def',
  'FigureServiceDict begin',
  '/m { moveto } bind def',
  '/l { lineto } bind def',
  '/c { curveto } bind def',
  '/h { closepath } bind def',
  '/rg { setrgbcolor } bind def',
  'end',
];

/** The scene as an EPS file (ASCII, PostScript language level 2). */
export function toEps(scene: Scene, options: EpsOptions = {}): Buffer {
  const writer = new EpsWriter();
  const body: string[] = [];
  if (scene.background) body.push(`${rgb(scene.background, 1)} rg 0 0 ${num(scene.width)} ${num(scene.height)} rectfill`);
  for (const node of scene.nodes) writer.node(node, 1, body);
  const fonts = writer.faces();
  const names = fonts.flatMap((f) => f.fontNames());
  const date = (options.creationDate ?? FIXED_CREATION_DATE).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const lines = [
    '%!PS-Adobe-3.0 EPSF-3.0',
    `%%BoundingBox: 0 0 ${Math.ceil(scene.width)} ${Math.ceil(scene.height)}`,
    `%%HiResBoundingBox: 0 0 ${scene.width.toFixed(4)} ${scene.height.toFixed(4)}`,
    `%%Creator: ${PRODUCER}`,
    `%%Title: ${dscText(options.title ?? 'Figure')}`,
    `%%CreationDate: ${date}`,
    `%%LanguageLevel: ${writer.images > 0 ? 3 : 2}`,
    '%%DocumentData: Clean7Bit',
    ...names.map((name, i) => `${i === 0 ? '%%DocumentSuppliedResources:' : '%%+'} font ${name}`),
    '%%EndComments',
    '%%BeginProlog',
    ...PROLOG,
    '%%EndProlog',
    '%%BeginSetup',
    ...fonts.flatMap((f) => f.resources()),
    '%%EndSetup',
    'FigureServiceDict begin',
    'gsave',
    `0 ${num(scene.height, 4)} translate 1 -1 scale`,
    ...body,
    'grestore',
    'end',
    'showpage',
    '%%Trailer',
    '%%EOF',
    '',
  ];
  return Buffer.from(lines.join('\n'), 'latin1');
}

class EpsWriter {
  private readonly type42 = new Map<string, Type42Face>();
  images = 0;

  faces(): Type42Face[] {
    return [...this.type42.values()];
  }

  node(node: SceneNode, inherited: number, out: string[]): void {
    switch (node.type) {
      case 'group': {
        out.push('gsave');
        if (node.clip) out.push(`${num(node.clip.x)} ${num(node.clip.y)} ${num(node.clip.width)} ${num(node.clip.height)} rectclip`);
        const opacity = inherited * opacityOf(node.opacity);
        for (const child of node.children) this.node(child, opacity, out);
        out.push('grestore');
        return;
      }
      case 'text':
        this.text(node, inherited, out);
        return;
      case 'image':
        this.images++;
        image(node, inherited, out);
        return;
      case 'line':
        shape(out, [['M', node.x1, node.y1], ['L', node.x2, node.y2]], { ...node, fill: undefined }, inherited);
        return;
      case 'polyline':
        shape(out, polylineCommands(node), node, inherited);
        return;
      case 'path':
        shape(out, node.commands, node, inherited, node.fillRule === 'evenodd');
        return;
      case 'rect': {
        const { x, y, width: w, height: hgt } = node;
        shape(out, [['M', x, y], ['L', x + w, y], ['L', x + w, y + hgt], ['L', x, y + hgt], ['Z']], node, inherited);
        return;
      }
      case 'circle':
        shape(out, `newpath ${num(node.cx)} ${num(node.cy)} ${num(node.r)} 0 360 arc h`, node, inherited);
        return;
    }
  }

  private text(node: TextNode, inherited: number, out: string[]): void {
    const text = singleLine(node.text);
    if (text.length === 0) return;
    const italic = node.italic ?? false;
    const face = fontFace(node.weight, italic);
    let type42 = this.type42.get(face.postscriptName);
    if (!type42) {
      type42 = new Type42Face(face);
      this.type42.set(face.postscriptName, type42);
    }
    const runs = type42.encode(shapeText(text, node.size, node.weight, italic), node.size);
    const dx = -anchorShift(node);
    const dy = baselineShift(node.baseline, node.size, node.weight, italic);
    out.push('gsave', `${num(node.x)} ${num(node.y)} translate`);
    if (node.rotate) out.push(`${num(node.rotate)} rotate`);
    out.push(`${rgb(node.color, inherited * opacityOf(node.opacity))} rg`, `${num(dx)} ${num(dy)} m`);
    for (const run of runs) out.push(`/${run.fontName} [${num(node.size)} 0 0 ${num(-node.size)} 0 0] selectfont`, showRun(run));
    out.push('grestore');
  }
}

/**
 * A raster layer: its pixels over what lies beneath, RGB, Flate-compressed, in ASCII85 (the
 * file stays 7-bit clean). The page's y runs down here, so the first row lands at the top.
 */
function image(node: ImageNode, inherited: number, out: string[]): void {
  let rgb = node.flat;
  if (inherited < 1) rgb = Buffer.from(rgb.map((c) => Math.round(c * inherited + 255 * (1 - inherited))));
  const { pixelWidth: w, pixelHeight: h } = node;
  out.push(
    'gsave',
    `${num(node.x, 6)} ${num(node.y, 6)} translate ${num(node.width, 6)} ${num(node.height, 6)} scale`,
    '/DeviceRGB setcolorspace',
    `<< /ImageType 1 /Width ${w} /Height ${h} /BitsPerComponent 8 /Decode [0 1 0 1 0 1] /ImageMatrix [${w} 0 0 ${h} 0 0]`,
    '/DataSource currentfile /ASCII85Decode filter /FlateDecode filter >> image',
    ascii85Lines(deflateSync(rgb)),
    'grestore',
  );
}

/** ASCII85 with its end mark, in lines of at most 80 characters, none of them starting with '%' (DSC). */
export function ascii85Lines(bytes: Buffer): string {
  const chars: number[] = [];
  const full = bytes.length - (bytes.length % 4);
  const push = (value: number, count: number): void => {
    const digits = [0, 0, 0, 0, 0];
    for (let d = 4; d >= 0; d--) {
      digits[d] = value % 85;
      value = Math.floor(value / 85);
    }
    for (let d = 0; d < count; d++) chars.push(33 + (digits[d] as number));
  };
  for (let i = 0; i < full; i += 4) {
    const value = bytes.readUInt32BE(i);
    if (value === 0) chars.push(0x7a);
    else push(value, 5);
  }
  const rest = bytes.length - full;
  if (rest > 0) {
    const tail = Buffer.alloc(4);
    bytes.copy(tail, 0, full);
    push(tail.readUInt32BE(0), rest + 1);
  }
  const lines: string[] = [];
  const text = Buffer.from(chars).toString('latin1');
  for (let i = 0; i < text.length; i += 80) {
    const line = text.slice(i, i + 80);
    lines.push(line.startsWith('%') ? ` ${line}` : line);
  }
  lines.push('~>');
  return lines.join('\n');
}

/** `show` when the font's own advances place the glyphs, `xshow` with the kerned advances otherwise. */
function showRun(run: EncodedRun): string {
  const string = psString(run.codes);
  const kerned = run.advances.some((a, i) => Math.abs(a - (run.nominal[i] ?? a)) > 0.0005);
  if (!kerned) return `${string} show`;
  return `${string} [${wrap(run.advances.map((a) => num(a, 4)), 12)}] xshow`;
}

function shape(out: string[], path: PathCommand[] | string, p: Paint, inherited: number, evenOdd = false): void {
  const stroke = hasStroke(p) ? p.stroke : undefined;
  if (!p.fill && !stroke) return;
  const opacity = inherited * opacityOf(p.opacity);
  const build = typeof path === 'string' ? path : `newpath ${pathOps(path)}`;
  out.push('gsave', build);
  if (p.fill) {
    const fill = `${rgb(p.fill, opacity * opacityOf(p.fillOpacity))} rg ${evenOdd ? 'eofill' : 'fill'}`;
    out.push(stroke ? `gsave ${fill} grestore` : fill);
  }
  if (stroke) {
    const cap = { butt: 0, round: 1, square: 2 }[p.lineCap ?? 'butt'];
    const join = { miter: 0, round: 1, bevel: 2 }[p.lineJoin ?? 'miter'];
    const dash = (p.dash ?? []).filter((d) => d > 0).map((d) => num(d));
    out.push(`${rgb(stroke, opacity)} rg ${num(strokeWidthOf(p))} setlinewidth ${cap} setlinecap ${join} setlinejoin [${dash.join(' ')}] 0 setdash stroke`);
  }
  out.push('grestore');
}

function pathOps(commands: PathCommand[]): string {
  const ops = commands.map((c) => {
      switch (c[0]) {
        case 'M':
          return `${num(c[1])} ${num(c[2])} m`;
        case 'L':
          return `${num(c[1])} ${num(c[2])} l`;
        case 'C':
          return `${num(c[1])} ${num(c[2])} ${num(c[3])} ${num(c[4])} ${num(c[5])} ${num(c[6])} c`;
        case 'Z':
          return 'h';
      }
  });
  return wrap(ops, 6);
}

/** Items joined by spaces, a line break every `perLine` items (DSC lines stay under 255 characters). */
function wrap(items: string[], perLine: number): string {
  const lines: string[] = [];
  for (let i = 0; i < items.length; i += perLine) lines.push(items.slice(i, i + perLine).join(' '));
  return lines.join('\n');
}

/** 'r g' 'b' operands in 0..1 for a colour at an opacity over white. */
function rgb(color: string, opacity: number): string {
  return overWhite(color, opacity)
    .map((c) => num(c / 255, 4))
    .join(' ');
}

/** Character codes as a PostScript string literal: printable ASCII as is, the rest in octal. */
export function psString(codes: number[]): string {
  let s = '(';
  for (const code of codes) {
    if (code === 0x28 || code === 0x29 || code === 0x5c) s += `\\${String.fromCharCode(code)}`;
    else if (code >= 32 && code <= 126) s += String.fromCharCode(code);
    else s += `\\${code.toString(8).padStart(3, '0')}`;
  }
  return `${s})`;
}

/** A DSC comment value: printable ASCII only. */
function dscText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?');
}
