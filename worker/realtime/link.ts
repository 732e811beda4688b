// The engine's realtime subscription (docs/product.md 4: ACTIVE and SUSPENDED, with resume): when to subscribe, when to suspend, when to fetch credentials again, and events turned into pulls.
import { parseChannel, type PubnubPublishKeyResponse, type RealtimeEvent } from '../../schema/realtime';
import { ApiError } from '../api-error';
import { openConnection, type Connection, type ConnectionSignal } from './connection';

export type RealtimeState = 'active' | 'suspended';

/** What must all hold for the subscription to be up. */
export interface RealtimeConditions {
  leader: boolean;
  signedIn: boolean;
  online: boolean;
  /** Some page of the app is in view, or was a moment ago (page-visibility.ts). */
  inView: boolean;
}

export interface RealtimeLinkOptions {
  credentials(): Promise<PubnubPublishKeyResponse>;
  /** Where the engine calls the API (the gateway's host). */
  apiBaseUrl: string;
  /** The engine's delta cursor; null before the first pull. */
  storedCursor(): Promise<number | null>;
  /** Asks the scheduler for a pull (it runs one at a time and coalesces what is asked meanwhile). */
  pull(): void;
  onState(state: RealtimeState): void;
  /** First wait before subscribing again after a cut or a refusal; doubles up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long before a token's end it is fetched again. */
  tokenMarginMs?: number;
}

export interface RealtimeLink {
  update(patch: Partial<RealtimeConditions>): void;
  /** The readable groups or the chats changed (joined, left, approved, removed): fetch the credentials again, resubscribe if the channels did. */
  channelsChanged(): void;
  /**
   * The chat on screen (null: none). Its channel is subscribed only while it is open: presence there is how the server
   * knows not to record an activity (and push) for its messages. The inbox needs no chat channel: every message also
   * announces its `chat.upsert` on the member's own channel.
   */
  openChat(chatId: number | null): void;
  state(): RealtimeState;
  stop(): void;
}

const isChatChannel = (name: string) => parseChannel(name)?.kind === 'chat';
/** The channels subscribed for as long as a connection lives: every listed one but the chats'. */
const standing = (creds: PubnubPublishKeyResponse) => creds.channels.filter((c) => !isChatChannel(c));

const sameChannels = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

export function createRealtimeLink(o: RealtimeLinkOptions): RealtimeLink {
  const conditions: RealtimeConditions = { leader: false, signedIn: false, online: true, inView: true };
  const tokenMarginMs = o.tokenMarginMs ?? 5 * 60_000;
  let state: RealtimeState = 'suspended';
  let connection: Connection | null = null;
  /** Every (re)connection attempt has its own generation; a late answer of an older one is dropped. */
  let generation = 0;
  let connecting = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let tokenTimer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let openChatId: number | null = null;
  /** The open chat's channel, when the credentials list it (a chat the server holds, the member in it). */
  let listed: readonly string[] = [];
  const chatChannel = () => (openChatId === null ? null : (listed.find((c) => c === `chat-${openChatId}`) ?? null));

  const wanted = () => !stopped && conditions.leader && conditions.signedIn && conditions.online && conditions.inView;

  function setState(next: RealtimeState): void {
    if (next === state) return;
    state = next;
    o.onState(next);
  }

  function clearTimers(): void {
    if (retry) clearTimeout(retry);
    if (tokenTimer) clearTimeout(tokenTimer);
    retry = tokenTimer = null;
  }

  function disconnect(): void {
    generation++;
    connecting = false;
    clearTimers();
    connection?.close();
    connection = null;
    setState('suspended');
  }

  function reconcile(): void {
    if (!wanted()) {
      failures = 0;
      if (connection || connecting || retry) disconnect();
      else setState('suspended');
      return;
    }
    if (!connection && !connecting && !retry) void connect();
  }

  async function connect(given?: PubnubPublishKeyResponse): Promise<void> {
    const gen = ++generation;
    connecting = true;
    try {
      const creds = given ?? (await o.credentials());
      if (gen !== generation) return;
      listed = creds.channels;
      const opened = await openConnection(creds, standing(creds), chatChannel(), o.apiBaseUrl, {
        onEvent: (event) => gen === generation && void onEvent(event),
        onSignal: (signal) => gen === generation && onSignal(signal),
      });
      if (gen !== generation) return opened.close();
      connection = opened;
      armTokenRefresh(opened);
    } catch (error) {
      if (gen !== generation) return;
      // A refused session ends in the engine's sign-out path (the member is told); anything else is tried again.
      if (error instanceof ApiError && (error.code === 401 || error.unauthorized)) return;
      scheduleRetry();
    } finally {
      if (gen === generation) connecting = false;
    }
  }

  function scheduleRetry(immediately = false): void {
    connection?.close();
    connection = null;
    generation++;
    connecting = false;
    setState('suspended');
    if (!wanted() || retry) return;
    failures++;
    const delay = immediately && failures === 1 ? 0 : Math.min(o.retryBaseMs * 2 ** (failures - 1), o.retryMaxMs);
    retry = setTimeout(() => {
      retry = null;
      reconcile();
    }, delay);
  }

  function onSignal(signal: ConnectionSignal): void {
    if (signal === 'connected') {
      failures = 0;
      setState('active');
      // Resume: whatever was announced while suspended is in the delta feed after the stored cursor.
      o.pull();
    } else {
      // Access denied: the credentials are stale (session refreshed, group left, token ended); fetch them at once, then with backoff.
      scheduleRetry(signal === 'denied');
    }
  }

  async function onEvent(event: RealtimeEvent): Promise<void> {
    const cursor = await o.storedCursor();
    if (cursor === null || event.cursor > cursor) o.pull();
  }

  function armTokenRefresh(c: Connection): void {
    const endsAt = c.tokenEndsAt();
    if (endsAt === null) return;
    const delay = Math.max(endsAt - tokenMarginMs - Date.now(), 30_000);
    tokenTimer = setTimeout(() => {
      tokenTimer = null;
      void refreshCredentials();
    }, delay);
  }

  /** New credentials for the live connection: a new token in place, or a new subscription when the channels changed. */
  async function refreshCredentials(): Promise<void> {
    const current = connection;
    if (!current || !wanted()) return;
    const gen = generation;
    let creds: PubnubPublishKeyResponse;
    try {
      creds = await o.credentials();
    } catch {
      if (gen === generation && connection === current) scheduleRetry();
      return;
    }
    if (gen !== generation || connection !== current) return;
    listed = creds.channels;
    if (sameChannels(current.channels, standing(creds))) {
      current.watchChat(chatChannel());
      if (creds.realtime.provider === 'pubnub') current.setToken(creds.auth_key);
      if (tokenTimer) clearTimeout(tokenTimer);
      tokenTimer = null;
      armTokenRefresh(current);
      return;
    }
    disconnect();
    if (wanted()) void connect(creds);
  }

  return {
    update(patch) {
      Object.assign(conditions, patch);
      reconcile();
    },
    channelsChanged: () => void refreshCredentials(),
    openChat(chatId) {
      openChatId = chatId;
      // A chat not in the credentials yet (just started) is taken when they are fetched again.
      if (chatId !== null && !chatChannel()) void refreshCredentials();
      connection?.watchChat(chatChannel());
    },
    state: () => state,
    stop() {
      stopped = true;
      disconnect();
    },
  };
}
