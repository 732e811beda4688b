// Web Push delivery: a real encrypted message reaches a local HTTPS push service, which decrypts it; 410 removes the subscription, 5xx retries with backoff.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activitiesPage } from '../../schema/activities';
import { configurationResponse } from '../../schema/configuration';
import { messages } from '../../schema/messages';
import { commentResponse } from '../../schema/posts';
import { pushPayload, type WebPushSubscription } from '../../schema/push';
import type { Session } from '../../schema/session';
import { buildApp } from '../../server/app';
import { pushJobs, pushSubscriptions } from '../../server/domains/push/push-schema';
import { sessions } from '../../server/domains/account/users-schema';
import { publicAddressesOnly, publicOrLoopback } from '../../server/link-preview/address-policy';
import { accountOptionsFromEnv } from '../../server/config/app-options';
import { readEnv } from '../../server/config/env';
import { generateVapidKeys, loadOrCreateVapidKeys } from '../../server/push/vapid-keys';
import { webPushSender } from '../../server/push/web-push-sender';
import { signUpInGroup, signUpMember } from './support/accounts';
import { whileDisabled } from './support/disabled-member';
import { postAs } from './support/posts';
import { RECEIVER_CERT } from './support/push-receiver-cert';
import { PushReceiver } from './support/push-receiver';
import { drivers } from './support/test-db';
import { Api, useTestApp } from './support/test-app';

const RETRY_BASE_MS = 300;
const pushOptions = () => ({ push: { policy: publicOrLoopback, ca: RECEIVER_CERT, retryBaseMs: RETRY_BASE_MS, intervalMs: 100 } });

