// The one error type services throw for an answer the member should see: a status and the product's messages.
export class HttpError extends Error {
  readonly messages: string[];
  /** Fields the answer carries beside `errors` (e.g. the plan a paywall needs). */
  extra: Record<string, unknown> = {};
  constructor(
    readonly status: number,
    ...messages: [string, ...string[]]
  ) {
    super(messages.join(' '));
    this.name = 'HttpError';
    this.messages = messages;
  }
}

/** 429 with how long to wait, sent as Retry-After. */
export class TooManyRequestsError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(429, message);
    this.name = 'TooManyRequestsError';
  }
}
