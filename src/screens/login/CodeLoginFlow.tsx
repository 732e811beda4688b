// Login with an emailed code: ask for a code, then type it in. The request date is kept while a code may still work.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../app/router';
import { messages } from '../../../schema/messages';
import { href } from '../../app/links';
import FormAlert from '../../components/FormAlert';
import TextField from '../../components/TextField';
import { getEngine } from '../../data/engine';
import { useAccountAction } from '../../hooks/use-account-action';
import { useStoredText } from '../../hooks/use-stored-text';
import { withSlot } from '../../i18n/with-slot';
import { LOGIN_CODE_LENGTH } from '../../lib/account-rules';
import { emailProblem } from '../../lib/account-validation';
import {
  clearMagicLinkRequest,
  isRequestFresh,
  magicLinkRequest,
  magicLinkRequestStore,
  recordMagicLinkRequest,
} from '../../lib/magic-link-request';

/** `inviteLinkCode`: the code of the link the visitor came by (/magic/{code}), for invitation-only communities. */
export default function CodeLoginFlow({ inviteLinkCode }: { inviteLinkCode?: string }) {
  const { t } = useTranslation('login');
  // Read through the store so every tab agrees on whether a code is on its way.
  useStoredText(magicLinkRequestStore);
  const [openedAt] = useState(() => Date.now());
  const request = magicLinkRequest();
  const [email, setEmail] = useState(request?.email ?? '');
  const [code, setCode] = useState('');
  const asking = useAccountAction();
  const entering = useAccountAction();
  const navigate = useNavigate();

  const requestCode = async (e: FormEvent) => {
    e.preventDefault();
    const problem = emailProblem(email);
    if (problem) return asking.setError(problem);
    const result = await asking.run(() => getEngine().session.requestLoginCode(email, inviteLinkCode));
    if (result?.ok) recordMagicLinkRequest(email.trim());
    else if (result) clearMagicLinkRequest();
  };

  const signIn = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return entering.setError(messages.invalidCode);
    const result = await entering.run(() => getEngine().session.signInWithCode(code));
    if (!result?.ok) return;
    clearMagicLinkRequest();
    // Guard 4 moves a signed-in member off /login but not off /magic: from root the guards take over.
    if (entering.isMounted()) void navigate(href('root'), { replace: true });
  };

  if (!isRequestFresh(request, openedAt)) {
    return (
      <form className="form" onSubmit={requestCode} noValidate data-testid="code-request-form">
        <p className="muted">{t('code.intro')}</p>
        <TextField label={t('email')} type="email" name="email" autoComplete="username" required value={email} onChange={setEmail} />
        <FormAlert error={asking.error} />
        <button type="submit" className="button button--wide" disabled={asking.busy}>
          {asking.busy ? t('code.sending') : t('code.send')}
        </button>
      </form>
    );
  }

  return (
    <form className="form" onSubmit={signIn} noValidate data-testid="code-entry-form">
      <p className="muted" role="status">
        {withSlot(
          (email) => t('code.sent', { email }),
          <strong>
            <bdi>{request.email}</bdi>
          </strong>,
        )}
      </p>
      <TextField
        label={t('code.label')}
        name="code"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={LOGIN_CODE_LENGTH + 4}
        required
        value={code}
        onChange={setCode}
      />
      <FormAlert error={entering.error} />
      <button type="submit" className="button button--wide" disabled={entering.busy}>
        {entering.busy ? t('loggingIn') : t('logIn')}
      </button>
      <button type="button" className="button button--quiet button--wide" onClick={clearMagicLinkRequest}>
        {t('code.again')}
      </button>
    </form>
  );
}
