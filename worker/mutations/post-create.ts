// Creating a post: a draft row on the wall at once, delivered to the wall's posts, replaced by the server's post.
import { messages } from '../../schema/messages';
import { postResponse } from '../../schema/posts';
import { draftUid } from '../collections/drafts';
import { putServerPosts } from '../collections/posts';
import { draftFields, putOwnCard, setDraftStatus } from './draft-rows';
import { defineMutation, sendAsDeclared } from './mutation';

export const postCreate = defineMutation({
  kind: 'post.create',
  async write(db, m, { userData, now }) {
    const group = await db.groups.get(m.wall_key);
    await putOwnCard(db, userData.user);
    await db.posts.add({
      ...draftFields(m.client_id, userData.user.id, m.body.body, now),
      wall_key: m.wall_key,
      group_id: group?.id ?? 0,
      likes_count: 0,
      comments_count: 0,
      comments_disabled: false,
    });
  },
  send: (api, m) => sendAsDeclared(api, m, { params: { key: m.wall_key }, body: m.body, schema: postResponse }),
  delivered: (db, _m, answer) => putServerPosts(db, [answer.post]),
  refused: (db, m, message) => setDraftStatus(db, 'posts', m.client_id, 'failed', message),
  retried: (db, m) => setDraftStatus(db, 'posts', m.client_id, 'pending'),
  async discarded(db, m) {
    await db.posts.delete(draftUid(m.client_id));
  },
  fallbackMessage: messages.postNotSent,
});
