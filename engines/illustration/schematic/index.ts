// The local engine that answers when no image model is configured. It does not pretend to be
// one: it draws an honest schematic of the prompt (the things it names as icons from shipped
// open icon sets, or labelled boxes, laid out as a flow, a comparison, a cycle or a set, in the
// requested style, palette and size) and says in the image that no image model drew it
// (docs/illustration-schematic.md).
import { EngineError } from '../../shared/errors.ts';
import type { IllustrationProvider, IllustrationRequest, ProviderStatus } from '../types.ts';
import { planSchematic } from './plan.ts';
import { renderSchematic } from './render.ts';

export { planSchematic, FOOTER_TEXT, type SchematicPlan, type SchematicElement } from './plan.ts';

/** PNG bytes of the request's schematic, exactly `pixelSize(aspectRatio, quality)`; EngineError when the prompt names nothing drawable. */
export async function renderSchematicPng(request: IllustrationRequest): Promise<Buffer> {
  return renderSchematic(planSchematic(request));
}

export const schematicProvider: IllustrationProvider = {
  name: 'schematic',
  async submit(request: IllustrationRequest): Promise<string> {
    // The API refuses these at creation; a job admitted before the provider was unset is
    // refused here rather than drawn without what it asked for.
    if (request.references.length > 0) {
      throw new EngineError('REFERENCES_UNSUPPORTED', 'The schematic engine, used when no image model is configured, cannot use reference images.');
    }
    // Planning is cheap and refuses what cannot be drawn (nothing named, unknown palette)
    // before the job waits for a result.
    planSchematic(request);
    return 'schematic';
  },
  async status(_id: string, request: IllustrationRequest): Promise<ProviderStatus> {
    return { state: 'succeeded', image: await renderSchematicPng(request) };
  },
};
