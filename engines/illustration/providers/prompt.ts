// The text an image model receives. Neither protocol has fields for a style or a palette, so
// both are written into the prompt as plain instructions after the researcher's own words:
//   <prompt>
//
//   Style: <what the style means>.
//   Use only these colours: #RRGGBB, #RRGGBB.
//   Compose for a 21:9 frame: the image will be cropped centrally to it.   (when the model's size differs)
import { requestedColours } from '../palette.ts';
import { ProviderError } from '../../shared/providerError.ts';
import type { IllustrationRequest } from '../types.ts';

/** What each style of the spec asks a model for; `auto` leaves the choice to the model. */
export const STYLE_TEXT: Readonly<Record<string, string | null>> = {
  flat: 'flat vector illustration, solid colour fills, no gradients, no shadows',
  '2-5d': '2.5D isometric illustration with gentle depth and soft shading',
  'line-art': 'clean line art, dark outlines on a white background, no fills',
  'hand-drawn': 'hand-drawn illustration with natural pen strokes',
  scientific: 'scientific textbook illustration, accurate and clearly structured, on a white background',
  line: 'minimal line illustration with thin strokes of even width',
  '3d': '3D rendered illustration with soft studio lighting',
  editorial: 'editorial illustration as in a science magazine',
  sketch: 'pencil sketch with light hatching',
  watercolor: 'watercolour illustration on white paper',
  auto: null,
};


export function providerPrompt(request: IllustrationRequest, opts: { croppedTo?: string | undefined } = {}): string {
  const lines: string[] = [];
  const style = request.style ? STYLE_TEXT[request.style] : null;
  if (request.style && style === undefined) throw new ProviderError('UNKNOWN_STYLE', `The style "${request.style.slice(0, 64)}" is not one of ${Object.keys(STYLE_TEXT).join(', ')}.`, false);
  if (style) lines.push(`Style: ${style}.`);
  const colours = requestedColours(request.palette) ?? [];
  if (colours.length > 0) lines.push(`Use only these colours: ${colours.join(', ')}.`);
  if (request.references.length > 0) lines.push(`Use the ${request.references.length === 1 ? 'attached image' : `${request.references.length} attached images`} as reference.`);
  if (opts.croppedTo) lines.push(`Compose for a ${opts.croppedTo} frame: the image will be cropped centrally to it.`);
  return lines.length > 0 ? `${request.prompt}\n\n${lines.join('\n')}` : request.prompt;
}
