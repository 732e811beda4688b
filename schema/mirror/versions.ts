// The mirror's version history: every version's stores (frozen as they shipped) and the upgrade that reaches it.
import Dexie, { type Transaction } from 'dexie';
import { tablesOf } from '../contract';
import { contracts } from '../contracts';
import { withContractTables } from './contract-versions';
import { LAST_FROZEN_VERSION } from './identity';

export interface MirrorVersion {
  version: number;
  /** As shipped; the newest entry must equal the table registry's stores (a test checks it). */
  stores: Record<string, string>;
  /** Moves the rows of the version before into this one's shape; the outbox and unsent writes stay. */
  upgrade?: (tx: Transaction) => Promise<void>;
}

/**
 * An upgrade's code loads only when a device runs it (most opens upgrade nothing), so the page, which may be the
 * first to open a new version, does not carry every past upgrade (docs/architecture.md, "The device mirror").
 * Dexie.waitFor keeps the upgrade transaction open while the module loads.
 */
function lazily(name: keyof typeof import('./upgrades')['upgrades']): (tx: Transaction) => Promise<void> {
  return async (tx) => {
    const { upgrades } = await Dexie.waitFor(import('./upgrades'));
    await upgrades[name](tx);
  };
}

/** v3's stores, as shipped. */
const storesOfV3: Record<string, string> = {
  kv: '&key',
  groups: '&key, id, is_mine',
  walls: '&key',
  posts: '&uid, id, client_id, wall_key, [wall_key+sort_key], sort_key, status',
  comments: '&uid, id, client_id, post_id, [post_id+sort_key], [parent_id+sort_key], sort_key, status',
  members: '&id, seen_at',
  likes: '&uid, [likeable_type+likeable_id], status',
  poll_votes: '&poll_id, status',
  uploads: '&client_id, post_client_id, status',
  composer_drafts: '&key, updated_at',
  outbox: '++seq, &client_id, status',
};

/** Since v4: v3's and the membership requests (v5 and v6 add fields to posts only, no store or index). */
const storesSinceV4: Record<string, string> = { ...storesOfV3, membership_requests: '&id, group_key, [group_key+requested_at]' };

const storesOfV8: Record<string, string> = { ...storesSinceV4, folder_listings: '&key, opened_at', articles: '&id, opened_at, folder_id', profiles: '&id, fetched_at', blocked_members: '&id, ignored_at' };

const storesOfV9: Record<string, string> = { ...storesOfV8, offline_packs: '&id, state' };

const storesOfV10: Record<string, string> = { ...storesOfV9, posts: `${storesOfV3.posts}, [wall_key+pinned_until]` };

const storesOfV11: Record<string, string> = { ...storesOfV10, courses: '&id, position', lessons: '&id, course_id', lesson_media: '&id, lesson_id, course_id' };

const storesOfV12: Record<string, string> = {
  ...storesOfV11,
  chats: '&uid, id, client_id, last_activity_at',
  chat_messages: '&uid, id, client_id, chat_id, [chat_id+sort_key], status',
};

const storesOfV14: Record<string, string> = { ...storesOfV12, activities: '&id, post_id, comment_id', uploads: '&client_id, post_client_id, message_client_id, status' };

/** Frozen as shipped; a contract's new table adds its version after these (contract-versions.ts). */
const frozenVersions: MirrorVersion[] = [
  {
    version: 1,
    stores: {
      kv: '&key',
      groups: '&key, id, is_mine',
      walls: '&key',
      posts: '&uid, id, client_id, wall_key, [wall_key+sort_key], status',
      comments: '&uid, id, client_id, post_id, [post_id+sort_key], status',
      outbox: '++seq, &client_id, status',
    },
  },
  {
    version: 2,
    stores: {
      kv: '&key',
      groups: '&key, id, is_mine',
      walls: '&key',
      posts: '&uid, id, client_id, wall_key, [wall_key+sort_key], sort_key, status',
      comments: '&uid, id, client_id, post_id, [post_id+sort_key], sort_key, status',
      members: '&id, seen_at',
      likes: '&uid, [likeable_type+likeable_id], status',
      outbox: '++seq, &client_id, status',
    },
    upgrade: lazily('authorsToMembers'),
  },
  {
    // Poll votes, attachments waiting to upload, composer drafts; replies indexed by parent.
    version: 3,
    stores: storesOfV3,
    upgrade: lazily('postKindFields'),
  },
  {
    // Requests to join the groups a member administers (a new table: nothing to move).
    version: 4,
    stores: storesSinceV4,
  },
  {
    // Posts' link previews (a field, no new store).
    version: 5,
    stores: storesSinceV4,
    upgrade: lazily('linkPreviewField'),
  },
  {
    // Posts' pins (a field, no new store).
    version: 6,
    stores: storesSinceV4,
    upgrade: lazily('pinField'),
  },
  {
    // The library's folders and articles the member opened (new tables: nothing to move).
    version: 7,
    stores: { ...storesSinceV4, folder_listings: '&key, opened_at', articles: '&id, opened_at, folder_id' },
  },
  {
    // People: profiles read on this device (with an unsent follow laid over) and the members one blocked.
    version: 8,
    stores: storesOfV8,
  },
  {
    // Offline packs (a course's media kept on the device) and how far each got (a new table: nothing to move).
    version: 9,
    stores: storesOfV9,
  },
  {
    // A wall's pins found by an index (only pinned posts have a pinned_until), not by reading every post of it.
    version: 10,
    stores: storesOfV10,
  },
  {
    // Courses, their lessons and lesson media (new tables: nothing to move).
    version: 11,
    stores: storesOfV11,
  },
  {
    // The inbox's chats and their messages (new tables: nothing to move).
    version: 12,
    stores: storesOfV12,
  },
  {
    // The member's activities (a new table: nothing to move).
    version: 13,
    stores: { ...storesOfV12, activities: '&id, post_id, comment_id' },
  },
  {
    // Images in messages; an upload belongs to a post or a message (a new index: nothing to move).
    version: 14,
    stores: storesOfV14,
  },
  {
    // Write kinds follow one grammar (entity.verb): unsent entries of a renamed kind take the new name.
    version: 15,
    stores: storesOfV14,
    upgrade: lazily('renameWriteKinds'),
  },
  {
    // The server's rows held beneath unsent writes, in one table for every kind (old per-row fields go back to the server's).
    version: 16,
    stores: { ...storesOfV14, server_rows: '&id, table' },
    upgrade: lazily('heldRowsToServerState'),
  },
];

// The page opens the mirror at the version identity.ts derives without this history: a new frozen version moves it too.
if (frozenVersions.at(-1)!.version !== LAST_FROZEN_VERSION) throw new Error('schema/mirror/identity.ts: LAST_FROZEN_VERSION must be the newest frozen version');

export const mirrorVersions: MirrorVersion[] = withContractTables(frozenVersions, tablesOf(contracts));
