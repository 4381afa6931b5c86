// What text detection gives: each text found, what it says and where. Types only.

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
