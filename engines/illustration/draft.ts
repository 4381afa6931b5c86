// The draft engine answers when no image model is configured. It does not interpret the
// prompt: it draws a labelled placeholder in the requested size and palette, and says so in
// the image itself, so nobody mistakes it for a generated figure.
import sharp from 'sharp';
import { createHash } from 'node:crypto';
import type { IllustrationProvider, IllustrationRequest, ProviderStatus } from './types.ts';
import { pixelSize } from './sizes.ts';

const DEFAULT_PALETTE = ['#0072B2', '#E69F00', '#009E73', '#CC79A7'];

function paletteOf(request: IllustrationRequest): string[] {
  return Array.isArray(request.palette) && request.palette.length > 0 ? request.palette : DEFAULT_PALETTE;
}

export async function renderDraft(request: IllustrationRequest): Promise<Buffer> {
  const { width, height } = pixelSize(request.aspectRatio, request.quality);
  const colors = paletteOf(request);
  // Shapes are placed from a hash of the prompt: the same request gives the same draft.
  const seed = createHash('sha256').update(request.prompt).digest();
  const shapes = Array.from({ length: 6 }, (_, i) => {
    const x = ((seed[i * 3] ?? 0) / 255) * width;
    const y = ((seed[i * 3 + 1] ?? 0) / 255) * height;
    const r = (0.08 + ((seed[i * 3 + 2] ?? 0) / 255) * 0.15) * Math.min(width, height);
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${colors[i % colors.length]}" fill-opacity="0.55"/>`;
  }).join('');
  const font = Math.round(Math.min(width, height) / 18);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="#ffffff"/>${shapes}
  <rect x="0" y="${height - font * 2.2}" width="${width}" height="${font * 2.2}" fill="#000000" fill-opacity="0.65"/>
  <text x="${width / 2}" y="${height - font * 0.8}" font-family="sans-serif" font-size="${font}" fill="#ffffff" text-anchor="middle">DRAFT - no image model configured</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export const draftProvider: IllustrationProvider = {
  name: 'draft',
  async submit(): Promise<string> {
    return 'draft';
  },
  async status(_id: string, request: IllustrationRequest): Promise<ProviderStatus> {
    return { state: 'succeeded', image: await renderDraft(request) };
  },
};
