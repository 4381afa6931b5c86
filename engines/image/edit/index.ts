// One edit, whatever its operation: the engine the job's activity calls.
// TEMPORARY (while the operations are written): loaded on first use.
import type { EncodedImage } from '../raster.ts';
import type { EditRequest } from '../types.ts';

export interface EditProvider {
  url: string;
  apiKey?: string;
  model: string;
}

/** `provider`: the configured image-editing model for `instruct`; null: the local interpreter. */
export async function editImage(req: EditRequest, provider: EditProvider | null): Promise<EncodedImage> {
  const load = (path: string) => import(path);
  switch (req.operation) {
    case 'instruct':
      return (await load('../instruct/index.ts')).instructEdit(req, provider);
    case 'white_background':
      return (await load('./whiteBackground.ts')).whiteBackground(req);
    case 'aspect_ratio':
      return (await load('./aspectRatio.ts')).reframeToAspectRatio(req);
    case 'recolor':
      return (await load('./recolor.ts')).recolor(req);
    case 'replace_text':
      return (await load('./replaceText.ts')).replaceText(req);
  }
}
