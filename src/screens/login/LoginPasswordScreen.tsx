// /login/password: sign in with email and password, whatever the configured mode.
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../hooks/use-document-title';
import AuthLinks from './AuthLinks';
import CommunityHeading from './CommunityHeading';
import PasswordLoginForm from './PasswordLoginForm';

export default function LoginPasswordScreen() {
  const { t } = useTranslation('login');
  useDocumentTitle(t('titles.login'));
  return (
    <section className="auth card">
      <CommunityHeading greeting="loginTo" />
      <PasswordLoginForm />
      <AuthLinks mode="password" />
    </section>
  );
}
