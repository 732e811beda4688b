// FCM delivery: with a firebase config, the real firebase-admin signs in as the service account and sends the push payload as a data message to the device's token; an unregistered token is removed, an unavailable FCM retried.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activitiesPage } from '../../schema/activities';
import { configurationResponse } from '../../schema/configuration';
import { FCM_PAYLOAD_FIELD } from '../../schema/fcm-config';
import { commentResponse } from '../../schema/posts';
import { pushPayload } from '../../schema/push';
import type { Session } from '../../schema/session';
import { pushJobs, pushSubscriptions } from '../../server/domains/push/push-schema';
import { firebaseFromEnv } from '../../server/config/firebase-options';
import { readEnv } from '../../server/config/env';
import { outcomeOfFcmError } from '../../server/push/fcm-sender';
import { signUpInGroup, signUpMember } from './support/accounts';
import { FcmStandIn, makeServiceAccount } from './support/fcm-stand-in';
import { postAs } from './support/posts';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PROJECT = 'community-push-test';
const webConfig = { apiKey: 'test-api-key', appId: '1:1234:web:abcd', messagingSenderId: '1234', projectId: PROJECT };

describe.each(drivers)('FCM delivery on %s', (driver) => {
  const account = makeServiceAccount(PROJECT);
  const fcm = new FcmStandIn(PROJECT, account.publicKey, account.key.client_email);
  beforeAll(() => fcm.start());
  afterAll(() => fcm.close());
  const ctx = useTestApp(driver, {
    app: () => ({ push: { firebase: { webConfig, serviceAccount: account.key, httpAgent: fcm.agent() }, retryBaseMs: 300, intervalMs: 100 } }),
  });
  const waitFor = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 15_000, interval: 50 });
  let tokens = 0;

  /** A new member of the welcome wall whose device registered an FCM token. */
  const registered = async () => {
    const made = await signUpInGroup(ctx.api);
    const token = `fcm-token-${driver}-${++tokens}`;
    const res = await ctx.api.call('PUT', '/api/v2/device/fcm_registration_token', { session: made.session, body: { registration_token: token } });
    expect(res.body).toEqual({ registered: 'fcm' });
    return { s: made.session, token };
  };
  const comment = async (s: Session, postId: number, body: string) =>
    commentResponse.parse((await ctx.api.call('POST', `/api/v2/posts/${postId}/comments`, { session: s, body: { body } })).body).comment;
  const sentTo = (token: string) => fcm.sent.filter((m) => m.token === token);

  it('gives the app the firebase config, and sends a comment on my post to my token as a data message signed in as the service account', async () => {
    const res = await ctx.api.call('GET', '/api/v1/configuration');
    expect(configurationResponse.parse(res.body).configuration.notifications.firebase_config).toEqual(webConfig);
    // The page may reach firebase's token services, and nothing else beyond this origin.
    expect(String(res.headers['content-security-policy'])).toContain("connect-src 'self' https://firebaseinstallations.googleapis.com https://fcmregistrations.googleapis.com;");

    const author = await registered();
    const other = await signUpMember(ctx.api);
    const post = await postAs(ctx.api, author.s, 'welcome', 'Rehearsal moved to Thursday');
    const c = await comment(other.session, post.id, 'Thursday works for me');
    await waitFor(() => expect(sentTo(author.token)).toHaveLength(1));
    const [message] = sentTo(author.token);
    const [activity] = activitiesPage.parse((await ctx.api.call('GET', '/api/v2/activities', { session: author.s })).body).activities;
    expect(Object.keys(message!.data)).toEqual([FCM_PAYLOAD_FIELD]);
    expect(pushPayload.parse(JSON.parse(message!.data[FCM_PAYLOAD_FIELD]!))).toMatchObject({
      body: 'Thursday works for me',
      link: `/posts/${post.id}/comments/${c.id}`,
      pn: String(activity!.id),
      badge_count: 1,
    });
    expect(message!.webpush?.headers).toMatchObject({ TTL: '86400' });
    // The access token came from the JWT-bearer grant signed with the service account's key.
    expect(fcm.tokenRequests[0]).toMatchObject({ iss: account.key.client_email, aud: 'https://oauth2.googleapis.com/token' });
    await waitFor(async () => expect(await ctx.testDb.db.select().from(pushJobs)).toEqual([]));
  });

  it('removes a token FCM no longer knows, and retries while FCM is unavailable', async () => {
    const gone = await registered();
    fcm.unregistered.add(gone.token);
    const busy = await registered();
    fcm.script.set(busy.token, [503]);
    const other = await signUpMember(ctx.api);
    for (const who of [gone, busy]) {
      const post = await postAs(ctx.api, who.s, 'welcome', 'Anyone?');
      await comment(other.session, post.id, 'Me');
    }
    const rowsOf = (token: string) => ctx.testDb.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.token, token));
    await waitFor(async () => expect(await rowsOf(gone.token)).toEqual([]));
    // The first try answered 503; the retry after the backoff went through. (The busy member also hears of the other's
    // post in their group: each activity arrives once.)
    const payloadsTo = (token: string) => sentTo(token).map((m) => pushPayload.parse(JSON.parse(m.data[FCM_PAYLOAD_FIELD]!)));
    await waitFor(() => expect(payloadsTo(busy.token).map((p) => p.body)).toContain('Me'));
    expect(fcm.script.get(busy.token)).toEqual([]);
    const pns = payloadsTo(busy.token).map((p) => p.pn);
    expect(new Set(pns).size).toBe(pns.length);
    expect(await rowsOf(busy.token)).toHaveLength(1);
    expect(sentTo(gone.token)).toEqual([]);
  });
});

