// Sign-up (POST /api/v1/accounts): when it is open, every validation message, invitations, referrals, the new account.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { session as sessionSchema } from '../../schema/session';
import { groups, memberships } from '../../server/domains/groups/group-schema';
import { users } from '../../server/domains/account/users-schema';
import { createInvitation } from '../../server/domains/account/accounts';
import { GOOD_PASSWORD, newMember, withConfig } from './support/accounts';
import { drivers } from './support/test-db';
import { messages } from '../../schema/messages';
import { useTestApp } from './support/test-app';

describe.each(drivers)('sign-up on %s', (driver) => {
  const ctx = useTestApp(driver);
  const signUp = (body: unknown) => ctx.api.call('POST', '/api/v1/accounts', { body });
  const errorsOf = async (body: unknown) => {
    const res = await signUp(body);
    expect(res.status).toBe(422);
    return res.body.errors as string[];
  };

  it('creates the account and signs it in: not yet onboarded, in the mandatory groups', async () => {
    const body = newMember();
    const res = await signUp(body);
    expect(res.status).toBe(201);
    const session = sessionSchema.parse(res.body);
    const me = await ctx.api.call('GET', '/api/v1/me', { session });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email: body.email, username: body.username, display_name: body.display_name, onboarding_completed: false });
    expect(me.body.walkthrough_completed).toBe(false);
    const [mandatory] = await ctx.testDb.db.select().from(groups).where(eq(groups.membershipType, 'mandatory'));
    const joined = await ctx.testDb.db.select().from(memberships).where(eq(memberships.userId, session.user_id));
    expect(joined.map((m) => m.groupId)).toContain(mandatory!.id);
    // The new password works for a later login.
    expect((await ctx.api.call('POST', '/api/v1/sessions', { body: { email: body.email, password: GOOD_PASSWORD } })).status).toBe(201);
  });

  it('answers each field rule with its message', async () => {
    expect(await errorsOf(newMember({ email: 'not-an-email' }))).toEqual(['Email address not valid']);
    expect(await errorsOf(newMember({ password: 'short', password_confirmation: 'short' }))).toEqual(['Password must be at least 8 characters']);
    expect(await errorsOf(newMember({ password_confirmation: 'something-else-entirely' }))).toEqual(['Passwords do not match']);
    expect(await errorsOf(newMember({ password: 'password123', password_confirmation: 'password123' }))).toEqual([
      'This password has appeared in a data breach. Please choose another one.',
    ]);
    expect(await errorsOf(newMember({ username: 'ab' }))).toEqual(['Username is too short: use at least 3 characters']);
    expect(await errorsOf(newMember({ username: 'a'.repeat(31) }))).toEqual(['Username is too long: use at most 30 characters']);
    expect(await errorsOf(newMember({ username: 'no spaces!' }))).toEqual([messages.usernameIncorrect]);
    expect(await errorsOf(newMember({ display_name: '' }))).toEqual(['Please fill in all mandatory fields']);
    expect(await errorsOf({})).toEqual(['Please fill in all mandatory fields']);
    expect(await errorsOf(newMember({ referral_code: 'nobody-has-this' }))).toEqual(['This referral code is not valid']);
    expect(await errorsOf(newMember({ email: 'member@example.com' }))).toEqual(['Email address already in use']);
    expect(await errorsOf(newMember({ email: 'MEMBER@example.com ' }))).toEqual(['Email address already in use']);
    expect(await errorsOf(newMember({ username: 'mia' }))).toEqual(['Username already in use']);
    // Several problems at once are all named.
    expect(await errorsOf(newMember({ email: 'member@example.com', username: 'mia' }))).toEqual([
      'Email address already in use',
      'Username already in use',
    ]);
  });

  it('takes the password minimum and username lengths from configuration', async () => {
    await withConfig(
      ctx.testDb.db,
      { password_validations: { min_length: 12 }, username_customisations: { min_length: 5, max_length: 8 } },
      async () => {
        expect(await errorsOf(newMember({ username: 'sixsix', password: 'elevenchars', password_confirmation: 'elevenchars' }))).toEqual([
          'Password must be at least 12 characters',
        ]);
        expect(await errorsOf(newMember({ username: 'abcd' }))).toEqual(['Username is too short: use at least 5 characters']);
        expect(await errorsOf(newMember({ username: 'abcdefghi' }))).toEqual(['Username is too long: use at most 8 characters']);
        expect((await signUp(newMember({ username: `u${Date.now().toString(36).slice(-6)}` }))).status).toBe(201);
      },
    );
  });

  it('is closed when web registration is off or magic links are in use', async () => {
    for (const patch of [{ web_registration_enabled: false }, { login_using_magic_links: true }]) {
      await withConfig(ctx.testDb.db, patch, async () => {
        const res = await signUp(newMember());
        expect(res.status).toBe(403);
        expect(res.body.errors).toEqual(['Sign-up is not open for this community.']);
      });
    }
  });

  it('needs a valid, unused, unexpired invitation when the community is invitation-only', async () => {
    await withConfig(ctx.testDb.db, { registration_invitation_only: true }, async () => {
      const message = ['This invitation has expired or been used already.'];
      expect(await errorsOf(newMember())).toEqual(message);
      expect(await errorsOf(newMember({ invite_code: 'made-up-code' }))).toEqual(message);
      const code = await createInvitation(ctx.testDb.db);
      expect((await signUp(newMember({ invite_code: code }))).status).toBe(201);
      expect(await errorsOf(newMember({ invite_code: code }))).toEqual(message);
      const expired = await createInvitation(ctx.testDb.db, -1000);
      expect(await errorsOf(newMember({ invite_code: expired }))).toEqual(message);
    });
  });

  it('records a valid referral code', async () => {
    const [mia] = await ctx.testDb.db.select().from(users).where(eq(users.username, 'mia'));
    const res = await signUp(newMember({ referral_code: mia!.referralCode }));
    expect(res.status).toBe(201);
    const [created] = await ctx.testDb.db.select().from(users).where(eq(users.id, res.body.user_id));
    expect(created!.referredById).toBe(mia!.id);
  });

  it('mails a confirmation link when email confirmation is enabled', async () => {
    await withConfig(ctx.testDb.db, { email_confirmation_enabled: true }, async () => {
      const body = newMember();
      const res = await signUp(body);
      expect(res.status).toBe(201);
      const me = await ctx.api.call('GET', '/api/v1/me', { session: res.body });
      expect(me.body.user).toMatchObject({ email_confirmed: false, email_confirmation_required: true });
      // Mail is sent in the background: the mailbox (a host's to read) is read until it arrives.
      const host = await ctx.api.login('admin@example.com');
      for (let i = 0; i < 100; i++) {
        const box = await ctx.api.call('GET', `/api/dev/mailbox?to=${encodeURIComponent(body.email)}`, { session: host });
        if (box.body.messages.length) {
          expect(box.body.messages[0].text).toContain('/email-confirmation/');
          return;
        }
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error('no confirmation mail');
    });
  });
});
