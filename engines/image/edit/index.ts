// One edit, whatever its operation: the engine the job's activity calls.
import { instructEdit, type EditProvider } from '../instruct/index.ts';
import type { EncodedImage } from '../../shared/raster.ts';
import type { EditRequest } from '../types.ts';
import { reframeToAspectRatio } from './aspectRatio.ts';
import { recolor } from './recolor.ts';
import { replaceText } from './replaceText.ts';
import { whiteBackground } from './whiteBackground.ts';

export type { EditProvider };

/** `provider`: the configured image-editing model for `instruct`; null: the local interpreter. */
export async function editImage(req: EditRequest, provider: EditProvider | null): Promise<EncodedImage> {
  switch (req.operation) {
    case 'instruct':
      return instructEdit(req, provider);
    case 'white_background':
      return whiteBackground(req);
    case 'aspect_ratio':
      return reframeToAspectRatio(req);
    case 'recolor':
      return recolor(req);
    case 'replace_text':
      return replaceText(req);
  }
}
