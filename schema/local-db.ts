// The device mirror: Dexie (IndexedDB) tables that the worker writes and the app reads with live queries.
import Dexie from 'dexie';
import { MIRROR_NAME, MIRROR_OPEN_CHANNEL } from './mirror/identity';
import { currentStores, type LocalDb } from './mirror/tables';
import { mirrorVersions } from './mirror/versions';

export type { LocalDb, TableName } from './mirror/tables';
export type { LocalStatus } from './mirror/table';
export type { LocalPost } from './mirror/posts';
export type { LocalComment } from './mirror/comments';
export type { LocalGroup, LocalWall, PendingMembership } from './mirror/groups';
export type { LocalMembershipRequest } from './mirror/membership-requests';
export type { LocalMember } from './mirror/members';
export type { LocalArticle, LocalFolderListing } from './mirror/library';
export type { LocalCourse, LocalLesson, LocalLessonMedium } from './mirror/courses';
export type { LocalBlockedMember, LocalProfile, PendingFollow } from './mirror/profiles';
export type { LocalLike } from './mirror/likes';
export type { LocalActivity } from './mirror/activities';
export type { OutboxEntry } from './mirror/outbox';
export type { KvKey, KvRow, KvRows } from './mirror/kv';
export type { AccountSettings, MirroredSetting, SettingKey, SettingRows } from './mirror/settings';
export { sortKey } from './mirror/posts';
export { likeUid } from './mirror/likes';

export const LOCAL_DB_NAME = MIRROR_NAME;
export const LOCAL_DB_VERSION = mirrorVersions.at(-1)!.version;

export interface OpenOptions {
  /**
   * Another tab opened a newer version: this connection is closed (so the upgrade is not blocked) and never
   * reopened by this code; the page must reload to get the code that reads the new shape.
   */
  onVersionChange?: () => void;
}

export function openLocalDb(name = LOCAL_DB_NAME, options: OpenOptions = {}): LocalDb {
  const db = new Dexie(name) as LocalDb;
  for (const v of mirrorVersions) {
    const stores = v.version === LOCAL_DB_VERSION ? currentStores() : v.stores;
    const declared = db.version(v.version).stores(stores);
    if (v.upgrade) declared.upgrade(v.upgrade);
  }
  db.on('versionchange', () => {
    db.close({ disableAutoOpen: true });
    options.onVersionChange?.();
    return false;
  });
  // Every open, upgrades done: a page waiting to read the mirror (it never creates or upgrades it) opens it now.
  db.on('ready', () => announceOpen(name), true);
  return db;
}

let openNotice: BroadcastChannel | null = null;

function announceOpen(name: string): void {
  if (typeof BroadcastChannel === 'undefined') return;
  if (!openNotice) {
    openNotice = new BroadcastChannel(MIRROR_OPEN_CHANNEL);
    // Node (tests, benches): an open channel must not keep the process alive.
    (openNotice as { unref?: () => void }).unref?.();
  }
  openNotice.postMessage(name);
}