describe('FCM errors and configuration', () => {
  it('maps firebase-admin error codes to the queue: gone, retry or drop', () => {
    const err = (code: string) => Object.assign(new Error(code), { code });
    expect(outcomeOfFcmError(err('messaging/registration-token-not-registered'))).toEqual({ kind: 'gone' });
    expect(outcomeOfFcmError(err('messaging/invalid-registration-token'))).toEqual({ kind: 'gone' });
    expect(outcomeOfFcmError(err('messaging/server-unavailable')).kind).toBe('retry');
    expect(outcomeOfFcmError(err('messaging/message-rate-exceeded')).kind).toBe('retry');
    expect(outcomeOfFcmError(err('app/invalid-credential')).kind).toBe('retry');
    expect(outcomeOfFcmError(new Error('socket hang up')).kind).toBe('retry');
    expect(outcomeOfFcmError(err('messaging/mismatched-credential')).kind).toBe('refused');
    expect(outcomeOfFcmError(err('messaging/invalid-argument')).kind).toBe('refused');
  });

  it('reads FIREBASE_CONFIG and FIREBASE_SERVICE_ACCOUNT_FILE together, and says what is wrong with them', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'firebase-env-'));
    const keyFile = path.join(dir, 'key.json');
    fs.writeFileSync(keyFile, JSON.stringify(makeServiceAccount(PROJECT).key));
    const base = { PORT: '3000' };
    expect(() => readEnv({ ...base, FIREBASE_CONFIG: JSON.stringify(webConfig) })).toThrow('FIREBASE_CONFIG and FIREBASE_SERVICE_ACCOUNT_FILE go together');
    expect(firebaseFromEnv({})).toBeUndefined();
    expect(firebaseFromEnv({ FIREBASE_CONFIG: JSON.stringify(webConfig), FIREBASE_SERVICE_ACCOUNT_FILE: keyFile })).toMatchObject({ webConfig, serviceAccount: { project_id: PROJECT } });
    expect(() => firebaseFromEnv({ FIREBASE_CONFIG: '{nope', FIREBASE_SERVICE_ACCOUNT_FILE: keyFile })).toThrow('FIREBASE_CONFIG is not JSON');
    expect(() => firebaseFromEnv({ FIREBASE_CONFIG: JSON.stringify({ apiKey: 'k' }), FIREBASE_SERVICE_ACCOUNT_FILE: keyFile })).toThrow('FIREBASE_CONFIG lacks appId, messagingSenderId, projectId');
    expect(() => firebaseFromEnv({ FIREBASE_CONFIG: JSON.stringify(webConfig), FIREBASE_SERVICE_ACCOUNT_FILE: path.join(dir, 'missing.json') })).toThrow('cannot read');
    expect(() => firebaseFromEnv({ FIREBASE_CONFIG: JSON.stringify({ ...webConfig, projectId: 'other' }), FIREBASE_SERVICE_ACCOUNT_FILE: keyFile })).toThrow('is for project community-push-test');
    fs.rmSync(dir, { recursive: true });
  });
});
