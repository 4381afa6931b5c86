// Test images drawn from SVG in the Arimo font (the only font loaded), as PNG bytes: a
// background colour, or none for transparency, under the given SVG body.
import { renderAsync } from '@resvg/resvg-js';
import { allFontFaces, FONT_FAMILY } from '../../../../engines/chart/render/fonts.ts';

export async function drawSvg(width: number, height: number, body: string, background: string | null): Promise<Buffer> {
  const fill = background ? `<rect width="100%" height="100%" fill="${background}"/>` : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${fill}${body}</svg>`;
  const rendered = await renderAsync(svg, {
    fitTo: { mode: 'original' },
    font: { fontFiles: allFontFaces().map((f) => f.file), loadSystemFonts: false, defaultFontFamily: FONT_FAMILY },
    logLevel: 'off',
  });
  return Buffer.from(rendered.asPng());
}
