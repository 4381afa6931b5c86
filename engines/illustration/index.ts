// Illustrations from a prompt: a configured image model over HTTP (an OpenAI-compatible images
// API or Replicate's predictions API, docs/illustration-provider.md), or the local schematic engine.
import { schematicProvider } from './schematic/index.ts';
import { openAiImagesProvider } from './providers/openai.ts';
import { replicateProvider } from './providers/replicate.ts';
import { ProviderError, type IllustrationProvider } from './types.ts';

export { ProviderError, type IllustrationProvider, type IllustrationRequest, type ProviderStatus } from './types.ts';
export { ASPECT_RATIOS, pixelSize } from '../shared/aspectRatios.ts';
export { fitToSize } from './providers/fit.ts';

export const PROVIDER_PROTOCOLS = ['openai', 'replicate'] as const;
export type ProviderProtocol = (typeof PROVIDER_PROTOCOLS)[number];

export interface ProviderOptions {
  /** Which protocol the provider speaks; without it a URL means `openai`, and no URL the schematic engine. */
  protocol?: string | undefined;
  /** Base URL; defaults to the protocol's public service (api.openai.com, api.replicate.com). */
  url?: string | undefined;
  apiKey?: string | undefined;
  /** The model: gpt-image-1 (openai) or google/nano-banana-2 (replicate) when absent. */
  model?: string | undefined;
}

export function illustrationProvider(opts: ProviderOptions): IllustrationProvider {
  const protocol = opts.protocol || (opts.url ? 'openai' : undefined);
  switch (protocol) {
    case undefined:
      return schematicProvider;
    case 'openai':
      return openAiImagesProvider({ url: opts.url || 'https://api.openai.com', apiKey: opts.apiKey, model: opts.model });
    case 'replicate':
      return replicateProvider({ url: opts.url, apiKey: opts.apiKey, model: opts.model });
    default:
      throw new ProviderError('PROVIDER_MISCONFIGURED', `The configured illustration provider protocol "${protocol}" is not one of ${PROVIDER_PROTOCOLS.join(', ')}.`, false);
  }
}
