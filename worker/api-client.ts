// The API client of docs/product.md 7 and 8 over ofetch: headers, time-out, retries, session refresh, unauthorized handling.
import { ofetch } from 'ofetch';
import type { ZodType } from 'zod';
import { z } from 'zod';
import {
  APP_VERSION,
  HEADER_CLIENT_REVISION,
  HEADER_CONSOLE_PREVIEW,
  HEADER_SECRET,
  HEADER_SECRET_ID,
  MAX_RETRIES,
  REQUEST_TIMEOUT_MS,
  RETRY_DELAY_MS,
} from '../schema/constants';
import { session as sessionSchema } from '../schema/session';
import { ApiError, errorsText } from './api-error';
import { isRetryable, isSessionPath, retryDelay } from './retry-rules';
import { createRefresher, isUnanswered, type RefreshLock } from './session-refresh';
import type { SessionStore, StoredSession } from './session-store';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClientOptions {
  /** Origin the `/api/...` paths are resolved against; the worker's own origin by default. */
  baseUrl?: string;
  sessions: SessionStore;
  timeoutMs?: number;
  retryDelayMs?: number;
  maxRetries?: number;
  /** true while the console preview mode is on: sends X-Console-Preview. */
  consolePreview?: () => boolean;
  /** The language the page speaks, sent as Accept-Language (null before the page says). */
  language?: () => string | null;
  /** Serialises refreshes across tabs (a Web Lock); in-process single flight applies regardless. */
  refreshLock?: RefreshLock;
  /** The session was refused: 401, or a 403 whose refresh failed; `refused` is the session sent, if any. */
  onUnauthorized?: (refused: StoredSession | null) => void;
  /** The 'refresh-session-error' of docs/product.md 8, raised before the unauthorized event. */
  onRefreshSessionError?: (error: ApiError) => void;
  /** Whether the last request reached the server (any HTTP answer) or not (network error). */
  onReachability?: (reachable: boolean) => void;
}

export interface RequestOptions<T> {
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Validates the answer; a mismatch is an ApiError of kind 'invalid', code -1. */
  schema?: ZodType<T>;
  /** false: one attempt only, whatever the path. */
  retry?: boolean;
  /** false: a 401 or 403 is a plain error (no refresh, no unauthorized event), e.g. for sign-out. */
  authEvents?: boolean;
  /** false: send no session headers. */
  withSession?: boolean;
  /**
   * Sends these credentials instead of the stored session (sign-out, after the device already forgot them; a
   * catch-up's pages, read ahead of its writes); after a refresh, the stored one.
   */
  session?: StoredSession;
}

export interface ApiClient {
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions<T>): Promise<T>;
  /** Cancels every request in flight (they reject with an ApiError of kind 'aborted'). */
  abortAll(): void;
}

const $fetch = ofetch.create({ retry: 0, ignoreResponseError: true });

function defaultBaseUrl(): string {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  if (!origin) throw new Error('ApiClient needs a baseUrl outside a browser context');
  return origin;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new ApiError('aborted', -1, ''));
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new ApiError('aborted', -1, ''));
      },
      { once: true },
    );
  });
}

