// The outbox: drafts written with their entry in one transaction, delivered in order, failed ones kept for retry or discard.
import { numericId } from '../schema/common';
import type { LocalDb, OutboxEntry } from '../schema/local-db';
import { messages } from '../schema/messages';
import type { Mutation } from '../schema/outbox';
import { createCommentBody, createPostBody } from '../schema/posts';
import type { Api } from './api';
import { ApiError } from './api-error';
import { kvGet } from './kv';
import { draftComment, draftPost, draftUid } from './mirror-rows';
import { currentUserId, putServerComment, putServerPost, SessionChangedError, writeAsMember } from './mirror-writes';

/**
 * A client id the schema accepts and the server keeps as the row's `client_id` (the Idempotency-Key): 128 random
 * bits as hex. getRandomValues, unlike randomUUID, also exists outside secure contexts.
 */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function firstIssue(result: { error?: { issues: { message: string }[] } }): string {
  return result.error?.issues[0]?.message ?? messages.badRequest;
}

async function signedInMember(db: LocalDb) {
  const [session, userData] = await Promise.all([kvGet(db, 'session'), kvGet(db, 'userData')]);
  if (!session || !userData) throw new Error(messages.sessionRequired);
  return { userId: session.user_id, userData };
}

function newEntry(mutation: Mutation): OutboxEntry {
  return { client_id: mutation.client_id, mutation, status: 'pending', error: null, attempts: 0, created_at: Date.now() };
}

export async function enqueuePost(db: LocalDb, wallKey: string, body: string): Promise<string> {
  const parsed = createPostBody.safeParse({ body });
  if (!parsed.success) throw new Error(firstIssue(parsed));
  const { userId, userData } = await signedInMember(db);
  const clientId = newClientId();
  await writeAsMember(db, userId, async () => {
    const group = await db.groups.get(wallKey);
    const text = parsed.data.body;
    await db.posts.add(draftPost({ clientId, wallKey, groupId: group?.id ?? 0, body: text, userData, now: new Date() }));
    await db.outbox.add(newEntry({ kind: 'post.create', client_id: clientId, wall_key: wallKey, body: { body: text } }));
  });
  return clientId;
}

/** Only on posts the server has accepted: a draft post has no id a comment could point at yet. */
export async function enqueueComment(db: LocalDb, postId: number, body: string): Promise<string> {
  if (!numericId.safeParse(postId).success || postId <= 0) {
    throw new Error('Comments can be added once the post has been sent.');
  }
  const parsed = createCommentBody.safeParse({ body });
  if (!parsed.success) throw new Error(firstIssue(parsed));
  const { userId, userData } = await signedInMember(db);
  const clientId = newClientId();
  await writeAsMember(db, userId, async () => {
    const text = parsed.data.body;
    await db.comments.add(draftComment({ clientId, postId, body: text, userData, now: new Date() }));
    await db.outbox.add(newEntry({ kind: 'comment.create', client_id: clientId, post_id: postId, body: { body: text } }));
    await bumpCommentsCount(db, postId, 1);
  });
  return clientId;
}

/** Optimistic count; the server's next version of the post overwrites it. */
async function bumpCommentsCount(db: LocalDb, postId: number, by: number): Promise<void> {
  await db.posts
    .where('id')
    .equals(postId)
    .modify((p) => {
      p.comments_count = Math.max(0, p.comments_count + by);
    });
}

/**
 * A refusal that sending again will not change: a 4xx other than 401, 408 and 429, or a malformed answer. A 403
 * the client took for a dead session (unauthorized) waits for the next sign-in instead.
 */
export function isPermanent(error: ApiError): boolean {
  if (error.kind === 'invalid') return true;
  if (error.kind !== 'http' || error.code < 400 || error.code >= 500) return false;
  if (error.code === 403) return !error.unauthorized;
  return ![401, 408, 429].includes(error.code);
}

