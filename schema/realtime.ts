// Realtime: channel names, the events the server publishes, the client's connection settings.
import { z } from 'zod';
import { realtimeConfig } from './realtime-config';
import { changeKinds } from './sync';

// Where the SDK connects lives apart: the configuration carries it, and the change feed carries the configuration.
export { realtimeConfig, type RealtimeConfig } from './realtime-config';

/** The SDK's suffix for a channel's presence events (`<channel>-pnpres`): readable by whoever may read the channel. */
export const PRESENCE_SUFFIX = '-pnpres';

/**
 * Channel names. A member's own channel (their own changes, on every device of theirs), a group's channel (changes
 * whoever may read the group sees), a chat's channel (its members), and the community channel (changes every
 * signed-in member sees: member cards, groups listed). Names use only letters, digits and `-`, valid on PubNub.
 */
export const realtimeChannels = {
  member: (userId: number) => `member-${userId}`,
  group: (groupId: number) => `group-${groupId}`,
  chat: (chatId: number) => `chat-${chatId}`,
  community: 'community',
} as const;

export type ChannelRef =
  | { kind: 'member' | 'group' | 'chat'; id: number }
  | { kind: 'community' };

/** What a channel name refers to, its presence suffix stripped; null for a name we never hand out. */
export function parseChannel(name: string): ChannelRef | null {
  const base = name.endsWith(PRESENCE_SUFFIX) ? name.slice(0, -PRESENCE_SUFFIX.length) : name;
  if (base === realtimeChannels.community) return { kind: 'community' };
  const m = /^(member|group|chat)-([1-9]\d{0,9})$/.exec(base);
  if (!m) return null;
  const id = Number(m[2]);
  return id <= 2_147_483_647 ? { kind: m[1] as 'member' | 'group' | 'chat', id } : null;
}

/**
 * What the server publishes. Every event names the delta cursor it belongs to: the engine that holds every change
 * before it may apply what the event says, otherwise (a gap) it pulls the delta feed from its own cursor. An event
 * carries no content, only kinds: whatever the channel's members may not see never travels on it, and the delta feed
 * (with each kind's audience rules) answers the rest. docs/product.md 1's list maps onto change kinds: posts and link previews
 * (`post.*`), comments, likes counts (`post.upsert`, `comment.upsert`; the member's own likes `like.*`), avatars
 * (`member.upsert`), lesson media processed (`lesson_medium.upsert`); chats, unread counts and livestream states join
 * as their change kinds are added.
 */
export const realtimeEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('changes'),
    /** The highest cursor among the changes this event announces. */
    cursor: z.number().int().positive(),
    kinds: z.array(z.enum(changeKinds)).min(1),
  }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEvent>;

/** The publisher id (`i` of a message envelope) of events the server publishes; members publish under their own uuid. */
export const SERVER_PUBLISHER = 'server';

/**
 * GET /api/v2/pubnub_publish_key: a member's realtime credentials. `auth_key` goes to the SDK's `authKey` (the gateway:
 * the session's realtime key, never its secret; PubNub: a token granted by the access manager, for `setToken`), `uuid`
 * to its `userId`, `channels` are what the member may subscribe to now (their own first, the community's, each
 * readable group's).
 */
export const pubnubPublishKeyResponse = z.object({
  publish_key: z.string(),
  subscribe_key: z.string(),
  auth_key: z.string(),
  uuid: z.string(),
  realtime: realtimeConfig,
  channels: z.array(z.string()),
});
export type PubnubPublishKeyResponse = z.infer<typeof pubnubPublishKeyResponse>;

/** The largest message a member may publish (PubNub's limit: 32 KiB of the URL-encoded message). */
export const MAX_PUBLISH_BYTES = 32 * 1024;
