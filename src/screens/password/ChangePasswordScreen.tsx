// /change-password: with ?token= a reset link; without, the signed-in member's password change.
import { Link, useSearchParams } from '../../app/router';
import { messages } from '../../../schema/messages';
import { href } from '../../app/links';
import { useSession } from '../../app/session-context';
import { useDocumentTitle } from '../../hooks/use-document-title';
import ChangePasswordForm from './ChangePasswordForm';
import ResetPasswordForm from './ResetPasswordForm';

export default function ChangePasswordScreen() {
  useDocumentTitle('Change password');
  const [params] = useSearchParams();
  const token = params.get('token');
  const { signedIn } = useSession();

  return (
    <section className="auth card">
      <h1>{token ? 'Choose a new password' : 'Change password'}</h1>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : signedIn ? (
        <ChangePasswordForm />
      ) : (
        <>
          <p className="form-error" role="alert">
            {messages.resetLinkInvalid}
          </p>
          <p className="auth__alt">
            <Link to={href('forgotPassword')}>Ask for a new link</Link>
          </p>
        </>
      )}
    </section>
  );
}
