// A host's change of the configuration reaches an open engine's mirror through realtime and the change feed, without a reload
// (docs/architecture.md, "The community's look"), keeping what the deployment decides as the startup answer gave it.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../schema/session';
import { engineFor, MEMBER, type Harness } from './helpers/engine-harness';
import { DEMO_PASSWORD, startLiveServer, type LiveServer } from './helpers/live-server';
import { waitFor } from './helpers/wait';

/** Far beyond any test: what reaches the mirror here came through an event, never the poll. */
const NEVER = 60 * 60_000;
const night = { background: '#101828', tint: '#f5b700', text: '#ffffff', detail: '#c0c8d4' };

let server: LiveServer;
let h: Harness;
let ada: Session;

beforeAll(async () => {
  server = await startLiveServer(undefined, { realtime: { longPollMs: 2_000 } });
  h = engineFor(server, { realtime: true, pollIntervalMs: NEVER, activePollIntervalMs: NEVER });
  await h.engine.start(h.events);
  await h.engine.loadStartup();
  expect(await h.engine.session.signIn(MEMBER, DEMO_PASSWORD)).toEqual({ ok: true });
  ada = await server.api.login('admin@example.com', DEMO_PASSWORD);
});
afterAll(async () => {
  await h.close();
  await server.close();
});

describe('the configuration on the device', () => {
  it("takes a host's new palette, name and introduction as the change arrives, and keeps the deployment's realtime and push keys", async () => {
    await waitFor(() => h.events.statuses.at(-1)?.realtime === 'active', 'realtime active');
    const before = (await h.kv('configuration'))!;
    expect(before.realtime).not.toBeNull();
    const res = await server.api.call('PATCH', '/api/v1/configuration', {
      session: ada,
      body: { app_name: 'Harbour Nights', registration_intro: 'Night shifts welcome.', colors: { topBar: night, wall: before.colors.wall, post: night } },
    });
    expect(res.status).toBe(200);
    const after = await waitFor(async () => {
      const held = await h.kv('configuration');
      return held?.app_name === 'Harbour Nights' ? held : undefined;
    }, 'the new configuration in the mirror');
    expect(after.colors).toEqual({ topBar: night, wall: before.colors.wall, post: night });
    expect(after.registration_intro).toBe('Night shifts welcome.');
    expect(after.realtime).toEqual(before.realtime);
    expect(after.notifications).toEqual(before.notifications);
    expect(after.saml).toEqual(before.saml);
    expect(await h.kv('registrationSnippet')).toEqual({ title: 'Join Harbour Nights', intro: 'Night shifts welcome.' });
  });
});
