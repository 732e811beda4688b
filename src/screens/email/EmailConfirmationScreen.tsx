// /email-confirmation/{token}: confirms the address the mailed link was sent to, signed in or out.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from '../../app/router';
import { messages } from '../../../schema/messages';
import type { AccountResult } from '../../../worker/engine-results';
import { href } from '../../app/links';
import { useSession } from '../../app/session-context';
import FormAlert from '../../components/FormAlert';
import { getEngine } from '../../data/engine';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** A token works once: a second mount of the screen (strict mode, back and forth) reuses the first answer. */
const confirmations = new Map<string, Promise<AccountResult>>();

function confirmOnce(token: string): Promise<AccountResult> {
  let pending = confirmations.get(token);
  if (!pending) {
    pending = getEngine().email.confirm(token);
    confirmations.set(token, pending);
  }
  return pending;
}

export default function EmailConfirmationScreen() {
  const { t } = useTranslation('email');
  useDocumentTitle(t('confirmation.title'));
  const { token = '' } = useParams();
  const { signedIn } = useSession();
  const [outcome, setOutcome] = useState<{ token: string; error: string | null } | null>(null);

  useEffect(() => {
    let live = true;
    confirmOnce(token)
      .then((result) => live && setOutcome({ token, error: result.ok ? null : result.message }))
      .catch(() => live && setOutcome({ token, error: messages.emailNotConfirmed }));
    return () => {
      live = false;
    };
  }, [token]);

  const settled = outcome?.token === token ? outcome : null;
  return (
    <section className="auth card" aria-busy={!settled}>
      <h1>{t('confirmation.title')}</h1>
      {!settled && (
        <p className="muted" role="status">
          {t('confirmation.confirming')}
        </p>
      )}
      {settled && (
        <FormAlert error={settled.error} success={settled.error ? null : t('confirmation.confirmed')} />
      )}
      {settled && (
        <p className="auth__alt">
          {settled.error && signedIn && <Link to={href('resendEmailConfirmation')}>{t('confirmation.sendNew')}</Link>}
          <Link to={href(signedIn ? 'root' : 'login')}>{signedIn ? t('confirmation.continue') : t('confirmation.logIn')}</Link>
        </p>
      )}
    </section>
  );
}
