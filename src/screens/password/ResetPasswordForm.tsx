// Choosing a new password with the token of a reset link; the link works once.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/router';
import { href } from '../../app/links';
import { useSession } from '../../app/session-context';
import FormAlert from '../../components/FormAlert';
import { getEngine } from '../../data/engine';
import { useAccountAction } from '../../hooks/use-account-action';
import { clientAccountRules } from '../../lib/account-rules';
import { newPasswordProblem } from '../../lib/account-validation';
import NewPasswordFields from './NewPasswordFields';

export default function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('password');
  const { configuration, signedIn } = useSession();
  const min = clientAccountRules(configuration).passwordMinLength;
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [done, setDone] = useState(false);
  const { busy, error, setError, run } = useAccountAction();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = newPasswordProblem(password, confirmation, min);
    if (problem) return setError(problem);
    const result = await run(() => getEngine().passwords.reset(token, password));
    if (result?.ok) setDone(true);
  };

  if (done) {
    return (
      <>
        <p className="form-success" role="status" data-testid="password-reset-done">
          {t('reset.done')}
        </p>
        <p className="auth__alt">
          {signedIn ? <Link to={href('root')}>{t('reset.continue')}</Link> : <Link to={href('loginPassword')}>{t('reset.logIn')}</Link>}
        </p>
      </>
    );
  }
  return (
    <form className="form" onSubmit={submit} noValidate data-testid="reset-password-form">
      <NewPasswordFields password={password} confirmation={confirmation} onPassword={setPassword} onConfirmation={setConfirmation} minLength={min} />
      <FormAlert error={error} />
      <button type="submit" className="button button--wide" disabled={busy}>
        {busy ? t('saving') : t('reset.save')}
      </button>
    </form>
  );
}
