// Wires realtime for one server process: the embedded gateway's hub, presence and fan-out, or the PubNub adapter, and the change events.
import type { RealtimeConfig, RealtimeEvent } from '../../schema/realtime';
import { PRESENCE_SUFFIX, SERVER_PUBLISHER } from '../../schema/realtime';
import type { Database } from '../db/connect';
import type { SessionPolicy } from '../domains/sessions/session-policy';
import { ChangeEvents, claimShared } from './change-events';
import { ChannelAccess } from './channel-access';
import { ChannelHub, DEFAULT_HUB_LIMITS, type HubLimits } from './channel-hub';
import { databaseDriver, listenForNotifications } from './db-notifications';
import { FANOUT_CHANNEL, localFanout, postgresFanout, type Fanout, type RealtimeMessage } from './fanout';
import { GatewaySessions } from './gateway-sessions';
import { Presence, type PresenceEvent } from './presence';
import { PubNubAdapter, type PubNubKeys } from './pubnub-adapter';

/** The embedded gateway's origin path (the SDK's `origin` is the app's host with this path). */
export const GATEWAY_PATH = '/pn';
export const GATEWAY_KEYS = { publishKey: 'pub-c-gateway', subscribeKey: 'sub-c-gateway' } as const;
/** PubNub answers an idle subscribe after 280 s; the SDK gives up on it at 310 s. */
export const DEFAULT_LONG_POLL_MS = 280_000;
/** The notification of migration 0017's trigger on `changes`. */
export const CHANGES_CHANNEL = 'changes_committed';

export interface RealtimeOptions {
  /** PubNub keys: the server publishes and grants through PubNub; the embedded gateway is off. */
  pubnub?: PubNubKeys;
  /** How long an idle subscribe waits before it is answered with no messages. */
  longPollMs?: number;
  hubLimits?: HubLimits;
}

export interface Realtime {
  config: RealtimeConfig;
  keys: { publishKey: string; subscribeKey: string };
  access: ChannelAccess;
  /** The embedded gateway's parts; null with PubNub. */
  gateway: GatewayParts | null;
  pubnub: PubNubAdapter | null;
  events: ChangeEvents;
  close(): Promise<void>;
}

export interface GatewayParts {
  hub: ChannelHub;
  presence: Presence;
  fanout: Fanout;
  sessions: GatewaySessions;
  longPollMs: number;
}

export async function startRealtime(db: Database, policy: SessionPolicy, publicUrl: string, opts: RealtimeOptions = {}): Promise<Realtime> {
  const access = new ChannelAccess(db);
  const url = new URL(publicUrl);
  if (opts.pubnub) {
    const pubnub = new PubNubAdapter(opts.pubnub);
    // Every process hears every commit: the shared claim has each change published by one of them.
    const events = await ChangeEvents.start(db, (channel, event) => pubnub.publish(channel, event), { claim: claimShared(db) });
    const wake = () => void events.wake().catch((err: Error) => console.error('Realtime: publishing to PubNub failed:', err.message));
    const notifications = await listenForNotifications(db, [CHANGES_CHANNEL], wake, wake);
    return {
      config: { provider: 'pubnub', origin: opts.pubnub.origin ?? null, ssl: opts.pubnub.ssl ?? true, subscribe_key: opts.pubnub.subscribeKey },
      keys: opts.pubnub,
      access,
      gateway: null,
      pubnub,
      events,
      close: async () => {
        await notifications.close();
        pubnub.stop();
      },
    };
  }

  const hub = new ChannelHub(opts.hubLimits ?? DEFAULT_HUB_LIMITS);
  const presence = new Presence((channel, event) => void fanout.send({ channel: `${channel}${PRESENCE_SUFFIX}`, issuer: SERVER_PUBLISHER, data: event }).catch(() => {}));
  const receive = (m: RealtimeMessage) => {
    hub.deliver(m.channel, m.issuer, m.data);
    if (m.channel.endsWith(PRESENCE_SUFFIX)) presence.apply(m.channel.slice(0, -PRESENCE_SUFFIX.length), m.data as PresenceEvent);
  };
  const sessions = new GatewaySessions(db, policy, access);
  // Every process reads the change feed itself and delivers to its own subscribers: no event crosses processes twice.
  const events = await ChangeEvents.start(db, async (channel: string, event: RealtimeEvent) => void hub.deliver(channel, SERVER_PUBLISHER, event), {
    onAccessChange: (id) => sessions.forget(id),
  });
  const fanout: Fanout = databaseDriver(db) === 'postgres' ? postgresFanout(db, receive) : localFanout(receive);
  const onNotify = (name: string, payload: string) => {
    if (name === CHANGES_CHANNEL) void events.wake().catch(() => {});
    else if (name === FANOUT_CHANNEL) void fanout.notified(payload).catch(() => {});
  };
  const notifications = await listenForNotifications(db, [CHANGES_CHANNEL, FANOUT_CHANNEL], onNotify, () => void events.wake().catch(() => {}));
  return {
    config: { provider: 'gateway', origin: `${url.host}${GATEWAY_PATH}`, ssl: url.protocol === 'https:', subscribe_key: GATEWAY_KEYS.subscribeKey },
    keys: GATEWAY_KEYS,
    access,
    gateway: { hub, presence, fanout, sessions, longPollMs: opts.longPollMs ?? DEFAULT_LONG_POLL_MS },
    pubnub: null,
    events,
    close: async () => {
      hub.close();
      presence.close();
      fanout.close();
      await notifications.close();
    },
  };
}
