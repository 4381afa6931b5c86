// What the local interpreter reads an instruction into: a list of steps applied in order.
// Types and the one list of what is understood (quoted in every refusal and in
// docs/image-edits.md).
import type { PanelSelection } from '../panels/select.ts';
import type { EditAspectRatio } from '../types.ts';

/**
 * Straight RGBA, 0 to 255 each. An adjustment aimed at one thing of the picture ("blur the
 * face") carries `object`, the thing as said, and applies under the mask that marks it.
 */
import type { Rgba } from '../color/edgeColour.ts';

export type Side = 'left' | 'right' | 'top' | 'bottom';

/**
 * Which part of the image a crop keeps. Fractions are of the width (left, right) and the
 * height (top, bottom), measured from the image's top-left corner.
 */
export type CropRegion =
  | { kind: 'fraction'; left: number; top: number; right: number; bottom: number }
  /** Cut `amount` off each listed side; `unit` says whether it is pixels or percent of that dimension. */
  | { kind: 'trim'; sides: Side[]; amount: number; unit: 'px' | 'percent' }
  /** Cut away the uniform margin around the content. */
  | { kind: 'content' }
  /** Keep the named panels of a multi-panel figure (engines/image/panels/). */
  | { kind: 'panels'; selection: PanelSelection };

export type Step =
  /** `what`: the object as the instruction names it, for the message when there is no mask. */
  | { op: 'remove'; what: string }
  | { op: 'crop'; region: CropRegion }
  /** Degrees clockwise; the canvas grows to hold the turned image, new corners get the background. */
  | { op: 'rotate'; degrees: number }
  | { op: 'flip'; axis: 'horizontal' | 'vertical' }
  /** Fraction of the way toward white (positive) or black (negative), -1 to 1. */
  | { op: 'brightness'; amount: number; inMask: boolean; object?: string }
  /** Fraction by which distances from mid-grey grow (positive) or shrink (negative). */
  | { op: 'contrast'; amount: number; inMask: boolean; object?: string }
  | { op: 'grayscale'; inMask: boolean }
  | { op: 'invert'; inMask: boolean }
  /** `amount`: how strongly edges are steepened, 1 the default, 0.5 slightly, 2 strongly. */
  | { op: 'sharpen'; amount: number; inMask: boolean; object?: string }
  /** Gaussian sigma in pixels. */
  | { op: 'blur'; sigma: number; inMask: boolean; object?: string }
  /** A frame of `width` pixels outside the image, in `colour`. */
  | { op: 'border'; width: number; colour: Rgba }
  /** Extra canvas on the listed sides; `colour` null means the image's own background. */
  | { op: 'pad'; sides: Side[]; amount: number; unit: 'px' | 'percent'; colour: Rgba | null }
  /** Proportional resize: by a factor, or to a width, height or longer side in pixels. */
  | { op: 'resize'; by: 'scale'; factor: number }
  | { op: 'resize'; by: 'width' | 'height' | 'longest'; pixels: number }
  /** The white_background operation (engines/image/edit/whiteBackground.ts). */
  | { op: 'white_background'; inMask: boolean }
  /**
   * The aspect_ratio operation: the canvas extended to the ratio, never cropped. `fill` white
   * when the request says the new margin is white ("square with white padding"): the operation
   * fills with the image's own background, so the edit is refused where that is not white.
   */
  | { op: 'aspect_ratio'; ratio: EditAspectRatio; fill?: 'white' }
  /** The recolor operation: `palette` as #RRGGBB, or null for the colour-blind-safe default. */
  | { op: 'recolor'; palette: string[] | null; inMask: boolean };

/** The instructions understood, with one example each: quoted when an instruction is refused. */
export const UNDERSTOOD: readonly string[] = [
  'remove the area under the mask ("remove the arrow", needs a mask)',
  'crop ("crop to the left half", "crop to the top-right quadrant", "crop 50 px from the bottom", "crop to the content")',
  'crop to panels of a multi-panel figure ("crop to panel B", "keep only the top row", "the left two panels", "crop to the top-left panel")',
  'rotate ("rotate 90 degrees clockwise", "rotate by 15 degrees", "turn upside down")',
  'flip or mirror ("flip horizontally", "mirror vertically")',
  'brightness ("brighten by 20%", "make it a touch darker", "lighten", "increase the brightness")',
  'contrast ("increase the contrast by 30%", "less contrast")',
  'grayscale ("convert to grayscale", "black and white")',
  'invert ("invert the colours")',
  'sharpen or blur ("sharpen slightly", "make it crisper", "blur a lot", "blur by 3 px", "less blurry")',
  'border ("add a 10 px red border", "add a border of 4 px in #336699")',
  'padding ("add 20 px of white padding", "add a 5% margin on the left")',
  'resize ("resize to 50%", "resize to 800 px wide")',
  'white background ("make the background white", "whiten the background")',
  'aspect ratio, extending the canvas ("make it 16:9", "square it up for Instagram")',
  'recolour ("make it colour-blind safe", "recolour with #1b9e77, #d95f02 and #7570b3")',
];
