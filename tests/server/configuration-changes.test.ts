// A host changes the community configuration (docs/api-configuration.md): who may (every caller kind), what is refused and in
// which words (unknown keys, bad values, unreadable palettes), the log of who changed what, the change feed and realtime.
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { configurationResponse, type Configuration } from '../../schema/configuration';
import { messages } from '../../schema/messages';
import { realtimeChannels, realtimeEvent } from '../../schema/realtime';
import type { Session } from '../../schema/session';
import { syncResponse, type Change } from '../../schema/sync';
import { users } from '../../server/domains/account/users-schema';
import { configurationChanges } from '../../server/domains/configuration/configuration-schema';
import { realtimeKeyOf } from '../../server/domains/realtime/realtime-keys';
import { sha256Hex } from '../../server/domains/sessions/tokens';
import { signUpMember } from './support/accounts';
import { signInCast, type Cast } from './support/cast';
import { whileDisabled } from './support/disabled-member';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

const plain = { background: '#ffffff', tint: '#1f6feb', text: '#000000', detail: '#6e7781' };
const night = { background: '#101828', tint: '#f5b700', text: '#ffffff', detail: '#c0c8d4' };

describe.each(drivers)('changing the configuration on %s', (driver) => {
  const ctx = useTestApp(driver, { app: () => ({ realtime: { longPollMs: 1_500 } }) });
  let cast: Cast;
  beforeAll(async () => {
    cast = await signInCast(ctx);
  });

  const patch = (s: Session | undefined, body: unknown) => ctx.api.call('PATCH', '/api/v1/configuration', { session: s, body });
  const current = async (): Promise<Configuration> => configurationResponse.parse((await ctx.api.call('GET', '/api/v1/configuration')).body).configuration;
  const logged = () => ctx.testDb.db.select().from(configurationChanges).orderBy(desc(configurationChanges.id));
  const cursorOf = async (s: Session) => syncResponse.parse((await ctx.api.call('GET', '/api/v1/sync', { session: s })).body).cursor;
  const feedSince = async (s: Session, cursor: number): Promise<Change[]> => {
    const page = syncResponse.parse((await ctx.api.call('GET', `/api/v1/sync?cursor=${cursor}`, { session: s })).body);
    return page.changes;
  };

  it('is for hosts only: a visitor 401, a member, the artist, a group admin and a member without access 403, a banned host 403, none changing anything', async () => {
    const before = await current();
    const body = { app_name: 'Taken Over' };
    const visitor = await patch(undefined, body);
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ errors: [messages.sessionRequired] });
    const artist = await ctx.api.login('artist@example.com');
    const { session: outsider, email } = await signUpMember(ctx.api);
    await ctx.testDb.db.update(users).set({ state: 'no_access' }).where(eq(users.email, email));
    for (const [who, s] of [['member', cast.mia], ['artist', artist], ['group admin', cast.leila], ['no access', outsider]] as const) {
      const res = await patch(s, body);
      expect(res.status, who).toBe(403);
      expect(res.body, who).toEqual({ errors: [messages.hostOnly] });
      // The caller is judged before the body: a bad one tells them nothing more.
      expect((await patch(s, { colors: 'red' })).status, who).toBe(403);
    }
    await whileDisabled(ctx.testDb.db, 'admin@example.com', async () => {
      const banned = await patch(cast.ada, body);
      expect(banned.status).toBe(403);
      expect(banned.body).toEqual({ errors: [messages.accountDisabled] });
    });
    expect(await current()).toEqual(before);
    expect(await logged()).toEqual([]);
  });

  it("a host's change answers the new configuration, is what everyone reads, and is logged with who, when, before and after", async () => {
    const started = Date.now();
    const res = await patch(cast.ada, { app_name: 'Harbour Nights', registration_intro: 'Come aboard.', colors: { topBar: night, wall: plain, post: plain } });
    expect(res.status).toBe(200);
    const answered = configurationResponse.parse(res.body).configuration;
    expect(answered).toMatchObject({ app_name: 'Harbour Nights', registration_intro: 'Come aboard.', colors: { topBar: night, wall: plain, post: plain } });
    // The deployment's part is answered as GET answers it.
    expect(answered).toEqual(await current());
    expect((await ctx.api.call('GET', '/api/v2/snippets/registration')).body).toEqual({ title: 'Join Harbour Nights', intro: 'Come aboard.' });

    const [row] = await logged();
    expect(row).toMatchObject({ changedBy: cast.ada.user_id });
    expect(row!.changedAt.getTime()).toBeGreaterThanOrEqual(started - 1_000);
    expect(row!.before).toEqual({ app_name: 'Harbour Lights Community', registration_intro: expect.any(String), colors: { topBar: plain, wall: plain, post: plain } });
    expect(row!.after).toEqual({ app_name: 'Harbour Nights', registration_intro: 'Come aboard.', colors: { topBar: night, wall: plain, post: plain } });

    // Sent again, or with only the keys' order changed, it changes nothing: nothing logged, nothing on the feed.
    const cursor = await cursorOf(cast.mia);
    const again = await patch(cast.ada, { colors: { post: plain, wall: plain, topBar: { ...night } }, app_name: 'Harbour Nights' });
    expect(again.status).toBe(200);
    expect(await logged()).toHaveLength(1);
    expect(await feedSince(cast.mia, cursor)).toEqual([]);
  });

  it('refuses, 422 in words naming the setting, an unknown key, one the deployment decides, a bad value and a colour that is not #rrggbb', async () => {
    const before = await current();
    const cases: [unknown, string][] = [
      [{ app_nmae: 'Typo' }, 'This setting cannot be changed here: app_nmae.'],
      [{ realtime: null }, 'This setting cannot be changed here: realtime.'],
      [{ premium: 'yes' }, 'This setting is not valid: premium.'],
      [{ url_icons: ['/uploads/favicon.png'] }, 'This setting is not valid: url_icons.'],
      [{ launch_screen_image: 7 }, 'This setting is not valid: launch_screen_image.'],
      [{ colors: { topBar: plain, wall: plain } }, 'This setting is not valid: colors.post.'],
      [{ colors: { topBar: { ...plain, text: 'black' }, wall: plain, post: plain } }, 'Colours are written as #rrggbb or #rgb: colors.topBar.text.'],
      [{ colors: { topBar: { ...plain, shadow: '#000' }, wall: plain, post: plain } }, 'This setting cannot be changed here: colors.topBar.shadow.'],
    ];
    for (const [body, message] of cases) {
      const res = await patch(cast.ada, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors, JSON.stringify(body)).toEqual([message]);
    }
    expect(await current()).toEqual(before);
  });

  it('takes the favicons and the startup image (docs/product.md 3), absent from older stored rows, as every caller then reads them', async () => {
    expect(await current()).toMatchObject({ url_icons: {}, launch_screen_image: null });
    const look = { url_icons: { '32x32': '/uploads/favicon-32.png', '16x16': '/uploads/favicon-16.png' }, launch_screen_image: '/uploads/splash.png' };
    expect((await patch(cast.ada, look)).status).toBe(200);
    expect(await current()).toMatchObject(look);
    expect((await patch(cast.ada, { url_icons: {}, launch_screen_image: null })).status).toBe(200);
    expect(await current()).toMatchObject({ url_icons: {}, launch_screen_image: null });
  });

  it('refuses a palette whose text, detail or tint is unreadable on its background, naming the pair and the ratio', async () => {
    const before = await current();
    const cases: [Record<string, typeof plain>, string][] = [
      [{ topBar: { ...plain, text: '#eeeeee' } }, 'The contrast of colors.topBar.text on colors.topBar.background is 1.16:1; it needs at least 4.5:1.'],
      // 4.48:1 is not rounded up into a pass.
      [{ wall: { ...plain, detail: '#777777' } }, 'The contrast of colors.wall.detail on colors.wall.background is 4.47:1; it needs at least 4.5:1.'],
      [{ post: { ...night, tint: '#333333' } }, 'The contrast of colors.post.tint on colors.post.background is 1.40:1; it needs at least 3:1.'],
    ];
    for (const [places, message] of cases) {
      const res = await patch(cast.ada, { colors: { topBar: plain, wall: plain, post: plain, ...places } });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ errors: [message] });
    }
    // A tint at 3:1 is enough for a control; text needs 4.5:1.
    expect((await patch(cast.ada, { colors: { topBar: plain, wall: plain, post: { ...plain, tint: '#949494' } } })).status).toBe(200);
    expect((await current()).colors.post.tint).toBe('#949494');
    expect((await patch(cast.ada, { colors: before.colors })).status).toBe(200);
  });

  it("reaches every signed-in member's change feed, without what the deployment decides, and is announced on the community channel", async () => {
    const subscribe = (s: Session, tt: string) =>
      ctx.api.call('GET', `/pn/v2/subscribe/sub-c-gateway/${realtimeChannels.community}/0?uuid=user-${s.user_id}&auth=${encodeURIComponent(realtimeKeyOf(s.secret_id, sha256Hex(s.secret)))}&tt=${tt}`);
    const tt = (await subscribe(cast.noah, '0')).body.t.t as string;
    const cursors = { mia: await cursorOf(cast.mia), leila: await cursorOf(cast.leila) };
    expect((await patch(cast.ada, { app_name: 'Harbour Feed', colors: { topBar: night, wall: night, post: night } })).status).toBe(200);

    for (const [who, s] of [['mia', cast.mia], ['leila', cast.leila]] as const) {
      const changes = (await feedSince(s, cursors[who])).filter((c) => c.kind === 'configuration.upsert');
      expect(changes, who).toHaveLength(1);
      const change = changes[0] as Extract<Change, { kind: 'configuration.upsert' }>;
      expect(change.data).toMatchObject({ app_name: 'Harbour Feed', colors: { topBar: night, wall: night, post: night } });
      expect(change.registration_snippet.title).toBe('Join Harbour Feed');
      for (const key of ['realtime', 'notifications', 'saml', 'openid_connect', 'email_confirmation_captcha']) expect(change.data, key).not.toHaveProperty(key);
    }

    for (let t = tt; ; ) {
      const res = await subscribe(cast.noah, t);
      expect(res.status).toBe(200);
      const events = (res.body.m as { d: unknown }[]).map((m) => realtimeEvent.parse(m.d));
      if (events.some((e) => e.kinds.includes('configuration.upsert'))) break;
      t = res.body.t.t;
    }
    expect((await ctx.api.call('GET', '/api/v1/sync?cursor=0')).status).toBe(401);
  });
});
