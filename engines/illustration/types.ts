export { ProviderError } from '../shared/providerError.ts';

export interface IllustrationRequest {
  prompt: string;
  aspectRatio: string;
  quality: 'standard' | 'advanced' | 'premium';
  style: string | null;
  palette: string | string[] | null;
  /** Reference images, PNG/JPEG/WebP bytes. */
  references: Buffer[];
}

export type ProviderStatus =
  | { state: 'running' }
  | { state: 'succeeded'; image: Buffer }
  | { state: 'failed'; reason: string; message: string };

/**
 * A generative image model behind a submit-then-poll protocol: its result may arrive after
 * our deadline, which is what late delivery relies on. A provider answers the job's exact
 * size (sizes.ts `pixelSize`). Failures are ProviderError; a non-retryable one, or a `failed`
 * status, fails the job with its reason (CONTENT_REJECTED becomes that job code).
 */
export interface IllustrationProvider {
  readonly name: string;
  submit(request: IllustrationRequest): Promise<string>;
  status(providerJobId: string, request: IllustrationRequest): Promise<ProviderStatus>;
}
