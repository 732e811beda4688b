// /forgot-password: asks for a reset link by email; the answer never says whether the address has an account.
import { useState, type FormEvent } from 'react';
import FormAlert from '../../components/FormAlert';
import TextField from '../../components/TextField';
import { getEngine } from '../../data/engine';
import { useAccountAction } from '../../hooks/use-account-action';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { emailProblem } from '../../lib/account-validation';
import AuthLinks from '../login/AuthLinks';

export default function ForgotPasswordScreen() {
  useDocumentTitle('Forgot password');
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
      <h1>Forgot your password?</h1>
      {sentTo ? (
        <p className="form-success" role="status" data-testid="reset-requested">
          If {sentTo} has an account here, we have sent it a link to choose a new password. The link works once, within an hour.
        </p>
      ) : (
        <form className="form" onSubmit={submit} noValidate data-testid="forgot-password-form">
          <p className="muted">Enter your email and we will send you a link to choose a new password.</p>
          <TextField label="Email" type="email" name="email" autoComplete="username" required value={email} onChange={setEmail} />
          <FormAlert error={error} />
          <button type="submit" className="button button--wide" disabled={busy}>
            {busy ? 'Sending…' : 'Send the link'}
          </button>
        </form>
      )}
      <AuthLinks mode="other" />
    </section>
  );
}
