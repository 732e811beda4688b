// How account calls answer the app: `{ ok: true, value }` or the failure's status and the message to show.
import type { ZodType } from 'zod';
import { messages } from '../../../schema/messages';
import { ApiError } from '../../api-error';
import type { AccountResult, Failure } from '../../engine-results';

export function failure(error: unknown): Failure {
  // No answer at all: a plain sentence, never the fetch library's request line.
  if (error instanceof ApiError && error.kind === 'network') return { ok: false, status: -1, message: messages.offlineAction };
  if (error instanceof ApiError) return { ok: false, status: error.code, message: error.message };
  return { ok: false, status: -1, message: messages.unknownError };
}

export function invalid(message: string | undefined): Failure {
  return { ok: false, status: 422, message: message || messages.badRequest };
}

/** Validates input with a schema/ shape before anything is sent: the first rule broken is the message. */
export function validate<T>(schema: ZodType<T>, input: unknown): { ok: true; value: T } | Failure {
  const parsed = schema.safeParse(input);
  return parsed.success ? { ok: true, value: parsed.data } : invalid(parsed.error.issues[0]?.message);
}

/** Runs a call, turning its errors into a failure. */
export async function attempt<T>(call: () => Promise<T>): Promise<AccountResult<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (e) {
    return failure(e);
  }
}

export const done: AccountResult = { ok: true, value: undefined };

/** Runs a call whose answer carries nothing the app needs. */
export async function sent(call: () => Promise<unknown>): Promise<AccountResult> {
  const result = await attempt(call);
  return result.ok ? done : result;
}
