// The engine's own-account calls against the real server: avatar, names, onboarding, legal, reports, payment, deletion (settings: engine-settings).
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '../../schema/constants';
import { messages } from '../../schema/messages';
import { PNG_1PX } from '../server/support/accounts';
import { MEMBER, useLiveServer } from './helpers/engine-harness';
import { DEMO_PASSWORD } from './helpers/live-server';
import { NEWCOMER_PASSWORD as PASSWORD, signUpNewcomer } from './helpers/newcomer';

const live = useLiveServer();
const newcomer = () => signUpNewcomer(live);

describe('avatar', () => {
  it('refuses other file types and oversized files before sending', async () => {
    const h = await newcomer();
    expect(await h.engine.profile.uploadAvatar(new Blob(['hello'], { type: 'text/plain' }), 'a.txt')).toEqual({
      ok: false,
      status: 422,
      message: messages.fileFormatUnsupported,
    });
    const huge = new Blob([new Uint8Array(AVATAR_MAX_BYTES + 1)], { type: 'image/png' });
    expect(await h.engine.profile.uploadAvatar(huge, 'big.png')).toEqual({ ok: false, status: 413, message: messages.avatarUploadFailed });
  });

  it('uploads a real image, then sets it as the avatar in the server and the mirror', async () => {
    const h = await newcomer();
    const uploaded = await h.engine.profile.uploadAvatar(new Blob([PNG_1PX], { type: 'image/png' }), 'me.png');
    expect(uploaded.ok).toBe(true);
    if (!uploaded.ok) return;
    expect(await h.engine.profile.setAvatar(uploaded.value)).toEqual({ ok: true, value: undefined });
    const avatar = (await h.kv('userData'))?.user.avatar_url;
    expect(avatar).toBeTruthy();
    const me = await live.server.api.call('GET', '/api/v1/me', { session: (await h.kv('session'))! });
    expect(me.body.user.avatar_url).toBe(avatar);
  });

  it('refuses a file url that is not one of our uploads with the product message', async () => {
    const h = await newcomer();
    expect(await h.engine.profile.setAvatar('https://elsewhere.example/x.png')).toEqual({ ok: false, status: 422, message: messages.avatarUploadFailed });
  });
});

describe('names and profile', () => {
  it('changes the display name once per 30 days, the mirror showing when', async () => {
    const h = await newcomer();
    expect(await h.engine.profile.changeDisplayName('  Renamed Once ')).toEqual({ ok: true, value: undefined });
    const user = (await h.kv('userData'))?.user;
    expect(user?.display_name).toBe('Renamed Once');
    expect(user?.display_name_changed_at).toBeTruthy();
    expect(await h.engine.profile.changeDisplayName('Renamed Twice')).toEqual({ ok: false, status: 422, message: messages.nameChangeCooldown });
    expect(await h.engine.profile.changeDisplayName('  ')).toMatchObject({ ok: false, message: messages.mandatoryFields });
  });

  it('updates username and bio; a taken username is refused', async () => {
    const h = await newcomer();
    expect(await h.engine.profile.update({ bio: 'I play the bass.' })).toEqual({ ok: true, value: undefined });
    expect((await h.kv('userData'))?.user.bio).toBe('I play the bass.');
    expect(await h.engine.profile.update({ username: 'mia' })).toEqual({ ok: false, status: 422, message: messages.usernameInUse });
  });
});

