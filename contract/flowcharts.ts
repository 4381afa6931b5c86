import { z } from 'zod';
import { Id } from './common.ts';
import { ASPECT_RATIOS } from '../engines/shared/aspectRatios.ts';

/** SPEC: up to 8 attachments per flowchart. */
export const MAX_FLOWCHART_ATTACHMENTS = 8;

export const FLOWCHART_ASPECT_RATIOS = ['auto', ...ASPECT_RATIOS] as const;

export const FlowchartGenerationRequest = z
  .strictObject({
    prompt: z.string().min(1).max(8000).meta({ description: 'Steps, decisions, lanes, a CONSORT flow or Mermaid flowchart text (docs/flowchart-requests.md)' }),
    aspect_ratio: z.enum(FLOWCHART_ASPECT_RATIOS).default('auto'),
    attachment_file_ids: z
      .array(Id)
      .max(MAX_FLOWCHART_ATTACHMENTS)
      .default([])
      .meta({ description: 'Uploads with purpose flowchart_attachment (PDF, DOC, DOCX, Markdown, text, SVG, PNG, JPEG, WebP); their steps join the prompt' }),
  })
  .meta({ id: 'FlowchartGenerationRequest' });

export type FlowchartGenerationBody = z.infer<typeof FlowchartGenerationRequest>;

export const FlowchartEditRequest = z
  .strictObject({
    job: Id.meta({ description: 'The latest flowchart job of the flowchart' }),
    instruction: z.string().min(1).max(8000).meta({ description: 'Add, remove, rename, connect or disconnect steps, move a step into a lane, change direction, restyle' }),
  })
  .meta({ id: 'FlowchartEditRequest' });
