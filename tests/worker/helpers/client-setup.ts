// Shared setup of the API client tests: a scripted server per file, a client over an in-memory session, failure capture.
import { afterAll, beforeAll } from 'vitest';
import { createApiClient, type ApiClientOptions } from '../../../worker/api-client';
import { ApiError } from '../../../worker/api-error';
import { memorySessionStore, type StoredSession } from '../../../worker/session-store';
import { startScriptedServer, type ScriptedServer } from './scripted-server';

export const BASE_DELAY = 40;
export const oldSession: StoredSession = { secret_id: 'sid1', secret: 'old-secret', refresh_token: 'rt1', user_id: 7 };
export const freshSession = {
  secret_id: 'sid1',
  secret: 'new-secret',
  authentication_token: 'rt2',
  refresh_token: 'rt2',
  user_id: 7,
};

/** Registers the file's hooks; the returned holder has the server once the first test runs. */
export function useScriptedServer(): { server: ScriptedServer } {
  const holder = {} as { server: ScriptedServer };
  beforeAll(async () => {
    holder.server = await startScriptedServer();
  });
  afterAll(() => holder.server.close());
  return holder;
}

/** A client with fast retries; `events` records the unauthorized and refresh-session-error events in order. */
export function clientFor(server: ScriptedServer, session: StoredSession | null = oldSession, extra: Partial<ApiClientOptions> = {}) {
  const sessions = memorySessionStore(session);
  const events: string[] = [];
  const client = createApiClient({
    baseUrl: server.url,
    sessions,
    retryDelayMs: BASE_DELAY,
    timeoutMs: 2_000,
    onUnauthorized: () => events.push('unauthorized'),
    onRefreshSessionError: () => events.push('refresh-session-error'),
    ...extra,
  });
  return { client, sessions, events };
}

export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('expected the request to fail');
}

export const isRefresh = (path: string) => path === '/api/v1/sessions/sid1/refresh';
