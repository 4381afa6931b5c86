// What the image engines take and give. Types only.
import type { ASPECT_RATIOS } from '../shared/aspectRatios.ts';

import type { TextDetectionResult } from '../ocr/types.ts';

export type { DetectedText, Point, TextDetectionResult } from '../ocr/types.ts';

export type EditQuality = 'standard' | 'advanced' | 'premium';

export type EditAspectRatio = (typeof ASPECT_RATIOS)[number];

/** One edit, as the job holds it. Images are bytes (PNG, JPEG or WebP as uploaded). */
export type EditRequest =
  | { operation: 'instruct'; image: Buffer; instruction: string; mask: Buffer | null; quality: EditQuality }
  | { operation: 'white_background'; image: Buffer; quality: EditQuality }
  | { operation: 'aspect_ratio'; image: Buffer; aspectRatio: EditAspectRatio; quality: EditQuality }
  | { operation: 'recolor'; image: Buffer; palette: string[] | null; quality: EditQuality }
  | { operation: 'replace_text'; image: Buffer; detection: TextDetectionResult; replacements: Array<{ index: number; text: string }> };
