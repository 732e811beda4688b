// /login/password: sign in with email and password.
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSession } from '../../app/session-context';
import PasswordLoginForm from './PasswordLoginForm';

export default function LoginPasswordScreen() {
  useDocumentTitle('Log in');
  const { configuration } = useSession();
  return (
    <section className="auth card">
      <h1>Log in to {configuration?.artist_long_name || configuration?.app_name || 'the community'}</h1>
      <PasswordLoginForm />
    </section>
  );
}
