// The screens' one error model: every failure as the product's message or a plain sentence, never a request line.
import { describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import { ApiError } from '../../worker/api-error';
import { errorMessage, FALLBACK_MESSAGE } from '../../src/lib/error-message';

/** What Comlink rethrows in the page: an Error carrying the ApiError's fields (worker/comlink-errors.ts). */
function overComlink(error: ApiError): Error {
  return Object.assign(new Error(error.message), { name: error.name, code: error.code, data: error.data, kind: error.kind });
}

const rawFetch = '[GET] "http://127.0.0.1:3501/api/v2/posts/60": <no response> Failed to fetch';

describe('errorMessage', () => {
  it('says a load made offline is not on this device yet and comes by itself, not the request line', () => {
    const shown = errorMessage(overComlink(new ApiError('network', -1, '', rawFetch)), 'load');
    expect(shown).toBe(messages.offlineNotOnDevice);
    expect(shown).not.toContain('Failed to fetch');
  });

  it('says an action made offline needs the connection', () => {
    expect(errorMessage(overComlink(new ApiError('network', -1, '', rawFetch)))).toBe(messages.offlineAction);
  });

  it('reads a network failure from a worker that does not send kind by its code', () => {
    const old = Object.assign(new Error(rawFetch), { name: 'ApiError', code: -1, data: '' });
    expect(errorMessage(old, 'load')).toBe(messages.offlineNotOnDevice);
  });

  it("shows the server's spec wording", () => {
    expect(errorMessage(overComlink(new ApiError('http', 404, messages.postNotFound)), 'load')).toBe(messages.postNotFound);
    expect(errorMessage(overComlink(new ApiError('http', 401, messages.loginNotRecognised)))).toBe(messages.loginNotRecognised);
  });

  it('words a server fault without text as the community being unavailable, a time-out as unknown', () => {
    expect(errorMessage(overComlink(new ApiError('http', 503, '')))).toBe(messages.communityUnavailable);
    expect(errorMessage(overComlink(new ApiError('timeout', 408, '')))).toBe(messages.unknownError);
  });

  it('falls back to one message for anything else', () => {
    expect(errorMessage(overComlink(new ApiError('invalid', -1, '', 'Unexpected token < in JSON')))).toBe(FALLBACK_MESSAGE);
    expect(errorMessage(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(FALLBACK_MESSAGE);
    expect(errorMessage(undefined)).toBe(FALLBACK_MESSAGE);
    expect(errorMessage('boom')).toBe(FALLBACK_MESSAGE);
  });

  it("keeps an Error whose text is one of our messages (a contract rule the engine checked)", () => {
    expect(errorMessage(new Error(messages.postTooLong))).toBe(messages.postTooLong);
  });
});
