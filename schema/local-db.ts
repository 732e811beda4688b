// The device mirror: Dexie (IndexedDB) tables that the worker writes and the app reads with live queries.
import Dexie, { type EntityTable } from 'dexie';
import type { Group } from './groups';
import type { Comment, Post } from './posts';
import type { Mutation, OutboxStatus } from './outbox';
import type { Configuration, Limits, RegistrationSnippet } from './configuration';
import type { UserData } from './session';

/** Local delivery state of a row the member wrote; absent on rows the server gave us. */
export type LocalStatus = 'pending' | 'failed';

/** `uid` is `p<server id>` for server rows and `c<client id>` for optimistic ones. */
export type LocalPost = Post & { uid: string; status?: LocalStatus; error?: string; sort_key: string };
export type LocalComment = Comment & { uid: string; status?: LocalStatus; error?: string; sort_key: string };
export type LocalGroup = Group & { is_mine: 0 | 1 };

/** Paging state of one wall's feed as the device knows it. */
export interface LocalWall {
  key: string;
  next_cursor: string | null;
  /** true once the oldest page was fetched */
  exhausted: 0 | 1;
  fetched_at: number;
}

export interface OutboxEntry {
  seq?: number;
  client_id: string;
  mutation: Mutation;
  status: OutboxStatus;
  error: string | null;
  attempts: number;
  created_at: number;
}

/** Single-row facts: session, cursors, configuration, user data. */
export interface KvRows {
  session: { secret_id: string; secret: string; refresh_token: string; user_id: number } | null;
  syncCursor: number | null;
  configuration: Configuration;
  limits: Limits;
  registrationSnippet: RegistrationSnippet;
  userData: UserData;
  /** set while the device holds a mirror of this member; cleared on sign-out */
  mirrorOwner: number;
}
export type KvKey = keyof KvRows;
export interface KvRow<K extends KvKey = KvKey> {
  key: K;
  value: KvRows[K];
}

export const LOCAL_DB_NAME = 'community';
export const LOCAL_DB_VERSION = 1;

export type LocalDb = Dexie & {
  kv: EntityTable<KvRow, 'key'>;
  groups: EntityTable<LocalGroup, 'key'>;
  walls: EntityTable<LocalWall, 'key'>;
  posts: EntityTable<LocalPost, 'uid'>;
  comments: EntityTable<LocalComment, 'uid'>;
  outbox: EntityTable<OutboxEntry, 'seq'>;
};

/** Sort key that orders newest first by `created_at` then id, equal across server and optimistic rows. */
export function sortKey(createdAt: string, id: number | string): string {
  return `${new Date(createdAt).toISOString()}|${String(id).padStart(12, '0')}`;
}

export function openLocalDb(name = LOCAL_DB_NAME): LocalDb {
  const db = new Dexie(name) as LocalDb;
  db.version(LOCAL_DB_VERSION).stores({
    kv: '&key',
    groups: '&key, id, is_mine',
    walls: '&key',
    posts: '&uid, id, client_id, wall_key, [wall_key+sort_key], status',
    comments: '&uid, id, client_id, post_id, [post_id+sort_key], status',
    outbox: '++seq, &client_id, status',
  });
  return db;
}
