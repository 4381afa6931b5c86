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
 * our deadline, which is what late delivery relies on.
 */
export interface IllustrationProvider {
  readonly name: string;
  submit(request: IllustrationRequest): Promise<string>;
  status(providerJobId: string, request: IllustrationRequest): Promise<ProviderStatus>;
}

export class ProviderError extends Error {
  readonly reason: string;
  /** False when retrying the same call cannot help (the provider refused the request). */
  readonly retryable: boolean;
  constructor(reason: string, message: string, retryable: boolean) {
    super(message);
    this.name = 'ProviderError';
    this.reason = reason;
    this.retryable = retryable;
  }
}
