// The weekly digest: a member who chose it gets, a week after joining and then weekly, the most talked-about posts of the week in their groups; never twice a week, never their own posts or a group they left.
import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '../../schema/session';
import { devMailbox } from '../../server/domains/account/accounts-schema';
import { digestEmails } from '../../server/domains/activities/digest-email-schema';
import { posts } from '../../server/domains/posts/post-schema';
import { users } from '../../server/domains/account/users-schema';
import { sendDueDigests } from '../../server/domains/activities/digest-emails';
import { Mailer } from '../../server/mail/mailer';
import { setConfig, signUpInGroup } from './support/accounts';
import { postAs } from './support/posts';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

const DAY = 24 * 60 * 60_000;

describe.each(drivers)('weekly digest on %s', (driver) => {
  // The app's own hourly look is an hour away: the test runs the worker itself, at the times it chooses.
  const ctx = useTestApp(driver);
  const waitFor = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 15_000, interval: 50 });
  const mailsTo = (email: string, after = 0) => ctx.testDb.db.select().from(devMailbox).where(and(eq(devMailbox.toAddress, email), gt(devMailbox.id, after)));
  // The digests run a month ahead, so the community's own posts (made now) are weeks old and only the test's, dated
  // into that week, are news.
  const T = Date.now() + 30 * DAY;
  const weekly = async (s: Session, joinedDaysBefore: number) => {
    expect((await ctx.api.call('PATCH', '/api/v2/account/email_settings', { session: s, body: { email_settings: { digest: 'weekly' } } })).status).toBe(200);
    await ctx.testDb.db.update(users).set({ createdAt: new Date(T - joinedDaysBefore * DAY) }).where(eq(users.id, s.user_id));
  };
  const postedAt = async (s: Session, body: string, at: number) => {
    const post = await postAs(ctx.api, s, 'welcome', body);
    await ctx.testDb.db.update(posts).set({ createdAt: new Date(at) }).where(eq(posts.id, post.id));
    return post;
  };
  const like = (s: Session, postId: number) => ctx.api.call('POST', '/api/v2/likes', { session: s, body: { likeable_type: 'Post', likeable_id: postId } });

  it('a week after joining: the week\'s posts of my groups, most liked first, not my own; then nothing until a week later', async () => {
    const mailer = new Mailer({ db: ctx.testDb.db, from: 'Community <no-reply@example.com>' });
    const deps = { mailer, publicUrl: 'https://community.example' };
    const reader = await signUpInGroup(ctx.api);
    const newcomer = await signUpInGroup(ctx.api);
    const writer = await signUpInGroup(ctx.api);
    await weekly(reader.session, 8);
    await weekly(newcomer.session, 2);
    const quiet = await postedAt(writer.session, 'A quiet note about the tide tables', T - DAY);
    const loved = await postedAt(writer.session, 'Photos from the lantern walk are up', T - 2 * DAY);
    expect((await like(newcomer.session, loved.id)).status).toBe(201);
    await postedAt(reader.session, 'My own post is not news to me', T - DAY);
    await postedAt(writer.session, 'Last month, not this week', T - 9 * DAY);

    const now = new Date(T);
    await sendDueDigests(ctx.testDb.db, deps, now);
    await mailer.idle();
    const [mail, ...others] = await mailsTo(reader.email);
    expect(others).toEqual([]);
    expect(mail!.subject).toMatch(/^Your week on .*: 2 new posts in your groups$/);
    const text = mail!.textBody;
    expect(text).toContain('Photos from the lantern walk are up');
    expect(text).toContain('A quiet note about the tide tables');
    expect(text.indexOf('Photos from the lantern walk')).toBeLessThan(text.indexOf('A quiet note'));
    expect(text).toContain(`https://community.example/posts/${loved.id}`);
    expect(text).toContain(`https://community.example/posts/${quiet.id}`);
    expect(text).not.toContain('My own post');
    expect(text).not.toContain('Last month');
    expect(text).toContain('https://community.example/profile/settings/emails');
    // Joined two days ago: the first digest is five days away.
    expect(await mailsTo(newcomer.email)).toEqual([]);

    // Six days on: nothing; eight days on, the next.
    await sendDueDigests(ctx.testDb.db, deps, new Date(now.getTime() + 6 * DAY));
    await mailer.idle();
    expect(await mailsTo(reader.email, mail!.id)).toEqual([]);
    await postedAt(writer.session, 'Next week already', T + 7 * DAY);
    await sendDueDigests(ctx.testDb.db, deps, new Date(now.getTime() + 8 * DAY));
    await mailer.idle();
    await waitFor(async () => expect(await mailsTo(reader.email, mail!.id)).toHaveLength(1));
  });

  it('two workers at once send a member one digest', async () => {
    const mailer = new Mailer({ db: ctx.testDb.db, from: 'Community <no-reply@example.com>' });
    const deps = { mailer, publicUrl: 'https://community.example' };
    const reader = await signUpInGroup(ctx.api);
    const writer = await signUpInGroup(ctx.api);
    await weekly(reader.session, 30);
    await postedAt(writer.session, 'Once is enough', T - DAY);
    const now = new Date(T);
    await Promise.all([sendDueDigests(ctx.testDb.db, deps, now), sendDueDigests(ctx.testDb.db, deps, now)]);
    await mailer.idle();
    expect(await mailsTo(reader.email)).toHaveLength(1);
    expect(await ctx.testDb.db.select().from(digestEmails).where(eq(digestEmails.userId, reader.session.user_id))).toHaveLength(1);
  });

  it('sends no digest while the community sends no email notifications', async () => {
    const mailer = new Mailer({ db: ctx.testDb.db, from: 'Community <no-reply@example.com>' });
    const deps = { mailer, publicUrl: 'https://community.example' };
    const reader = await signUpInGroup(ctx.api);
    const writer = await signUpInGroup(ctx.api);
    await weekly(reader.session, 30);
    await postedAt(writer.session, 'News nobody mails', T - DAY);
    await setConfig(ctx.testDb.db, { email_notifications_enabled: false });
    try {
      await sendDueDigests(ctx.testDb.db, deps, new Date(T));
      await mailer.idle();
      expect(await mailsTo(reader.email)).toEqual([]);
    } finally {
      await setConfig(ctx.testDb.db, { email_notifications_enabled: true });
    }
    // On again: the next week's digest goes.
    await postedAt(writer.session, 'News in the mail again', T + 7 * DAY);
    await sendDueDigests(ctx.testDb.db, deps, new Date(T + 8 * DAY));
    await mailer.idle();
    await waitFor(async () => expect(await mailsTo(reader.email)).toHaveLength(1));
  });
});
