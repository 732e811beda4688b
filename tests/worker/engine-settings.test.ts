// Settings through the engine against the real server: read from the mirror offline and after a reload, changed through the outbox exactly once, refused and discarded, replayed late.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import type { Session } from '../../schema/session';
import { engineFor, useLiveServer, type Harness } from './helpers/engine-harness';
import { signUpNewcomer } from './helpers/newcomer';
import { waitFor } from './helpers/wait';

const live = useLiveServer();
afterEach(() => live.server.setOffline(false));

const settled = (h: Harness) => waitFor(async () => (await h.mirror.outbox.count()) === 0, 'the outbox to empty');
const session = async (h: Harness): Promise<Session> => (await h.kv('session')) as Session;

/** What the server holds for the member, read as another device would. */
async function onServer(h: Harness) {
  const s = await session(h);
  const get = (url: string) => live.server.api.call('GET', url, { session: s }).then((r) => r.body);
  const [marketing, email, custom, me] = await Promise.all([
    get('/api/v2/account/marketing_preferences'),
    get('/api/v2/account/email_settings'),
    get('/api/v2/custom_user_fields'),
    get('/api/v1/me'),
  ]);
  return {
    optIn: marketing.marketing_preferences.global_opt_in as boolean,
    notifications: email.email_settings.notifications as boolean,
    values: custom.custom_user_values as { custom_user_field_id: number; value: string }[],
    walkthrough: { completed: me.walkthrough_completed as boolean, step: me.last_walkthrough_step?.walkthrough_step.id as number | undefined },
  };
}

/** A newcomer whose first pull brought every setting to the device, with the mandatory custom field answered. */
async function settledNewcomer() {
  const h = await signUpNewcomer(live);
  await h.engine.syncNow();
  await waitFor(async () => (await h.kv('accountSettings')) && (await h.kv('customFields')) && (await h.kv('walkthroughSlides')), 'the settings of the first pull');
  const fields = (await h.kv('customFields'))!.value.custom_user_fields;
  const from = fields.find((f) => f.mandatory && f.field_type === 'text')!;
  expect(await h.engine.profile.saveCustomValues([{ custom_user_field_id: from.id, value: 'Harbour Town' }])).toMatchObject({ ok: true });
  await settled(h);
  const slides = (await h.kv('walkthroughSlides'))!;
  return { h, from, slides };
}

