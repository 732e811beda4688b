// A device that kept an older server's paging positions (bare ids, the unversioned feed form, a lesson offset) pages on after the update (docs/api-paging.md).
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ACTIVITIES_PAGING_KEY } from '../../schema/mirror/activities';
import { ACTIVITY_FEED_PAGING_KEY } from '../../schema/mirror/activity-feed';
import { chatsPagingKey, messagesPagingKey } from '../../worker/domains/chats/chat-rows';
import { commentsPagingKey } from '../../worker/domains/posts/comment-pages';
import { OTHER, useSignedInMember } from './helpers/engine-harness';
import { DEMO_PASSWORD } from './helpers/live-server';

const member = useSignedInMember();
type Session = { secret_id: string; secret: string; user_id: number };

/** What an older server handed out for the lists in time order: base64url of "created_at|id", no version. */
const olderFeedCursor = Buffer.from('2024-01-01T00:00:00.000Z|5').toString('base64url');

const mine = async () => (await member.h.kv('session'))!;
const noah = async () => (await member.server.api.call<Session>('POST', '/api/v1/sessions', { body: { email: OTHER, password: DEMO_PASSWORD } })).body;
const post = async (path: string, session: Pick<Session, 'secret_id' | 'secret'>, body: object) => {
  const res = await member.server.api.call('POST', path, { session, body });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body;
};

/** The paging row as an older server left it, then the next page asked for: it must land, and the row move on. */
async function pagesOnFrom(key: string, held: string, more: () => Promise<void>): Promise<void> {
  await member.h.mirror.walls.put({ key, next_cursor: held, exhausted: 0, fetched_at: Date.now() });
  await more();
  const row = await member.h.mirror.walls.get(key);
  expect(row?.next_cursor).not.toBe(held);
  expect(row?.next_cursor ?? '').not.toMatch(/^\d+$/);
}

describe('paging positions kept from an older server', () => {
  it("a wall's, the activity feed's and a post's comments' unversioned cursors start those lists again", async () => {
    const { post: p } = await post('/api/v2/walls/welcome/posts', await mine(), { body: `Held ${Math.random()}` });
    const other = await noah();
    for (let i = 0; i < 3; i++) await post(`/api/v2/posts/${p.id}/comments`, other, { body: `Comment ${i}` });
    await pagesOnFrom('welcome', olderFeedCursor, () => member.h.engine.posts.loadWall('welcome', true));
    expect(await member.h.mirror.posts.where('id').equals(p.id).count()).toBe(1);
    await pagesOnFrom(ACTIVITY_FEED_PAGING_KEY, olderFeedCursor, () => member.h.engine.posts.loadActivity(true));
    await pagesOnFrom(commentsPagingKey(p.id), olderFeedCursor, () => member.h.engine.comments.loadMore(p.id));
    expect(await member.h.mirror.comments.where('post_id').equals(p.id).count()).toBe(3);
  });

  it("the activities' and a chat's messages' bare ids, and the inbox's unversioned cursor, start those lists again", async () => {
    const other = await noah();
    const { chat } = await post('/api/v2/chats', other, { user_ids: [(await mine()).user_id] });
    const sent = await post(`/api/v2/chats/${chat.id}/messages`, other, { body: 'Hello there' });
    await pagesOnFrom(messagesPagingKey(chat.id), String(sent.message.id + 1), () => member.h.engine.chats.loadChat(chat.id, true));
    expect(await member.h.mirror.chat_messages.where('id').equals(sent.message.id).count()).toBe(1);
    await pagesOnFrom(chatsPagingKey(false), olderFeedCursor, () => member.h.engine.chats.loadChats(false, true));
    expect(await member.h.mirror.chats.where('id').equals(chat.id).count()).toBe(1);
    await pagesOnFrom(ACTIVITIES_PAGING_KEY, '999999', () => member.h.engine.activities.load(true));
  });

  it("a course's lesson offset is read as no page number: the lessons come from the first page on, none skipped", async () => {
    const ada = await member.server.api.login('admin@example.com');
    const made = await post('/api/v2/courses', ada, { name: `Held ${Math.random().toString(36).slice(2, 8)}` });
    const id = made.course.id as number;
    for (let i = 0; i < 12; i++) await post(`/api/v2/courses/${id}/lessons`, ada, { name: `L${i + 1}`, content: `<p>${i + 1}</p>`, position: i });
    await member.h.engine.courses.loadCourse(id);
    await member.h.mirror.lessons.where('course_id').equals(id).delete();
    // What the older server's meta.next was: the offset of the next lesson, as text.
    await member.h.mirror.courses.update(id, { lessons_next: '10' as unknown as number });
    for (let more = true, rounds = 0; more && rounds < 5; rounds++) more = await member.h.engine.courses.loadCourse(id, true);
    expect(await member.h.mirror.lessons.where('course_id').equals(id).count()).toBe(12);
  });
});
