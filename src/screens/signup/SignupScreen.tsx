// /signup/{referralCode?}: open only with web registration on and magic links off (docs/product.md 2.5); shows the registration snippet.
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/router';
import { href } from '../../app/links';
import { useSession } from '../../app/session-context';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useKv } from '../../hooks/use-kv';
import { useReferralCodeParam } from '../../hooks/use-referral-code';
import { withSlot } from '../../i18n/with-slot';
import { clientAccountRules, signupOpen } from '../../lib/account-rules';
import { latestReferralCode } from '../../lib/referral-codes';
import SignupForm from './SignupForm';

export default function SignupScreen() {
  const { t } = useTranslation(['signup', 'messages']);
  useDocumentTitle(t('title'));
  const { configuration } = useSession();
  const snippet = useKv('registrationSnippet');
  const fromLink = useReferralCodeParam();

  if (!signupOpen(configuration)) {
    return (
      <section className="auth card">
        <h1>{t('title')}</h1>
        <p role="status">{t('messages:registrationClosed')}</p>
        <p className="auth__alt">
          <Link to={href('login')}>{t('logIn')}</Link>
        </p>
      </section>
    );
  }

  const community = configuration?.app_name;

  return (
    <section className="auth card">
      <h1 dir={snippet?.title ? 'auto' : undefined}>
        {snippet?.title || (community ? withSlot((name) => t('join', { community: name }), <bdi>{community}</bdi>) : t('joinDefault'))}
      </h1>
      {snippet?.intro && (
        <p className="muted" dir="auto">
          {snippet.intro}
        </p>
      )}
      <SignupForm
        rules={clientAccountRules(configuration)}
        inviteRequired={configuration?.registration_invitation_only === true}
        referralCode={fromLink ?? latestReferralCode()}
      />
      <p className="auth__alt">
        {withSlot((link) => t('alreadyMember', { link }), <Link to={href('login')}>{t('logIn')}</Link>)}
      </p>
    </section>
  );
}