describe('settings in the mirror', () => {
  it('render from the device after a reload with the network off; offline changes show at once, survive a reload and reach the server exactly once', async () => {
    const { h, from, slides } = await settledNewcomer();
    const before = { account: await h.kv('accountSettings'), custom: await h.kv('customFields'), slides };
    expect(before.account!.value.email_settings.notifications).toBe(true);
    expect(before.custom!.value.custom_user_values).toEqual([{ custom_user_field_id: from.id, value: 'Harbour Town' }]);

    // The app closes; it opens again with no network.
    await h.engine.close();
    live.server.setOffline(true);
    const offline = live.track(engineFor(live.server, { dbName: h.dbName }));
    await offline.engine.start(offline.events);
    await expect(offline.engine.settings.load()).rejects.toBeTruthy();
    expect(await offline.kv('accountSettings')).toEqual(before.account);
    expect(await offline.kv('customFields')).toEqual(before.custom);
    expect(await offline.kv('walkthroughSlides')).toEqual(slides);

    // Changes made offline show at once, each pending in the outbox.
    const second = slides[1]!;
    expect(await offline.engine.settings.saveEmailSettings({ notifications: false })).toMatchObject({ ok: true });
    expect(await offline.engine.settings.saveMarketingPreferences({ global_opt_in: true })).toMatchObject({ ok: true });
    expect(await offline.engine.profile.saveCustomValues([{ custom_user_field_id: from.id, value: 'Offline Bay' }])).toMatchObject({ ok: true });
    expect(await offline.engine.settings.saveWalkthrough({ step_id: second.id })).toMatchObject({ ok: true });
    const shown = (await offline.kv('accountSettings'))!;
    expect(shown.value.email_settings.notifications).toBe(false);
    expect(shown.value.marketing_preferences).toMatchObject({ global_opt_in: true, global_opt_in_can_ask: false });
    expect(shown.server.email_settings.notifications).toBe(true);
    expect((await offline.kv('customFields'))!.value.custom_user_values).toEqual([{ custom_user_field_id: from.id, value: 'Offline Bay' }]);
    expect((await offline.kv('userData'))!.last_walkthrough_step).toEqual({ walkthrough_step: { id: second.id } });
    expect(await offline.mirror.outbox.toArray()).toHaveLength(4);
    // Waiting (one may be on its way and fail again), never refused.
    expect((await offline.mirror.outbox.toArray()).some((e) => e.status === 'failed')).toBe(false);

    // Closed again before the network returns: the changes are still shown and queued.
    await offline.engine.close();
    const again = live.track(engineFor(live.server, { dbName: h.dbName }));
    await again.engine.start(again.events);
    expect((await again.kv('accountSettings'))!.value.email_settings.notifications).toBe(false);
    expect(await again.mirror.outbox.count()).toBe(4);

    live.server.setOffline(false);
    await again.engine.syncNow();
    await settled(again);
    expect(await onServer(again)).toEqual({
      optIn: true,
      notifications: false,
      values: [{ custom_user_field_id: from.id, value: 'Offline Bay' }],
      walkthrough: { completed: false, step: second.id },
    });
    const delivered = (await again.kv('accountSettings'))!;
    expect(delivered.server).toEqual(delivered.value);

    // Exactly once: another device changes a setting back, and nothing this device sent applies again.
    const s = await session(again);
    await live.server.api.call('PATCH', '/api/v2/account/email_settings', { session: s, body: { email_settings: { notifications: true } } });
    await again.engine.syncNow();
    await again.engine.settings.load();
    expect((await onServer(again)).notifications).toBe(true);
    expect((await again.kv('accountSettings'))!.value.email_settings.notifications).toBe(true);
  });

  it('a custom value the server refuses (422) shows its message, stays for retry or discard, and discard puts the server value back', async () => {
    const { h, from } = await settledNewcomer();
    // Clearing the mandatory field: allowed on the device, refused by the server.
    expect(await h.engine.profile.saveCustomValues([{ custom_user_field_id: from.id, value: '' }])).toMatchObject({ ok: true });
    const failed = await waitFor(async () => (await h.mirror.outbox.toArray()).find((e) => e.status === 'failed'), 'the refusal');
    expect(failed.error).toBe(messages.mandatoryFields);
    expect((await h.kv('customFields'))!.value.custom_user_values).toEqual([]);

    await h.engine.outbox.retry(failed.client_id);
    await waitFor(async () => (await h.mirror.outbox.get(failed.seq!))?.status === 'failed', 'the second refusal');

    await h.engine.outbox.discard(failed.client_id);
    expect(await h.mirror.outbox.count()).toBe(0);
    expect((await h.kv('customFields'))!.value.custom_user_values).toEqual([{ custom_user_field_id: from.id, value: 'Harbour Town' }]);
    expect((await onServer(h)).values).toEqual([{ custom_user_field_id: from.id, value: 'Harbour Town' }]);
  });

  it('an invalid email setting is refused before anything is queued', async () => {
    const { h } = await settledNewcomer();
    const result = await h.engine.settings.saveEmailSettings({ digest: 'daily' as 'weekly' });
    expect(result).toMatchObject({ ok: false, status: 422 });
    expect(await h.mirror.outbox.count()).toBe(0);
    expect((await h.kv('accountSettings'))!.value.email_settings.digest).toBe('off');
  });

  it('a refused walkthrough step keeps the guards past the walkthrough through a user data reload until discarded', async () => {
    const { h, slides } = await settledNewcomer();
    await h.engine.settings.saveWalkthrough({ step_id: slides[0]!.id });
    await settled(h);
    // A slide that no longer exists: the server refuses the whole change.
    expect(await h.engine.settings.saveWalkthrough({ step_id: 999_999, completed: true })).toMatchObject({ ok: true });
    expect((await h.kv('userData'))!.walkthrough_completed).toBe(true);
    const failed = await waitFor(async () => (await h.mirror.outbox.toArray()).find((e) => e.status === 'failed'), 'the refusal');
    expect(failed.error).toBe(messages.badRequest);

    // The server's user data (not completed) lands with the refused change still laid over it.
    expect(await h.engine.session.loadUserData()).toEqual({ ok: true, value: undefined });
    expect((await h.kv('userData'))!.walkthrough_completed).toBe(true);

    await h.engine.outbox.discard(failed.client_id);
    const data = (await h.kv('userData'))!;
    expect(data.walkthrough_completed).toBe(false);
    expect(data.last_walkthrough_step).toEqual({ walkthrough_step: { id: slides[0]!.id } });
  });

  it("a late replay of an earlier change by the service worker does not overwrite a newer one", async () => {
    const { h } = await settledNewcomer();
    live.server.setOffline(true);
    const first = await h.engine.settings.saveEmailSettings({ notifications: false });
    expect(await h.engine.settings.saveEmailSettings({ notifications: true })).toMatchObject({ ok: true });
    if (!first.ok) throw new Error(first.message);
    const s = await session(h);
    const replay = () =>
      live.server.api.call('PATCH', '/api/v2/account/email_settings', {
        session: s,
        headers: { 'idempotency-key': first.value },
        body: { email_settings: { notifications: false } },
      });
    // The service worker's queue got the first change through before the engine did...
    expect((await replay()).status).toBe(200);
    live.server.setOffline(false);
    await h.engine.syncNow();
    await settled(h);
    expect((await onServer(h)).notifications).toBe(true);
    // ...and replays it once more, late: the stored answer comes back and the newer value stays.
    expect((await replay()).body).toEqual({ email_settings: { notifications: false, digest: 'off' } });
    expect((await onServer(h)).notifications).toBe(true);
    expect((await h.kv('accountSettings'))!.value.email_settings.notifications).toBe(true);
  });

  it('onboarding waits for the unsent answers: refused offline, completed once they are delivered', async () => {
    const h = await signUpNewcomer(live);
    await h.engine.profile.loadCustomFields();
    const from = (await h.kv('customFields'))!.value.custom_user_fields.find((f) => f.mandatory)!;
    live.server.setOffline(true);
    expect(await h.engine.profile.saveCustomValues([{ custom_user_field_id: from.id, value: 'Harbour Town' }])).toMatchObject({ ok: true });
    expect(await h.engine.profile.completeOnboarding()).toMatchObject({ ok: false, message: messages.unknownError });
    expect(await h.mirror.outbox.count()).toBe(1);
    live.server.setOffline(false);
    expect(await h.engine.profile.completeOnboarding()).toEqual({ ok: true, value: undefined });
    expect((await h.kv('userData'))!.user.onboarding_completed).toBe(true);
  });
});
