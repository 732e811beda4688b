// One pubnub SDK client subscribed to a member's channels, built from their credentials; reports the server's events and the link's state.
import type PubNub from 'pubnub';
import { realtimeEvent, SERVER_PUBLISHER, type PubnubPublishKeyResponse, type RealtimeEvent } from '../../schema/realtime';
import { loadPubNub } from './load-sdk';

/** What the engine needs to know of the SDK's statuses: subscribed, refused by access control, or cut. */
export type ConnectionSignal = 'connected' | 'denied' | 'lost';

export interface ConnectionHandlers {
  onEvent(event: RealtimeEvent): void;
  onSignal(signal: ConnectionSignal): void;
}

export interface Connection {
  /** The channels subscribed for as long as the connection lives (the open chat's comes and goes beside them). */
  readonly channels: readonly string[];
  /** Subscribes to the open chat's channel in place of the last one (null: none); a chat left is a presence leave. */
  watchChat(channel: string | null): void;
  /** A new token for the same channels (PubNub's access manager). */
  setToken(token: string): void;
  /** When the token ends (ms since the epoch); null when it does not (the gateway's key lives as long as the session). */
  tokenEndsAt(): number | null;
  close(): void;
}

const CONNECTED = new Set(['PNConnectedCategory', 'PNReconnectedCategory']);
const LOST = new Set(['PNConnectionErrorCategory', 'PNDisconnectedUnexpectedlyCategory', 'PNNetworkIssuesCategory', 'PNNetworkDownCategory', 'PNTimeoutCategory']);
const DENIED = 'PNAccessDeniedCategory';

/** The SDK's `origin` and `ssl`. The gateway is served by the API's own server: its host is the one the engine calls (behind any proxy), with the path the server names. */
export function sdkEndpoint(creds: PubnubPublishKeyResponse, apiBaseUrl: string): { origin?: string; ssl: boolean } {
  const { provider, origin, ssl } = creds.realtime;
  if (provider === 'pubnub') return origin ? { origin, ssl } : { ssl };
  const api = new URL(apiBaseUrl);
  const path = origin && origin.includes('/') ? origin.slice(origin.indexOf('/')) : '';
  return { origin: `${api.host}${path}`, ssl: api.protocol === 'https:' };
}

export function signalOf(status: { category?: string; error?: unknown }): ConnectionSignal | null {
  if (status.category === DENIED || status.error === DENIED) return 'denied';
  if (status.category && CONNECTED.has(status.category)) return 'connected';
  if (status.category && LOST.has(status.category)) return 'lost';
  return null;
}

/**
 * `channels` are the standing ones (the member's own, the community's, readable groups'); `chat` the open chat's,
 * when one is open: being present on a chat's channel is what tells the server the member has it open.
 */
export async function openConnection(
  creds: PubnubPublishKeyResponse,
  channels: readonly string[],
  chat: string | null,
  apiBaseUrl: string,
  handlers: ConnectionHandlers,
): Promise<Connection> {
  const PubNubSdk = await loadPubNub();
  const gateway = creds.realtime.provider === 'gateway';
  const config = {
    publishKey: creds.publish_key,
    subscribeKey: creds.subscribe_key,
    userId: creds.uuid,
    ...sdkEndpoint(creds, apiBaseUrl),
    ...(gateway ? { authKey: creds.auth_key } : {}),
    // The engine decides when to try again (with its backoff, and only while it should be subscribed).
    retryConfiguration: PubNubSdk.NoneRetryPolicy(),
    // In a Web Worker there is no `window`: the browser build must neither look for window.fetch nor listen on window.
    transport: 'xhr',
    listenToBrowserNetworkEvents: false,
    logVerbosity: false,
  } as PubNub.PubNubConfiguration;
  const client = new PubNubSdk(config);
  if (!gateway) client.setToken(creds.auth_key);
  let open = true;
  client.addListener({
    message: (m) => {
      if (!open || m.publisher !== SERVER_PUBLISHER) return; // a member's own devices publish on their channel: not ours to read
      const event = realtimeEvent.safeParse(m.message);
      if (event.success) handlers.onEvent(event.data);
    },
    status: (s) => {
      const signal = open ? signalOf(s as { category?: string; error?: unknown }) : null;
      if (signal) handlers.onSignal(signal);
    },
  });
  let watched = chat;
  client.subscribe({ channels: watched ? [...channels, watched] : [...channels] });
  return {
    channels,
    watchChat(next) {
      if (!open || next === watched) return;
      if (watched) client.unsubscribe({ channels: [watched] });
      watched = next;
      if (next) client.subscribe({ channels: [next] });
    },
    setToken: (token) => client.setToken(token),
    tokenEndsAt() {
      if (gateway) return null;
      // A token the SDK cannot read (not PubNub's format) has no known end: it is refreshed when access is denied.
      try {
        const token = client.parseToken(client.getToken() ?? creds.auth_key);
        return token ? (token.timestamp + token.ttl * 60) * 1000 : null;
      } catch {
        return null;
      }
    },
    close() {
      if (!open) return;
      open = false;
      client.destroy();
    },
  };
}
