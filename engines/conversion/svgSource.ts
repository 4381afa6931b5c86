// A flowchart's SVG as a conversion source (SPEC "POST /images/conversions": "A flowchart SVG
// is rendered on the server with two fixed font families, and text those fonts cannot draw is
// refused"). The pixels come from resvg with only Arimo and Noto Sans loaded (never a system
// font, so every server draws the same figure); the PDF keeps the vectors and the text as text.
import { createRequire } from 'node:module';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import PDFDocument from 'pdfkit';
import { EngineError } from '../shared/errors.ts';
import { fallbackFace, fontFace, fontFiles, undrawableCharacters, nameCharacters, type FontWeight } from '../shared/fonts.ts';
import { asEngineError } from './source.ts';

/** The long edge of the rendered figure in pixels, when the request does not say (SPEC: default 2048). */
export const DEFAULT_SVG_WIDTH = 2048;
export const SVG_WIDTH_RANGE = { min: 256, max: 4096 } as const;

const POINTS_PER_INCH = 72;
const PRODUCER = 'Figure service';
/** Reproducible PDFs: pdfkit's file id hashes the info dictionary, dates included. */
const FIXED_CREATION_DATE = new Date('2000-01-01T00:00:00Z');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Every character drawn by the SVG's <text> elements (their tspans included), entities decoded. */
export function svgTexts(svg: string): string[] {
  return [...svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)].map((m) => decodeEntities(m[1]!.replace(/<[^>]*>/g, '')));
}

/**
 * TEXT_CHARACTERS_UNSUPPORTED when some character of the SVG's text is in neither shipped
 * family (it would be drawn as an empty box), naming the characters. Asked by the API before
 * a job exists, and by the engine again.
 */
export function svgTextProblem(svg: string): EngineError | undefined {
  const missing = [...new Set(svgTexts(svg).flatMap((t) => undrawableCharacters(t)))];
  if (missing.length === 0) return undefined;
  return new EngineError('TEXT_CHARACTERS_UNSUPPORTED', `The flowchart's text has characters its fonts (Arimo, Noto Sans) cannot draw: ${nameCharacters(missing)}. Edit those labels first.`);
}

/** resvg with the two shipped families only: no system font can change the result. */
function resvgOptions(fit?: ResvgRenderOptions['fitTo']): ResvgRenderOptions {
  return {
    font: { loadSystemFonts: false, fontFiles: fontFiles(), defaultFontFamily: 'Arimo', sansSerifFamily: 'Arimo' },
    ...(fit ? { fitTo: fit } : {}),
  };
}

/** The figure's own size (its width/height, else its viewBox), in SVG user units. */
export function svgSize(svg: string): { width: number; height: number } {
  try {
    const r = new Resvg(svg, resvgOptions());
    return { width: r.width, height: r.height };
  } catch {
    throw new EngineError('SVG_UNREADABLE', 'The SVG cannot be read.');
  }
}

/** The figure drawn as a PNG whose long edge is exactly `longEdge` pixels. */
export function renderSvgPng(svg: string, longEdge: number): { png: Buffer; width: number; height: number } {
  const size = svgSize(svg);
  const fit = size.width >= size.height ? { mode: 'width' as const, value: longEdge } : { mode: 'height' as const, value: longEdge };
  try {
    const image = new Resvg(svg, resvgOptions(fit)).render();
    return { png: image.asPng(), width: image.width, height: image.height };
  } catch (error) {
    throw asEngineError(error);
  }
}

// svg-to-pdfkit ships no types; this is the part of its signature used here.
type SvgToPdf = (
  doc: PDFKit.PDFDocument,
  svg: string,
  x: number,
  y: number,
  options: {
    width: number;
    height: number;
    assumePt: boolean;
    preserveAspectRatio: string;
    fontCallback: (family: string, bold: boolean, italic: boolean) => string;
    warningCallback: (message: string) => void;
  },
) => void;
const svgToPdf = createRequire(import.meta.url)('svg-to-pdfkit') as SvgToPdf;

