import { z } from 'zod';
import { Hex, Id } from './common.ts';
import { ASPECT_RATIOS } from '../engines/shared/aspectRatios.ts';
import { PALETTE_NAMES } from '../engines/shared/palettes.ts';

export const STYLES = ['flat', '2-5d', 'line-art', 'hand-drawn', 'scientific', 'line', '3d', 'editorial', 'sketch', 'watercolor', 'auto'] as const;
export const QUALITIES = ['standard', 'advanced', 'premium'] as const;

export const GenerationRequest = z
  .strictObject({
    prompt: z.string().min(3).max(20_000),
    aspect_ratio: z.enum(ASPECT_RATIOS).default('1:1'),
    quality: z.enum(QUALITIES).default('standard'),
    style: z.enum(STYLES).optional(),
    palette: z
      .union([z.string().min(1).max(64).regex(/^[^#]/, 'a preset id, or an array of #RRGGBB colors'), z.array(Hex).min(1).max(4)])
      .optional()
      .meta({ description: `A preset palette id (${PALETTE_NAMES.join(', ')}: the chart palettes) or 1 to 4 colors #RRGGBB` }),
    reference_file_ids: z.array(Id).min(1).max(3).optional(),
  })
  .meta({ id: 'GenerationRequest' });

export type GenerationBody = z.infer<typeof GenerationRequest>;
