// What the server announces after its writes, on which channels: posts, comments, likes, member cards, admins' requests; and who may call for keys.
import { describe, expect, it, beforeAll } from 'vitest';
import { postResponse } from '../../schema/posts';
import { realtimeChannels, realtimeEvent, type RealtimeEvent } from '../../schema/realtime';
import type { Session } from '../../schema/session';
import type { ChangeKind } from '../../schema/sync';
import { realtimeKeyOf } from '../../server/domains/realtime/realtime-keys';
import { sha256Hex } from '../../server/domains/sessions/tokens';
import { signUpMember } from './support/accounts';
import { signInCast, type Cast } from './support/cast';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

describe.each(drivers)('realtime events on %s', (driver) => {
  const ctx = useTestApp(driver, { app: () => ({ realtime: { longPollMs: 1_500 } }) });
  let cast: Cast;
  let groupIds: Record<string, number>;
  beforeAll(async () => {
    cast = await signInCast(ctx);
    const { groups } = (await ctx.api.call('GET', '/api/v2/groups', { session: cast.ada })).body as { groups: { id: number; key: string }[] };
    groupIds = Object.fromEntries(groups.map((g) => [g.key, g.id]));
  });

  /** One subscribe call of the gateway, as the SDK makes it, with the member's own auth key (their session's realtime key) and uuid. */
  const subscribe = (s: Session, channel: string, tt: string) =>
    ctx.api.call('GET', `/pn/v2/subscribe/sub-c-gateway/${channel}/0?uuid=user-${s.user_id}&auth=${encodeURIComponent(realtimeKeyOf(s.secret_id, sha256Hex(s.secret)))}&tt=${tt}`);
  const now = async (s: Session, channel: string): Promise<string> => (await subscribe(s, channel, '0')).body.t.t;
  /** Follows the channel from `tt` until an event naming `kind` past cursor `after` arrives (the test's timeout bounds the wait). */
  const eventOf = async (s: Session, channel: string, tt: string, kind: ChangeKind, after = 0): Promise<RealtimeEvent> => {
    for (let t = tt; ; ) {
      const res = await subscribe(s, channel, t);
      expect(res.status).toBe(200);
      for (const m of res.body.m as { d: unknown; i: string }[]) {
        const event = realtimeEvent.parse(m.d);
        if (event.kinds.includes(kind) && event.cursor > after) return event;
      }
      t = res.body.t.t;
    }
  };
  /** Every event on the channel from `tt` until the long-poll comes back empty. */
  const eventsUntilQuiet = async (s: Session, channel: string, tt: string): Promise<RealtimeEvent[]> => {
    const out: RealtimeEvent[] = [];
    for (let t = tt; ; ) {
      const res = await subscribe(s, channel, t);
      if (res.body.m.length === 0) return out;
      out.push(...(res.body.m as { d: unknown }[]).map((m) => realtimeEvent.parse(m.d)));
      t = res.body.t.t;
    }
  };

  it('GET /api/v2/pubnub_publish_key for each caller: a host reads every group they belong to; a banned member is refused, and so is their auth key', async () => {
    const host = (await ctx.api.call('GET', '/api/v2/pubnub_publish_key', { session: cast.ada })).body as { channels: string[] };
    expect(host.channels).toEqual(expect.arrayContaining([realtimeChannels.group(groupIds.backstage!), realtimeChannels.group(groupIds['inner-circle']!)]));
    const { session: banned } = await signUpMember(ctx.api);
    expect((await ctx.api.call('POST', '/api/v2/account/ban', { session: cast.ada, body: { member_id: banned.user_id } })).status).toBe(200);
    expect((await ctx.api.call('GET', '/api/v2/pubnub_publish_key', { session: banned })).status).toBe(403);
    expect((await subscribe(banned, realtimeChannels.member(banned.user_id), '0')).status).toBe(403);
  });

  it("a comment and a like: the group's readers hear comment and post changes, the liker's own channel hears the like", async () => {
    const welcome = realtimeChannels.group(groupIds.welcome!);
    const post = postResponse.parse((await ctx.api.call('POST', '/api/v2/walls/welcome/posts', { session: cast.noah, body: { body: 'Comment on me' } })).body).post;
    const [groupAt, ownAt] = [await now(cast.leila, welcome), await now(cast.mia, realtimeChannels.member(cast.mia.user_id))];
    expect((await ctx.api.call('POST', `/api/v2/posts/${post.id}/comments`, { session: cast.mia, body: { body: 'A reply' } })).status).toBe(201);
    expect((await ctx.api.call('POST', '/api/v2/likes', { session: cast.mia, body: { likeable_type: 'Post', likeable_id: post.id } })).status).toBe(201);
    const comment = await eventOf(cast.leila, welcome, groupAt, 'comment.upsert');
    // The post's own creation may be announced after `groupAt` too: the count's change comes with the comment's event
    // (changes read in one step of the announcer are one event, with its last cursor) or after it.
    await eventOf(cast.leila, welcome, groupAt, 'post.upsert', comment.cursor - 1);
    await eventOf(cast.mia, realtimeChannels.member(cast.mia.user_id), ownAt, 'like.upsert');
  });

  it("a new name or avatar is a member change on the community channel", async () => {
    const at = await now(cast.leila, realtimeChannels.community);
    expect((await ctx.api.call('POST', '/api/v2/account/display_name', { session: cast.noah, body: { display_name: 'Noah Realtime' } })).status).toBe(200);
    await eventOf(cast.leila, realtimeChannels.community, at, 'member.upsert');
  });

  it("a request to join a private group goes to its admins' own channels, never to the group's channel", async () => {
    const { session: newcomer } = await signUpMember(ctx.api);
    const backstage = realtimeChannels.group(groupIds.backstage!);
    const [adminAt, groupAt] = [await now(cast.ada, realtimeChannels.member(cast.ada.user_id)), await now(cast.noah, backstage)];
    expect((await ctx.api.call('POST', `/api/v2/groups/${groupIds.backstage}/membership`, { session: newcomer })).status).toBeLessThan(300);
    await eventOf(cast.ada, realtimeChannels.member(cast.ada.user_id), adminAt, 'membership_request.upsert');
    const onGroup = await eventsUntilQuiet(cast.noah, backstage, groupAt);
    expect(onGroup.flatMap((e) => e.kinds)).not.toContain('membership_request.upsert');
  });

  it('a refused write announces nothing; every event names a cursor the delta feed has reached', async () => {
    const welcome = realtimeChannels.group(groupIds.welcome!);
    const at = await now(cast.leila, welcome);
    const before = (await ctx.api.call('GET', '/api/v1/sync', { session: cast.leila })).body.cursor as number;
    // Refused (empty body): nothing is written, nothing is announced (earlier tests' writes may still be, up to `before`).
    expect((await ctx.api.call('POST', '/api/v2/walls/welcome/posts', { session: cast.mia, body: { body: '' } })).status).toBe(422);
    expect((await eventsUntilQuiet(cast.leila, welcome, at)).filter((e) => e.cursor > before)).toEqual([]);
    expect((await ctx.api.call('POST', '/api/v2/walls/welcome/posts', { session: cast.mia, body: { body: 'Counted' } })).status).toBe(201);
    const event = await eventOf(cast.leila, welcome, at, 'post.upsert');
    const head = (await ctx.api.call('GET', '/api/v1/sync', { session: cast.leila })).body.cursor as number;
    expect(event.cursor).toBeLessThanOrEqual(head);
  });

  it('a member who leaves a private group is refused its channel at once: the gateway hears the change and decides again', async () => {
    const backstage = realtimeChannels.group(groupIds.backstage!);
    const own = realtimeChannels.member(cast.noah.user_id);
    // Granted now, and the decision kept by the gateway.
    expect((await subscribe(cast.noah, backstage, '0')).status).toBe(200);
    const at = await now(cast.noah, own);
    expect((await ctx.api.call('DELETE', `/api/v2/groups/${groupIds.backstage}/membership`, { session: cast.noah })).status).toBe(204);
    await eventOf(cast.noah, own, at, 'group.delete');
    const refused = await subscribe(cast.noah, backstage, '0');
    expect(refused.status).toBe(403);
    expect(refused.body.payload).toEqual({ channels: [backstage] });
  });
});
