// Realtime in the engine against the real server and the real pubnub SDK: events bring writes without the poll, gaps are pulled, suspend and resume catch up.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../schema/posts';
import type { Session } from '../../schema/session';
import { realtimeChannels } from '../../schema/realtime';
import { realtimeCredentials } from '../server/support/pubnub-clients';
import { engineFor, MEMBER, OTHER, type Harness } from './helpers/engine-harness';
import { DEMO_PASSWORD, startLiveServer, type LiveServer } from './helpers/live-server';
import { waitFor } from './helpers/wait';

/** Far beyond any test: whatever reaches the mirror here came through an event (or a resume), never the poll. */
const NEVER = 60 * 60_000;

let server: LiveServer;
let h: Harness;
let noah: Session;
let leila: Session;

beforeAll(async () => {
  // Idle long-polls are answered quickly, so a cut network is noticed by the SDK within the tests' time.
  server = await startLiveServer(undefined, { realtime: { longPollMs: 2_000 } });
  h = engineFor(server, { realtime: true, pollIntervalMs: NEVER, activePollIntervalMs: NEVER, hiddenSuspendMs: 50, realtimeRetryMs: 50 });
  await h.engine.start(h.events);
  expect(await h.engine.session.signIn(MEMBER, DEMO_PASSWORD)).toEqual({ ok: true });
  noah = await server.api.login(OTHER, DEMO_PASSWORD);
  leila = await server.api.login('leila@example.com', DEMO_PASSWORD);
});
afterAll(async () => {
  await h.close();
  await server.close();
});

const realtimeState = () => h.events.statuses.at(-1)?.realtime;
const becomes = (state: 'active' | 'suspended') => waitFor(() => realtimeState() === state, `realtime ${state}`);

async function posts(session: Session, body: string, wall = 'welcome'): Promise<Post> {
  const res = await server.api.call<{ post: Post }>('POST', `/api/v2/walls/${wall}/posts`, { session, body: { body } });
  expect(res.status).toBe(201);
  return res.body.post;
}

const inMirror = (post: Post) => waitFor(() => h.mirror.posts.get(`p${post.id}`), `post ${post.id} in the mirror`);

