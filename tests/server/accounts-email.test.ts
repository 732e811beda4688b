// Email confirmation by mailed token, resending it behind the optional captcha, and changing the login email.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, setConfig, signUpMember } from './support/accounts';
import { CaptchaStandIn } from './support/captcha-stand-in';
import { SmtpInbox, tokenIn } from './support/smtp-inbox';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

const GOOD_CAPTCHA = 'human-token';
const CAPTCHA_SECRET = 'captcha-secret';

describe.each(drivers)('email confirmation on %s', (driver) => {
  let inbox: SmtpInbox;
  let captcha: CaptchaStandIn;
  beforeAll(async () => {
    inbox = await SmtpInbox.start();
    captcha = await CaptchaStandIn.start(GOOD_CAPTCHA);
  });
  afterAll(async () => {
    await inbox?.close();
    await captcha?.close();
  });
  const ctx = useTestApp(driver, {
    app: () => ({ smtpUrl: inbox.url, captcha: { verifyUrl: captcha.verifyUrl, secret: CAPTCHA_SECRET } }),
  });
  beforeAll(() => setConfig(ctx.testDb.db, { email_confirmation_enabled: true }));

  const confirm = (token: string) => ctx.api.call('POST', '/api/v1/account/confirmations', { body: { token } });
  const me = async (session: { secret_id: string; secret: string }) => (await ctx.api.call('GET', '/api/v1/me', { session })).body.user;

  it('confirms the address of a new account with the mailed token, once', async () => {
    const before = inbox.mails.length;
    const { email, session } = await signUpMember(ctx.api);
    const token = tokenIn(await inbox.waitFor(email, before), '/email-confirmation/');
    expect(await me(session)).toMatchObject({ email_confirmed: false, email_confirmation_required: true });
    expect((await confirm(token)).status).toBe(204);
    expect(await me(session)).toMatchObject({ email_confirmed: true, email_confirmation_required: false });
    const again = await confirm(token);
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual(['Email could not be confirmed']);
    expect((await confirm('not-a-token')).body.errors).toEqual(['Email could not be confirmed']);
  });

  it('resends the confirmation only past the captcha when it is enabled', async () => {
    const { email, session } = await signUpMember(ctx.api);
    const resend = (captcha_token?: string) =>
      ctx.api.call('POST', '/api/v1/account/confirmations/resend', { session, body: captcha_token ? { captcha_token } : {} });
    await inbox.nth(email, 1); // the sign-up's own confirmation mail
    // Captcha off: a plain resend works.
    expect((await resend()).status).toBe(202);
    await inbox.nth(email, 2);

    await setConfig(ctx.testDb.db, { email_confirmation_captcha: { enabled: true, sitekey: 'site-key' } });
    const config = (await ctx.api.call('GET', '/api/v1/configuration')).body.configuration;
    expect(config.email_confirmation_captcha).toEqual({ enabled: true, sitekey: 'site-key' });
    for (const token of [undefined, 'robot-token']) {
      const refused = await resend(token);
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual(['Please complete the captcha.']);
    }
    expect(captcha.received.at(-1)?.get('secret')).toBe(CAPTCHA_SECRET);
    expect((await resend(GOOD_CAPTCHA)).status).toBe(202);
    const token = tokenIn(await inbox.nth(email, 3), '/email-confirmation/');
    expect(inbox.count(email)).toBe(3);
    expect((await confirm(token)).status).toBe(204);
    await setConfig(ctx.testDb.db, { email_confirmation_captcha: { enabled: false, sitekey: null } });
  });

  it('changes the login email once the new address confirms it', async () => {
    const { email, session } = await signUpMember(ctx.api);
    const newEmail = `changed.${email}`;
    const change = (body: unknown) => ctx.api.call('POST', '/api/v2/account/email', { session, body });
    expect((await change({ email: newEmail, password: 'wrong-password' })).body.errors).toEqual(['Email or password not recognised']);
    expect((await change({ email: 'member@example.com', password: GOOD_PASSWORD })).body.errors).toEqual([
      'This email address has already been taken',
    ]);
    expect((await change({ email: 'nope', password: GOOD_PASSWORD })).body.errors).toEqual(['Email address not valid']);
    const before = inbox.mails.length;
    const res = await change({ email: newEmail, password: GOOD_PASSWORD });
    expect(res.status).toBe(202);
    const mail = await inbox.waitFor(newEmail, before);
    expect(await me(session)).toMatchObject({ email, unconfirmed_email: newEmail });
    expect((await confirm(tokenIn(mail, '/email-confirmation/'))).status).toBe(204);
    expect(await me(session)).toMatchObject({ email: newEmail, unconfirmed_email: null, email_confirmed: true });
    expect((await ctx.api.call('POST', '/api/v1/sessions', { body: { email: newEmail, password: GOOD_PASSWORD } })).status).toBe(201);
    expect((await ctx.api.call('POST', '/api/v1/sessions', { body: { email, password: GOOD_PASSWORD } })).status).toBe(401);
  });
});
