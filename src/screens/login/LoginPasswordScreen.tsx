// /login/password: sign in with email and password, whatever the configured mode.
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSession } from '../../app/session-context';
import AuthLinks from './AuthLinks';
import PasswordLoginForm from './PasswordLoginForm';

export default function LoginPasswordScreen() {
  useDocumentTitle('Log in');
  const { configuration } = useSession();
  return (
    <section className="auth card">
      <h1>Log in to {configuration?.artist_long_name || configuration?.app_name || 'the community'}</h1>
      <PasswordLoginForm />
      <AuthLinks mode="password" />
    </section>
  );
}
