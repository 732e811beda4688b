// /change-password: with ?token= a reset link; without, the signed-in member's password change.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '../../app/router';
import { href } from '../../app/links';
import { useSession } from '../../app/session-context';
import { useDocumentTitle } from '../../hooks/use-document-title';
import ChangePasswordForm from './ChangePasswordForm';
import ResetPasswordForm from './ResetPasswordForm';

export default function ChangePasswordScreen() {
  const { t } = useTranslation(['password', 'messages']);
  useDocumentTitle(t('titles.change'));
  const [params] = useSearchParams();
  const token = params.get('token');
  const { signedIn } = useSession();

  return (
    <section className="auth card">
      <h1>{token ? t('choose') : t('titles.change')}</h1>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : signedIn ? (
        <ChangePasswordForm />
      ) : (
        <>
          <p className="form-error" role="alert">
            {t('messages:resetLinkInvalid')}
          </p>
          <p className="auth__alt">
            <Link to={href('forgotPassword')}>{t('askNewLink')}</Link>
          </p>
        </>
      )}
    </section>
  );
}
