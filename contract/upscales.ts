import { z } from 'zod';
import { UPSCALE_SCALE_NAMES } from '../core/upscaleScales.ts';
import { Id } from './common.ts';

export const UpscaleRequest = z
  .strictObject({
    image: Id.meta({ description: 'file_id of a PNG, JPEG or WebP upload or image output' }),
    scale: z.enum(UPSCALE_SCALE_NAMES).meta({ description: 'The long edge of the result: 2k = 2048, 4k = 4096, 8k = 8192 pixels' }),
  })
  .meta({ id: 'UpscaleRequest' });

export type UpscaleBody = z.infer<typeof UpscaleRequest>;
