// The mirror's version history: every version's stores (frozen as they shipped) and the upgrade that reaches it.
import type { Transaction } from 'dexie';
import { tablesOf } from '../contract';
import { contracts } from '../contracts';
import { withContractTables } from './contract-versions';
import { heldRowsToServerState } from './held-rows-upgrade';
import { renameWriteKinds } from './write-kind-renames';

export interface MirrorVersion {
  version: number;
  /** As shipped; the newest entry must equal the table registry's stores (a test checks it). */
  stores: Record<string, string>;
  /** Moves the rows of the version before into this one's shape; the outbox and unsent writes stay. */
  upgrade?: (tx: Transaction) => Promise<void>;
}

type Author = { id: number; display_name: string; avatar_url: string | null };
type V1Authored = { author?: Author; author_id?: number; likes_count?: number };

/** v1 -> v2: authors move out of posts and comments into members; comments gain likes_count. */
async function authorsToMembers(tx: Transaction): Promise<void> {
  const members = new Map<number, Author & { seen_at: number }>();
  const now = Date.now();
  const split = (row: V1Authored) => {
    if (row.author) {
      members.set(row.author.id, { ...row.author, seen_at: now });
      row.author_id = row.author.id;
      delete row.author;
    }
  };
  await tx.table('posts').toCollection().modify((row: V1Authored) => split(row));
  await tx.table('comments').toCollection().modify((row: V1Authored) => {
    split(row);
    row.likes_count ??= 0;
  });
  await tx.table('members').bulkPut([...members.values()]);
}

/** v2 -> v3: posts and comments gain the post kinds' fields (link button, shared item, schedule, poll, media), empty. */
async function postKindFields(tx: Transaction): Promise<void> {
  const entities = () => ({ mentions: [], hashtags: [] });
  await tx
    .table('posts')
    .toCollection()
    .modify((row: Record<string, unknown>) => {
      row.text_entities ??= entities();
      row.media ??= [];
      row.poll ??= null;
      row.link_button ??= null;
      row.shared ??= null;
      row.scheduled_at ??= null;
      row.edited_at ??= null;
    });
  await tx
    .table('comments')
    .toCollection()
    .modify((row: Record<string, unknown>) => {
      row.parent_id ??= null;
      row.text_entities ??= entities();
      row.edited_at ??= null;
    });
}

/** v4 -> v5: posts gain their link preview, none until the server's next copy of the post. */
async function linkPreviewField(tx: Transaction): Promise<void> {
  await tx
    .table('posts')
    .toCollection()
    .modify((row: Record<string, unknown>) => {
      row.link_preview ??= null;
    });
}

/** v5 -> v6: posts gain their pin, none until the server's next copy of the post says otherwise. */
async function pinField(tx: Transaction): Promise<void> {
  await tx
    .table('posts')
    .toCollection()
    .modify((row: Record<string, unknown>) => {
      row.pinned_until ??= null;
    });
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
    upgrade: authorsToMembers,
  },
  {
    // Poll votes, attachments waiting to upload, composer drafts; replies indexed by parent.
    version: 3,
    stores: storesOfV3,
    upgrade: postKindFields,
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
    upgrade: linkPreviewField,
  },
  {
    // Posts' pins (a field, no new store).
    version: 6,
    stores: storesSinceV4,
    upgrade: pinField,
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
    upgrade: renameWriteKinds,
  },
  {
    // The server's rows held beneath unsent writes, in one table for every kind (old per-row fields go back to the server's).
    version: 16,
    stores: { ...storesOfV14, server_rows: '&id, table' },
    upgrade: heldRowsToServerState,
  },
];

export const mirrorVersions: MirrorVersion[] = withContractTables(frozenVersions, tablesOf(contracts));
