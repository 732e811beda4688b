// The magic link (login code) request date, kept on the device: set when a request succeeds, cleared when one fails (docs/product.md 4).
import { readJson, storedText } from './browser-storage';

/** Codes are valid for 15 minutes (docs/api-accounts.md); past that the form asks for a new one. */
export const LOGIN_CODE_VALID_MS = 15 * 60 * 1000;

export interface MagicLinkRequest {
  email: string;
  /** ISO date of the request */
  requested_at: string;
}

export const magicLinkRequestStore = storedText('local', 'community.magicLinkRequest');

const isRequest = (v: unknown): v is MagicLinkRequest =>
  typeof v === 'object' && v !== null && typeof (v as MagicLinkRequest).email === 'string' && typeof (v as MagicLinkRequest).requested_at === 'string';

export function recordMagicLinkRequest(email: string, at = new Date()): void {
  magicLinkRequestStore.set(JSON.stringify({ email, requested_at: at.toISOString() } satisfies MagicLinkRequest));
}

export function clearMagicLinkRequest(): void {
  magicLinkRequestStore.remove();
}

export function magicLinkRequest(): MagicLinkRequest | null {
  return readJson(magicLinkRequestStore, isRequest);
}

/** A request recent enough that its code may still work. */
export function isRequestFresh(request: MagicLinkRequest | null, now: number): request is MagicLinkRequest {
  return request !== null && now - Date.parse(request.requested_at) < LOGIN_CODE_VALID_MS;
}
