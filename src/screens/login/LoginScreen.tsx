// /login: the entry for signed-out visitors; password sign-in until login with a code arrives.
import { Link } from 'react-router';
import { href } from '../../app/routes';
import { useSession } from '../../app/session-context';
import { useDocumentTitle } from '../../hooks/use-document-title';
import PasswordLoginForm from './PasswordLoginForm';

export default function LoginScreen() {
  useDocumentTitle('Log in');
  const { configuration } = useSession();
  return (
    <section className="auth card">
      <h1>Welcome to {configuration?.artist_long_name || configuration?.app_name || 'the community'}</h1>
      {configuration?.registration_intro && <p className="muted">{configuration.registration_intro}</p>}
      <PasswordLoginForm />
      <p className="auth__alt">
        <Link to={href('loginPassword')}>Log in with email and password</Link>
      </p>
    </section>
  );
}
