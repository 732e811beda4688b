// Changing the login email: the new address gets a confirmation link and becomes the login once confirmed.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session-context';
import FormAlert from '../../components/FormAlert';
import TextField from '../../components/TextField';
import { getEngine } from '../../data/engine';
import { useAccountAction } from '../../hooks/use-account-action';
import { withSlot } from '../../i18n/with-slot';
import { emailProblem } from '../../lib/account-validation';
import { messages } from '../../../schema/messages';

export default function ChangeEmailForm() {
  const { t } = useTranslation('profile');
  const { userData } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, setError, run } = useAccountAction();
  const pending = userData?.user.unconfirmed_email;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = !email.trim() || !password ? messages.mandatoryFields : emailProblem(email);
    if (problem) return setError(problem);
    const result = await run(() => getEngine().email.change(email, password));
    if (result?.ok) {
      setEmail('');
      setPassword('');
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="change-email-form">
      <p className="muted">
        {withSlot(
          (email) => t('changeEmail.current', { email }),
          <strong>
            <bdi>{userData?.user.email}</bdi>
          </strong>,
        )}
        {pending && <> {withSlot((email) => t('changeEmail.pending', { email }), <bdi>{pending}</bdi>)}</>}
      </p>
      <TextField label={t('changeEmail.newEmail')} type="email" name="new_email" autoComplete="email" value={email} onChange={setEmail} />
      <TextField label={t('changeEmail.password')} type="password" name="password" autoComplete="current-password" value={password} onChange={setPassword} />
      <FormAlert error={error} />
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('sending') : t('changeEmail.submit')}
      </button>
    </form>
  );
}
