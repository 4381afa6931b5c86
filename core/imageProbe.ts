// Reads an image's header (not its pixels) to tell a real image from a pretender and to
// refuse pixel bombs before any engine decodes them.
import sharp from 'sharp';
import { LIMITS } from './limits.ts';

export type ProbeResult = { ok: true; width: number; height: number } | { ok: false; reason: 'IMAGE_UNREADABLE' | 'IMAGE_TOO_LARGE' };

export async function probeImage(bytes: Buffer): Promise<ProbeResult> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: LIMITS.maxInputPixels }).metadata();
    if (!meta.width || !meta.height) return { ok: false, reason: 'IMAGE_UNREADABLE' };
    if (meta.width * meta.height > LIMITS.maxInputPixels) return { ok: false, reason: 'IMAGE_TOO_LARGE' };
    return { ok: true, width: meta.width, height: meta.height };
  } catch {
    return { ok: false, reason: 'IMAGE_UNREADABLE' };
  }
}
