// The `instruct` edit: a configured image-editing model when there is one, otherwise the
// local interpreter of a documented set of instructions (docs/image-edits.md).
import type { EncodedImage } from '../../shared/raster.ts';
import { editLocally, type InstructRequest } from './local.ts';
import { editWithProvider, type EditProvider } from './provider.ts';

export { editLocally, type InstructRequest } from './local.ts';
export { editWithProvider, type EditProvider } from './provider.ts';
export { interpretInstruction } from './interpret.ts';
export { UNDERSTOOD, type Step } from './steps.ts';

export async function instructEdit(req: InstructRequest, provider: EditProvider | null): Promise<EncodedImage> {
  return provider ? editWithProvider(req, provider) : editLocally(req);
}
