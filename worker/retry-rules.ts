// Which failures the API client sends again, and how long it waits (docs/product.md 7, retry behaviour).
import { SESSION_PATHS } from '../schema/constants';
import type { ApiError } from './api-error';

/** Session paths and everything under them (refresh included) are never retried. */
export function isSessionPath(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  return SESSION_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** Network errors, 429 and 5xx; a time-out is not retried, it already cost the full timeout. */
export function isRetryable(error: ApiError): boolean {
  if (error.kind === 'network') return true;
  return error.kind === 'http' && (error.code === 429 || error.code >= 500);
}

/** Delay before retry number `n` (1-based): n times the base. */
export function retryDelay(n: number, baseMs: number): number {
  return n * baseMs;
}
