// Figures a researcher might bring: drawn here, as SVG with the Arimo font, so that a test
// knows exactly what the image says and where.
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const FONTS = ['@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf', '@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf'].map((f) => require.resolve(f));

export interface Label {
  text: string;
  x: number;
  y: number;
  size?: number;
  bold?: boolean;
  color?: string;
  /** Degrees, about (x, y). */
  rotate?: number;
}

/** A bar chart on `background` with the given labels, as PNG. */
export function barFigure(labels: Label[], opts: { width?: number; height?: number; background?: string } = {}): Buffer {
  const width = opts.width ?? 640;
  const height = opts.height ?? 420;
  const text = labels
    .map(
      (l) =>
        `<text x="${l.x}" y="${l.y}" font-family="Arimo" font-size="${l.size ?? 22}" font-weight="${l.bold ? 700 : 400}" fill="${l.color ?? '#111111'}"` +
        `${l.rotate ? ` transform="rotate(${l.rotate} ${l.x} ${l.y})"` : ''}>${l.text}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${opts.background ?? '#ffffff'}"/>
    <line x1="90" y1="40" x2="90" y2="${height - 80}" stroke="#222" stroke-width="2"/>
    <line x1="90" y1="${height - 80}" x2="${width - 30}" y2="${height - 80}" stroke="#222" stroke-width="2"/>
    <rect x="150" y="${height - 280}" width="110" height="200" fill="#E69F00"/>
    <rect x="330" y="${height - 200}" width="110" height="120" fill="#56B4E9"/>
    ${text}
  </svg>`;
  return Buffer.from(new Resvg(svg, { font: { fontFiles: FONTS, loadSystemFonts: false, defaultFontFamily: 'Arimo' } }).render().asPng());
}

/** The standard test figure: two bars, their names under them, a y-axis title turned 90 degrees. */
export function labelledBars(opts: { background?: string } = {}): Buffer {
  return barFigure(
    [
      { text: 'Control', x: 165, y: 372 },
      { text: 'Treatment', x: 335, y: 372 },
      { text: 'Expression', x: 50, y: 280, rotate: -90 },
    ],
    opts,
  );
}

export async function asJpeg(png: Buffer): Promise<Buffer> {
  return sharp(png).flatten({ background: '#ffffff' }).jpeg({ quality: 95 }).toBuffer();
}

export async function asWebp(png: Buffer): Promise<Buffer> {
  return sharp(png).webp({ lossless: true }).toBuffer();
}

/** Straight RGBA pixels of an image file. */
export async function pixels(bytes: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
