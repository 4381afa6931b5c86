// A PNG preview of a job's output for a front end that shows results inline (the MCP server's
// tool results): the first of the given long edges whose PNG fits in maxBytes. An SVG is drawn
// with the service's own fonts, as its conversion to PNG would be.
import sharp from 'sharp';
import { renderSvgPng } from '../engines/conversion/svgSource.ts';

/** Throws when no edge gives a PNG small enough. */
export async function previewPng(bytes: Buffer, format: string, edges: readonly number[], maxBytes: number): Promise<{ png: Buffer; width: number; height: number }> {
  for (const edge of edges) {
    const source = format === 'svg' ? renderSvgPng(bytes.toString('utf8'), edge).png : bytes;
    const { data, info } = await sharp(source, { limitInputPixels: 16384 * 16384 })
      .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true });
    if (data.length <= maxBytes) return { png: data, width: info.width, height: info.height };
  }
  throw new Error('no preview small enough');
}
