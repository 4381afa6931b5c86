// Test images with known text: SVG text in the Arimo font rasterised by resvg, as a figure's
// labels would be, and where each text's ink actually landed (each text drawn alone and its
// non-background pixels bounded), so a test can compare detected boxes with drawn ones.
import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import { allFontFaces, FONT_FAMILY } from '../../engines/chart/render/fonts.ts';

export interface DrawnText {
  text: string;
  /** The anchor point (of the baseline), in pixels. */
  x: number;
  y: number;
  /** Font size in pixels. */
  size: number;
  weight?: 'normal' | 'bold';
  anchor?: 'start' | 'middle' | 'end';
  /** Degrees about (x, y), clockwise as in SVG: -90 is a y-axis title reading bottom to top. */
  rotate?: number;
  fill?: string;
}

export interface TextImageSpec {
  width: number;
  height: number;
  texts: DrawnText[];
  /** Extra SVG drawn under the texts (axes, bars, lines). */
  shapes?: string;
  background?: string;
}

/** An ink box in pixels: x0, y0 inclusive, x1, y1 exclusive. */
export interface InkBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function textElement(t: DrawnText): string {
  const transform = t.rotate ? ` transform="rotate(${t.rotate} ${t.x} ${t.y})"` : '';
  return `<text x="${t.x}" y="${t.y}" font-size="${t.size}" font-family="${FONT_FAMILY}" font-weight="${t.weight ?? 'normal'}" text-anchor="${t.anchor ?? 'start'}" fill="${t.fill ?? '#000000'}"${transform}>${escapeXml(t.text)}</text>`;
}

export function textImageSvg(spec: TextImageSpec, texts = spec.texts, shapes = spec.shapes ?? ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.width}" height="${spec.height}" viewBox="0 0 ${spec.width} ${spec.height}">${shapes}${texts.map(textElement).join('')}</svg>`;
}

async function render(svg: string, background: string): Promise<Buffer> {
  const rendered = await renderAsync(svg, {
    fitTo: { mode: 'original' },
    font: { fontFiles: allFontFaces().map((f) => f.file), loadSystemFonts: false, defaultFontFamily: FONT_FAMILY, sansSerifFamily: FONT_FAMILY },
    background,
    logLevel: 'off',
  });
  return Buffer.from(rendered.asPng());
}

/** The drawn image as a PNG (convert it with sharp for JPEG or WebP). */
export function textImage(spec: TextImageSpec): Promise<Buffer> {
  return render(textImageSvg(spec), spec.background ?? '#ffffff');
}

/** Where each text's ink is, in the order of spec.texts (each drawn alone on white). */
export async function textInkBoxes(spec: TextImageSpec): Promise<InkBox[]> {
  return Promise.all(
    spec.texts.map(async (t) => {
      const png = await render(textImageSvg(spec, [t], ''), '#ffffff');
      const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
      const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
      for (let y = 0; y < info.height; y++) {
        for (let x = 0; x < info.width; x++) {
          // Faint anti-aliasing fringes are not ink an OCR engine would bound.
          if ((data[y * info.width + x] as number) < 160) {
            box.x0 = Math.min(box.x0, x);
            box.y0 = Math.min(box.y0, y);
            box.x1 = Math.max(box.x1, x + 1);
            box.y1 = Math.max(box.y1, y + 1);
          }
        }
      }
      return box;
    }),
  );
}
