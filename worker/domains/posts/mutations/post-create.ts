// Creating a post: a draft row on the wall at once, delivered to the wall's posts, replaced by the server's post.
import { messages } from '../../../../schema/messages';
import { postResponse } from '../../../../schema/posts';
import { draftPost, draftUid } from '../../../../schema/mirror/draft-rows';
import { putServerPosts } from '../collections/posts';
import { putOwnCard, setDraftStatus } from './draft-rows';
import { draftShared, postCreateIssue } from './post-kinds-draft';
import { attachmentMediaIds, dropAttachments, retryAttachments } from './post-attachments';
import { defineMutation, sendAsDeclared } from '../../../mutations/mutation';

export const postCreate = defineMutation({
  kind: 'post.create',
  check: postCreateIssue,
  async write(db, m, { userData, now }) {
    const group = await db.groups.get(m.wall_key);
    await putOwnCard(db, userData.user);
    // The same row the page may already show as its echo (src/hooks/post-echoes.ts), so the hand-over changes nothing.
    const shared = await draftShared(db, m);
    await db.posts.add(draftPost({ clientId: m.client_id, authorId: userData.user.id, wallKey: m.wall_key, groupId: group?.id ?? 0, body: m.body, shared, now }));
  },
  // Media: the attachments' uploads went first (earlier entries); their media ids go with the post.
  send: async (api, m, db) => {
    const body = { ...m.body, media_ids: await attachmentMediaIds(db, m.media_client_ids) };
    return sendAsDeclared(api, m, { params: { key: m.wall_key }, body, schema: postResponse });
  },
  async delivered(db, m, answer) {
    await putServerPosts(db, [answer.post]);
    await dropAttachments(db, { post_client_id: m.client_id }, m.media_client_ids);
  },
  refused: (db, m, message) => setDraftStatus(db, 'posts', m.client_id, 'failed', message),
  async retried(db, m) {
    await setDraftStatus(db, 'posts', m.client_id, 'pending');
    await retryAttachments(db, m.media_client_ids);
  },
  async discarded(db, m) {
    await db.posts.delete(draftUid(m.client_id));
    await dropAttachments(db, { post_client_id: m.client_id }, m.media_client_ids);
  },
  fallbackMessage: messages.postNotSent,
});
