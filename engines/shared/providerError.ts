// A failure of an outside model service (an image provider over HTTP). `retryable` says
// whether the same call may succeed later (busy, unreachable) or never will (refused,
// misconfigured); the activity layer turns a non-retryable one into the job's
// `error.details.reason`.
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
