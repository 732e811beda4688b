// The sign-up form: checked here with the product's messages first, then by the engine and the server, whose refusals show as worded.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '../../app/links';
import { Link } from '../../app/router';
import FormAlert from '../../components/FormAlert';
import TextField from '../../components/TextField';
import { getEngine } from '../../data/engine';
import { useAccountAction } from '../../hooks/use-account-action';
import type { ClientAccountRules } from '../../lib/account-rules';
import { signUpProblems, type SignUpFields, type SignUpProblems } from '../../lib/account-validation';

interface Props {
  rules: ClientAccountRules;
  inviteRequired: boolean;
  referralCode: string | null;
}

export default function SignupForm({ rules, inviteRequired, referralCode }: Props) {
  const { t } = useTranslation('signup');
  const [form, setForm] = useState<SignUpFields>({
    display_name: '',
    username: '',
    email: '',
    password: '',
    password_confirmation: '',
    invite_code: '',
  });
  const [referral, setReferral] = useState(referralCode ?? '');
  const { busy, error, setError, run } = useAccountAction();
  // Set by a submit, then kept current as the member types, so a fixed field's problem goes at once.
  const [problems, setProblems] = useState<SignUpProblems | null>(null);
  const field = (name: keyof SignUpFields) => (value: string) => {
    const next = { ...form, [name]: value };
    setForm(next);
    if (problems) setProblems(signUpProblems(next, rules, inviteRequired));
  };

  // The documents the new member agrees to, on the device before they are linked (readable offline).
  useEffect(() => {
    void getEngine().legal.loadCurrent().catch(() => undefined);
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = signUpProblems(form, rules, inviteRequired);
    setProblems(found);
    setError(null);
    if (Object.keys(found).length > 0) return;
    // Signed in on success: the guards take the new member on to onboarding.
    void run(() =>
      getEngine().session.signUp({
        email: form.email.trim(),
        password: form.password,
        password_confirmation: form.password_confirmation,
        username: form.username.trim().toLowerCase(),
        display_name: form.display_name.trim(),
        invite_code: inviteRequired ? form.invite_code.trim() : undefined,
        referral_code: referral.trim() || undefined,
      }),
    );
  };

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="signup-form">
      <TextField
        label={t('name')}
        name="display_name"
        autoComplete="name"
        required
        value={form.display_name}
        onChange={field('display_name')}
        error={problems?.display_name}
      />
      <TextField
        label={t('username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={form.username}
        onChange={field('username')}
        error={problems?.username}
        hint={t('usernameHint')}
      />
      <TextField
        label={t('email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={form.email}
        onChange={field('email')}
        error={problems?.email}
      />
      <TextField
        label={t('password')}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        value={form.password}
        onChange={field('password')}
        error={problems?.password}
      />
      <TextField
        label={t('repeat')}
        type="password"
        name="password_confirmation"
        autoComplete="new-password"
        required
        value={form.password_confirmation}
        onChange={field('password_confirmation')}
        error={problems?.password_confirmation}
      />
      {inviteRequired && (
        <TextField
          label={t('invite')}
          name="invite_code"
          autoComplete="off"
          required
          value={form.invite_code}
          onChange={field('invite_code')}
        error={problems?.invite_code}
          hint={t('inviteHint')}
        />
      )}
      <TextField label={t('referral')} name="referral_code" autoComplete="off" value={referral} onChange={setReferral} />
      <p className="muted legal-note" data-testid="signup-legal">
        {t('legalNote')} <Link to={href('legalDocument', { kind: 'privacy_policy' })}>{t('privacyPolicy')}</Link> ·{' '}
        <Link to={href('legalDocument', { kind: 'terms_conditions' })}>{t('terms')}</Link>
      </p>
      <FormAlert error={error} />
      <button type="submit" className="button button--wide" disabled={busy}>
        {busy ? t('creating') : t('create')}
      </button>
    </form>
  );
}
