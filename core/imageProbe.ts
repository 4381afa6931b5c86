// Reads an image's header (not its pixels) to tell a real image from a pretender and to
// refuse pixel bombs before any engine decodes them.
import sharp from 'sharp';
import { LIMITS } from './limits.ts';

/**
 * `width` and `height` are the stored pixels'; `displayed` is the size a person sees once the
 * EXIF orientation is applied (a phone JPEG turned 90° swaps them), which is what the image
 * engines work on.
 */
export type ProbeResult =
  | { ok: true; width: number; height: number; displayed: { width: number; height: number } }
  | { ok: false; reason: 'IMAGE_UNREADABLE' | 'IMAGE_TOO_LARGE' };

export async function probeImage(bytes: Buffer): Promise<ProbeResult> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: LIMITS.maxInputPixels }).metadata();
    if (!meta.width || !meta.height) return { ok: false, reason: 'IMAGE_UNREADABLE' };
    if (meta.width * meta.height > LIMITS.maxInputPixels) return { ok: false, reason: 'IMAGE_TOO_LARGE' };
    const turned = (meta.orientation ?? 1) >= 5;
    return { ok: true, width: meta.width, height: meta.height, displayed: turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height } };
  } catch {
    return { ok: false, reason: 'IMAGE_UNREADABLE' };
  }
}