describe.each(drivers)('push delivery on %s', (driver) => {
  const ctx = useTestApp(driver, { app: pushOptions });
  const receiver = new PushReceiver();
  beforeAll(() => receiver.start().then(() => undefined));
  afterAll(() => receiver.close());
  const waitFor = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 15_000, interval: 50 });

  const register = (s: Session | undefined, body: unknown) => ctx.api.call('PUT', '/api/v2/device/fcm_registration_token', { session: s, body });
  /** A new member of the welcome wall whose device subscribed at the receiver. */
  const subscribed = async (statuses: number[] = []) => {
    const made = await signUpInGroup(ctx.api);
    const sub = receiver.subscribe(statuses);
    const res = await register(made.session, { web_push: { endpoint: sub.endpoint, keys: sub.keys } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ registered: 'web_push' });
    return { s: made.session, sub };
  };
  const comment = async (s: Session, postId: number, body: string) =>
    commentResponse.parse((await ctx.api.call('POST', `/api/v2/posts/${postId}/comments`, { session: s, body: { body } })).body).comment;
  const receivedBy = (subId: string) => receiver.received.filter((r) => r.subscription === subId);
  const subscriptionRows = (subId: string) =>
    ctx.testDb.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, `${receiver.origin}/push/${subId}`));

  it('sends a real Web Push message: encrypted aes128gcm the receiver decrypts, VAPID-signed, with title, body, icon, deep link and pn', async () => {
    const author = await subscribed();
    const other = await signUpMember(ctx.api);
    const config = configurationResponse.parse((await ctx.api.call('GET', '/api/v1/configuration')).body).configuration;
    expect(config.notifications.vapid_public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);

    const post = await postAs(ctx.api, author.s, 'welcome', 'Who is coming to the harbour gig?');
    const c = await comment(other.session, post.id, 'Count me in, see you at nine');
    await waitFor(() => expect(receivedBy(author.sub.id)).toHaveLength(1));
    const [got] = receivedBy(author.sub.id);
    const payload = pushPayload.parse(got!.payload);
    const [activity] = activitiesPage.parse((await ctx.api.call('GET', '/api/v2/activities', { session: author.s })).body).activities.filter((a) => a.category === 'comment');
    expect(payload).toEqual({
      title: 'Member ' + /Member (\d+)/.exec(c.author.display_name)![1] + ' commented on your post',
      body: 'Count me in, see you at nine',
      icon: '/icons/icon-192.png',
      link: `/posts/${post.id}/comments/${c.id}`,
      pn: String(activity!.id),
      badge_count: 1,
    });
    expect(got!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(got!.headers.ttl)).toBeGreaterThan(0);
    expect(got!.vapid).toMatchObject({ aud: receiver.origin, sub: 'mailto:support@example.com', publicKey: config.notifications.vapid_public_key });
    expect(got!.vapid.exp * 1000).toBeGreaterThan(Date.now());
    // Delivered jobs leave the queue.
    await waitFor(async () => expect(await ctx.testDb.db.select().from(pushJobs)).toEqual([]));
  });

  it('sends nothing for the member own actions or an excluded category; a group post reaches the members', async () => {
    const author = await subscribed();
    const fan = await subscribed();
    const post = await postAs(ctx.api, author.s, 'welcome', 'Soundcheck at six');
    // The fan hears of the group's new post; the author does not hear of their own post, nor of their own comment.
    await waitFor(() => expect(receivedBy(fan.sub.id).map((r) => pushPayload.parse(r.payload).link)).toContain(`/posts/${post.id}`));
    await comment(author.s, post.id, 'Talking to myself');
    expect((await ctx.api.call('POST', '/api/v2/activity_exclusions', { session: author.s, body: { activity_exclusions: ['like'] } })).status).toBe(200);
    expect((await ctx.api.call('POST', '/api/v2/likes', { session: fan.s, body: { likeable_type: 'Post', likeable_id: post.id } })).status).toBe(201);
    // A comment afterwards is the barrier: once it arrives, whatever came before was sent or never will be.
    await comment(fan.s, post.id, 'Barrier');
    await waitFor(() => expect(receivedBy(author.sub.id)).toHaveLength(1));
    await waitFor(async () => expect(await ctx.testDb.db.select().from(pushJobs)).toEqual([]));
    expect(receivedBy(author.sub.id).map((r) => pushPayload.parse(r.payload).body)).toEqual(['Barrier']);
  });

  it('removes a subscription its push service answers 410 for, and sends it nothing more', async () => {
    const author = await subscribed([410]);
    const other = await signUpMember(ctx.api);
    const post = await postAs(ctx.api, author.s, 'welcome', 'Gone soon');
    expect(await subscriptionRows(author.sub.id)).toHaveLength(1);
    await comment(other.session, post.id, 'Hello');
    await waitFor(async () => expect(await subscriptionRows(author.sub.id)).toEqual([]));
    expect(receiver.attempts.filter((a) => a.subscription === author.sub.id).map((a) => a.status)).toEqual([410]);
    await comment(other.session, post.id, 'Anyone?');
    await waitFor(async () => expect(await ctx.testDb.db.select().from(pushJobs)).toEqual([]));
    expect(receiver.attempts.filter((a) => a.subscription === author.sub.id)).toHaveLength(1);
  });

  it('retries a 5xx or 429 answer with growing waits until it is delivered', async () => {
    const author = await subscribed([503, 500, 429]);
    const other = await signUpMember(ctx.api);
    const post = await postAs(ctx.api, author.s, 'welcome', 'Flaky service');
    await comment(other.session, post.id, 'Eventually');
    await waitFor(() => expect(receivedBy(author.sub.id)).toHaveLength(1));
    const tries = receiver.attempts.filter((a) => a.subscription === author.sub.id);
    expect(tries.map((t) => t.status)).toEqual([503, 500, 429, 201]);
    const waits = tries.slice(1).map((t, i) => t.at - tries[i]!.at);
    // Exponential: at least the base, then twice, then four times it.
    expect(waits[0]).toBeGreaterThanOrEqual(RETRY_BASE_MS);
    expect(waits[1]).toBeGreaterThanOrEqual(2 * RETRY_BASE_MS);
    expect(waits[2]).toBeGreaterThanOrEqual(4 * RETRY_BASE_MS);
    expect(pushPayload.parse(receivedBy(author.sub.id)[0]!.payload).body).toBe('Eventually');
  });

  it('delivers each message once with two server processes on one database sharing the queue', async () => {
    const second: FastifyInstance = await buildApp({ db: ctx.testDb.db, ...pushOptions() });
    try {
      const author = await subscribed();
      const others = await Promise.all([1, 2, 3, 4].map(() => signUpMember(ctx.api)));
      const post = await postAs(ctx.api, author.s, 'welcome', 'Two workers');
      const secondApi = new Api(second);
      for (const [i, o] of others.entries()) await (i % 2 ? secondApi : ctx.api).call('POST', `/api/v2/posts/${post.id}/comments`, { session: o.session, body: { body: `Note ${i}` } });
      await waitFor(() => expect(receivedBy(author.sub.id)).toHaveLength(4));
      await waitFor(async () => expect(await ctx.testDb.db.select().from(pushJobs)).toEqual([]));
      expect(receivedBy(author.sub.id).map((r) => pushPayload.parse(r.payload).body).sort()).toEqual(['Note 0', 'Note 1', 'Note 2', 'Note 3']);
    } finally {
      await second.close();
    }
  });

  it('registers per session: visitors 401, disabled 403, a malformed or non-https subscription 400; an FCM token or null replaces it', async () => {
    const sub = receiver.subscribe();
    const good = { web_push: { endpoint: sub.endpoint, keys: sub.keys } };
    expect((await register(undefined, good)).status).toBe(401);
    const mia = await ctx.api.login('member@example.com');
    await whileDisabled(ctx.testDb.db, 'member@example.com', async () => {
      expect((await register(mia, good)).body).toEqual({ errors: [messages.accountDisabled] });
    });
    for (const bad of [
      {},
      { web_push: { endpoint: 'http://127.0.0.1/push/x', keys: sub.keys } },
      { web_push: { endpoint: sub.endpoint, keys: { p256dh: 'short', auth: sub.keys.auth } } },
      { registration_token: '' },
      { web_push: good.web_push, registration_token: 'both' },
    ]) {
      expect((await register(mia, bad)).status).toBe(400);
    }
    expect((await register(mia, good)).body).toEqual({ registered: 'web_push' });
    expect(await subscriptionRows(sub.id)).toHaveLength(1);
    expect((await register(mia, { registration_token: 'fcm-token-123' })).body).toEqual({ registered: 'fcm' });
    expect(await subscriptionRows(sub.id)).toEqual([]);
    expect((await register(mia, { registration_token: null })).body).toEqual({ registered: null });
  });

  it('sends nothing to a device that signed out, and drops its registration', async () => {
    const author = await subscribed();
    const other = await signUpMember(ctx.api);
    const post = await postAs(ctx.api, author.s, 'welcome', 'Signing out');
    expect((await ctx.api.call('DELETE', '/api/v1/session', { session: author.s })).status).toBeLessThan(300);
    await comment(other.session, post.id, 'Too late');
    await waitFor(async () => expect(await ctx.testDb.db.select().from(pushJobs)).toEqual([]));
    expect(receiver.attempts.filter((a) => a.subscription === author.sub.id)).toEqual([]);
    // A device still registered when its session ended is dropped the next time it would have been sent to.
    const reader = await subscribed();
    const post2 = await postAs(ctx.api, reader.s, 'welcome', 'Mine');
    await ctx.testDb.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, reader.s.secret_id));
    await comment(other.session, post2.id, 'Hello');
    await waitFor(async () => expect(await ctx.testDb.db.select().from(pushJobs)).toEqual([]));
    expect(receiver.attempts.filter((a) => a.subscription === reader.sub.id)).toEqual([]);
  });
});

