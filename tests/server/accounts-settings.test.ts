// Marketing preferences, email settings (exactly once per Idempotency-Key), reporting an account, payment tickets, and deleting one's account.
import { describe, expect, it } from 'vitest';
import { postResponse } from '../../schema/posts';
import { customUserFieldsAnswer, marketingPreferencesAnswer, paymentTicketAnswer, walkthroughSlidesAnswer } from '../../schema/profile';
import type { Session } from '../../schema/session';
import { syncResponse } from '../../schema/sync';
import { GOOD_PASSWORD, newMember, signUpMember } from './support/accounts';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

describe.each(drivers)('account settings on %s', (driver) => {
  const ctx = useTestApp(driver);
  const sync = async (s: Session, cursor?: number) => {
    const res = await ctx.api.call('GET', `/api/v1/sync${cursor === undefined ? '' : `?cursor=${cursor}`}`, { session: s });
    return syncResponse.parse(res.body);
  };
  /** A new member joins the public welcome wall to write there. */
  const joinWelcome = async (session: Session) => {
    const { groups } = (await ctx.api.call('GET', '/api/v2/groups', { session })).body as { groups: { id: number; key: string }[] };
    const welcome = groups.find((g) => g.key === 'welcome')!;
    expect((await ctx.api.call('POST', `/api/v2/groups/${welcome.id}/membership`, { session })).status).toBe(200);
  };

  it('keeps marketing preferences and email settings, the weekly digest shared by both', async () => {
    const { session } = await signUpMember(ctx.api);
    const initial = marketingPreferencesAnswer.parse((await ctx.api.call('GET', '/api/v2/account/marketing_preferences', { session })).body);
    expect(initial.marketing_preferences).toEqual({
      global_opt_in: false,
      digest_email: false,
      global_opt_in_can_ask: true,
      global_opt_in_can_ask_modal: false,
    });
    const patched = await ctx.api.call('PATCH', '/api/v2/account/marketing_preferences', {
      session,
      body: { marketing_preferences: { global_opt_in: true, digest_email: true } },
    });
    expect(patched.body.marketing_preferences).toMatchObject({ global_opt_in: true, digest_email: true, global_opt_in_can_ask: false });
    expect((await ctx.api.call('GET', '/api/v2/account/email_settings', { session })).body).toEqual({
      email_settings: { notifications: true, digest: 'weekly' },
    });
    const settings = await ctx.api.call('PATCH', '/api/v2/account/email_settings', {
      session,
      body: { email_settings: { notifications: false, digest: 'off' } },
    });
    expect(settings.body).toEqual({ email_settings: { notifications: false, digest: 'off' } });
    expect((await ctx.api.call('GET', '/api/v2/account/marketing_preferences', { session })).body.marketing_preferences.digest_email).toBe(false);
    expect((await ctx.api.call('PATCH', '/api/v2/account/email_settings', { session, body: { email_settings: { digest: 'daily' } } })).status).toBe(422);
  });

  describe('a settings write replayed late with its Idempotency-Key answers the first answer and applies nothing', () => {
    /** Writes `first` with a key, then `later` without one, then `first` again with the same key (the service worker's late replay). */
    async function replayAfter(session: Session, method: 'PATCH' | 'PUT', url: string, first: unknown, later: unknown) {
      const key = `replay${Math.random().toString(16).slice(2, 14)}`;
      const headers = { 'idempotency-key': key };
      const original = await ctx.api.call(method, url, { session, headers, body: first });
      expect(original.status).toBe(200);
      const newer = await ctx.api.call(method, url, { session, body: later });
      expect(newer.status).toBe(200);
      const replay = await ctx.api.call(method, url, { session, headers, body: first });
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual(original.body);
      // The same key with another body is no replay: refused, applying nothing either.
      const reused = await ctx.api.call(method, url, { session, headers, body: later });
      expect(reused.status).toBe(422);
      expect(reused.body.errors).toEqual(['This request key was already used for a different request.']);
      return newer.body;
    }

    it('marketing preferences and email settings', async () => {
      const { session } = await signUpMember(ctx.api);
      const opt = (global_opt_in: boolean) => ({ marketing_preferences: { global_opt_in } });
      await replayAfter(session, 'PATCH', '/api/v2/account/marketing_preferences', opt(true), opt(false));
      expect((await ctx.api.call('GET', '/api/v2/account/marketing_preferences', { session })).body.marketing_preferences.global_opt_in).toBe(false);
      const notify = (notifications: boolean) => ({ email_settings: { notifications } });
      await replayAfter(session, 'PATCH', '/api/v2/account/email_settings', notify(false), notify(true));
      expect((await ctx.api.call('GET', '/api/v2/account/email_settings', { session })).body.email_settings.notifications).toBe(true);
    });

    it('custom values and walkthrough progress; a refused write claims no key', async () => {
      const { session } = await signUpMember(ctx.api);
      const { custom_user_fields: fields } = customUserFieldsAnswer.parse((await ctx.api.call('GET', '/api/v2/custom_user_fields', { session })).body);
      const from = fields.find((f) => f.mandatory)!;
      const values = (value: string) => ({ values: [{ custom_user_field_id: from.id, value }] });
      // Refused (422) with a key: nothing stored, so the same key may carry the corrected write.
      const refusedKey = { 'idempotency-key': 'refusedsettings01' };
      const refused = await ctx.api.call('PATCH', '/api/v2/account/custom_user_values', { session, headers: refusedKey, body: values('') });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual(['Please fill in all mandatory fields']);
      expect((await ctx.api.call('PATCH', '/api/v2/account/custom_user_values', { session, headers: refusedKey, body: values('Cork') })).status).toBe(200);

      await replayAfter(session, 'PATCH', '/api/v2/account/custom_user_values', values('Harbour Town'), values('Lisbon'));
      const kept = customUserFieldsAnswer.parse((await ctx.api.call('GET', '/api/v2/custom_user_fields', { session })).body);
      expect(kept.custom_user_values).toEqual([{ custom_user_field_id: from.id, value: 'Lisbon' }]);

      const { slides } = walkthroughSlidesAnswer.parse((await ctx.api.call('GET', '/api/v2/walkthrough_slides', { session })).body);
      await replayAfter(session, 'PUT', '/api/v2/account/walkthrough', { step_id: slides[0]!.id }, { step_id: slides[2]!.id, completed: true });
      const me = (await ctx.api.call('GET', '/api/v1/me', { session })).body;
      expect(me).toMatchObject({ walkthrough_completed: true, last_walkthrough_step: { walkthrough_step: { id: slides[2]!.id } } });
    });
  });

  it('reports another account with a reason', async () => {
    const session = await ctx.api.login('member@example.com');
    const target = await signUpMember(ctx.api);
    const report = (id: number | string, body: unknown) => ctx.api.call('POST', `/api/v1/accounts/${id}/reports`, { session, body });
    expect((await report(target.session.user_id, { reason: 'Spam in every group' })).status).toBe(201);
    const empty = await report(target.session.user_id, { reason: '  ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual(['Please tell us why you are reporting this account.']);
    expect((await report(999_999, { reason: 'x' })).status).toBe(404);
    expect((await report('abc', { reason: 'x' })).status).toBe(400);
  });

  it('opens, shows and completes a payment ticket', async () => {
    const { session } = await signUpMember(ctx.api);
    expect((await ctx.api.call('GET', '/api/v3/payment_ticket', { session })).body).toEqual({ payment_ticket: null });
    const opened = await ctx.api.call('POST', '/api/v3/payment_ticket', { session, body: { platform: 'web', device_summary: 'Firefox on Linux' } });
    expect(opened.status).toBe(201);
    expect(paymentTicketAnswer.parse(opened.body).payment_ticket).toMatchObject({ platform: 'web', device_summary: 'Firefox on Linux', completed_at: null });
    expect((await ctx.api.call('POST', '/api/v3/payment_ticket/complete', { session })).status).toBe(204);
    const shown = paymentTicketAnswer.parse((await ctx.api.call('GET', '/api/v3/payment_ticket', { session })).body);
    expect(shown.payment_ticket?.completed_at).toBeTruthy();
    expect((await ctx.api.call('POST', '/api/v3/payment_ticket', { session, body: {} })).status).toBe(422);
  });

  it('needs DELETE typed to delete an account; the account is anonymised and its sessions end, its posts stay', async () => {
    const { session, email } = await signUpMember(ctx.api);
    await joinWelcome(session);
    const watcher = await ctx.api.login('member@example.com');
    const post = postResponse.parse(
      (await ctx.api.call('POST', '/api/v2/walls/welcome/posts', { session, body: { body: 'Leaving soon' } })).body,
    ).post;
    const start = (await sync(watcher)).cursor;
    const wrong = await ctx.api.call('DELETE', '/api/v2/account', { session, body: { delete_content: false, confirmation: 'delete' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual(['Please type DELETE to confirm.']);
    expect((await ctx.api.call('DELETE', '/api/v2/account', { session, body: { delete_content: false, confirmation: 'DELETE' } })).status).toBe(204);
    expect((await ctx.api.call('GET', '/api/v1/me', { session })).status).toBe(403);
    expect((await ctx.api.call('POST', '/api/v1/sessions', { body: { email, password: GOOD_PASSWORD } })).status).toBe(401);
    // The post stays, by a neutral author: mirrors learn the new card once, not through the post.
    const delta = await sync(watcher, start);
    expect(delta.changes).toEqual([
      { cursor: expect.any(Number), kind: 'member.upsert', data: { id: post.author.id, display_name: 'Deleted member', avatar_url: null } },
    ]);
    const kept = await ctx.api.call('GET', `/api/v2/posts/${post.id}`, { session: watcher });
    expect(kept.body.post.author).toEqual({ id: post.author.id, display_name: 'Deleted member', avatar_url: null });
    // The email is free again.
    expect((await ctx.api.call('POST', '/api/v1/accounts', { body: newMember({ email }) })).status).toBe(201);
  });

  it('deletes posts and comments with delete_content, as tombstones in every mirror', async () => {
    const { session } = await signUpMember(ctx.api);
    await joinWelcome(session);
    const watcher = await ctx.api.login('member@example.com');
    const own = postResponse.parse((await ctx.api.call('POST', '/api/v2/walls/welcome/posts', { session, body: { body: 'Mine' } })).body).post;
    const others = postResponse.parse(
      (await ctx.api.call('POST', '/api/v2/walls/welcome/posts', { session: watcher, body: { body: 'Theirs' } })).body,
    ).post;
    const comment = await ctx.api.call('POST', `/api/v2/posts/${others.id}/comments`, { session, body: { body: 'My comment' } });
    expect(comment.status).toBe(201);
    const start = (await sync(watcher)).cursor;
    expect((await ctx.api.call('DELETE', '/api/v2/account', { session, body: { delete_content: true, confirmation: 'DELETE' } })).status).toBe(204);
    const delta = await sync(watcher, start);
    expect(delta.changes).toContainEqual(expect.objectContaining({ kind: 'post.delete', id: own.id }));
    expect(delta.changes).toContainEqual(expect.objectContaining({ kind: 'comment.delete', id: comment.body.comment.id, post_id: others.id }));
    expect(delta.changes).toContainEqual(expect.objectContaining({ kind: 'post.upsert', data: expect.objectContaining({ id: others.id, comments_count: 0 }) }));
    expect((await ctx.api.call('GET', `/api/v2/posts/${own.id}`, { session: watcher })).status).toBe(404);
    expect((await ctx.api.call('GET', `/api/v2/posts/${others.id}`, { session: watcher })).body.comments).toEqual([]);
  });
});
