// The engine's password and email calls against the real server: reset by mailed link, change, confirmation, email change.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { formatMessage, messages } from '../../schema/messages';
import { engineFor, useLiveServer, type Harness } from './helpers/engine-harness';
import { mailCount, nextMail, tokenIn } from './helpers/mailbox';

const live = useLiveServer();

const PASSWORD = 'sturdy-harbour-lantern-42';
let n = 0;

/** A fresh member, signed in on a started engine. */
async function member(): Promise<{ h: Harness; email: string }> {
  const h = engineFor(live.server);
  live.track(h);
  await h.engine.start(h.events);
  await h.engine.loadStartup();
  const id = `p${Date.now().toString(36)}${++n}`;
  const email = `${id}@example.org`;
  const result = await h.engine.session.signUp({ email, password: PASSWORD, password_confirmation: PASSWORD, username: id, display_name: `P ${n}` });
  expect(result).toEqual({ ok: true });
  return { h, email };
}

describe('forgotten password', () => {
  it('resets with the mailed token once, after which only the new password works', async () => {
    const { h, email } = await member();
    await h.engine.session.signOut();
    const seen = await mailCount(live.server, email);
    expect(await h.engine.passwords.requestReset(email)).toEqual({ ok: true, value: undefined });
    const token = tokenIn(await nextMail(live.server, email, seen), '/change-password?token=');

    expect(await h.engine.passwords.reset(token, 'short')).toEqual({
      ok: false,
      status: 422,
      message: formatMessage(messages.passwordTooShort, { count: 8 }),
    });
    const next = `${PASSWORD}-renewed`;
    expect(await h.engine.passwords.reset(token, next)).toEqual({ ok: true, value: undefined });
    expect(await h.engine.passwords.reset(token, `${next}-again`)).toEqual({ ok: false, status: 422, message: messages.resetLinkInvalid });

    expect(await h.engine.session.signIn(email, PASSWORD)).toMatchObject({ ok: false, message: messages.loginNotRecognised });
    expect(await h.engine.session.signIn(email, next)).toEqual({ ok: true });
  });

  it('answers ok for an unknown address, and checks the shape of a known one', async () => {
    const h = engineFor(live.server);
    live.track(h);
    expect(await h.engine.passwords.requestReset('nobody-at-all@example.org')).toEqual({ ok: true, value: undefined });
    expect(await h.engine.passwords.requestReset('nobody')).toEqual({ ok: false, status: 422, message: messages.emailInvalid });
  });
});

describe('password change', () => {
  it('needs the current password, then the new one is the login', async () => {
    const { h, email } = await member();
    const next = `${PASSWORD}-changed`;
    expect(await h.engine.passwords.change('not-it-at-all', next)).toEqual({ ok: false, status: 422, message: messages.loginNotRecognised });
    expect(await h.engine.passwords.change(PASSWORD, next)).toEqual({ ok: true, value: undefined });
    await h.engine.session.signOut();
    expect(await h.engine.session.signIn(email, next)).toEqual({ ok: true });
  });
});

describe('email confirmation', () => {
  it('resends the link, confirms with it, and the mirror shows the address confirmed', async () => {
    const { h, email } = await member();
    expect((await h.kv('userData'))?.user.email_confirmed).toBe(false);
    const seen = await mailCount(live.server, email);
    expect(await h.engine.email.resendConfirmation()).toEqual({ ok: true, value: undefined });
    const token = tokenIn(await nextMail(live.server, email, seen), '/email-confirmation/');

    expect(await h.engine.email.confirm('not-a-token')).toEqual({ ok: false, status: 422, message: messages.emailNotConfirmed });
    expect(await h.engine.email.confirm(token)).toEqual({ ok: true, value: undefined });
    expect((await h.kv('userData'))?.user.email_confirmed).toBe(true);
    expect(await h.engine.email.confirm(token)).toEqual({ ok: false, status: 422, message: messages.emailNotConfirmed });
  });

  it('signed out, a confirmation link still works', async () => {
    const { h, email } = await member();
    const seen = await mailCount(live.server, email);
    await h.engine.email.resendConfirmation();
    const token = tokenIn(await nextMail(live.server, email, seen), '/email-confirmation/');
    await h.engine.session.signOut();
    expect(await h.engine.email.confirm(token)).toEqual({ ok: true, value: undefined });
  });
});

describe('email change', () => {
  it('needs the password, mails the new address, and the login changes once it is confirmed', async () => {
    const { h } = await member();
    const newEmail = `moved${Date.now().toString(36)}@example.org`;
    expect(await h.engine.email.change(newEmail, 'wrong-password-here')).toEqual({ ok: false, status: 422, message: messages.loginNotRecognised });
    const seen = await mailCount(live.server, newEmail);
    expect(await h.engine.email.change(newEmail, PASSWORD)).toEqual({ ok: true, value: undefined });
    expect((await h.kv('userData'))?.user.unconfirmed_email).toBe(newEmail);

    const token = tokenIn(await nextMail(live.server, newEmail, seen), '/email-confirmation/');
    expect(await h.engine.email.confirm(token)).toEqual({ ok: true, value: undefined });
    expect((await h.kv('userData'))?.user).toMatchObject({ email: newEmail, unconfirmed_email: null });
    await h.engine.session.signOut();
    expect(await h.engine.session.signIn(newEmail, PASSWORD)).toEqual({ ok: true });
  });

  it('signed out, account calls answer without reaching the server', async () => {
    const h = engineFor(live.server);
    live.track(h);
    const signedOut = { ok: false, status: 401, message: messages.sessionRequired };
    expect(await h.engine.email.change('a@example.org', 'whatever-pw')).toEqual(signedOut);
    expect(await h.engine.passwords.change('old-password', 'new-password-1')).toEqual(signedOut);
    expect(await h.engine.email.resendConfirmation()).toEqual(signedOut);
  });
});