describe.each(drivers)('push woken by the commit on %s', (driver) => {
  // No timer worth the name: a delivery that arrives was woken by the commit's notification.
  const ctx = useTestApp(driver, { app: () => ({ push: { ...pushOptions().push, intervalMs: 600_000 } }) });
  const receiver = new PushReceiver();
  beforeAll(() => receiver.start().then(() => undefined));
  afterAll(() => receiver.close());

  it('sends as soon as the write that recorded the activity commits', async () => {
    const made = await signUpInGroup(ctx.api);
    const sub = receiver.subscribe();
    expect((await ctx.api.call('PUT', '/api/v2/device/fcm_registration_token', { session: made.session, body: { web_push: { endpoint: sub.endpoint, keys: sub.keys } } })).status).toBe(200);
    const post = await postAs(ctx.api, made.session, 'welcome', 'Wake up');
    const other = await signUpMember(ctx.api);
    expect((await ctx.api.call('POST', `/api/v2/posts/${post.id}/comments`, { session: other.session, body: { body: 'Awake' } })).status).toBe(201);
    await vi.waitFor(() => expect(receiver.received.map((r) => pushPayload.parse(r.payload).body)).toEqual(['Awake']), { timeout: 10_000, interval: 50 });
  });
});

/** A subscription row for a sender called directly, and a message to send it. */
const rowOf = (sub: WebPushSubscription) =>
  ({ id: 1, userId: 1, sessionId: 's', kind: 'webpush' as const, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth, token: null, createdAt: new Date(), updatedAt: new Date() });
