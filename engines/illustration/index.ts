// Illustrations from a prompt: a configured provider over HTTP, or the draft engine.
import { draftProvider } from './draft.ts';
import { httpProvider } from './httpProvider.ts';
import type { IllustrationProvider } from './types.ts';

export { ProviderError, type IllustrationProvider, type IllustrationRequest, type ProviderStatus } from './types.ts';
export { ASPECT_RATIOS, pixelSize } from './sizes.ts';
export { renderDraft } from './draft.ts';

export function illustrationProvider(opts: { url?: string | undefined; apiKey?: string | undefined }): IllustrationProvider {
  return opts.url ? httpProvider(opts.url, opts.apiKey) : draftProvider;
}
