// Email notifications: what a member has not seen is mailed once, gathered into one mail a while after it happened, with links into the app; what they saw, turned off or excluded is not.
import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { commentResponse } from '../../schema/posts';
import type { Session } from '../../schema/session';
import { devMailbox } from '../../server/domains/account/accounts-schema';
import { activityEmails } from '../../server/domains/activities/activity-email-schema';
import { pushJobs } from '../../server/domains/push/push-schema';
import { ACTIVITY_EMAIL_DELAY_MS } from '../../server/domains/activities/emails';
import { setConfig, signUpInGroup, signUpMember } from './support/accounts';
import { postAs } from './support/posts';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

describe.each(drivers)('activity mails on %s', (driver) => {
  // The real delay (ten minutes): a test makes a mail due by moving its time, not by waiting.
  const ctx = useTestApp(driver, { app: () => ({ push: { intervalMs: 100 } }) });
  const waitFor = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 15_000, interval: 50 });
  const db = () => ctx.testDb.db;

  const rowOf = async (userId: number) => (await db().select().from(activityEmails).where(eq(activityEmails.userId, userId)))[0];
  /** The member's mail is pending (the fan-out ran): due the delay after the activity. */
  const pending = (s: Session) => waitFor(async () => expect((await rowOf(s.user_id))?.dueAt).toBeTruthy());
  /** Makes the member's pending mail due now and waits until the worker has handled it. */
  const sendDue = async (s: Session) => {
    await db().update(activityEmails).set({ dueAt: new Date(Date.now() - 1000) }).where(eq(activityEmails.userId, s.user_id));
    await waitFor(async () => expect(await rowOf(s.user_id)).toMatchObject({ dueAt: null, claimedUntil: null }));
  };
  let lastMailId = 0;
  const mailsTo = async (email: string) => db().select().from(devMailbox).where(and(eq(devMailbox.toAddress, email), gt(devMailbox.id, lastMailId)));
  const comment = async (s: Session, postId: number, body: string) =>
    commentResponse.parse((await ctx.api.call('POST', `/api/v2/posts/${postId}/comments`, { session: s, body: { body } })).body).comment;

  it('gathers what I have not seen into one mail, due ten minutes after the first, with links into the app; the next mail tells only what is new', async () => {
    const author = await signUpInGroup(ctx.api);
    const other = await signUpMember(ctx.api);
    const post = await postAs(ctx.api, author.session, 'welcome', 'Lanterns for the harbour walk');
    const before = Date.now();
    const c = await comment(other.session, post.id, 'I can bring two');
    await pending(author.session);
    const due = (await rowOf(author.session.user_id))!.dueAt!.getTime();
    expect(due).toBeGreaterThanOrEqual(before + ACTIVITY_EMAIL_DELAY_MS - 1000);
    expect(await ctx.api.call('POST', '/api/v2/likes', { session: other.session, body: { likeable_type: 'Post', likeable_id: post.id } })).toMatchObject({ status: 201 });
    // The like's activity joins the pending mail: it stays due when the first was.
    await waitFor(async () => expect(await db().select().from(pushJobs).where(eq(pushJobs.kind, 'fanout'))).toEqual([]));
    expect((await rowOf(author.session.user_id))!.dueAt!.getTime()).toBe(due);

    await sendDue(author.session);
    await waitFor(async () => expect(await mailsTo(author.email)).toHaveLength(1));
    const [mail] = await mailsTo(author.email);
    expect(mail!.subject).toMatch(/^2 new notifications on /);
    expect(mail!.textBody).toContain('commented on your post');
    expect(mail!.textBody).toContain('I can bring two');
    expect(mail!.textBody).toContain('liked your post');
    expect(mail!.textBody).toContain(`/posts/${post.id}/comments/${c.id}`);
    expect(mail!.textBody).toContain('/profile/settings/emails');
    expect(mail!.htmlBody).toContain(`/posts/${post.id}/comments/${c.id}`);
    lastMailId = mail!.id;

    await comment(other.session, post.id, 'Three, actually');
    await pending(author.session);
    await sendDue(author.session);
    await waitFor(async () => expect(await mailsTo(author.email)).toHaveLength(1));
    const [next] = await mailsTo(author.email);
    expect(next!.subject).toMatch(/commented on your post on /);
    expect(next!.textBody).toContain('Three, actually');
    expect(next!.textBody).not.toContain('I can bring two');
    lastMailId = next!.id;
  });

  it('mails nothing I saw in the app before it was due, nothing when email notifications are off, and nothing of an excluded category', async () => {
    const other = await signUpMember(ctx.api);
    // Seen in the app meanwhile.
    const reader = await signUpInGroup(ctx.api);
    const p1 = await postAs(ctx.api, reader.session, 'welcome', 'Seen already');
    await comment(other.session, p1.id, 'Hello');
    await pending(reader.session);
    expect((await ctx.api.call('POST', '/api/v2/activities/mark_all_as_seen', { session: reader.session })).status).toBe(200);
    await sendDue(reader.session);

    // Email notifications off: no mail is even pending.
    const quiet = await signUpInGroup(ctx.api);
    expect((await ctx.api.call('PATCH', '/api/v2/account/email_settings', { session: quiet.session, body: { email_settings: { notifications: false } } })).status).toBe(200);
    const p2 = await postAs(ctx.api, quiet.session, 'welcome', 'Quiet please');
    await comment(other.session, p2.id, 'Shh');

    // Comments excluded in the notification centre.
    const picky = await signUpInGroup(ctx.api);
    expect((await ctx.api.call('POST', '/api/v2/activity_exclusions', { session: picky.session, body: { activity_exclusions: ['comment'] } })).status).toBe(200);
    const p3 = await postAs(ctx.api, picky.session, 'welcome', 'Only likes please');
    await comment(other.session, p3.id, 'A comment');
    await pending(picky.session);
    await sendDue(picky.session);

    // A control that is mailed, so the quiet one's silence is not just a slow worker.
    const control = await signUpInGroup(ctx.api);
    const p4 = await postAs(ctx.api, control.session, 'welcome', 'Control');
    await comment(other.session, p4.id, 'Mailed');
    await pending(control.session);
    await sendDue(control.session);
    await waitFor(async () => expect(await mailsTo(control.email)).toHaveLength(1));

    expect(await rowOf(quiet.session.user_id)).toBeUndefined();
    for (const who of [reader, quiet, picky]) expect(await mailsTo(who.email)).toEqual([]);
  });

  it('mails nothing while the community sends no email notifications, and what is still unseen once they are on again', async () => {
    const other = await signUpMember(ctx.api);
    const author = await signUpInGroup(ctx.api);
    const post = await postAs(ctx.api, author.session, 'welcome', 'Rowing club timetable');
    await setConfig(db(), { email_notifications_enabled: false });
    try {
      await comment(other.session, post.id, 'Saturday works');
      await pending(author.session);
      await sendDue(author.session);
      expect(await mailsTo(author.email)).toEqual([]);
    } finally {
      await setConfig(db(), { email_notifications_enabled: true });
    }
    await comment(other.session, post.id, 'Sunday too');
    await pending(author.session);
    await sendDue(author.session);
    await waitFor(async () => expect(await mailsTo(author.email)).toHaveLength(1));
    const [mail] = await mailsTo(author.email);
    expect(mail!.textBody).toContain('Saturday works');
    expect(mail!.textBody).toContain('Sunday too');
    lastMailId = mail!.id;
  });
});
