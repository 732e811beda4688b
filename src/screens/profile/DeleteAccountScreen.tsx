// /profile/settings/delete-account: deletion after typing the required wording in capitals, optionally with the member's content.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../app/router';
import type { Mutation } from '../../../schema/outbox';
import { clearStoredRedirect } from '../../app/guards/redirect-store';
import { clearServiceWorkerQueues } from '../../app/service-worker';
import { setLoginNotice } from '../../lib/login-notice';
import { href } from '../../app/links';
import { useSession } from '../../app/session-context';
import BackButton from '../../components/BackButton';
import FormAlert from '../../components/FormAlert';
import TextField from '../../components/TextField';
import UnsentList from '../../components/UnsentList';
import { getEngine } from '../../data/engine';
import { useAccountAction } from '../../hooks/use-account-action';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { DELETE_ACCOUNT_WORD } from '../../lib/account-rules';

export default function DeleteAccountScreen() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('delete.title'));
  const { endSessionLocally } = useSession();
  const navigate = useNavigate();
  const [wording, setWording] = useState('');
  const [deleteContent, setDeleteContent] = useState(false);
  const [unsent, setUnsent] = useState<Mutation[]>([]);
  const { busy, error, run } = useAccountAction();

  useEffect(() => {
    getEngine()
      .outbox.unsent()
      .then(setUnsent)
      .catch(() => undefined);
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const result = await run(() => getEngine().account.delete(deleteContent, wording));
    if (!result?.ok) return;
    // Worded now, in the language in use: the login screen shows it as it is.
    setLoginNotice(t('delete.done'));
    // Even when the wiped session already moved the guards on: the notice and the forgotten target still apply.
    endSessionLocally();
    clearServiceWorkerQueues();
    // The account is gone: nothing of it is a place to come back to.
    clearStoredRedirect();
    void navigate(href('login'), { replace: true });
  };

  return (
    <div className="stack" data-testid="delete-account">
      <div className="screen-header">
        <BackButton />
        <h1>{t('delete.title')}</h1>
      </div>
      <form className="card form" onSubmit={submit} noValidate>
        <p>{t('delete.warning')}</p>
        {unsent.length > 0 && (
          <>
            <p className="form-error">{t('delete.unsent')}</p>
            <UnsentList unsent={unsent} />
          </>
        )}
        <label className="check">
          <input type="checkbox" name="delete_content" checked={deleteContent} onChange={(e) => setDeleteContent(e.target.checked)} />
          {t('delete.content')}
        </label>
        <TextField
          label={t('delete.confirm', { word: DELETE_ACCOUNT_WORD })}
          name="confirmation"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={wording}
          onChange={setWording}
        />
        <FormAlert error={error} />
        <button type="submit" className="button button--danger" disabled={busy || wording !== DELETE_ACCOUNT_WORD}>
          {busy ? t('delete.deleting') : t('delete.submit')}
        </button>
      </form>
    </div>
  );
}
