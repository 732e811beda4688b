// The one error type services throw for an answer the member should see: a status and the spec's messages.
export class HttpError extends Error {
  readonly messages: string[];
  constructor(
    readonly status: number,
    ...messages: [string, ...string[]]
  ) {
    super(messages.join(' '));
    this.name = 'HttpError';
    this.messages = messages;
  }
}