const NUMERIC_WEIGHT = /font-weight(="|:\s*)([1-9]00)/g;

/**
 * Each run of characters Arimo lacks put in a tspan of Noto Sans. Browsers and resvg choose a
 * family per character, as the flowchart's layout measured; svg-to-pdfkit takes one font per
 * element and has no fallback, so it is given the runs explicitly.
 */
function withFallbackRuns(svg: string): string {
  return svg.replace(/(<text\b[^>]*>)([\s\S]*?)(<\/text>)/g, (_, open: string, body: string, close: string) => {
    const marked = body.replace(/(^|>)([^<]+)/g, (__, gt: string, chars: string) => gt + markFallbackRuns(chars));
    return open + marked + close;
  });
}

/** svg-to-pdfkit knows only the keyword `bold`: numeric weights become keywords. */
function forPdfkit(svg: string): string {
  return withFallbackRuns(svg).replace(NUMERIC_WEIGHT, (_, sep: string, w: string) => `font-weight${sep}${Number(w) >= 600 ? 'bold' : 'normal'}`);
}

function markFallbackRuns(escaped: string): string {
  const text = decodeEntities(escaped);
  const arimo = fontFace('normal').font;
  let out = '';
  let run = '';
  let runFallback = false;
  const flush = () => {
    if (!run) return;
    const escapedRun = run.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    out += runFallback ? `<tspan font-family="Noto Sans">${escapedRun}</tspan>` : escapedRun;
    run = '';
  };
  for (const ch of text) {
    const fallback = !/\s/.test(ch) && !arimo.hasGlyphForCodePoint(ch.codePointAt(0)!);
    if (fallback !== runFallback && !/\s/.test(ch)) {
      flush();
      runFallback = fallback;
    }
    run += ch;
  }
  flush();
  return out;
}

/**
 * One page `longEdge / dpi` inches on its long side, the figure drawn on it as vectors with
 * Arimo and Noto Sans embedded (subsets with a ToUnicode map: the labels are text).
 */
export function renderSvgPdf(svg: string, longEdge: number, dpi: number): Promise<Buffer> {
  const size = svgSize(svg);
  const scale = (longEdge / Math.max(size.width, size.height) / dpi) * POINTS_PER_INCH;
  const page = { width: size.width * scale, height: size.height * scale };
  const info: PDFKit.DocumentInfo = { Producer: PRODUCER, Creator: PRODUCER, CreationDate: FIXED_CREATION_DATE };
  const doc = new PDFDocument({ size: [page.width, page.height], margin: 0, compress: true, info });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const faces: Record<string, () => { postscriptName: string; data: Buffer }> = {};
  for (const weight of ['normal', 'bold'] as FontWeight[]) {
    faces[`arimo/${weight}/false`] = () => fontFace(weight);
    faces[`arimo/${weight}/true`] = () => fontFace(weight, true);
    faces[`noto/${weight}/false`] = () => fallbackFace(weight);
    faces[`noto/${weight}/true`] = () => fallbackFace(weight);
  }
  const registered = new Set<string>();
  const fontCallback = (family: string, bold: boolean, italic: boolean): string => {
    // The first family of the list that is one of ours; anything else is drawn in Arimo, as resvg does.
    const first = (family ?? '').split(',').map((f) => f.trim().replace(/^['"]|['"]$/g, '').toLowerCase());
    const chosen = first.find((f) => f === 'arimo' || f === 'noto sans') === 'noto sans' ? 'noto' : 'arimo';
    const face = faces[`${chosen}/${bold ? 'bold' : 'normal'}/${italic}`]!();
    if (!registered.has(face.postscriptName)) {
      doc.registerFont(face.postscriptName, face.data);
      registered.add(face.postscriptName);
    }
    return face.postscriptName;
  };
  try {
    svgToPdf(doc, forPdfkit(svg), 0, 0, {
      width: page.width,
      height: page.height,
      assumePt: true,
      preserveAspectRatio: 'xMidYMid meet',
      fontCallback,
      warningCallback: () => undefined,
    });
    doc.end();
  } catch (error) {
    doc.end();
    return Promise.reject(asEngineError(error));
  }
  return done;
}
