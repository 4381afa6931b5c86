// POST /images/edits: five forms chosen by `operation` (instruct when omitted).
import { z } from 'zod';
import { LIMITS } from '../core/limits.ts';
import { ASPECT_RATIOS } from '../engines/shared/aspectRatios.ts';
import { Hex, Id } from './common.ts';
import { QUALITIES } from './generations.ts';

const quality = z.enum(QUALITIES).default('standard');
const R = LIMITS.replacements;

const Instruct = z
  .strictObject({
    operation: z.literal('instruct').default('instruct'),
    image: Id,
    instruction: z.string().min(LIMITS.editInstructionChars.min).max(LIMITS.editInstructionChars.max),
    mask: Id.optional().meta({ description: 'file_id of an upload with purpose `mask`: a PNG of the image\'s size, white where the image may change' }),
    quality,
  })
  .meta({ id: 'InstructEdit', description: 'Change the image as the instruction says (the default operation)' });

const WhiteBackground = z
  .strictObject({ operation: z.literal('white_background'), image: Id, quality })
  .meta({ id: 'WhiteBackgroundEdit', description: 'Replace the background with solid white' });

const AspectRatio = z
  .strictObject({ operation: z.literal('aspect_ratio'), image: Id, aspect_ratio: z.enum(ASPECT_RATIOS), quality })
  .meta({ id: 'AspectRatioEdit', description: 'Reframe the image to the ratio, extending its background, cropping nothing' });

const Recolor = z
  .strictObject({
    operation: z.literal('recolor'),
    image: Id,
    palette: z.array(Hex).min(LIMITS.recolorPaletteColors.min).max(LIMITS.recolorPaletteColors.max).optional(),
    quality,
  })
  .meta({ id: 'RecolorEdit', description: 'Map the image\'s colors onto the palette (one is chosen when omitted); neutrals stay' });

const ReplaceText = z
  .strictObject({
    operation: z.literal('replace_text'),
    image: Id,
    text_detection: Id.meta({ description: 'id of a text detection of the same image' }),
    replacements: z
      .array(z.strictObject({ index: z.int().min(0).max(R.maxIndex), text: z.string().min(R.textChars.min).max(R.textChars.max) }))
      .min(R.min)
      .max(R.max),
  })
  .meta({ id: 'ReplaceTextEdit', description: 'Replace detected texts, each named by its index in the detection' });

const EDIT_FORMS = [Instruct, WhiteBackground, AspectRatio, Recolor, ReplaceText] as const;

/** Validates a body: a wrong or missing form is reported at `operation`, not as a failed union. */
export const EditRequest = z.discriminatedUnion('operation', [...EDIT_FORMS]);

/**
 * The same forms as the OpenAPI document gives them. A `discriminator` there names a property
 * every body carries, and `operation` may be left out (instruct): so a plain oneOf, where each
 * form but instruct requires its own `operation` value. Any body matches one form at most, and
 * a generator or validator takes a body without `operation` as an instruct edit. (`_internal`
 * is the generator's own switch from anyOf to oneOf; it then needs the ref id there too.)
 */
export const EditRequestDocument = z
  .union([...EDIT_FORMS])
  .meta({ id: 'EditRequest', _internal: { refId: 'EditRequest', unionPreferredType: 'oneOf' } });

export type EditBody = z.infer<typeof EditRequest>;
