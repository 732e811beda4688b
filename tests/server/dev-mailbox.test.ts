// The dev mailbox holds reset links and codes: only a signed-in host reads it, never with SMTP or in production, and for a day.
import { beforeAll, describe, expect, it } from 'vitest';
import type { DevMail } from '../../schema/accounts';
import { messages } from '../../schema/messages';
import type { Session } from '../../schema/session';
import { buildApp } from '../../server/app';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

const HOUR_MS = 60 * 60 * 1000;

describe.each(drivers)('the dev mailbox on %s', (driver) => {
  let clockOffsetMs = 0;
  const ctx = useTestApp(driver, { app: () => ({ now: () => new Date(Date.now() + clockOffsetMs) }) });
  let host: Session;
  let member: Session;
  beforeAll(async () => {
    host = await ctx.api.login('admin@example.com');
    member = await ctx.api.login('member@example.com');
  });

  const mailTo = async (to: string, session: Session) =>
    ctx.api.call<{ messages: DevMail[] }>('GET', `/api/dev/mailbox?to=${encodeURIComponent(to)}`, { session });

  /** Asks for a reset of `email` and waits for its mail (sent in the background) to reach the mailbox. */
  async function resetMailFor(email: string): Promise<DevMail> {
    expect((await ctx.api.call('POST', '/api/v1/passwords', { body: { email } })).status).toBe(202);
    for (let i = 0; i < 200; i++) {
      const found = (await mailTo(email, host)).body.messages[0];
      if (found) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no mail to ${email}`);
  }

  it('keeps a reset link from a stranger and a member, and shows it to a host (JSON and page)', async () => {
    const mail = await resetMailFor('noah@example.com');
    expect(mail.text).toContain('/change-password?token=');

    const stranger = await ctx.api.call('GET', '/api/dev/mailbox?to=noah@example.com');
    expect(stranger.status).toBe(401);
    expect(stranger.body).toEqual({ errors: [messages.sessionRequired] });
    expect((await ctx.api.call('GET', '/dev/mailbox')).status).toBe(401);
    const plainMember = await mailTo('noah@example.com', member);
    expect(plainMember.status).toBe(403);
    expect(plainMember.body).toEqual({ errors: [messages.forbidden] });
    expect(JSON.stringify(plainMember.body)).not.toContain('token=');

    // A browser navigation cannot add headers: the page takes the host's session as query parameters.
    const page = await ctx.app.inject({ method: 'GET', url: `/dev/mailbox?X-Secret-Id=${host.secret_id}&X-Secret=${host.secret}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/change-password?token=');
    const memberPage = await ctx.app.inject({ method: 'GET', url: `/dev/mailbox?X-Secret-Id=${member.secret_id}&X-Secret=${member.secret}` });
    expect(memberPage.statusCode).toBe(403);
  });

  it('forgets mail after a day', async () => {
    await resetMailFor('leila@example.com');
    clockOffsetMs = 23 * HOUR_MS;
    expect((await mailTo('leila@example.com', host)).body.messages).toHaveLength(1);
    clockOffsetMs = 25 * HOUR_MS;
    expect((await mailTo('leila@example.com', host)).body.messages).toEqual([]);
    clockOffsetMs = 0;
    // Gone from the database, not only hidden: back at today's clock it does not come back.
    expect((await mailTo('leila@example.com', host)).body.messages).toEqual([]);
  });

  it('is off (404) when mail goes out over SMTP, and in production', async () => {
    for (const options of [{ smtpUrl: 'smtp://127.0.0.1:9' }, { devMailbox: false }]) {
      const app = await buildApp({ db: ctx.testDb.db, ...options });
      try {
        for (const url of ['/api/dev/mailbox', '/dev/mailbox']) {
          const res = await app.inject({ method: 'GET', url, headers: { 'x-secret-id': host.secret_id, 'x-secret': host.secret } });
          expect(res.statusCode, `${url} with ${JSON.stringify(options)}`).toBe(404);
          expect(res.json()).toEqual({ errors: [messages.notFound] });
        }
      } finally {
        await app.close();
      }
    }
  });
});
