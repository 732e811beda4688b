// Post kinds and composer drafts through the engine against the real server: an offline poll post lands once,
// the optimistic row shows its kinds, drafts are kept per member and context, cleared when sent, wiped at sign-out.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import { composerDraftKey, type ComposerContext } from '../../schema/mirror/composer-drafts';
import type { PostsPage } from '../../schema/posts';
import { useSignedInMember } from './helpers/engine-harness';
import { waitFor } from './helpers/wait';

const member = useSignedInMember();
const settled = async () => (await member.h.mirror.outbox.count()) === 0;
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

async function serverWall(): Promise<PostsPage['posts']> {
  const session = (await member.h.kv('session'))!;
  return (await member.server.api.call<PostsPage>('GET', '/api/v2/walls/welcome/recent_posts?limit=50', { session })).body.posts;
}

describe('post kinds through the engine', () => {
  it('offline: a poll post shows at once with its poll and lands exactly once when the network returns', async () => {
    const body = `Poll ${Math.random()}`;
    member.server.setOffline(true);
    const clientId = await member.h.engine.posts.create('welcome', {
      body,
      attachments: [],
      poll: { options: ['Pier', 'Harbour'], ends_at: inHours(5), hide_results: true },
    });
    const draft = await member.h.mirror.posts.get(`c${clientId}`);
    expect(draft).toMatchObject({ status: 'pending', body });
    expect(draft!.poll).toMatchObject({ hide_results: true, votes_count: null });
    expect(draft!.poll!.options.map((o) => o.text)).toEqual(['Pier', 'Harbour']);
    member.server.setOffline(false);
    await member.h.engine.syncNow();
    await waitFor(settled, 'delivery');
    const landed = (await serverWall()).filter((p) => p.body === body);
    expect(landed).toHaveLength(1);
    expect(landed[0]!.poll!.options.map((o) => o.text)).toEqual(['Pier', 'Harbour']);
    const row = await member.h.mirror.posts.where('client_id').equals(clientId).first();
    expect(row).toMatchObject({ id: landed[0]!.id, poll: landed[0]!.poll });
    expect(row!.status).toBeUndefined();
  });

  it('shows a link button and a shared group on the optimistic row', async () => {
    member.server.setOffline(true);
    try {
      const id = await member.h.engine.posts.create('welcome', {
        body: 'Tickets',
        attachments: [],
        link_button: { text: 'Buy', url: 'https://tickets.example.com' },
      });
      expect((await member.h.mirror.posts.get(`c${id}`))!.link_button).toEqual({ text: 'Buy', url: 'https://tickets.example.com' });
      const shared = await member.h.engine.posts.create('welcome', { body: '', attachments: [], shared_group_key: 'announcements' });
      expect((await member.h.mirror.posts.get(`c${shared}`))!.shared).toMatchObject({ type: 'group', key: 'announcements' });
      // The device keeps no events: the composer hands over the card it showed.
      const card = { id: 1, name: 'Live at the Pier', starts_at: '2030-01-01T20:00:00.000Z' };
      const withEvent = await member.h.engine.posts.create('welcome', { body: 'Coming?', attachments: [], shared_event_id: 1, shared_event: card });
      expect((await member.h.mirror.posts.get(`c${withEvent}`))!.shared).toEqual({ type: 'event', ...card });
      const outbox = await member.h.mirror.outbox.where('client_id').equals(withEvent).first();
      expect(outbox!.mutation.kind === 'post.create' && outbox!.mutation.body).not.toHaveProperty('shared_event');
    } finally {
      member.server.setOffline(false);
    }
    await member.h.engine.syncNow();
    await waitFor(settled, 'delivery');
  });

  it('refuses on the device what the rules refuse, and a post only the server can refuse keeps its text, failed', async () => {
    await expect(member.h.engine.posts.create('welcome', { body: 'Later', attachments: [], scheduled_at: inHours(2) })).rejects.toThrow(
      messages.scheduleNotAllowed,
    );
    await expect(
      member.h.engine.posts.create('welcome', { body: 'x', attachments: [], link_button: { text: 'Go', url: 'www.example.com' } }),
    ).rejects.toThrow(messages.invalidUrl);
    // Only the server knows the member cannot read this group.
    const id = await member.h.engine.posts.create('welcome', { body: 'Look here', attachments: [], shared_group_key: 'backstage' });
    await waitFor(async () => (await member.h.mirror.posts.get(`c${id}`))?.status === 'failed', 'refusal');
    expect(await member.h.mirror.posts.get(`c${id}`)).toMatchObject({ body: 'Look here', error: messages.sharedGroupNotFound });
    await member.h.engine.outbox.discard(id);
  });

  it('keeps drafts per context, clears the wall draft when its post is in the outbox, and wipes drafts at sign-out', async () => {
    const wall: ComposerContext = { type: 'post', wall_key: 'welcome' };
    const comment: ComposerContext = { type: 'comment', post_uid: 'p1' };
    await member.h.engine.drafts.save(wall, { text: 'Half a thought', options: { poll: { options: ['A', 'B'] } }, attachments: [] });
    await member.h.engine.drafts.save(comment, { text: 'A reply', options: {}, attachments: [] });
    expect(await member.h.engine.drafts.load(wall)).toMatchObject({ text: 'Half a thought', options: { poll: { options: ['A', 'B'] } } });
    expect(await member.h.engine.drafts.load(comment)).toMatchObject({ text: 'A reply' });
    expect(await member.h.engine.drafts.load({ type: 'post', wall_key: 'backstage' })).toBeNull();

    // An empty composer leaves nothing behind.
    await member.h.engine.drafts.save(comment, { text: ' ', options: {}, attachments: [] });
    expect(await member.h.engine.drafts.load(comment)).toBeNull();

    await member.h.engine.posts.create('welcome', { body: 'Half a thought, finished', attachments: [] });
    expect(await member.h.engine.drafts.load(wall)).toBeNull();
    await waitFor(settled, 'delivery');

    await member.h.engine.drafts.save(comment, { text: 'Kept until sign-out', options: {}, attachments: [] });
    const userId = (await member.h.kv('session'))!.user_id;
    expect(await member.h.mirror.composer_drafts.get(composerDraftKey(userId, comment))).toBeDefined();
    await member.h.engine.session.signOut();
    expect(await member.h.mirror.composer_drafts.count()).toBe(0);
    expect(await member.h.engine.drafts.load(comment)).toBeNull();
  });
});