function cleanQuery(query: RequestOptions<unknown>['query']): Record<string, string> | undefined {
  if (!query) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined) out[k] = String(v);
  return out;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseURL = options.baseUrl ?? defaultBaseUrl();
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const retryDelayMs = options.retryDelayMs ?? RETRY_DELAY_MS;
  const maxRetries = options.maxRetries ?? MAX_RETRIES;
  const { sessions } = options;
  const pending = new Set<AbortController>();

  function abortAll(): void {
    for (const controller of pending) controller.abort();
  }

  /** Requests in flight die with the refused session; a 401 to a request sent without one ends nothing else. */
  function raiseUnauthorized(error: ApiError, refused: StoredSession | null): void {
    error.unauthorized = true;
    if (refused) abortAll();
    options.onUnauthorized?.(refused);
  }

  function headersFor(path: string, session: StoredSession | null, extra?: Record<string, string>) {
    const headers: Record<string, string> = { Accept: 'application/json', ...extra };
    if (path.startsWith('/api/')) headers[HEADER_CLIENT_REVISION] = APP_VERSION;
    if (session) {
      headers[HEADER_SECRET_ID] = session.secret_id;
      headers[HEADER_SECRET] = session.secret;
    }
    if (options.consolePreview?.()) headers[HEADER_CONSOLE_PREVIEW] = 'true';
    const language = options.language?.();
    if (language) headers['Accept-Language'] = language;
    return headers;
  }

  /** One HTTP exchange under its own time-out; any status >= 400 becomes an ApiError. */
  async function attempt(
    method: HttpMethod,
    path: string,
    opts: RequestOptions<unknown>,
    session: StoredSession | null,
    signal: AbortSignal,
  ): Promise<unknown> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort();
    signal.addEventListener('abort', forwardAbort, { once: true });
    try {
      const response = await $fetch.raw(path, {
        baseURL,
        method,
        query: cleanQuery(opts.query),
        body: opts.body as Record<string, unknown> | undefined,
        headers: headersFor(path, session, opts.headers),
        signal: controller.signal,
      });
      options.onReachability?.(true);
      if (response.status >= 400) throw new ApiError('http', response.status, errorsText(response._data), undefined, response._data);
      return response._data;
    } catch (e) {
      if (e instanceof ApiError) throw e;
      if (timedOut) throw new ApiError('timeout', 408, '');
      if (signal.aborted) throw new ApiError('aborted', -1, '');
      options.onReachability?.(false);
      throw new ApiError('network', -1, '', e instanceof Error ? e.message : String(e));
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', forwardAbort);
    }
  }

  /** The attempt plus up to `maxRetries` more on retryable failures; `carried` records the session sent last. */
  async function sendWithRetries(
    method: HttpMethod,
    path: string,
    opts: RequestOptions<unknown>,
    signal: AbortSignal,
    carried: { session: StoredSession | null },
  ): Promise<unknown> {
    const mayRetry = opts.retry !== false && !isSessionPath(path);
    for (let retry = 0; ; retry++) {
      carried.session = opts.withSession === false ? null : (opts.session ?? (await sessions.get()));
      try {
        return await attempt(method, path, opts, carried.session, signal);
      } catch (e) {
        if (!(e instanceof ApiError) || !mayRetry || !isRetryable(e) || retry >= maxRetries) throw e;
        await sleep(retryDelay(retry + 1, retryDelayMs), signal);
      }
    }
  }

  const refresh = createRefresher({
    sessions,
    lock: options.refreshLock,
    call: async (path, body) => {
      const data = await attempt('POST', path, { body }, null, new AbortController().signal);
      return parseAnswer(sessionSchema, data, 'POST', path);
    },
    onFailure: (error, stale) => {
      options.onRefreshSessionError?.(error);
      raiseUnauthorized(error, stale);
    },
  });

  /**
   * docs/product.md 8: 401 is unauthorized; a 403 that carried a session gets one refresh, then fresh retries. A 403 that
   * outlives a successful refresh is a refusal of the action (the refresh just proved the session alive), not of the session.
   */
  async function sendAuthorised(
    method: HttpMethod,
    path: string,
    opts: RequestOptions<unknown>,
    signal: AbortSignal,
  ): Promise<unknown> {
    const carried: { session: StoredSession | null } = { session: null };
    const authEvents = opts.authEvents !== false && !isSessionPath(path);
    try {
      return await sendWithRetries(method, path, opts, signal, carried);
    } catch (e) {
      if (!(e instanceof ApiError) || !authEvents) throw e;
      if (e.code === 401) raiseUnauthorized(e, carried.session);
      if (e.code !== 403 || !carried.session) throw e;
      try {
        await refresh(carried.session);
      } catch (refreshError) {
        if (refreshError instanceof ApiError && isUnanswered(refreshError)) throw refreshError;
        e.unauthorized = true; // the refresher already raised the events, once for all waiters
        throw e;
      }
    }
    try {
      return await sendWithRetries(method, path, { ...opts, session: undefined }, signal, carried);
    } catch (e) {
      if (e instanceof ApiError && e.code === 401) raiseUnauthorized(e, carried.session);
      throw e;
    }
  }

  return {
    abortAll,
    async request<T>(method: HttpMethod, path: string, opts: RequestOptions<T> = {}): Promise<T> {
      const controller = new AbortController();
      pending.add(controller);
      try {
        const data = await sendAuthorised(method, path, opts as RequestOptions<unknown>, controller.signal);
        return opts.schema ? parseAnswer(opts.schema, data, method, path) : (data as T);
      } finally {
        pending.delete(controller);
      }
    },
  };
}

/** An answer checked against its schema: a mismatch is an ApiError of kind 'invalid'. */
export function parseAnswer<T>(schema: ZodType<T>, data: unknown, method: string, path: string): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new ApiError('invalid', -1, '', `Unexpected response from ${method} ${path}: ${z.prettifyError(result.error)}`);
}
