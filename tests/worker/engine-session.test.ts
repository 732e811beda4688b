// The engine's session life against the real server: sign-in, startup data, sign-out wipe, unauthorized, another member.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import { engineFor, MEMBER, OTHER, useLiveServer } from './helpers/engine-harness';
import { DEMO_PASSWORD } from './helpers/live-server';
import { waitFor } from './helpers/wait';

const live = useLiveServer();

function harness() {
  const h = engineFor(live.server);
  live.track(h);
  return h;
}

describe('sign-in', () => {
  it('refuses wrong credentials with the server message and stores nothing', async () => {
    const h = harness();
    await h.engine.start(h.events);
    const result = await h.engine.session.signIn(MEMBER, 'not-the-password');
    expect(result).toEqual({ ok: false, status: 401, message: messages.loginNotRecognised });
    expect(await h.kv('session')).toBeUndefined();
    expect(h.events.unauthorized).toBe(0);
  });

  it('validates the email before calling the server', async () => {
    const h = harness();
    expect(await h.engine.session.signIn('not an email', 'x')).toEqual({ ok: false, status: 422, message: messages.emailInvalid });
  });

  it('stores the session, user data and mirror owner, then the initial pull fills the groups', async () => {
    const h = harness();
    await h.engine.start(h.events);
    expect(await h.engine.session.signIn(MEMBER, DEMO_PASSWORD)).toEqual({ ok: true });
    const session = await h.kv('session');
    const userData = await h.kv('userData');
    expect(session?.secret).toBeTruthy();
    expect(userData?.user.email).toBe(MEMBER);
    expect(await h.kv('mirrorOwner')).toBe(session?.user_id);

    await h.engine.syncNow();
    const groups = await h.mirror.groups.toArray();
    const byKey = Object.fromEntries(groups.map((g) => [g.key, g]));
    expect(byKey.welcome?.is_mine).toBe(1);
    expect(byKey['inner-circle']?.is_mine).toBe(1);
    expect(byKey.backstage?.is_mine).toBe(0);
    expect(typeof (await h.kv('syncCursor'))).toBe('number');
    const status = h.events.statuses.at(-1);
    expect(status).toMatchObject({ online: true, leader: true, pending: 0, failed: 0 });
    expect(status?.lastSyncAt).toBeGreaterThan(0);
  });
});

describe('startup', () => {
  it('loads configuration, limits and the registration snippet while signed out', async () => {
    const h = harness();
    await h.engine.loadStartup();
    expect((await h.kv('configuration'))?.app_name).toBeTruthy();
    expect(await h.kv('limits')).toMatchObject({ livestreams: { reached: expect.any(Boolean) } });
    expect((await h.kv('registrationSnippet'))?.title).toEqual(expect.any(String));
  });
});

describe('sign-out', () => {
  it('ends the server session and wipes the mirror and outbox, keeping startup data', async () => {
    const h = harness();
    await h.engine.start(h.events);
    await h.engine.loadStartup();
    await h.engine.session.signIn(MEMBER, DEMO_PASSWORD);
    await h.engine.syncNow();
    await h.engine.posts.loadWall('welcome');
    const session = (await h.kv('session'))!;
    live.server.setOffline(true);
    await h.engine.posts.create('welcome', 'never sent');
    live.server.setOffline(false);
    expect(await h.engine.outbox.unsent()).toHaveLength(1);

    await h.engine.session.signOut();
    for (const key of ['session', 'userData', 'syncCursor', 'mirrorOwner'] as const) expect(await h.kv(key)).toBeUndefined();
    for (const table of [h.mirror.groups, h.mirror.walls, h.mirror.posts, h.mirror.comments, h.mirror.outbox]) {
      expect(await table.count()).toBe(0);
    }
    expect(await h.kv('configuration')).toBeDefined();
    const after = await live.server.api.call('GET', '/api/v1/me', { session });
    expect(after.status).toBe(403);
    expect(h.events.unauthorized).toBe(0);
  });

  it('clears the device even when the server cannot be reached', async () => {
    const h = harness();
    await h.engine.session.signIn(MEMBER, DEMO_PASSWORD);
    live.server.setOffline(true);
    try {
      await h.engine.session.signOut();
    } finally {
      live.server.setOffline(false);
    }
    expect(await h.kv('session')).toBeUndefined();
    expect(await h.kv('userData')).toBeUndefined();
  });
});

describe('unauthorized', () => {
  it('a session ended elsewhere: the refresh fails, the session is forgotten, the app is told once, drafts stay', async () => {
    const h = harness();
    await h.engine.start(h.events);
    await h.engine.session.signIn(MEMBER, DEMO_PASSWORD);
    await h.engine.syncNow();
    const session = (await h.kv('session'))!;
    expect((await live.server.api.call('DELETE', '/api/v1/session', { session })).status).toBe(204);

    await expect(h.engine.posts.loadWall('welcome')).rejects.toMatchObject({ code: 403 });
    await waitFor(() => h.events.unauthorized === 1, 'the unauthorized event');
    expect(await h.kv('session')).toBeUndefined();
    expect(await h.kv('userData')).toBeDefined();
    expect(await h.mirror.groups.count()).toBeGreaterThan(0);
    await h.engine.syncNow();
    expect(h.events.unauthorized).toBe(1);

    expect(await h.engine.session.signIn(MEMBER, DEMO_PASSWORD)).toEqual({ ok: true });
    expect(await h.mirror.groups.count()).toBeGreaterThan(0);
  });

  it('a 403 refusing an action costs one real refresh and keeps the member signed in', async () => {
    const h = harness();
    await h.engine.start(h.events);
    await h.engine.session.signIn(MEMBER, DEMO_PASSWORD);
    const before = (await h.kv('session'))!;
    // Backstage is private and the member is not in it: the server answers 403 with a valid session.
    await expect(h.engine.posts.loadWall('backstage')).rejects.toMatchObject({
      code: 403,
      data: messages.notAMember,
      message: messages.notAMember,
    });
    const after = (await h.kv('session'))!;
    expect(after.secret_id).toBe(before.secret_id);
    expect(after.secret).not.toBe(before.secret);
    expect((await live.server.api.call('GET', '/api/v1/me', { session: after })).status).toBe(200);
    expect((await live.server.api.call('GET', '/api/v1/me', { session: before })).status).toBe(403);
    expect(h.events.unauthorized).toBe(0);
  });
});

describe('another member on the same device', () => {
  it('wipes the previous member mirror on sign-in', async () => {
    const h = harness();
    await h.engine.start(h.events);
    await h.engine.session.signIn(MEMBER, DEMO_PASSWORD);
    await h.engine.syncNow();
    await h.engine.posts.loadWall('inner-circle');
    expect(await h.mirror.posts.where('wall_key').equals('inner-circle').count()).toBeGreaterThan(0);
    // The session lapses without a sign-out, then someone else signs in.
    await h.mirror.kv.delete('session');
    expect(await h.engine.session.signIn(OTHER, DEMO_PASSWORD)).toEqual({ ok: true });
    expect(await h.mirror.posts.where('wall_key').equals('inner-circle').count()).toBe(0);
    expect(await h.kv('mirrorOwner')).toBe((await h.kv('session'))?.user_id);
    await h.engine.syncNow();
    expect(await h.mirror.groups.get('inner-circle')).toBeUndefined();
  });
});