describe('onboarding', () => {
  it('waits for the mandatory custom field, then completes and shows in the mirror', async () => {
    const h = await newcomer();
    await h.engine.profile.loadCustomFields();
    const fields = (await h.kv('customFields'))!.value;
    const mandatory = fields.custom_user_fields.filter((f) => f.mandatory);
    expect(mandatory.length).toBeGreaterThan(0);

    expect(await h.engine.profile.completeOnboarding()).toMatchObject({ ok: false, message: messages.mandatoryFields });
    expect((await h.kv('userData'))?.user.onboarding_completed).toBe(false);

    const values = mandatory.map((f) => ({ custom_user_field_id: f.id, value: f.field_type === 'select' ? f.options[0]! : 'Harbour Town' }));
    // Queued, not yet delivered: onboarding sends the member's answers first, as the server checks them.
    expect(await h.engine.profile.saveCustomValues(values)).toEqual({ ok: true, value: expect.any(String) });
    expect(await h.engine.profile.completeOnboarding()).toEqual({ ok: true, value: undefined });
    expect(await h.mirror.outbox.count()).toBe(0);
    expect((await h.kv('userData'))?.user.onboarding_completed).toBe(true);
    // The refused attempt cost a session refresh (docs/product.md 8, a 403 with a session), not the session.
    expect(h.events.unauthorized).toBe(0);
  });
});

describe('legal agreement', () => {
  it('records the agreed versions in the mirror', async () => {
    const h = await newcomer();
    const config = (await h.kv('configuration'))!;
    expect((await h.kv('userData'))?.user.agreed_legal.privacy_policy_version).toBeLessThan(config.legal.privacy_policy.version);
    expect(await h.engine.profile.agreeToLegal(config.legal.privacy_policy.version, config.legal.terms_conditions.version)).toEqual({
      ok: true,
      value: undefined,
    });
    expect((await h.kv('userData'))?.user.agreed_legal).toEqual({
      privacy_policy_version: config.legal.privacy_policy.version,
      terms_conditions_version: config.legal.terms_conditions.version,
    });
  });
});

describe('reports', () => {
  it('reports an account with a reason; an empty reason or unknown account is refused', async () => {
    const h = await newcomer();
    const mia = (await live.server.api.login(MEMBER, DEMO_PASSWORD)).user_id;
    expect(await h.engine.account.report(mia, ' ')).toEqual({ ok: false, status: 422, message: messages.reportReasonRequired });
    expect(await h.engine.account.report(mia, 'Spam in every group')).toEqual({ ok: true, value: undefined });
    expect(await h.engine.account.report(2_000_000_000, 'Who?')).toEqual({ ok: false, status: 404, message: messages.accountNotFound });
  });
});

describe('payment ticket (guard 2)', () => {
  it('completes the open ticket and reloads user data', async () => {
    const h = await newcomer();
    const session = (await h.kv('session'))!;
    const created = await live.server.api.call('POST', '/api/v3/payment_ticket', { session, body: { platform: 'web', device_summary: 'test' } });
    expect(created.status).toBeLessThan(300);
    expect(await h.engine.account.completePaymentTicket()).toEqual({ ok: true, value: undefined });
    const ticket = await live.server.api.call('GET', '/api/v3/payment_ticket', { session: (await h.kv('session'))! });
    expect(ticket.body.payment_ticket.completed_at).toBeTruthy();
  });
});

describe('account deletion', () => {
  it('needs the wording in capitals, then forgets the member here and on the server', async () => {
    const h = await newcomer();
    const email = (await h.kv('userData'))!.user.email;
    expect(await h.engine.account.delete(false, 'delete')).toEqual({ ok: false, status: 422, message: messages.deleteConfirmation });
    expect(await h.kv('session')).toBeDefined();

    const session = (await h.kv('session'))!;
    // Reads in flight when the server ends the session are refused: expected, since this device ended it.
    const reads = Promise.all([h.engine.syncNow(), h.engine.courses.loadCatalogue(), h.engine.people.loadProfile(session.user_id)].map((p) => Promise.resolve(p).catch(() => undefined)));
    expect(await h.engine.account.delete(true, 'DELETE')).toEqual({ ok: true, value: undefined });
    await reads;
    for (const key of ['session', 'userData', 'mirrorOwner'] as const) expect(await h.kv(key)).toBeUndefined();
    expect((await live.server.api.call('GET', '/api/v1/me', { session })).status).toBeGreaterThanOrEqual(400);
    expect(await h.engine.session.signIn(email, PASSWORD)).toMatchObject({ ok: false, status: 401 });
    expect(h.events.unauthorized).toBe(0);
  });
});
