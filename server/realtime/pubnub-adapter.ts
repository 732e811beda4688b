// At scale (PubNub keys set): the server publishes events with the pubnub SDK and grants each member's channels with its access manager.
import PubNub from 'pubnub';
import { PRESENCE_SUFFIX, realtimeChannels, type RealtimeEvent } from '../../schema/realtime';
import { realtimeUuid } from './gateway-sessions';

export interface PubNubKeys {
  publishKey: string;
  subscribeKey: string;
  secretKey: string;
  /** Another origin than PubNub's (tests point it at a recorder on 127.0.0.1). */
  origin?: string;
  ssl?: boolean;
}

/** How long a granted token lasts; the client asks GET /api/v2/pubnub_publish_key again before it ends. */
export const GRANT_TTL_MINUTES = 60;

type Permissions = { read?: boolean; write?: boolean };

export class PubNubAdapter {
  private readonly client: PubNub;

  constructor(readonly keys: PubNubKeys) {
    this.client = new PubNub({
      publishKey: keys.publishKey,
      subscribeKey: keys.subscribeKey,
      secretKey: keys.secretKey,
      userId: 'server',
      ...(keys.origin ? { origin: keys.origin } : {}),
      ssl: keys.ssl ?? true,
    });
  }

  /** One event on one channel, not stored in PubNub's history (the delta feed is the record). */
  async publish(channel: string, event: RealtimeEvent): Promise<void> {
    await this.client.publish({ channel, message: event, storeInHistory: false });
  }

  /**
   * A token for the member's uuid: read (and presence) on the channels they may read now, write on their own channel
   * and their chats. Access that changes later (a group left) ends with the token's ttl or the next grant.
   */
  async grant(userId: number, readable: string[]): Promise<string> {
    const own = realtimeChannels.member(userId);
    const resources: Record<string, Permissions> = {};
    for (const c of readable) {
      resources[c] = { read: true, write: c === own || c.startsWith('chat-') };
      resources[`${c}${PRESENCE_SUFFIX}`] = { read: true };
    }
    return this.client.grantToken({ ttl: GRANT_TTL_MINUTES, authorized_uuid: realtimeUuid(userId), resources: { channels: resources } });
  }

  stop(): void {
    this.client.stop();
  }
}
