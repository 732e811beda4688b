// A signed-in member changes their password, proving the current one.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session-context';
import FormAlert from '../../components/FormAlert';
import TextField from '../../components/TextField';
import { getEngine } from '../../data/engine';
import { useAccountAction } from '../../hooks/use-account-action';
import { clientAccountRules } from '../../lib/account-rules';
import { newPasswordProblem } from '../../lib/account-validation';
import { messages } from '../../../schema/messages';
import NewPasswordFields from './NewPasswordFields';

export default function ChangePasswordForm() {
  const { t } = useTranslation('password');
  const { configuration } = useSession();
  const min = clientAccountRules(configuration).passwordMinLength;
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [done, setDone] = useState(false);
  const { busy, error, setError, run } = useAccountAction();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = current ? newPasswordProblem(password, confirmation, min) : messages.mandatoryFields;
    if (problem) return setError(problem);
    setDone(false);
    const result = await run(() => getEngine().passwords.change(current, password));
    if (result?.ok) {
      setDone(true);
      setCurrent('');
      setPassword('');
      setConfirmation('');
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="change-password-form">
      <TextField
        label={t('current')}
        type="password"
        name="current_password"
        autoComplete="current-password"
        required
        value={current}
        onChange={setCurrent}
      />
      <NewPasswordFields password={password} confirmation={confirmation} onPassword={setPassword} onConfirmation={setConfirmation} minLength={min} />
      <FormAlert error={error} success={done ? t('changed') : null} />
      <button type="submit" className="button button--wide" disabled={busy}>
        {busy ? t('saving') : t('change')}
      </button>
    </form>
  );
}