const SAMPLE = { title: 't', body: 'b', icon: '/i.png', link: '/posts/1', pn: '1', badge_count: 0 };

describe('push options from the environment', () => {
  it('keeps the VAPID keys in DATA_DIR; reaches loopback only with PUSH_ALLOW_LOOPBACK=1 and E2E_HOOKS=1 (alone it is refused)', () => {
    const pushOf = (env: Record<string, string>) => accountOptionsFromEnv(readEnv(env)).push;
    expect(pushOf({ DATA_DIR: '/srv/community' })).toMatchObject({ vapidKeysFile: '/srv/community/vapid-keys.json', policy: publicAddressesOnly });
    expect(pushOf({ E2E_HOOKS: '1' })?.policy).toBe(publicAddressesOnly);
    expect(pushOf({ E2E_HOOKS: '1', PUSH_ALLOW_LOOPBACK: '1' })?.policy).toBe(publicOrLoopback);
    expect(() => readEnv({ PUSH_ALLOW_LOOPBACK: '1' })).toThrow(/PUSH_ALLOW_LOOPBACK=1/);
  });

  it('refuses an endpoint at an address the production policy does not allow, without sending', async () => {
    const sender = webPushSender({ keys: generateVapidKeys(), subject: 'mailto:support@example.com', policy: publicAddressesOnly });
    const receiver = await new PushReceiver().start();
    try {
      const sub = receiver.subscribe();
      const outcome = await sender.send(rowOf(sub), SAMPLE);
      expect(outcome.kind).toBe('refused');
      expect(receiver.attempts).toEqual([]);
    } finally {
      await receiver.close();
    }
  });

  it('refuses an endpoint whose name resolves to a loopback address, without sending', async () => {
    // web-push makes the request; the name must still go through our pinned lookup (a DNS answer played here).
    const resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    const sender = webPushSender({ keys: generateVapidKeys(), subject: 'mailto:support@example.com', policy: publicAddressesOnly, resolver, ca: RECEIVER_CERT });
    const receiver = await new PushReceiver().start();
    try {
      const sub = receiver.subscribe();
      const outcome = await sender.send(rowOf({ ...sub, endpoint: sub.endpoint.replace('127.0.0.1', 'push.example.com') }), SAMPLE);
      expect(outcome).toEqual({ kind: 'refused', reason: expect.stringContaining('127.0.0.1') });
      expect(receiver.attempts).toEqual([]);
    } finally {
      await receiver.close();
    }
  });
});

describe('VAPID keys', () => {
  it('are made on first start, kept in the data directory and read back the same', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vapid-'));
    try {
      const file = path.join(dir, 'nested', 'vapid-keys.json');
      const first = loadOrCreateVapidKeys(file);
      expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(loadOrCreateVapidKeys(file)).toEqual(first);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('written before web-push (a private JWK) are read and go on signing, so existing subscriptions keep working', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vapid-'));
    const receiver = await new PushReceiver().start();
    try {
      const jwk = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
      const publicKey = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]).toString('base64url');
      const file = path.join(dir, 'vapid-keys.json');
      fs.writeFileSync(file, JSON.stringify({ publicKey, privateJwk: jwk }), { mode: 0o600 });
      const keys = loadOrCreateVapidKeys(file);
      expect(keys.publicKey).toBe(publicKey);
      const sub = receiver.subscribe();
      const sender = webPushSender({ keys, subject: 'mailto:support@example.com', policy: publicOrLoopback, ca: RECEIVER_CERT });
      expect(await sender.send(rowOf(sub), SAMPLE)).toEqual({ kind: 'delivered' });
      expect(receiver.received.map((r) => [r.payload, r.vapid.publicKey])).toEqual([[SAMPLE, publicKey]]);
      // A file whose halves do not belong together is refused at start, not used to sign.
      fs.writeFileSync(file, JSON.stringify({ publicKey: generateVapidKeys().publicKey, privateJwk: jwk }));
      expect(() => loadOrCreateVapidKeys(file)).toThrow(/does not match/);
    } finally {
      await receiver.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
