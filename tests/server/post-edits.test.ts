// Editing and deleting posts and comments: who may, the body rules, edited_at, counts, changes, and exactly-once replays.
import { describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import { commentResponse, postResponse, postWithComments, type Post } from '../../schema/posts';
import type { Session } from '../../schema/session';
import { syncResponse } from '../../schema/sync';
import { whileDisabled } from './support/disabled-member';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

describe.each(drivers)('post and comment edits on %s', (driver) => {
  const ctx = useTestApp(driver);
  const login = (email: string) => ctx.api.login(email);
  const keyed = (key?: string) => (key ? { 'idempotency-key': key } : undefined);
  const post = async (s: Session, wall = 'welcome', body = 'First words'): Promise<Post> =>
    postResponse.parse((await ctx.api.call('POST', `/api/v2/walls/${wall}/posts`, { session: s, body: { body } })).body).post;
  const comment = async (s: Session, postId: number, body = 'A comment', parent_id?: number) =>
    commentResponse.parse((await ctx.api.call('POST', `/api/v2/posts/${postId}/comments`, { session: s, body: { body, parent_id } })).body).comment;
  const patchPost = (s: Session | undefined, id: number, body: unknown, key?: string) =>
    ctx.api.call('PATCH', `/api/v2/posts/${id}`, { session: s, body, headers: keyed(key) });
  const patchComment = (s: Session | undefined, id: number, body: unknown, key?: string) =>
    ctx.api.call('PATCH', `/api/v2/comments/${id}`, { session: s, body, headers: keyed(key) });
  const deletePost = (s: Session | undefined, id: number, key?: string) => ctx.api.call('DELETE', `/api/v2/posts/${id}`, { session: s, headers: keyed(key) });
  const deleteComment = (s: Session | undefined, id: number, key?: string) =>
    ctx.api.call('DELETE', `/api/v2/comments/${id}`, { session: s, headers: keyed(key) });
  const read = async (s: Session, id: number) => postWithComments.parse((await ctx.api.call('GET', `/api/v2/posts/${id}`, { session: s })).body);

  it('lets the author edit a post: new text, edited_at set, a post.upsert in the feed; others refused', async () => {
    const mia = await login('member@example.com');
    const noah = await login('noah@example.com');
    const ada = await login('admin@example.com');
    const p = await post(mia);
    expect(p.edited_at).toBeNull();
    const head = syncResponse.parse((await ctx.api.call('GET', '/api/v1/sync', { session: noah })).body).cursor;
    const res = await patchPost(mia, p.id, { body: '  Better words  ' });
    expect(res.status).toBe(200);
    const edited = postResponse.parse(res.body).post;
    expect(edited.body).toBe('Better words');
    expect((await patchPost(mia, p.id, { body: 'Hi @noah #edits' })).body.post.text_entities).toEqual({
      mentions: [{ user_id: expect.any(Number), start: 3, end: 8 }],
      hashtags: [{ tag: 'edits', start: 9, end: 15 }],
    });
    await patchPost(mia, p.id, { body: 'Better words' });
    expect(edited.edited_at).not.toBeNull();
    expect((await read(noah, p.id)).post.body).toBe('Better words');
    const feed = syncResponse.parse((await ctx.api.call('GET', `/api/v1/sync?cursor=${head}`, { session: noah })).body);
    expect(feed.changes.some((c) => c.kind === 'post.upsert' && c.data.id === p.id && c.data.body === 'Better words')).toBe(true);

    // Neither another member nor an admin edits someone else's words.
    for (const other of [noah, ada]) {
      const refused = await patchPost(other, p.id, { body: 'Not mine' });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ errors: [messages.forbidden] });
    }
    const visitor = await patchPost(undefined, p.id, { body: 'x' });
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ errors: [messages.sessionRequired] });
  });

  it('keeps the body rules: an empty or too long post is a 422 with the message, the text unchanged', async () => {
    const mia = await login('member@example.com');
    const p = await post(mia);
    const empty = await patchPost(mia, p.id, { body: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({ errors: [messages.postEmpty] });
    const long = await patchPost(mia, p.id, { body: 'x'.repeat(20_001) });
    expect(long.status).toBe(422);
    expect(long.body).toEqual({ errors: [messages.postTooLong] });
    expect((await patchPost(mia, p.id, {})).status).toBe(422);
    expect((await read(mia, p.id)).post.body).toBe('First words');
    const c = await comment(mia, p.id);
    const emptyComment = await patchComment(mia, c.id, { body: '' });
    expect(emptyComment.status).toBe(422);
    expect(emptyComment.body).toEqual({ errors: [messages.commentEmpty] });
    expect((await patchComment(mia, c.id, { body: 'y'.repeat(5_001) })).body).toEqual({ errors: [messages.commentTooLong] });
  });

  it('edits a comment (author only) and replays an edit by its key; another body with the same key is a 422', async () => {
    const mia = await login('member@example.com');
    const leila = await login('leila@example.com');
    const p = await post(leila);
    const c = await comment(mia, p.id);
    const first = await patchComment(mia, c.id, { body: 'Edited once' }, 'cl_edit_comment_01');
    expect(first.status).toBe(200);
    const edited = commentResponse.parse(first.body).comment;
    expect(edited).toMatchObject({ id: c.id, body: 'Edited once', edited_at: expect.any(String) });
    await patchComment(mia, c.id, { body: 'Edited twice' });
    // A late replay answers the first answer and does not put the old text back.
    const replay = await patchComment(mia, c.id, { body: 'Edited once' }, 'cl_edit_comment_01');
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect((await read(mia, p.id)).comments.find((x) => x.id === c.id)?.body).toBe('Edited twice');
    const misused = await patchComment(mia, c.id, { body: 'Something else' }, 'cl_edit_comment_01');
    expect(misused.status).toBe(422);
    expect(misused.body).toEqual({ errors: [messages.idempotencyConflict] });
    // The post's author may delete the comment, not edit it.
    expect((await patchComment(leila, c.id, { body: 'Not mine' })).status).toBe(403);
    expect((await patchComment(mia, 99_999_999, { body: 'x' })).body).toEqual({ errors: [messages.commentNotFound] });
  });

  it('deletes a post once: a keyed repeat replays 204, an unkeyed repeat is 404 Post does not exist', async () => {
    const mia = await login('member@example.com');
    const a = await post(mia);
    expect((await deletePost(mia, a.id, 'cl_delete_post_01')).status).toBe(204);
    expect((await deletePost(mia, a.id, 'cl_delete_post_01')).status).toBe(204);
    const again = await deletePost(mia, a.id);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ errors: [messages.postNotFound] });
    expect((await ctx.api.call('GET', `/api/v2/posts/${a.id}`, { session: mia })).status).toBe(404);
    // The same key for another post is a conflict, not a delete.
    const b = await post(mia);
    expect((await deletePost(mia, b.id, 'cl_delete_post_01')).status).toBe(422);
    expect((await read(mia, b.id)).post.id).toBe(b.id);
    const editGone = await patchPost(mia, a.id, { body: 'Too late' });
    expect(editGone.status).toBe(404);
    expect(editGone.body).toEqual({ errors: [messages.postNotFound] });
  });

  it('lets the author, a group admin, a host and an admin delete; other members and outsiders cannot', async () => {
    const mia = await login('member@example.com');
    const noah = await login('noah@example.com');
    const ada = await login('admin@example.com');
    const aria = await login('artist@example.com');
    const tomas = await login('tomas@example.com');
    const ofMia = [await post(mia), await post(mia), await post(mia)];
    const refused = await deletePost(noah, ofMia[0]!.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ errors: [messages.forbidden] });
    expect((await deletePost(ada, ofMia[0]!.id)).status).toBe(204);
    expect((await deletePost(aria, ofMia[1]!.id)).status).toBe(204);
    expect((await deletePost(mia, ofMia[2]!.id)).status).toBe(204);
    // Backstage is private and Mia no member: she cannot even see the post.
    const backstage = await post(noah, 'backstage');
    const hidden = await deletePost(mia, backstage.id);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ errors: [messages.postNotFound] });
    expect((await deletePost(tomas, backstage.id)).status).toBe(403);
    expect((await deletePost(undefined, backstage.id)).status).toBe(401);
    const c = await comment(tomas, backstage.id);
    expect((await deleteComment(mia, c.id)).body).toEqual({ errors: [messages.commentNotFound] });
    expect((await deleteComment(noah, c.id)).status).toBe(403);
    expect((await deleteComment(ada, c.id)).status).toBe(204);
  });

  it('refuses a disabled member every edit and delete', async () => {
    const grace = await login('grace@example.com');
    const p = await post(grace);
    const c = await comment(grace, p.id);
    await whileDisabled(ctx.testDb.db, 'grace@example.com', async () => {
      for (const res of [
        await patchPost(grace, p.id, { body: 'x' }),
        await deletePost(grace, p.id),
        await patchComment(grace, c.id, { body: 'x' }),
        await deleteComment(grace, c.id),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ errors: [messages.accountDisabled] });
      }
    });
  });

  it('deleting a comment counts down once; a top-level comment takes its replies along', async () => {
    const mia = await login('member@example.com');
    const noah = await login('noah@example.com');
    const p = await post(noah);
    const top = await comment(mia, p.id, 'Top');
    await comment(noah, p.id, 'Reply', top.id);
    const lone = await comment(noah, p.id, 'Lone');
    expect((await read(mia, p.id)).post.comments_count).toBe(3);
    expect((await deleteComment(noah, lone.id, 'cl_delete_comment_01')).status).toBe(204);
    expect((await deleteComment(noah, lone.id, 'cl_delete_comment_01')).status).toBe(204);
    const again = await deleteComment(noah, lone.id);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ errors: [messages.commentNotFound] });
    expect((await read(mia, p.id)).post.comments_count).toBe(2);
    expect((await deleteComment(mia, top.id)).status).toBe(204);
    const after = await read(mia, p.id);
    expect(after.post.comments_count).toBe(0);
    expect(after.comments).toEqual([]);
  });

  it('answers 400 for a malformed id or key', async () => {
    const mia = await login('member@example.com');
    expect((await patchPost(mia, 0, { body: 'x' })).status).toBe(400);
    expect((await ctx.api.call('DELETE', '/api/v2/comments/abc', { session: mia })).status).toBe(400);
    const p = await post(mia);
    expect((await deletePost(mia, p.id, 'bad key!')).status).toBe(400);
  });
});
