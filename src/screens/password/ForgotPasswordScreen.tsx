// /forgot-password: asks for a reset link by email; the answer never says whether the address has an account.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import FormAlert from '../../components/FormAlert';
import TextField from '../../components/TextField';
import { getEngine } from '../../data/engine';
import { useAccountAction } from '../../hooks/use-account-action';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { withSlot } from '../../i18n/with-slot';
import { emailProblem } from '../../lib/account-validation';
import AuthLinks from '../login/AuthLinks';

export default function ForgotPasswordScreen() {
  const { t } = useTranslation('password');
  useDocumentTitle(t('titles.forgot'));
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, error, setError, run } = useAccountAction();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = emailProblem(email);
    if (problem) return setError(problem);
    const result = await run(() => getEngine().passwords.requestReset(email));
    if (result?.ok) setSentTo(email.trim());
  };

  return (
    <section className="auth card">
      <h1>{t('forgot.heading')}</h1>
      {sentTo ? (
        <p className="form-success" role="status" data-testid="reset-requested">
          {withSlot((email) => t('forgot.sent', { email }), <bdi>{sentTo}</bdi>)}
        </p>
      ) : (
        <form className="form" onSubmit={submit} noValidate data-testid="forgot-password-form">
          <p className="muted">{t('forgot.intro')}</p>
          <TextField label={t('forgot.email')} type="email" name="email" autoComplete="username" required value={email} onChange={setEmail} />
          <FormAlert error={error} />
          <button type="submit" className="button button--wide" disabled={busy}>
            {busy ? t('forgot.sending') : t('forgot.send')}
          </button>
        </form>
      )}
      <AuthLinks mode="other" />
    </section>
  );
}
