// The one error model of the screens: any failure (an engine ApiError over Comlink, a thrown Error) as a sentence a member can read.
import { messages } from '../../schema/messages';

/** The one message for a failure we cannot word better; every screen and form uses it. */
export const FALLBACK_MESSAGE = messages.somethingWrong;

/** A load the device cannot answer from the mirror while no answer comes: use-engine-load retries on reconnection. */
export const OFFLINE_NOT_ON_DEVICE = messages.offlineNotOnDevice;

/** An action (sign-in, a form) that needs the server while no answer comes. */
export const OFFLINE_ACTION = messages.offlineAction;

export type ErrorContext = 'load' | 'action';

/** What survives of an engine ApiError across Comlink (worker/comlink-errors.ts). */
interface ApiErrorLike {
  name: 'ApiError';
  kind?: string;
  code?: number;
  data?: string;
}

const knownMessages: ReadonlySet<string> = new Set(Object.values(messages));

function isApiErrorLike(err: unknown): err is ApiErrorLike {
  return typeof err === 'object' && err !== null && (err as { name?: unknown }).name === 'ApiError';
}

function noAnswer(err: ApiErrorLike): boolean {
  // Without kind (an older worker), code -1 and no server text is the network's signature.
  return err.kind === 'network' || (err.kind === undefined && err.code === -1 && !err.data);
}

function apiErrorMessage(err: ApiErrorLike, context: ErrorContext): string {
  if (noAnswer(err)) return context === 'load' ? OFFLINE_NOT_ON_DEVICE : OFFLINE_ACTION;
  if (err.kind === 'timeout' || err.code === 408) return messages.unknownError;
  // The server's `errors` are already the product's wording (section 8) or ours from schema/messages.ts.
  if (err.data) return err.data;
  if (typeof err.code === 'number' && err.code >= 500) return messages.communityUnavailable;
  return FALLBACK_MESSAGE;
}

/** The failure is the network's (no answer at all): what the device holds is all there is for now. */
export function isNoAnswer(err: unknown): boolean {
  return isApiErrorLike(err) && noAnswer(err);
}

/**
 * docs/product.md 8's messages or a plain sentence of ours; never a raw request error. An Error's own text is shown only
 * when it is one of our messages (a rule the engine or a form checked), anything else gets the fallback.
 */
export function errorMessage(err: unknown, context: ErrorContext = 'action'): string {
  if (isApiErrorLike(err)) return apiErrorMessage(err, context);
  if (err instanceof Error && knownMessages.has(err.message)) return err.message;
  if (typeof err === 'string' && knownMessages.has(err)) return err;
  return FALLBACK_MESSAGE;
}
