// The ways between the signed-out screens: the other login mode, forgotten password, sign-up.
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/router';
import { href } from '../../app/links';
import { useSession } from '../../app/session-context';
import { signupOpen } from '../../lib/account-rules';

export default function AuthLinks({ mode }: { mode: 'password' | 'code' | 'other' }) {
  const { t } = useTranslation('login');
  const { configuration } = useSession();
  return (
    <nav className="auth__alt" aria-label={t('ways.label')}>
      {mode === 'password' && <Link to={href('loginCode')}>{t('ways.byCode')}</Link>}
      {mode === 'code' && <Link to={href('loginPassword')}>{t('ways.byPassword')}</Link>}
      {mode === 'other' && <Link to={href('login')}>{t('ways.back')}</Link>}
      {mode !== 'other' && <Link to={href('forgotPassword')}>{t('ways.forgot')}</Link>}
      {signupOpen(configuration) && <Link to={href('signup')}>{t('ways.signup')}</Link>}
    </nav>
  );
}