describe('the engine subscribed through the SDK', () => {
  it("becomes ACTIVE once signed in and leading, and another member's post reaches the mirror without the poll", async () => {
    await becomes('active');
    const post = await posts(noah, 'Heard through the gateway');
    expect(await inMirror(post)).toMatchObject({ body: 'Heard through the gateway', wall_key: 'welcome' });
    expect(await h.kv('syncCursor')).toBeGreaterThan(0);
  });

  it('a comment on a post reaches the mirror the same way', async () => {
    const post = await posts(noah, 'Comment on this');
    await inMirror(post);
    const res = await server.api.call<{ comment: { id: number } }>('POST', `/api/v2/posts/${post.id}/comments`, { session: noah, body: { body: 'A live reply' } });
    expect(res.status).toBe(201);
    const comment = await waitFor(() => h.mirror.comments.where('post_id').equals(post.id).first(), 'the comment in the mirror');
    expect(comment.body).toBe('A live reply');
  });

  it('an event past a gap pulls from the stored cursor: changes never announced to this engine arrive too', async () => {
    await becomes('active');
    const before = (await h.kv('syncCursor'))!;
    const missed = await posts(noah, 'Announced before this device looked');
    await inMirror(missed);
    // The device forgets it ever held the post: its cursor goes back before it, as if that event had been lost.
    await h.mirror.transaction('rw', h.mirror.posts, h.mirror.kv, async () => {
      await h.mirror.posts.delete(`p${missed.id}`);
      await h.mirror.kv.put({ key: 'syncCursor', value: before });
    });
    const next = await posts(noah, 'The next one');
    await inMirror(next);
    expect(await inMirror(missed)).toMatchObject({ body: 'Announced before this device looked' });
  });

  it('suspends when the network is cut, and on resume catches up with what was written meanwhile', async () => {
    await becomes('active');
    server.setOffline(true);
    await becomes('suspended');
    const written = [await posts(noah, 'While you were away 1'), await posts(leila, 'While you were away 2')];
    server.setOffline(false);
    await becomes('active');
    for (const post of written) await inMirror(post);
  });

  it('suspends a while after every page is hidden and resumes when one is in view again', async () => {
    await becomes('active');
    await h.engine.setPageVisible(false);
    await becomes('suspended');
    const written = await posts(noah, 'Posted while the app was hidden');
    expect(await h.mirror.posts.get(`p${written.id}`)).toBeUndefined();
    await h.engine.setPageVisible(true);
    await becomes('active');
    await inMirror(written);
  });

  it("subscribes to a group's channel once the member may read it (a post there arrives without the poll) and leaves it with the group", async () => {
    await becomes('active');
    const backstage = (await h.mirror.groups.get('backstage'))!;
    expect(backstage.membership_status).not.toBe('member');
    const mia = await server.api.login(MEMBER, DEMO_PASSWORD);
    expect((await server.api.call('POST', `/api/v2/groups/${backstage.id}/membership`, { session: mia })).status).toBeLessThan(300);
    const ada = await server.api.login('admin@example.com', DEMO_PASSWORD);
    const approved = await server.api.call('POST', '/api/v2/groups/backstage/membership_requests/approve', { session: ada, body: { user_ids: [mia.user_id] } });
    expect(approved.status).toBeLessThan(300);
    // The approval reaches the member's own channel; the pull it asks for changes their groups, so the credentials are asked again.
    await waitFor(async () => (await h.mirror.groups.get('backstage'))?.membership_status === 'member', 'the approval in the mirror');
    // The engine subscribed the group's channel: the gateway counts it there (presence as another reader sees it).
    const creds = await realtimeCredentials(server.api, leila);
    const channel = realtimeChannels.group(backstage.id);
    const hereNow = `/pn/v2/presence/sub-key/${creds.subscribe_key}/channel/${channel}?uuid=${creds.uuid}&auth=${encodeURIComponent(creds.auth_key)}`;
    await waitFor(async () => ((await server.api.call<{ uuids: string[] }>('GET', hereNow)).body.uuids ?? []).includes(`user-${mia.user_id}`), 'the engine on the group channel');
    const post = await posts(noah, 'Backstage news', 'backstage');
    expect(await inMirror(post)).toMatchObject({ wall_key: 'backstage' });

    // Leaving: the gateway refuses the channel from now on; the engine subscribes again without it and stays live.
    expect((await server.api.call('DELETE', `/api/v2/groups/${backstage.id}/membership`, { session: mia })).status).toBeLessThan(300);
    await waitFor(async () => !((await server.api.call<{ uuids: string[] }>('GET', hereNow)).body.uuids ?? []).includes(`user-${mia.user_id}`), 'the engine off the group channel');
    await becomes('active');
    const after = await posts(noah, 'Still heard on the welcome wall');
    await inMirror(after);
  });
  it("a chat started by another member: its messages reach the mirror without the poll, and the engine is on the chat's channel only while the chat is open", async () => {
    await becomes('active');
    const mia = await server.api.login(MEMBER, DEMO_PASSWORD);
    const started = await server.api.call<{ chat: { id: number } }>('POST', '/api/v2/chats', { session: noah, body: { user_ids: [mia.user_id] } });
    expect(started.status).toBeLessThan(300);
    const chatId = started.body.chat.id;
    await waitFor(() => h.mirror.chats.where('id').equals(chatId).first(), 'the chat in the mirror');
    const creds = await realtimeCredentials(server.api, noah);
    const hereNow = `/pn/v2/presence/sub-key/${creds.subscribe_key}/channel/${realtimeChannels.chat(chatId)}?uuid=${creds.uuid}&auth=${encodeURIComponent(creds.auth_key)}`;
    const present = async () => ((await server.api.call<{ uuids: string[] }>('GET', hereNow)).body.uuids ?? []).includes(`user-${mia.user_id}`);
    const chatActivities = async () =>
      (await server.api.call<{ activities: { category: string; link: string }[] }>('GET', '/api/v2/activities?limit=100', { session: mia })).body.activities.filter(
        (a) => a.category === 'chat_message' && a.link.includes(`/messages/${chatId}`),
      ).length;
    const send = async (body: string) => {
      const sent = await server.api.call<{ message: { id: number } }>('POST', `/api/v2/chats/${chatId}/messages`, { session: noah, body: { body, media_ids: [] } });
      expect(sent.status).toBe(201);
      const row = await waitFor(() => h.mirror.chat_messages.where('id').equals(sent.body.message.id).first(), `message "${body}" in the mirror`);
      expect(row.body).toBe(body);
    };

    // Not open: the message arrives through the member's own channel, and the member hears of it as an activity.
    await send('Are you coming tonight?');
    expect(await present()).toBe(false);
    expect(await chatActivities()).toBe(1);

    // Open: the engine is on the chat's channel, so the server knows the member reads it (no activity for what arrives).
    await h.engine.setOpenChat(chatId);
    await waitFor(present, 'the engine on the chat channel');
    await send('Doors at eight');
    expect(await chatActivities()).toBe(1);

    // Left: off the channel again, and the next message is an activity once more.
    await h.engine.setOpenChat(null);
    await waitFor(async () => !(await present()), 'the engine off the chat channel');
    await send('Bring a jacket');
    expect(await chatActivities()).toBe(2);
  });
  it("suspends on sign-out, and the next member's sign-in subscribes as them", async () => {
    await becomes('active');
    const mia = await server.api.login(MEMBER, DEMO_PASSWORD);
    const creds = await realtimeCredentials(server.api, noah);
    const welcome = (await h.mirror.groups.get('welcome'))!;
    const hereNow = `/pn/v2/presence/sub-key/${creds.subscribe_key}/channel/${realtimeChannels.group(welcome.id)}?uuid=${creds.uuid}&auth=${encodeURIComponent(creds.auth_key)}`;
    const listed = async () => (await server.api.call<{ uuids: string[] }>('GET', hereNow)).body.uuids ?? [];
    await h.engine.session.signOut();
    await becomes('suspended');
    await waitFor(async () => !(await listed()).includes(`user-${mia.user_id}`), 'the member off the channel');
    expect(await h.engine.session.signIn(OTHER, DEMO_PASSWORD)).toEqual({ ok: true });
    await becomes('active');
    await waitFor(async () => (await listed()).includes(`user-${noah.user_id}`), 'the next member on the channel');
    expect(await listed()).not.toContain(`user-${mia.user_id}`);
    const post = await posts(leila, 'For whoever is signed in now');
    await inMirror(post);
  });
});
