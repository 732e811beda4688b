// The member's sessions through the engine against the real server: listed, ended from here, offline answer, and expiry signing out.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import { engineFor, MEMBER, useLiveServer } from './helpers/engine-harness';
import { DEMO_PASSWORD, startLiveServer, type LiveServer } from './helpers/live-server';
import { waitFor } from './helpers/wait';

const live = useLiveServer();

function harness() {
  const h = engineFor(live.server);
  live.track(h);
  return h;
}

describe('the member\'s sessions', () => {
  it('lists this device and another, ends the other one, and that device is signed out on its next call', async () => {
    const here = harness();
    const there = harness();
    for (const h of [here, there]) {
      await h.engine.start(h.events);
      expect(await h.engine.session.signIn(MEMBER, DEMO_PASSWORD)).toEqual({ ok: true });
    }
    const hereId = (await here.kv('session'))!.secret_id;
    const thereId = (await there.kv('session'))!.secret_id;

    const listed = await here.engine.account.sessions();
    if (!listed.ok) throw new Error(listed.message);
    expect(listed.value.find((s) => s.id === hereId)?.current).toBe(true);
    expect(listed.value.find((s) => s.id === thereId)?.current).toBe(false);

    expect(await here.engine.account.endSession(thereId)).toEqual({ ok: true, value: undefined });
    const after = await here.engine.account.sessions();
    expect(after.ok && after.value.map((s) => s.id)).not.toContain(thereId);

    // The other device: its secret is refused (403), its one refresh fails, so it forgets the member. The load
    // itself fails either way (refused, or aborted with the ended session if a sync of that device was first).
    await expect(there.engine.posts.loadWall('welcome')).rejects.toBeDefined();
    await waitFor(() => there.events.unauthorized === 1, 'the unauthorized event on the signed-out device');
    expect(await there.kv('session')).toBeUndefined();
    expect(here.events.unauthorized).toBe(0);
  });

  it('answers offline with a sentence a member can read, and ending an unknown session is not found', async () => {
    const h = harness();
    await h.engine.start(h.events);
    await h.engine.session.signIn(MEMBER, DEMO_PASSWORD);
    expect(await h.engine.account.endSession('no-such-session')).toEqual({ ok: false, status: 404, message: messages.notFound });
    live.server.setOffline(true);
    try {
      expect(await h.engine.account.sessions()).toEqual({ ok: false, status: -1, message: messages.offlineAction });
    } finally {
      live.server.setOffline(false);
    }
  });
});

describe('a session past its lifetime', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  let offsetMs = 0;
  let server: LiveServer;
  beforeAll(async () => {
    server = await startLiveServer(undefined, { now: () => new Date(Date.now() + offsetMs), sessionIdleDays: 30 });
  });
  afterAll(() => server.close());

  it('signs the member out on the next call: the stale secret is refused, the refresh fails, the app is told once', async () => {
    const h = engineFor(server);
    try {
      await h.engine.start(h.events);
      expect(await h.engine.session.signIn(MEMBER, DEMO_PASSWORD)).toEqual({ ok: true });
      offsetMs = 31 * DAY_MS;
      await expect(h.engine.posts.loadWall('welcome')).rejects.toBeDefined();
      await waitFor(() => h.events.unauthorized === 1, 'the unauthorized event');
      expect(await h.kv('session')).toBeUndefined();
      expect(h.events.unauthorized).toBe(1);
    } finally {
      await h.close();
    }
  });
});
