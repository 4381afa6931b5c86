// A website refusal: the page shows `message` with `status`; nothing else reaches the browser.
export class WebError extends Error {
  override readonly name = 'WebError';
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}
