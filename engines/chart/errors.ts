/** The data or the request cannot make this chart: the job fails with this reason, refunded. */
export class ChartError extends Error {
  readonly reason: string;
  constructor(reason: string, message: string) {
    super(message);
    this.name = 'ChartError';
    this.reason = reason;
  }
}
