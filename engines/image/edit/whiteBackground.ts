// white_background: the figure's foreground over pure white (#FFFFFF), in the source's
// format and size. Background pixels become exactly 255,255,255; wholly foreground pixels
// keep their exact values; anti-aliased edges blend towards white, without the old
// background's tint (a known background's colour is taken out of the edge pixel, not
// mixed in) and without a dark halo. The result is checked against the source before it is
// delivered: one that loses the figure's marks or leaves its background fails with the reason.
import { EngineError } from '../../shared/errors.ts';
import { saidEach } from '../../shared/said.ts';
import { detectText } from '../../ocr/index.ts';
import { checkRemoval, removalProblem, type Box, type RemovalProblem } from '../segmentation/removalCheck.ts';
import { segmentForeground, type Segmentation } from '../segmentation/index.ts';
import { decodeImage, encodeImage, type EncodedImage, type Raster } from '../../shared/raster.ts';
import type { DetectedText, EditRequest } from '../types.ts';

type WhiteBackgroundRequest = Extract<EditRequest, { operation: 'white_background' }>;

/** The segmented image composited over white, opaque. */
function onWhite(segmentation: Segmentation): Raster {
  const { kind, color, field, coverage, opaque } = segmentation;
  const data = Buffer.from(opaque.data);
  for (let i = 0; i < coverage.length; i++) {
    const c = coverage[i]!;
    if (c === 255 || kind === 'transparent') continue;
    const p = i * 4;
    if (c === 0) {
      data[p] = data[p + 1] = data[p + 2] = 255;
      continue;
    }
    const a = c / 255;
    for (let k = 0; k < 3; k++) {
      // Known B: p = a*F + (1-a)*B, so a*F + (1-a)*white = p + (1-a)*(white - B). Model: the
      // background under the edge is unknown; the pixel itself stands in for F.
      const b = color ? color[k]! : field ? field[i * 3 + k]! : null;
      const v = b !== null ? data[p + k]! + (1 - a) * (255 - b) : a * data[p + k]! + (1 - a) * 255;
      data[p + k] = Math.round(Math.min(255, Math.max(0, v)));
    }
  }
  return { data, width: opaque.width, height: opaque.height };
}

/**
 * A known background (flat or a fitted gradient) is removed exactly, so every mark of the
 * figure is checked, with the few a JPEG's ringing blurs into the background tolerated. The
 * model's outline is a guess: a photograph's texture is its to remove, so only the marks of
 * the text the OCR reads are checked, and not one label may be lost.
 */
const KNOWN_TOLERANCE = { lostMarks: 3, lostShare: 0.1 };
const MODEL_TOLERANCE = { lostMarks: 0, lostShare: 0 };

function boxOf(text: DetectedText): Box {
  const xs = text.corners.map((p) => p.x);
  const ys = text.corners.map((p) => p.y);
  return { x0: Math.floor(Math.min(...xs)), y0: Math.floor(Math.min(...ys)), x1: Math.ceil(Math.max(...xs)), y1: Math.ceil(Math.max(...ys)) };
}

/** Texts worth protecting: a word's worth of letters or digits, not OCR's reading of texture. */
function labels(texts: DetectedText[]): DetectedText[] {
  return texts.filter((t) => (t.text.match(/[\p{L}\p{N}]/gu) ?? []).length >= 2);
}

function refusal(problem: RemovalProblem, segmentation: Segmentation, lost: DetectedText[]): EngineError {
  const how = segmentation.kind === 'model' ? 'The background is a texture (a photograph or micrograph), so the segmentation model outlined the foreground' : 'The background was found';
  if (problem.kind === 'background_left') {
    const share = Math.round(problem.keptBorderShare * 100);
    return new EngineError('BACKGROUND_NOT_REMOVABLE', `${how}, but ${share}% of the image's border would stay as it is: the background cannot be told from the content. Nothing was changed; crop the image to the figure first, or use instruct with a mask.`);
  }
  if (lost.length > 0) {
    const named = saidEach(lost.slice(0, 4).map((t) => t.text), 'read in the image', lost.length > 4);
    return new EngineError('BACKGROUND_NOT_REMOVABLE', `${how}, but the result would remove or hide ${lost.length === 1 ? 'the label' : `${lost.length} labels`} ${named} with the background. Nothing was changed.`);
  }
  return new EngineError(
    'BACKGROUND_NOT_REMOVABLE',
    `${how}, but the result would remove or hide ${problem.lostMarks} of the figure's ${problem.marks} small marks (letters, ticks, markers): taken with the background, or left white on white. Nothing was changed.`,
  );
}

export async function whiteBackground(req: WhiteBackgroundRequest): Promise<EncodedImage> {
  const source = await decodeImage(req.image);
  const segmentation = await segmentForeground(source);
  const result = onWhite(segmentation);
  const texts = segmentation.kind === 'model' ? labels((await detectText(req.image)).texts) : null;
  const check = await checkRemoval(segmentation.opaque, result, segmentation.coverage, texts ? texts.map(boxOf) : null);
  const problem = removalProblem(check, texts ? MODEL_TOLERANCE : KNOWN_TOLERANCE);
  if (problem) throw refusal(problem, segmentation, texts ? check.regionsWithLoss.map((k) => texts[k]!) : []);
  return encodeImage(result, source.format, source.density);
}
