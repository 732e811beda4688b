// The ways between the signed-out screens: the other login mode, forgotten password, sign-up.
import { Link } from '../../app/router';
import { href } from '../../app/links';
import { useSession } from '../../app/session-context';
import { signupOpen } from '../../lib/account-rules';

export default function AuthLinks({ mode }: { mode: 'password' | 'code' | 'other' }) {
  const { configuration } = useSession();
  return (
    <nav className="auth__alt" aria-label="Other ways in">
      {mode === 'password' && <Link to={href('loginCode')}>Log in with an emailed code instead</Link>}
      {mode === 'code' && <Link to={href('loginPassword')}>Log in with a password instead</Link>}
      {mode === 'other' && <Link to={href('login')}>Back to log in</Link>}
      {mode !== 'other' && <Link to={href('forgotPassword')}>Forgot your password?</Link>}
      {signupOpen(configuration) && <Link to={href('signup')}>New here? Create an account</Link>}
    </nav>
  );
}
