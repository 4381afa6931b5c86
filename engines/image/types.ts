// What the image engines take and give. Types only.
import type { ASPECT_RATIOS } from '../illustration/sizes.ts';

export interface Point {
  x: number;
  y: number;
}

/** One text found by OCR: what it says and the four corners of its (possibly rotated) box in image pixels, clockwise from the top-left of the text's own frame. */
export interface DetectedText {
  index: number;
  text: string;
  corners: [Point, Point, Point, Point];
}

export interface TextDetectionResult {
  width: number;
  height: number;
  texts: DetectedText[];
}

export type EditQuality = 'standard' | 'advanced' | 'premium';

export type EditAspectRatio = (typeof ASPECT_RATIOS)[number];

/** One edit, as the job holds it. Images are bytes (PNG, JPEG or WebP as uploaded). */
export type EditRequest =
  | { operation: 'instruct'; image: Buffer; instruction: string; mask: Buffer | null; quality: EditQuality }
  | { operation: 'white_background'; image: Buffer; quality: EditQuality }
  | { operation: 'aspect_ratio'; image: Buffer; aspectRatio: EditAspectRatio; quality: EditQuality }
  | { operation: 'recolor'; image: Buffer; palette: string[] | null; quality: EditQuality }
  | { operation: 'replace_text'; image: Buffer; detection: TextDetectionResult; replacements: Array<{ index: number; text: string }> };
