import { z } from 'zod';
import { Id } from './common.ts';

export const TextDetectionRequest = z.strictObject({ image: Id.meta({ description: 'file_id of an uploaded image or an image output' }) }).meta({ id: 'TextDetectionRequest' });

export const TextDetectionSchema = z
  .object({
    id: z.uuid(),
    object: z.literal('text_detection'),
    width: z.int().min(1),
    height: z.int().min(1),
    texts: z.array(
      z.object({
        index: z.int().min(0),
        text: z.string(),
        corners: z.array(z.object({ x: z.number(), y: z.number() })).length(4).meta({ description: 'The four corners of the text\'s box in image pixels, clockwise from its top-left' }),
      }),
    ).meta({ description: 'In reading order' }),
  })
  .meta({ id: 'TextDetection' });
