// Edits and deletes of a post or comment whose create is still in the outbox: rewritten or cancelled in place, nothing extra sent.
import type { LocalDb, OutboxEntry } from '../../../schema/local-db';
import { messages } from '../../../schema/messages';
import { mutation as mutationSchema, type Mutation } from '../../../schema/outbox';
import { draftUid } from '../../../schema/mirror/draft-rows';
import { currentUserId, writeAsMember } from '../../mirror-writes';
import type { OutboxHandle } from '../../outbox-handle';

type Create = Extract<Mutation, { kind: 'post.create' | 'comment.create' }>;

/** The create entry of a draft, if it is still in the outbox. */
export async function createEntry(db: LocalDb, clientId: string): Promise<(OutboxEntry & { mutation: Create }) | null> {
  const entry = await db.outbox.where('client_id').equals(clientId).first();
  if (!entry || (entry.mutation.kind !== 'post.create' && entry.mutation.kind !== 'comment.create')) return null;
  return entry as OutboxEntry & { mutation: Create };
}

/**
 * Whether the server cannot hold this create yet, so it may be changed in place: never tried, or refused (the
 * server stores nothing it refuses). A create tried without an answer may be on the server already (the answer
 * lost): rewriting it would meet its stored first answer with another body (422), cancelling it would leave it
 * there; a change of it follows it instead. A comment that timed out counts as tried.
 */
function changeableInPlace(entry: OutboxEntry): boolean {
  if (entry.status === 'failed') return entry.error !== messages.commentTimedOut;
  return entry.status === 'pending' && entry.attempts === 0;
}

/** Entries that follow a create and mean nothing without it (a comment on the post, its uploads, changes of it). */
function dependsOn(m: Mutation, clientId: string): boolean {
  return ('post_client_id' in m && m.post_client_id === clientId) || ('message_client_id' in m && m.message_client_id === clientId) || ('target_client_id' in m && m.target_client_id === clientId);
}

/**
 * Rewrites the text of a create the server cannot hold yet (refused: then it is sent again). Answers false when it
 * may hold it (the edit must follow it as its own change). Throws the rule's message.
 */
export async function rewritePendingCreate(db: LocalDb, clientId: string, text: string): Promise<boolean> {
  const userId = await currentUserId(db);
  return writeAsMember(db, userId, async () => {
    const entry = await createEntry(db, clientId);
    if (!entry || !changeableInPlace(entry)) return false;
    const parsed = mutationSchema.safeParse({ ...entry.mutation, body: { ...entry.mutation.body, body: text } });
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? messages.badRequest);
    if (parsed.data.kind === 'post.create' && parsed.data.body.body === '' && parsed.data.media_client_ids.length === 0 && !parsed.data.body.poll) {
      throw new Error(messages.postEmpty);
    }
    await db.outbox.update(entry.seq!, { mutation: parsed.data, status: 'pending', error: null });
    const table = entry.mutation.kind === 'post.create' ? 'posts' : 'comments';
    await db.table(table).update(draftUid(clientId), { body: (parsed.data as Create).body.body, status: 'pending', error: undefined });
    return true;
  });
}

/**
 * Cancels a create the server cannot hold yet, with everything that follows it: nothing reaches the server. Answers
 * false when it may hold it (the delete must follow it).
 */
export async function cancelPendingCreate(db: LocalDb, clientId: string, { discardEntry }: Pick<OutboxHandle, 'discardEntry'>): Promise<boolean> {
  const userId = await currentUserId(db);
  // One transaction: the sender cannot claim the create between the check and the discard.
  return writeAsMember(db, userId, async () => {
    const entry = await createEntry(db, clientId);
    if (entry && !changeableInPlace(entry)) return false;
    const followers = await db.outbox.filter((e) => dependsOn(e.mutation, clientId)).toArray();
    for (const f of followers) await discardEntry(db, f.client_id);
    if (entry) await discardEntry(db, clientId);
    return true;
  });
}
