// /resend-email-confirmation: mails a new confirmation link to the signed-in member, with a captcha when configured.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '../../app/router';
import { messages } from '../../../schema/messages';
import { storeRedirect } from '../../app/guards/redirect-store';
import { href } from '../../app/links';
import { useSession } from '../../app/session-context';
import FormAlert from '../../components/FormAlert';
import { getEngine } from '../../data/engine';
import { useAccountAction } from '../../hooks/use-account-action';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { withSlot } from '../../i18n/with-slot';
import CaptchaField from './CaptchaField';

export default function ResendEmailConfirmationScreen() {
  const { t } = useTranslation('email');
  useDocumentTitle(t('resend.title'));
  const { signedIn, userData, configuration } = useSession();
  const { pathname } = useLocation();
  const captcha = configuration?.email_confirmation_captcha;
  const [captchaToken, setCaptchaToken] = useState('');
  const [sent, setSent] = useState(false);
  const { busy, error, setError, run } = useAccountAction();

  if (!signedIn) {
    return (
      <section className="auth card">
        <h1>{t('resend.title')}</h1>
        <p>{t('resend.logInFirst')}</p>
        <p className="auth__alt">
          <Link to={href('login')} onClick={() => storeRedirect(pathname)}>
            {t('resend.logIn')}
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

  const address = <bdi>{userData?.user.unconfirmed_email || userData?.user.email}</bdi>;
  return (
    <section className="auth card">
      <h1>{t('resend.title')}</h1>
      {userData?.user.email_confirmed && !userData.user.unconfirmed_email ? (
        <p role="status">{t('resend.alreadyConfirmed')}</p>
      ) : sent ? (
        <p className="form-success" role="status" data-testid="confirmation-resent">
          {withSlot((email) => t('resend.sent', { email }), address)}
        </p>
      ) : (
        <form className="form" onSubmit={submit} noValidate data-testid="resend-confirmation-form">
          <p className="muted">{withSlot((email) => t('resend.intro', { email }), address)}</p>
          {captcha?.enabled && <CaptchaField sitekey={captcha.sitekey} value={captchaToken} onChange={setCaptchaToken} />}
          <FormAlert error={error} />
          <button type="submit" className="button button--wide" disabled={busy}>
            {busy ? t('resend.sending') : t('resend.send')}
          </button>
        </form>
      )}
    </section>
  );
}
