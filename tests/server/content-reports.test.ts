// Reports of posts and comments: who may report what (visitor, member, non-member, group admin, host, disabled,
// shadowbanned), once per member per item, never their own; the host alone lists the open reports.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import { contentReportResponse, openReportsResponse } from '../../schema/post-controls';
import { commentResponse } from '../../schema/posts';
import type { Session } from '../../schema/session';
import { users } from '../../server/domains/account/users-schema';
import { signInCast, welcomeNewcomer } from './support/cast';
import { whileDisabled } from './support/disabled-member';
import { postAs } from './support/posts';
import { drivers } from './support/test-db';
import { useTestApp, type Reply } from './support/test-app';

describe.each(drivers)('content reports on %s', (driver) => {
  const ctx = useTestApp(driver);
  const report = (s: Session | undefined, path: string, reason: unknown) => ctx.api.call('POST', path, { session: s, body: { reason } });
  const reportPost = (s: Session | undefined, id: number, reason: unknown = 'Spam') => report(s, `/api/v2/posts/${id}/reports`, reason);
  const reportComment = (s: Session | undefined, id: number, reason: unknown = 'Rude') => report(s, `/api/v2/comments/${id}/reports`, reason);
  const list = (s?: Session) => ctx.api.call('GET', '/api/v2/reports', { session: s });
  const expectError = (res: Reply, status: number, message: string) => {
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ errors: [message] });
  };
  const openFor = async (s: Session) => {
    const res = await list(s);
    expect(res.status).toBe(200);
    return openReportsResponse.parse(res.body).reports;
  };

  let ada: Session, leila: Session, mia: Session, noah: Session;
  beforeAll(async () => {
    ({ ada, leila, mia, noah } = await signInCast(ctx));
  });

  it('takes a report from any reader but the author, once per member; refuses visitors, the disabled and bad reasons', async () => {
    const post = await postAs(ctx.api, noah, 'welcome', 'Buy cheap followers here');
    expectError(await reportPost(undefined, post.id), 401, messages.sessionRequired);
    expectError(await reportPost(noah, post.id), 403, messages.cannotReportOwnContent);
    expectError(await reportPost(mia, post.id, '   '), 422, messages.contentReportReasonRequired);
    expectError(await reportPost(mia, post.id, null), 422, messages.contentReportReasonRequired);
    expectError(await reportPost(mia, 2_000_000_000), 404, messages.postNotFound);
    await whileDisabled(ctx.testDb.db, 'member@example.com', async () => {
      expectError(await reportPost(mia, post.id), 403, messages.accountDisabled);
    });

    const first = await reportPost(mia, post.id, '  Spam, twice a day  ');
    expect(first.status).toBe(201);
    const made = contentReportResponse.parse(first.body).report;
    expect(made).toMatchObject({ item_type: 'Post', item_id: post.id, reason: 'Spam, twice a day' });
    // A second report of the same item answers the same report and stores nothing new.
    const second = await reportPost(mia, post.id, 'Still spam');
    expect(second.status).toBe(201);
    expect(contentReportResponse.parse(second.body).report).toEqual(made);
    for (const s of [leila, ada]) expect((await reportPost(s, post.id)).status).toBe(201);
    const reports = (await openFor(ada)).filter((r) => r.item_id === post.id && r.item_type === 'Post');
    expect(reports.map((r) => r.reporter.id).sort()).toEqual([ada.user_id, leila.user_id, mia.user_id].sort());
    expect(reports.find((r) => r.reporter.id === mia.user_id)).toMatchObject({ reason: 'Spam, twice a day', post_id: post.id, excerpt: 'Buy cheap followers here' });
    expect(reports[0]!.author).toMatchObject({ id: noah.user_id });
  });

  it('reports comments, and keeps what a reader cannot see out of reach (404)', async () => {
    const post = await postAs(ctx.api, mia, 'welcome', 'A calm post');
    const res = await ctx.api.call('POST', `/api/v2/posts/${post.id}/comments`, { session: noah, body: { body: 'A rude comment' } });
    const comment = commentResponse.parse(res.body).comment;
    expectError(await reportComment(noah, comment.id), 403, messages.cannotReportOwnContent);
    expectError(await reportComment(mia, 2_000_000_000), 404, messages.commentNotFound);
    const made = await reportComment(mia, comment.id);
    expect(made.status).toBe(201);
    expect(contentReportResponse.parse(made.body).report).toMatchObject({ item_type: 'Comment', item_id: comment.id });
    const listed = (await openFor(ada)).find((r) => r.item_type === 'Comment' && r.item_id === comment.id);
    expect(listed).toMatchObject({ post_id: post.id, excerpt: 'A rude comment', reason: 'Rude', author: { id: noah.user_id }, reporter: { id: mia.user_id } });

    // A private group's post: a non-member cannot learn it exists.
    const backstage = await postAs(ctx.api, noah, 'backstage', 'Crew only');
    expectError(await reportPost(mia, backstage.id), 404, messages.postNotFound);
    expect((await reportPost(leila, backstage.id)).status).toBe(201);
  });

  it("lets a shadowbanned member report; hides a shadowbanned member's post from other reporters", async () => {
    const made = { session: await welcomeNewcomer(ctx) };
    const theirs = await postAs(ctx.api, made.session, 'welcome', 'Shouting into the void');
    const other = await postAs(ctx.api, noah, 'welcome', 'Something to report');
    expect((await ctx.api.call('POST', '/api/v2/account/shadowban', { session: ada, body: { member_id: made.session.user_id, shadowbanned: true } })).status).toBe(200);
    try {
      expect((await reportPost(made.session, other.id)).status).toBe(201);
      expectError(await reportPost(mia, theirs.id), 404, messages.postNotFound);
    } finally {
      await ctx.testDb.db.update(users).set({ shadowbannedAt: null }).where(eq(users.id, made.session.user_id));
    }
  });

  it('lists open reports to the host alone; a deleted item leaves the list', async () => {
    expectError(await list(), 401, messages.sessionRequired);
    for (const s of [mia, leila]) expectError(await list(s), 403, messages.hostOnly);
    const post = await postAs(ctx.api, noah, 'welcome', 'Soon gone');
    expect((await reportPost(mia, post.id)).status).toBe(201);
    expect((await openFor(ada)).some((r) => r.item_id === post.id && r.item_type === 'Post')).toBe(true);
    expect((await ctx.api.call('DELETE', `/api/v2/posts/${post.id}`, { session: ada })).status).toBe(204);
    expect((await openFor(ada)).some((r) => r.item_id === post.id && r.item_type === 'Post')).toBe(false);
    // Newest first.
    const times = (await openFor(ada)).map((r) => Date.parse(r.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});
