// /resend-email-confirmation: mails a new confirmation link to the signed-in member, with a captcha when configured.
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from '../../app/router';
import { messages } from '../../../schema/messages';
import { storeRedirect } from '../../app/guards/redirect-store';
import { href } from '../../app/links';
import { useSession } from '../../app/session-context';
import FormAlert from '../../components/FormAlert';
import { getEngine } from '../../data/engine';
import { useAccountAction } from '../../hooks/use-account-action';
import { useDocumentTitle } from '../../hooks/use-document-title';
import CaptchaField from './CaptchaField';

export default function ResendEmailConfirmationScreen() {
  useDocumentTitle('Confirm your email');
  const { signedIn, userData, configuration } = useSession();
  const { pathname } = useLocation();
  const captcha = configuration?.email_confirmation_captcha;
  const [captchaToken, setCaptchaToken] = useState('');
  const [sent, setSent] = useState(false);
  const { busy, error, setError, run } = useAccountAction();

  if (!signedIn) {
    return (
      <section className="auth card">
        <h1>Confirm your email</h1>
        <p>Log in first, then we can send you a new confirmation link.</p>
        <p className="auth__alt">
          <Link to={href('login')} onClick={() => storeRedirect(pathname)}>
            Log in
          </Link>
        </p>
      </section>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (captcha?.enabled && !captchaToken.trim()) return setError(messages.captchaRequired);
    const result = await run(() => getEngine().email.resendConfirmation(captcha?.enabled ? captchaToken.trim() : undefined));
    if (result?.ok) setSent(true);
  };

  const address = userData?.user.unconfirmed_email || userData?.user.email;
  return (
    <section className="auth card">
      <h1>Confirm your email</h1>
      {userData?.user.email_confirmed && !userData.user.unconfirmed_email ? (
        <p role="status">Your email address is already confirmed.</p>
      ) : sent ? (
        <p className="form-success" role="status" data-testid="confirmation-resent">
          We have sent a new confirmation link to {address}.
        </p>
      ) : (
        <form className="form" onSubmit={submit} noValidate data-testid="resend-confirmation-form">
          <p className="muted">We will send a new confirmation link to {address}.</p>
          {captcha?.enabled && <CaptchaField sitekey={captcha.sitekey} value={captchaToken} onChange={setCaptchaToken} />}
          <FormAlert error={error} />
          <button type="submit" className="button button--wide" disabled={busy}>
            {busy ? 'Sending…' : 'Send the link again'}
          </button>
        </form>
      )}
    </section>
  );
}
