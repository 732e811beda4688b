// The registry of synced collections: delta application, cascades and the retention sweep are built from this list.
import type { LocalDb } from '../../schema/local-db';
import type { Change, ChangeKind } from '../../schema/sync';
import { activities } from '../domains/activities/collections/activities';
import type { Appliers, ApplyContext, Collection, Lost } from './collection';
import { chatMessages } from '../domains/chats/collections/chat-messages';
import { chats } from '../domains/chats/collections/chats';
import { comments } from '../domains/posts/collections/comments';
import { courses } from '../domains/courses/collections/courses';
import { groups, walls } from '../domains/groups/collections/groups';
import { articles, folderListings } from '../domains/library/collections/library';
import { likes } from '../domains/posts/collections/likes';
import { members } from '../domains/groups/collections/members';
import { membershipRequests } from '../domains/groups/collections/membership-requests';
import { posts } from '../domains/posts/collections/posts';

/** Order matters for `expand`: a collection adds what hangs off the rows of those before it (groups -> posts -> comments). */
export const collections: Collection<never>[] = [
  groups,
  walls,
  posts,
  comments,
  members,
  likes,
  membershipRequests,
  articles,
  folderListings,
  courses,
  activities,
  chats,
  chatMessages,
] as Collection<never>[];

/** Every change kind has exactly one handler: remove one from a collection and this line stops compiling. */
const appliers: Appliers<ChangeKind> = {
  ...groups.changes,
  ...walls.changes,
  ...posts.changes,
  ...comments.changes,
  ...members.changes,
  ...likes.changes,
  ...membershipRequests.changes,
  ...courses.changes,
  ...activities.changes,
  ...chats.changes,
  ...chatMessages.changes,
};

export class UnknownChangeKindError extends Error {
  constructor(kind: string) {
    super(`No collection handles the change kind "${kind}"`);
    this.name = 'UnknownChangeKindError';
  }
}

function context(db: LocalDb): ApplyContext {
  return { forget: (lost) => forget(db, lost) };
}

/** Removes what is gone, and everything on the device that hangs off it. Call inside a transaction. */
export async function forget(db: LocalDb, partial: Partial<Lost>): Promise<void> {
  const lost: Lost = { groupKeys: [...(partial.groupKeys ?? [])], postIds: [...(partial.postIds ?? [])], commentIds: [...(partial.commentIds ?? [])] };
  for (const c of collections) await c.expand?.(db, lost);
  for (const c of collections) await c.forget?.(db, lost);
}

/** Applies changes in order; consecutive changes of one kind go to their collection as one batch. */
export async function applyChanges(db: LocalDb, changes: Change[]): Promise<void> {
  const ctx = context(db);
  for (let start = 0; start < changes.length; ) {
    const kind = changes[start]!.kind;
    let end = start + 1;
    while (end < changes.length && changes[end]!.kind === kind) end++;
    const apply = (appliers as Partial<Record<string, (db: LocalDb, run: Change[], ctx: ApplyContext) => Promise<void>>>)[kind];
    if (!apply) throw new UnknownChangeKindError(kind);
    await apply(db, changes.slice(start, end), ctx);
    start = end;
  }
}

export const handledKinds = (): string[] => Object.keys(appliers);

/** Keeps each collection within its budget; answers how many rows went, per table. Call inside a transaction. */
export async function sweepMirror(db: LocalDb, budgets: Partial<Record<string, number>> = {}): Promise<Record<string, number>> {
  const ctx = context(db);
  const swept: Record<string, number> = {};
  for (const c of collections) {
    if (!c.retention) continue;
    swept[c.table] = await c.retention.sweep(db, budgets[c.table] ?? c.retention.budget, ctx);
  }
  return swept;
}
