// /signup/{referralCode?}: open only with web registration on and magic links off (docs/product.md 2.5); shows the registration snippet.
import { Link } from '../../app/router';
import { messages } from '../../../schema/messages';
import { href } from '../../app/links';
import { useSession } from '../../app/session-context';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useKv } from '../../hooks/use-kv';
import { useReferralCodeParam } from '../../hooks/use-referral-code';
import { clientAccountRules, signupOpen } from '../../lib/account-rules';
import { latestReferralCode } from '../../app/referral-memory';
import SignupForm from './SignupForm';

export default function SignupScreen() {
  useDocumentTitle('Sign up');
  const { configuration } = useSession();
  const snippet = useKv('registrationSnippet');
  const fromLink = useReferralCodeParam();

  if (!signupOpen(configuration)) {
    return (
      <section className="auth card">
        <h1>Sign up</h1>
        <p role="status">{messages.registrationClosed}</p>
        <p className="auth__alt">
          <Link to={href('login')}>Log in</Link>
        </p>
      </section>
    );
  }

  return (
    <section className="auth card">
      <h1>{snippet?.title || `Join ${configuration?.app_name ?? 'the community'}`}</h1>
      {snippet?.intro && <p className="muted">{snippet.intro}</p>}
      <SignupForm
        rules={clientAccountRules(configuration)}
        inviteRequired={configuration?.registration_invitation_only === true}
        referralCode={fromLink ?? latestReferralCode()}
      />
      <p className="auth__alt">
        Already a member? <Link to={href('login')}>Log in</Link>
      </p>
    </section>
  );
}
