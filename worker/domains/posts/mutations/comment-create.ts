// Creating a comment or reply: a draft under the post at once (counts bumped), replaced by the server's comment; a post still unsent is resolved when sent.
import { messages } from '../../../../schema/messages';
import { commentResponse } from '../../../../schema/posts';
import { noTextEntities } from '../../../../schema/text-entities';
import type { LocalDb } from '../../../../schema/local-db';
import type { MutationOf } from '../../../../schema/outbox';
import { draftFields, draftUid, serverUid } from '../../../../schema/mirror/draft-rows';
import { putServerComments } from '../collections/comments';
import { putOwnCard, setDraftStatus } from './draft-rows';
import { updateServerRows } from '../../../overlay/rebase';
import { defineMutation, sendAsDeclared } from '../../../mutations/mutation';
import { resolveServerId } from './row-changes';

export const COMMENT_ON_DRAFT = 'Comments can be added once the post has been sent.';

/** The post a comment is under, on this device: the delivered row, else the draft it follows. */
async function postRowUid(db: LocalDb, m: MutationOf<'comment.create'>): Promise<string | null> {
  if (m.post_id > 0) return serverUid(m.post_id);
  if (!m.post_client_id) return null;
  const delivered = await db.posts.where('client_id').equals(m.post_client_id).filter((p) => p.id > 0).first();
  return delivered?.uid ?? draftUid(m.post_client_id);
}

async function bumpPostCount(db: LocalDb, m: MutationOf<'comment.create'>, by: 1 | -1): Promise<void> {
  const uid = await postRowUid(db, m);
  // Beneath any change laid over the rows, so the next replay keeps the counts.
  if (uid) await updateServerRows(db, 'posts', [uid], (p) => ({ ...p, comments_count: Math.max(0, p.comments_count + by) }));
  if (m.body.parent_id) await updateServerRows(db, 'comments', [serverUid(m.body.parent_id)], (p) => ({ ...p, replies_count: Math.max(0, (p.replies_count ?? 0) + by) }));
}

export const commentCreate = defineMutation({
  kind: 'comment.create',
  // A post still unsent is named by its client id and must be on this device; it is sent first (the outbox keeps order).
  check: async (db, m) => {
    if (Number.isInteger(m.post_id) && m.post_id > 0) return null;
    // Drafts carry their client id too, so this finds the post delivered or not.
    return m.post_client_id && (await db.posts.where('client_id').equals(m.post_client_id).count()) > 0 ? null : COMMENT_ON_DRAFT;
  },
  async write(db, m, { userData, now }) {
    await putOwnCard(db, userData.user);
    await db.comments.add({ ...draftFields(m.client_id, userData.user.id, m.body.body, now), post_id: m.post_id,
      likes_count: 0,
      parent_id: m.body.parent_id ?? null,
      text_entities: noTextEntities,
      edited_at: null,
    });
    await bumpPostCount(db, m, 1);
  },
  async send(api, m, db) {
    const id = await resolveServerId(db, 'posts', m.post_id, m.post_client_id, messages.parentPostRefused);
    return sendAsDeclared(api, m, { params: { id }, body: m.body, schema: commentResponse });
  },
  delivered: (db, _m, answer) => putServerComments(db, [answer.comment]),
  refused: (db, m, message) => setDraftStatus(db, 'comments', m.client_id, 'failed', message),
  retried: (db, m) => setDraftStatus(db, 'comments', m.client_id, 'pending'),
  async discarded(db, m) {
    if ((await db.comments.where('uid').equals(draftUid(m.client_id)).delete()) > 0) await bumpPostCount(db, m, -1);
  },
  fallbackMessage: messages.commentNotPosted,
});
