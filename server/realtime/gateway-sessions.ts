// The gateway's callers: the SDK's auth key is the session's realtime key; a member's uuid is fixed by the server.
import { memberOfRealtimeKey } from '../domains/realtime/realtime-keys';
import type { SessionPolicy } from '../domains/sessions/session-policy';
import type { Database } from '../db/connect';
import type { ChannelAccess } from './channel-access';
import { TtlCache } from './ttl-cache';

/** How long a session check or a channel decision holds: a sign-out or a lost group reaches long-polls within this. */
export const GATEWAY_CACHE_MS = 30_000;

/** The SDK `userId` (uuid) of a member: the gateway refuses any other from their auth key. */
export const realtimeUuid = (userId: number) => `user-${userId}`;

/** The member a uuid of ours names (presence lists), or undefined for anything else. */
export function memberIdOfUuid(uuid: string): number | undefined {
  const match = /^user-(\d{1,10})$/.exec(uuid);
  return match ? Number(match[1]) : undefined;
}

export class GatewaySessions {
  private readonly members = new TtlCache<number | null>(GATEWAY_CACHE_MS);
  private readonly grants = new TtlCache<boolean>(GATEWAY_CACHE_MS);

  constructor(
    private readonly db: Database,
    private readonly policy: SessionPolicy,
    private readonly access: ChannelAccess,
  ) {}

  /** The member an auth key opens a live session of, or null. */
  member(auth: unknown): Promise<number | null> {
    if (typeof auth !== 'string' || auth.length > 500) return Promise.resolve(null);
    return this.members.through(auth, () => memberOfRealtimeKey(this.db, this.policy, auth));
  }

  /** The channels of the list this member may not read (none: all granted). */
  async refusedReads(userId: number, channels: readonly string[]): Promise<string[]> {
    const allowed = await Promise.all(channels.map((c) => this.grants.through(`${userId}:r:${c}`, () => this.access.mayRead(userId, c))));
    return channels.filter((_, i) => !allowed[i]);
  }

  mayPublish(userId: number, channel: string): Promise<boolean> {
    return this.grants.through(`${userId}:w:${channel}`, () => this.access.mayPublish(userId, channel));
  }

  /** The member's access changed (left or lost a group): decide again on their next call. */
  forget(userId: number): void {
    this.grants.forget(`${userId}:`);
  }
}
