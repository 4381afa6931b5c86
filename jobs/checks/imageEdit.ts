// What an image edit is checked for before its job exists: a mask of the image's size, and
// replace_text's ties to its detection and to the characters its font can draw.
import { invalidRequest } from '../../core/errors.ts';
import { TextDetection } from '../../core/db/entities.ts';
import { em } from '../../core/db/orm.ts';
import { probeImage } from '../../core/imageProbe.ts';
import { fileStorage } from '../../core/storage.ts';
import { missingCharacters } from '../../engines/shared/fonts.ts';
import { usableFile, type ImageSource } from '../requests/sourceFiles.ts';

/** One text of a detection to replace, by its index. */
interface Replacement {
  index: number;
  text: string;
}

/** Each index at most once, and only characters the replacement font can draw. */
export function checkReplacements(replacements: Replacement[]): void {
  const seen = new Set<number>();
  for (const [i, r] of replacements.entries()) {
    if (seen.has(r.index)) throw invalidRequest('DUPLICATE_INDEX', `Text ${r.index} is replaced more than once; name each index at most once.`, `replacements.${i}.index`);
    seen.add(r.index);
    const missing = missingCharacters(r.text.replace(/\s+/g, ' '));
    if (missing.length > 0) {
      throw invalidRequest(
        'TEXT_CHARACTERS_UNSUPPORTED',
        `The replacement font (Arimo) cannot draw ${missing.map((c) => `"${c}"`).join(', ')}.`,
        `replacements.${i}.text`,
      );
    }
  }
}

export async function checkMask(accountId: string, maskId: string, image: ImageSource): Promise<void> {
  const file = await usableFile(accountId, maskId, 'mask', ['mask']);
  const probe = await probeImage(await fileStorage().get(file.id));
  if (!probe.ok) throw invalidRequest(probe.reason, 'The mask cannot be read as a PNG image.', 'mask');
  const mask = probe.displayed;
  if (mask.width !== image.width || mask.height !== image.height) {
    throw invalidRequest(
      'MASK_SIZE_MISMATCH',
      `The mask is ${mask.width}x${mask.height} pixels and the image ${image.width}x${image.height}; a mask must have the image's size.`,
      'mask',
    );
  }
}

/** The detection must be the caller's, of this very image, and name every replaced index. */
export async function checkDetection(accountId: string, detectionId: string, replacements: Replacement[], image: ImageSource): Promise<void> {
  const detection = await (await em()).findOne(TextDetection, { id: detectionId, accountId });
  if (!detection) throw invalidRequest('TEXT_DETECTION_NOT_FOUND', 'text_detection is not one of your text detections.', 'text_detection');
  if (detection.fileId !== image.file.id) {
    throw invalidRequest('TEXT_DETECTION_OTHER_IMAGE', 'text_detection was made on another image; detect the text of this image first.', 'text_detection');
  }
  const indexes = new Set(detection.texts.map((t) => t.index));
  for (const [i, r] of replacements.entries()) {
    if (!indexes.has(r.index)) {
      const range = detection.texts.length === 0 ? 'the detection found no text' : `the detection has indexes 0 to ${detection.texts.length - 1}`;
      throw invalidRequest('TEXT_INDEX_UNKNOWN', `Text ${r.index} is not in the detection (${range}).`, `replacements.${i}.index`);
    }
  }
}
