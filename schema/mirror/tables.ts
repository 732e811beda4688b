// The registry of mirror tables: the Dexie stores, the typed database and the sign-out list are all built from it.
import type Dexie from 'dexie';
import type { EntityTable } from 'dexie';
import { activitiesTable } from './activities';
import { chatMessagesTable, chatsTable } from './chats';
import { commentsTable } from './comments';
import { composerDraftsTable } from './composer-drafts';
import { coursesTable, lessonMediaTable, lessonsTable } from './courses';
import { groupsTable, wallsTable } from './groups';
import { kvTable } from './kv';
import { articlesTable, folderListingsTable } from './library';
import { likesTable } from './likes';
import { membersTable } from './members';
import { membershipRequestsTable } from './membership-requests';
import { offlinePacksTable } from './offline-packs';
import { outboxTable } from './outbox';
import { pollVotesTable } from './poll-votes';
import { postsTable } from './posts';
import { blockedMembersTable, profilesTable } from './profiles';
import { serverRowsTable } from './server-rows';
import type { TableSpec } from './table';
import { tablesOf, type ContractTables } from '../contract';
import { contracts, type Contracts } from '../contracts';
import { uploadsTable } from './uploads';

/** Add a core table here (and bump the version in versions.ts); the rest follows. A contract's tables come with it. */
const coreTableSpecs = [
  kvTable,
  groupsTable,
  wallsTable,
  postsTable,
  commentsTable,
  membersTable,
  likesTable,
  pollVotesTable,
  uploadsTable,
  composerDraftsTable,
  membershipRequestsTable,
  folderListingsTable,
  articlesTable,
  profilesTable,
  blockedMembersTable,
  offlinePacksTable,
  coursesTable,
  lessonsTable,
  lessonMediaTable,
  chatsTable,
  chatMessagesTable,
  activitiesTable,
  serverRowsTable,
  outboxTable,
] as const;

/** The core's tables and every contract's (schema/contracts.ts). */
export const tableSpecs: readonly Spec[] = [...coreTableSpecs, ...tablesOf(contracts) as ContractTables<Contracts>[]];

type Spec = (typeof coreTableSpecs)[number] | ContractTables<Contracts>;
type EntityOf<S> = S extends TableSpec<infer Row, infer Key, string> ? EntityTable<Row, Key & keyof Row> : never;

export type TableName = Spec['name'];
/** Every table's declaration, for typing other readers of the mirror (the page's, src/data/mirror-reader/). */
export type MirrorTableSpec = Spec;
export type LocalDb = Dexie & { [S in Spec as S['name']]: EntityOf<S> };

/** Dexie's `stores()` argument for the current version. */
export function currentStores(): Record<TableName, string> {
  return Object.fromEntries(tableSpecs.map((t) => [t.name, t.indexes])) as Record<TableName, string>;
}

export const memberTableNames = tableSpecs.filter((t) => t.memberData).map((t) => t.name);
export const allTableNames = tableSpecs.map((t) => t.name);
