// Email and password sign-in through the engine, which validates them; refusals are shown as worded.
import { useState, type FormEvent } from 'react';
import { messages } from '../../../schema/messages';
import { getEngine } from '../../hooks/engine';

export default function PasswordLoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      // On success the session lands in the mirror and the guards move on from this screen.
      const result = await getEngine().signIn(email, password);
      if (!result.ok) setError(result.message || messages.unknownError);
    } catch {
      setError(messages.somethingWrong);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="login-form">
      <label className="field">
        <span className="field__label">Email</span>
        <input type="email" name="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label className="field">
        <span className="field__label">Password</span>
        <input
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--wide" disabled={busy}>
        {busy ? 'Logging in…' : 'Log in'}
      </button>
    </form>
  );
}
