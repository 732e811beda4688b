// The API client's error type and the docs/product.md 8 error helper: `{ code, data }` (408 time-out, -1 unknown).
import { messages } from '../schema/messages';

/** Why a request failed: an HTTP answer, no answer, our time-out, our abort, or an answer of the wrong shape. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'invalid';

export interface ErrorInfo {
  /** HTTP status, 408 on time-out, -1 when unknown (network, abort, unexpected body). */
  code: number;
  /** The server's `errors` joined as text; empty when it sent none. */
  data: string;
}

export class ApiError extends Error {
  readonly code: number;
  readonly data: string;
  readonly kind: ApiErrorKind;
  /** true once the client raised the unauthorized event for this failure */
  unauthorized = false;
  /** The server's error body as sent (fields beside `errors`, e.g. a paywall's `required_plan`); undefined without one. */
  body: unknown;

  constructor(kind: ApiErrorKind, code: number, data: string, detail?: string, body?: unknown) {
    super(data || detail || fallbackMessage(kind, code));
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.data = data;
    this.body = body;
  }

  /** Worth sending again later: no answer, a time-out, throttling or a server fault. */
  get transient(): boolean {
    return this.kind === 'network' || this.kind === 'timeout' || this.code === 429 || this.code >= 500;
  }
}

function fallbackMessage(kind: ApiErrorKind, code: number): string {
  if (kind === 'http' && code >= 500) return messages.communityUnavailable;
  if (kind === 'http') return messages.somethingWrong;
  return messages.unknownError;
}

/** The `errors` of an error body joined as text; anything else gives ''. */
export function errorsText(body: unknown): string {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return '';
  const errors = (body as { errors: unknown }).errors;
  if (!Array.isArray(errors)) return '';
  return errors.filter((e): e is string => typeof e === 'string').join('\n');
}

/** The error helper of docs/product.md 8. */
export function errorInfo(error: unknown): ErrorInfo {
  if (error instanceof ApiError) return { code: error.code, data: error.data };
  return { code: -1, data: '' };
}
