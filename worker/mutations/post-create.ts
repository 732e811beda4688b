// Creating a post: a draft row on the wall at once, delivered to the wall's posts, replaced by the server's post.
import { messages } from '../../schema/messages';
import { postResponse } from '../../schema/posts';
import { noTextEntities } from '../../schema/text-entities';
import { draftUid } from '../collections/drafts';
import { putServerPosts } from '../collections/posts';
import { draftFields, putOwnCard, setDraftStatus } from './draft-rows';
import { draftPoll, draftShared, postCreateIssue } from './post-kinds-draft';
import { attachmentMediaIds, dropAttachments, retryAttachments } from './post-attachments';
import { defineMutation, sendAsDeclared } from './mutation';

export const postCreate = defineMutation({
  kind: 'post.create',
  check: postCreateIssue,
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
      text_entities: noTextEntities,
      media: [],
      poll: draftPoll(m.body),
      link_button: m.body.link_button ?? null,
      shared: await draftShared(db, m),
      scheduled_at: m.body.scheduled_at ?? null,
      edited_at: null,
    });
  },
  // Media: the attachments' uploads went first (earlier entries); their media ids go with the post.
  send: async (api, m, db) => {
    const body = { ...m.body, media_ids: await attachmentMediaIds(db, m.media_client_ids) };
    return sendAsDeclared(api, m, { params: { key: m.wall_key }, body, schema: postResponse });
  },
  async delivered(db, m, answer) {
    await putServerPosts(db, [answer.post]);
    await dropAttachments(db, m.client_id, m.media_client_ids);
  },
  refused: (db, m, message) => setDraftStatus(db, 'posts', m.client_id, 'failed', message),
  async retried(db, m) {
    await setDraftStatus(db, 'posts', m.client_id, 'pending');
    await retryAttachments(db, m.media_client_ids);
  },
  async discarded(db, m) {
    await db.posts.delete(draftUid(m.client_id));
    await dropAttachments(db, m.client_id, m.media_client_ids);
  },
  fallbackMessage: messages.postNotSent,
});