export interface FlushResult {
  delivered: number;
  failed: number;
  /** Why sending stopped with entries still pending (offline, server fault, session refused). */
  stoppedBy: ApiError | null;
}

async function deliver(db: LocalDb, api: Api, userId: number, mutation: Mutation): Promise<void> {
  if (mutation.kind === 'post.create') {
    const { post } = await api.createPost(mutation.wall_key, mutation.body.body, mutation.client_id);
    await writeAsMember(db, userId, () => putServerPost(db, post));
  } else {
    const { comment } = await api.createComment(mutation.post_id, mutation.body.body, mutation.client_id);
    await writeAsMember(db, userId, () => putServerComment(db, comment));
  }
}

async function markFailed(db: LocalDb, entry: OutboxEntry, error: ApiError): Promise<void> {
  const fallback = entry.mutation.kind === 'post.create' ? messages.postNotSent : messages.commentNotPosted;
  const text = error.data || fallback;
  const table = entry.mutation.kind === 'post.create' ? db.posts : db.comments;
  await db.transaction('rw', db.outbox, table, async () => {
    await db.outbox.where('client_id').equals(entry.client_id).modify({ status: 'failed', error: text, attempts: entry.attempts + 1 });
    await table.update(draftUid(entry.client_id), { status: 'failed', error: text });
  });
}

/** Sends pending entries oldest first until none is left or one fails for a reason that time may fix. */
export async function flushOutbox(db: LocalDb, api: Api): Promise<FlushResult> {
  const result: FlushResult = { delivered: 0, failed: 0, stoppedBy: null };
  const userId = await currentUserId(db);
  if (userId === null) return result;
  for (;;) {
    const entry = await db.outbox.where('status').equals('pending').first();
    if (!entry) return result;
    await db.outbox.where('client_id').equals(entry.client_id).modify({ status: 'sending' });
    try {
      await deliver(db, api, userId, entry.mutation);
      result.delivered++;
    } catch (e) {
      if (e instanceof SessionChangedError) return result;
      const error = e instanceof ApiError ? e : new ApiError('invalid', -1, '', String(e));
      if (isPermanent(error)) {
        await markFailed(db, entry, error);
        result.failed++;
        continue;
      }
      await db.outbox
        .where('client_id')
        .equals(entry.client_id)
        .modify({ status: 'pending', attempts: entry.attempts + 1 });
      result.stoppedBy = error;
      return result;
    }
  }
}

/** After a crash or a leader change, an entry left 'sending' may or may not have arrived: send it again (idempotent). */
export async function resetSending(db: LocalDb): Promise<void> {
  await db.outbox.where('status').equals('sending').modify({ status: 'pending' });
}

export async function retryEntry(db: LocalDb, clientId: string): Promise<void> {
  await db.transaction('rw', db.outbox, db.posts, db.comments, async () => {
    const entry = await db.outbox.where('client_id').equals(clientId).first();
    if (!entry || entry.status !== 'failed') return;
    await db.outbox.where('client_id').equals(clientId).modify({ status: 'pending', error: null });
    const table = entry.mutation.kind === 'post.create' ? db.posts : db.comments;
    await table.update(draftUid(clientId), { status: 'pending', error: undefined });
  });
}

export async function discardEntry(db: LocalDb, clientId: string): Promise<void> {
  await db.transaction('rw', db.outbox, db.posts, db.comments, async () => {
    const entry = await db.outbox.where('client_id').equals(clientId).first();
    await db.outbox.where('client_id').equals(clientId).delete();
    await db.posts.delete(draftUid(clientId));
    const draft = await db.comments.get(draftUid(clientId));
    if (draft) {
      await db.comments.delete(draft.uid);
      if (entry) await bumpCommentsCount(db, draft.post_id, -1);
    }
  });
}

export async function unsentMutations(db: LocalDb): Promise<Mutation[]> {
  return (await db.outbox.orderBy('seq').toArray()).map((e) => e.mutation);
}
