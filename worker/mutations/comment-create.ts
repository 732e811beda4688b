// Creating a comment: a draft under the post at once (its count bumped), replaced by the server's comment.
import { messages } from '../../schema/messages';
import { commentResponse } from '../../schema/posts';
import { draftUid } from '../collections/drafts';
import { putServerComments } from '../collections/comments';
import { bumpCommentsCount, draftFields, putOwnCard, setDraftStatus } from './draft-rows';
import { defineMutation, sendAsDeclared } from './mutation';

export const COMMENT_ON_DRAFT = 'Comments can be added once the post has been sent.';

export const commentCreate = defineMutation({
  kind: 'comment.create',
  // A draft post has no id a comment could point at yet.
  check: async (_db, m) => (Number.isInteger(m.post_id) && m.post_id > 0 ? null : COMMENT_ON_DRAFT),
  async write(db, m, { userData, now }) {
    await putOwnCard(db, userData.user);
    await db.comments.add({ ...draftFields(m.client_id, userData.user.id, m.body.body, now), post_id: m.post_id, likes_count: 0 });
    await bumpCommentsCount(db, m.post_id, 1);
  },
  send: (api, m) => sendAsDeclared(api, m, { params: { id: m.post_id }, body: m.body, schema: commentResponse }),
  delivered: (db, _m, answer) => putServerComments(db, [answer.comment]),
  refused: (db, m, message) => setDraftStatus(db, 'comments', m.client_id, 'failed', message),
  retried: (db, m) => setDraftStatus(db, 'comments', m.client_id, 'pending'),
  async discarded(db, m) {
    if ((await db.comments.where('uid').equals(draftUid(m.client_id)).delete()) > 0) await bumpCommentsCount(db, m.post_id, -1);
  },
  fallbackMessage: messages.commentNotPosted,
});
