// Email and password sign-in through the engine, which validates them; refusals are shown as worded.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import FormAlert from '../../components/FormAlert';
import TextField from '../../components/TextField';
import { getEngine } from '../../data/engine';
import { useAccountAction } from '../../hooks/use-account-action';

export default function PasswordLoginForm() {
  const { t } = useTranslation('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, run } = useAccountAction();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // On success the session lands in the mirror and the guards move on from this screen.
    void run(() => getEngine().session.signIn(email, password));
  };

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="login-form">
      <TextField label={t('email')} type="email" name="email" autoComplete="username" required value={email} onChange={setEmail} />
      <TextField
        label={t('password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={setPassword}
      />
      <FormAlert error={error} />
      <button type="submit" className="button button--wide" disabled={busy}>
        {busy ? t('loggingIn') : t('logIn')}
      </button>
    </form>
  );
}
